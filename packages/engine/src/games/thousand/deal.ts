/**
 * Dealing a deal. The deck order (a stacked deck, or a shuffle) is cut into
 * hands in bidding order, then the talon(s) — see README "Stacked decks".
 */
import type { Seat } from '../../core/types.ts';
import { DECK_SIZE } from './cards.ts';
import type { Config } from './config.ts';
import type { Draft, State } from './state.ts';

/** Hand size by seat count: two players 10 each, otherwise 7 for each of three active players. */
export const handSize = (seats: number): number => (seats === 2 ? 10 : 7);
export const talonSizes = (seats: number): readonly number[] => (seats === 2 ? [2, 2] : [3]);

/** Active seats of a deal starting left of the dealer; with four players the dealer sits out. */
export function playOrder(seats: number, dealer: Seat): Seat[] {
  const out: Seat[] = [];
  for (let i = 1; i <= seats; i++) {
    const s = (dealer + i) % seats;
    if (seats === 4 && s === dealer) continue;
    out.push(s);
  }
  return out;
}

/** Whether this deal is one of the golden kon's first deals (one per active player, seed-004#golden-kon). */
export const isGoldenDeal = (s: Pick<State, 'config' | 'dealsScored' | 'goldenUntil'>): boolean =>
  s.config.goldenKon && s.dealsScored < s.goldenUntil;

/** Golden deals in a row: one per active player. */
export const goldenDeals = (seats: number): number => (seats === 4 ? 3 : seats);

/** The seat on the barrel, which opens the bidding (the first in play order when several sit there); none without the barrel. */
export const barrelSeatOf = (c: Config, order: readonly Seat[], onBarrel: readonly boolean[]): Seat | undefined =>
  c.barrel ? order.find((s) => onBarrel[s]) : undefined;

/** Who opens the bidding: the seat on the barrel, else the forehand or (a setting) the dealer when the dealer plays. */
export const openerOf = (c: Config, order: readonly Seat[], dealer: Seat, barrelSeat: Seat | undefined): Seat =>
  barrelSeat ?? (c.opener === 'dealer' && order.includes(dealer) ? dealer : order[0]!);

const ALL_CARDS: readonly number[] = Array.from({ length: DECK_SIZE }, (_, i) => i);

/**
 * Lay out a new deal on top of the table fields of the state (scores, barrel,
 * bolts, sheet survive; everything of the previous deal is replaced).
 */
export function dealFrom(u: Draft, dealer: Seat, deck: readonly number[]): void {
  const base = u.state;
  const { seats } = base;
  const order = playOrder(seats, dealer);
  const size = handSize(seats);
  const hands: number[][] = Array.from({ length: seats }, () => []);
  const seen: number[] = new Array<number>(DECK_SIZE).fill(0);
  let k = 0;
  for (const s of order) {
    const hand = deck.slice(k, k + size);
    k += size;
    hands[s] = hand;
    for (const c of hand) seen[c] = 1 << s;
  }
  const talons = talonSizes(seats).map((n) => {
    const t = deck.slice(k, k + n);
    k += n;
    return t;
  });
  const c = base.config;
  const barrelSeat = barrelSeatOf(c, order, base.onBarrel);
  const opener = openerOf(c, order, dealer, barrelSeat);
  const opening = barrelSeat === undefined ? 100 : c.barrelBid;
  // Golden kon: the forehand plays 120 without bidding; znaikak (setting): the barrel player takes the talon unopposed.
  const golden = isGoldenDeal(base);
  const fixed = golden ?
    { seat: order[0]!, bid: 120 } :
    barrelSeat !== undefined && c.barrelTakesTalon ?
    { seat: barrelSeat, bid: opening } :
    null;
  // Field by field rather than one assign of a literal: a deal is made every few dozen moves of a playout.
  const w = u.edit();
  w.phase = fixed ? 'talon' : 'bidding';
  w.dealer = dealer;
  w.order = order;
  w.hands = hands;
  w.seen = seen;
  w.talons = talons;
  w.talonShown = [];
  w.talonTaken = [];
  w.discards = [];
  w.opener = opener;
  w.opening = opening;
  w.bid = fixed ? fixed.bid : 0;
  w.bidder = fixed ? fixed.seat : -1;
  w.passed = new Array<boolean>(seats).fill(false);
  w.turn = fixed ? fixed.seat : opener;
  w.declarer = fixed ? fixed.seat : -1;
  w.contract = fixed ? fixed.bid : 0;
  w.golden = golden;
  w.dark = false;
  w.givenTo = [];
  w.leader = -1;
  w.trick = [];
  w.trump = -1;
  w.voids = new Array<number>(seats).fill(0);
  w.lastTrick = null;
  w.won = Array.from({ length: seats }, () => []);
  w.tricks = new Array<number>(seats).fill(0);
  w.declarations = [];
  u.emit({ kind: 'deal', dealer, deal: base.dealsScored + 1, golden });
}

/** Shuffle with the state's generator and deal with `dealer`. */
export function dealShuffled(u: Draft, dealer: Seat): void {
  dealFrom(u, dealer, u.random('rng').shuffle(ALL_CARDS));
}
