/**
 * Tournaments under `serve --workers 2`: worker 0 runs them, and the front sends every `tournament.*` request
 * there, whichever worker is the client's home; HTTP goes to worker 0 already.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeOf, TOURNAMENT_WORKER } from '../src/one-machine/front.ts';
import type { RunningCluster } from '../src/one-machine/workers.ts';
import { TestClient } from './client.ts';
import { testCluster } from './fixtures/test-cluster.ts';

describe('tournament requests and the workers', () => {
  it('the front routes every tournament request to the worker that runs tournaments', () => {
    const qp = () => 2;
    for (const home of [0, 1, 2]) {
      for (
        const m of [
          { type: 'tournament.list', id: 1, status: 'upcoming' },
          { type: 'tournament.create', id: 2, game: 'uno', format: 'swiss', turnSeconds: 5, startWhenJoined: 2 },
          { type: 'tournament.subscribe', id: 3, tournament: 'abc' },
        ]
      ) {
        expect(routeOf(JSON.stringify(m), home, 3, qp)).toBe(TOURNAMENT_WORKER);
      }
      // Anything else stays at home.
      expect(routeOf(JSON.stringify({ type: 'ping', id: 4 }), home, 3, qp)).toBe(home);
    }
  });

  describe('serve --workers 2', () => {
    let cluster: RunningCluster;
    const clients: TestClient[] = [];
    beforeAll(async () => {
      cluster = await testCluster();
    }, 60_000);
    afterAll(async () => {
      for (const c of clients) await c.close();
      await cluster?.close();
    });

    it('clients at home on either worker create, register in and watch one tournament', async () => {
      // Relayed sockets get their home worker round robin: two clients, one on each.
      const a = await TestClient.connect(cluster.url);
      const b = await TestClient.connect(cluster.url);
      clients.push(a, b);
      const created = await a.ok({
        type: 'tournament.create',
        game: 'uno',
        format: 'club-rounds',
        settings: { rounds: 1, tableSizeMin: 3, tableSizeMax: 3, hands: 1 },
        tableConfig: { rounds: 1 },
        turnSeconds: 5,
        startWhenJoined: 3,
        guests: true,
        register: true,
      });
      const id = created['id'] as string;
      for (const c of [a, b]) {
        const list = (await c.ok({ type: 'tournament.list', status: 'upcoming' })) as unknown as { id: string; }[];
        expect(list.map((t) => t.id)).toContain(id);
      }
      expect(await b.ok({ type: 'tournament.subscribe', tournament: id })).toMatchObject({ id, status: 'upcoming' });
      await b.ok({ type: 'tournament.register', tournament: id });
      // The watcher hears of its own registration as an update, from worker 0 through the front.
      await b.waitFor((m) =>
        m.type === 'tournament.update' && (m['tournament'] as { entrants: unknown[]; }).entrants.length === 2
      );
      const view = (await (await fetch(`${cluster.url}/api/tournaments/${id}`)).json()) as { entrants: { id: string; }[]; };
      expect(view.entrants.map((e) => e.id).sort()).toEqual([a.user.id, b.user.id].sort());
    });
  });
});
