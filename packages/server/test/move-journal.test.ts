/**
 * SQLite's move journal (storage/move-journal.ts): a commit of rows from many
 * tables dirties a page or two instead of one per row; a duplicate is refused
 * as the key of `moves` refused it; the log reads both tables; rows left in the
 * journal join `moves` at the next start.
 */
import Database from 'better-sqlite3';
import type { Kysely } from 'kysely';
import { statSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { type MoveRow, toMoveRow } from '../src/storage/kysely.ts';
import { COMPACT_STEP, DuplicateMove, MoveJournal } from '../src/storage/move-journal.ts';
import type { DB } from '../src/storage/schema.ts';
import { journalFileOf, sqliteStorage } from '../src/storage/sqlite.ts';
import { finishedTableRow, tempSqlite } from './helpers.ts';

const COLUMNS = 'table_id text NOT NULL, seq integer NOT NULL, seat integer, move text, at bigint NOT NULL, by text NOT NULL';

/** The two tables as the migrations make them, in a WAL file (so commits can be counted in frames). */
function open(file = tempSqlite()): Database.Database {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('wal_autocheckpoint = 0');
  db.exec(`CREATE TABLE moves (${COLUMNS}, PRIMARY KEY (table_id, seq))`);
  db.exec(`CREATE TABLE move_journal (${COLUMNS})`);
  return db;
}

const row = (table: string, seq: number): MoveRow => ({
  table_id: table,
  seq,
  seat: seq % 2,
  move: `{"kind":"attack","card":"${seq}H"}`,
  at: 1000 + seq,
  by: 'player',
});
const count = (db: Database.Database, table: 'moves' | 'move_journal') =>
  db.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number;
/** Frames written to the WAL so far, each a whole page (no checkpoint runs here, so the file only grows). */
const walFrames = (db: Database.Database) => (statSync(`${db.name}-wal`).size - 32) / (24 + 4096);
/** A log entry as the tables store it. */
const entry = (seq: number) => ({ seq, seat: 0, move: { kind: 'x', n: seq }, at: 1000 + seq, by: 'player' as const });
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** The club file opened as another process would, with worker 0's journal file attached as `journal`. */
function withJournal(file: string, options?: Database.Options): Database.Database {
  const db = new Database(file, options);
  db.prepare('ATTACH DATABASE ? AS journal').run(journalFileOf(file, 0));
  return db;
}

/** One row written straight into `table`, around the storage (what a crash or an older server left). */
function insertRaw(db: Database.Database, table: string, r: MoveRow): void {
  db.prepare(`INSERT INTO ${table} VALUES (?, ?, ?, ?, ?, ?)`).run(r.table_id, r.seq, r.seat, r.move, r.at, r.by);
}

/** Many tables in play; each round's commit holds a few dozen of their next rows (a loop turn's group commit). */
function tablesInPlay(tables: number) {
  const ids = Array.from({ length: tables }, (_, i) => `t${((i * 7919) % tables).toString(36)}-${i}`);
  const seqs = new Array<number>(tables).fill(0);
  let k = 0;
  return (write: (rows: MoveRow[]) => void, commits: number, perCommit: number): void => {
    for (let c = 0; c < commits; c++) {
      const rows: MoveRow[] = [];
      for (let i = 0; i < perCommit; i++, k = (k + 37) % tables) rows.push(row(ids[k]!, seqs[k]!++));
      write(rows);
    }
  };
}

describe('SQLite move journal', () => {
  it('a commit of rows from many tables writes a few pages, where `moves` alone wrote about one per row', () => {
    const db = open();
    const journal = new MoveJournal(db, Number.MAX_SAFE_INTEGER);
    const play = tablesInPlay(200);
    // Warm both: every table already has a page or more of its own in the key (150 rows each).
    play((rows) => journal.write(rows), 750, 40);
    journal.compact();
    const before = walFrames(db);
    play((rows) => journal.write(rows), 50, 40);
    const journalFrames = (walFrames(db) - before) / 50;

    const plain = open();
    const insert = plain.prepare('INSERT INTO moves VALUES (?, ?, ?, ?, ?, ?)');
    const writeMoves = plain.transaction((rows: MoveRow[]) => {
      for (const r of rows) insert.run(r.table_id, r.seq, r.seat, r.move, r.at, r.by);
    });
    const playPlain = tablesInPlay(200);
    playPlain(writeMoves, 750, 40);
    const plainBefore = walFrames(plain);
    playPlain(writeMoves, 50, 40);
    const plainFrames = (walFrames(plain) - plainBefore) / 50;

    expect(journalFrames).toBeLessThanOrEqual(4);
    expect(plainFrames).toBeGreaterThan(5 * journalFrames);
  });

  it("a compaction writes each table's stretch of rows together: fewer pages than rows", () => {
    const db = open();
    const journal = new MoveJournal(db, Number.MAX_SAFE_INTEGER);
    tablesInPlay(200)((rows) => journal.write(rows), 100, 40);
    const before = walFrames(db);
    journal.compact();
    // 4,000 rows of 200 tables (20 each): about a page per table, not one per row.
    expect(walFrames(db) - before).toBeLessThan(4000 / 8);
    expect(count(db, 'moves')).toBe(4000);
    expect(count(db, 'move_journal')).toBe(0);
  });

  it('keeps every column, and compacts by itself after the threshold (in a later turn)', async () => {
    const db = open();
    const journal = new MoveJournal(db, 3);
    const rows = [row('a', 0), row('a', 1), { ...row('b', 0), seat: null, move: null, by: 'clock' }];
    expect(journal.write(rows)).toBe(true);
    expect(count(db, 'move_journal')).toBe(3);
    await nextTurn();
    expect(count(db, 'move_journal')).toBe(0);
    expect(db.prepare('SELECT * FROM moves ORDER BY table_id, seq').all()).toEqual(rows);
    expect(journal.size).toBe(0);
  });

  it('a batch of any size is written whole, in order, however it is split into multi-row INSERTs', () => {
    for (const size of [1, 7, 8, 9, 31, 32, 33, 41, 77]) {
      const db = open();
      const journal = new MoveJournal(db, Number.MAX_SAFE_INTEGER);
      const rows = Array.from(
        { length: size },
        (_, i) => i % 5 === 4 ? { ...row(`t${i}`, 0), seat: null, move: null } : row(`t${i % 3}`, i),
      );
      expect(journal.write(rows)).toBe(true);
      expect(db.prepare('SELECT * FROM move_journal ORDER BY rowid').all()).toEqual(rows);
      expect(journal.size).toBe(size);
    }
  });

  it('refuses a batch holding a seq its table already stored, in the journal or in `moves`, and writes none of it', () => {
    const db = open();
    const journal = new MoveJournal(db, Number.MAX_SAFE_INTEGER);
    journal.write([row('a', 0), row('a', 1)]);
    expect(() => journal.write([row('b', 0), row('a', 1)])).toThrow(DuplicateMove);
    expect(() => journal.write([row('b', 0), row('b', 0)])).toThrow(DuplicateMove);
    expect(count(db, 'move_journal')).toBe(2);
    journal.compact();
    // After a compaction (or a restart) the check reads `moves`.
    expect(() => journal.write([row('a', 1)])).toThrow(DuplicateMove);
    const fresh = new MoveJournal(db, Number.MAX_SAFE_INTEGER);
    expect(() => fresh.write([row('a', 0)])).toThrow(DuplicateMove);
    expect(fresh.write([row('a', 2), row('b', 0)])).toBe(true);
    expect(count(db, 'move_journal')).toBe(2);
  });

  it("a compaction that fails (a row written around the check) keeps the journal's rows and sends new ones to `moves`", () => {
    const db = open();
    const journal = new MoveJournal(db, Number.MAX_SAFE_INTEGER);
    journal.write([row('a', 0), row('a', 1)]);
    db.prepare('INSERT INTO moves VALUES (?, ?, ?, ?, ?, ?)').run('a', 1, 0, null, 0, 'player');
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    journal.compact();
    expect(stderr).toHaveBeenCalledWith(expect.stringContaining('could not be compacted'));
    stderr.mockRestore();
    expect([count(db, 'move_journal'), count(db, 'moves')]).toEqual([2, 1]);
    expect(journal.write([row('a', 2)])).toBe(false);
  });

  it("a compaction that meets another connection's write lock keeps every row, stays in use, and runs once the lock is gone", async () => {
    const file = tempSqlite();
    const db = open(file);
    db.pragma('busy_timeout = 0');
    const journal = new MoveJournal(db, 8);
    const other = new Database(file);
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    expect(journal.write(Array.from({ length: 8 }, (_, i) => row('a', i)))).toBe(true);
    // Before the compaction's turn comes, another connection takes the write lock.
    other.exec('BEGIN IMMEDIATE');
    await nextTurn();
    // The compaction found the file locked: nothing moved, nothing lost, and the journal still takes rows.
    expect([count(db, 'move_journal'), count(db, 'moves')]).toEqual([8, 0]);
    expect(stderr).not.toHaveBeenCalled();
    stderr.mockRestore();
    other.exec('ROLLBACK');
    other.close();
    expect(journal.write([row('a', 8)])).toBe(true);
    // The retry waits for an eighth of the threshold more (one row here), then runs in a later turn.
    await nextTurn();
    expect([count(db, 'move_journal'), count(db, 'moves')]).toEqual([0, 9]);
    expect(journal.size).toBe(0);
  });

  it('every commit goes through the journal, one row too (human pace); a seq in the journal is refused there', () => {
    const db = open();
    const journal = new MoveJournal(db, Number.MAX_SAFE_INTEGER);
    expect(journal.write([row('a', 0)])).toBe(true);
    expect(journal.write([row('b', 0)])).toBe(true);
    expect([count(db, 'move_journal'), count(db, 'moves')]).toEqual([2, 0]);
    expect(() => journal.write([row('a', 0)])).toThrow(DuplicateMove);
    expect([count(db, 'move_journal'), count(db, 'moves')]).toEqual([2, 0]);
  });

  it("a compaction moves the journal in steps of COMPACT_STEP tables, one per turn, each table's rows in one step", async () => {
    const db = open();
    // 8 tables of 5 rows, steps of 2 tables (10 rows a step).
    const journal = new MoveJournal(db, 40, 2);
    const tables = Array.from({ length: 8 }, (_, t) => `t${t}`);
    journal.write(tables.flatMap((t) => [0, 1, 2, 3, 4].map((seq) => row(t, seq))));
    const where = () =>
      tables.map((t) => {
        const inMoves = db.prepare('SELECT count(*) FROM moves WHERE table_id = ?').pluck().get(t) as number;
        return inMoves === 0 ? 'journal' : inMoves === 5 ? 'moves' : 'split';
      });
    await nextTurn();
    expect([count(db, 'move_journal'), count(db, 'moves')]).toEqual([30, 10]);
    expect(where()).toEqual(['moves', 'moves', 'journal', 'journal', 'journal', 'journal', 'journal', 'journal']);
    // Mid-way a seq is refused whether its table's rows were moved already or not; new rows join the journal.
    expect(() => journal.write([row('t0', 4)])).toThrow(DuplicateMove);
    expect(() => journal.write([row('t7', 4)])).toThrow(DuplicateMove);
    expect(journal.write([row('t0', 5)])).toBe(true);
    await nextTurn();
    expect(count(db, 'moves')).toBe(20);
    await nextTurn();
    await nextTurn();
    // The stretch planned at the start is moved; the row written meanwhile waits for the next threshold.
    expect([count(db, 'move_journal'), count(db, 'moves')]).toEqual([1, 40]);
    expect(journal.size).toBe(1);
    expect(() => journal.write([row('t0', 5)])).toThrow(DuplicateMove);
    // t7 has no journal rows left; it wrote since the last compaction ended (none had), so it keeps its entry.
    expect(() => journal.write([row('t7', 4)])).toThrow(/already stored move 4/);
    journal.compact();
    expect([count(db, 'move_journal'), count(db, 'moves')]).toEqual([0, 41]);
  });

  it('a table in play keeps its entry across a compaction (no look-up in `moves`); one that stopped writing is forgotten by the next', async () => {
    const db = open();
    // A compaction after 4 rows, one table a step.
    const journal = new MoveJournal(db, 4, 1);
    const compacted = async () => {
      for (let i = 0; i < 4; i++) await nextTurn();
      expect(count(db, 'move_journal')).toBe(0);
    };
    journal.write([row('a', 0), row('b', 0)]);
    expect(journal.lookups).toBe(2);
    journal.write([row('a', 1), row('b', 1)]);
    await compacted();
    // Both wrote since the last compaction ended: both kept, their next rows checked without a look-up.
    journal.write([row('a', 2), row('b', 2), row('a', 3), row('a', 4)]);
    expect(journal.lookups).toBe(2);
    await compacted();
    // Only a writes from here on.
    journal.write([row('a', 5), row('a', 6), row('a', 7), row('a', 8)]);
    await compacted();
    journal.write([row('a', 9)]);
    expect(journal.lookups).toBe(2);
    // b wrote nothing between the last two compactions: forgotten, so its rows are looked up in `moves` again.
    expect(() => journal.write([row('b', 2)])).toThrow(/already stored move 2/);
    expect(journal.write([row('b', 3)])).toBe(true);
    expect(journal.lookups).toBe(4);
    expect(() => journal.write([row('a', 9)])).toThrow(DuplicateMove);
    expect(journal.lookups).toBe(4);
  });

  it('at human pace (each table a row every second or so, a compaction every two) few rows are looked up in `moves`', async () => {
    const db = open();
    // The 5,000-table load test on one worker, scaled down: a table writes a row every 1.3 s or so and a
    // compaction comes every 8,192 rows (2.2 s at 3,800 rows a second). Here a turn stands for 1/120 s:
    // 480 tables, each writing every 160 ± 16 turns (three rows a turn in all), a compaction every 800 rows.
    const journal = new MoveJournal(db, 800, 120);
    const tables = 480, turns = 4000;
    const seqs = new Array<number>(tables).fill(0);
    let x = 12_345;
    const random = () => (x = (Math.imul(x, 1_103_515_245) + 12_345) >>> 0) / 2 ** 32;
    const due = Array.from({ length: tables }, () => Math.floor(random() * 160));
    let rows = 0;
    for (let turn = 0; turn < turns; turn++) {
      const batch: MoveRow[] = [];
      for (let t = 0; t < tables; t++) {
        if (due[t] !== turn) continue;
        batch.push(row(`t${t}`, seqs[t]!++));
        due[t] = turn + 144 + Math.floor(random() * 33);
      }
      if (batch.length > 0) journal.write(batch);
      rows += batch.length;
      await nextTurn();
    }
    // Each table's first row is looked up, and hardly another (480 of 12,004 rows); with the entries forgotten as
    // before (every table not written during the compaction's own turns) 7,081 were.
    expect(journal.lookups - tables).toBeLessThan(0.02 * rows);
    expect(count(db, 'moves') + count(db, 'move_journal')).toBe(rows);
  });

  it('up to COMPACT_STEP tables a compaction is one step, however many rows (closed-loop play: a step reads the whole journal)', async () => {
    const db = open();
    const journal = new MoveJournal(db, 3 * COMPACT_STEP);
    tablesInPlay(COMPACT_STEP)((rows) => journal.write(rows), 3, COMPACT_STEP);
    await nextTurn();
    expect([count(db, 'move_journal'), count(db, 'moves')]).toEqual([0, 3 * COMPACT_STEP]);
  });

  it('ids whose order differs between JavaScript and SQLite (astral characters) lose no row and move none twice', async () => {
    const db = open();
    const journal = new MoveJournal(db, 8, 1);
    // UTF-16 puts the astral id before U+FFFF; SQLite's byte order puts it after.
    const ids = ['a', '\u{1F600}', '\uFFFF', 'z'];
    journal.write(ids.flatMap((t) => [row(t, 0), row(t, 1)]));
    for (let i = 0; i < 6; i++) await nextTurn();
    expect(count(db, 'move_journal') + count(db, 'moves')).toBe(8);
    for (const t of ids) expect(() => journal.write([row(t, 1)])).toThrow(DuplicateMove);
    journal.compact();
    expect([count(db, 'move_journal'), count(db, 'moves')]).toEqual([0, 8]);
  });

  it('by default a step is COMPACT_STEP tables of a compaction of many tables (one row each here)', async () => {
    const db = open();
    const journal = new MoveJournal(db, 3 * COMPACT_STEP);
    tablesInPlay(3 * COMPACT_STEP)((rows) => journal.write(rows), 3, COMPACT_STEP);
    await nextTurn();
    expect(count(db, 'moves')).toBe(COMPACT_STEP);
    await nextTurn();
    await nextTurn();
    expect([count(db, 'move_journal'), count(db, 'moves')]).toEqual([0, 3 * COMPACT_STEP]);
  });

  it('declines while another transaction is open, so its rows are never committed by someone else', () => {
    const db = open();
    const journal = new MoveJournal(db, Number.MAX_SAFE_INTEGER);
    db.exec('BEGIN');
    expect(journal.write([row('a', 0)])).toBe(false);
    db.exec('ROLLBACK');
    expect(count(db, 'move_journal')).toBe(0);
    expect(journal.write([row('a', 0)])).toBe(true);
  });

  it('through the storage: the log reads both tables, a replaced seq leaves the journal too, a clean stop empties it', async () => {
    const file = tempSqlite();
    const s = sqliteStorage(file);
    await s.migrate();
    // Appended in one turn: one group commit of `n` rows, through the journal.
    const n = 4;
    await Promise.all(Array.from({ length: n }, (_, i) => s.appendLog('t1', entry(i))));
    const last = n - 1;
    // The journal is a file of the worker's own; the club's file keeps its emptied table from before.
    const peek = new Database(journalFileOf(file, 0), { readonly: true });
    const club = new Database(file, { readonly: true });
    expect(count(peek, 'move_journal')).toBe(n);
    expect(count(club, 'move_journal')).toBe(0);
    expect((await s.log('t1')).map((e) => e.seq)).toEqual(Array.from({ length: n }, (_, i) => i));
    // An unacknowledged write of the last seq is replaced: the journal's copy goes, the new one is stored once.
    await s.appendLog('t1', { ...entry(last), move: { kind: 'y' } }, true);
    expect((await s.log('t1')).slice(-2)).toEqual([entry(last - 1), { ...entry(last), move: { kind: 'y' } }]);
    await s.appendLog('t1', entry(last + 1));
    await s.close();
    expect([count(peek, 'move_journal'), count(club, 'moves')]).toEqual([0, n + 1]);
    peek.close();
    club.close();
  });

  it('a log split between the two tables is read whole, in seq order', async () => {
    const file = tempSqlite();
    const s = sqliteStorage(file);
    await s.migrate();
    const raw = withJournal(file);
    const insert = (table: 'moves' | 'journal.move_journal', seq: number) => insertRaw(raw, table, toMoveRow('t1', entry(seq)));
    insert('journal.move_journal', 3);
    insert('moves', 2);
    insert('journal.move_journal', 1);
    insert('moves', 0);
    raw.close();
    expect(await s.log('t1')).toEqual([0, 1, 2, 3].map(entry));
    await s.close();
  });

  it('after a kill (rows left in the journal) the next start moves them into `moves` before anything is read', async () => {
    const file = tempSqlite();
    const first = sqliteStorage(file);
    await first.migrate();
    await first.appendLog('t1', entry(0));
    await first.close();
    // What a killed server leaves: acknowledged rows still in the journal (its file's), and from an earlier
    // version of the server, in the club file's own journal table.
    const killed = withJournal(file);
    new MoveJournal(killed, Number.MAX_SAFE_INTEGER).write([1].map((seq) => toMoveRow('t1', entry(seq))));
    new MoveJournal(killed, Number.MAX_SAFE_INTEGER, undefined, { schema: 'journal' })
      .write([2, 3].map((seq) => toMoveRow('t1', entry(seq))));
    killed.close();

    const again = sqliteStorage(file);
    await again.migrate();
    const peek = withJournal(file, { readonly: true });
    expect([count(peek, 'move_journal'), count(peek, 'journal.move_journal' as 'move_journal'), count(peek, 'moves')])
      .toEqual([0, 0, 4]);
    expect(await again.log('t1')).toEqual([0, 1, 2, 3].map(entry));
    await expect(again.appendLog('t1', entry(3))).rejects.toThrow();
    await again.close();
    peek.close();
  });
});

/** Workers 0 and 1 of a club of two on one fresh file, migrated. */
async function twoWorkers() {
  const file = tempSqlite();
  const w0 = sqliteStorage(file, undefined, { index: 0, count: 2 });
  const w1 = sqliteStorage(file, undefined, { index: 1, count: 2 });
  await w0.migrate();
  await w1.migrate();
  return { file, w0, w1 };
}

/** The club file with a journal file of its own attached as `journal` (a worker's), and the journal writing there. */
function ownJournalFile(compactAfter: number, compactStep: number, before?: (journalDb: Database.Database) => void) {
  const db = open();
  const journalFile = tempSqlite();
  const journalDb = new Database(journalFile);
  journalDb.exec(`CREATE TABLE move_journal (${COLUMNS})`);
  before?.(journalDb);
  journalDb.close();
  db.prepare('ATTACH DATABASE ? AS journal').run(journalFile);
  const journal = new MoveJournal(db, compactAfter, compactStep, { schema: 'journal' });
  const rowsOf = (schema: 'main.moves' | 'journal.move_journal', t: string) =>
    db.prepare(`SELECT seq FROM ${schema} WHERE table_id = ? ORDER BY seq`).pluck().all(t) as number[];
  return { db, journal, rowsOf };
}

describe('each worker its own journal file', () => {
  it("two workers' moves commit under the club file's lock held by another process, each into its own file", async () => {
    const { file, w0, w1 } = await twoWorkers();
    // What the shared journal met at every commit of the other worker: the club file's write lock, held here throughout.
    const outside = new Database(file);
    outside.prepare('BEGIN IMMEDIATE').run();
    try {
      for (let seq = 0; seq < 20; seq++) await Promise.all([w0.appendLog('a', entry(seq)), w1.appendLog('b', entry(seq))]);
    } finally {
      outside.prepare('ROLLBACK').run();
      outside.close();
    }
    const inFile = (i: number) => {
      const db = new Database(journalFileOf(file, i), { readonly: true });
      const n = [count(db, 'move_journal'), db.prepare("SELECT count(*) FROM move_journal WHERE table_id = 'b'").pluck().get()];
      db.close();
      return n;
    };
    expect([inFile(0), inFile(1)]).toEqual([[20, 0], [20, 20]]);
    expect((await w0.log('a')).map((e) => e.seq)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    // A finished table's log is read whole by any worker (replays are answered by worker 0): its rows join `moves` first.
    expect(await w1.log('b')).toHaveLength(20);
    expect(await w0.log('b')).toHaveLength(0);
    expect(await w1.finishTable(finishedTableRow('b'), [], [])).toBe(true);
    expect((await w0.log('b')).map((e) => e.seq)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(inFile(1)).toEqual([0, 0]);
    await w0.close();
    await w1.close();
  });

  it("a table ends while another call's transaction is open, or under another process's lock: its log still joins `moves` first", async () => {
    const { file, w0, w1 } = await twoWorkers();
    for (const t of ['b', 'c']) for (let seq = 0; seq < 5; seq++) await w1.appendLog(t, entry(seq));
    const seqs = async (t: string) => (await w0.log(t)).map((e) => e.seq);
    // Another call's transaction holds worker 1's connection across its awaits (a commit now would join it).
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    const db = (w1 as unknown as { db: Kysely<DB>; }).db;
    const other = db.transaction().execute(async (tx) => {
      await tx.selectFrom('tables').select('id').execute();
      await held;
    });
    await nextTurn();
    const ending = w1.finishTable(finishedTableRow('b'), [], []);
    await nextTurn();
    expect(await seqs('b')).toEqual([]);
    release();
    await other;
    expect(await ending).toBe(true);
    expect(await seqs('b')).toEqual([0, 1, 2, 3, 4]);
    // Another process holds the club file's lock: the end fails "busy" before anything is stored, and a retry settles.
    const outside = new Database(file);
    outside.prepare('BEGIN IMMEDIATE').run();
    await expect(w1.finishTable(finishedTableRow('c'), [], [])).rejects.toMatchObject({ code: 'SQLITE_BUSY' });
    outside.prepare('ROLLBACK').run();
    outside.close();
    expect(await seqs('c')).toEqual([]);
    expect(await w1.finishTable(finishedTableRow('c'), [], [])).toBe(true);
    expect(await seqs('c')).toEqual([0, 1, 2, 3, 4]);
    await w0.close();
    await w1.close();
  });

  it("an ending table's rows are found by rowid: after compaction steps, replaced rows and rowids taken again, all of its rows and only its own", async () => {
    // A compaction every 40 rows, in steps of 2 tables: rows move in stretches, the journal empties and rowids start over.
    const { db, journal, rowsOf } = ownJournalFile(40, 2);
    const tables = ['a', 'b', 'c', 'd', 'e'];
    const next = new Map(tables.map((t) => [t, 0]));
    const written = (t: string) => Array.from({ length: next.get(t)! }, (_, i) => i);
    // Batches of 1 to 45 rows (each size of multi-row INSERT, and their mixes), tables interleaved within a batch.
    const batch = (n: number, from: readonly string[]) =>
      Array.from({ length: n }, (_, i) => {
        const t = from[i % from.length]!;
        const seq = next.get(t)!;
        next.set(t, seq + 1);
        return row(t, seq);
      });
    let ended = 0;
    for (const [i, n] of [1, 9, 33, 45, 2, 17, 40, 8, 1, 31].entries()) {
      journal.write(batch(n, tables.slice(ended)));
      await nextTurn();
      if (i % 3 !== 2) continue;
      // One table ends: every row it wrote is in `moves` and none in the journal; the others' rows are where they were.
      const t = tables[ended++]!;
      const others = tables.slice(ended).map((o) => [...rowsOf('main.moves', o), ...rowsOf('journal.move_journal', o)]);
      expect(journal.settle(t)).toBe(true);
      expect([rowsOf('main.moves', t), rowsOf('journal.move_journal', t)]).toEqual([written(t), []]);
      expect(tables.slice(ended).map((o) => [...rowsOf('main.moves', o), ...rowsOf('journal.move_journal', o)]))
        .toEqual(others);
    }
    // A replaced row (Kysely deletes it from the journal), the journal's last, leaves its rowid to the next row
    // written: here another table's, which `d` must not take with its own when it ends.
    const lastRowid = db.prepare('SELECT max(rowid) FROM journal.move_journal').pluck();
    journal.write(batch(2, ['e', 'd']));
    const replaced = lastRowid.get();
    db.prepare("DELETE FROM journal.move_journal WHERE table_id = 'd' AND seq = ?").run(next.get('d')! - 1);
    next.set('d', next.get('d')! - 1);
    journal.forget('d');
    journal.write(batch(1, ['e']));
    expect(lastRowid.get()).toBe(replaced);
    const rowsOfE = rowsOf('journal.move_journal', 'e');
    expect(journal.settle('d')).toBe(true);
    expect([rowsOf('main.moves', 'd'), rowsOf('journal.move_journal', 'd')]).toEqual([written('d'), []]);
    expect(rowsOf('journal.move_journal', 'e')).toEqual(rowsOfE);
    expect(journal.settle('e')).toBe(true);
    expect([rowsOf('main.moves', 'e'), rowsOf('journal.move_journal', 'e')]).toEqual([written('e'), []]);
    expect(count(db, 'moves')).toBe(tables.reduce((sum, t) => sum + next.get(t)!, 0));
    // A table that wrote a single row.
    journal.write([row('f', 0)]);
    expect(journal.settle('f')).toBe(true);
    expect([rowsOf('main.moves', 'f'), rowsOf('journal.move_journal', 'f')]).toEqual([[0], []]);
  });

  it('rows an earlier run left in the journal (its start found the file locked) are found by table id when their table ends', () => {
    const { journal, rowsOf } = ownJournalFile(1000, 10, (journalDb) => {
      for (const seq of [0, 1, 2]) insertRaw(journalDb, 'move_journal', row('old', seq));
    });
    journal.write([row('new', 0), row('old', 3), row('new', 1)]);
    expect(journal.settle('old')).toBe(true);
    expect([rowsOf('main.moves', 'old'), rowsOf('journal.move_journal', 'old')]).toEqual([[0, 1, 2, 3], []]);
    expect(journal.settle('new')).toBe(true);
    expect([rowsOf('main.moves', 'new'), rowsOf('journal.move_journal', 'new')]).toEqual([[0, 1], []]);
  });

  it("a row in both files (a crash between a move's two commits) is read once, as `moves` has it", async () => {
    const file = tempSqlite();
    const s = sqliteStorage(file);
    await s.migrate();
    await s.appendLog('t1', entry(0));
    await s.appendLog('t1', entry(1));
    const raw = withJournal(file);
    // seq 1 reached `moves` (a replaced row's new version, say) but the journal's DELETE did not commit.
    const r = toMoveRow('t1', { ...entry(1), move: { kind: 'replaced' } });
    insertRaw(raw, 'moves', r);
    raw.close();
    expect(await s.log('t1')).toEqual([entry(0), { ...entry(1), move: { kind: 'replaced' } }]);
    // The next compaction keeps the row `moves` has and empties the journal.
    await s.close();
    const peek = new Database(file, { readonly: true });
    expect(peek.prepare('SELECT seq, move FROM moves ORDER BY seq').all()).toEqual([
      { seq: 0, move: JSON.stringify(entry(0).move) },
      { seq: 1, move: r.move },
    ]);
    peek.close();
  });

  it('the journals of workers that no longer exist are emptied into `moves` at a start (`--workers` lowered)', async () => {
    const file = tempSqlite();
    const before = sqliteStorage(file, undefined, { index: 2, count: 3 });
    await before.migrate();
    await before.close();
    // Worker 2 of 3 was killed with rows in its journal; the club comes back with two workers.
    const killed = new Database(journalFileOf(file, 2));
    for (const r of [0, 1, 2].map((seq) => toMoveRow('t9', entry(seq)))) {
      insertRaw(killed, 'move_journal', r);
    }
    killed.close();
    // Worker 0 of the club as it now is, still running, with a row in its journal.
    const w0 = sqliteStorage(file, undefined, { index: 0, count: 2 });
    await w0.migrate();
    await w0.appendLog('t0', entry(0));
    const w1 = sqliteStorage(file, undefined, { index: 1, count: 2 });
    await w1.migrate();
    expect((await w1.log('t9')).map((e) => e.seq)).toEqual([0, 1, 2]);
    const orphan = new Database(journalFileOf(file, 2), { readonly: true });
    expect(count(orphan, 'move_journal')).toBe(0);
    orphan.close();
    // A worker still in the club keeps its own journal: worker 0's is not another worker's to empty.
    const own = new Database(journalFileOf(file, 0), { readonly: true });
    expect(count(own, 'move_journal')).toBe(1);
    own.close();
    await w1.close();
    await w0.close();
  });
});
