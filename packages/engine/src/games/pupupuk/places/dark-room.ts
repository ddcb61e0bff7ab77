/**
 * The Dark Room: a card may be laid face down (no effect, no number in the sum; a 4 may still
 * take it), and the player on turn may reveal: every face-down card is turned up and the round
 * ends. Under 21 the revealer loses; at 21 or more the right neighbour, who moved before.
 */
import { handOf, removeFromHand, rightOf, rowOf } from '../ctx.ts';
import { fail } from '../errors.ts';
import { place } from './place.ts';

export const darkRoom = place('darkRoom', {
  turnMoves: (s, seat, out) => {
    for (const card of [...new Set(s.hands[seat])].sort()) out.push({ kind: 'lay', card, faceDown: true });
    if (s.row.some((r) => r.faceDown)) out.push({ kind: 'reveal' });
  },
  moves: {
    layFaceDown: (c, r, seat, card, phrase) => {
      const s = c.s;
      if (phrase !== undefined) return fail('not-now');
      if (!removeFromHand(handOf(c, seat), card)) return fail('not-in-hand', { card });
      s.violations = [];
      rowOf(c).push({ id: s.nextRowId++, card, faceDown: true, revealAt: null });
      s.lastLayer = seat;
      c.u.emit({ kind: 'laid-face-down', seat, slot: s.nextRowId - 1 });
      r.afterEffect(c);
      return null;
    },
    reveal: (c, r) => {
      const s = c.s;
      if (!s.row.some((x) => x.faceDown)) return fail('nothing-to-reveal');
      s.row = s.row.map((x) => {
        if (!x.faceDown) return x;
        c.u.emit({ kind: 'revealed', slot: x.id, card: x.card });
        return { ...x, faceDown: false };
      });
      const loser = r.rowSum(s) < 21 ? s.turn : rightOf(s, s.turn);
      r.endRound(c, r.lowestHands(s, loser, 'dark-room'), loser, 'dark-room');
      return null;
    },
  },
});
