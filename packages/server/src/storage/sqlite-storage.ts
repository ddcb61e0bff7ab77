/**
 * SQLite's fast path: the portable adapter (kysely.ts) with SQLite's writes
 * taken past the query builder where the figures needed it. Moves go to the
 * worker's move journal (move-journal.ts) in a synchronous group commit; a
 * game's seating, start and end, its players and results are prepared
 * statements (sqlite-game-statements.ts). Each takes Kysely's way while a
 * Kysely transaction is open on the connection (a statement run then would
 * join it uncommitted).
 */
import type Database from 'better-sqlite3';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Checkpointer } from './checkpointer.ts';
import {
  dropRepeatedSeqs,
  KyselyStorage,
  type MoveRow,
  tableRow,
  toLogEntry,
  toMoveRow,
  toResult,
  toUser,
  type WriteFence,
} from './kysely.ts';
import type { MoveJournal } from './move-journal.ts';
import type { GameResult, LogEntry, Rating, StoredTable, StoredUser } from './port.ts';
import type { DB } from './schema.ts';
import type { SqliteGameStatements } from './sqlite-game-statements.ts';
import { NO_HOLDS, type WriteFigures } from './write-figures.ts';

export interface SqliteFastPath {
  /** The connection Kysely runs on too (sqlite.ts opens it, with its pragmas and the journal's file attached). */
  readonly database: Database.Database;
  readonly db: Kysely<DB>;
  /** Where moves are appended first (a file of the worker's own, or a table of the club's file). */
  readonly journal: MoveJournal;
  readonly games: SqliteGameStatements;
  /** Whether the files take a write now (sqlite.ts: a page written and removed in each). */
  readonly probe: () => Promise<void>;
  /** The checkpoint threads (none for a database in memory): stopped at the close. */
  readonly checkpointers?: readonly Checkpointer[];
  /** The checkpointer whose holds the move log waits for (the journal's): its flag and its tally of holds. */
  readonly holdsMoves?: { readonly held: () => boolean; readonly holds: Checkpointer['holds']; };
}

export class SqliteStorage extends KyselyStorage {
  readonly database: Database.Database;
  private readonly journal: MoveJournal;
  private readonly games: SqliteGameStatements;
  private readonly probeWrites: () => Promise<void>;
  private readonly checkpointers: readonly Checkpointer[];
  private readonly holdsMoves: SqliteFastPath['holdsMoves'];

  constructor(path: SqliteFastPath) {
    super('sqlite', path.db);
    this.database = path.database;
    this.journal = path.journal;
    this.games = path.games;
    this.probeWrites = path.probe;
    this.checkpointers = path.checkpointers ?? [];
    this.holdsMoves = path.holdsMoves;
  }

  override writeFigures(reset = false): WriteFigures {
    const figures = { ...super.writeFigures(reset), checkpointHolds: this.holdsMoves?.holds.figures() ?? NO_HOLDS };
    if (reset) this.holdsMoves?.holds.reset();
    return figures;
  }

  /** The journal's prepared statement in one transaction, synchronously (returns nothing); Kysely's INSERT while it declines. */
  protected override appendMoveBatch(rows: readonly MoveRow[]): Promise<void> | undefined {
    if (this.journal.write(rows)) return undefined;
    return this.insertMoves(this.db, rows);
  }

  protected override async appendMoveRow(row: MoveRow): Promise<void> {
    if (this.journal.write([row])) return;
    await this.insertMoves(this.db, [row]);
  }

  protected override movesHeld(): boolean {
    return this.holdsMoves?.held() ?? false;
  }

  /** Rows straight into `moves` through Kysely; the journal then checks those tables' next rows afresh. */
  protected override async insertMoves(db: Kysely<DB>, rows: readonly MoveRow[]): Promise<void> {
    await super.insertMoves(db, rows);
    for (const r of rows) this.journal.forget(r.table_id);
  }

  /**
   * The move's synchronous path (see Storage.appendLogSoon): the row joins this
   * turn's group commit and `stored` is called once it is committed.
   */
  appendLogSoon(tableId: string, e: LogEntry, stored: (error: unknown) => void): boolean {
    this.moves.add(toMoveRow(tableId, e), stored);
    return true;
  }

  override probe(): Promise<void> {
    return this.probeWrites();
  }

  override async migrate(): Promise<void> {
    await super.migrate();
    this.journal.compactAll();
  }

  override async close(): Promise<void> {
    // A clean stop leaves the whole log in `moves` (for tools that read the file; the next start would move it anyway).
    this.journal.compactAll();
    await Promise.all(this.checkpointers.map((c) => c.stop()));
    await super.close();
  }

  override async userById(id: string): Promise<StoredUser | null> {
    if (!this.games.free) return super.userById(id);
    const row = this.games.userById(id);
    return row === undefined ? null : toUser(row);
  }

  /**
   * A finished table's rows into `moves` before its end is stored (MoveJournal.settle): at once, so the end's own
   * statements still run in the caller's turn, or once the connection is free.
   */
  private settle(tableId: string): Promise<void> | undefined {
    if (this.journal.settle(tableId)) return undefined;
    // Another call's transaction holds this connection across its awaits: the rows move once it has ended.
    return this.db.connection().execute(async () => void this.journal.settle(tableId));
  }

  override async saveTable(t: StoredTable, fence?: WriteFence): Promise<void> {
    const settling = t.status === 'over' ? this.settle(t.id) : undefined;
    if (settling !== undefined) await settling;
    if (fence === undefined && this.games.free) return this.games.saveTable(tableRow(t));
    return super.saveTable(t, fence);
  }

  override async finishTable(
    over: StoredTable,
    ratings: readonly Rating[],
    results: readonly GameResult[],
    fence?: WriteFence,
  ): Promise<boolean> {
    const settling = this.settle(over.id);
    if (settling !== undefined) await settling;
    if (fence === undefined && this.games.free) return this.games.finishTable(tableRow(over), ratings, results);
    return super.finishTable(over, ratings, results, fence);
  }

  override async tableResults(tableId: string): Promise<GameResult[]> {
    if (!this.games.free) return super.tableResults(tableId);
    return this.games.tableResults(tableId).map(toResult);
  }

  protected override async removeLogFrom(tx: Transaction<DB>, row: MoveRow): Promise<void> {
    await super.removeLogFrom(tx, row);
    // A journal of its own file commits apart from `moves` (move-journal.ts): a crash between leaves either the old
    // row in the journal beside the new one in `moves`, which the log reads in its place, or neither, and the row
    // was never acknowledged.
    await tx.deleteFrom(this.journal.table as 'move_journal').where('table_id', '=', row.table_id)
      .where('seq', '>=', row.seq).execute();
  }

  override async log(tableId: string): Promise<LogEntry[]> {
    // The latest rows may still be in the journal, read in the same statement. A seq is in one of the two, or,
    // after a crash between a move's two commits from a journal of its own file, in both: then the row of `moves`
    // is read (`source` 0) and the journal's left out.
    const rows = await this.db.selectFrom('moves').selectAll().select(sql<number>`0`.as('source'))
      .where('table_id', '=', tableId)
      .unionAll(
        this.db.selectFrom(this.journal.table as 'move_journal').selectAll().select(sql<number>`1`.as('source'))
          .where('table_id', '=', tableId),
      )
      .orderBy('seq').orderBy('source').execute();
    return dropRepeatedSeqs(rows).map(toLogEntry);
  }
}
