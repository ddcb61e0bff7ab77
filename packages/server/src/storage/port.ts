/**
 * The storage port: the only way the server persists anything. Two adapters
 * (SQLite, PostgreSQL) implement it over one Kysely query layer, and the same
 * contract tests run against both.
 */
import type { BotSpeed, ReactionRange } from '@kozyr/engine';
import type { PlayerInfo, TableStatus, TournamentView } from '@kozyr/protocol';
import type { WriteFigures } from './write-figures.ts';

export interface StoredUser {
  readonly id: string;
  readonly name: string;
  /** scrypt hash `scrypt$N$r$p$salt$hash`, null for guests. */
  readonly passHash: string | null;
  readonly guest: boolean;
  readonly createdAt: number;
}

/** A seat holder as stored: connection flags are runtime-only and dropped. */
export type StoredPlayer =
  | {
    readonly kind: 'human';
    readonly userId: string;
    readonly name: string;
    readonly standIn?: boolean;
    /**
     * The holder gave the seat up during the game (tables/forfeit.ts): 1 for the first seat given up, 2 for the
     * next… The stand-in plays it to the end and the holder places last. Kept in the table's row (JSON), so a
     * restart and the replay keep it.
     */
    readonly left?: number;
  }
  /** `speed`: how fast the bot reacts at a real-time table (the default speed when absent). */
  | { readonly kind: 'bot'; readonly bot: string; readonly name: string; readonly speed?: BotSpeed; };

export interface TableOptions {
  readonly turnSeconds: number;
  readonly botDelayMs: number;
  /** Real-time tables: the reaction range of each bot speed, where the table sets its own (else the defaults). */
  readonly reactions?: Readonly<Partial<Record<BotSpeed, ReactionRange>>>;
  readonly rated: boolean;
  readonly private: boolean;
}

/** A table is stored as config + seed (+ stacked deck) + move log; the state is rebuilt by replay. */
export interface StoredTable {
  readonly id: string;
  readonly game: string;
  readonly status: TableStatus;
  readonly seats: number;
  /** The config as parsed by the game (defaults filled). */
  readonly config: Readonly<Record<string, unknown>>;
  readonly options: TableOptions;
  readonly players: readonly (StoredPlayer | null)[];
  readonly creator: string;
  readonly invite: string;
  readonly seed: number;
  readonly salt: string;
  readonly seedHash: string;
  readonly deck: readonly string[] | null;
  readonly outcome: unknown;
  readonly previous: string | null;
  readonly createdAt: number;
  readonly startedAt: number | null;
  readonly finishedAt: number | null;
}

export const LOG_SOURCES = ['player', 'bot', 'stand-in', 'clock', 'chat'] as const;
export type LogSource = (typeof LOG_SOURCES)[number];

/** One entry of a table's log: a move by a seat at `at`, or (move null) the clock advancing to `at`. */
export interface LogEntry {
  readonly seq: number;
  readonly seat: number | null;
  readonly move: unknown;
  readonly at: number;
  readonly by: LogSource;
}

export interface ChatEntry {
  readonly userId: string | null;
  readonly name: string;
  readonly seat: number | null;
  readonly text: string;
  readonly at: number;
  /** The table's version when the message was relayed. */
  readonly version: number;
}

export interface Rating {
  readonly userId: string;
  readonly game: string;
  readonly rating: number;
  readonly rd: number;
  readonly vol: number;
  readonly games: number;
}

export interface GameResult {
  readonly tableId: string;
  readonly userId: string;
  readonly game: string;
  readonly seat: number;
  readonly place: number;
  readonly ratingBefore: number | null;
  readonly ratingAfter: number | null;
  readonly finishedAt: number;
}

export interface ExpiryLimits {
  /** Guests created before this instant with no session left are deleted. */
  readonly guestsCreatedBefore: number;
  /** Tables still waiting for players that were created before this instant are deleted. */
  readonly waitingCreatedBefore: number;
}

export interface ExpiryCounts {
  readonly sessions: number;
  readonly guests: number;
  readonly tables: string[];
}

export interface LeaderRow extends Rating {
  readonly name: string;
}

/** upcoming (registration open), running, finished: the protocol's lists. */
export type TournamentStatus = TournamentView['status'];

/**
 * A tournament as stored: the parsed tournament config and seed (its pairings are a function of these and its
 * event log) and the server's own settings (the game tables' settings, when it starts, the organiser).
 */
export interface StoredTournament {
  readonly id: string;
  readonly game: string;
  readonly status: TournamentStatus;
  /** The format's settings as parsed (defaults filled). */
  readonly config: Readonly<Record<string, unknown>>;
  readonly seed: number;
  readonly settings: TournamentSettings;
  readonly organiser: string;
  readonly createdAt: number;
  /** When it starts by the clock (null: when enough have joined). */
  readonly startsAt: number | null;
  readonly finishedAt: number | null;
}

/** The server's settings of a tournament: what its view shows (the protocol's), and its title. */
export type TournamentSettings = TournamentView['settings'] & { readonly title: string; };

/** One accepted event of a tournament's log (the event as the tournament package reads it). */
export interface TournamentLogEntry {
  readonly seq: number;
  readonly event: unknown;
  readonly at: number;
}

/** The game table opened for a tournament table's n-th game (n from 0). */
export interface TournamentGameLink {
  readonly table: string;
  readonly n: number;
  readonly tableId: string;
}

export interface Storage {
  readonly kind: 'sqlite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;

  /** false when the name is taken (case-insensitively). */
  createUser(user: StoredUser): Promise<boolean>;
  userByName(name: string): Promise<StoredUser | null>;
  userById(id: string): Promise<StoredUser | null>;
  /** An existing name with this confusables skeleton (a look-alike), if any. */
  nameLookingLike(skeleton: string): Promise<string | null>;

  createSession(tokenHash: string, userId: string, expiresAt: number): Promise<void>;
  sessionUser(tokenHash: string, now: number): Promise<StoredUser | null>;
  deleteSession(tokenHash: string): Promise<void>;
  /** Every session of the user ("log out everywhere"); returns how many ended. */
  deleteUserSessions(userId: string): Promise<number>;
  /** Housekeeping: expired sessions, idle guests (no session left) and never-started tables past their time. */
  expire(now: number, limits: ExpiryLimits): Promise<ExpiryCounts>;

  /** Insert or replace the table's metadata row. */
  saveTable(table: StoredTable): Promise<void>;
  getTable(id: string): Promise<StoredTable | null>;
  /** Tables not over yet (what a restarting server must resume). */
  activeTables(): Promise<StoredTable[]>;

  /**
   * Append one log entry; the seq must be the next one (a duplicate seq is an error).
   * `replaceUnacknowledged`: an earlier write of this seq failed without an answer
   * (the connection dropped), so it may or may not have landed; whatever is stored
   * from this seq on was never acknowledged to anyone and is replaced.
   */
  appendLog(tableId: string, entry: LogEntry, replaceUnacknowledged?: boolean): Promise<void>;
  /**
   * Where the adapter has a group commit of the event-loop turn (SQLite): the
   * entry joins it and `stored` is called once it is committed (null) or could
   * not be (the error; nothing was stored). No promise per entry. false (nothing
   * done, `stored` never called) when the entry must take `appendLog` instead.
   * A table writes every log entry one way (TableRecord.append): this one first.
   */
  appendLogSoon?(tableId: string, entry: LogEntry, stored: (error: unknown) => void): boolean;
  /** What the move log's writes waited for since the last reset (write-figures.ts); `reset` starts afresh after reading. */
  writeFigures?(reset?: boolean): WriteFigures;
  log(tableId: string): Promise<LogEntry[]>;

  appendChat(tableId: string, entry: ChatEntry): Promise<void>;
  chat(tableId: string): Promise<ChatEntry[]>;

  rating(userId: string, game: string): Promise<Rating | null>;
  /** Store new ratings and the results of one finished table in one transaction. */
  recordGame(ratings: readonly Rating[], results: readonly GameResult[]): Promise<void>;
  /**
   * The end of a game in one transaction: the table's row (status over), the new
   * ratings and the results. false (and nothing written) when the table is
   * already over in storage: finishing twice (a retry, a restart) changes nothing.
   */
  finishTable(over: StoredTable, ratings: readonly Rating[], results: readonly GameResult[]): Promise<boolean>;
  /** The results stored for one finished table. */
  tableResults(tableId: string): Promise<GameResult[]>;
  leaderboard(game: string, limit: number): Promise<LeaderRow[]>;
  recentGames(userId: string, limit: number): Promise<GameResult[]>;

  /** Insert or replace a tournament's row. */
  saveTournament(t: StoredTournament): Promise<void>;
  getTournament(id: string): Promise<StoredTournament | null>;
  /** Tournaments in this status, the newest first. */
  tournaments(status: TournamentStatus, limit: number): Promise<StoredTournament[]>;
  /** Append one event to a tournament's log; the seq must be the next one (a duplicate seq is an error). */
  appendTournamentEvent(tournamentId: string, entry: TournamentLogEntry): Promise<void>;
  tournamentLog(tournamentId: string): Promise<TournamentLogEntry[]>;
  /** Which game table a tournament table's game opened (stored before the game table starts). */
  linkTournamentGame(tournamentId: string, link: TournamentGameLink): Promise<void>;
  tournamentGames(tournamentId: string): Promise<TournamentGameLink[]>;
  /** An account entered the tournament (idempotent: entering again changes nothing). */
  enterTournament(tournamentId: string, userId: string): Promise<void>;
  /** The tournaments the account entered, the newest first. */
  tournamentsOf(userId: string, limit: number): Promise<StoredTournament[]>;
}

export type { PlayerInfo };
