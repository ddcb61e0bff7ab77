/**
 * Storage that rides out a database going away. Every call goes through here:
 *
 * - A write that fails for any reason (PostgreSQL restarted, backends
 *   terminated, the network gone; a full disk, a read-only file, an I/O error)
 *   marks the database *away* and is refused as `StorageUnavailable` with the
 *   fault's reason (faults.ts), never as an internal error: nothing was stored.
 *   While away, writes are refused at once (so a move is never acknowledged
 *   unless it was stored), and a probe that really writes (ProbedStorage)
 *   retries with exponential backoff until the database takes a write again;
 *   then the listeners are told (the tables re-arm their bots and clocks and
 *   retry what failed).
 * - SQLite's "database is locked" (another process holds the write lock) is
 *   retried asynchronously with backoff instead of waiting inside the driver,
 *   so one outside lock never stalls the event loop that serves every table;
 *   for `busyRetryMs` at most, so that a move is answered, stored or refused,
 *   within a second.
 *
 * The retries and their backoff are cockatiel's policies. The away state is a
 * flag, not cockatiel's circuit breaker: a breaker closes again only when a real
 * call, let through half-open, succeeds, and with every table waiting for the
 * database no call may come (bots and clocks are re-armed only once it is back),
 * and the call let through would be a player's move used as the test. Here the
 * probe decides, with a write of its own.
 */
import { ExponentialBackoff, handleAll, handleWhen, retry } from 'cockatiel';
import { faultReason, isBusyError, isConnectionError, isKnownFault } from './faults.ts';
import type {
  ChatEntry,
  GameResult,
  LeaderRow,
  LogEntry,
  Rating,
  Storage,
  StoredTable,
  StoredTournament,
  StoredUser,
  TournamentGameLink,
  TournamentLogEntry,
  TournamentStatus,
} from './port.ts';
import { NO_WRITE_FIGURES, type WriteFigures } from './write-figures.ts';

export { isBusyError, isConnectionError } from './faults.ts';

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
  busyRetryMs: 500,
  probeMinMs: 100,
  probeMaxMs: 5000,
  log: (line) => process.stderr.write(`kozyr server: ${line}\n`),
};

/** "Busy" tried again after 2 ms, doubling to 100 ms, until the call's deadline (its AbortSignal) has passed. */
const busyRetry = retry(handleWhen(isBusyError), {
  maxAttempts: Number.POSITIVE_INFINITY,
  backoff: new ExponentialBackoff({ initialDelay: 2, maxDelay: 100 }),
});

/** A pause that does not keep the process alive (the probe must not delay a shutdown). */
const idle = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms).unref());

/** What an adapter adds for the decorator: a probe that the database takes writes again (it writes, and throws if it cannot). */
export interface ProbedStorage extends Storage {
  probe(): Promise<void>;
}

export class ResilientStorage implements Storage {
  private away: string | null = null;
  private probing = false;
  /** Ends the probe's retries at a close (the probe must not delay a shutdown). */
  private readonly closing = new AbortController();
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
    if (!this.probing && !this.closing.signal.aborted) void this.probeLoop();
  }

  private async probeLoop(): Promise<void> {
    this.probing = true;
    const probes = retry(handleAll, {
      maxAttempts: Number.POSITIVE_INFINITY,
      backoff: new ExponentialBackoff({ initialDelay: this.options.probeMinMs, maxDelay: this.options.probeMaxMs }),
    }).dangerouslyUnref();
    probes.onRetry((r) => {
      if ('error' in r) this.away = faultReason(r.error);
    });
    try {
      // The first probe after a pause too: at once it would only meet the fault that marked the database away.
      await idle(this.options.probeMinMs);
      await probes.execute(() => this.inner.probe(), this.closing.signal);
    } catch {
      return; // closed while away
    } finally {
      this.probing = false;
    }
    if (this.closing.signal.aborted) return;
    this.options.log('database available again; resuming');
    this.away = null;
    for (const listener of this.restored) listener();
  }

  /**
   * A call that may change the database: refused while it is away; any failure marks it away. `since`: when the
   * write was first tried (performance.now()), where an earlier try met the lock; "busy" is retried until
   * `busyRetryMs` after it.
   */
  private write<T>(what: string, call: () => Promise<T>, since = performance.now()): Promise<T> {
    if (this.away !== null) {
      return Promise.reject(new StorageUnavailable(`the database is unavailable (${this.away}); ${what} was not stored`));
    }
    // The first try without the retry policy (the move log's hot path); a failure takes the slow way.
    let first: Promise<T>;
    try {
      first = call();
    } catch (e) {
      return this.afterFailedWrite(what, call, e, since);
    }
    return first.then(undefined, (e: unknown) => this.afterFailedWrite(what, call, e, since));
  }

  /** A write failed once: "busy" is retried with backoff; any final failure marks the database away and is refused. */
  private async afterFailedWrite<T>(what: string, call: () => Promise<T>, first: unknown, since: number): Promise<T> {
    try {
      if (!isBusyError(first)) throw first;
      return await this.retryBusy(call, since);
    } catch (e) {
      throw this.refusal(what, e);
    }
  }

  /** The StorageUnavailable a failed write is answered with; the database is away from now on (WriteRefused: not). */
  private refusal(what: string, e: unknown): StorageUnavailable {
    if (e instanceof WriteRefused) return e;
    const reason = faultReason(e);
    // An error the storage layer does not know is a defect somewhere: its stack goes to the operator's log.
    if (!isKnownFault(e)) this.options.log(`${what} could not be stored: ${e instanceof Error ? (e.stack ?? reason) : reason}`);
    this.markAway(reason);
    return e instanceof StorageUnavailable ?
      e :
      new StorageUnavailable(`the database is unavailable (${reason}); ${what} was not stored`, { cause: e });
  }

  /** A read: tried even while writes are refused; a connection failure marks the database away. */
  private async read<T>(call: () => Promise<T>): Promise<T> {
    try {
      try {
        return await call();
      } catch (e) {
        if (!isBusyError(e)) throw e;
        return await this.retryBusy(call);
      }
    } catch (e) {
      if (!isConnectionError(e) && !isBusyError(e)) throw e;
      const reason = faultReason(e);
      this.markAway(reason);
      throw new StorageUnavailable(`the database is unavailable (${reason})`, { cause: e });
    }
  }

  /** "Busy" tried again until `busyRetryMs` after `since` has passed; the last try's error if it never went through. */
  private retryBusy<T>(call: () => Promise<T>, since = performance.now()): Promise<T> {
    // Whole milliseconds: AbortSignal.timeout refuses a fraction (a RangeError, not a timeout).
    const left = Math.max(0, Math.ceil(since + this.options.busyRetryMs - performance.now()));
    return busyRetry.execute(call, AbortSignal.timeout(left));
  }

  migrate(): Promise<void> {
    return this.inner.migrate();
  }
  async close(): Promise<void> {
    this.closing.abort();
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
    const since = performance.now();
    return this.inner.appendLogSoon(tableId, entry, (error) => {
      if (error === null) stored(null);
      // The lock wait counts from the group commit's first try: the move is answered within it, stored or refused.
      else this.write('the move', () => this.inner.appendLog(tableId, entry), since).then(() => stored(null), stored);
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

  saveTournament(t: StoredTournament): Promise<void> {
    return this.write('the tournament', () => this.inner.saveTournament(t));
  }
  getTournament(id: string): Promise<StoredTournament | null> {
    return this.read(() => this.inner.getTournament(id));
  }
  tournaments(status: TournamentStatus, limit: number): Promise<StoredTournament[]> {
    return this.read(() => this.inner.tournaments(status, limit));
  }
  appendTournamentEvent(tournamentId: string, entry: TournamentLogEntry): Promise<void> {
    return this.write('the tournament event', () => this.inner.appendTournamentEvent(tournamentId, entry));
  }
  tournamentLog(tournamentId: string): Promise<TournamentLogEntry[]> {
    return this.read(() => this.inner.tournamentLog(tournamentId));
  }
  linkTournamentGame(tournamentId: string, link: TournamentGameLink): Promise<void> {
    return this.write('the tournament game', () => this.inner.linkTournamentGame(tournamentId, link));
  }
  tournamentGames(tournamentId: string): Promise<TournamentGameLink[]> {
    return this.read(() => this.inner.tournamentGames(tournamentId));
  }
  enterTournament(tournamentId: string, userId: string): Promise<void> {
    return this.write('the tournament entry', () => this.inner.enterTournament(tournamentId, userId));
  }
  tournamentsOf(userId: string, limit: number): Promise<StoredTournament[]> {
    return this.read(() => this.inner.tournamentsOf(userId, limit));
  }
}
