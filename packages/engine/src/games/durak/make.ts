/**
 * What each move does to the state, written once for `apply` (on its draft of the new state) and the
 * random playout (on its private copy, playout.ts): the moves are known legal here, checked before.
 * A move within a bout writes small ints only (table.ts); the bout's end is bout.ts.
 */
import type { Seat } from '../../core/types.ts';
import { transferTarget } from './rules.ts';
import type { MutableState } from './state.ts';
import { putAttack, putCover, slotOfAttack } from './table.ts';

/** A lead or a throw-in: `card` goes onto the table as an attack card. */
export const makeAttack = putAttack;

/** `card` covers attack card `att`. */
export function makeDefend(s: MutableState, seat: Seat, att: number, card: number): void {
  putCover(s, seat, slotOfAttack(s, att), card);
  s.done = 0; // decision 6: a cover may put a new rank on the table, so everyone may throw again
}

/** Decision 8: the next seat defends, the old defender becomes the main attacker, the limit is its own. Returns the new defender. */
export function makeTransfer(s: MutableState, seat: Seat, card: number): Seat {
  const t = transferTarget(s);
  putAttack(s, seat, card);
  s.attacker = seat;
  s.defender = t.next;
  s.limit = t.limit;
  s.done = 0; // the attackers around the new defender are asked afresh
  return t.next;
}

export function makeTake(s: MutableState): void {
  s.taking = true;
  s.done = 0; // decision 7: after "take" every attacker is asked whether it adds more
}

export function makeDone(s: MutableState, seat: Seat): void {
  s.done |= 1 << seat;
}
