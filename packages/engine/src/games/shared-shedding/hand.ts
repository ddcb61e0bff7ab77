/**
 * A hand from deal to score: opening (deal and first card), and the end when a
 * player has played its last card (penalty points, places of the hand, match
 * totals, the next deal or the end of the match).
 */
import type { Rng } from '../../core/rng.ts';
import type { Seat } from '../../core/types.ts';
import { deal } from './dealing.ts';
import { cardInfo } from './deckset.ts';
import { applyAction } from './effects.ts';
import { pileOf } from './pile.ts';
import { placesBy } from './ranking.ts';
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

/** `winner` has played its last card at `at`: score the hand, then end the match or pause until the next deal. */
export function endRound(g: Deckset, d: SheddingUpdate, winner: Seat, at: number): void {
  const s = d.edit();
  const r = s.rules;
  const points = s.hands.map((hand) => hand.reduce((sum, c) => sum + cardInfo(g, c).points, 0));
  const places = placesBy(points, true);
  const totals = s.totals.slice();
  if (r.scoring === 'tournament') {
    for (let seat = 0; seat < s.seats; seat++) totals[seat]! += points[seat]!;
  } else {
    const won = r.raceCounts === 'points' ? points : s.hands.map((h) => h.length);
    totals[winner]! += won.reduce((a, b) => a + b, 0);
  }
  d.emit({ kind: 'round-over', round: s.round, winner, points, places, totals });
  const lastRound = { round: s.round, winner, points, places };
  const rounds = [...s.rounds, lastRound];
  const over = r.scoring === 'tournament' ? s.round >= r.rounds : Math.max(...totals) >= r.raceTarget;
  if (over) {
    const final = placesBy(totals, r.scoring === 'tournament');
    Object.assign(
      s,
      {
        phase: 'over',
        totals,
        lastRound,
        rounds,
        places: final,
        exposed: -1,
        interceptOpen: false,
        silence: -1,
        slap: null,
        challenge: null,
        drawn: null,
        penalty: 0,
        penaltyFace: null,
      } satisfies Partial<SheddingState>,
    );
    d.emit({ kind: 'match-over', places: final, totals });
    return;
  }
  Object.assign(
    s,
    {
      phase: 'scored',
      totals,
      lastRound,
      rounds,
      resumeAt: at,
      exposed: -1,
      interceptOpen: false,
      silence: -1,
      slap: null,
      challenge: null,
      drawn: null,
      penalty: 0,
      penaltyFace: null,
    } satisfies Partial<SheddingState>,
  );
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
