/**
 * Several processes' `/api/stats` as one: the primary of `kozyr serve --workers N` answers with its workers'
 * and its own, and the load test with every node's of a club on many machines.
 */
import type { WriteFigures } from '../storage/write-figures.ts';
import type { BotFigures } from '../tables/bot-pool/figures.ts';
import { summedBotFigures } from './bots.ts';
import { type GcPauseFigures, summedGcPauses } from './gc-pauses.ts';
import type { LoopDelayFigures } from './loop-delay.ts';
import { type LoopStallFigures, summedStalls } from './loop-stalls.ts';
import { summedWriteFigures } from './writes.ts';

/** What every process's figures have; the stalls, pauses, writes and bots are absent where not measured (the floor). */
export interface ProcessFigures {
  readonly cpuMicros: number;
  readonly memory: { readonly rss: number; readonly heapUsed: number; };
  readonly loopDelayMs: LoopDelayFigures;
  readonly loopStalls?: LoopStallFigures;
  readonly gcPauses?: GcPauseFigures;
  readonly writes?: WriteFigures;
  readonly bots?: BotFigures;
}

/**
 * Every count added (tables, sockets, moves, CPU and the rest), memory added, the loop delay the worst
 * process's, stalls, pauses, writes and the bot threads' figures summed (writes.ts, gc-pauses.ts,
 * loop-stalls.ts, bots.ts: of percentiles, the worst process's). What is neither a
 * count nor one of these figures (the storage's kind) is left out.
 */
export function summedFigures<T extends ProcessFigures>(each: readonly T[]): T & Required<ProcessFigures> {
  const sum: Record<string, number> = {};
  for (const s of each) {
    for (const [k, v] of Object.entries(s)) if (typeof v === 'number') sum[k] = (sum[k] ?? 0) + v;
  }
  const worst = (pick: (l: LoopDelayFigures) => number) => Math.max(0, ...each.map((s) => pick(s.loopDelayMs)));
  const present = <T>(pick: (s: ProcessFigures) => T | undefined): T[] => each.flatMap((s) => pick(s) ?? []);
  const summed: Required<ProcessFigures> = {
    ...sum,
    cpuMicros: sum['cpuMicros'] ?? 0,
    memory: {
      rss: each.reduce((n, s) => n + s.memory.rss, 0),
      heapUsed: each.reduce((n, s) => n + s.memory.heapUsed, 0),
    },
    loopDelayMs: { p50: worst((l) => l.p50), p99: worst((l) => l.p99), max: worst((l) => l.max) },
    loopStalls: summedStalls(present((s) => s.loopStalls)),
    gcPauses: summedGcPauses(present((s) => s.gcPauses)),
    writes: summedWriteFigures(present((s) => s.writes)),
    bots: summedBotFigures(present((s) => s.bots)),
  };
  // Every count of T is among `sum`.
  return summed as T & Required<ProcessFigures>;
}

/**
 * This process's memory and CPU, after a full collection when asked (`gc`) and the process can (started with
 * --expose-gc, as the load test's server is): the load test measures memory per table that way, outside its window.
 */
export function ownProcess(gc: boolean): Pick<ProcessFigures, 'cpuMicros' | 'memory'> {
  const collect = (globalThis as { gc?: () => void; }).gc;
  if (gc && collect !== undefined) collect();
  const mem = process.memoryUsage();
  const cpu = process.cpuUsage();
  return { cpuMicros: cpu.user + cpu.system, memory: { rss: mem.rss, heapUsed: mem.heapUsed } };
}

/**
 * The figures of a primary and its workers: every worker's summed with the primary's own CPU and memory
 * (its loop is not measured), and each worker's load beside them.
 */
export function clusterFigures(
  workers: readonly (ProcessFigures & Record<string, unknown>)[],
  primary: Pick<ProcessFigures, 'cpuMicros' | 'memory'>,
): Record<string, unknown> & Required<ProcessFigures> & { workers: Record<string, unknown>[]; } {
  const idle = { p50: 0, p99: 0, max: 0 };
  return {
    ...summedFigures<ProcessFigures & Record<string, unknown>>([...workers, { ...primary, loopDelayMs: idle }]),
    workers: workers.map((s) => ({
      tables: s['tables'],
      sockets: s['sockets'],
      movesAccepted: s['movesAccepted'],
      cpuMicros: s.cpuMicros,
    })),
  };
}
