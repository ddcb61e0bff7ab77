/**
 * A tournament on its entrants' profiles (`GET /api/users/:name/tournaments`) and in their ratings: a game of a
 * tournament is rated only where every seat is a registered account, never with a bot or a guest at the table.
 */
import type { UserTournament } from '@kozyr/protocol';
import { describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/index.ts';
import { TestClient } from './client.ts';
import { closedAfterEach } from './fixtures/opened.ts';
import { HAND } from './fixtures/tournaments.ts';
import { eventually, testServer } from './helpers.ts';

const { servers, clients, account } = closedAfterEach();

async function profile(s: RunningServer, name: string): Promise<UserTournament[]> {
  const res = await fetch(`${s.url}/api/users/${name}/tournaments`);
  expect(res.status).toBe(200);
  return (await res.json()) as UserTournament[];
}

describe('tournaments on profiles and ratings', () => {
  it('lists each entrant its tournaments newest first with its place, and rates only all-account tables', async () => {
    const s = await testServer();
    servers.push(s);
    const alice = await account(s, 'alice');
    const bob = await account(s, 'bob');
    const guest = await TestClient.connect(s.url);
    clients.push(guest);

    // Four entrants, three rounds of two-seat Swiss: every pair meets exactly once (no repeat pairing while
    // another is possible), so alice and bob share one table, and each meets the guest and the bot once.
    const created = await alice.ok({
      type: 'tournament.create',
      game: 'uno',
      format: 'swiss',
      settings: { rounds: 3, tableSize: 2 },
      tableConfig: HAND,
      turnSeconds: 1,
      botDelayMs: 0,
      startWhenJoined: 3,
      fillTo: 4,
      guests: true,
      register: true,
      title: 'Friday Swiss',
    });
    const id = created['id'] as string;
    const upcoming = await profile(s, 'alice');
    expect(upcoming).toEqual([{
      id,
      name: 'Friday Swiss',
      game: 'uno',
      format: 'swiss',
      status: 'upcoming',
      place: null,
      entrants: 1,
      finishedAt: null,
    }]);
    await bob.ok({ type: 'tournament.register', tournament: id });
    await guest.ok({ type: 'tournament.register', tournament: id });
    await eventually(async () => (await s.storage.getTournament(id))?.status === 'finished', 120_000);

    const view = (await (await fetch(`${s.url}/api/tournaments/${id}`)).json()) as {
      finishedAt: number;
      standings: { id: string; rank: number; }[];
    };
    for (const [c, name] of [[alice, 'alice'], [bob, 'bob']] as const) {
      const [entry] = await profile(s, name);
      expect(entry).toEqual({
        id,
        name: 'Friday Swiss',
        game: 'uno',
        format: 'swiss',
        status: 'finished',
        place: view.standings.find((x) => x.id === c.user.id)!.rank,
        entrants: 4,
        finishedAt: view.finishedAt,
      });
    }

    // Which tables were rated: exactly those where both seats were accounts.
    const accounts = new Set([alice.user.id, bob.user.id]);
    const rated: string[] = [];
    for (const link of await s.storage.tournamentGames(id)) {
      const table = (await s.storage.getTable(link.tableId))!;
      const allAccounts = table.players.every((p) => p?.kind === 'human' && accounts.has(p.userId));
      expect(table.options.rated).toBe(allAccounts);
      if (allAccounts) rated.push(table.id);
    }
    expect(rated).toHaveLength(1);
    // The rated game moved both accounts' ratings; nothing else did.
    for (const c of [alice, bob]) {
      const results = await s.storage.recentGames(c.user.id, 10);
      const withRating = results.filter((r) => r.ratingAfter !== null);
      expect(withRating.map((r) => r.tableId)).toEqual(rated);
      expect((await s.storage.rating(c.user.id, 'uno'))?.games).toBe(1);
    }

    // A newer tournament comes first; an unknown name is a 404.
    const next = await bob.ok({
      type: 'tournament.create',
      game: 'uno',
      format: 'club-rounds',
      settings: { rounds: 1, tableSizeMin: 3, tableSizeMax: 3, hands: 1 },
      tableConfig: HAND,
      turnSeconds: 5,
      startWhenJoined: 3,
      register: true,
    });
    expect((await profile(s, 'bob')).map((t) => t.id)).toEqual([next['id'], id]);
    expect((await fetch(`${s.url}/api/users/nobody/tournaments`)).status).toBe(404);
  });
});

describe('a human who goes away', () => {
  it('gone from the club while a stand-in plays the seat: a leaver, no further pairings, ranked after the rest', async () => {
    const s = await testServer();
    servers.push(s);
    const alice = await account(s, 'alice');
    const created = await alice.ok({
      type: 'tournament.create',
      game: 'uno',
      format: 'club-rounds',
      // Tables of two or three, so the five left are seated in round 2.
      settings: { rounds: 2, tableSizeMin: 2, tableSizeMax: 3, hands: 1 },
      tableConfig: HAND,
      turnSeconds: 1,
      botDelayMs: 0,
      startAt: Date.now() + 500,
      fillTo: 6,
      register: true,
    });
    const id = created['id'] as string;
    // She closes the page before it starts: her first game is played by a stand-in, and she has no socket.
    await alice.close();
    clients.splice(clients.indexOf(alice), 1);
    await eventually(async () => (await s.storage.getTournament(id))?.status === 'finished', 60_000);
    const log = (await s.storage.tournamentLog(id)).map((e) => e.event as { kind: string; id?: string; noShows?: string[]; });
    const firstResult = log.findIndex((e) => e.kind === 'result' && (e.noShows ?? []).includes(alice.user.id));
    const leave = log.findIndex((e) => e.kind === 'leave' && e.id === alice.user.id);
    expect(firstResult).toBeGreaterThanOrEqual(0);
    expect(leave).toBeGreaterThan(firstResult);
    const view = (await (await fetch(`${s.url}/api/tournaments/${id}`)).json()) as {
      tables: { round: number; seats: string[]; }[];
      standings: { id: string; rank: number; left: boolean; games: number; }[];
    };
    const second = view.tables.filter((t) => t.round === 2);
    expect(second.flatMap((t) => t.seats)).toHaveLength(5);
    expect(second.every((t) => !t.seats.includes(alice.user.id))).toBe(true);
    expect(view.standings.at(-1)).toMatchObject({ id: alice.user.id, left: true, games: 1, rank: 6 });
    expect(view.standings.slice(0, 5).every((x) => x.games === 2)).toBe(true);
    expect((await profile(s, 'alice'))[0]).toMatchObject({ id, status: 'finished', place: 6 });
  });
});
