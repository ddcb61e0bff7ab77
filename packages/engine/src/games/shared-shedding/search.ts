/**
 * The shedding games' search levels: how a playout is scored and which method and
 * budgets the `normal` and `strong` bots use.
 *
 * A playout stops at the end of the hand: the next hand is dealt afresh, so what the seat does
 * now changes nothing about it. The reward is the hand's place (1 first, 0 last, linear between:
 * the places rank the penalty points left, so shedding costly cards counts even when the hand
 * is lost). Every seat in a playout plays the `basic` bot, the opponents the club seats beside it.
 * The races (call, catch, slap, interception) stay the basic bot's, at its human pace: the search
 * chooses the turn's move only (core/search/paced.ts).
 */
import type { Bot, BotInput } from '../../core/game.ts';
import type { GameRef } from '../../core/search/index.ts';
import { pacedLevels } from '../../core/search/paced.ts';
import { pairedPimc } from '../../core/search/paired-pimc.ts';
import type { Seat } from '../../core/types.ts';
import type { Event, Move, SheddingState } from './types.ts';
import type { SheddingView } from './view.ts';

/** The seat's place in the hand just ended, as a reward in [0, 1]. */
export function handPlace(state: SheddingState, seat: Seat): number {
  const places = state.lastRound?.places;
  if (places === undefined || state.seats < 2) return 0.5;
  return (state.seats - places[seat]!) / (state.seats - 1);
}

const RACES: ReadonlySet<Move['kind']> = new Set(['call', 'catch', 'slap', 'decline']);

/**
 * A move of the seat's turn (an interception is a race), but for a challenge: the view holds
 * nothing of the challenged hand, and on hands dealt at random a Wild Draw Four is nearly always
 * a bluff, so the search would challenge players who never bluff (the basic bot) and take six
 * cards for it. The basic bot's rule (challenge from a hand of four or more) answers it.
 */
const ownDecision = (move: Move, input: BotInput<SheddingView, Move>): boolean =>
  !RACES.has(move.kind) && input.view.turn === input.seat && input.view.phase !== 'challenge';

/**
 * A move replaces the basic bot's only when it gains three standard errors: a turn may offer ten
 * moves or more (a black card once per colour), and at two some of them won by luck on most turns.
 */
const SURE = 3;

/** Playouts per decision of each search level. */
export const SHEDDING_BUDGETS = { normal: 60, strong: 240 } as const;

/**
 * easy (also as `basic`), normal and strong for a shedding game. The search is paired PIMC
 * (core/search/paired-pimc.ts) from the basic bot's move: the core's PIMC, every move on worlds of its
 * own, chose among moves worth nearly the same by the luck of their playouts and placed worse
 * than `basic` (UNO README, "Bot levels").
 */
export function sheddingLevels<C>(
  game: GameRef<C, SheddingState, Move, Event, SheddingView>,
  easy: Bot<SheddingView, Move>,
): Record<'easy' | 'basic' | 'normal' | 'strong', Bot<SheddingView, Move>> {
  const rounds = (s: SheddingState) => s.rounds.length;
  return pacedLevels(
    easy,
    SHEDDING_BUDGETS,
    (id, iterations) => pairedPimc(game, { id, iterations, playout: easy, handReward: handPlace, rounds, sure: SURE }),
    ownDecision,
  );
}
