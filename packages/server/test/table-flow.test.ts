import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedHash } from '../src/fairness.ts';
import type { RunningServer } from '../src/index.ts';
import { TestClient } from './client.ts';
import { FAKE_DECK, twoSeatFakeTable } from './fake-table.ts';
import { eventually, testServer } from './helpers.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await testServer();
});
afterAll(async () => {
  await server.close();
});

const twoPlayerTable = (config: Record<string, unknown> = {}) => twoSeatFakeTable(server.url, config);

describe('a table over the WebSocket', () => {
  it('a guest gets a generated name and a session token on connect', async () => {
    const c = await TestClient.connect(server.url);
    expect(c.user.guest).toBe(true);
    expect(c.user.name).toMatch(/^guest-\d{6}$/);
    expect(c.token.length).toBeGreaterThan(20);
    await c.close();
  });

  it('starts when the seats are full, and each seat sees only its own hand', async () => {
    const { a, b, table } = await twoPlayerTable();
    const sa = a.latest(table)!;
    await eventually(() => b.latest(table) !== null);
    const sb = b.latest(table)!;
    expect(sa.view['hand']).toEqual(['c1', 'c2', 'c3']);
    expect(sb.view['hand']).toEqual(['c4', 'c5', 'c6']);
    expect(JSON.stringify(sa)).not.toContain('"c4"');
    expect(JSON.stringify(sb)).not.toContain('"c1"');
    expect(sa.actors).toEqual([0]);
    expect(sa.legal.length).toBe(4);
    expect(sb.legal).toEqual([]);
    await a.close();
    await b.close();
  });

  it('applies a move, broadcasts per-viewer events with the new version, and hides the drawn card from others', async () => {
    const { a, b, table } = await twoPlayerTable();
    const spectator = await TestClient.connect(server.url);
    await spectator.ok({ type: 'table.spectate', table });
    const r = await a.ok({ type: 'table.move', table, move: { kind: 'play', card: 'c2' } });
    expect(r['version']).toBe(1);
    const ua = await a.waitFor((m) => m.type === 'table.update' && m['version'] === 1);
    const ub = await b.waitFor((m) => m.type === 'table.update' && m['version'] === 1);
    const us = await spectator.waitFor((m) => m.type === 'table.update' && m['version'] === 1);
    expect(ua['events']).toContainEqual({ kind: 'drew', seat: 0, card: 'c7' });
    expect(ub['events']).toContainEqual({ kind: 'drew', seat: 0, card: null });
    expect(us['events']).toContainEqual({ kind: 'drew', seat: 0, card: null });
    expect(JSON.stringify(us)).not.toContain('"c7"');
    const spectatorView = us['state'] as { view: Record<string, unknown>; legal: unknown[]; };
    expect(spectatorView.view['hand']).toBeNull();
    expect(spectatorView.legal).toEqual([]);
    expect(JSON.stringify(us)).not.toContain('rng');
    for (const c of [a, b, spectator]) await c.close();
  });

  it('refuses a move by a seat that is not to act, and by a spectator, without changing the version', async () => {
    const { a, b, table } = await twoPlayerTable();
    const wrongSeat = await b.request({ type: 'table.move', table, move: { kind: 'play', card: 'c4' } });
    expect(wrongSeat['code']).toBe('not-your-turn');
    const spectator = await TestClient.connect(server.url);
    await spectator.ok({ type: 'table.spectate', table });
    const fromSpectator = await spectator.request({ type: 'table.move', table, move: { kind: 'pass' } });
    expect(fromSpectator['code']).toBe('not-seated');
    const notInHand = await a.request({ type: 'table.move', table, move: { kind: 'play', card: 'c4' } });
    expect(notInHand['code']).toBe('illegal-move');
    expect(server.tables.get(table)!.currentVersion).toBe(0);
    for (const c of [a, b, spectator]) await c.close();
  });

  it('plays to the end: publishes the outcome, reveals the seed that matches the committed hash, opens the replay', async () => {
    const { a, b, table } = await twoPlayerTable({ turns: 1 });
    const info = (await a.waitFor((m) => m.type === 'table.state' && m['table'] === table))['info'] as Record<string, unknown>;
    const committed = info['seedHash'] as string;
    expect(info['seed']).toBeNull();
    const running = await fetch(`${server.url}/api/tables/${table}/replay`);
    expect(running.status).toBe(403);
    await a.ok({ type: 'table.move', table, move: { kind: 'play', card: 'c3' } });
    await b.ok({ type: 'table.move', table, move: { kind: 'play', card: 'c6' } });
    const over = await a.waitFor((m) => m.type === 'table.over' && m['table'] === table);
    expect(over['outcome']).toEqual({ places: [2, 1], scores: [3, 6] });
    expect(seedHash(over['seed'] as number, over['salt'] as string)).toBe(committed);
    const replay = (await (await fetch(`${server.url}/api/tables/${table}/replay`)).json()) as Record<string, unknown>;
    expect(replay['seed']).toBe(over['seed']);
    expect(replay['deck']).toEqual(FAKE_DECK);
    expect((replay['moves'] as unknown[]).length).toBe(2);
    expect(replay['moves']).toContainEqual(expect.objectContaining({ seat: 1, move: { kind: 'play', card: 'c6' } }));
    await a.close();
    await b.close();
  });

  it('a reconnecting client sends its last version and receives exactly the events it missed', async () => {
    const { a, b, table } = await twoPlayerTable();
    await a.ok({ type: 'table.move', table, move: { kind: 'play', card: 'c1' } });
    await b.waitFor((m) => m.type === 'table.update' && m['version'] === 1);
    const token = b.token;
    await b.close();
    await a.waitFor((m) => m.type === 'table.info' && JSON.stringify(m['info']).includes('"connected":false'));
    const b2 = await TestClient.connect(server.url, token);
    expect(b2.user.id).toBe(b.user.id);
    // The returning player holds seat 1 again (same session) and may move before it resubscribes.
    await b2.ok({ type: 'table.move', table, move: { kind: 'play', card: 'c5' } });
    await a.ok({ type: 'table.move', table, move: { kind: 'pass' } });
    const mark = b2.messages.length;
    await b2.ok({ type: 'table.resync', table, version: 1 });
    const catchUp = await b2.waitFor((m) => m.type === 'table.update' && m['table'] === table, 5000, mark);
    expect(catchUp['version']).toBe(3);
    expect((catchUp['events'] as { kind: string; }[]).map((e) => e.kind)).toEqual(['played', 'drew', 'passed']);
    const full = await b2.request({ type: 'table.resync', table, version: 99 });
    expect(full.type).toBe('reply');
    await b2.waitFor((m) => m.type === 'table.state' && m['version'] === 3);
    await a.close();
    await b2.close();
  });
});
