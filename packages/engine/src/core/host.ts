/**
 * Helpers every host (server, CLI, simulator, tests) uses to drive a game
 * through its contract, so time and bots are handled the same way everywhere.
 */
import type { AnyGame, Bot, BotChoice, GameDef } from './game.ts';
import { Rng } from './rng.ts';
import type { Result, Seat, Step, Tagged } from './types.ts';
import { ok } from './types.ts';

/** Run every tick due at or before `at`; returns the state then and the events produced. */
export function advance<C, S, M extends Tagged, E extends Tagged, V>(
  game: GameDef<C, S, M, E, V>,
  state: S,
  at: number,
): Step<S, E> {
  const events: E[] = [];
  // A tick closes at least one window, so the loop ends; the bound guards against a broken game.
  for (let guard = 0; guard < 10_000; guard++) {
    const due = game.deadline(state);
    if (due === null || due > at) return { state, events };
    const step = game.tick(state, due);
    if (step === null) throw new Error(`${game.id}: deadline ${due} reported but tick changed nothing`);
    state = step.state;
    events.push(...step.events);
  }
  throw new Error(`${game.id}: tick loop did not settle`);
}

/** Let time pass to `at`, then apply the move: what a host does with every incoming move. */
export function play<C, S, M extends Tagged, E extends Tagged, V>(
  game: GameDef<C, S, M, E, V>,
  state: S,
  seat: Seat,
  move: M,
  at: number,
): Result<Step<S, E>> {
  const before = advance(game, state, at);
  const step = game.apply(before.state, seat, move, at);
  if (!step.ok) return step;
  if (before.events.length === 0) return step;
  return ok({ state: step.value.state, events: [...before.events, ...step.value.events] });
}

/** The random bot: any legal move, uniformly. Every game has it. */
export const randomBot: Bot<unknown, Tagged> = {
  id: 'random',
  choose({ legal, rng }): BotChoice<Tagged> | null {
    return legal.length === 0 ? null : { move: rng.pick(legal) };
  },
};

/**
 * Look a bot up by id. A game's own bots come first (a game may define its own
 * `random` player, e.g. one that presses at a human pace); 'random' falls back
 * to the core's uniformly random bot.
 */
export function botFor(game: AnyGame, id: string): Bot<unknown, Tagged> | undefined {
  // Own keys only: an id such as `constructor` names an inherited property, not a bot.
  if (Object.hasOwn(game.bots, id)) return game.bots[id];
  return id === 'random' ? randomBot : undefined;
}

export { Rng };
