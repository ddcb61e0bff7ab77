/**
 * The load test: N Durak tables, two scripted players each, against a server
 * on loopback, for a bounded time. Reports moves per second, move→broadcast
 * latency percentiles and the server's memory per table (from /api/stats).
 */
import { startBotTables } from './bot-tables.ts';
import { readWindowCpu } from './machine-cpu.ts';
import { type Clock, type LoadtestOptions, type LoadtestResult, PROGRESS_EVERY_MS } from './options.ts';
import { seatTables } from './seat.ts';
import { stats, windowEnd } from './server-stats.ts';
import { runSpread } from './spread.ts';
import { loadtestResult, MeasuredWindow } from './tally.ts';

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

const realClock: Clock = { now: () => performance.now(), sleep };

/**
 * Waits from `start` until `totalMs` have passed, calling `mark(elapsedMs)` once
 * at every `everyMs` and once at the end. A timer may fire a little before its
 * time (Node's timers run on a millisecond clock cached per loop turn), so each
 * mark waits until its time has truly come: no mark is repeated, and the last
 * one is printed once.
 */
export async function progressMarks(
  clock: Clock,
  start: number,
  totalMs: number,
  everyMs: number,
  mark: (elapsedMs: number) => void,
): Promise<void> {
  for (let at = Math.min(everyMs, totalMs);; at = Math.min(at + everyMs, totalMs)) {
    for (let left = at - (clock.now() - start); left > 0; left = at - (clock.now() - start)) {
      await clock.sleep(Math.max(1, Math.ceil(left)));
    }
    mark(clock.now() - start);
    if (at >= totalMs) return;
  }
}

export async function runLoadtest(o: LoadtestOptions): Promise<LoadtestResult> {
  if ((o.clients ?? 1) > 1) return runSpread(o);
  const nodes = o.urls ?? [o.url];
  const base = await stats(nodes, { gc: true });
  const clock = o.clock ?? realClock;
  const players = await seatTables(o);
  const bots = o.botTables === undefined ? null : await startBotTables({ url: nodes[0]!, ...o.botTables });
  if (o.botTables !== undefined) {
    o.log(`${o.botTables.tables} tables of ${o.botTables.level} bots at ${o.botTables.game} play beside them (not measured)`);
  }
  // Every table is live now (state, subscribers, timers): the heap grown since start, per table.
  const loaded = await stats(nodes, { gc: true });
  const serverBytesPerTable = (loaded.memory.heapUsed - base.memory.heapUsed) / o.tables;
  if ((o.warmupSeconds ?? 0) > 0) {
    o.log(`warming up for ${o.warmupSeconds}s`);
    await clock.sleep(o.warmupSeconds! * 1000);
  }
  o.log(`playing for ${o.seconds}s`);
  const start = await stats(nodes, { reset: true });
  const machineStart = readWindowCpu(o.ownServer === true);
  const window = new MeasuredWindow(players);
  const started = clock.now();
  await progressMarks(clock, started, o.seconds * 1000, PROGRESS_EVERY_MS, (elapsed) => {
    o.log(`${(elapsed / 1000).toFixed(0)}s: ${window.moves()} moves`);
  });
  for (const p of players) p.stop();
  bots?.stop();
  if (bots !== null) o.log(`the bot tables finished ${bots.games()} games`);
  const tally = window.end();
  const seconds = (clock.now() - started) / 1000;
  const machineEnd = readWindowCpu(o.ownServer === true);
  const end = await windowEnd(nodes);
  for (const p of players) p.close();
  return loadtestResult({
    tables: o.tables,
    seconds,
    tallies: [tally],
    serverBytesPerTable,
    start,
    end,
    machineStart,
    machineEnd,
    ownServer: o.ownServer === true,
  });
}
