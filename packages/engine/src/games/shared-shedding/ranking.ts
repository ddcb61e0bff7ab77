/** Competition ranking ("1224"): a place is 1 + the number of seats strictly ahead. */
export function placesBy(scores: readonly number[], lowerIsBetter: boolean): number[] {
  return scores.map((x) => 1 + scores.filter((y) => (lowerIsBetter ? y < x : y > x)).length);
}
