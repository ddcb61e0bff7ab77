/**
 * Seating players at tables of a size range, in an order the caller chose (random, by standing, by
 * score), moving players between tables only where that avoids sitting with someone again.
 */

/** Table sizes for n players: the fewest tables of at most `max`, as even as possible; null when no split keeps every table at `min` or more. */
export function splitTables(n: number, min: number, max: number): number[] | null {
  for (let count = Math.ceil(n / max); count >= 1 && count <= n; count++) {
    const base = Math.floor(n / count);
    if (base < min) return null;
    const extra = n % count;
    if (base + (extra > 0 ? 1 : 0) <= max) return Array.from({ length: count }, (_, i) => base + (i < extra ? 1 : 0));
  }
  return null;
}

/** How many times each pair of entrants has shared a table: `met(a, b)`. */
export type MetCount = (a: string, b: string) => number;

const pairKey = (a: string, b: string): string => (a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`);

export function meetings(tables: readonly { readonly seats: readonly string[]; }[]): MetCount {
  const counts = new Map<string, number>();
  for (const t of tables) {
    for (let i = 0; i < t.seats.length; i++) {
      for (let j = i + 1; j < t.seats.length; j++) {
        const k = pairKey(t.seats[i]!, t.seats[j]!);
        counts.set(k, (counts.get(k) ?? 0) + 1);
      }
    }
  }
  return (a, b) => counts.get(pairKey(a, b)) ?? 0;
}

function repeatsAt(seats: readonly string[], met: MetCount): number {
  let n = 0;
  for (let i = 0; i < seats.length; i++) for (let j = i + 1; j < seats.length; j++) n += met(seats[i]!, seats[j]!);
  return n;
}

/**
 * Seats `order` (best first) at tables of the given sizes. Each table takes the best player left, then
 * fills with the best players left who add the fewest repeat meetings, so tables stay close to the
 * order; then any swap of two players between tables that lowers the repeats is made, until none does.
 */
export function seatAvoidingRepeats(order: readonly string[], sizes: readonly number[], met: MetCount): string[][] {
  const rest = order.slice();
  const tables: string[][] = [];
  for (const size of sizes) {
    const table = [rest.shift()!];
    while (table.length < size) {
      let best = 0;
      let bestCost = Infinity;
      for (let i = 0; i < rest.length; i++) {
        const cost = table.reduce((c, s) => c + met(s, rest[i]!), 0);
        if (cost < bestCost) [best, bestCost] = [i, cost];
        if (cost === 0) break;
      }
      table.push(rest.splice(best, 1)[0]!);
    }
    tables.push(table);
  }
  let improved = true;
  while (improved) {
    improved = false;
    for (let a = 0; a < tables.length && !improved; a++) {
      for (let b = a + 1; b < tables.length && !improved; b++) {
        const ta = tables[a]!;
        const tb = tables[b]!;
        const before = repeatsAt(ta, met) + repeatsAt(tb, met);
        for (let i = 0; i < ta.length && !improved; i++) {
          for (let j = 0; j < tb.length && !improved; j++) {
            const na = ta.slice();
            const nb = tb.slice();
            [na[i], nb[j]] = [tb[j]!, ta[i]!];
            if (repeatsAt(na, met) + repeatsAt(nb, met) < before) {
              tables[a] = na;
              tables[b] = nb;
              improved = true;
            }
          }
        }
      }
    }
  }
  return tables;
}
