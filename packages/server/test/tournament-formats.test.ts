/**
 * Every format end to end on the server with 16 entrants, two of them registered accounts and the rest bots that
 * fill the field: club rounds of three- and four-seat UNO, Swiss, knockout and an arena of two-seat UNO, all at
 * once. The accounts never come to their tables (no-shows: the turn timer hands their seats to stand-ins). The
 * full history of each is replayed from what storage holds with the pure tournament package, and checked there.
 */
import { replay, type Tournament, type TournamentConfig, type TournamentEvent } from '@kozyr/tournament';
import { describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/index.ts';
import { closedAfterEach } from './fixtures/opened.ts';
import { HAND } from './fixtures/tournaments.ts';
import { eventually, testServer } from './helpers.ts';

const FIELD = 16;

const { servers, account } = closedAfterEach();

interface Standing {
  rank: number;
  id: string;
  games: number;
}

/** The tournament as storage holds it, replayed; with its final standings and every game counted once. */
async function history(s: RunningServer, id: string): Promise<{ t: Tournament; standings: Standing[]; }> {
  const row = (await s.storage.getTournament(id))!;
  expect(row.status).toBe('finished');
  const log = await s.storage.tournamentLog(id);
  const t = replay(row.config as unknown as TournamentConfig, row.seed, log.map((e) => e.event as TournamentEvent));
  if (!t.ok) throw new Error(`the stored log does not replay: ${JSON.stringify(t.error)}`);
  const links = await s.storage.tournamentGames(id);
  const results = log.filter((e) => (e.event as { kind: string; }).kind === 'result');
  expect(results).toHaveLength(links.length);
  for (const l of links) expect((await s.storage.getTable(l.tableId))?.status).toBe('over');
  // Each tournament table's games, as many as were opened for it.
  const played = t.value.tables.reduce((n, tb) => n + tb.games.length, 0);
  expect(played).toBe(links.length);
  const view = (await (await fetch(`${s.url}/api/tournaments/${id}`)).json()) as { standings: Standing[]; };
  expect(view.standings.map((x) => x.rank)).toEqual(Array.from({ length: FIELD }, (_, i) => i + 1));
  return { t: t.value, standings: view.standings };
}

const pairKey = (a: string, b: string): string => [a, b].sort().join(' ');

describe('every format with 16 entrants, humans and bots', () => {
  it('club rounds, Swiss, knockout and arena run to their ends', async () => {
    const s = await testServer();
    servers.push(s);
    const alice = await account(s, 'alice');
    const bob = await account(s, 'bob');
    const base = {
      type: 'tournament.create',
      game: 'uno',
      tableConfig: HAND,
      turnSeconds: 1,
      botDelayMs: 0,
      startWhenJoined: 2,
      fillTo: FIELD,
      register: true,
    };
    const ids: Record<string, string> = {};
    for (
      const [format, settings] of [
        ['club-rounds', { rounds: 3, tableSizeMin: 3, tableSizeMax: 4, hands: 1 }],
        ['swiss', { rounds: 4, tableSize: 2 }],
        ['knockout', { tableSize: 2, bestOf: 1 }],
        ['arena', { tableSize: 2, durationMs: 60_000 }],
      ] as const
    ) {
      ids[format] = (await alice.ok({ ...base, format, settings }))['id'] as string;
      await bob.ok({ type: 'tournament.register', tournament: ids[format] });
    }
    await eventually(async () => {
      for (const id of Object.values(ids)) if ((await s.storage.getTournament(id))?.status !== 'finished') return false;
      return true;
    }, 240_000);
    const humans = [alice.user.id, bob.user.id];

    for (const [format, id] of Object.entries(ids)) {
      const { t, standings } = await history(s, id);
      expect(t.entrants).toHaveLength(FIELD);
      expect(t.entrants.filter((e) => e.kind === 'human').map((e) => e.id).sort(), format).toEqual([...humans].sort());
      for (const h of humans) expect(standings.some((x) => x.id === h), format).toBe(true);
    }

    // Club rounds: 16 at tables of 3–4 (four of four), every entrant at a table every round.
    const club = await history(s, ids['club-rounds']!);
    expect(club.t.rounds).toHaveLength(3);
    for (const r of club.t.rounds) {
      const seated = club.t.tables.filter((tb) => tb.round === r.number).flatMap((tb) => tb.seats);
      expect(seated.sort()).toEqual(club.t.entrants.map((e) => e.id).sort());
    }
    expect(club.standings.every((x) => x.games === 3)).toBe(true);

    // Swiss: an even field, so no byes, and no pairing repeats in four rounds of sixteen.
    const swiss = await history(s, ids['swiss']!);
    expect(swiss.t.rounds).toHaveLength(4);
    expect(swiss.t.rounds.every((r) => r.byes.length === 0)).toBe(true);
    const pairs = swiss.t.tables.map((tb) => pairKey(tb.seats[0]!, tb.seats[1]!));
    expect(new Set(pairs).size).toBe(pairs.length);
    expect(swiss.standings.every((x) => x.games === 4)).toBe(true);

    // Knockout: 16 → 8 → 4 → 2 → 1; the champion won the final, whose loser is second.
    const ko = await history(s, ids['knockout']!);
    expect(ko.t.rounds.map((r) => r.tables.length)).toEqual([8, 4, 2, 1]);
    const final = ko.t.tables.find((tb) => tb.round === 4)!;
    const winnerSeat = final.games[0]!.places.indexOf(1);
    expect(ko.standings[0]!.id).toBe(final.seats[winnerSeat]);
    expect(ko.standings[1]!.id).toBe(final.seats[1 - winnerSeat]);

    // Arena: closed at its end, every table of it done, and players were seated again after their games.
    const arena = await history(s, ids['arena']!);
    expect(arena.t.closed).toBe(true);
    expect(arena.t.tables.every((tb) => tb.done)).toBe(true);
    expect(arena.t.tables.length).toBeGreaterThan(FIELD / 2);
  }, 300_000);
});
