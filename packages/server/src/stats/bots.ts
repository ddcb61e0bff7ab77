/**
 * The bot threads' figures (tables/bot-pool/figures.ts) as the stats module reads them: through the pool's
 * `figures` and `onDecision`, summed over several processes, and described for the load test's report.
 */
import {
  type BotFigures,
  type DecisionDone,
  type DecisionTimes,
  NO_BOT_FIGURES,
  NO_DECISION_TIMES,
} from '../tables/bot-pool/figures.ts';

/** What the stats module needs of the bot threads (the pool, server.ts). */
export interface BotSource {
  /** With `reset`, the windowed times start afresh after this read. */
  figures(reset?: boolean): BotFigures;
  /** Hear each decision's end; the returned function stops hearing. */
  onDecision(listener: (d: DecisionDone) => void): () => void;
}

/**
 * Several workers' or nodes' figures as one: threads and decisions summed, and of the times' percentiles and
 * longest the worst process's. A percentile of the whole is not recoverable from the parts' percentiles, and
 * the worst process's is what an operator must see first (writes.ts sums the commit waits the same way).
 */
export function summedBotFigures(each: readonly BotFigures[]): BotFigures {
  if (each.length === 0) return NO_BOT_FIGURES;
  const sum = (pick: (f: BotFigures) => number) => each.reduce((n, f) => n + pick(f), 0);
  const times = (pick: (f: BotFigures) => DecisionTimes): DecisionTimes => {
    const all = each.map(pick);
    const worst = (of: (t: DecisionTimes) => number) => Math.max(...all.map(of));
    const count = all.reduce((n, t) => n + t.count, 0);
    return count === 0 ?
      NO_DECISION_TIMES :
      { count, p50: worst((t) => t.p50), p95: worst((t) => t.p95), max: worst((t) => t.max) };
  };
  return {
    threads: sum((f) => f.threads),
    busy: sum((f) => f.busy),
    waiting: sum((f) => f.waiting),
    answered: sum((f) => f.answered),
    failed: sum((f) => f.failed),
    replaced: sum((f) => f.replaced),
    decisionMs: times((f) => f.decisionMs),
    waitMs: times((f) => f.waitMs),
    thinkingMs: times((f) => f.thinkingMs),
  };
}

/**
 * The figures over a window that `/api/stats?reset=1` opened at `start`: the decisions answered and failed
 * and the threads replaced in it (their counts since the start, subtracted), the rest as the end read them
 * (the times are the window's own since the reset).
 */
export function botsInWindow(start: BotFigures | undefined, end: BotFigures | undefined): BotFigures {
  const from = start ?? NO_BOT_FIGURES;
  const to = end ?? NO_BOT_FIGURES;
  return {
    ...to,
    answered: to.answered - from.answered,
    failed: to.failed - from.failed,
    replaced: to.replaced - from.replaced,
  };
}

/** One line for the load test's report (of `botsInWindow`'s figures). */
export function describeBots(f: BotFigures): string {
  if (f.answered + f.failed === 0) return 'no decision made in the bot threads';
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  return `${f.answered} decisions answered, ${f.failed} failed; thinking p50 ${ms(f.thinkingMs.p50)}, p95 ${
    ms(f.thinkingMs.p95)
  }; waiting for a thread p95 ${ms(f.waitMs.p95)}; ${f.replaced} threads replaced, ${f.threads} running at the end`;
}
