/**
 * Helpers every host (server, CLI, simulator, tests) uses to drive a game
 * through its contract, so time and bots are handled the same way everywhere.
 */
import { fillForm } from './forms.ts';
import type { AnyGame, Bot, BotChoice, GameDef, MoveForm } from './game.ts';
import { Rng } from './rng.ts';
import type { Result, Seat, Step, Tagged } from './types.ts';
import { err, ok } from './types.ts';

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

/**
 * Play a move aimed at `seen`, the state at the version its mover had seen, when the table has
 * moved on since: a game with `races` refuses it if it means something else now (`stale`), else
 * it is played as `play` would. `seen` is the very state object of that version; pass `state`
 * itself when the move is aimed at the current version.
 */
export function playAimed<C, S, M extends Tagged, E extends Tagged, V>(
  game: GameDef<C, S, M, E, V>,
  seen: S,
  state: S,
  seat: Seat,
  move: M,
  at: number,
): Result<Step<S, E>> {
  if (seen !== state && game.races !== undefined) {
    const now = advance(game, state, at);
    const stale = game.races.stale(seen, now.state, seat, move);
    if (stale !== null) return err(stale);
  }
  return play(game, state, seat, move, at);
}

const NO_FORMS: readonly MoveForm[] = Object.freeze([]);

/** The open moves `seat` may fill now: the game's `forms` capability, or none. */
export function formsOf<C, S, M extends Tagged, E extends Tagged, V>(
  game: GameDef<C, S, M, E, V>,
  state: S,
  seat: Seat,
): readonly MoveForm[] {
  return game.forms === undefined ? NO_FORMS : game.forms.forms(state, seat);
}

/**
 * One of the seat's choices, uniformly: a listed move, or a form filled with random valid values
 * (each form counts as one choice). null when there is nothing to choose. With no forms it draws
 * exactly what `rng.pick(legal)` draws, so games without forms replay as before.
 */
export function randomChoice<M extends Tagged>(legal: readonly M[], forms: readonly MoveForm[], rng: Rng): M | null {
  const n = legal.length + forms.length;
  if (n === 0) return null;
  const i = rng.int(n);
  return i < legal.length ? legal[i]! : fillForm<M>(forms[i - legal.length]!, rng);
}

/** The random bot: any legal move or filled form, uniformly. Every game has it. */
export const randomBot: Bot<unknown, Tagged> = {
  id: 'random',
  choose({ legal, forms, rng }): BotChoice<Tagged> | null {
    const move = randomChoice(legal, forms, rng);
    return move === null ? null : { move };
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
