/** Svintus: the state behind a seat's view (search.fromView) and its determinizations show that view again. */
import { describe, expect, it } from 'vitest';
import { svintus } from '../../src/games/svintus/index.ts';
import { checkFromView, matchStates } from '../shared/match-from-view.ts';

describe('svintus search: the state behind a view', () => {
  for (
    const [config, seats] of [
      [{ rounds: 2 }, 2],
      [{ rounds: 1 }, 4],
      [{ rounds: 1, tieWindowMs: 0 }, 3],
      [{ scoring: 'race', raceTarget: 10 }, 5],
      [{ rounds: 1 }, 8],
    ] as const
  ) {
    it(`${JSON.stringify(config)}, ${seats} seats: same view, same legal moves, determinized too`, () => {
      const states = matchStates(svintus, config, seats, 4);
      expect(checkFromView(svintus, states, seats)).toBeGreaterThan(200);
      // Reached: the slap window (presses rebuilt without their times) and a silence.
      expect(states.some((s) => s.phase === 'slap' && s.slap!.presses.some((p) => p !== null))).toBe(true);
    });
  }
});
