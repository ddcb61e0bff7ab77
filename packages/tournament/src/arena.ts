/**
 * Arena seating: every free player (not at a table, not paused, not gone) is seated at once with
 * the free players nearest in score; whoever is left over waits for the next player to finish.
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
  const tables: string[][] = [];
  for (let i = 0; i + config.tableSize <= order.length; i += config.tableSize) tables.push(order.slice(i, i + config.tableSize));
  return tables;
}
