/**
 * What keeps one client (or one address) from exhausting the server,
 * cross-site sockets, and sockets after logout.
 */
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { RunningServer } from '../src/index.ts';
import { TestClient } from './client.ts';
import { eventually, sessionOf, sleep, testServer } from './helpers.ts';

const wsUrl = (server: RunningServer) => server.url.replace(/^http/, 'ws') + '/ws';

/** The status of a refused upgrade (or 101 when it opened). */
function upgradeStatus(server: RunningServer, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve) => {
    const ws = new WebSocket(wsUrl(server), { headers });
    ws.once('open', () => {
      ws.terminate();
      resolve(101);
    });
    ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    ws.once('error', () => {});
  });
}

/** A client that never reads: its socket is paused, so the server's buffer for it only grows. */
async function nonReader(server: RunningServer, requests: number): Promise<WebSocket> {
  const ws = new WebSocket(wsUrl(server));
  await new Promise<void>((resolve) => ws.once('message', () => resolve()));
  (ws as unknown as { _socket: { pause(): void; }; })._socket.pause();
  for (let i = 0; i < requests; i++) ws.send(JSON.stringify({ type: 'games.list', id: i }));
  return ws;
}

describe('limits at the edge', () => {
  it('a socket whose buffer stays full is dropped within the slow-socket time, long before any timeout', async () => {
    const server = await testServer({
      messageBurst: 100_000,
      messagesPerSecond: 100_000,
      slowSocketBytes: 64 * 1024,
      slowSocketMs: 300,
    });
    try {
      const healthy = await TestClient.connect(server.url);
      const started = Date.now();
      const slow = await nonReader(server, 30_000);
      await eventually(() => server.metrics.socketsDroppedSlow === 1, 10_000);
      expect(Date.now() - started).toBeLessThan(8000);
      // The reader that reads is untouched.
      expect((await healthy.ok({ type: 'ping' }))['now']).toBeTypeOf('number');
      expect(server.sockets.size).toBe(1);
      slow.terminate();
      await healthy.close();
    } finally {
      await server.close();
    }
  });

  it('past the global output budget the fullest buffers are dropped', async () => {
    const server = await testServer({
      messageBurst: 100_000,
      messagesPerSecond: 100_000,
      outputBudgetBytes: 512 * 1024,
      slowSocketBytes: 1024 * 1024 * 1024,
      slowSocketMs: 60_000,
    });
    try {
      const slow = await Promise.all([nonReader(server, 4000), nonReader(server, 4000), nonReader(server, 4000)]);
      await eventually(() => server.metrics.socketsDroppedSlow >= 1, 10_000);
      await sleep(600);
      expect(server.metrics.bufferedBytes).toBeLessThanOrEqual(512 * 1024);
      for (const ws of slow) ws.terminate();
    } finally {
      await server.close();
    }
  });

  it('one address may hold a limited number of sockets; the next upgrade is refused with 429', async () => {
    const server = await testServer({ connectionsPerAddress: 3 });
    try {
      const open = [
        await TestClient.connect(server.url),
        await TestClient.connect(server.url),
        await TestClient.connect(server.url),
      ];
      expect(await upgradeStatus(server)).toBe(429);
      await open[0]!.close();
      await eventually(() => server.sockets.size === 2);
      expect(await upgradeStatus(server)).toBe(101);
      for (const c of open.slice(1)) await c.close();
    } finally {
      await server.close();
    }
  });

  it('heartbeats — a socket that does not answer pings is dropped; one that answers stays', async () => {
    const server = await testServer({ heartbeatMs: 100 });
    try {
      const alive = await TestClient.connect(server.url);
      const silent = new WebSocket(wsUrl(server), { autoPong: false });
      await new Promise<void>((resolve) => silent.once('message', () => resolve()));
      const closed = new Promise<void>((resolve) => silent.once('close', () => resolve()));
      await closed;
      expect(server.metrics.socketsTimedOut).toBe(1);
      await sleep(300);
      expect((await alive.ok({ type: 'ping' }))['now']).toBeTypeOf('number');
      await alive.close();
    } finally {
      await server.close();
    }
  });

  it("/ws refuses a browser page of another origin (another port of the same host); the club's own and listed origins are let in", async () => {
    const server = await testServer({ allowedOrigins: ['https://club.example'] });
    try {
      const host = new URL(server.url).host;
      expect(await upgradeStatus(server, { origin: 'http://127.0.0.1:1' })).toBe(403);
      expect(await upgradeStatus(server, { origin: 'https://evil.example' })).toBe(403);
      expect(await upgradeStatus(server, { origin: `http://${host}` })).toBe(101);
      expect(await upgradeStatus(server, { origin: 'https://club.example' })).toBe(101);
      // Not a browser (no Origin): bots and scripts connect as before.
      expect(await upgradeStatus(server)).toBe(101);
      expect(server.metrics.socketsRefused).toBe(2);
    } finally {
      await server.close();
    }
  });

  it('guest creation is rate limited per address (sockets and POST /api/guest share the budget)', async () => {
    const server = await testServer({ guestBurst: 3, guestsPerMinute: 1 });
    try {
      const guests = [await TestClient.connect(server.url), await TestClient.connect(server.url)];
      expect((await fetch(`${server.url}/api/guest`, { method: 'POST' })).status).toBe(200);
      expect((await fetch(`${server.url}/api/guest`, { method: 'POST' })).status).toBe(429);
      expect(await upgradeStatus(server)).toBe(429);
      // A session already held is not a new guest: it still connects.
      expect((await TestClient.connect(server.url, guests[0]!.token)).user.id).toBe(guests[0]!.user.id);
      for (const c of guests) c.ws.terminate();
    } finally {
      await server.close();
    }
  });

  it('open tables are capped per account and per address', async () => {
    const server = await testServer({ openTablesPerAccount: 2, openTablesPerAddress: 3 });
    try {
      const a = await TestClient.connect(server.url);
      const create = (c: TestClient) =>
        c.request({ type: 'table.create', game: 'fake', seats: 2, sit: false, bots: [{}, {}], botDelayMs: 5000 });
      expect((await create(a)).type).toBe('reply');
      expect((await create(a)).type).toBe('reply');
      const third = await create(a);
      expect(third).toMatchObject({ code: 'too-many-tables' });
      expect(String(third['message'])).toMatch(/at most 2/);
      const b = await TestClient.connect(server.url);
      expect((await create(b)).type).toBe('reply');
      // Another account from the same address: the address cap (3) holds.
      expect((await create(b))['code']).toBe('too-many-tables');
      expect((await b.request({ type: 'table.quickplay', game: 'fake' }))['code']).toBe('too-many-tables');
      await a.close();
      await b.close();
    } finally {
      await server.close();
    }
  });

  it('waiting tables, idle guests and expired sessions expire; the lobby is paged', async () => {
    const server = await testServer({ lobbyPageSize: 3, openTablesPerAccount: 100, waitingTableMs: 200, guestSessionMs: 200 });
    try {
      const c = await TestClient.connect(server.url);
      const watcher = await TestClient.connect(server.url);
      for (let i = 0; i < 5; i++) await c.ok({ type: 'table.create', game: 'fake', seats: 2 });
      await watcher.ok({ type: 'lobby.subscribe', game: 'fake' });
      const first = await watcher.waitFor((m) => m.type === 'lobby.tables');
      expect((first['tables'] as unknown[]).length).toBe(3);
      expect(first['total']).toBe(5);
      const page2 = await fetch(`${server.url}/api/games/fake/tables?offset=3`);
      expect(page2.headers.get('x-total-count')).toBe('5');
      expect(((await page2.json()) as unknown[]).length).toBe(2);

      await sleep(300);
      await server.housekeeping();
      expect(server.tables.size).toBe(0);
      await eventually(() => watcher.messages.filter((m) => m.type === 'lobby.removed').length === 5);
      // The guests' sessions ran out and the guests were deleted with them: their tokens are no longer sessions.
      expect(await server.accounts.fromToken(c.token)).toBeNull();
      expect(await server.storage.userById(c.user.id)).toBeNull();
      c.ws.terminate();
      watcher.ws.terminate();
    } finally {
      await server.close();
    }
  });

  it('after logout the open socket of that session stops acting; "log out everywhere" ends every session', async () => {
    const server = await testServer();
    try {
      const r = await fetch(`${server.url}/api/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'leaver', password: 'password1' }),
      });
      const token = sessionOf(r);
      const login = await fetch(`${server.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'leaver', password: 'password1' }),
      });
      const other = sessionOf(login);
      const first = await TestClient.connect(server.url, token);
      const second = await TestClient.connect(server.url, other);
      const closed = new Promise<number>((resolve) => first.ws.once('close', (code) => resolve(code)));
      await fetch(`${server.url}/api/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
      expect(await closed).toBe(4001);
      // The other session (another device) is untouched by a plain logout.
      expect((await second.ok({ type: 'ping' }))['now']).toBeTypeOf('number');
      const closedToo = new Promise<number>((resolve) => second.ws.once('close', (code) => resolve(code)));
      const everywhere = await fetch(`${server.url}/api/logout-everywhere`, {
        method: 'POST',
        headers: { authorization: `Bearer ${other}` },
      });
      expect(everywhere.status).toBe(200);
      expect(await closedToo).toBe(4001);
      expect(await server.accounts.fromToken(other)).toBeNull();
      // Connecting again with an ended session gives a fresh guest, not the account.
      const again = await TestClient.connect(server.url, other);
      expect(again.user.guest).toBe(true);
      await again.close();
    } finally {
      await server.close();
    }
  });
});
