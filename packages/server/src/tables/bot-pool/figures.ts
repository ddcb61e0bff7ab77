/**
 * What the bot threads do, for the operator (`/api/stats` `bots`, `/metrics`) and the load test: the threads
 * running and busy, the decisions waiting for a thread, the decisions answered and failed since the start, and
 * the windowed times of a decision — from `think()` to its answer, its wait for a thread, and its thinking
 * alone (from being posted to a thread to the thread's reply, or to the thread's loss). The pool keeps them
 * (pool.ts); the stats module reads them (stats/bots.ts).
 */
import { MsHistogram } from '../../ms-histogram.ts';

/** Milliseconds over a window: how many, the median, the 95th percentile and the longest (0 when none). */
export interface DecisionTimes {
  readonly count: number;
  readonly p50: number;
  readonly p95: number;
  readonly max: number;
}

export interface BotFigures {
  /** Threads started (ready or starting). */
  readonly threads: number;
  /** Threads deciding now. */
  readonly busy: number;
  /** Decisions waiting for a thread. */
  readonly waiting: number;
  /** Decisions a bot answered, since the start. */
  readonly answered: number;
  /** Decisions that failed (the bot threw, its thread died, ran over its time or was shut down), since the start. */
  readonly failed: number;
  /** Threads that died or were stopped and replaced, since the start. */
  readonly replaced: number;
  /** From `think()` to the answer (the wait for a thread and the thinking), over the window. */
  readonly decisionMs: DecisionTimes;
  /** From `think()` to being posted to a thread, over the window. */
  readonly waitMs: DecisionTimes;
  /** From being posted to a thread to its reply (or its loss), over the window. */
  readonly thinkingMs: DecisionTimes;
}

export const NO_DECISION_TIMES: DecisionTimes = { count: 0, p50: 0, p95: 0, max: 0 };

export const NO_BOT_FIGURES: BotFigures = {
  threads: 0,
  busy: 0,
  waiting: 0,
  answered: 0,
  failed: 0,
  replaced: 0,
  decisionMs: NO_DECISION_TIMES,
  waitMs: NO_DECISION_TIMES,
  thinkingMs: NO_DECISION_TIMES,
};

/** One kind of time over a window. */
export class DecisionTimer extends MsHistogram {
  figures(): DecisionTimes {
    if (this.count === 0) return NO_DECISION_TIMES;
    return { count: this.count, p50: this.percentile(50), p95: this.percentile(95), max: this.max };
  }
}

/** One decision's end, as a listener of the pool hears it (`/metrics`' histogram of decision seconds). */
export interface DecisionDone {
  readonly ok: boolean;
  /** From `think()` to the answer. */
  readonly ms: number;
}
