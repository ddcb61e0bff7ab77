/**
 * The event loop's delay: how late a timer that should fire every `resolution`
 * ms actually fires. Node's histogram records the whole time between two
 * samples (an idle loop reads ≈ the resolution), so the resolution is taken
 * off: an idle server reads ≈ 0, and what remains is how long the loop was busy.
 */
import { type IntervalHistogram, monitorEventLoopDelay } from 'node:perf_hooks';

export interface LoopDelayFigures {
  readonly p50: number;
  readonly p99: number;
  readonly max: number;
}

/** Milliseconds between samples. */
export const LOOP_SAMPLE_MS = 10;

/** The figures in ms, each less the sampling interval that the histogram counts in (never below 0). */
export function loopDelayFigures(h: Pick<IntervalHistogram, 'percentile' | 'max'>, resolutionMs: number): LoopDelayFigures {
  const late = (ns: number) => Math.max(0, ns / 1e6 - resolutionMs);
  return { p50: late(h.percentile(50)), p99: late(h.percentile(99)), max: late(h.max) };
}

export class LoopDelay {
  private readonly histogram = monitorEventLoopDelay({ resolution: LOOP_SAMPLE_MS });

  constructor() {
    this.histogram.enable();
  }

  figures(): LoopDelayFigures {
    return loopDelayFigures(this.histogram, LOOP_SAMPLE_MS);
  }

  reset(): void {
    this.histogram.reset();
  }

  stop(): void {
    this.histogram.disable();
  }
}
