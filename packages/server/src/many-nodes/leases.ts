/**
 * Table ownership among nodes sharing one PostgreSQL: a lease per unfinished
 * table (`table_leases`: owner node, epoch, expiry). A node renews the leases
 * of the tables it holds; a lease left to expire (the node died, paused, lost
 * the database) is taken by another node, which bumps its epoch. Every write of
 * moves checks the epoch under a row lock in its own transaction (see
 * fenced-moves.ts), so the node that lost a table can never store another move
 * of it. Times are PostgreSQL's clock, never a node's: the nodes' clocks may differ.
 */
import type pg from 'pg';
import { WriteRefused } from '../storage/resilient.ts';

/** The lease of the node that runs the club's tournaments (`~` is in no table id: ids are base64url). */
export const TOURNAMENTS_ROLE = '~tournaments';

/** Milliseconds since the epoch by the database's clock (the one clock every node agrees on). */
const NOW = `(extract(epoch from clock_timestamp()) * 1000)::bigint`;

/** Moving or storing a table's state was refused: this node no longer holds its lease. */
export class LeaseLost extends WriteRefused {
  constructor(readonly tableId: string) {
    super(`table ${tableId} is now owned by another node; nothing was stored`);
  }
}

export interface Acquired {
  readonly tableId: string;
  readonly epoch: number;
}

export interface Owner {
  readonly node: string;
  /** false when the lease has expired (its node is presumed dead; another will take the table). */
  readonly live: boolean;
}

/**
 * Which tables a node may take over. A node that is worker `index` of `count` on
 * its machine (`kozyr serve --redis ... --workers N`) takes only the tables whose
 * id hashes to it: the primary hands every socket naming a table to the worker
 * its id hashes to, and a worker resumes every table whose lease it takes, so a
 * lease and its table are always in the same process. Every node has one worker
 * per index, so every table can be taken by some worker of every node.
 */
export type Claimable = (tableId: string) => boolean;

/** How many expired leases one round looks at when only some are claimable (the others are other workers'). */
const SCAN_PER_TAKE = 8;

export class LeaseBook {
  /** Tables this node holds, with the epoch it holds each under. */
  private readonly held = new Map<string, number>();
  /** When this node took each held table (a table being created is held before the registry has it). */
  private readonly since = new Map<string, number>();
  /** Told of every table this node finds it has lost (at renewal, or when a write was refused). */
  onLost: (tableId: string) => void = () => {};

  constructor(
    private readonly pool: pg.Pool,
    readonly node: string,
    /** How long a lease lasts from its last renewal. */
    readonly ttlMs: number,
    private readonly more: {
      /** The tables this node may take over (all of them unless it is one of several workers of a machine). */
      readonly claimable?: Claimable;
      /**
       * A pool of its own for renewals, so a renewal never queues behind owner lookups, claims and takeovers
       * (hundreds at once while a machine seats its tables): a renewal held up past the lease loses every table.
       */
      readonly renewals?: pg.Pool;
    } = {},
  ) {}

  /** The epoch this node holds `tableId` under, or undefined when it does not hold it. */
  epochOf(tableId: string): number | undefined {
    return this.held.get(tableId);
  }

  holds(tableId: string): boolean {
    return this.held.has(tableId);
  }

  heldIds(): string[] {
    return [...this.held.keys()];
  }

  /** When this node took the table (its own clock), or undefined when it does not hold it. */
  heldSince(tableId: string): number | undefined {
    return this.since.get(tableId);
  }

  private hold(tableId: string, epoch: number): void {
    this.held.set(tableId, epoch);
    if (!this.since.has(tableId)) this.since.set(tableId, Date.now());
  }

  private unhold(tableId: string): boolean {
    this.since.delete(tableId);
    return this.held.delete(tableId);
  }

  /** A table this node has just created: its first lease (epoch 1). false when the id already has one. */
  async claimNew(tableId: string): Promise<boolean> {
    const r = await this.pool.query<{ epoch: string; }>(
      `INSERT INTO table_leases (table_id, node, epoch, expires_at) VALUES ($1, $2, 1, ${NOW} + $3)
       ON CONFLICT (table_id) DO NOTHING RETURNING epoch`,
      [tableId, this.node, this.ttlMs],
    );
    if (r.rowCount !== 1) return false;
    this.hold(tableId, 1);
    return true;
  }

  /**
   * A role one node of the club plays at a time (the tournaments' runner), leased as a table is under a name
   * no table id can have: taken when nobody holds it or its holder's lease expired (or a previous process under
   * this node id held it), with the epoch bumped; renewed, lost and released with the tables' leases. The
   * takeover of tables never takes it: it joins the leases with their tables.
   */
  async claimRole(role: string): Promise<boolean> {
    if (this.held.has(role)) return true;
    const r = await this.pool.query<{ epoch: string; }>(
      `INSERT INTO table_leases (table_id, node, epoch, expires_at) VALUES ($1, $2, 1, ${NOW} + $3)
       ON CONFLICT (table_id) DO UPDATE SET node = $2, epoch = table_leases.epoch + 1, expires_at = ${NOW} + $3
       WHERE table_leases.expires_at < ${NOW} OR table_leases.node = $2
       RETURNING epoch`,
      [role, this.node, this.ttlMs],
    );
    if (r.rowCount !== 1) return false;
    this.hold(role, Number(r.rows[0]!.epoch));
    return true;
  }

  /**
   * Take up to `limit` unfinished tables nobody holds: their lease expired, or
   * they have none (stored before the club ran on many nodes). Each comes with
   * its epoch bumped. The lease row is locked FOR UPDATE, which conflicts with
   * the KEY SHARE lock every write of moves holds on it (fenced-moves.ts): a row
   * with a write in flight, or being taken by another node, is skipped this
   * round, so no write of the old owner can commit after the takeover, and two
   * nodes never take one table.
   *
   * `previousLife`: also the leases still in this node's own name (at start: a
   * process with this node id that died, e.g. a worker its supervisor restarts,
   * held them; none is alive under this id, so they need not run out first). A
   * write the dead process left in flight was rolled back with its connection.
   */
  async acquire(limit: number, previousLife = false): Promise<Acquired[]> {
    const claimable = this.more.claimable;
    const got = claimable === undefined ?
      [...await this.takeExpired(limit, previousLife, null), ...await this.takeUnleased(limit, null)] :
      await this.acquireClaimable(limit, previousLife, claimable);
    for (const a of got) this.hold(a.tableId, a.epoch);
    return got;
  }

  /** The tables this node may take, among the candidates (ids only, unlocked), then taken as acquire() does. */
  private async acquireClaimable(limit: number, previousLife: boolean, claimable: Claimable): Promise<Acquired[]> {
    const scan = limit * SCAN_PER_TAKE;
    const expired = await this.pool.query<{ table_id: string; }>(
      `SELECT l.table_id FROM table_leases l JOIN tables t ON t.id = l.table_id
       WHERE (l.expires_at < ${NOW} ${previousLife ? 'OR l.node = $2' : ''}) AND t.status <> 'over'
       ORDER BY l.expires_at LIMIT $1`,
      previousLife ? [scan, this.node] : [scan],
    );
    const unleased = await this.pool.query<{ id: string; }>(
      `SELECT t.id FROM tables t WHERE t.status <> 'over'
       AND NOT EXISTS (SELECT 1 FROM table_leases l WHERE l.table_id = t.id) ORDER BY t.created_at LIMIT $1`,
      [scan],
    );
    const mineExpired = expired.rows.map((r) => r.table_id).filter(claimable).slice(0, limit);
    const mineUnleased = unleased.rows.map((r) => r.id).filter(claimable).slice(0, limit);
    return [
      ...mineExpired.length === 0 ? [] : await this.takeExpired(limit, previousLife, mineExpired),
      ...mineUnleased.length === 0 ? [] : await this.takeUnleased(limit, mineUnleased),
    ];
  }

  /** Expired leases (of these tables only, when given), checked again under the row lock, taken with a new epoch. */
  private async takeExpired(limit: number, previousLife: boolean, only: readonly string[] | null): Promise<Acquired[]> {
    const r = await this.pool.query<{ table_id: string; epoch: string; }>(
      `WITH expired AS (
         SELECT l.table_id FROM table_leases l JOIN tables t ON t.id = l.table_id
         WHERE (l.expires_at < ${NOW} ${previousLife ? 'OR l.node = $1' : ''}) AND t.status <> 'over' ${
        only === null ? '' : 'AND l.table_id = ANY($4)'
      }
         ORDER BY l.expires_at LIMIT $3 FOR UPDATE OF l SKIP LOCKED
       )
       UPDATE table_leases l SET node = $1, epoch = l.epoch + 1, expires_at = ${NOW} + $2
       FROM expired WHERE l.table_id = expired.table_id
       RETURNING l.table_id, l.epoch`,
      only === null ? [this.node, this.ttlMs, limit] : [this.node, this.ttlMs, limit, only],
    );
    return r.rows.map((row) => ({ tableId: row.table_id, epoch: Number(row.epoch) }));
  }

  /** A creator claims the lease before it stores the table, so a table without one is from before the leases. */
  private async takeUnleased(limit: number, only: readonly string[] | null): Promise<Acquired[]> {
    const r = await this.pool.query<{ table_id: string; epoch: string; }>(
      `INSERT INTO table_leases (table_id, node, epoch, expires_at)
       SELECT t.id, $1, 1, ${NOW} + $2 FROM tables t
       WHERE t.status <> 'over' AND NOT EXISTS (SELECT 1 FROM table_leases l WHERE l.table_id = t.id)
       ${only === null ? '' : 'AND t.id = ANY($4)'}
       ORDER BY t.created_at LIMIT $3
       ON CONFLICT (table_id) DO NOTHING
       RETURNING table_id, epoch`,
      only === null ? [this.node, this.ttlMs, limit] : [this.node, this.ttlMs, limit, only],
    );
    return r.rows.map((row) => ({ tableId: row.table_id, epoch: Number(row.epoch) }));
  }

  /**
   * Extend every held lease whose epoch is still ours; returns the tables whose
   * lease was lost (taken by another node after this one failed to renew in
   * time). They are no longer held. Changing only the expiry, the UPDATE's lock
   * (NO KEY UPDATE) never waits for a write of moves (KEY SHARE), so renewals
   * and writes cannot deadlock. It may run while a takeover or a release does
   * (they have timers of their own): a table let go meanwhile is not reported lost.
   */
  async renew(): Promise<string[]> {
    if (this.held.size === 0) return [];
    const ids = [...this.held.keys()];
    const epochs = ids.map((id) => this.held.get(id)!);
    const r = await (this.more.renewals ?? this.pool).query<{ table_id: string; }>(
      `UPDATE table_leases l SET expires_at = ${NOW} + $2
       FROM unnest($3::text[], $4::bigint[]) AS h(id, epoch)
       WHERE l.table_id = h.id AND l.epoch = h.epoch AND l.node = $1
       RETURNING l.table_id`,
      [this.node, this.ttlMs, ids, epochs],
    );
    const renewed = new Set(r.rows.map((row) => row.table_id));
    // Not renewed and still held under the epoch renewed: lost (a table released meanwhile is simply gone).
    const lost = ids.filter((id, i) => !renewed.has(id) && this.held.get(id) === epochs[i]);
    for (const id of lost) {
      this.unhold(id);
      this.onLost(id);
    }
    return lost;
  }

  /** Give tables up: finished ones lose their lease row, others expire at once so another node takes them now. */
  async release(ids: readonly string[], finished: boolean): Promise<void> {
    if (ids.length === 0) return;
    const epochs = ids.map((id) => this.held.get(id) ?? -1);
    for (const id of ids) this.unhold(id);
    const where = `table_leases.table_id = h.id AND table_leases.epoch = h.epoch AND table_leases.node = $1`;
    await this.pool.query(
      finished ?
        `DELETE FROM table_leases USING unnest($2::text[], $3::bigint[]) AS h(id, epoch) WHERE ${where}` :
        `UPDATE table_leases SET expires_at = 0 FROM unnest($2::text[], $3::bigint[]) AS h(id, epoch) WHERE ${where}`,
      [this.node, ids, epochs],
    );
  }

  /** Who owns a table now (null: no lease, e.g. a finished table, which any node may load from storage). */
  async ownerOf(tableId: string): Promise<Owner | null> {
    const r = await this.pool.query<{ node: string; live: boolean; }>(
      `SELECT node, expires_at > ${NOW} AS live FROM table_leases WHERE table_id = $1`,
      [tableId],
    );
    const row = r.rows[0];
    return row === undefined ? null : { node: row.node, live: row.live };
  }

  /** Forget a table without touching the database (its lease was found lost while writing). */
  drop(tableId: string): void {
    if (this.unhold(tableId)) this.onLost(tableId);
  }
}
