/**
 * PostgreSQL killed with SIGKILL mid-game and left down for ten seconds (a
 * private cluster of the test's own, never the shared one). Every move tried
 * meanwhile is answered, with `storage-unavailable`, and changes nothing; once
 * PostgreSQL is back the next move is accepted and every acknowledged move is
 * in the log, none twice. Prints its figure: moves refused, slowest answer,
 * time from restart to the first accepted move.
 */
import { describe, expect, it } from 'vitest';
import { closeGame, games, moveUntilAccepted, tryMove } from './fixtures/outage-game.ts';
import { eventually, sleep, testServer } from './helpers.ts';
import { privatePgAvailable, startPrivatePg } from './pg-instance.ts';

const DOWN_MS = 10_000;

describe('PostgreSQL killed', () => {
  if (privatePgAvailable('PostgreSQL SIGKILLed and down for 10 s')) {
    it('SIGKILL and 10 s down mid-game: moves refused storage-unavailable, none lost, play resumes', async () => {
      const instance = await startPrivatePg();
      const server = await testServer({ databaseUrl: instance.url });
      try {
        const g = await games(server);
        await moveUntilAccepted(g, 1000);
        const { version: acknowledged } = await moveUntilAccepted(g, 1000);
        await eventually(() => (g.watcher.latest(g.bots)?.version ?? 0) >= 3);

        await instance.kill();
        const killedAt = Date.now();
        let refused = 0;
        let slowestMs = 0;
        while (Date.now() - killedAt < DOWN_MS) {
          const sent = Date.now();
          const answer = await tryMove(g);
          slowestMs = Math.max(slowestMs, Date.now() - sent);
          expect(answer).toMatchObject({ type: 'error', code: 'storage-unavailable' });
          refused++;
          expect(server.tables.get(g.table)!.currentVersion).toBe(acknowledged);
          await sleep(200);
        }
        expect(refused).toBeGreaterThan(10);
        expect(server.storage.unavailable).not.toBeNull();
        const botsFrozen = server.tables.get(g.bots)!.currentVersion;

        instance.start();
        const restartedAt = Date.now();
        const after = await moveUntilAccepted(g, 30_000);
        const backMs = Date.now() - restartedAt;
        expect(after.version).toBe(acknowledged + 1);
        await eventually(() => server.tables.get(g.bots)!.currentVersion > botsFrozen + 2, 20_000);
        const log = await server.storage.log(g.table);
        expect(log.length).toBe(after.version);
        process.stdout.write(
          `FIGURE PostgreSQL SIGKILL and down ${DOWN_MS} ms: 0 acknowledged moves lost (log ${log.length} = acknowledged ${after.version}), ` +
            `${refused + after.refused} moves refused storage-unavailable (slowest answer ${slowestMs} ms), ` +
            `first move accepted ${backMs} ms after restart\n`,
        );
        closeGame(g);
      } finally {
        await server.close();
        instance.destroy();
      }
    }, 90_000);
  }
});
