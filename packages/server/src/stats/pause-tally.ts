/**
 * A tally of pauses: how many, how long in all, the longest, and how many were long enough to hold every move in
 * flight past the human-paced target. The collector's pauses are tallied so (gc-pauses.ts), and so are storage's
 * checkpoint holds when several processes' figures are summed (writes.ts).
 */

/** A pause longer than this (ms) delays every move in flight past the human-paced target (p99 < 50 ms). */
export const LONG_PAUSE_MS = 50;

export interface PauseTally {
  readonly count: number;
  /** All the pauses' length (ms). */
  readonly ms: number;
  /** The longest pause (ms). */
  readonly max: number;
  /** Pauses longer than LONG_PAUSE_MS. */
  readonly long: number;
}

export const NO_PAUSES: PauseTally = { count: 0, ms: 0, max: 0, long: 0 };

/** The tally with one more pause of `ms`. */
export const addedPause = (t: PauseTally, ms: number): PauseTally => ({
  count: t.count + 1,
  ms: t.ms + ms,
  max: Math.max(t.max, ms),
  long: t.long + (ms > LONG_PAUSE_MS ? 1 : 0),
});

/** Several tallies as one: counts and totals added, the longest kept. */
export function summedPauses(each: readonly PauseTally[]): PauseTally {
  return each.reduce<PauseTally>((s, t) => ({
    count: s.count + t.count,
    ms: s.ms + t.ms,
    max: Math.max(s.max, t.max),
    long: s.long + t.long,
  }), NO_PAUSES);
}
