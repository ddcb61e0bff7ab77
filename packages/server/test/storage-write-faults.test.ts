/**
 * A database that cannot take writes (a full disk, a read-only file, an I/O
 * error, a lock held by another process) while players keep moving: every move
 * is answered within a second, stored or refused `storage-unavailable` (never
 * `internal`), a refused move changes nothing, the database is "back" only once
 * a write can really be made, and no acknowledged move is lost.
 */
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/index.ts';
import { DEFAULT_RESILIENCE, ResilientStorage, StorageUnavailable } from '../src/storage/resilient.ts';
import type { SqliteStorage } from '../src/storage/sqlite-storage.ts';
import { heldAtMost, HOLD_AT_MOST_MS, journalFileOf, sqliteStorage } from '../src/storage/sqlite.ts';
import { TestClient } from './client.ts';
import { eventually, sleep, tempSqlite, testServer } from './helpers.ts';

/** The longest a move may wait for its answer, whatever the disk does. */
const ANSWER_WITHIN_MS = 1000;

interface Tally {
  accepted: number;
  refused: number;
  internal: number;
  /** Answers that took longer than ANSWER_WITHIN_MS, or never came. */
  late: number;
  slowestMs: number;
}

/** Tables of two clients each, moving in turn; each move's answer counted and timed. */
class Players {
  readonly tally: Tally = { accepted: 0, refused: 0, internal: 0, late: 0, slowestMs: 0 };
  /** The highest version acknowledged to a mover, per table (0: none yet). */
  readonly acknowledged = new Map<string, number>();
  private readonly tables: { id: string; seats: TestClient[]; }[] = [];
  private readonly clients: TestClient[] = [];

  constructor(private readonly server: RunningServer) {}

  async seat(count: number): Promise<void> {
    for (let i = 0; i < count; i++) this.tables.push(await this.newTable());
  }

  private async newTable(): Promise<{ id: string; seats: TestClient[]; }> {
    const a = await TestClient.connect(this.server.url);
    const b = await TestClient.connect(this.server.url);
    this.clients.push(a, b);
    const id = (await a.ok({ type: 'table.create', game: 'fake', seats: 2, config: { turns: 20 } }))['table'] as string;
    await b.ok({ type: 'table.join', table: id });
    await eventually(() => [a, b].some((c) => (c.latest(id)?.legal.length ?? 0) > 0));
    return { id, seats: [a, b] };
  }

  /** One move at every table (by the seat to move), all sent at once; a finished table is replaced. */
  async round(): Promise<{ accepted: number; refused: number; }> {
    const before = { ...this.tally };
    await Promise.all(this.tables.map(async (t, i) => {
      const mover = t.seats.find((c) => (c.latest(t.id)?.legal.length ?? 0) > 0);
      if (mover === undefined) {
        this.tables[i] = await this.newTable();
        return;
      }
      // Every table moved at counts, acknowledged or not: a refused move must leave nothing stored.
      if (!this.acknowledged.has(t.id)) this.acknowledged.set(t.id, 0);
      const sent = performance.now();
      const answer = await mover.request({ type: 'table.move', table: t.id, move: mover.latest(t.id)!.legal[0] })
        .catch(() => null);
      const ms = performance.now() - sent;
      this.tally.slowestMs = Math.max(this.tally.slowestMs, ms);
      if (answer === null || ms > ANSWER_WITHIN_MS) this.tally.late++;
      if (answer === null) return;
      if (answer.type === 'reply') {
        this.tally.accepted++;
        const version = (answer['data'] as { version: number; }).version;
        this.acknowledged.set(t.id, Math.max(this.acknowledged.get(t.id) ?? 0, version));
        // The updates of the move reach both seats before the next round reads whose turn it is.
        await eventually(() => t.seats.every((c) => (c.latest(t.id)?.version ?? 0) >= version));
      } else if (answer['code'] === 'storage-unavailable') {
        this.tally.refused++;
      } else if (answer['code'] === 'internal') {
        this.tally.internal++;
      } else {
        throw new Error(`unexpected answer ${JSON.stringify(answer)}`);
      }
    }));
    return { accepted: this.tally.accepted - before.accepted, refused: this.tally.refused - before.refused };
  }

  /** Every acknowledged move is stored, and nothing else is (a refused move changed nothing). */
  async lost(): Promise<number> {
    let lost = 0;
    for (const [table, version] of this.acknowledged) {
      const stored = (await this.server.storage.log(table)).length;
      expect(stored, `table ${table}: stored moves against acknowledged ones`).toBeLessThanOrEqual(version);
      lost += version - stored;
    }
    return lost;
  }

  async close(): Promise<void> {
    for (const c of this.clients) await c.close();
  }
}

/** The server's own SQLite connection (its journal file attached as `journal`). */
function connectionOf(server: RunningServer): Database.Database {
  return (server.storage.inner as SqliteStorage).database;
}

/** The file is full: no page may be added, and every free byte of its pages is taken by filler rows. */
function fill(db: Database.Database, schema: 'main' | 'journal'): void {
  db.exec(`CREATE TABLE IF NOT EXISTS ${schema}.filler (x blob)`);
  db.pragma(`${schema}.max_page_count = ${db.pragma(`${schema}.page_count`, { simple: true }) as number}`);
  const insert = db.prepare(`INSERT INTO ${schema}.filler (x) VALUES (randomblob(?))`);
  for (let size = 4096; size >= 1; size >>= 1) {
    try {
      for (;;) insert.run(size);
    } catch (e) {
      if ((e as { code?: string; }).code !== 'SQLITE_FULL') throw e;
    }
  }
}

/** Disk space again: the files may grow, and the filler is gone. */
function free(db: Database.Database, schema: 'main' | 'journal'): void {
  db.pragma(`${schema}.max_page_count = 1073741823`);
  db.exec(`DROP TABLE IF EXISTS ${schema}.filler`);
}

/**
 * While `failing()`, every INSERT, UPDATE and DELETE run on `db` throws what better-sqlite3 throws when the disk
 * fails a write (the statements are prepared once and kept, so the failure is put on their common prototype).
 */
function injectIoErrors(db: Database.Database, failing: () => boolean): () => void {
  const proto = Object.getPrototypeOf(db.prepare('SELECT 1')) as Database.Statement;
  const run = Object.getOwnPropertyDescriptor(proto, 'run')!;
  const original = proto.run;
  Object.defineProperty(proto, 'run', {
    ...run,
    value: function(this: Database.Statement, ...args: unknown[]) {
      if (failing() && this.database === db && /^\s*(insert|update|delete)/i.test(this.source)) {
        throw new Database.SqliteError('disk I/O error (injected)', 'SQLITE_IOERR_WRITE');
      }
      return original.apply(this, args);
    },
  });
  return () => Object.defineProperty(proto, 'run', run);
}

describe('storage write faults', () => {
  let server: RunningServer;
  let players: Players;
  let file: string;

  beforeEach(async () => {
    file = tempSqlite();
    server = await testServer({ sqliteFile: file });
    players = new Players(server);
    await players.seat(4);
  });
  afterEach(async () => {
    await players.close();
    await server.close();
  });

  /**
   * Play through a fault: moves before it are stored; once it begins every move is refused (after the first
   * refusal the database stays away: sampled while the fault lasts, it never comes back); once it ends the
   * database is back and moves are stored again.
   */
  async function through(begin: () => void, end: () => void): Promise<void> {
    expect((await players.round()).accepted).toBe(4);
    begin();
    let refused = 0;
    for (let i = 0; i < 60 && refused === 0; i++) refused += (await players.round()).refused;
    expect(refused).toBeGreaterThan(0);
    expect(server.storage.unavailable).not.toBeNull();
    // Probes run meanwhile (100 ms, 200 ms…): none may find the database writable while the fault lasts.
    for (let i = 0; i < 4; i++) {
      const r = await players.round();
      expect(r.accepted).toBe(0);
      await sleep(100);
      expect(server.storage.unavailable).not.toBeNull();
    }
    end();
    await eventually(() => server.storage.unavailable === null, 10_000);
    let accepted = 0;
    for (let i = 0; i < 3; i++) accepted += (await players.round()).accepted;
    expect(accepted).toBeGreaterThan(0);
    expect(players.tally).toMatchObject({ internal: 0, late: 0 });
    expect(await players.lost()).toBe(0);
  }

  it('a full disk: refused storage-unavailable with its reason, no flapping, nothing lost', async () => {
    const db = connectionOf(server);
    await through(() => {
      fill(db, 'journal');
      fill(db, 'main');
    }, () => {
      free(db, 'journal');
      free(db, 'main');
    });
  });

  it('a read-only database: refused storage-unavailable, back once writable, nothing lost', async () => {
    const db = connectionOf(server);
    await through(() => void db.pragma('query_only = 1'), () => void db.pragma('query_only = 0'));
    const t = players.tally;
    const slowest = Math.round(t.slowestMs);
    process.stdout.write(
      `FIGURE read-only database while running: ${t.accepted} moves acknowledged, ${t.refused} refused storage-unavailable, ` +
        `${t.internal} internal, ${t.late} unanswered after 1 s (slowest ${slowest} ms), 0 acknowledged moves lost\n`,
    );
  });

  it('an I/O error on every write: refused storage-unavailable, never internal, nothing lost', async () => {
    let failing = false;
    const restore = injectIoErrors(connectionOf(server), () => failing);
    try {
      await through(() => void (failing = true), () => void (failing = false));
    } finally {
      restore();
    }
  });

  it('a lock held by another process for seconds: every move answered within a second, refused, then stored again', async () => {
    const outside = new Database(journalFileOf(file, 0));
    try {
      await through(() => void outside.prepare('BEGIN IMMEDIATE').run(), () => void outside.prepare('ROLLBACK').run());
    } finally {
      outside.close();
    }
  });
});

describe('a write that fails inside a transaction', () => {
  it('reports its own error (disk full), not "cannot rollback - no transaction is active"', async () => {
    const storage = sqliteStorage(tempSqlite());
    await storage.migrate();
    try {
      await storage.appendLog('t', { seq: 0, seat: 0, move: null, at: 1, by: 'player' });
      const db = storage.database;
      fill(db, 'main');
      fill(db, 'journal');
      const replaced = storage.replaceLogFrom({ table_id: 't', seq: 0, seat: 0, move: 'x'.repeat(8192), at: 2, by: 'player' });
      await expect(replaced).rejects.toMatchObject({ code: 'SQLITE_FULL' });
      free(db, 'main');
      free(db, 'journal');
      // Nothing of the failed transaction stayed: the first row is still the stored one.
      expect(await storage.log('t')).toEqual([{ seq: 0, seat: 0, move: null, at: 1, by: 'player' }]);
    } finally {
      await storage.close();
    }
  });
});

describe("a checkpoint's hold of the move log", () => {
  it('ends after HOLD_AT_MOST_MS even while the checkpoint still wants the lock (one that cannot finish holds no move for long)', async () => {
    let flag = true;
    const held = heldAtMost(() => flag);
    expect(held()).toBe(true);
    await sleep(HOLD_AT_MOST_MS + 50);
    expect(held()).toBe(false);
    // The next hold is a hold again.
    flag = false;
    expect(held()).toBe(false);
    flag = true;
    expect(held()).toBe(true);
  });
});

describe("PostgreSQL's write faults", () => {
  /** PostgreSQL's SQLSTATEs as node-postgres reports them (`code`), for a disk full, a read-only standby, an I/O error. */
  const faults = [
    ['53100', 'could not extend file "base/16384/16385": No space left on device', 'disk full'],
    ['25006', 'cannot execute INSERT in a read-only transaction', 'read-only'],
    ['58030', 'could not write to file "pg_wal/xlogtemp.123": Input/output error', 'I/O error'],
  ] as const;
  for (const [code, message, reason] of faults) {
    it(`${code} is refused storage-unavailable (${reason}), the database away until a write goes through`, async () => {
      const inner = sqliteStorage(':memory:');
      const logged: string[] = [];
      const storage = new ResilientStorage(inner, { ...DEFAULT_RESILIENCE, probeMinMs: 10, log: (line) => logged.push(line) });
      await storage.migrate();
      try {
        const append = inner.appendLog.bind(inner);
        inner.appendLog = () => Promise.reject(Object.assign(new Error(message), { code }));
        const refused = storage.appendLog('t', { seq: 0, seat: 0, move: null, at: 1, by: 'player' });
        await expect(refused).rejects.toBeInstanceOf(StorageUnavailable);
        await expect(refused).rejects.toThrow(`${reason}: ${message}`);
        expect(storage.unavailable).toContain(reason);
        expect(logged[0]).toContain(reason);
        inner.appendLog = append;
        await eventually(() => storage.unavailable === null);
        await storage.appendLog('t', { seq: 0, seat: 0, move: null, at: 1, by: 'player' });
        expect(await storage.log('t')).toHaveLength(1);
      } finally {
        await storage.close();
      }
    });
  }
});
