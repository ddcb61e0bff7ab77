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
 */
import type pg from 'pg';
import type { LogEntry, StoredTable } from '../storage/port.ts';
import { type LeaseBook, LeaseLost } from './leases.ts';

interface Row {
  readonly tableId: string;
  readonly epoch: number;
  readonly entry: LogEntry;
  resolve(): void;
  reject(e: unknown): void;
}

/**
 * The lease check of every write of moves, inside its transaction: the rows stay locked (KEY SHARE) until the
 * commit. A takeover's FOR UPDATE conflicts with it; a renewal's UPDATE of the expiry does not.
 */
export const LEASE_CHECK =
  `SELECT table_id, epoch FROM table_leases WHERE table_id = ANY($1::text[]) AND node = $2 FOR KEY SHARE`;

/** PostgreSQL's code for a unique key violated (a seq already stored). */
const UNIQUE_VIOLATION = '23505';
const MAX_ROWS = 400;

const moveText = (e: LogEntry): string | null => (e.move === null ? null : JSON.stringify(e.move));

export class FencedMoves {
  private queue: Row[] = [];
  private scheduled = false;

  constructor(
    private readonly pool: pg.Pool,
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
    if (replaceUnacknowledged) return this.replace(tableId, epoch, entry);
    return new Promise((resolve, reject) => {
      this.queue.push({ tableId, epoch, entry, resolve, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => void this.flush());
      }
    });
  }

  private async flush(): Promise<void> {
    this.scheduled = false;
    const batch = this.queue;
    this.queue = [];
    for (let i = 0; i < batch.length; i += MAX_ROWS) await this.writeSettling(batch.slice(i, i + MAX_ROWS));
  }

  /** Write a batch; on a refusal, only the rows of lost tables (or the one duplicate) fail. */
  private async writeSettling(rows: readonly Row[]): Promise<void> {
    let lost: Set<string>;
    try {
      lost = await this.write(rows);
    } catch (e) {
      if ((e as { code?: unknown; }).code !== UNIQUE_VIOLATION || rows.length === 1) {
        for (const r of rows) r.reject(e);
        return;
      }
      // A seq already stored in one of the rows: the batch wrote nothing; row by row, only that one fails.
      for (const r of rows) await this.writeSettling([r]);
      return;
    }
    if (lost.size === 0) {
      for (const r of rows) r.resolve();
      return;
    }
    for (const r of rows) {
      if (!lost.has(r.tableId)) continue;
      this.leases.drop(r.tableId);
      r.reject(new LeaseLost(r.tableId));
    }
    const kept = rows.filter((r) => !lost.has(r.tableId));
    if (kept.length > 0) await this.writeSettling(kept);
  }

  /**
   * One transaction: lock the lease rows, and when every table is still held
   * under its epoch, insert the rows. Returns the tables not held (then nothing
   * was written).
   */
  private async write(rows: readonly Row[]): Promise<Set<string>> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const lost = await this.lostOf(client, rows);
      if (lost.size > 0) {
        await client.query('ROLLBACK');
        return lost;
      }
      await client.query(
        `INSERT INTO moves (table_id, seq, seat, move, at, by)
         SELECT * FROM unnest($1::text[], $2::int[], $3::int[], $4::text[], $5::bigint[], $6::text[])`,
        [
          rows.map((r) => r.tableId),
          rows.map((r) => r.entry.seq),
          rows.map((r) => r.entry.seat),
          rows.map((r) => moveText(r.entry)),
          rows.map((r) => r.entry.at),
          rows.map((r) => r.entry.by),
        ],
      );
      await client.query('COMMIT');
      return lost;
    } catch (e) {
      await client.query('ROLLBACK').catch(() => {});
      throw e;
    } finally {
      client.release();
    }
  }

  /** Inside the transaction: the tables of `rows` whose lease this node no longer holds under the row's epoch. */
  private async lostOf(client: pg.PoolClient, rows: readonly Pick<Row, 'tableId' | 'epoch'>[]): Promise<Set<string>> {
    const ids = [...new Set(rows.map((r) => r.tableId))];
    const r = await client.query<{ table_id: string; epoch: string; }>(
      LEASE_CHECK,
      [ids, this.leases.node],
    );
    const held = new Map(r.rows.map((row) => [row.table_id, Number(row.epoch)]));
    const lost = new Set<string>();
    for (const row of rows) if (held.get(row.tableId) !== row.epoch) lost.add(row.tableId);
    return lost;
  }

  /**
   * The table's row (seats, stand-ins, status) under the same fence as its moves: a node that lost the table
   * cannot overwrite what its new owner stores. The row is written as the adapter writes it (storage/kysely.ts).
   */
  async saveTable(t: StoredTable): Promise<void> {
    const epoch = this.leases.epochOf(t.id);
    if (epoch === undefined) throw new LeaseLost(t.id);
    const { id, game, status, createdAt, ...meta } = t;
    await this.fenced(id, epoch, (client) =>
      client.query(
        `INSERT INTO tables (id, game, status, meta, created_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (id) DO UPDATE SET status = EXCLUDED.status, meta = EXCLUDED.meta`,
        [id, game, status, JSON.stringify(meta), createdAt],
      ));
  }

  /** One transaction: the lease check of one table, then `write`; refused (LeaseLost) when the lease is gone. */
  private async fenced(tableId: string, epoch: number, write: (client: pg.PoolClient) => Promise<unknown>): Promise<void> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      if ((await this.lostOf(client, [{ tableId, epoch }])).size > 0) {
        await client.query('ROLLBACK');
        this.leases.drop(tableId);
        throw new LeaseLost(tableId);
      }
      await write(client);
      await client.query('COMMIT');
    } catch (e) {
      await client.query('ROLLBACK').catch(() => {});
      throw e;
    } finally {
      client.release();
    }
  }

  private replace(tableId: string, epoch: number, entry: LogEntry): Promise<void> {
    return this.fenced(tableId, epoch, async (client) => {
      await client.query('DELETE FROM moves WHERE table_id = $1 AND seq >= $2', [tableId, entry.seq]);
      await client.query(
        'INSERT INTO moves (table_id, seq, seat, move, at, by) VALUES ($1, $2, $3, $4, $5, $6)',
        [tableId, entry.seq, entry.seat, moveText(entry), entry.at, entry.by],
      );
    });
  }
}
