/** Actors and legal moves, from the shared predicates of rules.ts. */
import type { Seat } from '../../core/types.ts';
import { beatTable, CARD_COUNT, isSpecial, RANK_OF, rankOf } from './cards.ts';
import { MAX_SEATS } from './config.ts';
import {
  attackIndex,
  defendIndex,
  DONE,
  DONE_INDEX,
  MOVE_BY_INDEX,
  MOVE_INDEXES,
  TAKE,
  TAKE_INDEX,
  transferIndex,
} from './moves.ts';
import { defenderToAct, throwInTurn, transferTarget } from './rules.ts';
import type { Move, State } from './state.ts';
import { attackAt, coverAt, onTable } from './table.ts';

/**
 * BY_MASK[m]: the seats whose bits are set in m, in seat order, built once for up to MAX_SEATS seats, so
 * `actors` (called for every move) never allocates.
 */
const BY_MASK: readonly (readonly Seat[])[] = Array.from(
  { length: 1 << MAX_SEATS },
  (_, m) => Object.freeze(Array.from({ length: MAX_SEATS }, (_, s) => s).filter((s) => (m >> s) & 1)),
);
/**
 * The legal moves of a seat whose only choice is to say done, shared (the type keeps it read-only).
 * Not frozen: a frozen array has elements of another kind than the lists built here, and the
 * playout's pick from the list (`legal[i]`) would then see two kinds and leave V8's fast path.
 */
const ONLY_DONE: readonly Move[] = [DONE];
/**
 * The defender's list when it can neither cover nor transfer, shared the same way (a third of the
 * defender's lists): no array to make, and keeping a list of the old generation in the memo costs
 * no write barrier call, where a fresh (young) list does.
 */
const ONLY_TAKE: readonly Move[] = [TAKE];

/**
 * Decision 6: the main attacker leads; then the defender while a card is uncovered and it has not
 * said take, and every seat whose turn to throw in is open. Public facts only (see throwInTurn).
 * As a bit per seat; 0 = nobody, and with cards on the table that means the bout is over.
 */
export function actorMask(state: State): number {
  if (state.deal.over || state.deal.nextDealAt !== null) return 0;
  if (state.count === 0) return 1 << state.attacker;
  let mask = 0;
  for (let s = 0; s < state.seats; s++) {
    if (s === state.defender ? defenderToAct(state) : throwInTurn(state, s)) mask |= 1 << s;
  }
  return mask;
}

export function actors(state: State): readonly Seat[] {
  if (state !== lastState) return BY_MASK[actorMask(state)]!;
  if (lastMask < 0) lastMask = actorMask(state);
  return BY_MASK[lastMask]!;
}

/** Decision 8: whether the defender may transfer with `card` now. */
export function transferAllowed(state: State, card: number): boolean {
  if (state.config.variant !== 'perevodnoy' || state.taking || isSpecial(card)) return false;
  if (state.uncovered !== state.count) return false; // a card is covered
  if (rankOf(card) !== rankOf(attackAt(state, 0))) return false;
  const t = transferTarget(state);
  return t.hand >= t.count && t.count <= t.limit;
}

/**
 * What is known of one state, the last one `apply` made or `legalMoves` was asked about, so the
 * calls that follow every move need not work it out again, and `apply` need not check a listed
 * move again: its actors (the mask `apply` worked out to see whether the bout is over; -1 = not
 * yet), and the seat, list and stamps of its last legal list (a stamp per possible move, moveIndex,
 * set to that call's number for every move in the list). States are never changed once made, so a
 * move whose stamp matches was legal in exactly that state for that seat — whichever object
 * carries it (a move parsed from JSON is the same move as the shared one). One entry, no table's
 * data beyond that state; a miss only costs the work.
 *
 * One key for both (speed): storing a new (young) state into a module's variable (old) costs a
 * write barrier call, and a random playout's `legalMoves` is asked about the state `apply` has
 * just recorded, so it stores none.
 */
let lastState: State | null = null;
let lastMask = -1;
/** The seat of lastState's legal list, -1 = none yet. */
let memoSeat: Seat = -1;
let memoList: readonly Move[] = ONLY_DONE;
/** Number of the last list (a float: it never wraps round to meet an old stamp). */
let memoGen = 0;
const STAMP = new Float64Array(MOVE_INDEXES);

/** Record that `state`, just made by `apply`, has the actors of `mask` (actorMask). */
export function rememberActors(state: State, mask: number): void {
  lastState = state;
  lastMask = mask;
  memoSeat = -1;
}

/** Whether the move of index `index` (moveIndex) was listed by the last legalMoves, for exactly this state and seat. */
export const listedMove = (state: State, seat: Seat, index: number): boolean =>
  state === lastState && seat === memoSeat && STAMP[index] === memoGen;

/**
 * The index (moveIndex) of `move` if it is one of the very move objects of the last legal list, made
 * for exactly this state and seat (then it is legal there and its cards are known without reading its
 * codes); -1 otherwise (a move parsed from JSON, an old list: `apply` reads its codes and asks
 * listedMove). The list's indexes are still in FOUND_AT: only listLegal writes it, and memoList is
 * the list it made last.
 */
export function listedIndex(state: State, seat: Seat, move: Move): number {
  if (state !== lastState || seat !== memoSeat) return -1;
  const list = memoList;
  if (list === ONLY_DONE) return move === DONE ? DONE_INDEX : -1;
  if (list === ONLY_TAKE) return move === TAKE ? TAKE_INDEX : -1;
  for (let k = 0; k < list.length; k++) if (list[k] === move) return FOUND_AT[k]!;
  return -1;
}

export function legalMoves(state: State, seat: Seat): readonly Move[] {
  if (state !== lastState) {
    lastState = state;
    lastMask = -1;
  } else if (seat === memoSeat && seat >= 0) {
    return memoList;
  }
  memoGen++;
  memoSeat = seat;
  memoList = listLegal(state, seat);
  return memoList;
}

/**
 * The loops of findMoves read locals only (the tables, the buffer and the table's bits taken into
 * constants first, the 56 of CARD_COUNT written out): a module's constants and functions are read
 * and checked again for every card otherwise, which cost more than the test itself. That goes for
 * table.ts `setBit` too (an imported function is looked up and checked at every call, even inlined):
 * its branchless test of "on the table" is written out in the loops.
 */
/**
 * Most legal moves a seat can have: a bout holds at most 6 attack cards, so at most 6 x 56 covers,
 * then transfers and `take`. The size of a buffer findMoves writes to.
 */
export const MOST_MOVES = 7 * CARD_COUNT + 1;

/**
 * The move indexes (moveIndex) of the last legal list (listLegal), found by findMoves; only they are
 * turned into moves (MOVE_BY_INDEX), so its loops store small ints only. Written by listLegal alone
 * (listedIndex reads the last list's indexes here), so the random playout has a buffer of its own.
 */
const FOUND_AT = new Int32Array(MOST_MOVES);

/**
 * The first `n` found moves as a new list, each stamped as listed. A short list (most are: three
 * moves on average) is an array literal of its exact size: pushing into `[]` calls out of the
 * compiled code at the first push to grow it to 17 slots, most of which the list never uses.
 */
function foundList(n: number, stamp: Float64Array, gen: number): Move[] {
  const m = MOVE_BY_INDEX;
  const at = FOUND_AT;
  for (let k = 0; k < n; k++) stamp[at[k]!] = gen;
  switch (n) {
    case 1:
      return [m[at[0]!]!];
    case 2:
      return [m[at[0]!]!, m[at[1]!]!];
    case 3:
      return [m[at[0]!]!, m[at[1]!]!, m[at[2]!]!];
    case 4:
      return [m[at[0]!]!, m[at[1]!]!, m[at[2]!]!, m[at[3]!]!];
    case 5:
      return [m[at[0]!]!, m[at[1]!]!, m[at[2]!]!, m[at[3]!]!, m[at[4]!]!];
    case 6:
      return [m[at[0]!]!, m[at[1]!]!, m[at[2]!]!, m[at[3]!]!, m[at[4]!]!, m[at[5]!]!];
    case 7:
      return [m[at[0]!]!, m[at[1]!]!, m[at[2]!]!, m[at[3]!]!, m[at[4]!]!, m[at[5]!]!, m[at[6]!]!];
    default: {
      const out: Move[] = [];
      for (let k = 0; k < n; k++) out.push(m[at[k]!]!);
      return out;
    }
  }
}

function listLegal(state: State, seat: Seat): readonly Move[] {
  if (state.deal.over || state.deal.nextDealAt !== null) return [];
  if (state.hands[seat] === undefined) return [];
  if (state.count === 0) {
    if (seat !== state.attacker) return [];
  } else {
    // Whether the seat acts now (decision 6: the defender while a card is uncovered and it has not said take,
    // another seat while its turn to throw in is open): the actors of this state (legalMoves keys the memo by
    // the state), as `apply` worked them out or worked out now and kept for `actors`.
    if (lastMask < 0) lastMask = actorMask(state);
    if (((lastMask >> seat) & 1) === 0) return [];
  }
  const n = findMoves(state, seat, FOUND_AT);
  if (n === 1 && FOUND_AT[0] === TAKE_INDEX) {
    STAMP[TAKE_INDEX] = memoGen;
    return ONLY_TAKE;
  }
  if (n === 1 && FOUND_AT[0] === DONE_INDEX) {
    STAMP[DONE_INDEX] = memoGen;
    return ONLY_DONE;
  }
  return foundList(n, STAMP, memoGen);
}

/**
 * The legal moves of `seat`, an actor of `state` (actorMask), as move indexes (moveIndex) in the order
 * of the legal list: written into `at` (MOST_MOVES long), their number returned. A loop writes every
 * candidate and keeps it by counting. Builds no object, so `legalMoves` and the random playout
 * (playout.ts) list moves by the same code.
 */
export function findMoves(state: State, seat: Seat, at: Int32Array): number {
  // The hand as the bout began: the cards it has put on the table since are skipped (State).
  const hand = state.hands[seat]!;
  if (state.count === 0) {
    // Seed 002: any card may lead, specials included (nothing is on the table: the whole hand is held).
    const base = attackIndex(0);
    for (let j = 0; j < hand.length; j++) at[j] = base + hand[j]!;
    return hand.length;
  }
  const onLo = state.onLo;
  const onHi = state.onHi;
  if (seat === state.defender) {
    const beats = beatTable(state.deal.trumpSuit, state.config.variant === 'japanese');
    const base = defendIndex(0, 0);
    let n = 0;
    for (let i = 0; i < state.count; i++) {
      if (coverAt(state, i) !== -1) continue;
      const a = attackAt(state, i);
      const row = base + a * 56;
      // Every card is written and kept only if it beats `a` and is held: no branch to mispredict.
      // Held: bit c of (onLo, onHi) is clear (`low` is -1 for an id below 28, else 0; table.ts setBit).
      for (let j = 0; j < hand.length; j++) {
        const c = hand[j]!;
        const low = (c - 28) >> 31;
        at[n] = row + c;
        n += beats[c * 56 + a]! & (1 - ((((onLo & low) | (onHi & ~low)) >> (c + (~low & -28))) & 1));
      }
    }
    if (state.config.variant === 'perevodnoy') {
      for (let j = 0; j < hand.length; j++) {
        const c = hand[j]!;
        if (onTable(state, c) || !transferAllowed(state, c)) continue;
        at[n++] = transferIndex(c);
      }
    }
    at[n++] = TAKE_INDEX;
    return n;
  }
  // Decision 6: `done` is always open to a seat asked to throw in; the cards it could add come first.
  const ranks = state.tableRanks;
  const rankOfCard = RANK_OF;
  const base = attackIndex(0);
  let n = 0;
  for (let j = 0; j < hand.length; j++) {
    const c = hand[j]!;
    const low = (c - 28) >> 31;
    at[n] = base + c;
    n += (ranks >> rankOfCard[c]!) & 1 & (1 - ((((onLo & low) | (onHi & ~low)) >> (c + (~low & -28))) & 1));
  }
  at[n++] = DONE_INDEX;
  return n;
}
