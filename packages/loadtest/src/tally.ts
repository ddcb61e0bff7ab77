/**
 * The measured window of a load test, and the one result built from it: each
 * client process tallies what its players did in the window (moves, each
 * move's round trip, its own CPU and event-loop delay), and the result is
 * the tallies of every process (one, or `--clients K`) with the server's
 * figures at the window's start and end.
 */
import { botsInWindow } from '@kozyr/server/stats/bots.ts';
import { NO_GC_PAUSES } from '@kozyr/server/stats/gc-pauses.ts';
import { LoopDelay, type LoopDelayFigures } from '@kozyr/server/stats/loop-delay.ts';
import { type LoopStallFigures, LoopStalls, NO_STALLS, summedStalls } from '@kozyr/server/stats/loop-stalls.ts';
import { NO_WRITE_FIGURES } from '@kozyr/server/storage/write-figures.ts';
import { type CpuReading, machineCpu } from './machine-cpu.ts';
import type { LoadtestResult } from './options.ts';
import type { LoadPlayer } from './player.ts';
import type { Stats } from './server-stats.ts';

export interface ClientTally {
  readonly sockets: number;
  readonly moves: number;
  /** Each move's time from sent to answered (ms), in the window. */
  readonly latencies: readonly number[];
  readonly games: number;
  readonly refused: number;
  readonly rateLimited: number;
  /** This process's CPU time (user + system) in the window. */
  readonly cpuMicros: number;
  /**
   * This process's event-loop delay in the window. A reply is timed when its frame is read, so a busy
   * client adds its own delay to the latencies: they are the server's only while this stays small.
   */
  readonly loopDelayMs: LoopDelayFigures;
  /** This process's loop stalls in the window, and where their time went. */
  readonly loopStalls: LoopStallFigures;
}

/** Counting from now, for `players` (one process's). */
export class MeasuredWindow {
  private readonly movesFrom: number[];
  private readonly latenciesFrom: number[];
  private readonly cpuFrom = process.cpuUsage();
  private readonly loop = new LoopDelay();
  private readonly stalls = new LoopStalls();

  constructor(private readonly players: readonly LoadPlayer[]) {
    this.movesFrom = players.map((p) => p.moves);
    this.latenciesFrom = players.map((p) => p.latencies.length);
  }

  /** Moves made in the window so far. */
  moves(): number {
    let n = 0;
    this.players.forEach((p, i) => (n += p.moves - this.movesFrom[i]!));
    return n;
  }

  /** The window's tally (call once, at its end: it stops measuring the loop). */
  end(): ClientTally {
    const cpu = process.cpuUsage(this.cpuFrom);
    const loopDelayMs = this.loop.figures();
    const loopStalls = this.stalls.figures();
    this.loop.stop();
    this.stalls.stop();
    const sum = (f: (p: LoadPlayer) => number) => this.players.reduce((n, p) => n + f(p), 0);
    return {
      sockets: this.players.length,
      moves: this.moves(),
      latencies: this.players.flatMap((p, i) => p.latencies.slice(this.latenciesFrom[i])),
      // Players come in pairs, creator first: a table's games are its creator's.
      games: this.players.filter((_, i) => i % 2 === 0).reduce((n, p) => n + p.games, 0),
      refused: sum((p) => p.refused),
      rateLimited: sum((p) => p.rateLimited),
      cpuMicros: cpu.user + cpu.system,
      loopDelayMs,
      loopStalls,
    };
  }
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export interface WindowFigures {
  readonly tables: number;
  /** Seconds the window lasted. */
  readonly seconds: number;
  /** One per client process. */
  readonly tallies: readonly ClientTally[];
  /** The server's heap grown per table once every table was seated. */
  readonly serverBytesPerTable: number;
  /** The server's figures at the window's start and at its end. */
  readonly start: Stats;
  readonly end: Stats;
  /** The machine's CPU readings at the window's start and end (machine-cpu.ts); absent or null where unreadable. */
  readonly machineStart?: CpuReading | null;
  readonly machineEnd?: CpuReading | null;
  /** Whether the server runs under this process (LoadtestOptions.ownServer): then other work is named. */
  readonly ownServer?: boolean;
}

/** The load test's result: every process's tally summed, latencies merged, the server's figures over the window. */
export function loadtestResult(w: WindowFigures): LoadtestResult {
  const sum = (f: (t: ClientTally) => number) => w.tallies.reduce((n, t) => n + f(t), 0);
  const worst = (f: (l: LoopDelayFigures) => number) => Math.max(0, ...w.tallies.map((t) => f(t.loopDelayMs)));
  const latencies = w.tallies.flatMap((t) => t.latencies).sort((x, y) => x - y);
  const moves = sum((t) => t.moves);
  return {
    tables: w.tables,
    sockets: sum((t) => t.sockets),
    seconds: w.seconds,
    moves,
    movesPerSecond: moves / w.seconds,
    games: sum((t) => t.games),
    refused: sum((t) => t.refused),
    rateLimited: sum((t) => t.rateLimited),
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies[latencies.length - 1] ?? NaN,
    serverBytesPerTable: w.serverBytesPerTable,
    serverRss: w.end.memory.rss,
    serverHeap: w.end.memory.heapUsed,
    serverLoopDelayMs: w.end.loopDelayMs,
    serverLoopStalls: w.end.loopStalls ?? NO_STALLS,
    serverGcPauses: w.end.gcPauses ?? NO_GC_PAUSES,
    serverWrites: w.end.writes ?? NO_WRITE_FIGURES,
    serverBots: botsInWindow(w.start.bots, w.end.bots),
    clientLoopStalls: summedStalls(w.tallies.map((t) => t.loopStalls)),
    clientCpuMicrosPerMove: sum((t) => t.cpuMicros) / Math.max(1, moves),
    clientLoopDelayMs: { p50: worst((l) => l.p50), p99: worst((l) => l.p99), max: worst((l) => l.max) },
    serverCpuMicrosPerMove: (w.end.cpuMicros - w.start.cpuMicros) / Math.max(1, w.end.movesAccepted - w.start.movesAccepted),
    machine: machineCpu(
      w.machineStart ?? null,
      w.machineEnd ?? null,
      w.end.cpuMicros - w.start.cpuMicros,
      sum((t) => t.cpuMicros),
      w.seconds,
      w.ownServer === true ? process.pid : null,
    ),
  };
}
