import { Rng } from '@kozyr/engine';
import { describe, expect, it } from 'vitest';
import { type ClubRoundsConfig, currentRound, isFinished, replay, standings, type Table, type Tournament } from '../src/index.ts';
import { apply, bySeat, entrant, entrants, expectReplays, feedRound, refused, type Run, start } from './feed.ts';

const config = (over: Partial<ClubRoundsConfig> = {}): ClubRoundsConfig => ({
  format: 'club-rounds',
  rounds: 3,
  tableSize: { min: 3, max: 6 },
  hands: 5,
  ...over,
});

const tableOf = (t: Tournament, round: number): Table => t.tables.find((tb) => tb.round === round)!;

/** Plays one round at a single table: hands given as penalty points by entrant id. */
function playRound(run: Run, hands: readonly Readonly<Record<string, number>>[]): void {
  apply(run, { kind: 'start-round' });
  const table = tableOf(run.t, run.t.rounds.length);
  apply(run, { kind: 'result', table: table.id, hands: hands.map((h) => bySeat(table, h)) });
}

const three = [entrant('P'), entrant('Q'), entrant('R', 1500, 'bot')];

describe('club rounds', () => {
  it('runs 16 entrants through 3 rounds end to end, and the log replays to the same standings', () => {
    const run = start(config(), 7, entrants());
    const rng = Rng.seeded(99);
    for (let r = 1; r <= 3; r++) {
      apply(run, { kind: 'start-round' });
      const round = currentRound(run.t)!;
      // 16 players at tables of at most 6: three tables, 6 + 5 + 5, everyone seated once.
      expect(round.tables.length).toBe(3);
      const seated = run.t.tables.filter((tb) => tb.round === r).flatMap((tb) => tb.seats);
      expect(seated.slice().sort()).toEqual(run.t.entrants.map((e) => e.id).sort());
      refused(run.t, { kind: 'start-round' }, 'tournament/round-running');
      feedRound(run, rng);
    }
    expect(isFinished(run.t)).toBe(true);
    refused(run.t, { kind: 'start-round' }, 'tournament/finished');
    const final = standings(run.t);
    expect(final.map((s) => s.rank)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
    for (let i = 1; i < final.length; i++) expect(final[i - 1]!.values.penalty!).toBeLessThanOrEqual(final[i]!.values.penalty!);
    expect(final.every((s) => s.games === 3)).toBe(true);
    expectReplays(run);
  });

  it('standings of a small case, by hand', () => {
    const run = start(config({ rounds: 2, tableSize: { min: 3, max: 3 }, hands: 2 }), 1, three);
    // Round 1: P 0+15 = 15, Q 10+0 = 10, R 20+5 = 25. Hands won: P the first, Q the second.
    playRound(run, [{ P: 0, Q: 10, R: 20 }, { P: 15, Q: 0, R: 5 }]);
    // Round 2: P 5+0 = 5, Q 0+20 = 20, R 0+30 = 30. Q and R share the first hand; P wins the second.
    playRound(run, [{ P: 5, Q: 0, R: 0 }, { P: 0, Q: 20, R: 30 }]);
    // Totals: P 20, Q 30, R 55; hands won: P 2, Q 2, R 1; best rounds: P 5, Q 10, R 25.
    expect(isFinished(run.t)).toBe(true);
    expect(standings(run.t).map((s) => [s.id, s.values.penalty, s.values['hands-won'], s.values['best-round']])).toEqual([
      ['P', 20, 2, 5],
      ['Q', 30, 2, 10],
      ['R', 55, 1, 25],
    ]);
  });

  it('breaks equal penalty points by hands won', () => {
    const run = start(config({ rounds: 1, tableSize: { min: 3, max: 3 }, hands: 3 }), 1, three);
    // P 0+0+20 = 20 with two hands won; Q 10+10+0 = 20 with one; R 15 and none.
    playRound(run, [{ P: 0, Q: 10, R: 5 }, { P: 0, Q: 10, R: 5 }, { P: 20, Q: 0, R: 5 }]);
    expect(standings(run.t).map((s) => [s.id, s.values.penalty, s.values['hands-won']])).toEqual([
      ['R', 15, 0],
      ['P', 20, 2],
      ['Q', 20, 1],
    ]);
  });

  it('breaks equal penalty points and hands won by the best single round', () => {
    const run = start(config({ rounds: 2, tableSize: { min: 3, max: 3 }, hands: 2 }), 1, three);
    // Round 1: P 0+2 = 2 (both hands), Q 5+10 = 15. Round 2: P 14+14 = 28, Q 5+10 = 15 (both hands).
    playRound(run, [{ P: 0, Q: 5, R: 50 }, { P: 2, Q: 10, R: 50 }]);
    playRound(run, [{ P: 14, Q: 5, R: 50 }, { P: 14, Q: 10, R: 50 }]);
    // P and Q: 30 points, 2 hands won each; P's best round (2) beats Q's (15).
    expect(standings(run.t).map((s) => [s.id, s.values.penalty, s.values['hands-won'], s.values['best-round']])).toEqual([
      ['P', 30, 2, 2],
      ['Q', 30, 2, 15],
      ['R', 200, 0, 100],
    ]);
  });

  it('settles a complete tie by the seeded draw, which differs between seeds and not between replays', () => {
    const orders = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) {
      const run = start(config({ rounds: 1, tableSize: { min: 3, max: 3 }, hands: 1 }), seed, three);
      playRound(run, [{ P: 0, Q: 0, R: 10 }]);
      const top = standings(run.t).slice(0, 2);
      expect(top.map((s) => s.values.penalty)).toEqual([0, 0]);
      expect(top[0]!.values.draw!).toBeGreaterThan(top[1]!.values.draw!);
      const again = replay(run.t.config, seed, run.log);
      expect(again.ok && standings(again.value).map((s) => s.id)).toEqual(standings(run.t).map((s) => s.id));
      orders.add(top.map((s) => s.id).join());
    }
    expect(orders).toEqual(new Set(['P,Q', 'Q,P']));
  });

  it('seats later rounds by standing without repeat table-mates where the field allows', () => {
    const people = 'ABCDEFGHI'.split('').map((id) => entrant(id));
    const run = start(config({ rounds: 2, tableSize: { min: 3, max: 3 }, hands: 1 }), 5, people);
    apply(run, { kind: 'start-round' });
    // Penalties that make each round-1 table a block of the standings: seated in standing order, the tables would repeat.
    run.t.tables.forEach((table, i) => {
      apply(run, { kind: 'result', table: table.id, hands: [table.seats.map((_, seat) => 100 * i + seat)] });
    });
    const order = standings(run.t).map((s) => s.id);
    const first = run.t.tables.map((tb) => tb.seats.slice().sort().join());
    expect([order.slice(0, 3), order.slice(3, 6), order.slice(6)].map((b) => b.slice().sort().join())).toEqual(first);
    apply(run, { kind: 'start-round' });
    const mates = (tb: Table) => tb.seats.flatMap((a) => tb.seats.filter((b) => a < b).map((b) => `${a}${b}`));
    const before = new Set(run.t.tables.filter((tb) => tb.round === 1).flatMap(mates));
    const repeats = run.t.tables.filter((tb) => tb.round === 2).flatMap(mates).filter((pair) => before.has(pair));
    expect(repeats).toEqual([]);
    // The leader still sits at table 1.
    expect(tableOf(run.t, 2).seats).toContain(order[0]);
  });

  it('ranks a leaver after those who finished, and a no-show takes the worst penalty of each hand', () => {
    const people = 'ABCDEF'.split('').map((id) => entrant(id));
    const run = start(config({ rounds: 2, tableSize: { min: 3, max: 3 }, hands: 1 }), 3, people);
    apply(run, { kind: 'start-round' });
    const [t1, t2] = run.t.tables;
    const noShow = t1!.seats[0]!;
    apply(run, { kind: 'result', table: t1!.id, hands: [[0, 7, 12]], noShows: [noShow] });
    expect(run.t.tables[0]!.games[0]!.hands[0]).toEqual([12, 7, 12]);
    apply(run, { kind: 'result', table: t2!.id, hands: [[0, 1, 2]] });
    const leaver = t2!.seats[0]!; // the best of round 1 so far
    apply(run, { kind: 'leave', id: leaver });
    refused(run.t, { kind: 'leave', id: leaver }, 'tournament/has-left');
    refused(run.t, { kind: 'join', entrant: { id: 'Z', rating: 1, kind: 'human' } }, 'tournament/join-closed');
    // Five players cannot sit at tables of exactly three.
    refused(run.t, { kind: 'start-round' }, 'tournament/cannot-seat');
    const table = standings(run.t);
    expect(table.at(-1)!.id).toBe(leaver);
    expect(table.at(-1)!.left).toBe(true);
  });

  it('refuses a result that does not fit the table and changes nothing', () => {
    const run = start(config({ rounds: 1, tableSize: { min: 3, max: 3 }, hands: 2 }), 1, three);
    apply(run, { kind: 'start-round' });
    const id = run.t.tables[0]!.id;
    refused(run.t, { kind: 'result', table: id, hands: [[1, 2]] }, 'tournament/bad-result');
    refused(run.t, { kind: 'result', table: id, hands: [[1, 2, 3], [1, 2, 3], [1, 2, 3]] }, 'tournament/bad-result');
    refused(run.t, { kind: 'result', table: id, hands: [[1, -2, 3]] }, 'tournament/bad-result');
    refused(run.t, { kind: 'result', table: 'r9t9', hands: [[1, 2, 3]] }, 'tournament/unknown-table');
    refused(run.t, { kind: 'result', table: id, hands: [[1, 2, 3]], noShows: ['nobody'] }, 'tournament/bad-result');
    expect(run.t.tables[0]!.games).toEqual([]);
  });
});
