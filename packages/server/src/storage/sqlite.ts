/**
 * The default adapter: one SQLite file (WAL, so a killed process loses no committed move), and beside it each
 * worker's move journal, a file of its own (move-journal.ts).
 */
import Database from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { mkdirSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { type CheckpointOptions, DEFAULT_CHECKPOINTS, startCheckpointer } from './checkpointer.ts';
import { MoveJournal } from './move-journal.ts';
import type { DB } from './schema.ts';
import { type Shard, SOLE_SHARD } from './shard.ts';
import { SqliteGameStatements } from './sqlite-game-statements.ts';
import { SqliteStorage } from './sqlite-storage.ts';
import { checkWritable, readOnlyCode, unwritable } from './sqlite-writable.ts';
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
    // A file SQLite may not write is not a damaged one: the operator must be told which it is.
    const readOnly = readOnlyCode(e);
    if (readOnly !== null) throw unwritable(file, `SQLite may not write it (${readOnly}: ${why})`, e);
    throw new DamagedDatabase(
      `the SQLite file ${file} is damaged (${why}); the server will not start on it. ` +
        'Restore it from a backup (or move it away to start with an empty club).',
      { cause: e },
    );
  }
}

/** Worker `index`'s move journal: a file of its own next to the club's (move-journal.ts, "Each worker its own journal file"). */
export const journalFileOf = (file: string, index: number): string => `${file}.moves-${index}`;

/** The journal files next to `file` of workers that `shard`'s club no longer has (index ≥ its count). */
export function orphanJournals(file: string, shard: Shard): string[] {
  const prefix = `${basename(file)}.moves-`;
  return readdirSync(dirname(file))
    .filter((name) => name.startsWith(prefix) && /^\d+$/.test(name.slice(prefix.length)))
    .filter((name) => Number(name.slice(prefix.length)) >= shard.count)
    .map((name) => join(dirname(file), name));
}

/**
 * The worker's journal file, attached as `journal` (created when missing, checked like the club's file), in WAL
 * mode with the club file's settings, and its one table.
 */
function attachJournal(database: Database.Database, journalFile: string): void {
  try {
    database.prepare('ATTACH DATABASE ? AS journal').run(journalFile);
    const verdict = database.pragma('journal.quick_check', { simple: true });
    if (verdict !== 'ok') throw new Error(String(verdict));
  } catch (e) {
    database.close();
    const readOnly = readOnlyCode(e);
    if (readOnly !== null) {
      throw unwritable(database.name, `SQLite may not write its move journal ${journalFile} (${readOnly})`, e);
    }
    throw new DamagedDatabase(
      `the SQLite move journal ${journalFile} is damaged (${e instanceof Error ? e.message : String(e)}); the server ` +
        'will not start on it. Restore the club from a backup (its journals with it).',
      { cause: e },
    );
  }
  database.pragma('journal.journal_mode = WAL');
  database.pragma('journal.synchronous = NORMAL');
  database.pragma('journal.journal_size_limit = -1');
  // The columns of migration 005's `move_journal`, which the club file keeps (emptied at every start).
  database.exec(
    'CREATE TABLE IF NOT EXISTS journal.move_journal (table_id text not null, seq integer not null, seat integer, ' +
      'move text, at bigint not null, by text not null)',
  );
  database.exec('CREATE TABLE IF NOT EXISTS journal.write_probe (id text primary key, pad blob)');
}

/** The schemas a move's write reaches: the club's file, and the worker's journal file when it has one. */
type Schemas = readonly ('main' | 'journal')[];

/**
 * Whether the database takes a write now, without waiting for any lock: a page's worth written and removed in each
 * file the moves reach, committed (a full disk, a read-only file or an I/O error fails it as it would fail a move;
 * a transaction begun and rolled back writes nothing, and succeeded on a full disk). Throws why it cannot.
 */
function probeWrites(database: Database.Database, schemas: Schemas): () => Promise<void> {
  const probes = schemas.map((schema) => ({
    write: `INSERT INTO ${schema}.write_probe (id, pad) VALUES ('probe', randomblob(4096))`,
    remove: `DELETE FROM ${schema}.write_probe`,
  }));
  return async () => {
    // Inside another call's transaction the probe would be a savepoint of it, committed or not by that call.
    if (database.inTransaction) throw new Error('a transaction is open on the connection; probing later');
    for (const p of probes) {
      database.transaction(() => {
        database.prepare(p.write).run();
        database.prepare(p.remove).run();
      }).immediate();
    }
  };
}

/**
 * How long the move log holds its batches for a checkpoint at most: a checkpoint that cannot finish (a full disk, a
 * reader in the way) would otherwise hold every move unanswered for as long as it waits for its lock (2 s, and as
 * long again to start the log). Past it the batches compete for the lock (and meet "busy", retried).
 */
export const HOLD_AT_MOST_MS = 200;

/** `held`, but false once it has been true for HOLD_AT_MOST_MS without a break. */
export function heldAtMost(held: () => boolean): () => boolean {
  let since: number | null = null;
  return () => {
    if (!held()) {
      since = null;
      return false;
    }
    since ??= performance.now();
    return performance.now() - since < HOLD_AT_MOST_MS;
  };
}

export function sqliteStorage(
  file: string,
  checkpoints: CheckpointOptions = DEFAULT_CHECKPOINTS,
  shard: Shard = SOLE_SHARD,
): SqliteStorage {
  const inMemory = file === ':memory:';
  const journalFile = journalFileOf(file, shard.index);
  if (!inMemory) {
    mkdirSync(dirname(file), { recursive: true });
    // Before SQLite opens it read-only without a word (sqlite-writable.ts).
    checkWritable(file, journalFile);
  }
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
  // The move log's hot path: one cached prepared statement, rows appended to the journal (see move-journal.ts), in
  // a file of this worker's own (an in-memory club is one process and has no files: its journal is a table of it).
  if (!inMemory) attachJournal(database, journalFile);
  const journal = inMemory ?
    new MoveJournal(database) :
    new MoveJournal(database, undefined, undefined, { schema: 'journal', orphans: orphanJournals(file, shard) });
  const fastPath = {
    database,
    // Kysely would prepare every query afresh: the same few dozen texts, prepared once each (statement-cache.ts).
    db: new Kysely<DB>({ dialect: new SqliteDialect({ database: cachingStatements(database) }) }),
    journal,
    // A game's own queries (seating, start, end) as prepared statements too (sqlite-game-statements.ts).
    games: new SqliteGameStatements(database),
    probe: probeWrites(database, inMemory ? ['main'] : ['main', 'journal']),
  };
  if (inMemory) return new SqliteStorage(fastPath);
  // Checkpoints run in worker threads (see checkpointer.ts), never on the event loop: one for this worker's journal,
  // and one for the club's file in the first worker only. A file needs one: a second thread would copy the same log
  // again, and each would take the other's restarting write (checkpointer.ts) for a writer's and write its own, round
  // after round. Only the journal's holds the move log (the moves are written there).
  database.pragma('wal_autocheckpoint = 0');
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const journalCheckpointer = startCheckpointer(journalFile, driver, checkpoints);
  const checkpointers = shard.index === 0 ?
    [startCheckpointer(file, driver, checkpoints), journalCheckpointer] :
    [journalCheckpointer];
  return new SqliteStorage({
    ...fastPath,
    checkpointers,
    holdsMoves: { held: heldAtMost(() => journalCheckpointer.held()), holds: journalCheckpointer.holds },
  });
}
