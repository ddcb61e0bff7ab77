/**
 * A hand's deal: opening (deal and first card), and the next deal after the pause.
 * Its end (hand-end.ts) is reached from the card effects (effects.ts), which the
 * opening applies to the turned-up card: this module imports them, never the other way.
 */
import type { Rng } from '../../core/rng.ts';
import type { Seat } from '../../core/types.ts';
import { deal } from './dealing.ts';
import { applyAction } from './effects.ts';
import { pileOf } from './pile.ts';
import type { Deckset, Event, SheddingState, TableRules } from './types.ts';
import { type SheddingUpdate, update } from './update.ts';

export interface HandStart {
  readonly rules: TableRules;
  readonly seats: number;
  readonly round: number;
  readonly dealer: Seat;
  readonly totals: readonly number[];
  readonly lastRound: SheddingState['lastRound'];
  readonly rounds: SheddingState['rounds'];
}

/**
 * Deal `deck` (dealing order) and resolve the turned-up card; returns the state and its events.
 * `at`: when the hand is dealt (a turned-up Khlopkopyt's slap window opens then): the host's
 * `DealSource.at` for the table's first hand, the end of the pause for the later ones.
 */
export function openHand(
  g: Deckset,
  start: HandStart,
  deck: readonly string[],
  rng: Rng,
  at: number,
): { state: SheddingState; events: readonly Event[]; } {
  const { rules, seats, dealer } = start;
  const dealt = deal(deck, seats, dealer, rules.handSize, (c) => g.info[c]!.effect === 'wild-draw');
  const first = g.info[dealt.first]!;
  const state: SheddingState = {
    rng: rng.state(),
    rules,
    seats,
    round: start.round,
    dealer,
    hands: dealt.hands,
    stock: pileOf(dealt.stock),
    discard: pileOf([dealt.first]),
    colour: first.colour,
    direction: 1,
    turn: (dealer + 1) % seats,
    phase: 'play',
    drawn: null,
    penalty: 0,
    penaltyFace: null,
    lastPlayer: -1,
    interceptOpen: false,
    declined: 0,
    called: new Array<boolean>(seats).fill(false),
    exposed: -1,
    challenge: null,
    shown: [],
    silence: -1,
    slap: null,
    totals: start.totals,
    lastRound: start.lastRound,
    rounds: start.rounds,
    places: null,
    resumeAt: null,
  };
  const d = update(state);
  d.emit({ kind: 'deal', round: start.round, dealer, first: dealt.first });
  if (first.colour === '') {
    // A black first card: the first player names the colour.
    d.edit().phase = 'choose-colour';
  } else if (first.effect === 'reverse' && rules.firstReverse === 'dealer-first') {
    const s = d.edit();
    s.direction = -1;
    s.turn = dealer;
  } else {
    applyAction(g, d, dealer, first, 0, at, first.colour);
  }
  return d.step();
}

/** The pause after a hand is over: at `at` the next dealer (clockwise) deals a freshly shuffled deck. */
export function dealNextHand(g: Deckset, d: SheddingUpdate, at: number): void {
  const s = d.edit();
  const rng = d.random('rng');
  const start = {
    rules: s.rules,
    seats: s.seats,
    round: s.round + 1,
    dealer: (s.dealer + 1) % s.seats,
    totals: s.totals,
    lastRound: s.lastRound,
    rounds: s.rounds,
  };
  const next = openHand(g, start, rng.shuffle(g.deck), rng, at);
  Object.assign(s, next.state);
  for (const e of next.events) d.emit(e);
  // The new hand's state holds the generator as it was after the shuffle; `rng` has not moved since, and
  // this update's step() writes its state back (the same value).
}
