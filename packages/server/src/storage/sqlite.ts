/** The default adapter: one SQLite file (WAL, so a killed process loses no committed move). */
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { startCheckpointer } from './checkpointer.ts';
import { KyselyStorage } from './kysely.ts';
import type { DB } from './schema.ts';

export function sqliteStorage(file: string): KyselyStorage {
  const inMemory = file === ':memory:';
  if (!inMemory) mkdirSync(dirname(file), { recursive: true });
  const database = new Database(file);
  database.pragma('journal_mode = WAL');
  // NORMAL in WAL mode: a commit survives a process crash (SIGKILL); only an OS crash may lose the last commits.
  database.pragma('synchronous = NORMAL');
  database.pragma('busy_timeout = 5000');
  if (inMemory) return new KyselyStorage('sqlite', new Kysely<DB>({ dialect: new SqliteDialect({ database }) }));
  // Checkpoints run in a worker thread (see checkpointer.ts), never on the event loop.
  database.pragma('wal_autocheckpoint = 0');
  const checkpointer = startCheckpointer(file, createRequire(import.meta.url).resolve('better-sqlite3'));
  return new KyselyStorage('sqlite', new Kysely<DB>({ dialect: new SqliteDialect({ database }) }), () => checkpointer.stop());
}
