/** The knockout bracket: seeds placed so that the best two can meet only in the final, byes to the top seeds. */

/** Seed numbers (1-based) by bracket slot for a bracket of `size` (a power of two): 8 → 1 8 4 5 2 7 3 6. */
export function bracketOrder(size: number): number[] {
  let order = [1];
  while (order.length < size) {
    const next = order.length * 2 + 1;
    order = order.flatMap((s) => [s, next - s]);
  }
  return order;
}

/** Slots for `seeded` entrants (best first): a power-of-two bracket where a missing seed is an empty slot, i.e. a bye for its neighbour. */
export function firstBracket(seeded: readonly string[]): (string | null)[] {
  let size = 1;
  while (size < seeded.length) size *= 2;
  return bracketOrder(size).map((seed) => seeded[seed - 1] ?? null);
}

/** Orders players for seating at bigger tables: seed 1 at table 1, seed 2 at table 2, …, then back (a snake), so tables are even. */
export function snakeTables(seeded: readonly string[], sizes: readonly number[]): string[][] {
  const tables: string[][] = sizes.map(() => []);
  const there = sizes.map((_, i) => i);
  const back = there.slice().reverse();
  const turns: number[] = [];
  for (let lap = 0; turns.length < seeded.length * sizes.length; lap++) turns.push(...(lap % 2 === 0 ? there : back));
  let k = 0;
  for (const id of seeded) {
    while (tables[turns[k]!]!.length >= sizes[turns[k]!]!) k++;
    tables[turns[k]!]!.push(id);
    k++;
  }
  return tables;
}
