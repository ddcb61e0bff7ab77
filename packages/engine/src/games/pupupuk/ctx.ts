/**
 * A step being applied (a move, a tick, a chat line) and the card moves every rule makes on it.
 * Every step works on the move's draft on the core updater, so a refused move changes nothing
 * and an accepted one never mutates its input. The places (places/) and the rules (rules.ts)
 * both build on this module; it knows no place.
 */
import type { Seat, Step } from '../../core/types.ts';
import { type Draft, draft, type Event, type MutableState, type RowCard, type State, type Violation } from './state.ts';

/**
 * A move (or a tick, or a chat line) being applied: the core updater (core/updater.ts) and its
 * draft. Fields are written to `s`; an array is changed in place only through the updater
 * (`handOf`, `rowOf`, `deckOf`, `discardOf` below: copied on the first write of the move);
 * any other array is replaced by a new one. Events go to `u.emit`.
 */
export interface Ctx {
  readonly u: Draft;
  readonly s: MutableState;
  readonly at: number;
}

/** Every step starts writing at once (a lay, a press, a tick), so the draft is taken at the start. */
export function ctx(state: State, at: number): Ctx {
  const u = draft(state);
  return { u, s: u.edit(), at };
}
export const rngOf = (c: Ctx) => c.u.random('rng');
/** A seat's hand, to be changed in place (copied on the move's first write to it). */
export const handOf = (c: Ctx, seat: Seat): string[] => c.u.inner('hands', seat);
/** The row, to be changed in place. */
export const rowOf = (c: Ctx): RowCard[] => c.u.array('row');
/** The deck, to be changed in place. */
const deckOf = (c: Ctx): string[] => c.u.array('deck');
/** The discard, to be changed in place. */
export const discardOf = (c: Ctx): string[] => c.u.array('discard');
export const done = (c: Ctx): Step<State, Event> => c.u.step();

export const nextSeat = (s: State, seat: Seat): Seat => (seat + 1) % s.seats;
/** The right neighbour is the player who moved before (play goes to the left). */
export const rightOf = (s: State, seat: Seat): Seat => (seat + s.seats - 1) % s.seats;

/** The deck's top card; an empty deck is first rebuilt from the shuffled discard. Null when both are empty. */
export function drawDeck(c: Ctx): string | null {
  const s = c.s;
  if (s.deck.length === 0) {
    if (s.discard.length === 0) return null;
    s.deck = c.u.adopt(rngOf(c).shuffle(s.discard));
    s.discard = c.u.adopt([]);
    c.u.emit({ kind: 'reshuffled', size: s.deck.length });
  }
  return deckOf(c).pop()!;
}

/** A seat takes the deck's top card into hand. */
export function drawInto(c: Ctx, seat: Seat): void {
  const card = drawDeck(c);
  if (card === null) return;
  handOf(c, seat).push(card);
  c.u.emit({ kind: 'drew', seat, card, from: 'deck' });
}

/** Each of `seats` draws a card from the deck, `why` named in the event. */
export function penalize(c: Ctx, seats: readonly Seat[], why: string): void {
  if (seats.length === 0) return;
  c.u.emit({ kind: 'penalty', seats: [...seats], why });
  for (const seat of seats) drawInto(c, seat);
}

export function removeFromHand(hand: string[], card: string): boolean {
  const i = hand.indexOf(card);
  if (i < 0) return false;
  hand.splice(i, 1);
  return true;
}

/** Shuffle a hand's order so that a blind position reveals nothing. Views show hands sorted. */
export function shuffleHand(c: Ctx, seat: Seat): void {
  c.u.array('hands')[seat] = c.u.adopt(rngOf(c).shuffle(c.s.hands[seat]!));
}

/** A broken rule recorded for the others to burn (it costs a card only then). */
export function addViolation(c: Ctx, seat: Seat, rule: Violation['rule']): void {
  const violation = { id: c.s.nextViolationId++, seat, rule, turnNo: c.s.turnNo };
  c.s.violations = [...c.s.violations, violation];
  c.u.emit({ kind: 'violation', violation });
}

/** A card laid from a hand goes to the end of the row, open; its row id. */
export function openInRow(c: Ctx, card: string): number {
  const id = c.s.nextRowId++;
  rowOf(c).push({ id, card, faceDown: false, revealAt: null });
  return id;
}
