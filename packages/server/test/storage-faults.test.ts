/**
 * What the server does when SQLite fails or is held by someone else, and the
 * end of a game stored as one unit.
 */
import Database from 'better-sqlite3';
import { closeSync, openSync, rmSync, statSync, writeFileSync, writeSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/index.ts';
import type { LogEntry } from '../src/storage/port.ts';
import { journalFileOf, sqliteStorage } from '../src/storage/sqlite.ts';
import { TestClient } from './client.ts';
import { eventually, finishedTableRow, sessionOf, sleep, stacked, tempSqlite, testServer } from './helpers.ts';

type Append = (tableId: string, e: LogEntry, replace?: boolean) => Promise<void>;
type AppendSoon = (tableId: string, e: LogEntry, stored: (error: unknown) => void) => boolean;

/**
 * Make the adapter under the resilient storage fail its next `n` log writes with an ordinary error (its group
 * commit declines meanwhile, so each write takes `appendLog`).
 */
function failNextAppends(server: RunningServer, n: number): { failed: () => number; } {
  const inner = server.storage.inner as unknown as { appendLog: Append; appendLogSoon: AppendSoon; };
  const original = inner.appendLog.bind(inner);
  const soon = inner.appendLogSoon.bind(inner);
  let failed = 0;
  inner.appendLogSoon = (id, e, stored) => failed >= n && soon(id, e, stored);
  inner.appendLog = async (id, e, replace) => {
    if (failed < n) {
      failed++;
      throw new Error('SQLITE_IOERR: disk I/O error (injected)');
    }
    return original(id, e, replace);
  };
  return { failed: () => failed };
}

async function register(server: RunningServer, name: string): Promise<TestClient> {
  const r = await fetch(`${server.url}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, password: 'password1' }),
  });
  return TestClient.connect(server.url, sessionOf(r));
}

describe('storage faults', () => {
  it('after failed writes, bot-driven and clock-driven tables are re-armed once the fault is gone and play to the end', async () => {
    const server = await testServer();
    try {
      const watcher = await TestClient.connect(server.url);
      const bots = await watcher.botTable('fake', { botDelayMs: 10, config: { turns: 8 } });
      await eventually(() => server.tables.get(bots)!.currentVersion >= 2);
      // A clock-driven table: after the first move each turn has a 60 ms window; the clock passes for silent seats.
      const a = await TestClient.connect(server.url);
      const b = await TestClient.connect(server.url);
      const timed =
        (await a.ok({ type: 'table.create', game: 'fake', seats: 2, config: { turns: 6, windowMs: 60 } }))['table'] as string;
      await b.ok({ type: 'table.join', table: timed });
      await eventually(() => (a.latest(timed)?.legal.length ?? 0) > 0);
      await a.ok({ type: 'table.move', table: timed, move: a.latest(timed)!.legal[0] });

      const fault = failNextAppends(server, 3);
      await eventually(() => fault.failed() === 3, 5000);
      // Both tables reach their end by themselves: their failed jobs were retried when storage answered again.
      await eventually(() => server.tables.get(bots)!.stored.status === 'over', 10_000);
      await eventually(() => server.tables.get(timed)!.stored.status === 'over', 10_000);
      for (const t of [bots, timed]) {
        expect((await server.storage.log(t)).length).toBe(server.tables.get(t)!.currentVersion);
        expect((await server.storage.getTable(t))!.status).toBe('over');
      }
      for (const c of [watcher, a, b]) await c.close();
    } finally {
      await server.close();
    }
  });

  it('an outside lock on the SQLite file does not block the event loop; the move waits and is stored once it is released', async () => {
    const file = tempSqlite();
    const server = await testServer({ sqliteFile: file });
    // The file the moves are written to: the worker's journal (storage/move-journal.ts).
    const outside = new Database(journalFileOf(file, 0));
    try {
      const a = await TestClient.connect(server.url);
      const b = await TestClient.connect(server.url);
      const pinger = await TestClient.connect(server.url);
      const table = (await a.ok({ type: 'table.create', game: 'fake', seats: 2, config: { turns: 5 } }))['table'] as string;
      await b.ok({ type: 'table.join', table });
      await eventually(() => (a.latest(table)?.legal.length ?? 0) > 0);

      outside.prepare('BEGIN IMMEDIATE').run();
      const move = a.request({ type: 'table.move', table, move: a.latest(table)!.legal[0] }, 'held');
      await sleep(50);
      const pings: number[] = [];
      for (let i = 0; i < 5; i++) {
        const sent = Date.now();
        await pinger.ok({ type: 'ping' });
        pings.push(Date.now() - sent);
      }
      // Every other client is served while the write waits for the lock (before: ~5 s, the whole busy timeout).
      expect(Math.max(...pings)).toBeLessThan(250);
      expect(server.tables.get(table)!.currentVersion).toBe(0);
      await sleep(300);
      outside.prepare('ROLLBACK').run();
      expect(await move).toMatchObject({ type: 'reply', re: 'held', data: { version: 1 } });
      expect((await server.storage.log(table)).length).toBe(1);
      for (const c of [a, b, pinger]) await c.close();
    } finally {
      outside.close();
      await server.close();
    }
  });

  it('a lock held longer than the wait is answered storage-unavailable (nothing stored); the next move after it goes through', async () => {
    const file = tempSqlite();
    const server = await testServer({ sqliteFile: file, lockWaitMs: 200 });
    const outside = new Database(journalFileOf(file, 0));
    try {
      const a = await TestClient.connect(server.url);
      const b = await TestClient.connect(server.url);
      const table = (await a.ok({ type: 'table.create', game: 'fake', seats: 2, config: { turns: 5 } }))['table'] as string;
      await b.ok({ type: 'table.join', table });
      await eventually(() => (a.latest(table)?.legal.length ?? 0) > 0);
      const move = a.latest(table)!.legal[0];
      outside.prepare('BEGIN IMMEDIATE').run();
      const refused = await a.request({ type: 'table.move', table, move });
      expect(refused).toMatchObject({ type: 'error', code: 'storage-unavailable' });
      expect(String(refused['message'])).toMatch(/locked by another process/);
      expect(server.tables.get(table)!.currentVersion).toBe(0);
      outside.prepare('ROLLBACK').run();
      await eventually(() => server.storage.unavailable === null, 5000);
      expect(await a.ok({ type: 'table.move', table, move })).toMatchObject({ version: 1 });
      expect((await server.storage.log(table)).length).toBe(1);
      for (const c of [a, b]) await c.close();
    } finally {
      outside.close();
      await server.close();
    }
  });

  it('a failed end-of-game write stores nothing half-way; once retried, status, results and ratings are stored together', async () => {
    const server = await testServer();
    try {
      const a = await register(server, 'fin-alice');
      const b = await register(server, 'fin-bob');
      const deck = stacked([['c8', 'c9', 'c10'], ['c1', 'c2', 'c3']], ['c4', 'c5', 'c6', 'c7']);
      const t = (await a.ok({ type: 'table.create', game: 'fake', seats: 2, config: { turns: 1 }, deck }))['table'] as string;
      await b.ok({ type: 'table.join', table: t });
      await a.ok({ type: 'table.move', table: t, move: { kind: 'play', card: 'c10' } });
      const inner = server.storage.inner as unknown as { finishTable: (...args: unknown[]) => Promise<boolean>; };
      const original = inner.finishTable.bind(inner);
      let failures = 0;
      inner.finishTable = async (...args) => {
        if (failures++ === 0) throw new Error('SQLITE_IOERR: results insert failed (injected)');
        return original(...(args as Parameters<typeof original>));
      };
      // The last move itself was stored: it is acknowledged even though the end of the game is not stored yet.
      expect((await b.ok({ type: 'table.move', table: t, move: { kind: 'play', card: 'c1' } }))['version']).toBe(2);
      expect((await server.storage.getTable(t))!.status).toBe('playing');
      expect(await server.storage.tableResults(t)).toEqual([]);
      const over = await a.waitFor((m) => m.type === 'table.over' && m['table'] === t, 10_000);
      expect(failures).toBe(2);
      expect((await server.storage.getTable(t))!.status).toBe('over');
      expect((await server.storage.tableResults(t)).map((r) => r.place).sort()).toEqual([1, 2]);
      const alice = await server.storage.userByName('fin-alice');
      expect((await server.storage.rating(alice!.id, 'fake'))!.games).toBe(1);
      expect((over['ratings'] as unknown[]).length).toBe(2);
      await a.close();
      await b.close();
    } finally {
      await server.close();
    }
  });

  it('finishing is idempotent — a second finish of the same table changes nothing; a restart finishes an unfinished end', async () => {
    const file = tempSqlite();
    const s = sqliteStorage(file);
    await s.migrate();
    const row = finishedTableRow('done1', 'DONEDONEDONE');
    const rating = { userId: 'u1', game: 'fake', rating: 1600, rd: 200, vol: 0.06, games: 1 };
    const result = (userId: string, seat: number) => ({
      tableId: 'done1',
      userId,
      game: 'fake',
      seat,
      place: seat + 1,
      ratingBefore: 1500,
      ratingAfter: 1600,
      finishedAt: 3,
    });
    expect(await s.finishTable({ ...row, status: 'over' }, [rating], [result('u1', 0), result('u2', 1)])).toBe(true);
    expect(await s.finishTable(row, [{ ...rating, rating: 1700, games: 2 }], [result('u1', 0)])).toBe(false);
    expect((await s.rating('u1', 'fake'))!.games).toBe(1);
    expect(await s.tableResults('done1')).toHaveLength(2);
    await s.close();
  });

  it('the WAL stays bounded under a steady stream of writes (checkpoints that catch up, a size limit)', async () => {
    const file = tempSqlite();
    const limit = 512 * 1024;
    const s = sqliteStorage(file, { everyMs: 20, walLimitBytes: limit });
    await s.migrate();
    const move = { kind: 'play', card: 'x'.repeat(400) };
    let largest = 0;
    const end = Date.now() + 2000;
    let seq = 0;
    while (Date.now() < end) {
      // 200 tables' worth of moves per turn of the loop, as 200 bot tables with no delay would write.
      await Promise.all(
        Array.from({ length: 200 }, (_, i) => s.appendLog(`t${i}`, { seq, seat: 0, move, at: seq, by: 'bot' }).catch(() => {})),
      );
      seq++;
      // The moves go to the worker's journal file (storage/move-journal.ts); each file has its checkpoints.
      largest = Math.max(largest, statSync(`${file}-wal`).size, statSync(`${journalFileOf(file, 0)}-wal`).size);
    }
    expect(seq).toBeGreaterThan(20);
    // Each round dirties ~150 pages; without checkpoints that catch up the WAL holds every round (300 MB seen here).
    expect(largest).toBeLessThan(64 * limit);
    expect((await s.log('t0')).length).toBe(seq);
    await s.close();
  });

  it('a garbage page in the middle of the SQLite file is noticed at start and refused with a clear message', async () => {
    const file = tempSqlite();
    const s = sqliteStorage(file);
    await s.migrate();
    for (let i = 0; i < 300; i++) await s.appendLog('big', { seq: i, seat: 0, move: { pad: 'y'.repeat(300) }, at: i, by: 'bot' });
    await s.close();
    const db = new Database(file);
    db.pragma('wal_checkpoint(TRUNCATE)');
    const pageSize = db.pragma('page_size', { simple: true }) as number;
    const pages = db.pragma('page_count', { simple: true }) as number;
    // A page in use in the middle of the file (the move journal's emptied pages are free, and garbage in a free page is harmless).
    const used = db.prepare("SELECT pageno FROM dbstat WHERE name = 'moves' ORDER BY pageno").pluck().all() as number[];
    db.close();
    expect(pages).toBeGreaterThan(10);
    const middle = used[Math.floor(used.length / 2)]!;
    const fd = openSync(file, 'r+');
    writeSync(fd, Buffer.alloc(pageSize, 0x5a), 0, pageSize, pageSize * (middle - 1));
    closeSync(fd);
    await expect(testServer({ sqliteFile: file })).rejects.toThrow(/SQLite file [\s\S]* is damaged [\s\S]*will not start on it/);
  });

  it("a worker's move journal that is not a database is refused at start with a message naming it", async () => {
    const file = tempSqlite();
    const s = sqliteStorage(file);
    await s.migrate();
    await s.appendLog('j1', { seq: 0, seat: 0, move: { kind: 'x' }, at: 0, by: 'bot' });
    await s.close();
    writeFileSync(journalFileOf(file, 0), Buffer.alloc(8192, 0x5a));
    for (const suffix of ['-wal', '-shm']) rmSync(`${journalFileOf(file, 0)}${suffix}`, { force: true });
    await expect(testServer({ sqliteFile: file })).rejects.toThrow(
      /SQLite move journal [\s\S]*kozyr\.sqlite\.moves-0 is damaged [\s\S]*will not start on it/,
    );
  });
});
