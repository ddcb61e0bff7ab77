/**
 * Rule predicates shared by legalMoves and apply, so both always agree:
 * bid limits, redeal reasons, roll-out permissions, playable cards.
 */
import type { Seat } from '../../core/types.ts';
import {
  ACE,
  ACE_MARRIAGE_POINTS,
  countNines,
  heldMarriagePoints,
  holdsFourAces,
  JACK,
  KING,
  MARRIAGE_POINTS,
  marriageSuits,
  NINE,
  pointsSum,
  QUEEN,
  rankOf,
  suitOf,
} from './cards.ts';
import type { RedealReason, State } from './state.ts';

/** The highest bid the rules ever allow: all card points and every marriage. */
export const ABSOLUTE_MAX_BID = 120 + 40 + 60 + 80 + 100;
export const ABSOLUTE_MAX_BID_ACES = ABSOLUTE_MAX_BID + 200;

export const absoluteMax = (s: State): number => (s.config.aceMarriage ? ABSOLUTE_MAX_BID_ACES : ABSOLUTE_MAX_BID);

/** The highest bid `hand` allows (RULES-DECISIONS#thousand: no bid over 120 without a marriage; a setting). */
export function bidCap(s: State, hand: readonly number[]): number {
  switch (s.config.bidLimit) {
    case 'free':
      return absoluteMax(s);
    case 'marriage-sum':
      return 120 + heldMarriagePoints(hand, s.config.aceMarriage);
    case 'marriage':
      return marriageSuits(hand).length > 0 || (s.config.aceMarriage && holdsFourAces(hand)) ? absoluteMax(s) : 120;
  }
}

/** The lowest bid now: the opening value first, then 5 over the standing bid. */
export const minBid = (s: State): number => (s.bid === 0 ? s.opening : s.bid + 5);

/**
 * Highest bid `seat` may make now. Seed 004 («Делает он ее обязательно размером в сто очков»,
 * «обязательная сотня»): the opening bid is exactly the opening value (100; the barrel bid for a
 * player on the barrel), never more, whatever the hand; later bids raise it in steps of 5.
 */
export function maxBidNow(s: State, seat: Seat): number {
  if (s.bid === 0) return s.opening;
  // "Торговля в минусе" (setting): a player below zero only passes, apart from the obligatory opening.
  if (s.config.minusMustPass && s.scores[seat]! < 0) return 0;
  return bidCap(s, s.hands[seat]!);
}

/** Why `seat` may demand a redeal while bidding, or null (seed-004 "Пересдача"). */
export function biddingRedealReason(s: State, seat: Seat): RedealReason | null {
  const c = s.config;
  if (!c.redealFourNines && c.redealLowHand === 0) return null;
  const hand = s.hands[seat]!;
  if (c.redealFourNines && countNines(hand) === 4) return 'four-nines';
  if (c.redealLowHand > 0 && pointsSum(hand) < c.redealLowHand) return 'low-hand';
  return null;
}

/** Why the declarer may demand a redeal after taking the talon, before giving cards away, or null. */
export function talonRedealReason(s: State): RedealReason | null {
  const c = s.config;
  if (s.givenTo.length > 0 || s.discards.length > 0) return null;
  if (c.redealTwoNinesTalon && countNines(s.talonTaken) >= 2) return 'two-nines-in-talon';
  // Seed-004: the low-talon redeal is for the player who took the talon on the obligatory hundred.
  if (c.redealLowTalon > 0 && !s.golden && s.contract === 100 && pointsSum(s.talonTaken) < c.redealLowTalon) return 'low-talon';
  return null;
}

/** Dark game: only on the opening hundred (nobody bid over it), never in the golden kon. */
export const darkAllowed = (s: State): boolean => s.config.darkGame && !s.golden && s.bid === 100;

/** Why the declarer may not roll out now, or null (seed-004 "Роспись" agreements). */
export function rollOutRefusal(s: State): string | null {
  const c = s.config;
  if (c.rollOutLimit > 0 && s.rollOuts[s.declarer]! >= c.rollOutLimit) return `at most ${c.rollOutLimit} per game`;
  if (!c.rollOutOnBarrel && s.onBarrel[s.declarer]) return 'not on the barrel';
  if (!c.rollOutGolden && s.golden) return 'not in the golden kon';
  if (!c.rollOutAbove120 && s.contract > 120) return 'not on a contract over 120';
  return null;
}

/** The seat after `seat` among the seats playing this deal. */
export function nextInOrder(order: readonly Seat[], seat: Seat): Seat {
  const i = order.indexOf(seat);
  return order[(i + 1) % order.length]!;
}

export type PlayRefusal = 'must-follow-suit' | 'must-trump' | null;

/** Follow suit; if void, trump when holding a trump; otherwise any card (seed-004#play). */
export function playRefusal(s: State, hand: readonly number[], card: number): PlayRefusal {
  if (s.trick.length === 0) return null;
  const led = suitOf(s.trick[0]!);
  const suit = suitOf(card);
  if (suit === led) return null;
  let hasLed = false;
  let hasTrump = false;
  for (const c of hand) {
    const cs = suitOf(c);
    if (cs === led) hasLed = true;
    else if (cs === s.trump) hasTrump = true;
  }
  if (hasLed) return 'must-follow-suit';
  if (hasTrump && suit !== s.trump) return 'must-trump';
  return null;
}

/**
 * `voids` (State.voids) with what the `trick` led by `leader` shows (seed-004#play: follow suit, else
 * trump): a follower off the suit led lacks it, and the trump too when its card is neither. The trump
 * cannot change within a trick (a marriage is declared by its lead), so it is the trick's `trump`.
 * The same array when the trick shows nothing new.
 */
export function withTrickVoids(
  voids: readonly number[],
  order: readonly Seat[],
  leader: Seat,
  trick: readonly number[],
  trump: number,
): readonly number[] {
  const led = suitOf(trick[0]!);
  let out: number[] | null = null;
  const n = order.length;
  let at = order.indexOf(leader);
  for (let i = 1; i < trick.length; i++) {
    at = at + 1 === n ? 0 : at + 1;
    const suit = suitOf(trick[i]!);
    if (suit === led) continue;
    const seat = order[at]!;
    const lacks = trump >= 0 && suit !== trump ? (1 << led) | (1 << trump) : 1 << led;
    if ((voids[seat]! & lacks) === lacks) continue;
    out ??= voids.slice();
    out[seat] = out[seat]! | lacks;
  }
  return out ?? voids;
}

/** What `hand` may play on the current trick, as `byCard[card]` (card ids, or the shared move objects). */
export function playableCards<T>(s: State, hand: readonly number[], byCard: readonly T[]): T[] {
  if (s.trick.length === 0) return allCards(hand, byCard);
  const led = suitOf(s.trick[0]!);
  const follow: T[] = [];
  const trumps: T[] = [];
  for (const c of hand) {
    const cs = suitOf(c);
    if (cs === led) follow.push(byCard[c]!);
    else if (cs === s.trump) trumps.push(byCard[c]!);
  }
  if (follow.length > 0) return follow;
  if (trumps.length > 0) return trumps;
  return allCards(hand, byCard);
}

/**
 * Every card of `hand` as `byCard[card]`. A module function, not a closure made per call: the
 * bench runs the sources through tsx, whose esbuild keeps function names by wrapping each named
 * closure in a call that redefines its `name` (an Object.defineProperty per closure made).
 */
function allCards<T>(hand: readonly number[], byCard: readonly T[]): T[] {
  const out: T[] = [];
  for (let i = 0; i < hand.length; i++) out.push(byCard[hand[i]!]!);
  return out;
}

/** Which card wins a full trick (index into `cards`, which start with the lead). */
export function trickWinnerIndex(cards: readonly number[], trump: number): number {
  let best = 0;
  for (let i = 1; i < cards.length; i++) {
    const c = cards[i]!;
    const b = cards[best]!;
    const cs = suitOf(c);
    const bs = suitOf(b);
    if (cs === bs ? rankOf(c) > rankOf(b) : cs === trump) best = i;
  }
  return best;
}

/**
 * The marriage a lead declares, if any (seed-004): a king or queen whose partner
 * is in hand; an ace with all four aces (setting); a jack or queen with its
 * bed partner, the queen preferring the king (setting). Only after the leader
 * has won a trick, unless the table allows declaring without one.
 */
export function declaredByLead(
  s: State,
  seat: Seat,
  card: number,
): { suit: number; type: 'marriage' | 'aces' | 'bed'; points: number; } | null {
  if (s.trick.length !== 0) return null;
  if (s.tricks[seat]! === 0 && !s.config.marriageWithoutTrick) return null;
  const hand = s.hands[seat]!;
  const r = rankOf(card);
  const suit = suitOf(card);
  // (No closure for "holds": see allCards.)
  if ((r === KING && hand.includes(suit * 6 + QUEEN)) || (r === QUEEN && hand.includes(suit * 6 + KING))) {
    return { suit, type: 'marriage', points: MARRIAGE_POINTS[suit]! };
  }
  if (
    s.config.bedMarriage &&
    ((r === JACK && hand.includes(suit * 6 + QUEEN)) || (r === QUEEN && hand.includes(suit * 6 + JACK)))
  ) {
    return { suit, type: 'bed', points: MARRIAGE_POINTS[suit]! / 2 };
  }
  if (r === ACE && s.config.aceMarriage && holdsFourAces(hand)) return { suit, type: 'aces', points: ACE_MARRIAGE_POINTS };
  return null;
}

/** Four nines (setting): playing the first of them scores the bonus (seed-004, fb.ru agreements). */
export function fourNinesBonus(s: State, hand: readonly number[], card: number): number {
  return s.config.fourNinesBonus > 0 && rankOf(card) === NINE && countNines(hand) === 4 ? s.config.fourNinesBonus : 0;
}
