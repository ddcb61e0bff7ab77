/** The whole server on PostgreSQL: accounts, a rated game to the end, chat and the replay (SQLite runs the same in the other files). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/index.ts';
import { TestClient } from './client.ts';
import { sessionOf, stacked, testServer } from './helpers.ts';
import { freshSchema, PG_URL, pgAvailable } from './pg.ts';

if (pgAvailable('server end to end')) {
  describe('server on PostgreSQL', () => {
    let server: RunningServer;
    let drop: () => Promise<void>;
    beforeAll(async () => {
      const fresh = await freshSchema();
      drop = fresh.drop;
      server = await testServer({ databaseUrl: fresh.url });
    });
    afterAll(async () => {
      await server.close();
      await drop();
    });

    it('uses PostgreSQL', () => {
      expect(server.storage.kind).toBe('postgres');
    });

    it('registered players play a rated game to the end; ratings, recent games, chat and the replay are stored', async () => {
      const register = async (name: string) => {
        const r = await fetch(`${server.url}/api/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name, password: 'password1' }),
        });
        return TestClient.connect(server.url, sessionOf(r));
      };
      const a = await register('pg-alice');
      const b = await register('pg-bob');
      const deck = stacked([['c8', 'c9', 'c10'], ['c1', 'c2', 'c3']], ['c4', 'c5', 'c6', 'c7']);
      const t = (await a.ok({ type: 'table.create', game: 'fake', seats: 2, config: { turns: 1 }, deck }))['table'] as string;
      await b.ok({ type: 'table.join', table: t });
      await b.ok({ type: 'table.chat', table: t, text: 'good luck' });
      await a.ok({ type: 'table.move', table: t, move: { kind: 'play', card: 'c10' } });
      await b.ok({ type: 'table.move', table: t, move: { kind: 'play', card: 'c1' } });
      const over = await a.waitFor((m) => m.type === 'table.over');
      expect((over['ratings'] as { name: string; after: number; }[]).find((r) => r.name === 'pg-alice')!.after).toBeGreaterThan(
        1500,
      );
      const replay = (await (await fetch(`${server.url}/api/tables/${t}/replay`)).json()) as {
        moves: unknown[];
        chat: { text: string; }[];
        seed: number;
      };
      expect(replay.moves).toHaveLength(2);
      expect(replay.chat.map((c) => c.text)).toEqual(['good luck']);
      expect(replay.seed).toBe(over['seed']);
      const recent = (await (await fetch(`${server.url}/api/users/pg-bob/games`)).json()) as { games: { place: number; }[]; };
      expect(recent.games[0]!.place).toBe(2);
      await a.close();
      await b.close();
    });
  });
} else {
  describe.skip('server on PostgreSQL (KOZYR_TEST_PG_URL not set)', () => {
    it('needs a PostgreSQL database', () => expect(PG_URL).toBeDefined());
  });
}
