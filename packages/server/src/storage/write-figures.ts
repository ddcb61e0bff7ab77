/**
 * Where a stored move's time goes between the server accepting it and its
 * broadcast: how long it waited for the commit that holds it (the group
 * commit's window, the rest of its event-loop turn, a file held for a
 * checkpoint or locked by another worker), and how long checkpoints held the
 * move log. A move's latency as the load test measures it also holds the
 * kernel's queues and both event loops; these say how much of it was storage.
 * Read at `/api/stats` (`writes`), printed by `kozyr loadtest`.
 */
import { createHistogram, type RecordableHistogram } from 'node:perf_hooks';
import { addedPause, NO_PAUSES, type PauseTally, summedPauses } from '../gc-pauses.ts';

/** Waits from a move's acceptance to its commit, in ms (0 when none was stored). */
export interface CommitWaitFigures {
  readonly count: number;
  readonly p50: number;
  readonly p99: number;
  readonly max: number;
}

/**
 * The times checkpoints held the move log: how many, how long in all, the longest (ms) and how many were longer
 * than LONG_PAUSE_MS — tallied as the collector's pauses are (gc-pauses.ts), since either stops every move.
 */
export type HoldFigures = PauseTally;

export interface WriteFigures {
  readonly commitWaitMs: CommitWaitFigures;
  readonly checkpointHolds: HoldFigures;
}

export const NO_HOLDS: HoldFigures = NO_PAUSES;
export const NO_WRITE_FIGURES: WriteFigures = { commitWaitMs: { count: 0, p50: 0, p99: 0, max: 0 }, checkpointHolds: NO_HOLDS };

/** The waits of stored moves (a native histogram: one call per move, no allocation). */
export class CommitWaits {
  // Microseconds: the histogram records integers.
  private readonly histogram: RecordableHistogram = createHistogram();

  record(ms: number): void {
    this.histogram.record(Math.max(1, Math.round(ms * 1000)));
  }

  figures(): CommitWaitFigures {
    const h = this.histogram;
    if (h.count === 0) return NO_WRITE_FIGURES.commitWaitMs;
    return { count: h.count, p50: h.percentile(50) / 1000, p99: h.percentile(99) / 1000, max: h.max / 1000 };
  }

  reset(): void {
    this.histogram.reset();
  }
}

/** The holds of the checkpoints (fed by the checkpoint thread's reports). */
export class HoldTally {
  private figures_: HoldFigures = NO_HOLDS;

  add(ms: number): void {
    this.figures_ = addedPause(this.figures_, ms);
  }

  figures(): HoldFigures {
    return this.figures_;
  }

  reset(): void {
    this.figures_ = NO_HOLDS;
  }
}

/**
 * Several workers' or nodes' figures as one: counts and times summed, and of the waits' percentiles and
 * longest the worst process's (a percentile of the whole is not recoverable from the parts).
 */
export function summedWriteFigures(each: readonly WriteFigures[]): WriteFigures {
  if (each.length === 0) return NO_WRITE_FIGURES;
  const waits = each.map((f) => f.commitWaitMs);
  const worst = (pick: (w: CommitWaitFigures) => number) => Math.max(...waits.map(pick));
  return {
    commitWaitMs: {
      count: waits.reduce((n, w) => n + w.count, 0),
      p50: worst((w) => w.p50),
      p99: worst((w) => w.p99),
      max: worst((w) => w.max),
    },
    checkpointHolds: summedPauses(each.map((f) => f.checkpointHolds)),
  };
}

/** One line for the load test's report. */
export function describeWrites(f: WriteFigures): string {
  const w = f.commitWaitMs;
  const h = f.checkpointHolds;
  const waits = w.count === 0 ?
    'no move stored through the group commit' :
    `p50 ${w.p50.toFixed(1)} ms, p99 ${w.p99.toFixed(1)} ms, max ${w.max.toFixed(1)} ms over ${w.count} moves`;
  const held = h.count === 0 ?
    'no checkpoint held the move log' :
    `checkpoints held the move log ${h.count} times, ${h.ms.toFixed(0)} ms in all, the longest ${h.max.toFixed(1)} ms`;
  return `${waits} (a move from its acceptance to its commit); ${held}`;
}
