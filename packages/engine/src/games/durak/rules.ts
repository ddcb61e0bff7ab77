/**
 * The rule predicates shared by `legalMoves`, `actors` and `apply`, so the
 * list of legal moves and the moves `apply` accepts can never drift apart.
 */
import type { Seat } from '../../core/types.ts';
import { rankOf } from './cards.ts';
import type { DurakConfig } from './config.ts';
import { nextInPlay, prevInPlay } from './seats.ts';
import type { State } from './state.ts';
import { handSize } from './table.ts';

/** Seed 002 / decision 5: at most six attack cards, the defender's hand when it became defender, and the first-bout limit. */
export function boutLimit(config: DurakConfig, firstBout: boolean, defenderHand: number): number {
  const cap = firstBout ? Math.min(6, config.firstBoutLimit) : 6;
  return Math.min(cap, defenderHand);
}

/**
 * Decision 5: who may add attack cards once the main attacker has led.
 * `all`: every seat in play but the defender; `neighbours`: the defender's two
 * neighbours among seats in play (one seat when they coincide).
 */
export function mayThrowIn(state: State, seat: Seat): boolean {
  if (seat === state.defender || state.place[seat] !== 0) return false;
  if (state.config.throwIn === 'all') return true;
  return seat === prevInPlay(state.place, state.defender) || seat === nextInPlay(state.place, state.defender);
}

/** Seed 002: a throw-in matches a rank on the table; a special only when a special lies there. */
export const matchesTable = (state: State, card: number): boolean => ((state.tableRanks >> rankOf(card)) & 1) === 1;

/**
 * Decision 6 (lead's revision): whether `seat` is asked to throw in or say `done` now. Only public
 * facts count — who may throw in, hand sizes, done marks, the limit — never whether the seat holds a
 * matching card, because `actors` is in every view: a seat without a matching card is asked too and
 * answers `done`. Seats with no cards or not allowed to throw in count as done.
 */
export function throwInTurn(state: State, seat: Seat): boolean {
  if (state.count === 0 || state.count >= state.limit) return false;
  if ((state.done >> seat) & 1) return false;
  if (!mayThrowIn(state, seat)) return false;
  return handSize(state, seat) > 0;
}

/** Whether the defender has a decision to make: attack cards uncovered and it has not said take. */
export const defenderToAct = (state: State): boolean => !state.taking && state.uncovered > 0;

/** Decision 8: the attack count and hand check of a transfer, for the seat that would defend next. */
export function transferTarget(state: State): { next: Seat; count: number; limit: number; hand: number; } {
  const next = nextInPlay(state.place, state.defender);
  const hand = handSize(state, next);
  const count = state.count + 1;
  return { next, count, limit: boutLimit(state.config, state.firstBout, hand), hand };
}
