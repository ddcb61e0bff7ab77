/**
 * The bot threads: decisions that cost real CPU (a search) are made here, off
 * every table's queue and off the event loop the tables share, so a bot that
 * thinks for 200 ms delays nobody else's move.
 *
 * Threads start when the first decision comes (a club whose tables have no
 * thinking bots never starts one) and each makes one decision at a time; the
 * rest wait in one queue, first come first served. A thread that dies, or
 * takes longer than `timeLimitMs` on one decision (it is then stopped), fails
 * that decision — the table lets its stand-in choose instead — and is
 * replaced. `think` never rejects: every failure is an answer.
 *
 * It counts what it does for the operator (`figures`, figures.ts): every decision's answer goes through
 * `answer`, which counts it and times it, and a listener hears each (`/metrics`' histogram).
 */
import { Worker } from 'node:worker_threads';
import { type BotFigures, type DecisionDone, DecisionTimer } from './figures.ts';
import type { ThinkAnswer, ThinkJob, ThinkReply, ThinkRequest, ThreadData } from './messages.ts';

export interface BotPoolOptions {
  /** How many threads at most. */
  readonly size: number;
  /** The threads' nice value, 0–19 (default `DEFAULT_BOT_NICE`; 0 runs them as the main thread runs). */
  readonly nice?: number;
  /** The module the threads load the games from (it exports `games`, as the engine does). */
  readonly games: string;
  /** Longest one decision may take before its thread is stopped and replaced. */
  readonly timeLimitMs?: number;
  /** A thread died or was stopped: a line for the server's log. */
  readonly log?: (line: string) => void;
}

/** What the tables need of the pool. */
export interface BotThinker {
  think(request: ThinkRequest): Promise<ThinkAnswer>;
}

interface Pending {
  readonly job: ThinkJob;
  readonly resolve: (answer: ThinkAnswer) => void;
  /** When `think()` was called (performance.now()). */
  readonly asked: number;
  /** When it was posted to a thread; null while it waits. */
  posted: number | null;
}

interface Thread {
  readonly worker: Worker;
  ready: boolean;
  busy: Pending | null;
  timer: NodeJS.Timeout | null;
}

/**
 * Threads per server process: the cores left once every process of the machine has its main thread
 * (`serve --workers N` runs N), shared among the N, at least one. Bot threads beyond that would take
 * CPU from the main threads that answer every table's moves, the oversubscription the pool exists to
 * avoid; one thread per process is kept even then, so a strong bot never thinks on a table's queue.
 */
export function defaultBotThreads(cores: number, processes: number): number {
  return Math.max(1, Math.floor((cores - processes) / Math.max(1, processes)));
}

/**
 * The bot threads' nice value. On Linux a thread has its own nice value, so a bot thread can yield
 * to its own process' main thread, which answers people's moves, as well as to every other process:
 * at 10 a busy core gives it about a tenth of its time (the scheduler's weights 110 : 1024), so a
 * search that wants 200 ms of CPU waits out a burst of moves instead of delaying them, and still
 * finishes within the time limit. 19 would give it about 1.5 %, too little for a full core's load.
 */
export const DEFAULT_BOT_NICE = 10;

/**
 * A bot thread's entry. A worker thread does not inherit the main thread's TypeScript loader, so it
 * registers tsx itself (as packages/cli/bin/kozyr.js does for the process) before loading thread.ts.
 */
const ENTRY = `
const { workerData } = require('node:worker_threads');
import(workerData.tsx).then((tsx) => { tsx.register(); return import(workerData.thread); });
`;
const TSX = import.meta.resolve('tsx/esm/api');
const THREAD = new URL('./thread.ts', import.meta.url).href;
const DEFAULT_TIME_LIMIT_MS = 10_000;

export class BotPool implements BotThinker {
  private readonly threads = new Set<Thread>();
  private readonly waiting: Pending[] = [];
  private nextId = 1;
  private closed = false;
  /** Threads that died or were stopped over their time limit, since the start (for tests and the log). */
  replaced = 0;
  private answered = 0;
  private failed = 0;
  private readonly decisionMs = new DecisionTimer();
  private readonly waitMs = new DecisionTimer();
  private readonly thinkingMs = new DecisionTimer();
  private readonly listeners = new Set<(d: DecisionDone) => void>();
  private readonly nice: number;

  constructor(private readonly options: BotPoolOptions) {
    if (!Number.isInteger(options.size) || options.size < 1) throw new Error(`bot threads: ${options.size} is not a count ≥ 1`);
    const nice = options.nice ?? DEFAULT_BOT_NICE;
    if (!Number.isInteger(nice) || nice < 0 || nice > 19) throw new Error(`bot threads: nice ${nice} is not a whole number 0–19`);
    this.nice = nice;
  }

  get size(): number {
    return this.threads.size;
  }

  think(request: ThinkRequest): Promise<ThinkAnswer> {
    return new Promise((resolve) => {
      const p: Pending = { job: { id: this.nextId++, request }, resolve, asked: performance.now(), posted: null };
      if (this.closed) {
        this.answer(p, { ok: false, reason: 'the bot threads are shut down' });
      } else {
        this.waiting.push(p);
        this.dispatch();
      }
    });
  }

  /**
   * The threads and decisions now, the counts since the start and the times since the last reset; with
   * `reset`, the times start afresh after this read (`/api/stats?reset=1`, the load test's window).
   */
  figures(reset = false): BotFigures {
    let busy = 0;
    for (const t of this.threads) if (t.busy !== null) busy++;
    const figures: BotFigures = {
      threads: this.threads.size,
      busy,
      waiting: this.waiting.length,
      answered: this.answered,
      failed: this.failed,
      replaced: this.replaced,
      decisionMs: this.decisionMs.figures(),
      waitMs: this.waitMs.figures(),
      thinkingMs: this.thinkingMs.figures(),
    };
    if (reset) {
      this.decisionMs.reset();
      this.waitMs.reset();
      this.thinkingMs.reset();
    }
    return figures;
  }

  /** Hear every decision's end; the returned function stops hearing. */
  onDecision(listener: (d: DecisionDone) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Stop every thread; decisions not yet answered fail (the tables are closing too). */
  async close(): Promise<void> {
    this.closed = true;
    for (const p of this.waiting.splice(0)) this.answer(p, { ok: false, reason: 'the bot threads are shut down' });
    const threads = [...this.threads];
    this.threads.clear();
    await Promise.all(threads.map(async (t) => {
      this.settle(t, { ok: false, reason: 'the bot threads are shut down' });
      await t.worker.terminate();
    }));
  }

  private dispatch(): void {
    while (this.waiting.length > 0) {
      const idle = [...this.threads].find((t) => t.ready && t.busy === null);
      if (idle === undefined) {
        // A thread still starting will take a waiting decision: start another only for the ones beyond them.
        let starting = 0;
        for (const t of this.threads) if (!t.ready) starting++;
        if (starting < this.waiting.length && this.threads.size < this.options.size) this.spawn();
        return;
      }
      const p = this.waiting.shift()!;
      idle.busy = p;
      idle.timer = setTimeout(() => this.overtime(idle), this.options.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS);
      p.posted = performance.now();
      this.waitMs.record(p.posted - p.asked);
      idle.worker.postMessage(p.job);
    }
  }

  private spawn(): void {
    const worker = new Worker(ENTRY, {
      eval: true,
      workerData: {
        tsx: TSX,
        thread: THREAD,
        games: this.options.games,
        nice: this.nice,
      } satisfies ThreadData,
    });
    // Idle threads must not keep the process alive; a decision in flight is awaited by its table anyway.
    worker.unref();
    const thread: Thread = { worker, ready: false, busy: null, timer: null };
    this.threads.add(thread);
    worker.on('message', (m: ThinkReply | 'ready') => {
      if (m === 'ready') thread.ready = true;
      else if (thread.busy?.job.id === m.id) this.settle(thread, m.answer);
      this.dispatch();
    });
    worker.on('error', (e) => this.lost(thread, `failed: ${e.message}`));
    worker.on('exit', (code) => this.lost(thread, `exited (code ${code})`));
  }

  /** Answer the thread's decision, if it has one, and free it. */
  private settle(thread: Thread, answer: ThinkAnswer): void {
    if (thread.timer !== null) clearTimeout(thread.timer);
    thread.timer = null;
    const p = thread.busy;
    thread.busy = null;
    if (p !== null) this.answer(p, answer);
  }

  /** Every decision ends here: counted, timed, answered, heard. */
  private answer(p: Pending, answer: ThinkAnswer): void {
    const now = performance.now();
    if (answer.ok) this.answered++;
    else this.failed++;
    const ms = now - p.asked;
    this.decisionMs.record(ms);
    if (p.posted !== null) this.thinkingMs.record(now - p.posted);
    // The table has its answer first: what a listener does cannot hold it back.
    p.resolve(answer);
    for (const listener of this.listeners) listener({ ok: answer.ok, ms });
  }

  private overtime(thread: Thread): void {
    this.lost(thread, `took longer than ${this.options.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS} ms on one decision and was stopped`);
    void thread.worker.terminate();
  }

  /**
   * A thread is gone: its decision fails, and a new thread takes its place for what waits. One that
   * never started (its code or the games would not load) fails what waits instead: a replacement
   * would fail the same way, again and again; the next decision tries anew.
   */
  private lost(thread: Thread, why: string): void {
    if (!this.threads.delete(thread)) return;
    if (!thread.ready) {
      this.options.log?.(`a bot thread could not start: ${why}`);
      for (const p of this.waiting.splice(0)) this.answer(p, { ok: false, reason: `no bot thread could start (${why})` });
      return;
    }
    this.replaced++;
    const bot = thread.busy === null ? '' : ` deciding for ${thread.busy.job.request.game}/${thread.busy.job.request.bot}`;
    this.options.log?.(`bot thread${bot} ${why}; a new one replaces it`);
    this.settle(thread, { ok: false, reason: `its bot thread ${why}` });
    if (!this.closed) this.dispatch();
  }
}
