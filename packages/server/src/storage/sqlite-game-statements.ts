/**
 * SQLite's writes and reads of a game's life (its row saved at the seating,
 * the start and the end; its players looked up and its results written when it
 * ends) as prepared statements run directly, past Kysely. At 1,000 closed-loop
 * Durak tables a game ends every few dozen moves, and Kysely building,
 * compiling and queueing each of these queries cost several µs per move, more
 * than the moves' own log writes. The SQL is the SQL Kysely generated for the
 * same calls (kysely.ts keeps those for PostgreSQL and as the fallback; sqlite-storage.ts chooses).
 *
 * A statement run here while a Kysely transaction is open on the connection
 * would join that transaction uncommitted, so `free` must be checked first;
 * when it is false the caller takes Kysely's way, which waits for the
 * transaction. Everything here is synchronous: a failure (SQLITE_BUSY) throws
 * before anything is written, as the statement would through Kysely.
 */
import type Database from 'better-sqlite3';
import type { TableRowValues } from './kysely.ts';
import type { GameResult, Rating } from './port.ts';
import type { DB } from './schema.ts';

export class SqliteGameStatements {
  private statements: ReturnType<typeof prepare> | null = null;

  constructor(private readonly database: Database.Database) {}

  /** No transaction is open on the connection: a statement here commits on its own. */
  get free(): boolean {
    return !this.database.inTransaction;
  }

  /** Insert the table's row, or replace its status and meta. */
  saveTable(t: TableRowValues): void {
    this.prepared().upsertTable.run(t.id, t.game, t.status, t.meta, t.createdAt);
  }

  userById(id: string): DB['users'] | undefined {
    return this.prepared().userById.get(id) as DB['users'] | undefined;
  }

  tableResults(tableId: string): DB['results'][] {
    return this.prepared().tableResults.all(tableId) as DB['results'][];
  }

  /**
   * The end of a game in one transaction: false (nothing written) when the
   * table is already over in storage; else its row, the ratings and the results.
   */
  finishTable(over: TableRowValues, ratings: readonly Rating[], results: readonly GameResult[]): boolean {
    return this.prepared().finish(over, ratings, results);
  }

  private prepared() {
    // Prepared on first use: the tables exist only once the migrations have run.
    this.statements ??= prepare(this.database);
    return this.statements;
  }
}

function prepare(database: Database.Database) {
  const upsertTable = database.prepare(
    'insert into "tables" ("id", "game", "status", "meta", "created_at") values (?, ?, ?, ?, ?) ' +
      'on conflict ("id") do update set "status" = excluded."status", "meta" = excluded."meta"',
  );
  const userById = database.prepare('select * from "users" where "id" = ?');
  const tableResults = database.prepare('select * from "results" where "table_id" = ? order by "seat"');
  const tableStatus = database.prepare('select "status" from "tables" where "id" = ?').pluck();
  const upsertRating = database.prepare(
    'insert into "ratings" ("user_id", "game", "rating", "rd", "vol", "games") values (?, ?, ?, ?, ?, ?) ' +
      'on conflict ("user_id", "game") do update set "rating" = excluded."rating", "rd" = excluded."rd", ' +
      '"vol" = excluded."vol", "games" = excluded."games"',
  );
  const insertResult = database.prepare(
    'insert into "results" ("table_id", "user_id", "game", "seat", "place", "rating_before", "rating_after", ' +
      '"finished_at") values (?, ?, ?, ?, ?, ?, ?, ?) on conflict ("table_id", "user_id") do nothing',
  );
  const finish = database.transaction(
    (over: TableRowValues, ratings: readonly Rating[], results: readonly GameResult[]): boolean => {
      if (tableStatus.get(over.id) === 'over') return false;
      upsertTable.run(over.id, over.game, over.status, over.meta, over.createdAt);
      for (const r of ratings) upsertRating.run(r.userId, r.game, r.rating, r.rd, r.vol, r.games);
      for (const g of results) {
        insertResult.run(g.tableId, g.userId, g.game, g.seat, g.place, g.ratingBefore, g.ratingAfter, g.finishedAt);
      }
      return true;
    },
  );
  return { upsertTable, userById, tableResults, finish };
}
