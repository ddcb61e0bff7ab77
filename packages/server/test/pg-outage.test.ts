/**
 * The server rides out PostgreSQL going away. Its backends
 * are terminated mid-game (on the shared cluster, with pg_terminate_backend),
 * and a private PostgreSQL of the test's own is stopped and started again
 * mid-game. No crash; while the database is away a move is refused with
 * `storage-unavailable` and never acknowledged; once it is back play goes on,
 * bots and clocks included, and every acknowledged move is in the log.
 */
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { closeGame as close, games, moveUntilAccepted, tryMove } from './fixtures/outage-game.ts';
import { eventually, sleep, testServer } from './helpers.ts';
import { privatePgAvailable, startPrivatePg } from './pg-instance.ts';
import { freshSchema, PG_URL, pgAvailable } from './pg.ts';

describe('PostgreSQL going away', () => {
  if (pgAvailable('terminated backends')) {
    it('pg_terminate_backend of every server connection mid-game: no crash, play and bots go on, no acknowledged move lost', async () => {
      const { schema, drop } = await freshSchema();
      const app = `kozyr_${schema}`;
      const url = new URL(PG_URL!);
      url.searchParams.set('options', `-c search_path=${schema}`);
      url.searchParams.set('application_name', app);
      const server = await testServer({ databaseUrl: url.toString() });
      const admin = new pg.Client({ connectionString: PG_URL });
      await admin.connect();
      try {
        const g = await games(server);
        let acknowledged = (await moveUntilAccepted(g, 1000)).version;
        await eventually(() => (g.watcher.latest(g.bots)?.version ?? 0) >= 3);
        for (let round = 0; round < 3; round++) {
          const killed = await admin.query(
            'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1',
            [app],
          );
          expect(killed.rowCount).toBeGreaterThan(0);
          await sleep(50);
          acknowledged = (await moveUntilAccepted(g, 10_000)).version;
        }
        const botsBefore = g.watcher.latest(g.bots)!.version;
        await eventually(() => (g.watcher.latest(g.bots)?.version ?? 0) > botsBefore + 2, 10_000);
        // Every acknowledged move is stored, and nothing that was not acknowledged is.
        expect((await server.storage.log(g.table)).length).toBe(acknowledged);
        expect(server.tables.get(g.table)!.currentVersion).toBe(acknowledged);
        close(g);
      } finally {
        await admin.end();
        await server.close();
        await drop();
      }
    });
  }

  if (privatePgAvailable('PostgreSQL restart mid-game')) {
    it('a PostgreSQL restart mid-game: moves refused with storage-unavailable while it is down, then bots, clocks and players resume', async () => {
      const instance = await startPrivatePg();
      const server = await testServer({ databaseUrl: instance.url });
      try {
        const g = await games(server);
        await moveUntilAccepted(g, 1000);
        await moveUntilAccepted(g, 1000);
        await eventually(() => (g.watcher.latest(g.bots)?.version ?? 0) >= 3);

        instance.stop();
        const before = server.tables.get(g.table)!.currentVersion;
        const refused = await tryMove(g);
        expect(refused).toMatchObject({ type: 'error', code: 'storage-unavailable' });
        expect(String(refused['message'])).toMatch(/database is unavailable/);
        expect(server.tables.get(g.table)!.currentVersion).toBe(before);
        // While it is down the bots' table stands still (nothing can be stored) and nothing crashes.
        await sleep(300);
        const botsFrozen = server.tables.get(g.bots)!.currentVersion;
        await sleep(300);
        expect(server.tables.get(g.bots)!.currentVersion).toBe(botsFrozen);
        expect(server.storage.unavailable).not.toBeNull();
        // Over HTTP a read that needs the database says so plainly.
        const board = await fetch(`${server.url}/api/games/fake/leaderboard`);
        expect(board.status).toBe(503);
        expect(((await board.json()) as { code: string; }).code).toBe('storage-unavailable');

        instance.start();
        const after = await moveUntilAccepted(g, 20_000);
        expect(after.version).toBe(before + 1);
        // The bots' table was re-armed when the database came back: it moves on by itself.
        await eventually(() => server.tables.get(g.bots)!.currentVersion > botsFrozen + 2, 20_000);
        expect(server.storage.unavailable).toBeNull();
        expect((await server.storage.log(g.table)).length).toBe(after.version);
        const botLog = (await server.storage.log(g.bots)).length;
        expect(botLog).toBeGreaterThanOrEqual(server.tables.get(g.bots)!.currentVersion - 1);
        close(g);
      } finally {
        await server.close();
        instance.destroy();
      }
    });
  }
});
