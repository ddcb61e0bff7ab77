/**
 * Requests refused before they do anything: invite codes tried by watching, a session ended from
 * another site's page, a move aimed at a version the table has not reached; and a session cookie
 * kept exactly as long as its session.
 */
import { describe, expect, it } from 'vitest';
import { TestClient } from './client.ts';
import { twoSeatFakeTable } from './fake-table.ts';
import { sessionOf, testServer } from './helpers.ts';

const post = (url: string, path: string, headers: Record<string, string>, body?: unknown) =>
  fetch(`${url}${path}`, {
    method: 'POST',
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

const maxAgeOf = (res: Response): number => {
  const m = /Max-Age=(\d+)/i.exec(res.headers.getSetCookie().find((c) => c.startsWith('kozyr_session=')) ?? '');
  if (m === null) throw new Error('no Max-Age on the session cookie');
  return Number(m[1]);
};

describe('request guards', () => {
  it('wrong invite codes on table.spectate and table.resync spend the address budget that table.join spends', async () => {
    const server = await testServer({ inviteBurst: 3, invitesPerMinute: 1 });
    try {
      const host = await TestClient.connect(server.url);
      const { table, invite } = await host.ok({ type: 'table.create', game: 'fake', seats: 3, private: true }) as {
        table: string;
        invite: string;
      };
      const guesser = await TestClient.connect(server.url);
      const guesses = [];
      for (let i = 0; i < 3; i++) {
        guesses.push(await guesser.request({ type: 'table.spectate', table, invite: `WRONG${i}WRONG${i}` }));
      }
      expect(guesses.map((g) => g['code'])).toEqual(['invite-required', 'invite-required', 'invite-required']);
      // The budget is spent: even the right code now waits, and so does a resync naming a code.
      expect(await guesser.request({ type: 'table.spectate', table, invite })).toMatchObject({ code: 'rate-limited' });
      expect(await guesser.request({ type: 'table.resync', table, version: 0, invite })).toMatchObject({ code: 'rate-limited' });
      expect(server.tables.get(table)!.watcherCount).toBe(1);
      // Watching without naming a code costs nothing: the creator comes back as before.
      await host.ok({ type: 'table.resync', table, version: 0 });
      await host.close();
      await guesser.close();
    } finally {
      await server.close();
    }
  });

  it('logout from a page of another origin is refused and the session lives on; from the club or a script it ends', async () => {
    const server = await testServer();
    try {
      const token = sessionOf(await post(server.url, '/api/guest', {}));
      const cookie = { cookie: `kozyr_session=${token}` };
      const me = async () => (await fetch(`${server.url}/api/me`, { headers: cookie })).status;

      for (const path of ['/api/logout', '/api/logout-everywhere']) {
        const foreign = await post(server.url, path, { ...cookie, origin: 'https://evil.example' });
        expect(foreign.status).toBe(403);
        expect(await foreign.json()).toMatchObject({ code: 'bad-origin' });
        expect(await me()).toBe(200);
      }
      // Another port of the same host is another origin too.
      expect((await post(server.url, '/api/logout', { ...cookie, origin: 'http://127.0.0.1:1' })).status).toBe(403);
      expect(await me()).toBe(200);

      expect((await post(server.url, '/api/logout', { ...cookie, origin: server.url })).status).toBe(200);
      expect(await me()).toBe(401);
      // A script sends no Origin: it logs out as before.
      const other = sessionOf(await post(server.url, '/api/guest', {}));
      expect((await post(server.url, '/api/logout', { authorization: `Bearer ${other}` })).status).toBe(200);
      expect((await fetch(`${server.url}/api/me`, { headers: { authorization: `Bearer ${other}` } })).status).toBe(401);
    } finally {
      await server.close();
    }
  });

  it("a guest's cookie lasts as long as a guest's session; a registered player's as long as theirs", async () => {
    const guestSessionMs = 7 * 24 * 3600 * 1000;
    const server = await testServer({ guestSessionMs });
    try {
      expect(maxAgeOf(await post(server.url, '/api/guest', {}))).toBe(guestSessionMs / 1000);
      const registered = await post(server.url, '/api/register', {}, { name: 'longstay', password: 'password1' });
      expect(maxAgeOf(registered)).toBe(30 * 24 * 3600);
    } finally {
      await server.close();
    }
  });

  it('a move aimed at a version ahead of the table is bad-message and changes nothing; one aimed at the current version plays', async () => {
    const server = await testServer();
    try {
      const { a, b, table } = await twoSeatFakeTable(server.url);
      const before = server.tables.get(table)!.currentVersion;
      const ahead = await a.request({ type: 'table.move', table, move: { kind: 'play', card: 'c2' }, version: before + 1 });
      expect(ahead).toMatchObject({ type: 'error', code: 'bad-message' });
      expect(String(ahead['message'])).toContain(`version ${before + 1}`);
      expect(server.tables.get(table)!.currentVersion).toBe(before);
      const played = await a.ok({ type: 'table.move', table, move: { kind: 'play', card: 'c2' }, version: before });
      expect(played['version']).toBe(before + 1);
      await a.close();
      await b.close();
    } finally {
      await server.close();
    }
  });
});
