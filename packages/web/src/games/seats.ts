/** Where seats sit around the table. */

/** Seats after the viewer's in play order (clockwise from the viewer); a spectator sees them all from seat 0. */
export function othersInPlayOrder(count: number, seat: number | null): number[] {
  if (seat === null) return Array.from({ length: count }, (_, s) => s);
  return Array.from({ length: count - 1 }, (_, k) => (seat + 1 + k) % count);
}
