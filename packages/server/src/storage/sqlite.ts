/** The default adapter: one SQLite file (WAL, so a killed process loses no committed move). */
import Database from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { startCheckpointer } from './checkpointer.ts';
import { type DirectMoveWriter, KyselyStorage, type MoveRow } from './kysely.ts';
import type { DB } from './schema.ts';

/**
 * The move log's hot path: a batch of rows through one cached prepared statement
 * in one transaction (the query builder would compile and prepare a fresh
 * multi-row statement for every batch). While Kysely holds a transaction open on
 * the shared connection the rows would join it uncommitted, so they wait for Kysely instead.
 */
export function directMoveWriter(database: Database.Database): DirectMoveWriter {
  let insertAll: ((rows: readonly MoveRow[]) => void) | null = null;
  return (rows) => {
    if (database.inTransaction) return false;
    if (insertAll === null) {
      // Prepared on first use: the table exists only once the migrations have run.
      const insert = database.prepare('INSERT INTO moves (table_id, seq, seat, move, at, by) VALUES (?, ?, ?, ?, ?, ?)');
      insertAll = database.transaction((batch: readonly MoveRow[]) => {
        for (const r of batch) insert.run(r.table_id, r.seq, r.seat, r.move, r.at, r.by);
      });
    }
    insertAll(rows);
    return true;
  };
}

export function sqliteStorage(file: string): KyselyStorage {
  const inMemory = file === ':memory:';
  if (!inMemory) mkdirSync(dirname(file), { recursive: true });
  const database = new Database(file);
  database.pragma('journal_mode = WAL');
  // NORMAL in WAL mode: a commit survives a process crash (SIGKILL); only an OS crash may lose the last commits.
  database.pragma('synchronous = NORMAL');
  database.pragma('busy_timeout = 5000');
  const direct = directMoveWriter(database);
  if (inMemory) {
    return new KyselyStorage('sqlite', new Kysely<DB>({ dialect: new SqliteDialect({ database }) }), undefined, direct);
  }
  // Checkpoints run in a worker thread (see checkpointer.ts), never on the event loop.
  database.pragma('wal_autocheckpoint = 0');
  const checkpointer = startCheckpointer(file, createRequire(import.meta.url).resolve('better-sqlite3'));
  return new KyselyStorage(
    'sqlite',
    new Kysely<DB>({ dialect: new SqliteDialect({ database }) }),
    () => checkpointer.stop(),
    direct,
  );
}
