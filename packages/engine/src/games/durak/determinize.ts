/**
 * Determinize for seat `seat`: the cards it has not seen (other hands' hidden
 * parts, the talon above the face-up trump card) are re-dealt at random into
 * the same places; public cards (known, table, discard, the trump card) stay.
 */
import { Rng } from '../../core/rng.ts';
import type { Seat } from '../../core/types.ts';
import { actors } from './legal.ts';
import type { State } from './state.ts';
import { hiddenPart } from './zones.ts';

/** Re-deals the seat may try before giving up on matching the actors it sees. */
const TRIES = 40;

function redeal(state: State, seat: Seat, rng: Rng): State {
  const pool: number[] = [];
  const sizes: number[] = [];
  for (let s = 0; s < state.seats; s++) {
    if (s === seat) {
      sizes.push(0);
      continue;
    }
    const hidden = hiddenPart(state.hands[s]!, state.known[s]!);
    sizes.push(hidden.length);
    pool.push(...hidden);
  }
  const t = state.talon;
  const talonHidden = t.length > 1 ? t.slice(0, t.length - 1) : [];
  pool.push(...talonHidden);
  const shuffled = rng.shuffle(pool);
  let k = 0;
  const hands = state.hands.map((h, s) => {
    if (s === seat) return h;
    const out = state.known[s]!.slice();
    for (let i = 0; i < sizes[s]!; i++) out.push(shuffled[k++]!);
    return out;
  });
  const talon = t.length > 0 ? [...shuffled.slice(k, k + talonHidden.length), t[t.length - 1]!] : [];
  // The generator decides the later deals of a series: a determinized state gets a fresh one.
  return { ...state, hands, talon, rng: Rng.seeded(rng.u32()).state() };
}

export function determinize(state: State, seat: Seat, rng: Rng): State {
  // The seat also sees who may act: whether a seat has a card to throw in is part of what it knows
  // (decision 6), so a re-deal must keep the actors; after TRIES failures the true deal is returned.
  const want = actors(state).join(',');
  for (let i = 0; i < TRIES; i++) {
    const det = redeal(state, seat, rng);
    if (actors(det).join(',') === want) return det;
  }
  return { ...state, rng: Rng.seeded(rng.u32()).state() };
}
