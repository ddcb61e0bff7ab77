/**
 * What a search bot is made of: its method, its budget and what it needs from the game. A level
 * (`normal`, `strong`) is one of these with a budget; the budget is counted in iterations, never in
 * wall time, so the same view and the same generator state always give the same move and a table
 * replays exactly.
 */
import type { Bot } from '../game.ts';
import type { Seat } from '../types.ts';

/**
 * - `ismcts`: information-set Monte Carlo tree search (single observer, as OpenSpiel's `is_mcts`): one
 *   tree over the searching seat's information sets, keyed by the moves made since its decision, a
 *   fresh determinization every iteration, UCT with availability counts, then a playout.
 * - `pimc`: perfect-information Monte Carlo: every iteration determinizes, plays one of the seat's
 *   legal moves (chosen by UCB1 over the moves) and plays the hand out with the playout policy.
 */
export const SEARCH_METHODS = ['ismcts', 'pimc'] as const;
export type SearchMethod = (typeof SEARCH_METHODS)[number];

export interface SearchSpec<S, M, V> {
  /** The bot's id in the game's `bots` record (`normal`, `strong`). */
  readonly id: string;
  readonly method: SearchMethod;
  /** Determinizations (each one playout) per decision. */
  readonly iterations: number;
  /**
   * The policy every seat follows in playouts: a bot (usually the game's easy one), asked as `botMatch`
   * asks it; without one, uniformly random legal moves by a random actor.
   */
  readonly playout?: Bot<V, M>;
  /** Answers decisions the search does not make: open moves only (forms), or nothing listed. */
  readonly fallback: Bot<V, M>;
  /**
   * The seat's reward in [0, 1] when a round (hand, deal, game of a series) ended and the table goes
   * on: a playout stops there (see `rounds`). Without it playouts run to the outcome.
   */
  readonly handReward?: (state: S, seat: Seat) => number;
  /** Rounds ended so far (default: the game's `rounds.ended`); a playout stops when it grows. */
  readonly rounds?: (state: S) => number;
  /** UCT's exploration constant (rewards are in [0, 1]); default 0.7. */
  readonly exploration?: number;
  /** Moves a playout may make before it is scored as a draw (0.5); default 5,000. */
  readonly maxPlayoutMoves?: number;
}
