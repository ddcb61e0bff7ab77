/**
 * Ids that name inherited properties (`constructor`, `toString`,
 * `__proto__`) are unknown ids, everywhere; and a stored table
 * that cannot be resumed is set aside with a logged reason while the server
 * starts and resumes the others.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StoredTable } from '../src/storage/port.ts';
import { sqliteStorage } from '../src/storage/sqlite.ts';
import { TestClient } from './client.ts';
import { storedTable } from './fixtures/stored-table.ts';
import { tempSqlite, testServer } from './helpers.ts';

const INHERITED = ['constructor', 'toString', '__proto__', 'hasOwnProperty'];

const playing = (id: string, players: StoredTable['players']): StoredTable =>
  storedTable(id, {
    players,
    config: { turns: 2, chatPenalty: false, windowMs: 0 },
    seed: 7,
    startedAt: 1_700_000_000_000,
  });

afterEach(() => vi.restoreAllMocks());

describe('own keys only', () => {
  it('table.create refuses bot ids that name inherited properties (the frame that bricked the server)', async () => {
    const server = await testServer();
    try {
      const c = await TestClient.connect(server.url);
      for (const bot of INHERITED) {
        const r = await c.request({
          type: 'table.create',
          game: 'fake',
          seats: 2,
          sit: false,
          bots: [{ seat: 0, bot }, { seat: 1, bot: 'toString' }],
        });
        expect(r['code']).toBe('bad-config');
        expect(r['message']).toContain(`unknown bot "${bot}"`);
      }
      expect(server.tables.size).toBe(0);
      await c.close();
    } finally {
      await server.close();
    }
  });

  it('table.addBot refuses inherited-property bot ids', async () => {
    const server = await testServer();
    try {
      const c = await TestClient.connect(server.url);
      const t = (await c.ok({ type: 'table.create', game: 'fake', seats: 2 }))['table'] as string;
      for (const bot of INHERITED) {
        const r = await c.request({ type: 'table.addBot', table: t, bot });
        expect(r['code']).toBe('bad-config');
      }
      expect(server.tables.get(t)!.stored.players[1]).toBeNull();
      await c.close();
    } finally {
      await server.close();
    }
  });

  it('games and lobby rooms named after inherited properties are unknown', async () => {
    const server = await testServer();
    try {
      const c = await TestClient.connect(server.url);
      for (const game of INHERITED) {
        expect((await c.request({ type: 'table.create', game, seats: 2 }))['code']).toBe('unknown-game');
        expect((await c.request({ type: 'lobby.subscribe', game }))['code']).toBe('unknown-game');
        expect((await c.request({ type: 'table.quickplay', game }))['code']).toBe('unknown-game');
      }
      const cfg = await c.request({ type: 'table.create', game: 'fake', seats: 2, config: { constructor: 1 } });
      expect(cfg['code']).toBe('bad-config');
      await c.close();
    } finally {
      await server.close();
    }
  });

  it('a stored table that cannot be resumed is set aside with a logged reason; the server starts and resumes the others', async () => {
    const file = tempSqlite();
    const s = sqliteStorage(file);
    await s.migrate();
    // A bot id stored by an older server (an inherited property name) and a log the game refuses on replay.
    await s.saveTable(
      playing('oldbot', [{ kind: 'bot', bot: 'constructor', name: 'b1' }, { kind: 'bot', bot: 'toString', name: 'b2' }]),
    );
    await s.saveTable(playing('broken', [{ kind: 'bot', bot: 'basic', name: 'b1' }, { kind: 'bot', bot: 'basic', name: 'b2' }]));
    await s.appendLog('broken', { seq: 0, seat: 1, move: { kind: 'play', card: 'c99' }, at: 1_700_000_000_001, by: 'bot' });
    await s.saveTable(
      playing('good', [{ kind: 'human', userId: 'u1', name: 'alice' }, { kind: 'human', userId: 'u2', name: 'bob' }]),
    );
    await s.close();

    const logged: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      logged.push(String(chunk));
      return true;
    });
    const server = await testServer({ sqliteFile: file });
    try {
      expect(server.tables.get('good')?.stored.status).toBe('playing');
      expect(server.tables.get('broken')).toBeUndefined();
      expect(server.tables.setAside.get('broken')).toMatch(/refused on replay/);
      expect(logged.join('')).toMatch(/table broken set aside: .*refused on replay/);
      // The old bot seats are played by the stand-in: the bots-only table runs to its end.
      const c = await TestClient.connect(server.url);
      const resync = await c.request({ type: 'table.resync', table: 'broken', version: 0 });
      expect(resync['code']).toBe('table-unavailable');
      await c.close();
      await vi.waitFor(() => expect(server.tables.get('oldbot')?.stored.status).toBe('over'), { timeout: 5000 });
    } finally {
      await server.close();
    }
  });
});
