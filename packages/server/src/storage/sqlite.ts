/** The default adapter: one SQLite file (WAL, so a killed process loses no committed move). */
import Database from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { type CheckpointOptions, DEFAULT_CHECKPOINTS, startCheckpointer } from './checkpointer.ts';
import { KyselyStorage } from './kysely.ts';
import { MoveJournal } from './move-journal.ts';
import type { DB } from './schema.ts';
import { SqliteGameStatements } from './sqlite-game-statements.ts';
import { cachingStatements } from './statement-cache.ts';

/** The file is not a sound SQLite database: the server refuses to start on it. */
export class DamagedDatabase extends Error {
  override readonly name = 'DamagedDatabase';
}

/** Open the file and run SQLite's quick check (every page read once) before anything trusts it. */
function openChecked(file: string): Database.Database {
  let database: Database.Database | undefined;
  try {
    database = new Database(file);
    const verdict = database.pragma('quick_check', { simple: true });
    if (verdict !== 'ok') throw new Error(String(verdict));
    return database;
  } catch (e) {
    database?.close();
    const why = e instanceof Error ? e.message : String(e);
    throw new DamagedDatabase(
      `the SQLite file ${file} is damaged (${why}); the server will not start on it. ` +
        'Restore it from a backup (or move it away to start with an empty club).',
      { cause: e },
    );
  }
}

/** Whether the database takes a write now, without waiting for any lock. */
function probeWrites(database: Database.Database): () => Promise<void> {
  return async () => {
    database.prepare('BEGIN IMMEDIATE').run();
    database.prepare('ROLLBACK').run();
  };
}

export function sqliteStorage(file: string, checkpoints: CheckpointOptions = DEFAULT_CHECKPOINTS): KyselyStorage {
  const inMemory = file === ':memory:';
  if (!inMemory) mkdirSync(dirname(file), { recursive: true });
  const database = inMemory ? new Database(file) : openChecked(file);
  database.pragma('journal_mode = WAL');
  // NORMAL in WAL mode: a commit survives a process crash (SIGKILL); only an OS crash may lose the last commits.
  database.pragma('synchronous = NORMAL');
  // Never wait for a lock inside the driver (that blocks the event loop): "busy" comes back at once and
  // is retried asynchronously by the resilient storage around this adapter.
  database.pragma('busy_timeout = 0');
  // The WAL file is reused from its start after each restart, never cut back by this connection's writes: a
  // cut there (`journal_size_limit`) held every table 50–100 ms at 5,000 tables in play (checkpointer.ts).
  database.pragma('journal_size_limit = -1');
  // The move log's hot path: one cached prepared statement, rows appended to the journal (see move-journal.ts).
  const direct = new MoveJournal(database);
  // Kysely would prepare every query afresh: the same few dozen texts, prepared once each (statement-cache.ts).
  const dialect = new SqliteDialect({ database: cachingStatements(database) });
  // A game's own queries (seating, start, end) as prepared statements too (sqlite-game-statements.ts).
  const games = new SqliteGameStatements(database);
  if (inMemory) {
    return new KyselyStorage('sqlite', new Kysely<DB>({ dialect }), undefined, direct, probeWrites(database), undefined, games);
  }
  // Checkpoints run in a worker thread (see checkpointer.ts), never on the event loop.
  database.pragma('wal_autocheckpoint = 0');
  const checkpointer = startCheckpointer(file, createRequire(import.meta.url).resolve('better-sqlite3'), checkpoints);
  return new KyselyStorage(
    'sqlite',
    new Kysely<DB>({ dialect }),
    () => checkpointer.stop(),
    direct,
    probeWrites(database),
    () => checkpointer.held(),
    games,
    checkpointer.holds,
  );
}
