/**
 * Where the event loop's stalls go. A stall is a tick of a short timer that
 * comes late by more than `STALL_MS`. The loop delay alone cannot say why it
 * was late; Linux's scheduler statistics for the loop's thread
 * (`/proc/thread-self/schedstat`: time on a CPU, time runnable but waiting for
 * one) split each stalled interval three ways:
 *
 * - running: this process's own work (JavaScript, the collector's pauses, the
 *   burst of work that queued up behind an earlier stall);
 * - waiting for a CPU: the thread was ready but other processes had the cores
 *   (on a shared machine, the tail is then the machine's, not the server's);
 * - blocked: the thread slept in the kernel (disk I/O, a lock, waiting for the
 *   collector's helper threads).
 *
 * Where the statistics cannot be read (not Linux), stalls are still counted
 * and the split is null.
 */
import { openSync, readSync } from 'node:fs';

/** How often the watch timer ticks (ms). */
export const STALL_TICK_MS = 10;
/** A tick later than this (ms) is a stall. */
export const STALL_MS = 50;

/** The loop thread's cumulative scheduler times (ns). */
export interface SchedTimes {
  readonly runningNs: number;
  readonly waitingNs: number;
}

/** One look at the loop thread: when (ms, a monotonic clock) and its scheduler times (null: unknown). */
export interface StallSample {
  readonly atMs: number;
  readonly sched: SchedTimes | null;
}

export interface StallSplit {
  readonly runningMs: number;
  readonly waitingForCpuMs: number;
  readonly blockedMs: number;
}

export interface LoopStallFigures {
  /** Ticks late by more than STALL_MS. */
  readonly count: number;
  /** The stalled intervals' length in all (ms: from the tick before to the late one). */
  readonly ms: number;
  /** How that time was spent; null when the scheduler's statistics are not available. */
  readonly split: StallSplit | null;
  /** The longest stalled interval (ms) and its split. */
  readonly worst: { readonly ms: number; readonly split: StallSplit | null; };
}

export const NO_STALLS: LoopStallFigures = { count: 0, ms: 0, split: null, worst: { ms: 0, split: null } };

const split = (from: SchedTimes | null, to: SchedTimes | null, ms: number): StallSplit | null => {
  if (from === null || to === null) return null;
  const runningMs = (to.runningNs - from.runningNs) / 1e6;
  const waitingForCpuMs = (to.waitingNs - from.waitingNs) / 1e6;
  return { runningMs, waitingForCpuMs, blockedMs: Math.max(0, ms - runningMs - waitingForCpuMs) };
};

const added = (a: StallSplit | null, b: StallSplit | null): StallSplit | null =>
  a === null || b === null ? null : {
    runningMs: a.runningMs + b.runningMs,
    waitingForCpuMs: a.waitingForCpuMs + b.waitingForCpuMs,
    blockedMs: a.blockedMs + b.blockedMs,
  };

/** The stalls among consecutive samples of the watch timer (pure: fed by LoopStalls, or by a test). */
export class StallTally {
  private last: StallSample | null = null;
  private figures: LoopStallFigures = NO_STALLS;
  /** Whether every stall so far had its split (one without makes the totals' split unknown). */
  private splitKnown = true;

  constructor(private readonly tickMs = STALL_TICK_MS, private readonly stallMs = STALL_MS) {}

  observe(sample: StallSample): void {
    const last = this.last;
    this.last = sample;
    if (last === null) return;
    const ms = sample.atMs - last.atMs;
    if (ms - this.tickMs <= this.stallMs) return;
    const s = split(last.sched, sample.sched, ms);
    const f = this.figures;
    this.splitKnown &&= s !== null;
    this.figures = {
      count: f.count + 1,
      ms: f.ms + ms,
      split: !this.splitKnown ? null : f.count === 0 ? s : added(f.split, s),
      worst: ms > f.worst.ms ? { ms, split: s } : f.worst,
    };
  }

  result(): LoopStallFigures {
    return this.figures;
  }

  /** Count afresh from the next sample on. */
  reset(): void {
    this.figures = NO_STALLS;
    this.splitKnown = true;
  }
}

/**
 * The loop thread's scheduler times, read through a descriptor kept open (a
 * positioned read of a few bytes, no open per look). Null where there is no
 * such file. Called on the loop's thread: `thread-self` is the caller's.
 */
export function schedReader(): () => SchedTimes | null {
  let fd: number;
  try {
    fd = openSync('/proc/thread-self/schedstat', 'r');
  } catch {
    return () => null;
  }
  const buffer = Buffer.alloc(96);
  return () => {
    try {
      const n = readSync(fd, buffer, 0, buffer.length, 0);
      const [running, waiting] = buffer.toString('latin1', 0, n).split(' ');
      const runningNs = Number(running);
      const waitingNs = Number(waiting);
      return Number.isFinite(runningNs) && Number.isFinite(waitingNs) ? { runningNs, waitingNs } : null;
    } catch {
      return null;
    }
  };
}

/** Watches this process's event loop for stalls (an unreferenced timer: it never keeps the process alive). */
export class LoopStalls {
  private readonly tally: StallTally;
  private readonly timer: NodeJS.Timeout;

  constructor(tickMs = STALL_TICK_MS, stallMs = STALL_MS) {
    this.tally = new StallTally(tickMs, stallMs);
    const sched = schedReader();
    const look = () => this.tally.observe({ atMs: performance.now(), sched: sched() });
    look();
    this.timer = setInterval(look, tickMs);
    this.timer.unref();
  }

  figures(): LoopStallFigures {
    return this.tally.result();
  }

  reset(): void {
    this.tally.reset();
  }

  stop(): void {
    clearInterval(this.timer);
  }
}

/** Several processes' stalls as one (a cluster's workers, a load test's client processes). */
export function summedStalls(each: readonly LoopStallFigures[]): LoopStallFigures {
  let sum = NO_STALLS;
  let splitKnown = true;
  for (const f of each) {
    if (f.count === 0) continue;
    splitKnown &&= f.split !== null;
    sum = {
      count: sum.count + f.count,
      ms: sum.ms + f.ms,
      split: !splitKnown ? null : sum.count === 0 ? f.split : added(sum.split, f.split),
      worst: f.worst.ms > sum.worst.ms ? f.worst : sum.worst,
    };
  }
  return sum;
}

/**
 * What the stalled time mostly was (over half of it), or null when no share
 * dominates or the split is unknown: `machine` (waiting for a CPU: other
 * processes had the cores; the scheduler does not say whose), `work` (this
 * process's own), `blocked`.
 */
export function stallCause(f: LoopStallFigures): 'machine' | 'work' | 'blocked' | null {
  if (f.split === null || f.ms === 0) return null;
  const { runningMs, waitingForCpuMs, blockedMs } = f.split;
  if (waitingForCpuMs > f.ms / 2) return 'machine';
  if (runningMs > f.ms / 2) return 'work';
  if (blockedMs > f.ms / 2) return 'blocked';
  return null;
}

const CAUSES = {
  machine: "mostly waiting for a CPU: other processes had the cores (other load, or the same test's own other processes)",
  work: "mostly the process's own work: profile it",
  blocked: 'mostly blocked in the kernel: look at the disk and the database',
} as const;

/** One line: "3 stalls, 1,234 ms: 40% running, 55% waiting for a CPU, 5% blocked; the longest 612 ms (…)". */
export function describeStalls(f: LoopStallFigures): string {
  if (f.count === 0) return `no stalls over ${STALL_MS} ms`;
  const pct = (s: StallSplit, total: number) =>
    `${(100 * s.runningMs / total).toFixed(0)}% running, ${(100 * s.waitingForCpuMs / total).toFixed(0)}% waiting for a CPU, ${
      (100 * s.blockedMs / total).toFixed(0)
    }% blocked`;
  const all = f.split === null ? 'split unknown' : pct(f.split, f.ms);
  const worst = f.worst.split === null ? '' : ` (${pct(f.worst.split, f.worst.ms)})`;
  const cause = stallCause(f);
  const verdict = cause === null ? '' : ` — ${CAUSES[cause]}`;
  return `${f.count} stalls over ${STALL_MS} ms, ${f.ms.toFixed(0)} ms in all: ${all}; the longest ${
    f.worst.ms.toFixed(0)
  } ms${worst}${verdict}`;
}
