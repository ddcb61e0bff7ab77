/** Seat order helpers: play goes clockwise in seat order, skipping seats that are out. */
import type { Seat } from '../../core/types.ts';

/** The next seat after `seat` still in play (place 0); `seat` itself if no other is. */
export function nextInPlay(place: readonly number[], seat: Seat): Seat {
  const n = place.length;
  for (let i = 1; i <= n; i++) {
    const s = (seat + i) % n;
    if (place[s] === 0) return s;
  }
  return seat;
}

/** The seat before `seat` still in play; `seat` itself if no other is. */
export function prevInPlay(place: readonly number[], seat: Seat): Seat {
  const n = place.length;
  for (let i = 1; i <= n; i++) {
    const s = (seat - i + n) % n;
    if (place[s] === 0) return s;
  }
  return seat;
}
