/**
 * Where a stored move's time goes between the server accepting it and its
 * broadcast: how long it waited for the commit that holds it (the group
 * commit's window, the rest of its event-loop turn, a file held for a
 * checkpoint or locked by another worker), and how long checkpoints held the
 * move log. A move's latency as the load test measures it also holds the
 * kernel's queues and both event loops; these say how much of it was storage.
 * The storage port hands them out (`writeFigures`); the stats module reads them
 * from there (`/api/stats` `writes`, `/metrics`), and the load test prints them.
 */
import { MsHistogram } from '../ms-histogram.ts';

/** Waits from a move's acceptance to its commit, in ms (0 when none was stored). */
export interface CommitWaitFigures {
  readonly count: number;
  readonly p50: number;
  readonly p99: number;
  readonly max: number;
}

/**
 * The times checkpoints held the move log: how many, how long in all, the longest (ms) and how many were longer
 * than LONG_HOLD_MS — the shape in which the collector's pauses are tallied, since either stops every move.
 */
export interface HoldFigures {
  readonly count: number;
  readonly ms: number;
  readonly max: number;
  readonly long: number;
}

/** A hold longer than this (ms) delays every move in flight past the human-paced target (p99 < 50 ms). */
export const LONG_HOLD_MS = 50;

export interface WriteFigures {
  readonly commitWaitMs: CommitWaitFigures;
  readonly checkpointHolds: HoldFigures;
}

export const NO_HOLDS: HoldFigures = { count: 0, ms: 0, max: 0, long: 0 };
export const NO_WRITE_FIGURES: WriteFigures = { commitWaitMs: { count: 0, p50: 0, p99: 0, max: 0 }, checkpointHolds: NO_HOLDS };

/** The waits of stored moves. */
export class CommitWaits extends MsHistogram {
  figures(): CommitWaitFigures {
    if (this.count === 0) return NO_WRITE_FIGURES.commitWaitMs;
    return { count: this.count, p50: this.percentile(50), p99: this.percentile(99), max: this.max };
  }
}

/** The holds of the checkpoints (fed by the checkpoint thread's reports). */
export class HoldTally {
  private figures_: HoldFigures = NO_HOLDS;

  add(ms: number): void {
    const f = this.figures_;
    this.figures_ = { count: f.count + 1, ms: f.ms + ms, max: Math.max(f.max, ms), long: f.long + (ms > LONG_HOLD_MS ? 1 : 0) };
  }

  figures(): HoldFigures {
    return this.figures_;
  }

  reset(): void {
    this.figures_ = NO_HOLDS;
  }
}
