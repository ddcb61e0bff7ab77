/** Each accepted move is written to storage before it is broadcast; a move storage refuses is never broadcast. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/index.ts';
import type { LogEntry } from '../src/storage/port.ts';
import { TestClient } from './client.ts';
import { sleep, stacked, testServer } from './helpers.ts';

const DECK = stacked([['c1', 'c2', 'c3'], ['c4', 'c5', 'c6']], ['c7', 'c8', 'c9', 'c10']);

let server: RunningServer;
beforeAll(async () => {
  server = await testServer();
});
afterAll(async () => {
  await server.close();
});

type Append = (tableId: string, e: LogEntry) => Promise<void>;

describe('storage before broadcast', () => {
  it('the broadcast of a move waits for its log entry to be stored', async () => {
    const a = await TestClient.connect(server.url);
    const b = await TestClient.connect(server.url);
    const table = (await a.ok({ type: 'table.create', game: 'fake', seats: 2, deck: DECK }))['table'] as string;
    await b.ok({ type: 'table.join', table });
    const storage = server.storage as unknown as { appendLog: Append; };
    const original = storage.appendLog.bind(server.storage);
    let stored = 0;
    storage.appendLog = async (id, e) => {
      await sleep(150);
      await original(id, e);
      stored++;
    };
    try {
      const sent = Date.now();
      a.sendRaw(JSON.stringify({ type: 'table.move', id: 'slow', table, move: { kind: 'play', card: 'c1' } }));
      await b.waitFor((m) => m.type === 'table.update' && m['version'] === 1);
      expect(stored).toBe(1);
      expect(Date.now() - sent).toBeGreaterThanOrEqual(140);
    } finally {
      storage.appendLog = original;
    }
    await a.close();
    await b.close();
  });

  it('when storage fails the move is refused with an error naming it, nothing is broadcast, and play continues after', async () => {
    const a = await TestClient.connect(server.url);
    const b = await TestClient.connect(server.url);
    const table = (await a.ok({ type: 'table.create', game: 'fake', seats: 2, deck: DECK }))['table'] as string;
    await b.ok({ type: 'table.join', table });
    const storage = server.storage as unknown as { appendLog: Append; };
    const original = storage.appendLog.bind(server.storage);
    storage.appendLog = async () => {
      throw new Error('disk full');
    };
    const mark = b.messages.length;
    const failed = await a.request({ type: 'table.move', table, move: { kind: 'play', card: 'c1' } }, 'doomed');
    storage.appendLog = original;
    expect(failed).toMatchObject({ type: 'error', re: 'doomed', code: 'internal' });
    await sleep(50);
    expect(b.messages.slice(mark).filter((m) => m.type === 'table.update')).toEqual([]);
    expect(server.tables.get(table)!.currentVersion).toBe(0);
    expect((await a.ok({ type: 'table.move', table, move: { kind: 'play', card: 'c1' } }))['version']).toBe(1);
    await a.close();
    await b.close();
  });
});
