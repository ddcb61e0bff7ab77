/**
 * Playing a determinized state on: who decides next, a playout to the end of the hand, and what the
 * end is worth to every seat. Time is handled as `botMatch` handles it: a bot's delay is added to
 * the clock, and when nobody acts the clock jumps to the next deadline.
 */
import { botInput } from '../autoplay.ts';
import type { Bot, GameDef } from '../game.ts';
import { advance } from '../host.ts';
import type { Rng } from '../rng.ts';
import type { Outcome, Seat, Tagged } from '../types.ts';

/** A state being played on, with its clock. */
export interface Position<S> {
  state: S;
  at: number;
}

/** How a playout is cut and scored (built once per decision from the spec). */
export interface Scoring<S> {
  /** Rounds ended at the decision: a playout stops once `rounds` exceeds it. */
  readonly roundsAtRoot: number;
  readonly rounds: ((state: S) => number) | null;
  readonly handReward: ((state: S, seat: Seat) => number) | null;
  readonly maxMoves: number;
}

/**
 * Place-based reward: 1 for first, 0 for last, linear between (ties share their place's value).
 * A seat that is not ranked (null) gets the middle.
 */
export function placeReward(outcome: Outcome, seat: Seat): number {
  const places = outcome.places;
  const n = places.length;
  const place = places[seat];
  if (place === null || place === undefined || n < 2) return 0.5;
  return (n - place) / (n - 1);
}

/** Whether the position is the end of a playout: the table is over, or a round ended since the decision. */
export function finished<C, S, M extends Tagged, E extends Tagged, V>(
  game: GameDef<C, S, M, E, V>,
  state: S,
  scoring: Scoring<S>,
): boolean {
  if (game.outcome(state) !== null) return true;
  return scoring.rounds !== null && scoring.handReward !== null && scoring.rounds(state) > scoring.roundsAtRoot;
}

/**
 * `seat`'s reward at the end of a playout: the hand's reward when a round ended since the decision
 * (also when that round ended the table: the hand is what the search weighs), else the places of
 * the outcome; a playout cut by the move cap, or stuck, scores 0.5.
 */
export function reward<C, S, M extends Tagged, E extends Tagged, V>(
  game: GameDef<C, S, M, E, V>,
  state: S,
  scoring: Scoring<S>,
  seat: Seat,
): number {
  if (scoring.handReward !== null && scoring.rounds !== null && scoring.rounds(state) > scoring.roundsAtRoot) {
    return scoring.handReward(state, seat);
  }
  const outcome = game.outcome(state);
  return outcome === null ? 0.5 : placeReward(outcome, seat);
}

/**
 * The seat that decides next in the tree and its listed moves: the first actor with a listed move
 * (the order `botMatch` asks them in, every bot answering at once). null when nobody has one; then
 * the clock must move to the next deadline (`wait`).
 */
export function decider<C, S, M extends Tagged, E extends Tagged, V>(
  game: GameDef<C, S, M, E, V>,
  state: S,
): { seat: Seat; legal: readonly M[]; } | null {
  const actors = game.actors(state);
  for (let i = 0; i < actors.length; i++) {
    const legal = game.legalMoves(state, actors[i]!);
    if (legal.length > 0) return { seat: actors[i]!, legal };
  }
  return null;
}

/** Let the clock run to the next deadline; false when there is none (the position cannot go on). */
export function wait<C, S, M extends Tagged, E extends Tagged, V>(game: GameDef<C, S, M, E, V>, pos: Position<S>): boolean {
  const due = game.deadline(pos.state);
  if (due === null) return false;
  pos.at = Math.max(pos.at, due);
  pos.state = advance(game, pos.state, pos.at).state;
  return true;
}

/** Apply `move` for `seat`; false when the game refuses it (the position is left as it was). */
export function step<C, S, M extends Tagged, E extends Tagged, V>(
  game: GameDef<C, S, M, E, V>,
  pos: Position<S>,
  seat: Seat,
  move: M,
): boolean {
  const res = game.apply(pos.state, seat, move, pos.at);
  if (!res.ok) return false;
  pos.state = res.value.state;
  return true;
}

/** One move of the playout policy: a bot for every seat (the quickest answer plays), or a random actor's random move. */
function policyStep<C, S, M extends Tagged, E extends Tagged, V>(
  game: GameDef<C, S, M, E, V>,
  pos: Position<S>,
  policy: Bot<V, M> | undefined,
  rng: Rng,
): boolean {
  const actors = game.actors(pos.state);
  if (policy === undefined) {
    const start = actors.length === 0 ? 0 : rng.int(actors.length);
    for (let i = 0; i < actors.length; i++) {
      const seat = actors[(start + i) % actors.length]!;
      const legal = game.legalMoves(pos.state, seat);
      if (legal.length > 0) return step(game, pos, seat, legal[rng.int(legal.length)]!);
    }
    return wait(game, pos);
  }
  let bestSeat = -1;
  let bestMove: M | null = null;
  let bestDelay = 0;
  for (let i = 0; i < actors.length; i++) {
    const seat = actors[i]!;
    const legal = game.legalMoves(pos.state, seat);
    if (legal.length === 0) continue;
    const choice = policy.choose(botInput(game, pos.state, seat, legal, rng, []));
    if (choice === null) continue;
    const delay = choice.delayMs ?? 0;
    if (bestMove === null || delay < bestDelay) {
      bestSeat = seat;
      bestMove = choice.move;
      bestDelay = delay;
    }
  }
  const due = game.deadline(pos.state);
  if (bestMove === null || (due !== null && due <= pos.at + bestDelay)) return wait(game, pos);
  pos.at += bestDelay;
  return step(game, pos, bestSeat, bestMove);
}

/** Play the position on with the policy until the playout ends (or cannot go on, or hits the move cap). */
export function playout<C, S, M extends Tagged, E extends Tagged, V>(
  game: GameDef<C, S, M, E, V>,
  pos: Position<S>,
  policy: Bot<V, M> | undefined,
  rng: Rng,
  scoring: Scoring<S>,
): void {
  for (let moves = 0; moves < scoring.maxMoves; moves++) {
    if (finished(game, pos.state, scoring)) return;
    if (!policyStep(game, pos, policy, rng)) return;
  }
}
