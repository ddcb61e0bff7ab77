/**
 * The Lottery: «Очко!» with a hand of exactly 21, by anyone at any moment (a false claim is
 * refused, not fined); claims within the tie window of the first share the round.
 */
import { handSum } from '../cards.ts';
import { fail } from '../errors.ts';
import { place } from './place.ts';

export const lottery = place('lottery', {
  anytimeMoves: (s, seat, out) => {
    if (handSum(s.hands[seat]!) === 21 && !(s.lottery?.claims.includes(seat) ?? false)) out.push({ kind: 'ochko' });
  },
  moves: {
    ochko: (c, seat) => {
      const s = c.s;
      if (handSum(s.hands[seat]!) !== 21) return fail('not-21');
      if (s.lottery !== null && s.lottery.claims.includes(seat)) return fail('already-pressed');
      if (s.lottery === null) s.lottery = { openedAt: c.at, claims: [seat] };
      else s.lottery = { ...s.lottery, claims: [...s.lottery.claims, seat] };
      c.u.emit({ kind: 'ochko', seat, sum: 21 });
      return null;
    },
  },
});
