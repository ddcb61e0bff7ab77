/**
 * Reading and writing the state's packed table and hands (see State in state.ts). A bout holds
 * at most six attack cards and six covers (decision 5), so the table fits in small ints: a slot
 * of 6 bits per card (id + 1, 0 = empty), three slots to an int, and a bit per card id in two
 * 28-bit ints. Every value stays a small integer (V8 keeps it unboxed, a move allocates nothing
 * for it) and survives JSON as it is.
 */
import type { Seat } from '../../core/types.ts';
import { rankOf } from './cards.ts';
import type { MutableState, State } from './state.ts';

/** Card ids below this have their bit in `onLo`, the others in `onHi`. */
const ON_SPLIT = 28;
/** Slots per int of the attack and cover fields. */
const SLOTS = 3;
const SLOT_BITS = 6;
const SLOT_MASK = 63;
/** Bits per seat of `played`. */
const PLAYED_BITS = 4;
const PLAYED_MASK = 15;

/** The card of slot `i` of a packed pair (lo holds slots 0..2, hi 3..5), or -1 if empty. */
function slot(lo: number, hi: number, i: number): number {
  return i < SLOTS ? ((lo >> (i * SLOT_BITS)) & SLOT_MASK) - 1 : ((hi >> ((i - SLOTS) * SLOT_BITS)) & SLOT_MASK) - 1;
}

/** Attack card `i` (0 = the lead) of the table. */
export const attackAt = (s: State, i: number): number => slot(s.attacksLo, s.attacksHi, i);

/** The card covering attack `i`, or -1 while it is uncovered. */
export const coverAt = (s: State, i: number): number => slot(s.coversLo, s.coversHi, i);

/** The slot of attack card `card` on the table, or -1. */
export function slotOfAttack(s: State, card: number): number {
  for (let i = 0; i < s.count; i++) if (attackAt(s, i) === card) return i;
  return -1;
}

/** Whether card `c` lies on the table. */
export const onTable = (s: State, c: number): boolean =>
  c < ON_SPLIT ? ((s.onLo >> c) & 1) === 1 : ((s.onHi >> (c - ON_SPLIT)) & 1) === 1;

/** How many cards `seat` holds now: its hand at the start of the bout less what it has played since. */
export const handSize = (s: State, seat: Seat): number =>
  s.hands[seat]!.length - ((s.played >> (seat * PLAYED_BITS)) & PLAYED_MASK);

/** Whether `seat` has played a card this bout (its hand array still lists it). */
export const hasPlayed = (s: State, seat: Seat): boolean => ((s.played >> (seat * PLAYED_BITS)) & PLAYED_MASK) !== 0;

/** Whether `seat` holds `card` now. */
export const holds = (s: State, seat: Seat, card: number): boolean => s.hands[seat]!.includes(card) && !onTable(s, card);

/** The cards of `xs` (a hand or its known part) that are not on the table, in order: what the seat holds now. */
export function held(s: State, xs: readonly number[]): number[] {
  if (s.count === 0) return xs.slice();
  const out: number[] = [];
  for (let i = 0; i < xs.length; i++) if (!onTable(s, xs[i]!)) out.push(xs[i]!);
  return out;
}

/** Every card on the table: the attacks in order, then the covers in the order of their attacks. */
export function tableCards(s: State): number[] {
  const out: number[] = [];
  for (let i = 0; i < s.count; i++) out.push(attackAt(s, i));
  for (let i = 0; i < s.count; i++) {
    const c = coverAt(s, i);
    if (c >= 0) out.push(c);
  }
  return out;
}

/** `card` leaves `seat`'s hand for the table (its bit set, the seat's played count up). */
function toTable(d: MutableState, seat: Seat, card: number): void {
  if (card < ON_SPLIT) d.onLo |= 1 << card;
  else d.onHi |= 1 << (card - ON_SPLIT);
  d.played += 1 << (seat * PLAYED_BITS);
  d.tableRanks |= 1 << rankOf(card);
}

/** `seat` puts attack card `card` on the table, uncovered (a lead, a throw-in or a transfer). */
export function putAttack(d: MutableState, seat: Seat, card: number): void {
  const i = d.count;
  if (i < SLOTS) d.attacksLo |= (card + 1) << (i * SLOT_BITS);
  else d.attacksHi |= (card + 1) << ((i - SLOTS) * SLOT_BITS);
  d.count = i + 1;
  d.uncovered += 1;
  toTable(d, seat, card);
}

/** `seat` covers attack `i` with `card`. */
export function putCover(d: MutableState, seat: Seat, i: number, card: number): void {
  if (i < SLOTS) d.coversLo |= (card + 1) << (i * SLOT_BITS);
  else d.coversHi |= (card + 1) << ((i - SLOTS) * SLOT_BITS);
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
  const chunks: (readonly number[])[] = [];
  for (let d = s.discard; d !== null; d = d.before) chunks.push(d.cards);
  const out: number[] = [];
  for (let i = chunks.length - 1; i >= 0; i--) out.push(...chunks[i]!);
  return out;
}
