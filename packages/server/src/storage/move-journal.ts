/**
 * SQLite's move log written in two steps, so a move costs a fraction of a
 * page write instead of a whole one.
 *
 * Why: the `moves` table is keyed by (table_id, seq), and a thousand tables in
 * play keep a thousand leaf pages of that key hot. A group commit of a few
 * dozen rows from as many tables dirties one page per row, and WAL mode writes
 * every dirty page in full (4 KB) at each commit — then the checkpoint copies
 * it again. So each move's row is first appended to `move_journal`, a table
 * with no key but its rowid (a commit dirties one or two pages at its end);
 * once COMPACT_AFTER rows have gathered they are moved into `moves` in one
 * transaction, sorted by (table_id, seq): each table's rows of that stretch
 * then land together on one page, written once.
 *
 * Both tables are in the same file, so a row is as durable in the journal as in
 * `moves`, and the log of a table is read from both (kysely.ts `log`); at a
 * start and at a clean stop the journal is emptied into `moves`. The
 * journal has no key, so what the key of `moves` enforced (one row per table and
 * seq) is checked here before a batch is written: a row whose seq the table has
 * already stored — in the journal since the last compaction, or in `moves` —
 * makes the whole batch fail and write nothing, as the key did.
 *
 * A commit of fewer than JOURNAL_FROM rows (human-paced play: about one move per
 * turn of the loop) goes straight into `moves`: it dirties as many pages either
 * way, and through the journal it would also pay its share of a compaction
 * (about 50 ms for 8,192 rows over 10,000 tables, one hold of the loop).
 */
import type Database from 'better-sqlite3';
import type { MoveRow } from './kysely.ts';

/** Journal rows that trigger a compaction (a compaction costs ≈ 1.5 µs per row, in one turn of the loop). */
export const COMPACT_AFTER = 8192;

/** Commits of fewer rows skip the journal (see above). */
export const JOURNAL_FROM = 4;

const COLUMNS = 'table_id, seq, seat, move, at, by';

/** A row refused because its table already stored that seq (what the primary key of `moves` refused). */
export class DuplicateMove extends Error {
  override readonly name = 'DuplicateMove';
}

export class MoveJournal {
  private statements: {
    readonly append: Database.Statement;
    readonly storedFrom: Database.Statement;
    readonly batch: (rows: readonly MoveRow[]) => Map<string, number>;
    readonly straight: (rows: readonly MoveRow[]) => void;
    readonly compact: () => void;
  } | null = null;
  /** For each table with rows in the journal since the last compaction, the highest seq it has stored (rows up to it are taken). */
  private readonly highest = new Map<string, number>();
  private rows = 0;
  /** The journal size that starts the next compaction (pushed on when the file's write lock was busy). */
  private compactAt: number;
  private compactionDue = false;
  /** A compaction failed (a broken invariant): the rows stay in the journal, still read with the log. */
  private broken = false;

  constructor(
    private readonly database: Database.Database,
    private readonly compactAfter = COMPACT_AFTER,
    private readonly journalFrom = JOURNAL_FROM,
  ) {
    this.compactAt = compactAfter;
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
    const s = this.prepared();
    if (rows.length < this.journalFrom) {
      s.straight(rows);
      // Once committed: a later journal row of a table that also has rows in the journal is checked against these.
      for (const r of rows) if (this.highest.has(r.table_id)) this.highest.set(r.table_id, r.seq);
      return true;
    }
    const taken = s.batch(rows);
    for (const [table, seq] of taken) this.highest.set(table, seq);
    this.rows += rows.length;
    if (this.rows >= this.compactAt && !this.compactionDue && !this.broken) {
      this.compactionDue = true;
      // After this turn's broadcasts: the moves just stored are not held up by the compaction.
      setImmediate(() => {
        this.compactionDue = false;
        this.compact();
      });
    }
    return true;
  }

  /** Kysely wrote or deleted rows of this table: its next journal row is checked against `moves` again. */
  forget(tableId: string): void {
    this.highest.delete(tableId);
  }

  /**
   * Move every journal row into `moves` (sorted, so each table's rows share a
   * page) and empty the journal, in one transaction. Declines while another
   * transaction is open (it runs again at the next threshold).
   */
  compact(): void {
    if (this.database.inTransaction || this.broken) return;
    try {
      this.prepared().compact();
    } catch (e) {
      if (lockBusy(e)) {
        // Another connection holds the file's write lock (another worker's commit, a truncating checkpoint):
        // nothing was written; the journal stays whole and is read with the log. Try again an eighth later.
        this.compactAt = this.rows + Math.max(1, this.compactAfter >> 3);
        return;
      }
      // Only a row written past the check could fail here: keep the journal's rows (the log reads them), write new
      // rows straight into `moves`, and say so.
      this.broken = true;
      process.stderr.write(
        `kozyr server: the move journal could not be compacted, its rows stay in move_journal: ${
          e instanceof Error ? e.message : String(e)
        }\n`,
      );
      return;
    }
    this.rows = 0;
    this.compactAt = this.compactAfter;
    this.highest.clear();
  }

  private prepared() {
    if (this.statements !== null) return this.statements;
    // Prepared on first use: the tables exist only once the migrations have run.
    const append = this.database.prepare(`INSERT INTO move_journal (${COLUMNS}) VALUES (?, ?, ?, ?, ?, ?)`);
    const storedFrom = this.database.prepare('SELECT 1 FROM moves WHERE table_id = ? AND seq >= ? LIMIT 1').pluck();
    const moveAll = this.database.prepare(
      `INSERT INTO moves (${COLUMNS}) SELECT ${COLUMNS} FROM move_journal ORDER BY table_id, seq`,
    );
    const empty = this.database.prepare('DELETE FROM move_journal');
    const batch = this.database.transaction((rows: readonly MoveRow[]) => {
      const taken = new Map<string, number>();
      for (const r of rows) {
        const last = taken.get(r.table_id) ?? this.highest.get(r.table_id);
        const duplicate = last === undefined ? storedFrom.get(r.table_id, r.seq) !== undefined : r.seq <= last;
        if (duplicate) throw new DuplicateMove(`table ${r.table_id} has already stored move ${r.seq}`);
        taken.set(r.table_id, r.seq);
        append.run(r.table_id, r.seq, r.seat, r.move, r.at, r.by);
      }
      return taken;
    });
    const insert = this.database.prepare(`INSERT INTO moves (${COLUMNS}) VALUES (?, ?, ?, ?, ?, ?)`);
    const straight = this.database.transaction((rows: readonly MoveRow[]) => {
      for (const r of rows) {
        // The key of `moves` refuses a seq stored there; one still in the journal is checked here.
        const last = this.highest.get(r.table_id);
        if (last !== undefined && r.seq <= last) throw new DuplicateMove(`table ${r.table_id} has already stored move ${r.seq}`);
        insert.run(r.table_id, r.seq, r.seat, r.move, r.at, r.by);
      }
    });
    const compact = this.database.transaction(() => {
      moveAll.run();
      empty.run();
    });
    this.statements = { append, storedFrom, batch, straight, compact };
    // Rows left by an earlier run (the journal is emptied at every start, before any table is read).
    this.rows = this.database.prepare('SELECT count(*) FROM move_journal').pluck().get() as number;
    return this.statements;
  }

  /** At start, after the migrations, and at a clean stop: whatever the journal holds joins `moves`. */
  compactAll(): void {
    this.prepared();
    if (this.rows > 0) this.compact();
  }
}

/** SQLite's "the database is locked" (busy_timeout is 0: the driver never waits for another connection's lock). */
function lockBusy(e: unknown): boolean {
  const code = (e as { code?: unknown; } | null)?.code;
  return code === 'SQLITE_BUSY' || code === 'SQLITE_BUSY_SNAPSHOT' || code === 'SQLITE_LOCKED';
}
