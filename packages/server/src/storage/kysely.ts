/**
 * The storage port over Kysely: every query is written once here and runs on
 * both dialects. JSON is stored as text and epoch milliseconds as bigint.
 */
import type { TableStatus } from '@kozyr/protocol';
import type { Kysely } from 'kysely';
import { WriteBatcher } from './batcher.ts';
import { migrateToLatest } from './migrations.ts';
import type { ChatEntry, GameResult, LeaderRow, LogEntry, LogSource, Rating, Storage, StoredTable, StoredUser } from './port.ts';
import type { DB } from './schema.ts';

const num = (v: number | string | bigint): number => Number(v);

type UserRow = DB['users'];
const toUser = (r: UserRow): StoredUser => ({
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

export type MoveRow = DB['moves'];

/**
 * An adapter's own way to write a batch of log rows at once, atomically, without
 * the query builder (for SQLite: one prepared statement in one transaction).
 * Returns false when it cannot write now; the rows then go through Kysely.
 */
export type DirectMoveWriter = (rows: readonly MoveRow[]) => boolean;

export class KyselyStorage implements Storage {
  private readonly moves: WriteBatcher<MoveRow>;

  constructor(
    readonly kind: 'sqlite' | 'postgres',
    private readonly db: Kysely<DB>,
    /** Extra shutdown work of the adapter (the SQLite checkpoint thread). */
    private readonly onClose: () => Promise<void> = async () => {},
    direct?: DirectMoveWriter,
  ) {
    this.moves = new WriteBatcher<MoveRow>(
      (
        rows,
      ) => (direct?.(rows) === true ?
        undefined :
        this.db.insertInto('moves').values(rows.slice()).execute().then(() => undefined)),
      async (row) => void (await this.db.insertInto('moves').values(row).execute()),
    );
  }

  async migrate(): Promise<void> {
    await migrateToLatest(this.db as unknown as Kysely<unknown>);
  }

  async close(): Promise<void> {
    await this.onClose();
    await this.db.destroy();
  }

  async createUser(u: StoredUser): Promise<boolean> {
    const key = u.name.toLowerCase();
    const taken = await this.db.selectFrom('users').select('id').where('name_key', '=', key).executeTakeFirst();
    if (taken !== undefined) return false;
    try {
      await this.db
        .insertInto('users')
        .values({ id: u.id, name: u.name, name_key: key, pass_hash: u.passHash, guest: u.guest ? 1 : 0, created_at: u.createdAt })
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

  async saveTable(t: StoredTable): Promise<void> {
    const { id, game, status, createdAt, ...meta } = t;
    const metaText = JSON.stringify(meta);
    await this.db
      .insertInto('tables')
      .values({ id, game, status, meta: metaText, created_at: createdAt })
      .onConflict((oc) => oc.column('id').doUpdateSet({ status, meta: metaText }))
      .execute();
  }

  async getTable(id: string): Promise<StoredTable | null> {
    const r = await this.db.selectFrom('tables').selectAll().where('id', '=', id).executeTakeFirst();
    return r === undefined ? null : toTable(r);
  }

  async activeTables(): Promise<StoredTable[]> {
    const rows = await this.db.selectFrom('tables').selectAll().where('status', '!=', 'over').orderBy('created_at').execute();
    return rows.map(toTable);
  }

  appendLog(tableId: string, e: LogEntry): Promise<void> {
    return this.moves.add({
      table_id: tableId,
      seq: e.seq,
      seat: e.seat,
      move: e.move === null ? null : JSON.stringify(e.move),
      at: e.at,
      by: e.by,
    });
  }

  async log(tableId: string): Promise<LogEntry[]> {
    const rows = await this.db.selectFrom('moves').selectAll().where('table_id', '=', tableId).orderBy('seq').execute();
    return rows.map((r) => ({
      seq: r.seq,
      seat: r.seat,
      move: r.move === null ? null : (JSON.parse(r.move) as unknown),
      at: num(r.at),
      by: r.by as LogSource,
    }));
  }

  async appendChat(tableId: string, e: ChatEntry): Promise<void> {
    // Chat rows are numbered per table; the table queue serializes writers, so max+1 cannot race.
    const last = await this.db
      .selectFrom('chat')
      .select((eb) => eb.fn.max('n').as('n'))
      .where('table_id', '=', tableId)
      .executeTakeFirst();
    const n = last?.n === null || last?.n === undefined ? 0 : num(last.n) + 1;
    await this.db
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
    await this.db.transaction().execute(async (tx) => {
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
    });
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
    return rows.map((r) => ({
      tableId: r.table_id,
      userId: r.user_id,
      game: r.game,
      seat: r.seat,
      place: r.place,
      ratingBefore: r.rating_before,
      ratingAfter: r.rating_after,
      finishedAt: num(r.finished_at),
    }));
  }
}
