/**
 * Table leases and fencing on PostgreSQL (many-nodes/leases.ts, many-nodes/fenced-moves.ts):
 * a node stores moves only while it holds the table's lease under its epoch; a
 * node whose lease was taken can never append again, and no seq is stored twice;
 * nor can it store a chat line of the table or end its game (node-storage.ts).
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FencedMoves, LEASE_CHECK } from '../src/many-nodes/fenced-moves.ts';
import { type Claimable, LeaseBook, LeaseLost } from '../src/many-nodes/leases.ts';
import { nodeStorage } from '../src/many-nodes/node-storage.ts';
import { shardOf } from '../src/one-machine/shard.ts';
import type { KyselyStorage } from '../src/storage/kysely.ts';
import type { ChatEntry, GameResult, LogEntry, StoredTable } from '../src/storage/port.ts';
import { postgresStorage } from '../src/storage/postgres.ts';
import { storedTable } from './fixtures/stored-table.ts';
import { sleep } from './helpers.ts';
import { freshSchema, PG_URL, pgAvailable } from './pg.ts';

const table = (id: string, status: StoredTable['status'] = 'playing'): StoredTable =>
  storedTable(id, { status, invite: `INV${id}`, createdAt: Date.now() });
const line = (text: string): ChatEntry => ({ userId: 'u', name: 'u', seat: 0, text, at: 1, version: 0 });
const result = (tableId: string): GameResult => ({
  tableId,
  userId: 'u',
  game: 'fake',
  seat: 0,
  place: 1,
  ratingBefore: null,
  ratingAfter: null,
  finishedAt: 2,
});
const entry = (seq: number): LogEntry => ({ seq, seat: 0, move: { kind: 'play', n: seq }, at: 1000 + seq, by: 'player' });

if (pgAvailable('table leases and fencing')) {
  describe('table leases and fencing (PostgreSQL)', () => {
    let drop: () => Promise<void>;
    let storage: KyselyStorage;
    let pool: pg.Pool;
    const books: LeaseBook[] = [];
    const node = (id: string, ttlMs = 60_000, claimable?: Claimable) => {
      const book = new LeaseBook(pool, id, ttlMs, claimable === undefined ? {} : { claimable });
      books.push(book);
      const moves = new FencedMoves(storage, book);
      return { book, moves, storage: nodeStorage(storage, book, moves, () => {}) };
    };
    /** The owner stops renewing (paused, partitioned): its lease runs out. */
    const expire = (id: string) => pool.query('UPDATE table_leases SET expires_at = 0 WHERE table_id = $1', [id]);
    const seqs = async (id: string) => (await storage.log(id)).map((e) => e.seq);

    beforeAll(async () => {
      const fresh = await freshSchema();
      drop = fresh.drop;
      storage = postgresStorage(fresh.url);
      await storage.migrate();
      pool = new pg.Pool({ connectionString: fresh.url, max: 4 });
    });
    afterAll(async () => {
      await pool?.end();
      await storage?.close();
      await drop?.();
    });

    it('a new table is leased to its creator; no other node can claim or take it while the lease lasts', async () => {
      await storage.saveTable(table('t1'));
      const a = node('a');
      const b = node('b');
      expect(await a.book.claimNew('t1')).toBe(true);
      expect(await b.book.claimNew('t1')).toBe(false);
      expect(await b.book.acquire(10)).toEqual([]);
      expect(await a.book.ownerOf('t1')).toEqual({ node: 'a', live: true });
      await a.moves.append('t1', entry(0));
      expect(await seqs('t1')).toEqual([0]);
    });

    it('a node whose lease was taken over can never append again; the new owner continues the log', async () => {
      await storage.saveTable(table('t2'));
      const a = node('a');
      const b = node('b');
      await a.book.claimNew('t2');
      await a.moves.append('t2', entry(0));
      await expire('t2');
      expect(await b.book.acquire(10)).toEqual([{ tableId: 't2', epoch: 2 }]);
      // The old owner still believes it holds the table: the epoch check in the write's transaction refuses it.
      await expect(a.moves.append('t2', entry(1))).rejects.toBeInstanceOf(LeaseLost);
      expect(a.book.holds('t2')).toBe(false);
      await b.moves.append('t2', entry(1));
      expect(await seqs('t2')).toEqual([0, 1]);
      // A retried write of an acknowledged move (the same seq) is refused: none is stored twice.
      await expect(b.moves.append('t2', entry(1))).rejects.toMatchObject({ code: '23505' });
      expect(await seqs('t2')).toEqual([0, 1]);
    });

    it("a node that lost a table cannot overwrite its row (seats, stand-ins) either; the owner's writes land", async () => {
      await storage.saveTable(table('t9'));
      const a = node('a');
      const b = node('b');
      await a.book.claimNew('t9');
      await a.moves.saveTable({ ...table('t9'), seats: 3 });
      expect((await storage.getTable('t9'))?.seats).toBe(3);
      await expire('t9');
      await b.book.acquire(10);
      await expect(a.moves.saveTable({ ...table('t9'), seats: 4 })).rejects.toBeInstanceOf(LeaseLost);
      await b.moves.saveTable({ ...table('t9'), seats: 5 });
      expect((await storage.getTable('t9'))?.seats).toBe(5);
    });

    it('a node that lost a table stores no chat line of it; the new owner does', async () => {
      await storage.saveTable(table('t10'));
      const a = node('a');
      const b = node('b');
      await a.book.claimNew('t10');
      await a.storage.appendChat('t10', line('before'));
      await expire('t10');
      await b.book.acquire(10);
      await expect(a.storage.appendChat('t10', line('from the old owner'))).rejects.toBeInstanceOf(LeaseLost);
      expect(a.book.holds('t10')).toBe(false);
      await b.storage.appendChat('t10', line('after'));
      expect((await storage.chat('t10')).map((c) => c.text)).toEqual(['before', 'after']);
    });

    it('a finished table, its lease let go, still takes chat lines ("gg"); a playing one of another node does not', async () => {
      await storage.saveTable(table('t12'));
      await storage.saveTable(table('t13'));
      const a = node('a');
      const b = node('b');
      await a.book.claimNew('t12');
      await b.book.claimNew('t13');
      expect(await a.storage.finishTable({ ...table('t12', 'over'), finishedAt: 2 }, [], [])).toBe(true);
      await a.book.release(['t12'], true);
      await a.storage.appendChat('t12', line('gg'));
      await b.storage.appendChat('t12', line('gg too'));
      expect((await storage.chat('t12')).map((c) => c.text)).toEqual(['gg', 'gg too']);
      await expect(a.storage.appendChat('t13', line('not mine'))).rejects.toBeInstanceOf(LeaseLost);
      expect(await storage.chat('t13')).toEqual([]);
    });

    it('a node that lost a table cannot end its game (row, results); the new owner ends it once', async () => {
      await storage.saveTable(table('t11'));
      const a = node('a');
      const b = node('b');
      await a.book.claimNew('t11');
      await expire('t11');
      await b.book.acquire(10);
      const over = { ...table('t11', 'over'), outcome: { winner: 0 }, finishedAt: 2 };
      await expect(a.storage.finishTable(over, [], [result('t11')])).rejects.toBeInstanceOf(LeaseLost);
      expect((await storage.getTable('t11'))?.status).toBe('playing');
      expect(await storage.tableResults('t11')).toEqual([]);
      expect(await b.storage.finishTable(over, [], [result('t11')])).toBe(true);
      expect((await storage.getTable('t11'))?.status).toBe('over');
      expect((await storage.tableResults('t11')).map((r) => r.userId)).toEqual(['u']);
      expect(await b.storage.finishTable(over, [], [result('t11')])).toBe(false);
    });

    it('renewal keeps a lease; a node that renews too late learns its table is lost', async () => {
      await storage.saveTable(table('t3'));
      // A 1 s lease, so that a loaded machine's late timers (hundreds of ms) do not decide the outcome.
      const a = node('a', 1000);
      const b = node('b');
      const lost: string[] = [];
      a.book.onLost = (id) => lost.push(id);
      await a.book.claimNew('t3');
      await new Promise((r) => setTimeout(r, 600));
      expect(await a.book.renew()).toEqual([]);
      await new Promise((r) => setTimeout(r, 600));
      expect(await b.book.acquire(10)).toEqual([]); // renewed 600 ms ago with a 1 s lease: 1.2 s after the claim
      await new Promise((r) => setTimeout(r, 1100));
      expect((await b.book.acquire(10)).map((x) => x.tableId)).toEqual(['t3']);
      expect(await a.book.renew()).toEqual(['t3']);
      expect(lost).toEqual(['t3']);
    });

    it('in one batch, the moves of a lost table fail and the others are stored', async () => {
      for (const id of ['t4', 't5']) await storage.saveTable(table(id));
      const a = node('a');
      const b = node('b');
      await a.book.claimNew('t4');
      await a.book.claimNew('t5');
      await expire('t5');
      await b.book.acquire(10);
      const results = await Promise.allSettled([a.moves.append('t4', entry(0)), a.moves.append('t5', entry(0))]);
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected']);
      expect(await seqs('t4')).toEqual([0]);
      expect(await seqs('t5')).toEqual([]);
    });

    it('a takeover never overtakes a write in flight under the old lease: it waits a round, then replays that move', async () => {
      await storage.saveTable(table('t6'));
      const a = node('a');
      const b = node('b');
      await a.book.claimNew('t6');
      await expire('t6');
      // The old owner's write transaction (its epoch still current), paused between its lease check and its commit.
      const writer = await pool.connect();
      await writer.query('BEGIN');
      expect((await writer.query(LEASE_CHECK, [['t6'], 'a'])).rows).toHaveLength(1);
      await writer.query(`INSERT INTO moves (table_id, seq, seat, move, at, by) VALUES ('t6', 0, 0, null, 1, 'player')`);
      let renewal: unknown;
      try {
        expect(await b.book.acquire(10)).toEqual([]);
        // A renewal never waits for a write in flight, so renewals and writes cannot deadlock.
        renewal = await Promise.race([a.book.renew(), sleep(2000).then(() => 'blocked by the write')]);
      } finally {
        await writer.query('COMMIT');
        writer.release();
      }
      expect(renewal).toEqual([]);
      await expire('t6');
      expect((await b.book.acquire(10)).map((x) => x.tableId)).toEqual(['t6']);
      expect(await seqs('t6')).toEqual([0]);
      await expect(a.moves.append('t6', entry(1))).rejects.toBeInstanceOf(LeaseLost);
    });

    it('a worker node (serve --redis --workers) takes over only the tables whose id hashes to it', async () => {
      // Expired leases of a dead node, and tables stored before the leases (none): both kinds are taken by hash.
      const ids = Array.from({ length: 12 }, (_, i) => `hash-${i}`);
      const dead = node('dead');
      for (const id of ids) await storage.saveTable(table(id));
      for (const id of ids.slice(0, 8)) await dead.book.claimNew(id);
      for (const id of ids.slice(0, 8)) await expire(id);
      expect(new Set(ids.map((id) => shardOf(id, 2))), 'the ids cover both workers').toEqual(new Set([0, 1]));
      const workers = [0, 1].map((index) => node(`m-w${index}`, 60_000, (id) => shardOf(id, 2) === index));
      const taken = [];
      for (const w of workers) taken.push((await w.book.acquire(100)).map((a) => a.tableId).filter((id) => ids.includes(id)));
      for (const [index, list] of taken.entries()) for (const id of list) expect(shardOf(id, 2), id).toBe(index);
      // Between them, the machine's workers take every table, each once.
      expect(taken.flat().sort()).toEqual([...ids].sort());
      for (const [index, w] of workers.entries()) expect(w.book.heldIds().filter((id) => ids.includes(id))).toEqual(taken[index]);
    });

    it('at start, a node takes back at once the leases a previous process under its id held; others wait for expiry', async () => {
      await storage.saveTable(table('t14'));
      await storage.saveTable(table('t15'));
      const before = node('r');
      await before.book.claimNew('t14');
      await node('s').book.claimNew('t15');
      await before.moves.append('t14', entry(0));
      // The process under node id `r` died (SIGKILL) and started again: a new lease book, nothing held.
      const again = node('r');
      expect((await again.book.acquire(10)).map((a) => a.tableId)).not.toContain('t14');
      const back = await again.book.acquire(10, true);
      expect(back.filter((a) => a.tableId === 't14' || a.tableId === 't15')).toEqual([{ tableId: 't14', epoch: 2 }]);
      // Had the old process somehow lived on, its writes are refused by the new epoch.
      await expect(before.moves.append('t14', entry(1))).rejects.toBeInstanceOf(LeaseLost);
      await again.moves.append('t14', entry(1));
      expect(await seqs('t14')).toEqual([0, 1]);
    });

    it('renewals have their own pool and pace: a table let go while a renewal was in flight is not reported lost', async () => {
      await storage.saveTable(table('t16'));
      await storage.saveTable(table('t17'));
      // The renewal's connection answers only when the test says (a renewal slow on a loaded machine).
      let open: () => void = () => {};
      const gate = new Promise<void>((resolve) => open = resolve);
      const renewals = { query: async (...q: Parameters<pg.Pool['query']>) => gate.then(() => pool.query(...q)) };
      const book = new LeaseBook(pool, 'p', 60_000, { renewals: renewals as unknown as pg.Pool });
      books.push(book);
      const lost: string[] = [];
      book.onLost = (id) => lost.push(id);
      await book.claimNew('t16');
      await book.claimNew('t17');
      const renewal = book.renew();
      // Meanwhile the round lets the finished t16 go (its lease row deleted), on the main pool: not held up.
      await book.release(['t16'], true);
      open();
      expect(await renewal).toEqual([]);
      expect(lost).toEqual([]);
      expect(book.heldIds()).toEqual(['t17']);
      expect(await book.ownerOf('t17')).toEqual({ node: 'p', live: true });
    });

    it('finished tables are never taken; a released table is taken at once', async () => {
      await storage.saveTable(table('t7', 'over'));
      await storage.saveTable(table('t8'));
      const a = node('a');
      const b = node('b');
      await a.book.claimNew('t8');
      await a.book.release(['t8'], false);
      const got = (await b.book.acquire(10)).map((x) => x.tableId);
      expect(got).toContain('t8');
      expect(got).not.toContain('t7');
    });
  });
} else {
  describe.skip('table leases and fencing (KOZYR_TEST_PG_URL not set)', () => {
    it('needs a PostgreSQL database', () => expect(PG_URL).toBeDefined());
  });
}
