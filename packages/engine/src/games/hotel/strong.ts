import type { Rng } from '../../core/rng.ts';
import type { Seat } from '../../core/types.ts';
import { basicMove } from './policy.ts';
import type { Move, View } from './state.ts';

export function strongMove(view: View, seat: Seat, legal: readonly Move[], rng: Rng): Move {
  return basicMove(view, seat, legal, rng);
}
