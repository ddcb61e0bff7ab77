import { Rng } from '@kozyr/engine';
import { describe, expect, it } from 'vitest';
import {
  type ArenaConfig,
  createTournament,
  isFinished,
  openTables,
  standings,
  type Table,
  type Tournament,
  type TournamentEvent,
} from '../src/index.ts';
import { apply, entrant, entrants, expectReplays, feedRound, refused, start } from './feed.ts';

const MINUTE = 60_000;
const config = (over: Partial<ArenaConfig> = {}): ArenaConfig => ({
  format: 'arena',
  durationMs: 30 * MINUTE,
  tableSize: 2,
  pointsByPlace: [2, 0],
  streak: { after: 2, multiplier: 2 },
  ...over,
});

describe('arena', () => {
  it('runs 16 entrants for its duration, reseating whoever finishes; the log replays exactly', () => {
    const run = start(config(), 13, entrants());
    const rng = Rng.seeded(13);
    refused(run.t, { kind: 'seat', at: 0 }, 'tournament/not-started');
    apply(run, { kind: 'start', at: 1000 });
    let at = 1000;
    apply(run, { kind: 'seat', at });
    expect(openTables(run.t).length).toBe(8);
    while (!run.t.closed) {
      // A few tables finish, then everyone free is seated again at once.
      for (const table of openTables(run.t).filter(() => rng.int(3) === 0)) {
        apply(run, { kind: 'result', table: table.id, places: rng.int(6) === 0 ? [1, 1] : rng.shuffle([1, 2]) });
      }
      at += rng.range(10_000, 60_000);
      apply(run, { kind: 'seat', at });
      const busy = openTables(run.t).flatMap((tb) => tb.seats);
      expect(new Set(busy).size).toBe(busy.length);
      if (!run.t.closed) expect(busy.length).toBeGreaterThanOrEqual(15);
    }
    refused(run.t, { kind: 'seat', at: at + 1 }, 'tournament/finished');
    expect(isFinished(run.t)).toBe(false);
    // Games seated before the end are played out and count.
    feedRound(run, rng);
    expect(isFinished(run.t)).toBe(true);
    const st = standings(run.t);
    for (let i = 1; i < st.length; i++) expect(st[i - 1]!.values.points!).toBeGreaterThanOrEqual(st[i]!.values.points!);
    expect(st.reduce((n, s) => n + s.games, 0)).toBe(run.t.tables.length * 2);
    expectReplays(run);
  });

  it('seats free players nearest in score together', () => {
    const run = start(config(), 2, entrants(8, 2));
    apply(run, { kind: 'start', at: 0 });
    apply(run, { kind: 'seat', at: 0 });
    // Everyone's first game is won by the first seat: four players on 2 points, four on 0.
    for (const table of openTables(run.t)) apply(run, { kind: 'result', table: table.id, places: [1, 2] });
    const winners = new Set(run.t.tables.map((tb) => tb.seats[0]!));
    apply(run, { kind: 'seat', at: 1 });
    for (const table of openTables(run.t)) {
      expect(winners.has(table.seats[0]!)).toBe(winners.has(table.seats[1]!));
    }
  });

  it('does not pair two players who just met when the next in line can take the seat', () => {
    for (let seed = 1; seed <= 8; seed++) {
      const run = start(config(), seed, entrants(4, seed));
      apply(run, { kind: 'start', at: 0 });
      let previous = new Set<string>();
      for (let round = 0; round < 4; round++) {
        apply(run, { kind: 'seat', at: round });
        const seated = new Set(openTables(run.t).map((tb) => tb.seats.slice().sort().join()));
        expect(seated.size).toBe(2);
        // No table repeats a table of the previous seating; everyone draws, so all four stay level on points.
        for (const pair of seated) expect(previous.has(pair)).toBe(false);
        for (const table of openTables(run.t)) apply(run, { kind: 'result', table: table.id, places: [1, 1] });
        previous = seated;
      }
    }
  });

  /** An arena with the given finished two-seat games of P, in the order they were seated: 'W' won, 'L' lost, 'D' drawn. */
  function gamesOfP(results: string): Tournament {
    const tables: Table[] = results.split('').map((r, i) => ({
      id: `a${i + 1}`,
      round: 0,
      seats: ['P', 'Q'],
      games: [{ places: r === 'W' ? [1, 2] : r === 'L' ? [2, 1] : [1, 1], hands: [] }],
      done: true,
      at: i,
    }));
    return {
      ...createTournament(config(), 1),
      entrants: [entrant('P'), entrant('Q', 1500, 'bot')],
      tables,
      startedAt: 0,
    };
  }

  it('standings of a small case, by hand: the streak doubles wins after two, anything else ends it', () => {
    // P: W 2, W 2, W 4 (streak), D 1 (ends it), W 2, W 2, W 4, L 0 → 17. Q: L, L, L, D 1, L, L, L, W 2 → 3.
    const st = standings(gamesOfP('WWWDWWWL'));
    expect(st.map((s) => [s.id, s.values.points, s.games])).toEqual([['P', 17, 8], ['Q', 3, 8]]);
  });

  it('lets a player pause and come back; a paused player is not seated', () => {
    const run = start(config(), 4, entrants(4, 4));
    apply(run, { kind: 'start', at: 0 });
    const [p1, p2] = run.t.entrants.map((e) => e.id);
    apply(run, { kind: 'pause', id: p1! });
    refused(run.t, { kind: 'pause', id: p1! }, 'tournament/not-pausable');
    apply(run, { kind: 'seat', at: 10 });
    expect(openTables(run.t).flatMap((tb) => tb.seats)).not.toContain(p1);
    expect(openTables(run.t).length).toBe(1); // three free players: one table of two, one waits
    apply(run, { kind: 'resume', id: p1! });
    apply(run, { kind: 'seat', at: 20 });
    expect(openTables(run.t).flatMap((tb) => tb.seats)).toContain(p1);
    refused(run.t, { kind: 'resume', id: p2! }, 'tournament/not-pausable');
    refused(run.t, { kind: 'seat', at: 5 }, 'tournament/time-backwards');
    apply(run, { kind: 'leave', id: p2! });
    refused(run.t, { kind: 'pause', id: p2! }, 'tournament/has-left');
    // Late entrants are welcome until the end.
    apply(run, { kind: 'join', entrant: { id: 'late', rating: 1500, kind: 'human' } });
    apply(run, { kind: 'seat', at: 31 * MINUTE });
    refused(run.t, { kind: 'join', entrant: { id: 'later', rating: 1500, kind: 'human' } }, 'tournament/join-closed');
  });

  it('refuses round events, and arena events in a round format', () => {
    const run = start(config(), 1, entrants(4, 1));
    refused(run.t, { kind: 'start-round' }, 'tournament/wrong-format');
    const swiss = createTournament({ format: 'swiss', rounds: 3, tableSize: 2, pointsByPlace: [2, 0], lateJoin: true }, 1);
    refused(swiss, { kind: 'start', at: 0 }, 'tournament/wrong-format');
    refused(swiss, { kind: 'seat', at: 0 }, 'tournament/wrong-format');
    refused(run.t, { kind: 'shuffle' } as unknown as TournamentEvent, 'tournament/unknown-event');
    apply(run, { kind: 'start', at: 5 });
    refused(run.t, { kind: 'start', at: 6 }, 'tournament/already-started');
  });
});
