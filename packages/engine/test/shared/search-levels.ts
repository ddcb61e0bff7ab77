/**
 * A game's bot levels in play: one match with every level seated, each search level's own
 * decisions compared with what the basic bot would have played on the same view (the search
 * starts from the basic bot's move and leaves it only when its playouts clearly say so).
 */
import { expect } from 'vitest';
import { botInput, botMatch } from '../../src/core/autoplay.ts';
import type { AnyGame, Bot } from '../../src/core/game.ts';
import { Rng } from '../../src/core/rng.ts';
import type { Tagged } from '../../src/core/types.ts';

export interface LevelPlay {
  /** Decisions of the search levels with more than one move. */
  readonly decisions: number;
  /** Of those, how many differ from the basic bot's move. */
  readonly changed: number;
}

export function playLevels(game: AnyGame, config: unknown, seats: number, seeds: readonly number[]): LevelPlay {
  const parsed = game.parseConfig(config, seats);
  if (!parsed.ok) throw new Error(parsed.error.code);
  const bots = game.bots as Readonly<Record<string, Bot<unknown, Tagged>>>;
  expect(Object.keys(bots)).toEqual(expect.arrayContaining(['easy', 'basic', 'normal', 'strong']));
  const levels = ['strong', 'normal', 'easy', 'basic', 'strong', 'normal'].slice(0, seats).map((id) => bots[id]!);
  let decisions = 0;
  let changed = 0;
  for (const seed of seeds) {
    let state: unknown = game.setup(parsed.value, seats, { seed });
    state = (state as { value: unknown; }).value;
    const keep = (step: { state: unknown; }) => {
      state = step.state;
    };
    botMatch(game, parsed.value, levels, seed, {
      asked: (seat, legal, choice) => {
        const id = levels[seat]!.id;
        if ((id !== 'strong' && id !== 'normal') || choice === null || legal.length < 2) return;
        const basic = bots['basic']!.choose(botInput(game, state, seat, legal, Rng.seeded(1)));
        decisions++;
        if (basic !== null && JSON.stringify(basic.move) !== JSON.stringify(choice.move)) changed++;
      },
      moved: (_, step) => keep(step),
      ticked: keep,
    });
  }
  return { decisions, changed };
}
