/**
 * The SQLite connection as Kysely sees it, with its prepared statements kept:
 * Kysely's SQLite driver prepares every query afresh (SQLite parses and plans
 * it each time), though the club's queries are a few dozen fixed texts — the
 * seating, start and end of every game run the same ones thousands of times.
 * Statements are run synchronously one at a time (Kysely serializes the
 * connection and never streams here), so one statement per text is safe to reuse.
 *
 * And Kysely's ROLLBACK runs only while a transaction is open: SQLite ends a
 * transaction by itself when a statement fails with a full disk or an I/O error,
 * and Kysely's ROLLBACK after it would fail with "cannot rollback - no
 * transaction is active", which Kysely throws in place of the real error.
 */
import type Database from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** More distinct texts than this (an unexpected query builder habit) and the cache starts afresh. */
const MAX_STATEMENTS = 256;

/** The text of Kysely's SQLite driver's rollback (its `rollbackTransaction`). */
const ROLLBACK = 'rollback';

export function cachingStatements(database: Database.Database): SqliteDatabase & { readonly cached: number; } {
  const statements = new Map<string, SqliteStatement>();
  let rollbackStatement: Database.Statement | undefined;
  const rollback: SqliteStatement = {
    reader: false,
    all: () => [],
    iterate: () => [][Symbol.iterator](),
    run: () => {
      if (!database.inTransaction) return { changes: 0, lastInsertRowid: 0 };
      rollbackStatement ??= database.prepare(ROLLBACK);
      return rollbackStatement.run();
    },
  };
  return {
    get cached() {
      return statements.size;
    },
    prepare(sql: string): SqliteStatement {
      if (sql === ROLLBACK) return rollback;
      let stmt = statements.get(sql);
      if (stmt === undefined) {
        stmt = database.prepare(sql);
        if (statements.size >= MAX_STATEMENTS) statements.clear();
        statements.set(sql, stmt);
      }
      return stmt;
    },
    close: () => database.close(),
  };
}
