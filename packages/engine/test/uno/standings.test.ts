import { describe, expect, it } from 'vitest';
import { svintus } from '../../src/games/svintus/index.ts';
import { uno } from '../../src/games/uno/index.ts';
import { botMatch } from '../../src/index.ts';

describe('the view lists every finished hand of the match (standings survive a reload)', () => {
  for (const game of [uno, svintus] as const) {
    it(`${game.id}: one summary per hand, adding up to the match totals`, () => {
      const config = game.parseConfig({ rounds: 3 }, 3);
      if (!config.ok) throw new Error(config.error.code);
      const bots = [game.bots['basic']!, game.bots['basic']!, game.bots['basic']!];
      const { state } = botMatch(game, config.value, bots, 11);
      for (const viewer of [0, 1, 2, 'spectator'] as const) {
        const v = game.view(state, viewer);
        expect(v.rounds.map((r) => r.round)).toEqual([1, 2, 3]);
        const sums = [0, 1, 2].map((seat) => v.rounds.reduce((t, r) => t + r.points[seat]!, 0));
        expect(sums).toEqual(v.totals);
      }
    });
  }
  it('a new match starts with no hands', () => {
    const config = uno.parseConfig({}, 2);
    if (!config.ok) throw new Error(config.error.code);
    const setup = uno.setup(config.value, 2, { seed: 1 });
    if (!setup.ok) throw new Error(setup.error.code);
    expect(uno.view(setup.value, 0).rounds).toEqual([]);
  });
});
