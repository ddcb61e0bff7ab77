/**
 * The move log of a node among many: appends arriving in one turn of the event
 * loop (from any of this node's tables) are written together, in one
 * transaction that first locks the tables' lease rows (FOR KEY SHARE) and
 * checks that this node still holds each under the epoch it had. A takeover
 * locks the row FOR UPDATE, which conflicts: it skips a row while a write holds
 * it, and a write started after a takeover sees the new epoch and is refused
 * (`LeaseLost`). Renewals change only the expiry and never wait for a write. So a node that
 * lost a table (paused, partitioned) can never append to its log, and
 * (table, seq) being the key, no move is ever stored twice. Each caller's
 * promise settles only after the commit: stored before broadcast still holds.
 *
 * The writes themselves are the PostgreSQL adapter's own (storage/kysely.ts),
 * given a fence: the lease check here runs first in their transaction. The
 * table's row, its chat lines and the end of its game are fenced the same way.
 */
import { CompiledQuery, type Transaction } from 'kysely';
import type { KyselyStorage, MoveRow, WriteFence } from '../storage/kysely.ts';
import { toMoveRow } from '../storage/kysely.ts';
import type { LogEntry, StoredTable } from '../storage/port.ts';
import type { DB } from '../storage/schema.ts';
import { type LeaseBook, LeaseLost } from './leases.ts';

interface Row {
  readonly tableId: string;
  readonly epoch: number;
  readonly row: MoveRow;
  resolve(): void;
  reject(e: unknown): void;
}

/**
 * The lease check of every fenced write, inside its transaction: the rows stay locked (KEY SHARE) until the
 * commit. A takeover's FOR UPDATE conflicts with it; a renewal's UPDATE of the expiry does not.
 */
export const LEASE_CHECK =
  `SELECT table_id, epoch FROM table_leases WHERE table_id = ANY($1::text[]) AND node = $2 FOR KEY SHARE`;

/** PostgreSQL's code for a unique key violated (a seq already stored). */
const UNIQUE_VIOLATION = '23505';
const MAX_ROWS = 400;

/** A batch's fence refused some of its tables (nothing of the batch was written). */
class TablesLost extends Error {
  constructor(readonly tables: ReadonlySet<string>) {
    super(`tables no longer held: ${[...tables].join(', ')}`);
  }
}

export class FencedMoves {
  private queue: Row[] = [];
  private scheduled = false;

  constructor(
    private readonly storage: KyselyStorage,
    private readonly leases: LeaseBook,
  ) {}

  /**
   * Store one entry if this node still holds the table. `replaceUnacknowledged`:
   * an earlier write of this seq failed without an answer; whatever is stored
   * from this seq on was never acknowledged and is replaced (see Storage.appendLog).
   */
  append(tableId: string, entry: LogEntry, replaceUnacknowledged = false): Promise<void> {
    const epoch = this.leases.epochOf(tableId);
    if (epoch === undefined) return Promise.reject(new LeaseLost(tableId));
    const row = toMoveRow(tableId, entry);
    if (replaceUnacknowledged) return this.storage.replaceLogFrom(row, this.fenceAt(tableId, epoch));
    return new Promise((resolve, reject) => {
      this.queue.push({ tableId, epoch, row, resolve, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => void this.flush());
      }
    });
  }

  /**
   * The fence of one write of `tableId` (its row, a chat line, the end of its game): refused with LeaseLost,
   * nothing written, unless this node still holds the table under the epoch it holds it by now.
   */
  fenceOf(tableId: string): WriteFence {
    const epoch = this.leases.epochOf(tableId);
    if (epoch === undefined) {
      return () => Promise.reject(new LeaseLost(tableId));
    }
    return this.fenceAt(tableId, epoch);
  }

  /**
   * The fence of a chat line: the table's own while this node holds it; once its game is over the lease is let
   * go (any node may load a finished table, and its players still talk), so a line is then taken when the
   * stored table is over, and refused while it is still being played (another node owns it now).
   */
  chatFenceOf(tableId: string): WriteFence {
    const epoch = this.leases.epochOf(tableId);
    if (epoch !== undefined) return this.fenceAt(tableId, epoch);
    return async (tx) => {
      const row = await tx.selectFrom('tables').select('status').where('id', '=', tableId).executeTakeFirst();
      if (row?.status !== 'over') throw new LeaseLost(tableId);
    };
  }

  /** The table's row (seats, stand-ins, status) under the fence: a node that lost the table cannot overwrite it. */
  saveTable(t: StoredTable): Promise<void> {
    return this.storage.saveTable(t, this.fenceOf(t.id));
  }

  private fenceAt(tableId: string, epoch: number): WriteFence {
    return async (tx) => {
      if ((await this.lostOf(tx, [{ tableId, epoch }])).size === 0) return;
      this.leases.drop(tableId);
      throw new LeaseLost(tableId);
    };
  }

  private async flush(): Promise<void> {
    this.scheduled = false;
    const batch = this.queue;
    this.queue = [];
    for (let i = 0; i < batch.length; i += MAX_ROWS) await this.writeSettling(batch.slice(i, i + MAX_ROWS));
  }

  /** Write a batch; on a refusal, only the rows of lost tables (or the one duplicate) fail. */
  private async writeSettling(rows: readonly Row[]): Promise<void> {
    try {
      // One transaction: the lease rows locked and checked, then every row inserted, or none.
      await this.storage.appendMoves(rows.map((r) => r.row), async (tx) => {
        const lost = await this.lostOf(tx, rows);
        if (lost.size > 0) throw new TablesLost(lost);
      });
    } catch (e) {
      if (e instanceof TablesLost) return this.settleLost(rows, e.tables);
      if ((e as { code?: unknown; }).code !== UNIQUE_VIOLATION || rows.length === 1) {
        for (const r of rows) r.reject(e);
        return;
      }
      // A seq already stored in one of the rows: the batch wrote nothing; row by row, only that one fails.
      for (const r of rows) await this.writeSettling([r]);
      return;
    }
    for (const r of rows) r.resolve();
  }

  /** The rows of lost tables fail (the tables are dropped); the others are written again without them. */
  private async settleLost(rows: readonly Row[], lost: ReadonlySet<string>): Promise<void> {
    for (const r of rows) {
      if (!lost.has(r.tableId)) continue;
      this.leases.drop(r.tableId);
      r.reject(new LeaseLost(r.tableId));
    }
    const kept = rows.filter((r) => !lost.has(r.tableId));
    if (kept.length > 0) await this.writeSettling(kept);
  }

  /** Inside the transaction: the tables of `rows` whose lease this node no longer holds under the row's epoch. */
  private async lostOf(tx: Transaction<DB>, rows: readonly Pick<Row, 'tableId' | 'epoch'>[]): Promise<Set<string>> {
    const ids = [...new Set(rows.map((r) => r.tableId))];
    const r = await tx.executeQuery<{ table_id: string; epoch: string; }>(
      CompiledQuery.raw(LEASE_CHECK, [ids, this.leases.node]),
    );
    const held = new Map(r.rows.map((row) => [row.table_id, Number(row.epoch)]));
    const lost = new Set<string>();
    for (const row of rows) if (held.get(row.tableId) !== row.epoch) lost.add(row.tableId);
    return lost;
  }
}
