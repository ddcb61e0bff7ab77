/**
 * Each accepted move is written to storage before it is broadcast; a move
 * storage refuses is never broadcast. Both ways storage takes a table's log
 * entry are covered: a promise per entry (`appendLog`: PostgreSQL, or SQLite
 * while its group commit declines) and SQLite's group commit of the turn
 * (`appendLogSoon`, no promise per entry).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/index.ts';
import type { LogEntry } from '../src/storage/port.ts';
import { TestClient } from './client.ts';
import { twoSeatFakeTable } from './fake-table.ts';
import { eventually, sleep, testServer } from './helpers.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await testServer();
});
afterAll(async () => {
  await server.close();
});

type Append = (tableId: string, e: LogEntry) => Promise<void>;
type AppendSoon = (tableId: string, e: LogEntry, stored: (error: unknown) => void) => boolean;

/** The SQLite adapter's group commit of the move log (a batch of rows written at once, or one by one after a failure). */
interface MoveBatcher {
  writeMany: (rows: readonly unknown[]) => void;
  writeOne: (row: unknown) => Promise<void>;
  held: () => boolean;
}
const batcherOf = (s: RunningServer): MoveBatcher => (s.storage.inner as unknown as { moves: MoveBatcher; }).moves;

/** Counts the moves stored by `appendLog` until `restore`. */
function countAppendLog(s: RunningServer): { readonly calls: number; restore(): void; } {
  const storage = s.storage as unknown as { appendLog: Append; };
  const original = storage.appendLog;
  const counter = {
    calls: 0,
    restore: () => {
      storage.appendLog = original;
    },
  };
  storage.appendLog = (id, e) => {
    counter.calls++;
    return original.call(s.storage, id, e);
  };
  return counter;
}

/** The group commit waits `ms` (as while a checkpoint holds the log, checkpointer.ts); the returned function ends that. */
function holdCommits(s: RunningServer, ms: number): () => void {
  const batcher = batcherOf(s);
  const held = batcher.held;
  const until = Date.now() + ms;
  batcher.held = () => Date.now() < until;
  return () => {
    batcher.held = held;
  };
}

/** `appendLog` only: the group commit declines, as on PostgreSQL. */
function appendLogOnly(s: RunningServer): () => void {
  const storage = s.storage as unknown as { appendLogSoon: AppendSoon; };
  const original = storage.appendLogSoon;
  storage.appendLogSoon = () => false;
  return () => {
    storage.appendLogSoon = original;
  };
}

describe('storage before broadcast', () => {
  it('the broadcast of a move waits for its log entry to be stored', async () => {
    const { a, b, table } = await twoSeatFakeTable(server.url);
    const storage = server.storage as unknown as { appendLog: Append; };
    const original = storage.appendLog.bind(server.storage);
    let stored = 0;
    storage.appendLog = async (id, e) => {
      await sleep(150);
      await original(id, e);
      stored++;
    };
    const restore = appendLogOnly(server);
    try {
      const sent = Date.now();
      a.sendRaw(JSON.stringify({ type: 'table.move', id: 'slow', table, move: { kind: 'play', card: 'c1' } }));
      await b.waitFor((m) => m.type === 'table.update' && m['version'] === 1);
      expect(stored).toBe(1);
      expect(Date.now() - sent).toBeGreaterThanOrEqual(140);
    } finally {
      storage.appendLog = original;
      restore();
    }
    await a.close();
    await b.close();
  });

  it('when storage fails the move is refused with an error naming it, nothing is broadcast, and play continues after', async () => {
    const { a, b, table } = await twoSeatFakeTable(server.url);
    const storage = server.storage as unknown as { appendLog: Append; };
    const original = storage.appendLog.bind(server.storage);
    storage.appendLog = async () => {
      throw new Error('disk full');
    };
    const restore = appendLogOnly(server);
    const mark = b.messages.length;
    const failed = await a.request({ type: 'table.move', table, move: { kind: 'play', card: 'c1' } }, 'doomed');
    storage.appendLog = original;
    restore();
    expect(failed).toMatchObject({ type: 'error', re: 'doomed', code: 'internal' });
    await sleep(50);
    expect(b.messages.slice(mark).filter((m) => m.type === 'table.update')).toEqual([]);
    expect(server.tables.get(table)!.currentVersion).toBe(0);
    expect((await a.ok({ type: 'table.move', table, move: { kind: 'play', card: 'c1' } }))['version']).toBe(1);
    await a.close();
    await b.close();
  });

  it("bots, stand-ins and the clock store their entries by the same group commit as a seat's move", async () => {
    const appendLog = countAppendLog(server);
    try {
      const watcher = await TestClient.connect(server.url);
      const bots = await watcher.botTable('fake', { botDelayMs: 5, config: { turns: 4 } });
      // Both holders leave after the first move: their stand-ins play the rest, each turn's window closed by the clock.
      const { a, b, table } = await twoSeatFakeTable(server.url, { turns: 3, windowMs: 30 });
      await a.ok({ type: 'table.move', table, move: { kind: 'play', card: 'c1' } });
      await a.ok({ type: 'table.leave', table });
      await b.ok({ type: 'table.leave', table });
      await eventually(() =>
        server.tables.get(bots)!.stored.status === 'over' && server.tables.get(table)!.stored.status === 'over'
      );
      const sources = new Set((await server.storage.log(table)).map((e) => e.by));
      expect(sources.has('stand-in') || sources.has('clock')).toBe(true);
      expect(new Set((await server.storage.log(bots)).map((e) => e.by))).toEqual(new Set(['bot']));
      for (const t of [bots, table]) expect((await server.storage.log(t)).length).toBe(server.tables.get(t)!.currentVersion);
      expect(appendLog.calls).toBe(0);
      for (const c of [watcher, a, b]) await c.close();
    } finally {
      appendLog.restore();
    }
  });

  it('group commit: the move is stored by the group commit of its turn, not by appendLog, and broadcast only after it', async () => {
    const { a, b, table } = await twoSeatFakeTable(server.url);
    const appendLog = countAppendLog(server);
    // The group commit waits while a checkpoint holds the log (as checkpointer.ts does): here for 150 ms.
    const release = holdCommits(server, 150);
    try {
      const sent = Date.now();
      a.sendRaw(JSON.stringify({ type: 'table.move', id: 'soon', table, move: { kind: 'play', card: 'c1' } }));
      await sleep(50);
      // Played, held for its commit: the table's queue is busy, nothing is stored or broadcast yet.
      expect(server.tables.get(table)!.pendingJobs).toBe(1);
      expect(server.tables.get(table)!.currentVersion).toBe(0);
      expect(await server.storage.log(table)).toEqual([]);
      expect(b.messages.filter((m) => m.type === 'table.update' && m['version'] === 1)).toEqual([]);
      await b.waitFor((m) => m.type === 'table.update' && m['version'] === 1);
      expect(Date.now() - sent).toBeGreaterThanOrEqual(140);
      expect((await server.storage.log(table)).map((e) => e.seq)).toEqual([0]);
      expect(appendLog.calls).toBe(0);
      expect(await a.waitFor((m) => m['re'] === 'soon')).toMatchObject({ type: 'table.update', version: 1 });
    } finally {
      release();
      appendLog.restore();
    }
    await a.close();
    await b.close();
  });

  it('group commit: a move that arrives while its table waits for a commit is queued and applied after it, in order', async () => {
    const { a, b, table } = await twoSeatFakeTable(server.url);
    const release = holdCommits(server, 100);
    try {
      a.sendRaw(JSON.stringify({ type: 'table.move', id: 'first', table, move: { kind: 'play', card: 'c1' } }));
      await sleep(20);
      // The other seat's move is legal only after the first: it is judged once the first is stored and applied.
      const second = b.request({ type: 'table.move', table, move: { kind: 'play', card: 'c4' } }, 'second');
      await sleep(20);
      expect(server.tables.get(table)!.pendingJobs).toBe(2);
      expect(await a.waitFor((m) => m['re'] === 'first')).toMatchObject({ version: 1 });
      expect(await second).toMatchObject({ type: 'reply', data: { version: 2 } });
      expect((await server.storage.log(table)).map((e) => [e.seq, e.seat])).toEqual([[0, 0], [1, 1]]);
    } finally {
      release();
    }
    await a.close();
    await b.close();
  });

  it('group commit: a move that arrives during the commit of another takes the same path after it, not appendLog', async () => {
    const { a, b, table } = await twoSeatFakeTable(server.url);
    const appendLog = countAppendLog(server);
    const release = holdCommits(server, 100);
    try {
      a.sendRaw(JSON.stringify({ type: 'table.move', id: 'first', table, move: { kind: 'play', card: 'c1' } }));
      await sleep(20);
      const second = b.request({ type: 'table.move', table, move: { kind: 'play', card: 'c4' } }, 'second');
      // An illegal move deferred behind it is refused in its turn, after the second, and changes nothing.
      const third = b.request({ type: 'table.move', table, move: { kind: 'play', card: 'c4' } }, 'third');
      await sleep(20);
      expect(server.tables.get(table)!.pendingJobs).toBe(3);
      expect(await second).toMatchObject({ type: 'reply', data: { version: 2 } });
      expect(await third).toMatchObject({ type: 'error', re: 'third', code: 'not-your-turn' });
      expect((await server.storage.log(table)).map((e) => [e.seq, e.seat])).toEqual([[0, 0], [1, 1]]);
      expect(appendLog.calls).toBe(0);
      expect(server.tables.get(table)!.pendingJobs).toBe(0);
    } finally {
      release();
      appendLog.restore();
    }
    await a.close();
    await b.close();
  });

  it('group commit: when the group commit fails the move is refused, nothing is broadcast, and play continues after', async () => {
    const { a, b, table } = await twoSeatFakeTable(server.url);
    const batcher = batcherOf(server);
    const { writeMany, writeOne } = batcher;
    const storage = server.storage as unknown as { appendLog: Append; };
    const original = storage.appendLog;
    // The batch and the row-by-row retry fail, and so does the usual way the failure then takes.
    batcher.writeMany = () => {
      throw new Error('disk full');
    };
    batcher.writeOne = async () => {
      throw new Error('disk full');
    };
    storage.appendLog = async () => {
      throw new Error('disk full');
    };
    const mark = b.messages.length;
    try {
      const failed = await a.request({ type: 'table.move', table, move: { kind: 'play', card: 'c1' } }, 'doomed');
      // A write failure is the database's: refused as unavailable (never `internal`), and the database is away until a probe writes.
      expect(failed).toMatchObject({ type: 'error', re: 'doomed', code: 'storage-unavailable' });
    } finally {
      batcher.writeMany = writeMany;
      batcher.writeOne = writeOne;
      storage.appendLog = original;
    }
    await eventually(() => server.storage.unavailable === null);
    expect(b.messages.slice(mark).filter((m) => m.type === 'table.update')).toEqual([]);
    expect(server.tables.get(table)!.currentVersion).toBe(0);
    expect(await server.storage.log(table)).toEqual([]);
    expect((await a.ok({ type: 'table.move', table, move: { kind: 'play', card: 'c1' } }))['version']).toBe(1);
    expect((await server.storage.log(table)).map((e) => e.seq)).toEqual([0]);
    await a.close();
    await b.close();
  });
});
