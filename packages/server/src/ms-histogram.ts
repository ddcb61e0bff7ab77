/**
 * Milliseconds over a window, in a native histogram: one call a record, no allocation. It keeps
 * microseconds (the histogram records integers ≥ 1) and answers in milliseconds. The window's figures
 * (the storage's commit waits, the bot threads' decision times) read it in their own shapes.
 */
import { createHistogram, type RecordableHistogram } from 'node:perf_hooks';

export class MsHistogram {
  private readonly histogram: RecordableHistogram = createHistogram();

  record(ms: number): void {
    this.histogram.record(Math.max(1, Math.round(ms * 1000)));
  }

  get count(): number {
    return this.histogram.count;
  }

  /** The `p`th percentile, in ms. */
  percentile(p: number): number {
    return this.histogram.percentile(p) / 1000;
  }

  /** The longest, in ms. */
  get max(): number {
    return this.histogram.max / 1000;
  }

  reset(): void {
    this.histogram.reset();
  }
}
