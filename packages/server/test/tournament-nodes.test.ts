/**
 * Tournaments on a club of two nodes (PostgreSQL + Redis). One node runs them, the holder of their lease;
 * a frame about a tournament that reaches the other node is sent to it, and its answers and live standings
 * come back. A game of a tournament that moves to the other node (its lease lost) and ends there is still
 * counted. A node that loses their lease while it lives stops them and sends its watchers to reconnect; when
 * the node running them stops, the other takes them over and carries on.
 */
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/index.ts';
import { TOURNAMENTS_ROLE } from '../src/many-nodes/leases.ts';
import { TestClient } from './client.ts';
import { type ClubServices, clubServices } from './fixtures/club-services.ts';
import { clubRounds } from './fixtures/tournaments.ts';
import { eventually, testServer } from './helpers.ts';
import { pgAvailable } from './pg.ts';
import { redisAvailable } from './redis.ts';

const LEASE_MS = 1500;
/** Waits are for states; a loaded machine may take long to reach them. */
const WAIT = 90_000;

interface View {
  id: string;
  status: string;
  round: number;
  entrants: { id: string; kind: string; left: boolean; }[];
  tables: { id: string; round: number; gameTable: string | null; }[];
  games: { table: string; n: number; gameTable: string; }[];
  standings: { rank: number; id: string; games: number; }[];
}

const redisOk = redisAvailable('tournaments on two nodes');
if (pgAvailable('tournaments on two nodes') && redisOk) {
  describe('tournaments on two nodes (PostgreSQL + Redis)', () => {
    let services: ClubServices;
    let db: pg.Pool;
    let first: RunningServer;
    let second: RunningServer;
    const clients: TestClient[] = [];

    beforeAll(async () => {
      services = await clubServices();
      db = services.db;
      const node = (nodeId: string) =>
        testServer({ databaseUrl: services.databaseUrl, redisUrl: services.redisUrl, nodeId, leaseMs: LEASE_MS });
      // The first node takes the tournaments' lease as it starts; the second finds it held.
      first = await node('tn-a');
      second = await node('tn-b');
    }, 60_000);

    afterAll(async () => {
      await Promise.all(clients.map((c) => c.close()));
      // Closing twice is harmless: the last test has closed one of them already.
      await second?.close();
      await first?.close();
      await services?.close();
    });

    const connect = async (s: RunningServer) => {
      const c = await TestClient.connect(s.url);
      clients.push(c);
      return c;
    };
    const runner = async () =>
      (await db.query<{ node: string; }>('SELECT node FROM table_leases WHERE table_id = $1', [TOURNAMENTS_ROLE])).rows[0]
        ?.node;
    const view = async (s: RunningServer, id: string): Promise<View> => {
      const r = await fetch(`${s.url}/api/tournaments/${id}`);
      expect(r.status).toBe(200);
      return (await r.json()) as View;
    };
    /** Every game the tournament opened is over and counted exactly once. */
    const everyGameCounted = async (id: string) => {
      const links = await first.storage.tournamentGames(id);
      const results = (await first.storage.tournamentLog(id)).filter((e) => (e.event as { kind: string; }).kind === 'result');
      expect(results.length).toBe(links.length);
      for (const l of links) expect((await first.storage.getTable(l.tableId))?.status).toBe('over');
    };

    it('frames about tournaments reach the node that runs them; its answers and standings come back', async () => {
      expect(await runner()).toBe('tn-a');
      // Alice and Bob are on the node that does not run the tournaments, Carol on the one that does.
      const [alice, bob, carol] = [await connect(second), await connect(second), await connect(first)];
      const created = await alice.ok(
        clubRounds({ startWhenJoined: 3, fillTo: 6, turnSeconds: 1, guests: true, register: true }),
      );
      const id = created['id'] as string;
      expect((await bob.ok({ type: 'tournament.subscribe', tournament: id }))['status']).toBe('upcoming');
      await bob.ok({ type: 'tournament.register', tournament: id });
      await carol.ok({ type: 'tournament.register', tournament: id });
      const last = await bob.waitFor(
        (m) => m.type === 'tournament.update' && (m['tournament'] as View).status === 'finished',
        WAIT,
      );
      const end = last['tournament'] as View;
      expect(end.entrants.filter((e) => e.kind === 'human').map((e) => e.id).sort()).toEqual(
        [alice.user.id, bob.user.id, carol.user.id].sort(),
      );
      expect(end.standings).toHaveLength(6);
      // Stood in by bots (they never move) but online through the other node: no one left, every game was played.
      expect(end.entrants.filter((e) => e.left)).toEqual([]);
      expect(end.standings.every((x) => x.games === 2)).toBe(true);
      // Both nodes answer its view from storage; only the runner's node changes it.
      for (const s of [first, second]) expect((await view(s, id)).status).toBe('finished');
      const refused = await second.tournaments!.register(id, { id: 'someone', name: 'someone', guest: true });
      expect(refused.ok).toBe(false);
      expect(!refused.ok && refused.error.code).toBe('tournaments-unavailable');
      await everyGameCounted(id);
    }, WAIT + 30_000);

    it('a game that moved to the other node and ended there is counted, and the tournament goes on to its end', async () => {
      const organiser = await connect(first);
      // Bots that take their time, so that a game is still being played when its lease is taken away.
      const created = await organiser.ok(clubRounds({ startAt: Date.now(), fillTo: 6, botDelayMs: 400 }));
      const id = created['id'] as string;
      let moved = '';
      await eventually(async () => {
        moved = (await view(first, id)).tables.find((t) => t.round === 1 && t.gameTable !== null)?.gameTable ?? '';
        return moved !== '' && first.tables.get(moved) !== undefined;
      }, WAIT);
      // The first node loses the game's lease (as when it is paused past it), and whichever node takes the expired
      // lease first resumes the game: taken away again until the second node has it.
      const holder = async () =>
        (await db.query<{ node: string; live: boolean; }>(
          'SELECT node, expires_at > (extract(epoch from clock_timestamp()) * 1000)::bigint AS live FROM table_leases WHERE table_id = $1',
          [moved],
        )).rows[0];
      for (let tries = 0; second.tables.get(moved) === undefined; tries++) {
        expect(tries, 'the second node takes the game over within 20 tries').toBeLessThan(20);
        await db.query('UPDATE table_leases SET epoch = epoch + 1, expires_at = 0 WHERE table_id = $1', [moved]);
        await eventually(async () => (await holder())?.live === true, WAIT);
        if ((await holder())?.node === 'tn-b') await eventually(() => second.tables.get(moved) !== undefined, WAIT);
        else await eventually(() => first.tables.get(moved) !== undefined, WAIT);
      }
      await eventually(async () => (await view(first, id)).status === 'finished', WAIT);
      expect((await first.storage.getTable(moved))?.status).toBe('over');
      expect((await view(second, id)).standings.every((x) => x.games === 2)).toBe(true);
      await everyGameCounted(id);
    }, 2 * WAIT + 30_000);

    it('a node that loses their lease while it lives stops them, and its watchers reconnect to find them elsewhere', async () => {
      expect(await runner()).toBe('tn-a');
      const organiser = await connect(first);
      const created = await organiser.ok(clubRounds({ startAt: Date.now() + 3_600_000, fillTo: 6, guests: true }));
      const id = created['id'] as string;
      // One watcher on the node that runs them, one through the other node.
      const [here, there] = [await connect(first), await connect(second)];
      for (const c of [here, there]) await c.ok({ type: 'tournament.subscribe', tournament: id });
      const closed = [here, there].map((c) => new Promise<number>((resolve) => c.ws.once('close', (code) => resolve(code))));
      // As when the node is paused past its lease and the other node takes it: the other's name, a new epoch.
      await db.query("UPDATE table_leases SET node = 'tn-b', epoch = epoch + 1 WHERE table_id = $1", [TOURNAMENTS_ROLE]);
      expect(await Promise.all(closed)).toEqual([1012, 1012]);
      await eventually(async () => (await runner()) === 'tn-b', WAIT);
      // Reconnected to the node that lost them, a watcher finds them on the other (asked again while they resume).
      const back = await connect(first);
      await eventually(async () => {
        const r = await back.request({ type: 'tournament.subscribe', tournament: id });
        if (r.type !== 'reply') expect(r['code']).toBe('tournaments-unavailable');
        return r.type === 'reply';
      }, WAIT);
      // The first node takes no request for them any more; the second runs them.
      const refused = await first.tournaments!.register(id, { id: 'someone', name: 'someone', guest: true });
      expect(!refused.ok && refused.error.code).toBe('tournaments-unavailable');
      expect((await second.tournaments!.register(id, { id: 'someone', name: 'someone', guest: true })).ok).toBe(true);
    }, WAIT + 30_000);

    it('when the node that runs them stops, the other takes them over and carries on', async () => {
      const organiser = await connect(first);
      const created = await organiser.ok(
        clubRounds({ startAt: Date.now() + 3_600_000, fillTo: 6, guests: true, register: true }),
      );
      const id = created['id'] as string;
      // The second node runs them since the last test; the first takes them back when the second stops.
      expect(await runner()).toBe('tn-b');
      await second.close();
      await eventually(async () => (await runner()) === 'tn-a', WAIT);
      const dave = await connect(first);
      // Asked again until the first node has resumed them (it answers `tournaments-unavailable` meanwhile).
      let joined: Record<string, unknown> | null = null;
      await eventually(async () => {
        const r = await dave.request({ type: 'tournament.register', tournament: id });
        if (r.type === 'reply') joined = r['data'] as Record<string, unknown>;
        else expect(r['code']).toBe('tournaments-unavailable');
        return joined !== null;
      }, WAIT);
      expect((joined!['entrants'] as { id: string; }[]).map((e) => e.id)).toContain(dave.user.id);
      expect((await view(first, id)).entrants.map((e) => e.id)).toContain(organiser.user.id);
    }, WAIT + 30_000);
  });
}
