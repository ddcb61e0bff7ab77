/**
 * The tournament fed with real engine outcomes: every table's games are played out by the engine
 * (random legal moves), read with `gameResultOf` and reported as the server will report them.
 */
import { durak, outcomeShapeOf, randomPlayout, uno } from '@kozyr/engine';
import { describe, expect, it } from 'vitest';
import { formatsFor, gameProfile, gameResultOf, isFinished, openTables, standings } from '../src/index.ts';
import { apply, entrants, expectReplays, start } from './feed.ts';

describe('fed by engine outcomes', () => {
  it('club rounds of UNO under the seed tournament scoring: penalty points as the engine counts them', () => {
    const config = uno.parseConfig({ rounds: 1 }, 3);
    if (!config.ok) throw new Error(config.error.code);
    const hand = (seats: number, seed: number) => randomPlayout(uno, config.value, seats, seed).outcome;
    const shape = gameProfile(uno, config.value);
    expect(shape.outcome).toBe('penalty');
    expect(outcomeShapeOf(hand(3, 1))).toBe(shape.outcome);
    expect(formatsFor(shape)).toContain('club-rounds');
    const run = start({ format: 'club-rounds', rounds: 2, tableSize: { min: 3, max: 4 }, hands: 2 }, 3, entrants(7, 3));
    let seed = 100;
    for (let r = 1; r <= 2; r++) {
      apply(run, { kind: 'start-round' });
      for (const table of openTables(run.t)) {
        for (let h = 0; h < 2; h++) {
          const outcome = hand(table.seats.length, seed++);
          const result = gameResultOf(outcome);
          expect(result.hands![0]).toEqual(outcome.scores);
          apply(run, { kind: 'result', table: table.id, ...result });
        }
      }
    }
    expect(isFinished(run.t)).toBe(true);
    const penalties = run.t.tables.flatMap((tb) => tb.games.flatMap((g) => g.hands.flat()));
    const st = standings(run.t);
    expect(st.reduce((s, x) => s + x.values.penalty!, 0)).toBe(penalties.reduce((s, p) => s + p, 0));
    // Every hand has a winner with no penalty points: whoever went out first.
    expect(st.reduce((s, x) => s + x.values['hands-won']!, 0)).toBeGreaterThanOrEqual(run.t.tables.length * 2);
    expectReplays(run);
  });

  it('Swiss of two-seat Durak on the engine places', () => {
    const config = durak.parseConfig({}, 2);
    if (!config.ok) throw new Error(config.error.code);
    const run = start({ format: 'swiss', rounds: 3, tableSize: 2, pointsByPlace: [2, 0], lateJoin: false }, 4, entrants(6, 4));
    let seed = 1;
    for (let r = 1; r <= 3; r++) {
      apply(run, { kind: 'start-round' });
      for (const table of openTables(run.t)) {
        apply(run, { kind: 'result', table: table.id, ...gameResultOf(randomPlayout(durak, config.value, 2, seed++).outcome) });
      }
    }
    expect(isFinished(run.t)).toBe(true);
    expect(standings(run.t).reduce((s, x) => s + x.values.points!, 0)).toBe(3 * 3 * 2);
    expectReplays(run);
  });
});
