/**
 * The storage port over Kysely, the portable adapter: every query is written
 * once here and runs on both dialects (PostgreSQL's adapter is this class as it
 * is). JSON is stored as text and epoch milliseconds as bigint. SQLite's fast
 * path (its move journal, prepared statements past the query builder) is a
 * subclass of its own: sqlite-storage.ts.
 */
import type { TableStatus } from '@kozyr/protocol';
import type { Kysely, Transaction } from 'kysely';
import { randomUUID } from 'node:crypto';
import { WriteBatcher } from './batcher.ts';
import { migrateToLatest } from './migrations.ts';
import { nameSkeleton } from './name-skeleton.ts';
import type {
  ChatEntry,
  ExpiryCounts,
  ExpiryLimits,
  GameResult,
  LeaderRow,
  LogEntry,
  LogSource,
  Rating,
  StoredTable,
  StoredTournament,
  StoredUser,
  TournamentGameLink,
  TournamentLogEntry,
  TournamentStatus,
} from './port.ts';
import type { ProbedStorage } from './resilient.ts';
import type { DB } from './schema.ts';
import { CommitWaits, NO_HOLDS, type WriteFigures } from './write-figures.ts';

const num = (v: number | string | bigint): number => Number(v);

type UserRow = DB['users'];
export const toUser = (r: UserRow): StoredUser => ({
  id: r.id,
  name: r.name,
  passHash: r.pass_hash,
  guest: r.guest === 1,
  createdAt: num(r.created_at),
});

/** Fields of StoredTable kept in the `meta` JSON column (everything but the indexed columns). */
type TableMeta = Omit<StoredTable, 'id' | 'game' | 'status' | 'createdAt'>;

function toTable(r: DB['tables']): StoredTable {
  const meta = JSON.parse(r.meta) as TableMeta;
  return { ...meta, id: r.id, game: r.game, status: r.status as TableStatus, createdAt: num(r.created_at) };
}

/** Fields of StoredTournament kept in the `meta` JSON column. */
type TournamentMeta = Omit<StoredTournament, 'id' | 'game' | 'status' | 'organiser' | 'createdAt' | 'startsAt'>;

function toTournament(r: DB['tournaments']): StoredTournament {
  const meta = JSON.parse(r.meta) as TournamentMeta;
  return {
    ...meta,
    id: r.id,
    game: r.game,
    status: r.status as TournamentStatus,
    organiser: r.organiser,
    createdAt: num(r.created_at),
    startsAt: r.starts_at === null ? null : num(r.starts_at),
  };
}

export type MoveRow = DB['moves'];

export const toLogEntry = (r: MoveRow): LogEntry => ({
  seq: r.seq,
  seat: r.seat,
  move: r.move === null ? null : (JSON.parse(r.move) as unknown),
  at: num(r.at),
  by: r.by as LogSource,
});

export const toResult = (r: DB['results']): GameResult => ({
  tableId: r.table_id,
  userId: r.user_id,
  game: r.game,
  seat: r.seat,
  place: r.place,
  ratingBefore: r.rating_before,
  ratingAfter: r.rating_after,
  finishedAt: num(r.finished_at),
});

/**
 * A check run first inside a write's transaction, on PostgreSQL: a node's lease
 * check (many-nodes/fenced-moves.ts), which locks the lease rows until the commit.
 * It throws to refuse; then the transaction rolls back and nothing is written.
 */
export type WriteFence = (tx: Transaction<DB>) => Promise<void>;

export const toMoveRow = (tableId: string, e: LogEntry): MoveRow => ({
  table_id: tableId,
  seq: e.seq,
  seat: e.seat,
  move: e.move === null ? null : JSON.stringify(e.move),
  at: e.at,
  by: e.by,
});

/** Rows ordered by seq, each seq's first kept (see SqliteStorage's `log`). */
export function dropRepeatedSeqs<T extends { readonly seq: number; }>(rows: readonly T[]): T[] {
  return rows.filter((r, i) => i === 0 || rows[i - 1]!.seq !== r.seq);
}

/** The one INSERT of move rows (many tables' rows at once), fenced or not. */
const insertMoves = (db: Kysely<DB>, rows: readonly MoveRow[]): Promise<void> =>
  db.insertInto('moves').values(rows.slice()).execute().then(() => undefined);

/** The `tables` row of a table: its indexed columns, and the rest as the `meta` JSON. */
export interface TableRowValues {
  readonly id: string;
  readonly game: string;
  readonly status: string;
  readonly meta: string;
  readonly createdAt: number;
}

/** A table's row: its indexed columns, and the rest as the `meta` JSON. */
export function tableRow(t: StoredTable): TableRowValues {
  const { id, game, status, createdAt, ...meta } = t;
  return { id, game, status, meta: JSON.stringify(meta), createdAt };
}

/** The one write of a table's row: inserted, or its status and meta replaced. */
async function upsertTable(db: Kysely<DB>, t: StoredTable): Promise<void> {
  const { id, game, status, meta, createdAt } = tableRow(t);
  await db
    .insertInto('tables')
    .values({ id, game, status, meta, created_at: createdAt })
    .onConflict((oc) => oc.column('id').doUpdateSet({ status, meta }))
    .execute();
}

/**
 * Whether the database takes a write now: a row written and removed in one committed transaction (a read, or
 * `SELECT 1`, succeeds on a full disk or a read-only standby). Its id is this probe's own: probes of other
 * processes on the same database never meet.
 */
export async function writeProbe(db: Kysely<DB>): Promise<void> {
  const id = randomUUID();
  await db.transaction().execute(async (tx) => {
    await tx.insertInto('write_probe').values({ id, pad: 'probe' }).execute();
    await tx.deleteFrom('write_probe').where('id', '=', id).execute();
  });
}

export class KyselyStorage implements ProbedStorage {
  /** The move log's group commit (batcher.ts). */
  protected readonly moves: WriteBatcher<MoveRow>;
  /** How long stored moves waited for their commit (write-figures.ts). */
  protected readonly waits = new CommitWaits();

  constructor(
    readonly kind: 'sqlite' | 'postgres',
    protected readonly db: Kysely<DB>,
  ) {
    this.moves = new WriteBatcher<MoveRow>({
      writeMany: (rows) => this.appendMoveBatch(rows),
      writeOne: (row) => this.appendMoveRow(row),
      held: () => this.movesHeld(),
      waits: this.waits,
    });
  }

  /** What the move log's writes waited for since the last reset (`/api/stats`); `reset` starts afresh after reading. */
  writeFigures(reset = false): WriteFigures {
    const figures = { commitWaitMs: this.waits.figures(), checkpointHolds: NO_HOLDS };
    if (reset) this.waits.reset();
    return figures;
  }

  /**
   * The one place a batch of moves (from many tables, one group commit) is
   * appended: one multi-row INSERT, atomic by itself (SQLite's fast path: its
   * journal, synchronously). Each caller's promise settles after this has
   * committed (see WriteBatcher), so a move is broadcast only once stored.
   */
  protected appendMoveBatch(rows: readonly MoveRow[]): Promise<void> | undefined {
    return this.insertMoves(this.db, rows);
  }

  /** One row (a failed batch's rows are tried one by one, so only bad rows fail). */
  protected appendMoveRow(row: MoveRow): Promise<void> {
    return this.insertMoves(this.db, [row]);
  }

  /** True while the move log should hold its batches (SQLite: a checkpoint wants the lock). */
  protected movesHeld(): boolean {
    return false;
  }

  /** Rows straight into `moves`. */
  protected async insertMoves(db: Kysely<DB>, rows: readonly MoveRow[]): Promise<void> {
    await insertMoves(db, rows);
  }

  /**
   * Append move rows at once, past the group commit: under `fence` (a node's
   * lease check) in one transaction after it, and not at all when it refuses.
   */
  async appendMoves(rows: readonly MoveRow[], fence?: WriteFence): Promise<void> {
    if (fence === undefined) return this.insertMoves(this.db, rows);
    await this.transact(fence, (tx) => this.insertMoves(tx, rows));
  }

  /** One transaction: the fence's check first (when there is one), then `body`. */
  protected transact<T>(fence: WriteFence | undefined, body: (tx: Transaction<DB>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(async (tx) => {
      await fence?.(tx);
      return body(tx);
    });
  }

  probe(): Promise<void> {
    return writeProbe(this.db);
  }

  async migrate(): Promise<void> {
    await migrateToLatest(this.db as unknown as Kysely<unknown>);
  }

  async close(): Promise<void> {
    await this.db.destroy();
  }

  async createUser(u: StoredUser): Promise<boolean> {
    const key = u.name.toLowerCase();
    const taken = await this.db.selectFrom('users').select('id').where('name_key', '=', key).executeTakeFirst();
    if (taken !== undefined) return false;
    try {
      await this.db
        .insertInto('users')
        .values({
          id: u.id,
          name: u.name,
          name_key: key,
          name_skeleton: nameSkeleton(u.name),
          pass_hash: u.passHash,
          guest: u.guest ? 1 : 0,
          created_at: u.createdAt,
        })
        .execute();
      return true;
    } catch {
      // A concurrent registration of the same name lost the race on the unique key.
      return false;
    }
  }

  async userByName(name: string): Promise<StoredUser | null> {
    const r = await this.db.selectFrom('users').selectAll().where('name_key', '=', name.toLowerCase()).executeTakeFirst();
    return r === undefined ? null : toUser(r);
  }

  async nameLookingLike(skeleton: string): Promise<string | null> {
    const r = await this.db.selectFrom('users').select('name').where('name_skeleton', '=', skeleton).executeTakeFirst();
    return r?.name ?? null;
  }

  async userById(id: string): Promise<StoredUser | null> {
    const r = await this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    return r === undefined ? null : toUser(r);
  }

  async createSession(tokenHash: string, userId: string, expiresAt: number): Promise<void> {
    await this.db.insertInto('sessions').values({ token_hash: tokenHash, user_id: userId, expires_at: expiresAt }).execute();
  }

  async sessionUser(tokenHash: string, now: number): Promise<StoredUser | null> {
    const r = await this.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .selectAll('users')
      .where('sessions.token_hash', '=', tokenHash)
      .where('sessions.expires_at', '>', now)
      .executeTakeFirst();
    return r === undefined ? null : toUser(r);
  }

  async deleteSession(tokenHash: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
  }

  async deleteUserSessions(userId: string): Promise<number> {
    const r = await this.db.deleteFrom('sessions').where('user_id', '=', userId).executeTakeFirst();
    return Number(r.numDeletedRows);
  }

  async expire(now: number, limits: ExpiryLimits): Promise<ExpiryCounts> {
    const sessions = await this.db.deleteFrom('sessions').where('expires_at', '<=', now).executeTakeFirst();
    const guests = await this.db
      .deleteFrom('users')
      .where('guest', '=', 1)
      .where('created_at', '<', limits.guestsCreatedBefore)
      .where((eb) =>
        eb.not(eb.exists(eb.selectFrom('sessions').select('token_hash').whereRef('sessions.user_id', '=', 'users.id')))
      )
      .executeTakeFirst();
    const stale = await this.db
      .selectFrom('tables')
      .select('id')
      .where('status', '=', 'waiting')
      .where('created_at', '<', limits.waitingCreatedBefore)
      .execute();
    const tables = stale.map((r) => r.id);
    for (let i = 0; i < tables.length; i += 500) {
      await this.db.deleteFrom('tables').where('id', 'in', tables.slice(i, i + 500)).where('status', '=', 'waiting').execute();
    }
    return { sessions: Number(sessions.numDeletedRows), guests: Number(guests.numDeletedRows), tables };
  }

  /** `fence`: see WriteFence (a node writes its tables' rows under their leases). */
  async saveTable(t: StoredTable, fence?: WriteFence): Promise<void> {
    if (fence === undefined) return upsertTable(this.db, t);
    await this.transact(fence, (tx) => upsertTable(tx, t));
  }

  async getTable(id: string): Promise<StoredTable | null> {
    const r = await this.db.selectFrom('tables').selectAll().where('id', '=', id).executeTakeFirst();
    return r === undefined ? null : toTable(r);
  }

  async activeTables(): Promise<StoredTable[]> {
    const rows = await this.db.selectFrom('tables').selectAll().where('status', '!=', 'over').orderBy('created_at').execute();
    return rows.map(toTable);
  }

  appendLog(tableId: string, e: LogEntry, replaceUnacknowledged = false): Promise<void> {
    const row = toMoveRow(tableId, e);
    if (replaceUnacknowledged) return this.replaceLogFrom(row);
    return new Promise((resolve, reject) => this.moves.add(row, (error) => (error === null ? resolve() : reject(error))));
  }

  /** The row replaces whatever is stored from its seq on (never acknowledged: see Storage.appendLog), fenced or not. */
  replaceLogFrom(row: MoveRow, fence?: WriteFence): Promise<void> {
    return this.transact(fence, async (tx) => {
      await this.removeLogFrom(tx, row);
      await this.insertMoves(tx, [row]);
    });
  }

  /** Whatever is stored of the row's table from its seq on goes (inside `replaceLogFrom`'s transaction). */
  protected async removeLogFrom(tx: Transaction<DB>, row: MoveRow): Promise<void> {
    await tx.deleteFrom('moves').where('table_id', '=', row.table_id).where('seq', '>=', row.seq).execute();
  }

  async log(tableId: string): Promise<LogEntry[]> {
    return (await this.db.selectFrom('moves').selectAll().where('table_id', '=', tableId).orderBy('seq').execute())
      .map(toLogEntry);
  }

  /** `fence`: see WriteFence (a node that lost the table's lease stores no line of it). */
  async appendChat(tableId: string, e: ChatEntry, fence?: WriteFence): Promise<void> {
    if (fence === undefined) return this.insertChat(this.db, tableId, e);
    await this.transact(fence, (tx) => this.insertChat(tx, tableId, e));
  }

  private async insertChat(db: Kysely<DB>, tableId: string, e: ChatEntry): Promise<void> {
    // Chat rows are numbered per table; the table queue serializes writers, so max+1 cannot race.
    const last = await db
      .selectFrom('chat')
      .select((eb) => eb.fn.max('n').as('n'))
      .where('table_id', '=', tableId)
      .executeTakeFirst();
    const n = last?.n === null || last?.n === undefined ? 0 : num(last.n) + 1;
    await db
      .insertInto('chat')
      .values({ table_id: tableId, n, user_id: e.userId, name: e.name, seat: e.seat, text: e.text, at: e.at, version: e.version })
      .execute();
  }

  async chat(tableId: string): Promise<ChatEntry[]> {
    const rows = await this.db.selectFrom('chat').selectAll().where('table_id', '=', tableId).orderBy('n').execute();
    return rows.map((r) => ({ userId: r.user_id, name: r.name, seat: r.seat, text: r.text, at: num(r.at), version: r.version }));
  }

  async rating(userId: string, game: string): Promise<Rating | null> {
    const r = await this.db.selectFrom('ratings').selectAll().where('user_id', '=', userId).where('game', '=', game)
      .executeTakeFirst();
    return r === undefined ? null : { userId: r.user_id, game: r.game, rating: r.rating, rd: r.rd, vol: r.vol, games: r.games };
  }

  async recordGame(ratings: readonly Rating[], results: readonly GameResult[]): Promise<void> {
    await this.db.transaction().execute((tx) => this.writeGame(tx, ratings, results));
  }

  private async writeGame(tx: Transaction<DB>, ratings: readonly Rating[], results: readonly GameResult[]): Promise<void> {
    for (const r of ratings) {
      const row = { user_id: r.userId, game: r.game, rating: r.rating, rd: r.rd, vol: r.vol, games: r.games };
      await tx
        .insertInto('ratings')
        .values(row)
        .onConflict((oc) =>
          oc.columns(['user_id', 'game']).doUpdateSet({ rating: r.rating, rd: r.rd, vol: r.vol, games: r.games })
        )
        .execute();
    }
    for (const g of results) {
      await tx
        .insertInto('results')
        .values({
          table_id: g.tableId,
          user_id: g.userId,
          game: g.game,
          seat: g.seat,
          place: g.place,
          rating_before: g.ratingBefore,
          rating_after: g.ratingAfter,
          finished_at: g.finishedAt,
        })
        .onConflict((oc) => oc.columns(['table_id', 'user_id']).doNothing())
        .execute();
    }
  }

  /** `fence`: see WriteFence (a node that lost the table's lease cannot end its game). */
  async finishTable(
    over: StoredTable,
    ratings: readonly Rating[],
    results: readonly GameResult[],
    fence?: WriteFence,
  ): Promise<boolean> {
    return this.transact(fence, async (tx) => {
      // Locks the row on PostgreSQL, so two finishers of one table cannot both write (SQLite serializes writers).
      let read = tx.selectFrom('tables').select('status').where('id', '=', over.id);
      if (this.kind === 'postgres') read = read.forUpdate();
      const row = await read.executeTakeFirst();
      if (row?.status === 'over') return false;
      await upsertTable(tx, over);
      await this.writeGame(tx, ratings, results);
      return true;
    });
  }

  async tableResults(tableId: string): Promise<GameResult[]> {
    const rows = await this.db.selectFrom('results').selectAll().where('table_id', '=', tableId).orderBy('seat').execute();
    return rows.map(toResult);
  }

  async leaderboard(game: string, limit: number): Promise<LeaderRow[]> {
    const rows = await this.db
      .selectFrom('ratings')
      .innerJoin('users', 'users.id', 'ratings.user_id')
      .select(['ratings.user_id', 'ratings.game', 'ratings.rating', 'ratings.rd', 'ratings.vol', 'ratings.games', 'users.name'])
      .where('ratings.game', '=', game)
      .orderBy('ratings.rating', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      userId: r.user_id,
      game: r.game,
      rating: r.rating,
      rd: r.rd,
      vol: r.vol,
      games: r.games,
      name: r.name,
    }));
  }

  async recentGames(userId: string, limit: number): Promise<GameResult[]> {
    const rows = await this.db
      .selectFrom('results')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('finished_at', 'desc')
      .limit(limit)
      .execute();
    return rows.map(toResult);
  }

  async saveTournament(t: StoredTournament): Promise<void> {
    const { id, game, status, organiser, createdAt, startsAt, ...rest } = t;
    const meta = JSON.stringify(rest);
    await this.db
      .insertInto('tournaments')
      .values({ id, game, status, meta, organiser, created_at: createdAt, starts_at: startsAt })
      .onConflict((oc) => oc.column('id').doUpdateSet({ status, meta, starts_at: startsAt }))
      .execute();
  }

  async getTournament(id: string): Promise<StoredTournament | null> {
    const r = await this.db.selectFrom('tournaments').selectAll().where('id', '=', id).executeTakeFirst();
    return r === undefined ? null : toTournament(r);
  }

  async tournaments(status: TournamentStatus, limit: number): Promise<StoredTournament[]> {
    const rows = await this.db.selectFrom('tournaments').selectAll().where('status', '=', status)
      .orderBy('created_at', 'desc').limit(limit).execute();
    return rows.map(toTournament);
  }

  async appendTournamentEvent(tournamentId: string, e: TournamentLogEntry): Promise<void> {
    await this.db.insertInto('tournament_events')
      .values({ tournament_id: tournamentId, seq: e.seq, event: JSON.stringify(e.event), at: e.at }).execute();
  }

  async tournamentLog(tournamentId: string): Promise<TournamentLogEntry[]> {
    const rows = await this.db.selectFrom('tournament_events').selectAll().where('tournament_id', '=', tournamentId)
      .orderBy('seq').execute();
    return rows.map((r) => ({ seq: r.seq, event: JSON.parse(r.event) as unknown, at: num(r.at) }));
  }

  async linkTournamentGame(tournamentId: string, link: TournamentGameLink): Promise<void> {
    await this.db.insertInto('tournament_games')
      .values({ tournament_id: tournamentId, table_ref: link.table, n: link.n, table_id: link.tableId }).execute();
  }

  async tournamentGames(tournamentId: string): Promise<TournamentGameLink[]> {
    const rows = await this.db.selectFrom('tournament_games').selectAll().where('tournament_id', '=', tournamentId)
      .orderBy('table_ref').orderBy('n').execute();
    return rows.map((r) => ({ table: r.table_ref, n: r.n, tableId: r.table_id }));
  }

  async enterTournament(tournamentId: string, userId: string): Promise<void> {
    await this.db.insertInto('tournament_entries').values({ tournament_id: tournamentId, user_id: userId })
      .onConflict((oc) => oc.columns(['tournament_id', 'user_id']).doNothing()).execute();
  }

  async tournamentsOf(userId: string, limit: number): Promise<StoredTournament[]> {
    const rows = await this.db.selectFrom('tournament_entries')
      .innerJoin('tournaments', 'tournaments.id', 'tournament_entries.tournament_id')
      .selectAll('tournaments')
      .where('tournament_entries.user_id', '=', userId)
      .orderBy('tournaments.created_at', 'desc').limit(limit).execute();
    return rows.map(toTournament);
  }
}
