/**
 * Reading and writing the state's packed table and hands (see State in state.ts). A bout holds
 * at most six attack cards and six covers (decision 5), so the table fits in small ints: a slot
 * of 6 bits per card (id + 1, 0 = empty), three slots to an int, and a bit per card id in two
 * 28-bit ints. Every value stays a small integer (V8 keeps it unboxed, a move allocates nothing
 * for it) and survives JSON as it is.
 */
import type { Seat } from '../../core/types.ts';
import { rankOf } from './cards.ts';
import type { Discard, MutableState, State } from './state.ts';

/*
 * The layout's numbers are written out as literals in the code below (6 bits a slot, mask 63, three
 * slots to an int; card ids split at 28; 4 bits a seat in `played`, mask 15): every move runs these
 * functions, and a module constant is read and checked again at each use, a loop's every turn.
 */

/** The card of slot `i` of a packed pair (lo holds slots 0..2, hi 3..5), or -1 if empty. */
export function slot(lo: number, hi: number, i: number): number {
  return i < 3 ? ((lo >> (i * 6)) & 63) - 1 : ((hi >> ((i - 3) * 6)) & 63) - 1;
}

/** Attack card `i` (0 = the lead) of the table. */
export const attackAt = (s: State, i: number): number => slot(s.attacksLo, s.attacksHi, i);

/** The card covering attack `i`, or -1 while it is uncovered. */
export const coverAt = (s: State, i: number): number => slot(s.coversLo, s.coversHi, i);

/** The slot of attack card `card` on the table, or -1. */
export function slotOfAttack(s: State, card: number): number {
  const lo = s.attacksLo;
  const hi = s.attacksHi;
  for (let i = 0; i < s.count; i++) if (slot(lo, hi, i) === card) return i;
  return -1;
}

/**
 * Bit `c` of the card set (lo: ids 0..27, hi: ids 28..55), as 0 or 1. Without a branch: the cards
 * of a hand come in no order a processor could predict, and a mispredicted `c < 28` cost more time
 * than these few operations (measured). `low` is -1 for an id below 28, else 0.
 */
export function setBit(lo: number, hi: number, c: number): number {
  const low = (c - 28) >> 31;
  return (((lo & low) | (hi & ~low)) >> (c + (~low & -28))) & 1;
}

/** Whether card `c` is in the card set (lo, hi). */
const inSet = (lo: number, hi: number, c: number): boolean => setBit(lo, hi, c) === 1;

/** Whether card `c` lies on the table. */
export const onTable = (s: State, c: number): boolean => inSet(s.onLo, s.onHi, c);

/** How many cards `seat` holds now: its hand at the start of the bout less what it has played since. */
export const handSize = (s: State, seat: Seat): number => s.hands[seat]!.length - ((s.played >> (seat * 4)) & 15);

/** Whether `seat` has played a card this bout (its hand array still lists it). */
export const hasPlayed = (s: State, seat: Seat): boolean => ((s.played >> (seat * 4)) & 15) !== 0;

/** Whether `seat` holds `card` now. */
export const holds = (s: State, seat: Seat, card: number): boolean => s.hands[seat]!.includes(card) && !onTable(s, card);

/** Whether any card of `xs` lies on the table. */
export function anyOnTable(s: State, xs: readonly number[]): boolean {
  const lo = s.onLo;
  const hi = s.onHi;
  for (let i = 0; i < xs.length; i++) if (inSet(lo, hi, xs[i]!)) return true;
  return false;
}

/** The cards of `xs` (a hand or its known part) that are not on the table, in order: what the seat holds now. */
export function held(s: State, xs: readonly number[]): number[] {
  if (s.count === 0) return xs.slice();
  const lo = s.onLo;
  const hi = s.onHi;
  const out: number[] = [];
  for (let i = 0; i < xs.length; i++) {
    const c = xs[i]!;
    if (!inSet(lo, hi, c)) out.push(c);
  }
  return out;
}

/** Whether card `c` of a hand is one that everyone has seen (decision 10, State.knownLo). */
export const isKnown = (s: State, c: number): boolean => inSet(s.knownLo, s.knownHi, c);

/** The cards `seat` holds now that everyone has seen (decision 10), in the order of its hand. */
export function knownHeld(s: State, seat: Seat): number[] {
  const xs = s.hands[seat] ?? [];
  const out: number[] = [];
  for (let i = 0; i < xs.length; i++) {
    const c = xs[i]!;
    if (isKnown(s, c) && !onTable(s, c)) out.push(c);
  }
  return out;
}

/** Every card on the table: the attacks in order, then the covers in the order of their attacks. */
export function tableCards(s: State): number[] {
  const n = s.count;
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(slot(s.attacksLo, s.attacksHi, i));
  for (let i = 0; i < n; i++) {
    const c = slot(s.coversLo, s.coversHi, i);
    if (c >= 0) out.push(c);
  }
  return out;
}

/** `card` leaves `seat`'s hand for the table (its bit set, the seat's played count up). */
function toTable(d: MutableState, seat: Seat, card: number): void {
  const low = (card - 28) >> 31; // -1 below 28, else 0: no branch on a card's id (see setBit)
  d.onLo |= (1 << card) & low;
  d.onHi |= (1 << (card - 28)) & ~low;
  d.played += 1 << (seat * 4);
  d.tableRanks |= 1 << rankOf(card);
}

/** `seat` puts attack card `card` on the table, uncovered (a lead, a throw-in or a transfer). */
export function putAttack(d: MutableState, seat: Seat, card: number): void {
  const i = d.count;
  if (i < 3) d.attacksLo |= (card + 1) << (i * 6);
  else d.attacksHi |= (card + 1) << ((i - 3) * 6);
  d.count = i + 1;
  d.uncovered += 1;
  toTable(d, seat, card);
}

/** `seat` covers attack `i` with `card`. */
export function putCover(d: MutableState, seat: Seat, i: number, card: number): void {
  if (i < 3) d.coversLo |= (card + 1) << (i * 6);
  else d.coversHi |= (card + 1) << ((i - 3) * 6);
  d.uncovered -= 1;
  toTable(d, seat, card);
}

/** The bout is over: an empty table, nobody has played. */
export function clearTable(d: MutableState): void {
  d.attacksLo = 0;
  d.attacksHi = 0;
  d.coversLo = 0;
  d.coversHi = 0;
  d.count = 0;
  d.uncovered = 0;
  d.onLo = 0;
  d.onHi = 0;
  d.tableRanks = 0;
  d.played = 0;
}

/** The talon: the part of the deal not yet drawn (its last card is the trump card). */
export const talonSize = (s: State): number => s.deal.order.length - s.talonAt;

/** The discard, oldest card first. */
export function discardCards(s: State): number[] {
  const bouts: Discard[] = [];
  for (let d = s.discard; d !== null; d = d.before) bouts.push(d);
  const out: number[] = [];
  for (let b = bouts.length - 1; b >= 0; b--) {
    const d = bouts[b]!;
    for (let i = 0; i < d.count; i++) out.push(slot(d.attacksLo, d.attacksHi, i));
    for (let i = 0; i < d.count; i++) out.push(slot(d.coversLo, d.coversHi, i)); // a beaten bout: every attack covered
  }
  return out;
}
