/**
 * Group commit for the move log: appends arriving in the same event-loop turn
 * (from many tables) are written by one multi-row INSERT, and each caller is
 * told only after the statement containing its row has committed — so "stored
 * before broadcast" still holds, at a fraction of the per-commit cost. A caller
 * is told by a plain callback (`add`): no promise per stored row.
 *
 * At human pace nearly every turn of the loop holds one move, so a commit per
 * move; a short window gathers a few: a batch smaller than `window.rows` waits
 * until its first row is `window.ms` old. At 5,000 tables in play (SQLite, the
 * move journal) a commit of one row costs 10 µs and 4.4 KB of WAL per row, of
 * four rows 4 µs and 1.4 KB; a move then waits a millisecond or two more for
 * its broadcast. Under load batches fill by themselves and do not wait.
 *
 * A batch is written at the end of the loop's turn even when the turn is long
 * (after a collector's pause the loop reads hundreds of sockets in one turn):
 * writing it inside the turn once its first row was 2 ms old halved the commit
 * wait's p99 at 5,000 human-paced tables on one worker, but at 10,000 on two
 * workers it cost 13–14% of the moves per second (measured with `npx kozyr
 * loadtest --think 2000 --tables 10000 --workers 2`).
 *
 * A batch refused because another connection holds the file's write lock
 * (SQLite, `--workers 2` or more on one file: the other worker's commit,
 * compaction step or truncating checkpoint) is tried again whole after a short
 * pause, ahead of the rows that came since, for up to `locked.giveUpMs`; only then
 * row by row. Split at once, as before, its rows were written a commit each:
 * at 10,000 human-paced tables on two workers, about ten batches per worker in
 * a 30 s window (some 2,400 rows) went that way.
 */
import { isBusyError } from './resilient.ts';
import type { CommitWaits } from './write-figures.ts';

export interface GroupCommitWindow {
  /** How long the first row of a small batch waits for others (ms; 0: never). */
  readonly ms: number;
  /** A batch of this many rows is written at once. */
  readonly rows: number;
}

export const GROUP_COMMIT_WINDOW: GroupCommitWindow = { ms: 1, rows: 8 };

export interface BusyRetry {
  /** Whether a batch's error means "locked by another connection now" (it wrote nothing and may succeed soon). */
  readonly busy: (e: unknown) => boolean;
  /** How long a batch is tried again whole before its rows take the one-by-one way (and its retries). */
  readonly giveUpMs: number;
}

/**
 * A quarter of a second covers the other worker's commits and compaction steps and most of its checkpoints; a
 * lock held longer (a backup, `sqlite3` in a shell) is then met row by row, each retried up to the server's
 * `lockWaitMs` (resilient.ts) before it is refused.
 */
export const BUSY_RETRY: BusyRetry = { busy: isBusyError, giveUpMs: 250 };
/** The pause before a locked batch is tried again: doubling from the first to the last (ms). */
const BUSY_PAUSE_MS = { first: 1, last: 16 } as const;

export interface Pending<R> {
  readonly row: R;
  /** When the row joined the queue (performance.now()). */
  readonly at: number;
  /** null once the row is stored, else why it is not. */
  settle(error: unknown): void;
}

export interface BatcherOptions<R> {
  /** Write several rows at once (one statement, atomically); a synchronous writer returns nothing. */
  readonly writeMany: (rows: readonly R[]) => Promise<void> | void;
  /** Write one row (used to find the culprit when a batch fails). */
  readonly writeOne: (row: R) => Promise<void>;
  /** The most rows of one statement (default 400). */
  readonly maxRows?: number;
  /** While true (a checkpoint wants the write lock), batches wait instead of competing for it. */
  readonly held?: () => boolean;
  readonly window?: GroupCommitWindow;
  readonly locked?: BusyRetry;
  /** Where each stored row's wait for its commit is recorded (write-figures.ts). */
  readonly waits?: CommitWaits;
}

export class WriteBatcher<R> {
  private queue: Pending<R>[] = [];
  private scheduled = false;
  /** When the batch's first row arrived (performance.now()). */
  private since = 0;
  /** Since when batches have met the lock (null: the last write went through), and the next pause. */
  private busySince: number | null = null;
  private busyPause: number = BUSY_PAUSE_MS.first;
  private readonly writeMany: BatcherOptions<R>['writeMany'];
  private readonly writeOne: BatcherOptions<R>['writeOne'];
  private readonly maxRows: number;
  private readonly held: () => boolean;
  private readonly window: GroupCommitWindow;
  private readonly locked: BusyRetry;
  private readonly waits: CommitWaits | undefined;

  constructor(options: BatcherOptions<R>) {
    this.writeMany = options.writeMany;
    this.writeOne = options.writeOne;
    this.maxRows = options.maxRows ?? 400;
    this.held = options.held ?? (() => false);
    this.window = options.window ?? GROUP_COMMIT_WINDOW;
    this.locked = options.locked ?? BUSY_RETRY;
    this.waits = options.waits;
  }

  /** The row joins this turn's batch; `settle` is called once it is committed (null) or refused (the error). */
  add(row: R, settle: (error: unknown) => void): void {
    const at = performance.now();
    this.queue.push({ row, at, settle });
    if (!this.scheduled) {
      this.scheduled = true;
      this.since = at;
      setImmediate(() => void this.flush());
    }
  }

  private async flush(): Promise<void> {
    if (this.held()) {
      setTimeout(() => void this.flush(), 2);
      return;
    }
    const wait = this.queue.length >= this.window.rows ? 0 : this.since + this.window.ms - performance.now();
    if (wait > 0) {
      setTimeout(() => void this.flush(), wait);
      return;
    }
    this.scheduled = false;
    const batch = this.queue;
    this.queue = [];
    for (let i = 0; i < batch.length; i += this.maxRows) {
      const chunk = batch.length <= this.maxRows ? batch : batch.slice(i, i + this.maxRows);
      const rows: R[] = new Array<R>(chunk.length);
      for (let j = 0; j < chunk.length; j++) rows[j] = chunk[j]!.row;
      try {
        const pending = this.writeMany(rows);
        if (pending !== undefined) await pending;
        this.busySince = null;
      } catch (e) {
        if (this.retryWhole(e, batch, i)) return;
        // The multi-row statement was atomic and wrote nothing: retry row by row so only bad rows fail.
        for (const p of chunk) {
          await this.writeOne(p.row).then(() => this.stored([p]), (e: unknown) => settle(p, e));
        }
        continue;
      }
      this.stored(chunk);
    }
  }

  /** The rows are committed: each one's wait until now is recorded (before any caller's work), then each caller told. */
  private stored(rows: readonly Pending<R>[]): void {
    const waits = this.waits;
    if (waits !== undefined) {
      const now = performance.now();
      for (const p of rows) waits.record(now - p.at);
    }
    for (const p of rows) settle(p, null);
  }

  /**
   * The file was locked (nothing written): this chunk and the rest of the batch go back ahead of the rows that
   * came since, tried again after a pause. false once they have been locked out for `giveUpMs`.
   */
  private retryWhole(e: unknown, batch: Pending<R>[], from: number): boolean {
    if (!this.locked.busy(e)) return false;
    const now = performance.now();
    if (this.busySince === null) {
      this.busySince = now;
      this.busyPause = BUSY_PAUSE_MS.first;
    } else if (now - this.busySince > this.locked.giveUpMs) {
      this.busySince = null;
      return false;
    }
    this.queue = from === 0 && this.queue.length === 0 ? batch : [...batch.slice(from), ...this.queue];
    if (!this.scheduled) {
      this.scheduled = true;
      setTimeout(() => void this.flush(), this.busyPause);
    }
    this.busyPause = Math.min(BUSY_PAUSE_MS.last, this.busyPause * 2);
    return true;
  }
}

/** A caller's callback that throws must not keep the rest of the batch from being told. */
function settle<R>(p: Pending<R>, error: unknown): void {
  try {
    p.settle(error);
  } catch (e) {
    process.stderr.write(
      `kozyr server: a stored move's continuation failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`,
    );
  }
}
