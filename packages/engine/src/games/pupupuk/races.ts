/** The races of the game (a zero's gesture, School Break's shout): who is last. */
import type { Seat } from '../../core/types.ts';
import type { Gesture } from './cards.ts';
import type { Press } from './state.ts';

/** The seats that lose a race to be last: the last press and every press within the tie window of it, or who never pressed right. */
export function lastOf(presses: readonly Press[], required: readonly Seat[], right: Gesture | null, tieMs: number): Seat[] {
  const good = presses.filter((p) => right === null || p.gesture === right);
  const missing = required.filter((seat) => !good.some((p) => p.seat === seat));
  if (good.length === 0) return missing;
  const lastAt = Math.max(...good.map((p) => p.at));
  const lastOnes = good.filter((p) => lastAt - p.at < tieMs || p.at === lastAt).map((p) => p.seat);
  return [...new Set([...lastOnes, ...missing])].sort((a, b) => a - b);
}

/** The last press of a race (there is one). */
export const lastPress = (presses: readonly Press[]): Press => presses[presses.length - 1]!;
