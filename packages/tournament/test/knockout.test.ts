import { Rng } from '@kozyr/engine';
import { describe, expect, it } from 'vitest';
import { bracketOrder, firstBracket } from '../src/bracket.ts';
import { isFinished, type KnockoutConfig, standings, type Table } from '../src/index.ts';
import { apply, bySeat, entrant, entrants, expectReplays, feedRound, refused, type Run, start } from './feed.ts';

const config = (over: Partial<KnockoutConfig> = {}): KnockoutConfig => ({
  format: 'knockout',
  tableSize: 2,
  bestOf: 1,
  advance: 1,
  ...over,
});

const roundTables = (run: Run, round: number): Table[] => run.t.tables.filter((tb) => tb.round === round);

/** One game at a two-seat table, won by `winner`. */
const game = (run: Run, table: Table, winner: string) =>
  apply(run, { kind: 'result', table: table.id, places: table.seats.map((id) => (id === winner ? 1 : 2)) });

describe('knockout', () => {
  it('places seeds so that the best two meet only in the final', () => {
    expect(bracketOrder(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6]);
    // Five entrants in a bracket of eight: the top three seeds have byes.
    expect(firstBracket(['s1', 's2', 's3', 's4', 's5'])).toEqual(['s1', null, 's4', 's5', 's2', null, 's3', null]);
  });

  it('runs 16 entrants, best of 3, to a champion; the log replays exactly', () => {
    const run = start(config({ bestOf: 3 }), 5, entrants());
    const rng = Rng.seeded(5);
    const sizes: number[] = [];
    while (!isFinished(run.t)) {
      apply(run, { kind: 'start-round' });
      const r = run.t.rounds.length;
      sizes.push(roundTables(run, r).length);
      while (roundTables(run, r).some((tb) => !tb.done)) feedRound(run, rng);
      for (const tb of roundTables(run, r)) expect(tb.games.length).toBeGreaterThanOrEqual(2);
    }
    expect(sizes).toEqual([8, 4, 2, 1]);
    refused(run.t, { kind: 'start-round' }, 'tournament/finished');
    const st = standings(run.t);
    expect(st[0]!.values['still-in']).toBe(1);
    expect(st.slice(1).every((s) => s.values['still-in'] === 0)).toBe(true);
    expect(st.map((s) => s.values['round-reached'])).toEqual([4, 4, 3, 3, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1]);
    // Top seed 1 plays seed 16 in round 1.
    const bySeed = run.t.entrants.slice().sort((a, b) => b.rating - a.rating).map((e) => e.id);
    expect(roundTables(run, 1)[0]!.seats).toEqual([bySeed[0], bySeed[15]]);
    expectReplays(run);
  });

  it('standings of a small case, by hand: four seeds, best of 3, an upset', () => {
    const people = [
      entrant('A', 2000, 'human'),
      entrant('B', 1900, 'human'),
      entrant('C', 1800, 'bot'),
      entrant('D', 1700, 'human'),
    ];
    const run = start(config({ bestOf: 3 }), 1, people);
    apply(run, { kind: 'start-round' });
    const [ad, bc] = roundTables(run, 1);
    expect([ad!.seats, bc!.seats]).toEqual([['A', 'D'], ['B', 'C']]);
    game(run, ad!, 'A');
    game(run, ad!, 'A'); // A 2-0 D
    game(run, bc!, 'C');
    apply(run, { kind: 'result', table: bc!.id, places: [1, 1] }); // a drawn game decides nothing
    game(run, bc!, 'B');
    game(run, bc!, 'C'); // C 2-1 B
    refused(run.t, { kind: 'result', table: ad!.id, places: [1, 2] }, 'tournament/unknown-table');
    apply(run, { kind: 'start-round' });
    const [final] = roundTables(run, 2);
    expect(final!.seats).toEqual(['A', 'C']);
    game(run, final!, 'C');
    game(run, final!, 'A');
    game(run, final!, 'C');
    expect(isFinished(run.t)).toBe(true);
    // C champion, A finalist; B and D out in round 1, the better seed (B) first.
    expect(standings(run.t).map((s) => [s.id, s.values['still-in'], s.values['round-reached']])).toEqual([
      ['C', 1, 2],
      ['A', 0, 2],
      ['B', 0, 1],
      ['D', 0, 1],
    ]);
  });

  it('gives byes to the top seeds of a field that is not a power of two, and an empty slot to a leaver', () => {
    const people = [5, 4, 3, 2, 1].map((r) => entrant(`s${6 - r}`, 1000 + r));
    const run = start(config(), 2, people);
    apply(run, { kind: 'start-round' });
    expect(run.t.rounds[0]!.byes).toEqual(['s1', 's2', 's3']);
    expect(roundTables(run, 1).map((tb) => tb.seats)).toEqual([['s4', 's5']]);
    game(run, roundTables(run, 1)[0]!, 's5');
    apply(run, { kind: 'leave', id: 's2' });
    apply(run, { kind: 'start-round' });
    // s1 meets s5; s2 has left, so s3 goes through on a bye.
    expect(roundTables(run, 2).map((tb) => tb.seats)).toEqual([['s1', 's5']]);
    expect(run.t.rounds[1]!.byes).toEqual(['s3']);
    game(run, roundTables(run, 2)[0]!, 's1');
    apply(run, { kind: 'start-round' });
    game(run, roundTables(run, 3)[0]!, 's3');
    expect(isFinished(run.t)).toBe(true);
    const st = standings(run.t);
    expect(st[0]!.id).toBe('s3');
    expect(st.at(-1)!.id).toBe('s2');
  });

  it('advances the top K of bigger tables until one table plays the final', () => {
    const run = start(config({ tableSize: 4, advance: 2 }), 9, entrants());
    const rng = Rng.seeded(9);
    const sizes: number[][] = [];
    while (!isFinished(run.t)) {
      apply(run, { kind: 'start-round' });
      const r = run.t.rounds.length;
      sizes.push(roundTables(run, r).map((tb) => tb.seats.length));
      feedRound(run, rng);
    }
    expect(sizes).toEqual([[4, 4, 4, 4], [4, 4], [4]]);
    // The final's places are the top four.
    const final = roundTables(run, 3)[0]!;
    const top = standings(run.t).slice(0, 4).map((s) => s.id);
    expect(new Set(top)).toEqual(new Set(final.seats));
    expect(standings(run.t)[0]!.id).toBe(final.seats[final.games[0]!.places.indexOf(1)]);
  });

  it('counts a no-show as a lost game', () => {
    const run = start(config(), 1, entrants(2, 1));
    apply(run, { kind: 'start-round' });
    const table = roundTables(run, 1)[0]!;
    apply(run, {
      kind: 'result',
      table: table.id,
      places: bySeat(table, { [table.seats[0]!]: 1, [table.seats[1]!]: 2 }),
      noShows: [table.seats[0]!],
    });
    expect(standings(run.t)[0]!.id).toBe(table.seats[1]);
  });
});
