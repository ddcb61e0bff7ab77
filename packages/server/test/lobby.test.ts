import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/index.ts';
import { TestClient } from './client.ts';
import { eventually, testServer } from './helpers.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await testServer();
});
afterAll(async () => {
  await server.close();
});

describe('lobby and tables', () => {
  it('a game room lists open tables and hears of new ones live; private tables are never listed', async () => {
    const watcher = await TestClient.connect(server.url);
    await watcher.ok({ type: 'lobby.subscribe', game: 'chatty' });
    const first = await watcher.waitFor((m) => m.type === 'lobby.tables' && m['game'] === 'chatty');
    expect(first['tables']).toEqual([]);
    const host = await TestClient.connect(server.url);
    const t = (await host.ok({ type: 'table.create', game: 'chatty', seats: 3, turnSeconds: 30, config: { turns: 4 } }))[
      'table'
    ] as string;
    // The room hears of the table when it is created and again when its creator sits down.
    const row = await watcher.waitFor(
      (m) =>
        m.type === 'lobby.table' && (m['info'] as { table: string; }).table === t &&
        (m['info'] as { players: unknown[]; }).players[0] !== null,
    );
    expect(row['info']).toMatchObject({ game: 'chatty', seats: 3, turnSeconds: 30, variant: 'turns=4', status: 'waiting' });
    expect((row['info'] as { players: unknown[]; }).players.filter((p) => p !== null)).toHaveLength(1);
    await host.ok({ type: 'table.create', game: 'chatty', seats: 2, private: true });
    const listed = (await (await fetch(`${server.url}/api/games/chatty/tables`)).json()) as { table: string; }[];
    expect(listed.map((r) => r.table)).toEqual([t]);
    await watcher.close();
    await host.close();
  });

  it('create validates every setting through the game with a clear error', async () => {
    const c = await TestClient.connect(server.url);
    const unknownKey = await c.request({ type: 'table.create', game: 'fake', seats: 2, config: { turnz: 3 } });
    expect(unknownKey).toMatchObject({ code: 'bad-config' });
    expect(unknownKey['message']).toContain('turnz');
    const badValue = await c.request({ type: 'table.create', game: 'fake', seats: 2, config: { turns: 99 } });
    expect(badValue['message']).toContain('1..20');
    expect((await c.request({ type: 'table.create', game: 'fake', seats: 9 }))['code']).toBe('bad-config');
    expect((await c.request({ type: 'table.create', game: 'nope', seats: 2 }))['code']).toBe('unknown-game');
    expect((await c.request({ type: 'table.create', game: 'fake', seats: 2, deck: ['c1'] }))['code']).toBe('bad-config');
    await c.close();
  });

  it('quick play joins a matching open table, or creates one', async () => {
    const a = await TestClient.connect(server.url);
    const b = await TestClient.connect(server.url);
    const ra = await a.ok({ type: 'table.quickplay', game: 'fake', seats: 4 });
    const rb = await b.ok({ type: 'table.quickplay', game: 'fake', seats: 4 });
    expect(rb['table']).toBe(ra['table']);
    expect([ra['seat'], rb['seat']]).toEqual([0, 1]);
    await a.close();
    await b.close();
  });

  it('join by invite code; the creator may start early with the seats taken; others may not', async () => {
    const a = await TestClient.connect(server.url);
    const b = await TestClient.connect(server.url);
    const created = await a.ok({ type: 'table.create', game: 'fake', seats: 4, private: true });
    const invite = created['invite'] as string;
    expect(invite).toMatch(/^[A-Z2-9]{12}$/);
    const joined = await b.ok({ type: 'table.join', invite: invite.toLowerCase() });
    expect(joined['table']).toBe(created['table']);
    expect((await b.request({ type: 'table.start', table: joined['table'] }))['code']).toBe('not-creator');
    await a.ok({ type: 'table.start', table: created['table'] });
    const state = await b.waitFor((m) => m.type === 'table.state' && m['state'] !== null);
    expect((state['info'] as { seats: number; }).seats).toBe(2);
    expect((await a.request({ type: 'table.join', table: created['table'] as string }))['type']).toBe('reply');
    const c = await TestClient.connect(server.url);
    // A private table: without the code a stranger is not let in at all; with it, the game has started.
    expect((await c.request({ type: 'table.join', table: created['table'] as string }))['code']).toBe('invite-required');
    expect((await c.request({ type: 'table.join', invite }))['code']).toBe('bad-state');
    for (const x of [a, b, c]) await x.close();
  });

  it('leave before the start frees the seat; a taken seat is refused', async () => {
    const a = await TestClient.connect(server.url);
    const b = await TestClient.connect(server.url);
    const t = (await a.ok({ type: 'table.create', game: 'fake', seats: 3 }))['table'] as string;
    expect((await b.request({ type: 'table.join', table: t, seat: 0 }))['code']).toBe('seat-taken');
    await b.ok({ type: 'table.join', table: t, seat: 2 });
    await b.ok({ type: 'table.leave', table: t });
    expect(server.tables.get(t)!.stored.players[2]).toBeNull();
    await a.close();
    await b.close();
  });

  it('play again keeps the seats for a series and sends every player to the next table', async () => {
    const a = await TestClient.connect(server.url);
    const b = await TestClient.connect(server.url);
    const t = (await a.ok({ type: 'table.create', game: 'fake', seats: 3, config: { turns: 1 }, bots: [{ seat: 2 }] }))[
      'table'
    ] as string;
    await b.ok({ type: 'table.join', table: t });
    await eventually(() => (a.latest(t)?.actors ?? []).includes(0));
    await a.ok({ type: 'table.move', table: t, move: { kind: 'pass' } });
    await eventually(() => (b.latest(t)?.actors ?? []).includes(1));
    await b.ok({ type: 'table.move', table: t, move: { kind: 'pass' } });
    await a.waitFor((m) => m.type === 'table.over' && m['table'] === t);
    const again = await b.ok({ type: 'table.playAgain', table: t });
    const next = await a.waitFor((m) => m.type === 'table.next' && m['table'] === t);
    expect(next['next']).toBe(again['table']);
    expect(again['seat']).toBe(1);
    const live = server.tables.get(again['table'] as string)!;
    expect(live.stored.previous).toBe(t);
    expect(live.stored.status).toBe('playing');
    expect(live.stored.players.map((p) => p?.name)).toEqual(server.tables.get(t)!.stored.players.map((p) => p?.name));
    expect(live.stored.seedHash).not.toBe(server.tables.get(t)!.stored.seedHash);
    // Asking twice lands on the same next table.
    expect((await a.ok({ type: 'table.playAgain', table: t }))['table']).toBe(again['table']);
    await a.close();
    await b.close();
  });

  it('games.list describes every hosted game with its config schema and bots', async () => {
    const c = await TestClient.connect(server.url);
    const list = (await c.ok({ type: 'games.list' })) as unknown as {
      id: string;
      bots: string[];
      configSchema: { key: string; }[];
    }[];
    expect(list.map((g) => g.id).sort()).toEqual(['chatty', 'fake']);
    expect(list[0]!.bots).toContain('random');
    expect(list[0]!.configSchema.map((s) => s.key)).toContain('turns');
    await c.close();
  });
});
