import { Rng } from '@kozyr/engine';
import { describe, expect, it } from 'vitest';
import { createTournament, isFinished, standings, type SwissConfig, type Table, type Tournament } from '../src/index.ts';
import { meetings } from '../src/seating.ts';
import { pairSwiss } from '../src/swiss-pairing.ts';
import { apply, bySeat, entrant, entrants, expectReplays, feedRound, refused, type Run, start } from './feed.ts';

const config = (over: Partial<SwissConfig> = {}): SwissConfig => ({
  format: 'swiss',
  rounds: 5,
  tableSize: 2,
  pointsByPlace: [2, 0],
  lateJoin: true,
  ...over,
});

const pairsOf = (t: Tournament, round: number): string[] =>
  t.tables.filter((tb) => tb.round === round).map((tb) => tb.seats.slice().sort().join('-')).sort();

/** Every perfect matching of `ids` (small fields only). */
function matchings(ids: readonly string[]): string[][][] {
  if (ids.length === 0) return [[]];
  const [a, ...rest] = ids;
  return rest.flatMap((b) => matchings(rest.filter((x) => x !== b)).map((m) => [[a!, b], ...m]));
}

/** Plays a round where `winner(a, b)` names the winner (or null for a draw). */
function playRound(run: Run, winner: (a: string, b: string) => string | null): void {
  apply(run, { kind: 'start-round' });
  for (const table of run.t.tables.filter((tb) => tb.round === run.t.rounds.length)) {
    const [a, b] = table.seats as [string, string];
    const w = winner(a, b);
    apply(run, { kind: 'result', table: table.id, places: bySeat(table, { [a]: w === b ? 2 : 1, [b]: w === a ? 2 : 1 }) });
  }
}

describe('Swiss pairing', () => {
  it('avoids a repeat opponent that pairing down the score order would give', () => {
    const players = [
      { id: 'A', score: 4, hadBye: false },
      { id: 'B', score: 4, hadBye: false },
      { id: 'C', score: 2, hadBye: false },
      { id: 'D', score: 2, hadBye: false },
      { id: 'E', score: 0, hadBye: false },
      { id: 'F', score: 0, hadBye: false },
    ];
    // A and B, the two leaders, have met: the naive pairing A-B, C-D, E-F repeats.
    const met = meetings([{ seats: ['A', 'B'] }]);
    for (let seed = 1; seed <= 10; seed++) {
      const { pairs, bye } = pairSwiss(players, met, Rng.seeded(seed));
      const set = pairs.map((p) => p.slice().sort().join('-'));
      expect(set).not.toContain('A-B');
      expect(bye).toBeNull();
      // The leaders float down one score group only; the bottom group stays together.
      expect(set).toContain('E-F');
    }
  });

  it('gives the bye to the lowest score, and never to a player who has had one while another has not', () => {
    const field = (hadBye: boolean) => [
      { id: 'A', score: 4, hadBye: false },
      { id: 'B', score: 4, hadBye: false },
      { id: 'C', score: 2, hadBye: false },
      { id: 'D', score: 2, hadBye: false },
      { id: 'E', score: 0, hadBye },
    ];
    for (let seed = 1; seed <= 10; seed++) {
      expect(pairSwiss(field(false), meetings([]), Rng.seeded(seed)).bye).toBe('E');
      expect(['C', 'D']).toContain(pairSwiss(field(true), meetings([]), Rng.seeded(seed)).bye);
    }
  });

  it('repeats an opponent only when no other pairing of the field exists', () => {
    for (const n of [4, 6, 8]) {
      for (let seed = 1; seed <= 6; seed++) {
        const run = start(config({ rounds: n + 1 }), seed, entrants(n, seed));
        const rng = Rng.seeded(seed);
        for (let r = 1; r <= n + 1; r++) {
          const earlier = meetings(run.t.tables);
          apply(run, { kind: 'start-round' });
          const repeats = run.t.tables.filter((tb) => tb.round === r && earlier(tb.seats[0]!, tb.seats[1]!) > 0);
          if (repeats.length > 0) {
            const ids = run.t.entrants.map((e) => e.id);
            const fresh = matchings(ids).some((m) => m.every(([a, b]) => earlier(a!, b!) === 0));
            expect(fresh, `round ${r} of ${n} players repeated a pairing while a fresh one existed`).toBe(false);
          }
          feedRound(run, rng);
        }
        // Four players meet all six pairings in their first three rounds: after two, the unplayed pairs form a pairing.
        if (n === 4) expect(new Set(run.t.tables.slice(0, 6).map((tb) => tb.seats.slice().sort().join())).size).toBe(6);
      }
    }
  });

  it('gives at most one bye per player', () => {
    const run = start(config({ rounds: 7 }), 3, entrants(7, 3));
    const rng = Rng.seeded(3);
    for (let r = 1; r <= 7; r++) {
      apply(run, { kind: 'start-round' });
      expect(run.t.rounds.at(-1)!.byes.length).toBe(1);
      feedRound(run, rng);
    }
    const byes = run.t.rounds.flatMap((r) => r.byes);
    expect(new Set(byes).size).toBe(byes.length);
    expect(byes.length).toBe(7);
  });

  it('keeps repeat avoidance first in a large field, where score costs summed over many pairs are large', () => {
    const run = start(config({ rounds: 7 }), 17, entrants(41, 17));
    const rng = Rng.seeded(17);
    for (let r = 1; r <= 7; r++) {
      apply(run, { kind: 'start-round' });
      feedRound(run, rng);
    }
    const all = run.t.tables.map((tb) => tb.seats.slice().sort().join());
    expect(new Set(all).size).toBe(all.length);
    expect(new Set(run.t.rounds.flatMap((r) => r.byes)).size).toBe(7);
  });

  it('reproduces the pairings from the seed, and another seed pairs differently', () => {
    const pairings = (seed: number) => {
      const run = start(config(), seed, entrants(16, 1));
      const rng = Rng.seeded(42);
      const rounds: string[][] = [];
      for (let r = 1; r <= 3; r++) {
        apply(run, { kind: 'start-round' });
        rounds.push(pairsOf(run.t, r));
        feedRound(run, rng);
      }
      return rounds;
    };
    expect(pairings(11)).toEqual(pairings(11));
    expect(pairings(11)[0]).not.toEqual(pairings(12)[0]);
  });
});

describe('Swiss', () => {
  it('runs 16 entrants through 5 rounds without a repeat pairing, and the log replays exactly', () => {
    const run = start(config(), 21, entrants());
    const rng = Rng.seeded(21);
    for (let r = 1; r <= 5; r++) {
      apply(run, { kind: 'start-round' });
      expect(run.t.tables.filter((tb) => tb.round === r).length).toBe(8);
      feedRound(run, rng);
    }
    expect(isFinished(run.t)).toBe(true);
    const all = run.t.tables.map((tb) => tb.seats.slice().sort().join());
    expect(new Set(all).size).toBe(all.length);
    const final = standings(run.t);
    for (let i = 1; i < final.length; i++) expect(final[i - 1]!.values.points!).toBeGreaterThanOrEqual(final[i]!.values.points!);
    const total = final.reduce((s, x) => s + x.values.points!, 0);
    expect(total).toBe(5 * 8 * 2); // every game hands out 2 points, a draw 1 + 1
    expectReplays(run);
  });

  it('standings of a small case, by hand: three players, a bye each, byes worth a win', () => {
    const people = [
      entrant('A', 1500, 'human'),
      entrant('B', 1500, 'bot'),
      entrant('C', 1500, 'human'),
    ];
    const run = start(config({ rounds: 3 }), 8, people);
    // A beats everyone, B beats C.
    const winner = (a: string, b: string) => (a === 'A' || b === 'A' ? 'A' : 'B');
    for (let r = 0; r < 3; r++) playRound(run, winner);
    // Each has one bye (2 points) and meets each other player once:
    // A: 2 + 2 + 2 = 6; B: 2 (C) + 2 (bye) = 4; C: 2 (bye).
    // Buchholz cut-1: A (B 4, C 2) → 4; B (A 6, C 2) → 6; C (A 6, B 4) → 6.
    // Sonneborn–Berger: A beat B (4) and C (2) → 6; B beat C (2) → 2; C → 0.
    expect(run.t.rounds.flatMap((r) => r.byes).sort()).toEqual(['A', 'B', 'C']);
    expect(standings(run.t).map((s) => [s.id, s.values.points, s.values['buchholz-cut-1'], s.values['sonneborn-berger']]))
      .toEqual([
        ['A', 6, 4, 6],
        ['B', 4, 6, 2],
        ['C', 2, 6, 0],
      ]);
  });

  /** A Swiss tournament with the given games (round, seats, places), for tie-break cases built by hand. */
  function withGames(games: readonly [number, string, string][], seed = 1): Tournament {
    const ids = [...new Set(games.flatMap(([, seats]) => seats.split('')))].sort();
    const tables: Table[] = games.map(([round, seats, places], i) => ({
      id: `r${round}t${i}`,
      round,
      seats: seats.split(''),
      games: [{ places: places.split('').map(Number), hands: [] }],
      done: true,
    }));
    const rounds = [...new Set(games.map(([r]) => r))].map((number) => ({
      number,
      tables: tables.filter((t) => t.round === number).map((t) => t.id),
      byes: [],
    }));
    return {
      ...createTournament(config({ rounds: rounds.length }), seed),
      entrants: ids.map((id) => entrant(id)),
      tables,
      rounds,
    };
  }

  it('breaks equal points by Buchholz cut-1', () => {
    // R1: P beats A, Q beats B, C beats D. R2: C beats P, D beats Q, A beats B.
    // Points: C 4; P, Q, A, D 2; B 0. Buchholz cut-1: P (A 2, C 4) 4; D (C 4, Q 2) 4; A (P 2, B 0) 2; Q (B 0, D 2) 2.
    const t = withGames([[1, 'PA', '12'], [1, 'QB', '12'], [1, 'CD', '12'], [2, 'PC', '21'], [2, 'QD', '21'], [2, 'AB', '12']]);
    const st = standings(t);
    expect(st.map((s) => s.values.points)).toEqual([4, 2, 2, 2, 2, 0]);
    expect(st.slice(1, 3).map((s) => s.id).sort()).toEqual(['D', 'P']);
    expect(st.slice(3, 5).map((s) => s.id).sort()).toEqual(['A', 'Q']);
    expect(st.slice(1, 5).map((s) => s.values['buchholz-cut-1'])).toEqual([4, 4, 2, 2]);
  });

  it('breaks equal points and Buchholz by Sonneborn–Berger', () => {
    // R1: X beats H, Y beats L. R2: L beats X, H beats Y. R3: X and Y draw, H beats L.
    // Points: H 4, X 3, Y 3, L 2. Buchholz cut-1: X (H 4, L 2, Y 3) 7; Y (L 2, H 4, X 3) 7; H (X 3, Y 3, L 2) 6; L (Y, X, H) 7.
    // Sonneborn–Berger: X beat H (4) + ½ of Y (1.5) = 5.5; Y beat L (2) + ½ of X (1.5) = 3.5.
    const t = withGames([[1, 'XH', '12'], [1, 'YL', '12'], [2, 'XL', '21'], [2, 'YH', '21'], [3, 'XY', '11'], [3, 'HL', '12']]);
    expect(standings(t).map((s) => [s.id, s.values.points, s.values['buchholz-cut-1'], s.values['sonneborn-berger']])).toEqual([
      ['H', 4, 6, 5],
      ['X', 3, 7, 5.5],
      ['Y', 3, 7, 3.5],
      ['L', 2, 7, 3],
    ]);
  });

  it('breaks equal points, Buchholz and Sonneborn–Berger by head-to-head', () => {
    // R1: F beats E, D beats C, B beats A. R2: D–A and E–F drawn, C beats B. R3: E beats B, C beats D, A beats F.
    // A: 0 + 1 + 2 = 3, opponents B 2, D 3, F 3 → Buchholz cut-1 6; SB: F (3) + ½ D (1.5) = 4.5.
    // F: 2 + 1 + 0 = 3, opponents E 3, E 3, A 3 → Buchholz cut-1 6; SB: E (3) + ½ E (1.5) = 4.5.
    // A beat F: A first.
    const t = withGames([
      [1, 'FE', '12'],
      [1, 'DC', '12'],
      [1, 'AB', '21'],
      [2, 'DA', '11'],
      [2, 'EF', '11'],
      [2, 'CB', '12'],
      [3, 'BE', '21'],
      [3, 'CD', '12'],
      [3, 'FA', '21'],
    ]);
    const st = standings(t);
    const a = st.findIndex((s) => s.id === 'A');
    expect(st[a + 1]!.id).toBe('F');
    expect(
      [st[a]!.values, st[a + 1]!.values].map((v) => [v.points, v['buchholz-cut-1'], v['sonneborn-berger'], v['head-to-head']]),
    ).toEqual([
      [3, 6, 4.5, 1],
      [3, 6, 4.5, 0],
    ]);
  });

  it('settles what the tie-breaks leave level by the seeded draw', () => {
    // Two games, both drawn: everyone on 1 point, opponents on 1, SB ½, head-to-head level inside each pair.
    const orders = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) {
      const st = standings(withGames([[1, 'AB', '11'], [1, 'CD', '11']], seed));
      expect(new Set(st.map((s) => `${s.values.points}/${s.values['buchholz-cut-1']}/${s.values['sonneborn-berger']}`)).size)
        .toBe(1);
      for (let i = 1; i < st.length; i++) expect(st[i - 1]!.values.draw!).toBeGreaterThan(st[i]!.values.draw!);
      orders.add(st.map((s) => s.id).join(''));
    }
    expect(orders.size).toBeGreaterThan(1);
  });

  it('lets entrants join late until half the rounds have started, then not', () => {
    const run = start(config({ rounds: 5 }), 2, entrants(8, 2));
    const rng = Rng.seeded(2);
    for (let r = 1; r <= 2; r++) {
      apply(run, { kind: 'start-round' });
      feedRound(run, rng);
      apply(run, { kind: 'join', entrant: { id: `late${r}`, rating: 1400, kind: 'human' } });
    }
    apply(run, { kind: 'start-round' });
    expect(run.t.tables.filter((tb) => tb.round === 3).flatMap((tb) => tb.seats)).toContain('late2');
    refused(run.t, { kind: 'join', entrant: { id: 'late3', rating: 1400, kind: 'human' } }, 'tournament/join-closed');
    const noLate = start(config({ lateJoin: false }), 2, entrants(4, 2));
    apply(noLate, { kind: 'start-round' });
    refused(noLate.t, { kind: 'join', entrant: { id: 'x', rating: 1, kind: 'bot' } }, 'tournament/join-closed');
  });

  it('plays bigger tables by points by place, the last place worth the least at a smaller table', () => {
    const run = start(config({ tableSize: 3, pointsByPlace: [4, 2, 0], rounds: 3 }), 4, entrants(16, 4));
    const rng = Rng.seeded(4);
    for (let r = 1; r <= 3; r++) {
      apply(run, { kind: 'start-round' });
      // Tables of the set size or one seat fewer, as few as possible: 16 = 3 + 3 + 3 + 3 + 2 + 2.
      expect(run.t.tables.filter((tb) => tb.round === r).map((tb) => tb.seats.length).sort()).toEqual([2, 2, 3, 3, 3, 3]);
      feedRound(run, rng);
    }
    expect(isFinished(run.t)).toBe(true);
    const two = run.t.tables.find((tb) => tb.seats.length === 2 && tb.games[0]!.places.join() === '1,2')!;
    const st = standings({ ...run.t, tables: [two], rounds: [] });
    expect(st.filter((s) => s.games === 1).map((s) => s.values.points).sort()).toEqual([0, 2]);
  });

  it('takes no further pairings from a leaver and ranks the leaver last', () => {
    const run = start(config({ rounds: 3 }), 6, entrants(6, 6));
    const rng = Rng.seeded(6);
    apply(run, { kind: 'start-round' });
    feedRound(run, rng);
    const leader = standings(run.t)[0]!.id;
    apply(run, { kind: 'leave', id: leader });
    apply(run, { kind: 'start-round' });
    expect(run.t.tables.filter((tb) => tb.round === 2).flatMap((tb) => tb.seats)).not.toContain(leader);
    expect(run.t.rounds[1]!.byes.length).toBe(1);
    expect(standings(run.t).at(-1)!.id).toBe(leader);
  });

  it('forfeits a no-show: the opponent wins the game', () => {
    const run = start(config({ rounds: 1 }), 6, entrants(2, 6));
    apply(run, { kind: 'start-round' });
    const table = run.t.tables[0]!;
    apply(run, { kind: 'result', table: table.id, places: [1, 2], noShows: [table.seats[0]!] });
    expect(run.t.tables[0]!.games[0]!.places).toEqual([2, 1]);
    expect(standings(run.t)[0]!.id).toBe(table.seats[1]);
  });
});
