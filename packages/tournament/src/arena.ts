/**
 * Arena seating: every free player (not at a table, not paused, not gone) is seated at once with
 * the free players nearest in score; whoever is left over waits for the next player to finish.
 * Two players who just played each other are not paired again at once when the next in line can
 * take the seat instead (two-seat games, where a rematch is the whole table).
 */
import type { ArenaConfig } from './config.ts';
import { rngFor } from './draw.ts';
import { playing } from './rounds.ts';
import { arenaPoints } from './standings.ts';
import type { Tournament } from './types.ts';

export function seatFree(t: Tournament, config: ArenaConfig): string[][] {
  const busy = new Set(t.tables.filter((tb) => !tb.done).flatMap((tb) => tb.seats));
  const free = playing(t).filter((id) => !busy.has(id) && !t.paused.includes(id));
  const points = new Map(free.map((id) => [id, arenaPoints(t, config, id).points]));
  // Shuffled first so that players on equal points meet in a seeded random order.
  const order = rngFor(t.seed, `arena:${t.tables.length}`).shuffle(free).sort((a, b) => points.get(b)! - points.get(a)!);
  avoidRematches(t, order);
  const tables: string[][] = [];
  for (let i = 0; i + config.tableSize <= order.length; i += config.tableSize) tables.push(order.slice(i, i + config.tableSize));
  return tables;
}

/** The opponents of each player's latest table. */
function lastMates(t: Tournament, id: string): readonly string[] {
  for (let i = t.tables.length - 1; i >= 0; i--) if (t.tables[i]!.seats.includes(id)) return t.tables[i]!.seats;
  return [];
}

function avoidRematches(t: Tournament, order: string[]): void {
  if (t.config.format !== 'arena' || t.config.tableSize !== 2) return;
  for (let i = 0; i + 2 < order.length; i += 2) {
    if (lastMates(t, order[i]!).includes(order[i + 1]!)) [order[i + 1], order[i + 2]] = [order[i + 2]!, order[i + 1]!];
  }
}
