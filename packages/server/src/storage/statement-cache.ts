/**
 * The SQLite connection as Kysely sees it, with its prepared statements kept:
 * Kysely's SQLite driver prepares every query afresh (SQLite parses and plans
 * it each time), though the club's queries are a few dozen fixed texts — the
 * seating, start and end of every game run the same ones thousands of times.
 * Statements are run synchronously one at a time (Kysely serializes the
 * connection and never streams here), so one statement per text is safe to reuse.
 */
import type Database from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** More distinct texts than this (an unexpected query builder habit) and the cache starts afresh. */
const MAX_STATEMENTS = 256;

export function cachingStatements(database: Database.Database): SqliteDatabase & { readonly cached: number; } {
  const statements = new Map<string, SqliteStatement>();
  return {
    get cached() {
      return statements.size;
    },
    prepare(sql: string): SqliteStatement {
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
