/**
 * The random playout (contract `search.playout`): the moves `randomPlayout` makes, played on one
 * private copy of the state written in place, with the very code `legalMoves` and `apply` use
 * (findMoves, make.ts, closeBout) but without what a host needs and a playout does not: a new state
 * and an event list per move, the move objects of a legal list, and the checks of a move that was
 * just found legal.
 */
import type { Rng } from '../../core/rng.ts';
import type { Seat } from '../../core/types.ts';
import { closeBout } from './bout.ts';
import { CARD_COUNT } from './cards.ts';
import { actorMask, findMoves, MOST_MOVES } from './legal.ts';
import { makeAttack, makeDefend, makeDone, makeTake, makeTransfer } from './make.ts';
import { DONE_INDEX, TAKE_INDEX, transferIndex } from './moves.ts';
import { copyState, type MutableState, type State } from './state.ts';

/** The legal moves of the seat to move (findMoves): a buffer of its own, since legal.ts reads its own after a playout too. */
const FOUND = new Int32Array(MOST_MOVES);

/** Make the move of index `index` (moveIndex: attacks, transfers, defends, then take and done), known legal. */
function makeIndexed(s: MutableState, seat: Seat, index: number): void {
  if (index < transferIndex(0)) makeAttack(s, seat, index);
  else if (index < 2 * CARD_COUNT) makeTransfer(s, seat, index - CARD_COUNT);
  else if (index < TAKE_INDEX) {
    const pair = index - 2 * CARD_COUNT;
    const att = (pair / CARD_COUNT) | 0;
    makeDefend(s, seat, att, pair - att * CARD_COUNT);
  } else if (index === TAKE_INDEX) makeTake(s);
  else if (index === DONE_INDEX) makeDone(s, seat);
}

/** The `k`-th set bit of `mask`, counted from seat 0 (the `k`-th actor of `actors`). */
function nthSeat(mask: number, k: number): Seat {
  for (let seat = 0;; seat++) if ((mask >> seat) & 1 && k-- === 0) return seat;
}

function popcount(mask: number): number {
  let n = 0;
  for (let m = mask; m !== 0; m &= m - 1) n++;
  return n;
}

/**
 * From `state`, a random actor makes a uniformly random legal move, again and again, drawing from
 * `rng` exactly as `randomPlayout` does (an actor among several, then a move among the seat's legal
 * list), until the game is over or nobody may act before time passes (between games of a series).
 * Returns the state reached and the number of moves; `state` is never changed (the copy shares only
 * what the rules never write in place: the hands' arrays are rebuilt, never mutated, at a bout's end).
 */
export function playout(state: State, rng: Rng, at: number): { readonly state: State; readonly moves: number; } {
  const s = copyState(state);
  let moves = 0;
  let mask = actorMask(s);
  while (mask !== 0) {
    const seat = (mask & (mask - 1)) === 0 ? 31 - Math.clz32(mask) : nthSeat(mask, rng.int(popcount(mask)));
    const n = findMoves(s, seat, FOUND);
    // Every actor has a move (the leader holds cards, the defender may take, a thrower-in may say done).
    if (n === 0) throw new Error(`durak: actor ${seat} has no legal move`);
    makeIndexed(s, seat, FOUND[rng.int(n)]!);
    moves++;
    mask = actorMask(s);
    // Decision 6/7, as in apply: with cards on the table, the bout is over once nobody may act.
    if (s.count > 0 && mask === 0) {
      closeBout(s, s.taking, at, null);
      mask = actorMask(s);
    }
  }
  return { state: s, moves };
}
