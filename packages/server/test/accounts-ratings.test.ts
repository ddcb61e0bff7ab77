import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/index.ts';
import { TestClient } from './client.ts';
import { sessionOf, stacked, testServer } from './helpers.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await testServer({ loginBurst: 100, loginPerMinute: 100 });
});
afterAll(async () => {
  await server.close();
});

const post = (path: string, body?: unknown, cookie?: string) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(cookie === undefined ? {} : { cookie }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe('accounts', () => {
  it('register sets an HttpOnly SameSite session cookie; /api/me knows the user; logout ends the session', async () => {
    const r = await post('/api/register', { name: 'alice', password: 'correct horse' });
    expect(r.status).toBe(200);
    const cookie = r.headers.get('set-cookie')!;
    expect(cookie).toMatch(/kozyr_session=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const session = cookie.split(';')[0]!;
    const me = (await (await fetch(`${server.url}/api/me`, { headers: { cookie: session } })).json()) as {
      user: { name: string; guest: boolean; };
    };
    expect(me.user).toMatchObject({ name: 'alice', guest: false });
    await post('/api/logout', undefined, session);
    expect((await fetch(`${server.url}/api/me`, { headers: { cookie: session } })).status).toBe(401);
  });

  it('the password is stored only as an scrypt hash; login checks it; a taken name is refused', async () => {
    await post('/api/register', { name: 'bob', password: 'bobs secret' });
    const stored = await server.storage.userByName('bob');
    expect(stored!.passHash).toMatch(/^scrypt\$/);
    expect(stored!.passHash).not.toContain('bobs secret');
    expect((await post('/api/login', { name: 'bob', password: 'wrong one!' })).status).toBe(401);
    expect((await post('/api/login', { name: 'BOB', password: 'bobs secret' })).status).toBe(200);
    expect((await post('/api/register', { name: 'Bob', password: 'another one' })).status).toBe(409);
    expect((await post('/api/register', { name: 'x', password: 'short' })).status).toBe(400);
  });

  it('login is rate limited (per IP and per name)', async () => {
    const strict = await testServer({ loginBurst: 3, loginPerMinute: 3 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const r = await fetch(`${strict.url}/api/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name: 'mallory', password: `guess${i}guess` }),
        });
        statuses.push(r.status);
      }
      expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);
    } finally {
      await strict.close();
    }
  });

  it('the WebSocket takes the session cookie; without one it plays as a guest', async () => {
    const res = await post('/api/register', { name: 'carol', password: 'carols pass' });
    // The token is never in the body; the cookie carries it.
    expect(await res.json()).not.toHaveProperty('token');
    const r = { token: sessionOf(res) };
    const carol = await TestClient.connect(server.url, undefined, { cookie: res.headers.get('set-cookie')!.split(';')[0]! });
    expect(carol.user).toMatchObject({ name: 'carol', guest: false });
    // The cookie's session is not echoed to page scripts.
    expect(carol.messages.find((m) => m.type === 'welcome')!['token']).toBeUndefined();
    // Bots in other languages may pass the same token as ?token= instead.
    const byToken = await TestClient.connect(server.url, r.token);
    expect(byToken.user.id).toBe(carol.user.id);
    await byToken.close();
    const guest = await TestClient.connect(server.url);
    expect(guest.user.guest).toBe(true);
    await carol.close();
    await guest.close();
  });
});

describe('ratings', () => {
  it('a rated game updates Glicko-2 ratings of registered players; leaderboard and recent games show it', async () => {
    const login = async (name: string) => {
      return TestClient.connect(server.url, sessionOf(await post('/api/register', { name, password: 'password1' })));
    };
    const winner = await login('winner');
    const loser = await login('loser');
    const deck = stacked([['c8', 'c9', 'c10'], ['c1', 'c2', 'c3']], ['c4', 'c5', 'c6', 'c7']);
    const t = (await winner.ok({ type: 'table.create', game: 'fake', seats: 2, config: { turns: 1 }, deck }))['table'] as string;
    await loser.ok({ type: 'table.join', table: t });
    await winner.ok({ type: 'table.move', table: t, move: { kind: 'play', card: 'c10' } });
    await loser.ok({ type: 'table.move', table: t, move: { kind: 'play', card: 'c1' } });
    const over = await loser.waitFor((m) => m.type === 'table.over');
    const changes = over['ratings'] as { name: string; before: number; after: number; }[];
    const w = changes.find((c) => c.name === 'winner')!;
    const l = changes.find((c) => c.name === 'loser')!;
    expect(w.before).toBe(1500);
    expect(w.after).toBeGreaterThan(1500);
    expect(l.after).toBeLessThan(1500);
    const board = (await (await fetch(`${server.url}/api/games/fake/leaderboard`)).json()) as { name: string; }[];
    expect(board.map((r) => r.name).slice(0, 1)).toEqual(['winner']);
    expect(board.map((r) => r.name)).toContain('loser');
    const recent = (await (await fetch(`${server.url}/api/users/loser/games`)).json()) as {
      games: { tableId: string; place: number; }[];
    };
    expect(recent.games[0]).toMatchObject({ tableId: t, place: 2 });
    await winner.close();
    await loser.close();
  });

  it('guests are not rated', async () => {
    const a = await TestClient.connect(server.url);
    const b = await TestClient.connect(server.url);
    const t = (await a.ok({ type: 'table.create', game: 'fake', seats: 2, config: { turns: 1 } }))['table'] as string;
    await b.ok({ type: 'table.join', table: t });
    await a.ok({ type: 'table.move', table: t, move: { kind: 'pass' } });
    await b.ok({ type: 'table.move', table: t, move: { kind: 'pass' } });
    const over = await a.waitFor((m) => m.type === 'table.over');
    expect(over['ratings']).toEqual([]);
    await a.close();
    await b.close();
  });
});
