/**
 * Storage that rides out a database going away. Every call goes through here:
 *
 * - A connection failure (PostgreSQL restarted, backends terminated, network
 *   gone) or a write that fails for any other reason marks the database
 *   *away*: writes are refused at once with `StorageUnavailable` (so a move is
 *   never acknowledged unless it was stored), and a probe retries with
 *   exponential backoff until the database answers; then the listeners are told
 *   (the tables re-arm their bots and clocks and retry what failed).
 * - SQLite's "database is locked" (another process holds the write lock) is
 *   retried asynchronously with backoff instead of waiting inside the driver,
 *   so one outside lock never stalls the event loop that serves every table.
 */
import type { ChatEntry, GameResult, LeaderRow, LogEntry, Rating, Storage, StoredTable, StoredUser } from './port.ts';
import { NO_WRITE_FIGURES, type WriteFigures } from './write-figures.ts';

/** The database cannot take this request now; nothing was stored. */
export class StorageUnavailable extends Error {
  override readonly name = 'StorageUnavailable';
}

/**
 * The database answered and this write is refused on purpose (another node
 * owns the table now): nothing was stored, and the database is not away.
 */
export class WriteRefused extends StorageUnavailable {}

export interface ResilienceOptions {
  /** How long a locked SQLite database is retried before the write is refused. */
  readonly busyRetryMs: number;
  /** First and longest pause between probes while the database is away. */
  readonly probeMinMs: number;
  readonly probeMaxMs: number;
  readonly log: (line: string) => void;
}

export const DEFAULT_RESILIENCE: ResilienceOptions = {
  busyRetryMs: 5000,
  probeMinMs: 100,
  probeMaxMs: 5000,
  log: (line) => process.stderr.write(`kozyr server: ${line}\n`),
};

/** node-postgres and PostgreSQL codes that mean the connection, not the query, failed. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  '57P01', // admin_shutdown (pg_terminate_backend, fast shutdown)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down)
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
const CONNECTION_TEXT =
  /connection terminated|connection error|timeout exceeded when trying to connect|not queryable|terminating connection/i;
const BUSY_CODES = new Set(['SQLITE_BUSY', 'SQLITE_BUSY_SNAPSHOT', 'SQLITE_BUSY_RECOVERY', 'SQLITE_LOCKED']);

const codeOf = (e: unknown): string | undefined =>
  typeof e === 'object' && e !== null && typeof (e as { code?: unknown; }).code === 'string' ?
    (e as { code: string; }).code :
    undefined;

export function isConnectionError(e: unknown): boolean {
  const code = codeOf(e);
  if (code !== undefined && CONNECTION_CODES.has(code)) return true;
  return e instanceof Error && CONNECTION_TEXT.test(e.message);
}

export const isBusyError = (e: unknown): boolean => BUSY_CODES.has(codeOf(e) ?? '');

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
/** A pause that does not keep the process alive (the probe must not delay a shutdown). */
const idle = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms).unref());

/** What an adapter adds for the decorator: a cheap probe that the database takes writes again. */
export interface ProbedStorage extends Storage {
  probe(): Promise<void>;
}

export class ResilientStorage implements Storage {
  private away: string | null = null;
  private probing = false;
  private closed = false;
  private readonly restored = new Set<() => void>();

  constructor(
    readonly inner: ProbedStorage,
    private readonly options: ResilienceOptions = DEFAULT_RESILIENCE,
  ) {}

  get kind(): Storage['kind'] {
    return this.inner.kind;
  }

  /** null while the database works; else why it is considered away. */
  get unavailable(): string | null {
    return this.away;
  }

  /** Called each time the database is back after being away. */
  onRestored(listener: () => void): () => void {
    this.restored.add(listener);
    return () => this.restored.delete(listener);
  }

  private markAway(reason: string): void {
    if (this.away === null) this.options.log(`database unavailable (${reason}); refusing writes and probing`);
    this.away = reason;
    if (!this.probing && !this.closed) void this.probeLoop();
  }

  private async probeLoop(): Promise<void> {
    this.probing = true;
    let pause = this.options.probeMinMs;
    try {
      while (!this.closed) {
        await idle(pause);
        if (this.closed) return;
        try {
          await this.inner.probe();
        } catch (e) {
          this.away = e instanceof Error ? e.message : String(e);
          pause = Math.min(this.options.probeMaxMs, pause * 2);
          continue;
        }
        this.options.log('database available again; resuming');
        this.away = null;
        for (const listener of this.restored) listener();
        return;
      }
    } finally {
      this.probing = false;
    }
  }

  /** A call that may change the database: refused while it is away; any failure marks it away. */
  private write<T>(what: string, call: () => Promise<T>): Promise<T> {
    if (this.away !== null) {
      return Promise.reject(new StorageUnavailable(`the database is unavailable (${this.away}); ${what} was not stored`));
    }
    // The first try without the retry loop's frames (the move log's hot path); a failure takes the slow way.
    let first: Promise<T>;
    try {
      first = call();
    } catch (e) {
      return this.afterFailedWrite(what, call, e);
    }
    return first.then(undefined, (e: unknown) => this.afterFailedWrite(what, call, e));
  }

  /** A write failed once: "busy" is retried with backoff; any final failure marks the database away. */
  private async afterFailedWrite<T>(what: string, call: () => Promise<T>, first: unknown): Promise<T> {
    try {
      if (!isBusyError(first)) throw first;
      await sleep(2);
      return await this.retryBusy(call);
    } catch (e) {
      if (e instanceof WriteRefused) throw e;
      const reason = isBusyError(e) ? 'locked by another process' : e instanceof Error ? e.message : String(e);
      this.markAway(reason);
      if (isConnectionError(e) || isBusyError(e)) {
        throw new StorageUnavailable(`the database is unavailable (${reason}); ${what} was not stored`, { cause: e });
      }
      throw e;
    }
  }

  /** A read: tried even while writes are refused; a connection failure marks the database away. */
  private async read<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await this.retryBusy(call);
    } catch (e) {
      if (!isConnectionError(e) && !isBusyError(e)) throw e;
      const reason = e instanceof Error ? e.message : String(e);
      this.markAway(reason);
      throw new StorageUnavailable(`the database is unavailable (${reason})`, { cause: e });
    }
  }

  private async retryBusy<T>(call: () => Promise<T>): Promise<T> {
    const end = Date.now() + this.options.busyRetryMs;
    let pause = 2;
    for (;;) {
      try {
        return await call();
      } catch (e) {
        if (!isBusyError(e) || Date.now() + pause > end) throw e;
        await sleep(pause);
        pause = Math.min(100, pause * 2);
      }
    }
  }

  migrate(): Promise<void> {
    return this.inner.migrate();
  }
  async close(): Promise<void> {
    this.closed = true;
    await this.inner.close();
  }

  createUser(u: StoredUser): Promise<boolean> {
    return this.write('the account', () => this.inner.createUser(u));
  }
  userByName(name: string): Promise<StoredUser | null> {
    return this.read(() => this.inner.userByName(name));
  }
  userById(id: string): Promise<StoredUser | null> {
    return this.read(() => this.inner.userById(id));
  }
  nameLookingLike(skeleton: string): Promise<string | null> {
    return this.read(() => this.inner.nameLookingLike(skeleton));
  }
  createSession(tokenHash: string, userId: string, expiresAt: number): Promise<void> {
    return this.write('the session', () => this.inner.createSession(tokenHash, userId, expiresAt));
  }
  sessionUser(tokenHash: string, now: number): Promise<StoredUser | null> {
    return this.read(() => this.inner.sessionUser(tokenHash, now));
  }
  deleteSession(tokenHash: string): Promise<void> {
    return this.write('the logout', () => this.inner.deleteSession(tokenHash));
  }
  deleteUserSessions(userId: string): Promise<number> {
    return this.write('the logout', () => this.inner.deleteUserSessions(userId));
  }
  expire(now: number, limits: Parameters<Storage['expire']>[1]): ReturnType<Storage['expire']> {
    return this.write('the expiry', () => this.inner.expire(now, limits));
  }

  saveTable(t: StoredTable): Promise<void> {
    return this.write('the table', () => this.inner.saveTable(t));
  }
  getTable(id: string): Promise<StoredTable | null> {
    return this.read(() => this.inner.getTable(id));
  }
  activeTables(): Promise<StoredTable[]> {
    return this.read(() => this.inner.activeTables());
  }
  appendLog(tableId: string, entry: LogEntry, replaceUnacknowledged?: boolean): Promise<void> {
    return this.write('the move', () => this.inner.appendLog(tableId, entry, replaceUnacknowledged));
  }
  /**
   * While the database works, the adapter's synchronous path; a failed group
   * commit (it wrote nothing) takes the usual way, `appendLog`: "busy" retried,
   * a final failure marks the database away and is what `stored` is told.
   */
  appendLogSoon(tableId: string, entry: LogEntry, stored: (error: unknown) => void): boolean {
    if (this.away !== null || this.inner.appendLogSoon === undefined) return false;
    return this.inner.appendLogSoon(tableId, entry, (error) => {
      if (error === null) stored(null);
      else this.appendLog(tableId, entry).then(() => stored(null), stored);
    });
  }
  log(tableId: string): Promise<LogEntry[]> {
    return this.read(() => this.inner.log(tableId));
  }
  writeFigures(reset = false): WriteFigures {
    return this.inner.writeFigures?.(reset) ?? NO_WRITE_FIGURES;
  }
  appendChat(tableId: string, entry: ChatEntry): Promise<void> {
    return this.write('the chat line', () => this.inner.appendChat(tableId, entry));
  }
  chat(tableId: string): Promise<ChatEntry[]> {
    return this.read(() => this.inner.chat(tableId));
  }
  rating(userId: string, game: string): Promise<Rating | null> {
    return this.read(() => this.inner.rating(userId, game));
  }
  recordGame(ratings: readonly Rating[], results: readonly GameResult[]): Promise<void> {
    return this.write('the results', () => this.inner.recordGame(ratings, results));
  }
  finishTable(over: StoredTable, ratings: readonly Rating[], results: readonly GameResult[]): Promise<boolean> {
    return this.write('the end of the game', () => this.inner.finishTable(over, ratings, results));
  }
  tableResults(tableId: string): Promise<GameResult[]> {
    return this.read(() => this.inner.tableResults(tableId));
  }
  leaderboard(game: string, limit: number): Promise<LeaderRow[]> {
    return this.read(() => this.inner.leaderboard(game, limit));
  }
  recentGames(userId: string, limit: number): Promise<GameResult[]> {
    return this.read(() => this.inner.recentGames(userId, limit));
  }
}
