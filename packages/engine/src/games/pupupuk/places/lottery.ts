/**
 * The Lottery: «Очко!» with a hand of exactly 21, by anyone at any moment (a false claim is
 * refused, not fined); claims within the tie window of the first share the round, and while that
 * window is open nothing else moves.
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
  window: {
    end: (s) => (s.lottery === null ? null : s.lottery.openedAt + s.config.tieWindowMs),
    close: (c, r) => {
      const winners = [...c.s.lottery!.claims].sort((a, b) => a - b);
      r.endRound(c, winners, null, 'lottery');
    },
    freezes: true,
  },
  bot: ({ legal }) => {
    // «Очко!» at once, before anything else.
    const ochko = legal.find((m) => m.kind === 'ochko');
    return ochko ? { move: ochko, pace: 'quick' } : null;
  },
});
