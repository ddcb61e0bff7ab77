/**
 * SQLite's move log written in two steps, so a move costs a fraction of a
 * page write instead of a whole one.
 *
 * Why: the `moves` table is keyed by (table_id, seq), and the tables in play
 * keep as many leaf pages of that key hot. A commit dirties one page per row,
 * and WAL mode writes every dirty page in full (4 KB) at each commit — then the
 * checkpoint copies it again. So each move's row is first appended to
 * `move_journal`, a table with no key but its rowid (a commit dirties one or
 * two pages at its end); once COMPACT_AFTER rows have gathered they are moved
 * into `moves`, sorted by (table_id, seq): each table's rows of that stretch
 * then land together on one page, written once. This pays at any commit size
 * (measured with better-sqlite3 at 5,000 tables in play, CPU and WAL bytes per
 * row, compaction included: one row per commit 10 µs and 4.4 KB through the
 * journal against 12 µs and 9.2 KB straight into `moves`; four rows per commit
 * 4 µs and 1.4 KB against 7 µs and 6.2 KB), so every commit goes through it.
 *
 * A compaction's cost is about a page write per table it touches, so it is done
 * in steps of COMPACT_STEP tables (ranges of table ids: each table's rows of the
 * whole stretch still move together), each in its own turn of the event loop,
 * and no turn holds the loop for long: 8,192 rows over 10,000 tables in one
 * transaction took about 48 ms, a step of 1,024 rows a few. At 1,000 tables in
 * play it is one step, as it was (each step reads the whole journal again).
 *
 * The log of a table is read from both (kysely.ts `log`); at a start and at a
 * clean stop the journal is emptied into `moves` at once. The journal has no
 * key, so what the key of `moves` enforced (one row per table and seq) is
 * checked here before a batch is written: a row whose seq the table has already
 * stored — in the journal since it was last empty, or in `moves` — makes the
 * whole batch fail and write nothing, as the key did.
 *
 * Each worker its own journal file. A SQLite file has one write lock, and the
 * workers of `kozyr serve --workers N` each commit their group every
 * millisecond or so: with the journal in the shared file, a worker's commit
 * met the other's about one time in ten at 10,000 human-paced tables on two
 * workers, and waited for it in pauses of 1, 2, 4… ms (the commit wait's p99
 * 35–54 ms, the moves' latency p99 67–173 ms, measured with `npx kozyr loadtest
 * --think 2000 --tables 10000 --workers 2`, which prints both). So
 * a file-backed journal is a file of its own per worker (`<file>.moves-<i>`,
 * attached to the worker's connection as `journal`): a move's commit takes only
 * its own worker's lock, and the shared file is written by compactions, table
 * rows and accounts. Rows then cross files, and SQLite commits attached WAL
 * files one by one, not atomically together, so every step that moves rows
 * commits twice: `moves` first (INSERT OR IGNORE: a row already there is the
 * same row), then the journal's DELETE. A crash between leaves a row in both,
 * never in neither; the log reads it once. A table's rows join `moves` before
 * its end is stored (`settle`): finished tables are read by any worker (the
 * replays), and a worker sees only its own journal. At a start a worker also
 * empties the journals of workers that no longer exist (`--workers` lowered).
 */
import type Database from 'better-sqlite3';
import type { MoveRow } from './kysely.ts';

/** Journal rows that start a compaction (it costs ≈ 1.5 µs per row, spread over steps). */
export const COMPACT_AFTER = 8192;

/** Tables whose rows are moved per step of a compaction (one step per turn of the event loop). */
export const COMPACT_STEP = 1024;

const COLUMNS = 'table_id, seq, seat, move, at, by';

/**
 * Rows per INSERT of a batch, largest first: a closed-loop batch (hundreds of rows from as many tables) is
 * written 32 rows per statement, the rest 8 and then 1 at a time. Each run of a statement has a fixed cost
 * (binding, stepping, resetting it), so a batch of 150 rows costs 1.65 µs per row this way against 2.09
 * one row per statement (a script, better-sqlite3, WAL, 1,000 tables; 2.22 and 1.67 at 40 rows).
 */
const ROWS_PER_INSERT = [32, 8, 1] as const;

/** A row refused because its table already stored that seq (what the primary key of `moves` refused). */
export class DuplicateMove extends Error {
  override readonly name = 'DuplicateMove';
}

/** A compaction under way: the journal's rows up to `last` (rowid), in ranges of table ids split at `bounds`. */
interface Compaction {
  readonly last: number;
  readonly bounds: readonly string[];
  /** The next range: rows with table ids from bounds[next - 1] (the first: from the lowest) to bounds[next] (excluded). */
  next: number;
}

/** Where the journal is: the connection's own file (`main`, one file), or a file of its own attached as `journal`. */
export type JournalSchema = 'main' | 'journal';

export interface JournalPlace {
  readonly schema: JournalSchema;
  /** Journal files of workers that no longer exist, emptied into `moves` at a start (see the header). */
  readonly orphans?: readonly string[];
}

/** How long a start or a clean stop waits for the shared file's lock (another worker's commit) before it gives up. */
const START_LOCK_WAIT_MS = 10_000;

export class MoveJournal {
  private statements: {
    /** The highest seq each table of the batch took, and the rowid of its last row. */
    readonly batch: (rows: readonly MoveRow[]) => { readonly taken: Map<string, number>; readonly lastRowid: number; };
    readonly plan: () => Compaction | null;
    readonly step: (c: Compaction) => number;
    readonly count: () => number;
    readonly leftOf: (c: Compaction) => number;
    readonly compact: () => void;
    readonly settle: (tableId: string, rowids: readonly number[] | null) => number;
  } | null = null;
  /** The journal's table as SQL names it (`journal.move_journal` in a file of its own). */
  readonly table: string;
  /** The journal is in another file than `moves`: rows cross files in two commits (see the header). */
  private readonly separate: boolean;
  private readonly orphans: readonly string[];
  /** For each table with rows in the journal, or moved by a compaction and still writing, the highest seq it has stored. */
  private readonly highest = new Map<string, number>();
  /**
   * The tables that wrote rows since the last compaction ended. A compaction forgets only the tables of
   * `highest` not among them (finished or idle ones): a table in play keeps its entry, so its next row is not
   * looked up in `moves`. Forgetting every table not written during the compaction's own few turns (as
   * before) sent 59% of the rows to that look-up, against each table's first row only (4%) now, in the
   * test's model of human-paced play (move-journal.test.ts, "at human pace").
   */
  private readonly writtenSince = new Set<string>();
  /**
   * With a journal of its own file: the rows written since the last whole compaction, in order, as their rowids
   * and table ids side by side, so that `settle` finds a table's rows by key. The journal has no index on table_id
   * (each would dirty its pages at every commit), and a settle that looked for a table's rows by its id read the
   * whole journal twice (8 µs a move at 1,000 closed-loop tables, where a game ends every hundred moves or so;
   * measured with `npx kozyr loadtest --tables 1000`). Two flat arrays, not a list per table: a table's list lived
   * until the next compaction, so every scavenge copied thousands of them (at 10,000 human-paced tables their
   * pauses grew).
   * An entry may name a row already gone (a compaction moved it, a table's end or Kysely removed it; its rowid may
   * even be taken again by another table's row): `settle` moves only the rows that are there and are the table's.
   * No row of a table is missing while `tracked` holds: rows of a batch take consecutive rowids (SQLite gives a
   * row with no rowid the largest plus one).
   */
  private readonly rowidOfRow: number[] = [];
  private readonly tableOfRow: string[] = [];
  /** Every journal row is in `tableOfRow`: false while rows of an earlier run are left (a start that found the file locked). */
  private tracked = true;
  /** Rows checked against `moves` because their table had no entry in `highest` (for the tests). */
  lookups = 0;
  private rows = 0;
  /** The journal size that starts (or resumes) the next compaction (pushed on when the file's write lock was busy). */
  private compactAt: number;
  /** A step is scheduled for a later turn. */
  private stepDue = false;
  private compaction: Compaction | null = null;
  /** A compaction failed (a broken invariant): the rows stay in the journal, still read with the log. */
  private broken = false;

  constructor(
    private readonly database: Database.Database,
    private readonly compactAfter = COMPACT_AFTER,
    private readonly compactStep = COMPACT_STEP,
    place: JournalPlace = { schema: 'main' },
  ) {
    this.compactAt = compactAfter;
    this.table = `${place.schema}.move_journal`;
    this.separate = place.schema !== 'main';
    this.orphans = place.orphans ?? [];
  }

  /** Journal rows not yet moved into `moves`. */
  get size(): number {
    return this.rows;
  }

  /**
   * Write a batch in one transaction (all rows or none). false while another
   * transaction is open on the connection (the rows would join it uncommitted)
   * and once a compaction has failed (the journal would only grow): the rows
   * then go through Kysely into `moves`. Throws (writing nothing) on a duplicate.
   */
  write(rows: readonly MoveRow[]): boolean {
    if (this.database.inTransaction || this.broken) return false;
    const { taken, lastRowid } = this.prepared().batch(rows);
    for (const [table, seq] of taken) {
      this.highest.set(table, seq);
      this.writtenSince.add(table);
    }
    if (this.separate) {
      let rowid = lastRowid - rows.length;
      for (const r of rows) {
        this.rowidOfRow.push(++rowid);
        this.tableOfRow.push(r.table_id);
      }
    }
    this.rows += rows.length;
    if (this.rows >= this.compactAt) this.stepLater();
    return true;
  }

  /** Kysely wrote or deleted rows of this table: its next journal row is checked against `moves` again. */
  forget(tableId: string): void {
    this.highest.delete(tableId);
  }

  /**
   * The table's rows join `moves` now (its end is about to be stored): any worker then reads its whole log from the
   * shared file. Only a journal of its own file holds rows another worker cannot read. false while a transaction is
   * open on the connection (a commit here would join it: the caller waits for the connection, kysely.ts); throws
   * "busy" when another process holds the shared file's lock (the caller's write is then tried again).
   */
  settle(tableId: string): boolean {
    if (!this.separate || this.broken) return true;
    if (this.database.inTransaction) return false;
    const s = this.prepared();
    const rowids = this.tracked ? this.rowidsOf(tableId) : null;
    try {
      if (rowids === null || rowids.length > 0) this.rows -= s.settle(tableId, rowids);
    } catch (e) {
      // Another worker holds the club file's lock (nothing moved, or `moves` has the rows and the journal too): the
      // caller's write fails "busy" before it stored the end, and is tried again as any busy write is.
      if (lockBusy(e)) throw e;
      this.failed(e);
      return true;
    }
    this.highest.delete(tableId);
    return true;
  }

  /** The rowids this process wrote rows of `tableId` at since the last whole compaction. */
  private rowidsOf(tableId: string): number[] {
    const rowids: number[] = [];
    for (let i = 0; i < this.tableOfRow.length; i++) if (this.tableOfRow[i] === tableId) rowids.push(this.rowidOfRow[i]!);
    return rowids;
  }

  /** The next step of the compaction in a later turn: after this turn's broadcasts, so the moves just stored are not held up. */
  private stepLater(): void {
    if (this.stepDue || this.broken) return;
    this.stepDue = true;
    setImmediate(() => {
      this.stepDue = false;
      this.step();
    });
  }

  /**
   * One step of the compaction (begun if none is under way): one range of
   * table ids moved into `moves`, sorted, in one transaction. Declines while
   * another transaction is open (it resumes at the next threshold).
   */
  private step(): void {
    if (this.database.inTransaction || this.broken) return;
    const s = this.prepared();
    const done = this.attempt(() => {
      this.compaction ??= s.plan();
      if (this.compaction !== null) this.rows -= s.step(this.compaction);
    });
    if (!done) return;
    const c = this.compaction;
    if (c !== null && c.next <= c.bounds.length) return this.stepLater();
    // The stretch is moved; what came in meanwhile waits for the next threshold. The tables that wrote nothing
    // since the last compaction ended have no rows left in the journal: their next row is checked against
    // `moves` (a table that finished is forgotten, so `highest` holds only tables in play). Unless a row of the
    // stretch was left behind (the ranges did not cover it), when all are kept.
    if (c === null || s.leftOf(c) === 0) {
      for (const t of this.highest.keys()) if (!this.writtenSince.has(t)) this.highest.delete(t);
      this.forgetRowsTo(c === null ? Infinity : c.last);
    }
    this.writtenSince.clear();
    this.compaction = null;
    this.rows = s.count();
    this.compactAt = this.rows + this.compactAfter;
  }

  /**
   * Move every journal row into `moves` (sorted, so each table's rows share a
   * page) and empty the journal, in one transaction: at a start, at a clean stop.
   * Declines while another transaction is open.
   */
  compact(): void {
    if (this.database.inTransaction || this.broken) return;
    const s = this.prepared();
    if (!this.attempt(() => s.compact())) return;
    this.compaction = null;
    this.rows = 0;
    this.compactAt = this.compactAfter;
    this.highest.clear();
    this.writtenSince.clear();
    this.forgetRowsTo(Infinity);
  }

  /**
   * No row up to `last` (rowid) is left in the journal (a compaction moved them all): only the rows after it are
   * kept (in place, in order), and the rows of an earlier run, older than any, are gone too.
   */
  private forgetRowsTo(last: number): void {
    let kept = 0;
    for (let i = 0; i < this.rowidOfRow.length; i++) {
      const rowid = this.rowidOfRow[i]!;
      if (rowid <= last) continue;
      this.rowidOfRow[kept] = rowid;
      this.tableOfRow[kept++] = this.tableOfRow[i]!;
    }
    this.rowidOfRow.length = kept;
    this.tableOfRow.length = kept;
    this.tracked = true;
  }

  /** Run a compaction's transaction; false if it wrote nothing (the file was locked, or an invariant broke). */
  private attempt(body: () => void): boolean {
    try {
      body();
      return true;
    } catch (e) {
      if (lockBusy(e)) {
        // Another connection holds the file's write lock (another worker's commit, a truncating checkpoint):
        // nothing was written; the journal stays whole and is read with the log. Try again an eighth later, planned
        // afresh (the rows that came in meanwhile are then moved too).
        this.compaction = null;
        this.compactAt = this.rows + Math.max(1, this.compactAfter >> 3);
        return false;
      }
      this.failed(e);
      return false;
    }
  }

  /**
   * Only a row written past the check could fail a move into `moves`: the journal keeps its rows (the log reads
   * them), new rows go straight into `moves`, and the operator is told.
   */
  private failed(e: unknown): void {
    this.broken = true;
    process.stderr.write(
      `kozyr server: the move journal could not be compacted, its rows stay in move_journal: ${
        e instanceof Error ? e.message : String(e)
      }\n`,
    );
  }

  private prepared() {
    if (this.statements !== null) return this.statements;
    // Prepared on first use: the tables exist only once the migrations have run.
    const J = this.table;
    const into = intoMoves(this.separate);
    const inserts = ROWS_PER_INSERT.map((n) =>
      this.database.prepare(
        `INSERT INTO ${J} (${COLUMNS}) VALUES ${Array<string>(n).fill('(?, ?, ?, ?, ?, ?)').join(', ')}`,
      )
    );
    const storedFrom = this.database.prepare('SELECT 1 FROM main.moves WHERE table_id = ? AND seq >= ? LIMIT 1').pluck();
    const moveAll = this.database.prepare(`${into} (${COLUMNS}) SELECT ${COLUMNS} FROM ${J} ORDER BY table_id, seq`);
    const empty = this.database.prepare(`DELETE FROM ${J}`);
    const batch = this.database.transaction((rows: readonly MoveRow[]) => {
      const taken = new Map<string, number>();
      for (const r of rows) {
        const last = taken.get(r.table_id) ?? this.highest.get(r.table_id);
        if (last === undefined) this.lookups++;
        const duplicate = last === undefined ? storedFrom.get(r.table_id, r.seq) !== undefined : r.seq <= last;
        if (duplicate) throw new DuplicateMove(`table ${r.table_id} has already stored move ${r.seq}`);
        taken.set(r.table_id, r.seq);
      }
      // Checked whole before anything is written (a throw above wrote nothing); then as few statements as fit.
      let from = 0;
      let lastRowid = 0;
      for (let k = 0; k < inserts.length; k++) {
        const n = ROWS_PER_INSERT[k]!;
        for (; rows.length - from >= n; from += n) {
          lastRowid = inserts[k]!.run(rowValues(rows, from, n)).lastInsertRowid as number;
        }
      }
      return { taken, lastRowid };
    });
    // A compaction's plan: the journal's tables cut into ranges of `compactStep` tables. Sorted here, where the ranges are compared by SQLite: for the ASCII ids the server makes
    // both orders agree, and with any others the ranges are still safe (each step deletes what it moved, so no
    // row moves twice; a row no range covers stays in the journal, read with the log, for the next compaction).
    const lastRow = this.database.prepare(`SELECT max(rowid) FROM ${J}`).pluck();
    const plan = (): Compaction | null => {
      const last = lastRow.get() as number | null;
      if (last === null) return null;
      const planned = [...this.highest.keys()].sort();
      const bounds: string[] = [];
      for (let i = this.compactStep; i < planned.length; i += this.compactStep) bounds.push(planned[i]!);
      return { last, bounds, next: 0 };
    };
    const range = '(@lo IS NULL OR table_id >= @lo) AND (@hi IS NULL OR table_id < @hi) AND rowid <= @last';
    const moveRange = this.database.prepare(
      `${into} (${COLUMNS}) SELECT ${COLUMNS} FROM ${J} WHERE ${range} ORDER BY table_id, seq`,
    );
    const emptyRange = this.database.prepare(`DELETE FROM ${J} WHERE ${range}`);
    const removed = (move: () => void, remove: () => number): number => moveOut(this.database, this.separate, move, remove);
    const step = (c: Compaction): number => {
      const where = { lo: c.bounds[c.next - 1] ?? null, hi: c.bounds[c.next] ?? null, last: c.last };
      const gone = removed(() => void moveRange.run(where), () => {
        // A compaction of one step that took every row (none came since its plan: closed-loop play at up to
        // COMPACT_STEP tables) empties the journal by SQLite's truncate optimization: its pages go to the free
        // list whole, where a DELETE with a WHERE rewrote every one of them into the WAL.
        if (c.bounds.length === 0 && lastRow.get() === c.last) return empty.run().changes;
        return emptyRange.run(where).changes;
      });
      c.next++;
      return gone;
    };
    const countRows = this.database.prepare(`SELECT count(*) FROM ${J}`).pluck();
    const count = () => countRows.get() as number;
    const leftRows = this.database.prepare(`SELECT count(*) FROM ${J} WHERE rowid <= ?`).pluck();
    const leftOf = (c: Compaction) => leftRows.get(c.last) as number;
    const compact = () => void removed(() => void moveAll.run(), () => empty.run().changes);
    const moveTable = this.database.prepare(
      `${into} (${COLUMNS}) SELECT ${COLUMNS} FROM ${J} WHERE table_id = ? ORDER BY seq`,
    );
    const emptyTable = this.database.prepare(`DELETE FROM ${J} WHERE table_id = ?`);
    // By rowid (json_each: the list as one JSON array bound), and by table id: a rowid taken again by another table's row stays.
    const listed = `rowid IN (SELECT value FROM json_each(?)) AND table_id = ?`;
    const moveListed = this.database.prepare(`${into} (${COLUMNS}) SELECT ${COLUMNS} FROM ${J} WHERE ${listed} ORDER BY seq`);
    const emptyListed = this.database.prepare(`DELETE FROM ${J} WHERE ${listed}`);
    const settle = (tableId: string, rowids: readonly number[] | null): number => {
      const [move, empty, args] = rowids === null ?
        [moveTable, emptyTable, [tableId]] :
        [moveListed, emptyListed, [JSON.stringify(rowids), tableId]];
      return removed(() => void move.run(...args), () => empty.run(...args).changes);
    };
    this.statements = { batch, plan, step, count, leftOf, compact, settle };
    // Rows left by an earlier run (the journal is emptied at every start, before any table is read).
    this.rows = count();
    this.tracked = this.rows === 0;
    return this.statements;
  }

  /**
   * At start, after the migrations, and at a clean stop: whatever the journal holds joins `moves` (and, with a
   * journal of its own file, what the shared file's own journal kept from before, and the orphans' rows). Waits
   * for the shared file's lock as long as START_LOCK_WAIT_MS: the other workers commit meanwhile.
   */
  compactAll(): void {
    const waited = this.database.pragma('busy_timeout', { simple: true }) as number;
    this.database.pragma(`busy_timeout = ${START_LOCK_WAIT_MS}`);
    try {
      this.prepared();
      if (this.separate) {
        emptyInto(this.database, 'main', false);
        for (const file of this.orphans) drainFile(this.database, file);
      }
      if (this.rows > 0) this.compact();
    } finally {
      this.database.pragma(`busy_timeout = ${waited}`);
    }
  }
}

/** The whole of a journal table in `schema` into `moves` and out of the journal (see `moveOut`). */
function emptyInto(database: Database.Database, schema: string, separate: boolean): void {
  const has = database.prepare(`SELECT 1 FROM ${schema}.sqlite_master WHERE type = 'table' AND name = 'move_journal'`);
  if (has.get() === undefined) return;
  const move = database.prepare(
    `${intoMoves(separate)} (${COLUMNS}) SELECT ${COLUMNS} FROM ${schema}.move_journal ORDER BY table_id, seq`,
  );
  const empty = database.prepare(`DELETE FROM ${schema}.move_journal`);
  moveOut(database, separate, () => void move.run(), () => empty.run().changes);
}

/** Into `moves` from a journal of another file: a row already there came of a move that crashed between its two commits. */
function intoMoves(separate: boolean): string {
  return separate ? 'INSERT OR IGNORE INTO main.moves' : 'INSERT INTO main.moves';
}

/**
 * Rows leave a journal: `move` copies them into `moves`, `remove` deletes them and counts them. In the same file
 * both go in one commit. A journal of another file is emptied in a commit of its own, after `moves` has them:
 * SQLite does not commit attached WAL files together, so a crash between the two leaves a row in both files
 * (read once, the copy in `moves` preferred), never in neither.
 */
function moveOut(database: Database.Database, separate: boolean, move: () => void, remove: () => number): number {
  if (!separate) return database.transaction(() => (move(), remove()))();
  database.transaction(move)();
  return database.transaction(remove)();
}

/** The journal file of a worker that no longer exists, emptied into `moves` (another worker may be doing the same). */
function drainFile(database: Database.Database, file: string): void {
  database.prepare('ATTACH DATABASE ? AS orphan').run(file);
  try {
    emptyInto(database, 'orphan', true);
  } finally {
    database.prepare('DETACH DATABASE orphan').run();
  }
}

/** The values of `n` rows from `from`, column by column, as one multi-row INSERT binds them. */
function rowValues(rows: readonly MoveRow[], from: number, n: number): unknown[] {
  const values = new Array<unknown>(n * 6);
  for (let i = 0; i < n; i++) {
    const r = rows[from + i]!;
    const k = i * 6;
    values[k] = r.table_id;
    values[k + 1] = r.seq;
    values[k + 2] = r.seat;
    values[k + 3] = r.move;
    values[k + 4] = r.at;
    values[k + 5] = r.by;
  }
  return values;
}

/** SQLite's "the database is locked" (busy_timeout is 0: the driver never waits for another connection's lock). */
function lockBusy(e: unknown): boolean {
  const code = (e as { code?: unknown; } | null)?.code;
  return code === 'SQLITE_BUSY' || code === 'SQLITE_BUSY_SNAPSHOT' || code === 'SQLITE_LOCKED';
}
