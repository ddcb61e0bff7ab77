/** The Board-Game Club: three open cards from the deck before the first turn; their effects are not applied. */
import { drawDeck, openInRow } from '../ctx.ts';
import { place } from './place.ts';

export const boardGameClub = place('boardGameClub', {
  roundStarted: (c, r) => {
    const s = c.s;
    for (let i = 0; i < 3; i++) {
      const card = drawDeck(c);
      if (card === null) break;
      c.u.emit({ kind: 'revealed', slot: openInRow(c, card), card });
    }
    if (r.rowSum(s) >= 21) {
      // Three 7s: straight to the winner; the ПУ-ПУ-ПУК is nobody's, so nobody is left out of the comparison.
      c.u.emit({ kind: 'pupupuk', seat: null, sum: r.rowSum(s) });
      r.endRound(c, r.lowestHands(s, null, 'pupupuk'), null, 'pupupuk');
    }
  },
});
