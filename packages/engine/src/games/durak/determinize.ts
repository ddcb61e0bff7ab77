/**
 * Determinize for seat `seat`: the cards it has not seen (other hands' hidden
 * parts, the talon above the face-up trump card) are re-dealt at random into
 * the same places; public cards (known, table, discard, the trump card) stay.
 * One re-deal is enough: actors and every rule check that decides who acts
 * read public facts only (decision 6), and the seat's own hand is kept, so
 * the actors and the seat's legal moves agree by construction.
 */
import { Rng } from '../../core/rng.ts';
import type { Seat } from '../../core/types.ts';
import type { State } from './state.ts';
import { held, knownHeld } from './table.ts';
import { hiddenPart } from './zones.ts';

export function determinize(state: State, seat: Seat, rng: Rng): State {
  // The hands as held now (the cards on the table dropped), so the re-dealt state counts nothing as played.
  const hands = state.hands.map((h) => held(state, h));
  const known = hands.map((_, s) => knownHeld(state, s));
  const pool: number[] = [];
  const sizes: number[] = [];
  for (let s = 0; s < state.seats; s++) {
    if (s === seat) {
      sizes.push(0);
      continue;
    }
    const hidden = hiddenPart(state, s);
    sizes.push(hidden.length);
    pool.push(...hidden);
  }
  const order = state.deal.order;
  const t = order.slice(state.talonAt);
  const talonHidden = t.length > 1 ? t.slice(0, t.length - 1) : [];
  pool.push(...talonHidden);
  const shuffled = rng.shuffle(pool);
  let k = 0;
  const dealt = hands.map((h, s) => {
    if (s === seat) return h;
    const out = known[s]!.slice();
    for (let i = 0; i < sizes[s]!; i++) out.push(shuffled[k++]!);
    return out;
  });
  const talon = t.length > 0 ? [...shuffled.slice(k, k + talonHidden.length), t[t.length - 1]!] : [];
  // The generator decides the later deals of a series: a determinized state gets a fresh one.
  const deal = { ...state.deal, order: [...order.slice(0, state.talonAt), ...talon], rng: Rng.seeded(rng.u32()).state() };
  // The known cards stay where they were (the known bit set is unchanged): first in each re-dealt hand, in order.
  return { ...state, deal, hands: dealt, played: 0 };
}
