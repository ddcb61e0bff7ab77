/** UNO: the state behind a seat's view (search.fromView) and its determinizations show that view again. */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/core/rng.ts';
import { uno } from '../../src/games/uno/index.ts';
import { checkFromView, matchStates } from '../shared/match-from-view.ts';

describe('uno search: the state behind a view', () => {
  for (
    const [config, seats] of [
      [{ rounds: 2 }, 2],
      [{ rounds: 1 }, 4],
      [{ rounds: 1, mayDrawInstead: true, stacking: true }, 3],
      [{ rounds: 1, jumpIn: true, penaltyMode: true }, 5],
      [{ scoring: 'race', raceTarget: 50 }, 3],
      [{ rounds: 1 }, 10],
    ] as const
  ) {
    it(`${JSON.stringify(config)}, ${seats} seats: same view, same legal moves, determinized too`, () => {
      const states = matchStates(uno, config, seats, 4);
      expect(checkFromView(uno, states, seats)).toBeGreaterThan(200);
      // The matches were played to their end.
      expect(states.at(-1)!.phase).toBe('over');
    });
  }

  it('a pending Wild Draw Four challenge and another seat\u2019s drawn card are rebuilt and re-drawn', () => {
    const states = matchStates(uno, { rounds: 3, mayDrawInstead: true }, 4, 12);
    const challenged = states.filter((s) => s.phase === 'challenge');
    const drawnByOther = states.filter((s) => s.phase === 'drawn');
    expect(challenged.length).toBeGreaterThan(0);
    expect(drawnByOther.length).toBeGreaterThan(0);
    checkFromView(uno, [...challenged, ...drawnByOther], 4);
    // Another seat's drawn card is not fixed: determinizations draw different ones.
    const s = drawnByOther[0]!;
    const seat = (s.turn + 1) % s.seats;
    const behind = uno.search!.fromView!(uno.view(s, seat), seat);
    const rng = Rng.seeded(9);
    const cards = new Set(Array.from({ length: 40 }, () => uno.search!.determinize(behind, seat, rng).drawn));
    expect(cards.size).toBeGreaterThan(1);
  });
});
