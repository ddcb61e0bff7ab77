/**
 * Private tables are entered only with their code (long codes, throttled
 * lookups), and finished tables can still be resynced over WebSocket after a
 * restart.
 */
import { describe, expect, it } from 'vitest';
import { TestClient } from './client.ts';
import { sessionOf, stacked, tempSqlite, testServer } from './helpers.ts';

describe('private tables', () => {
  it('the code is long, and it is required for every way in — join by id, spectate, chat', async () => {
    const server = await testServer();
    try {
      const host = await TestClient.connect(server.url);
      const created = await host.ok({ type: 'table.create', game: 'fake', seats: 3, private: true });
      const table = created['table'] as string;
      const invite = created['invite'] as string;
      expect(invite).toMatch(/^[A-Z2-9]{12}$/);

      const stranger = await TestClient.connect(server.url);
      expect(await stranger.request({ type: 'table.join', table })).toMatchObject({ code: 'invite-required' });
      expect(await stranger.request({ type: 'table.spectate', table })).toMatchObject({ code: 'invite-required' });
      expect(await stranger.request({ type: 'table.resync', table, version: 0 })).toMatchObject({ code: 'invite-required' });
      expect(await stranger.request({ type: 'table.chat', table, text: 'hi' })).toMatchObject({ type: 'error' });
      expect(await stranger.request({ type: 'table.spectate', table, invite: 'WRONGWRONG22' })).toMatchObject({
        code: 'invite-required',
      });
      expect(server.tables.get(table)!.watcherCount).toBe(1);
      expect(server.tables.get(table)!.stored.players.filter((p) => p !== null)).toHaveLength(1);

      // With the code: watch, chat, then sit down.
      const watcher = await TestClient.connect(server.url);
      await watcher.ok({ type: 'table.spectate', table, invite: invite.toLowerCase() });
      await watcher.ok({ type: 'table.chat', table, text: 'hello from the rail' });
      const friend = await TestClient.connect(server.url);
      expect((await friend.ok({ type: 'table.join', invite }))['seat']).toBe(1);
      // The creator and seat holders need no code to come back.
      await host.ok({ type: 'table.resync', table, version: 0 });
      for (const c of [host, stranger, watcher, friend]) await c.close();
    } finally {
      await server.close();
    }
  });

  it('invite lookups are throttled per address, over HTTP and WebSocket', async () => {
    const server = await testServer({ inviteBurst: 5, invitesPerMinute: 1 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) statuses.push((await fetch(`${server.url}/api/invite/GUESS${i}GUESS${i}`)).status);
      expect(statuses.slice(0, 5)).toEqual([404, 404, 404, 404, 404]);
      expect(statuses.slice(5)).toEqual([429, 429]);
      const c = await TestClient.connect(server.url);
      expect(await c.request({ type: 'table.join', invite: 'AAAAAAAAAAAA' })).toMatchObject({ code: 'rate-limited' });
      await c.close();
    } finally {
      await server.close();
    }
  });
});

describe('finished tables after a restart', () => {
  it('a player who missed table.over resyncs after a restart and gets the final state and the outcome', async () => {
    const file = tempSqlite();
    const first = await testServer({ sqliteFile: file });
    const register = async (url: string, name: string) => {
      const r = await fetch(`${url}/api/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name, password: 'password1' }),
      });
      return sessionOf(r);
    };
    const ta = await register(first.url, 'late-alice');
    const tb = await register(first.url, 'late-bob');
    const a = await TestClient.connect(first.url, ta);
    const b = await TestClient.connect(first.url, tb);
    const deck = stacked([['c8', 'c9', 'c10'], ['c1', 'c2', 'c3']], ['c4', 'c5', 'c6', 'c7']);
    const table = (await a.ok({ type: 'table.create', game: 'fake', seats: 2, config: { turns: 1 }, deck }))['table'] as string;
    await b.ok({ type: 'table.join', table });
    await a.ok({ type: 'table.move', table, move: { kind: 'play', card: 'c10' } });
    // Alice goes away before the end; Bob's move ends the game.
    a.ws.terminate();
    await b.ok({ type: 'table.move', table, move: { kind: 'play', card: 'c1' } });
    await b.waitFor((m) => m.type === 'table.over');
    await b.close();
    await first.close();

    const second = await testServer({ sqliteFile: file });
    try {
      expect(second.tables.get(table)).toBeUndefined();
      const back = await TestClient.connect(second.url, ta);
      const r = await back.ok({ type: 'table.resync', table, version: 1 });
      expect(r).toMatchObject({ table, seat: 0, version: 2 });
      const state = await back.waitFor((m) => m.type === 'table.state' && m['table'] === table);
      expect((state['info'] as { status: string; }).status).toBe('over');
      const over = await back.waitFor((m) => m.type === 'table.over' && m['table'] === table);
      expect((over['outcome'] as { places: number[]; }).places).toEqual([1, 2]);
      expect((over['ratings'] as { name: string; after: number; }[]).find((x) => x.name === 'late-alice')!.after).toBeGreaterThan(
        1500,
      );
      // A table that never existed is still unknown.
      expect(await back.request({ type: 'table.resync', table: 'no-such-table', version: 0 })).toMatchObject({
        code: 'unknown-table',
      });
      await back.close();
    } finally {
      await second.close();
    }
  });
});
