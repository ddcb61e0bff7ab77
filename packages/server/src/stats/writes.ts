/**
 * Storage's write figures (storage/write-figures.ts) as the stats module reads them: through the storage port's
 * `writeFigures` hook, never by reaching into storage. Summed over several processes, described for the load
 * test's report, and kept as totals that only grow for `/metrics`, though `/api/stats?reset=1` starts the
 * port's own figures afresh.
 */
import { type CommitWaitFigures, NO_WRITE_FIGURES, type WriteFigures } from '../storage/write-figures.ts';
import { summedPauses } from './pause-tally.ts';

/** What the stats module needs of the storage: its figures hook (optional on the port) and whether it is away. */
export interface WriteSource {
  writeFigures?(reset?: boolean): WriteFigures;
  readonly unavailable?: string | null;
}

/** Totals since the process started: moves stored through the group commit, checkpoint holds and their time. */
export interface WriteTotals {
  readonly moves: number;
  readonly holds: number;
  readonly holdMs: number;
}

/** Reads the port's figures and carries what each reset would drop into totals that never go back. */
export class WriteReader {
  private carried: WriteTotals = { moves: 0, holds: 0, holdMs: 0 };

  constructor(private readonly source: WriteSource) {}

  /** The figures since the last reset; with `reset`, the port starts afresh after this read. */
  figures(reset = false): WriteFigures {
    const f = this.source.writeFigures?.(reset) ?? NO_WRITE_FIGURES;
    if (reset) this.carried = totalsOf(this.carried, f);
    return f;
  }

  totals(): WriteTotals {
    return totalsOf(this.carried, this.source.writeFigures?.(false) ?? NO_WRITE_FIGURES);
  }

  /** The database is away (the resilient storage refuses writes until it is back). */
  unavailable(): boolean {
    return (this.source.unavailable ?? null) !== null;
  }
}

const totalsOf = (t: WriteTotals, f: WriteFigures): WriteTotals => ({
  moves: t.moves + f.commitWaitMs.count,
  holds: t.holds + f.checkpointHolds.count,
  holdMs: t.holdMs + f.checkpointHolds.ms,
});

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
