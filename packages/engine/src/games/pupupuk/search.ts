/**
 * Pu-Pu-Puk's search levels: how a playout is scored and which method and budgets
 * the `normal` and `strong` bots use.
 *
 * A playout stops at the end of the round: the next is dealt afresh, so what the seat does now
 * changes only this round. The reward: 1 for a round won (winners share nothing: each counts a
 * win), 0 for the round's loser, 0.25 for the others (not losing is worth a little, winning is
 * what the match counts). Every seat in a playout plays the `basic` bot. The races (gestures,
 * shouts, «Очко!», burns, Double Date's claims) and blind draws (their positions are shuffled: a
 * position says nothing) stay the basic bot's, at its human pace: the search chooses the seat's
 * own moves only (core/search/paced.ts).
 */
import type { Bot, BotInput } from '../../core/game.ts';
import type { GameRef } from '../../core/search/index.ts';
import { pacedLevels } from '../../core/search/paced.ts';
import { pairedPimc } from '../../core/search/paired-pimc.ts';
import type { Seat } from '../../core/types.ts';
import type { Config } from './config.ts';
import type { Event, Move, State, View } from './state.ts';

export function roundReward(state: State, seat: Seat): number {
  const last = state.lastRound;
  if (last === null) return 0.5;
  if (last.winners.includes(seat)) return 1;
  return last.loser === seat ? 0 : 0.25;
}

const NOT_OWN: ReadonlySet<Move['kind']> = new Set(['gesture', 'shout', 'ochko', 'burn', 'match', 'draw-blind']);

const ownDecision = (move: Move, _input: BotInput<View, Move>): boolean => !NOT_OWN.has(move.kind);

/** Playouts per decision of each search level. */
export const PUPUPUK_BUDGETS = { normal: 40, strong: 160 } as const;

/**
 * easy (also as `basic`), normal and strong. The search is paired PIMC (core/search/paired-pimc.ts) from
 * the basic bot's move, as for the shedding games (README "Bot levels").
 */
export function pupupukLevels(
  game: GameRef<Config, State, Move, Event, View>,
  easy: Bot<View, Move>,
): Record<'easy' | 'basic' | 'normal' | 'strong', Bot<View, Move>> {
  const rounds = (s: State) => s.lastRound?.round ?? 0;
  return pacedLevels(
    easy,
    PUPUPUK_BUDGETS,
    (id, iterations) => pairedPimc(game, { id, iterations, playout: easy, handReward: roundReward, rounds }),
    ownDecision,
  );
}
