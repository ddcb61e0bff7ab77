/** The Library: silence all round; a word said (a chat line, a zero's phrase) costs a card at once, once per player and turn. */
import type { Seat } from '../../../core/types.ts';
import { type Ctx, penalize } from '../ctx.ts';
import { place } from './place.ts';

/** The Library's fine: a card from the deck at once (no burning needed), at most one per player per turn. */
function fine(c: Ctx, seat: Seat): void {
  if (c.s.finedThisTurn.includes(seat)) return;
  c.s.finedThisTurn = [...c.s.finedThisTurn, seat];
  penalize(c, [seat], 'library');
}

export const library = place('library', {
  silence: {
    now: () => true,
    talk: (c, seat) => {
      fine(c, seat);
      return true;
    },
    phrasesTalk: true,
  },
});
