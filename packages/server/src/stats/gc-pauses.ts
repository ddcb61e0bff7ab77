/**
 * The collector's pauses of the main thread, by kind. A loop stall says how
 * long the loop was late and whether it was running; this says how much of the
 * running was the collector, in pauses of what length. A pause's length is the
 * collector's own work (it is measured on the thread, not from a timer), so,
 * unlike latencies, the count and total of pauses are worth comparing even on
 * a shared machine — the figure by which the young generation's size is chosen
 * (docs/operating.md, "A busy club"). Read at `/api/stats` (`gcPauses`); `/metrics` has prom-client's own
 * histogram of them by kind.
 *
 * Collections forced by `gc()` (the load test's `/api/stats?gc=1` before it
 * measures memory) are not the server's own and are left out.
 */
import { constants, type PerformanceEntry, PerformanceObserver } from 'node:perf_hooks';
import { addedPause, LONG_PAUSE_MS, NO_PAUSES, type PauseTally, summedPauses } from './pause-tally.ts';

export const GC_KINDS = ['scavenge', 'markCompact', 'incremental', 'weakCallbacks'] as const;
export type GcKind = (typeof GC_KINDS)[number];

export type GcPauseFigures = { readonly [K in GcKind]: PauseTally; };

export const NO_GC_PAUSES: GcPauseFigures = {
  scavenge: NO_PAUSES,
  markCompact: NO_PAUSES,
  incremental: NO_PAUSES,
  weakCallbacks: NO_PAUSES,
};

const KIND_OF: ReadonlyMap<number, GcKind> = new Map([
  [constants.NODE_PERFORMANCE_GC_MINOR, 'scavenge'],
  [constants.NODE_PERFORMANCE_GC_MAJOR, 'markCompact'],
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL, 'incremental'],
  [constants.NODE_PERFORMANCE_GC_WEAKCB, 'weakCallbacks'],
]);

/** The pauses seen so far (pure: fed by GcPauses, or by a test). */
export class GcPauseTally {
  private figures: GcPauseFigures = NO_GC_PAUSES;

  /** One pause; a forced collection (`gc()`) is not counted. */
  observe(kind: GcKind, ms: number, forced: boolean): void {
    if (forced) return;
    this.figures = { ...this.figures, [kind]: addedPause(this.figures[kind], ms) };
  }

  result(): GcPauseFigures {
    return this.figures;
  }

  reset(): void {
    this.figures = NO_GC_PAUSES;
  }
}

/** Reads this process's GC entries (the observer holds no reference that keeps the process alive). */
export class GcPauses {
  private readonly tally = new GcPauseTally();
  private readonly observer: PerformanceObserver;

  constructor() {
    this.observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) this.record(entry);
    });
    this.observer.observe({ entryTypes: ['gc'] });
  }

  private record(entry: PerformanceEntry): void {
    // Node's GC entries carry their kind and flags in `detail` (not in the DOM's PerformanceEntry type).
    const detail = (entry as { detail?: { kind?: number; flags?: number; }; }).detail;
    const kind = KIND_OF.get(detail?.kind ?? -1);
    if (kind === undefined) return;
    const forced = ((detail?.flags ?? 0) & constants.NODE_PERFORMANCE_GC_FLAGS_FORCED) !== 0;
    this.tally.observe(kind, entry.duration, forced);
  }

  figures(): GcPauseFigures {
    return this.tally.result();
  }

  reset(): void {
    this.tally.reset();
  }

  stop(): void {
    this.observer.disconnect();
  }
}

/** Several processes' pauses as one (a cluster's workers): counts and totals added, the longest kept. */
export function summedGcPauses(each: readonly GcPauseFigures[]): GcPauseFigures {
  const sum = (kind: GcKind): PauseTally => summedPauses(each.map((f) => f[kind]));
  return {
    scavenge: sum('scavenge'),
    markCompact: sum('markCompact'),
    incremental: sum('incremental'),
    weakCallbacks: sum('weakCallbacks'),
  };
}

const LABELS = {
  scavenge: 'scavenges',
  markCompact: 'mark-compacts',
  incremental: 'incremental marking steps',
  weakCallbacks: 'weak callbacks',
} as const satisfies Record<GcKind, string>;

/** One line: "120 scavenges 3400 ms (mean 28.3, longest 61, 4 over 50 ms); 1 mark-compacts …". */
export function describeGcPauses(f: GcPauseFigures): string {
  const parts = GC_KINDS.filter((k) => f[k].count > 0).map((k) => {
    const t = f[k];
    return `${t.count} ${LABELS[k]} ${t.ms.toFixed(0)} ms (mean ${(t.ms / t.count).toFixed(1)}, longest ${
      t.max.toFixed(0)
    }, ${t.long} over ${LONG_PAUSE_MS} ms)`;
  });
  return parts.length === 0 ? 'no pauses' : parts.join('; ');
}
