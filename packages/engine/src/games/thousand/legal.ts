/** Who acts now and what they may do. One seat acts at a time in Thousand. */
import type { Seat } from '../../core/types.ts';
import {
  BID_MOVES,
  CONTRACT_MOVES,
  DEAL,
  DISCARD_MOVES,
  GIVE_MOVES,
  PASS,
  PLAY_MOVES,
  REDEAL,
  ROLL_OUT,
  TAKE_DARK_MOVES,
  TAKE_MOVES,
} from './moves.ts';
import {
  bidCap,
  biddingRedealReason,
  darkAllowed,
  maxBidNow,
  minBid,
  playableCards,
  rollOutRefusal,
  talonRedealReason,
} from './rules.ts';
import type { Move, State } from './state.ts';

/** The seat to act: the bidder in turn, the declarer with the talon, or the player in turn. */
export function actor(s: State): Seat {
  switch (s.phase) {
    case 'bidding':
    case 'play':
    case 'dealing':
      return s.turn;
    case 'talon':
    case 'give':
    case 'contract':
      return s.declarer;
    case 'over':
      return -1;
  }
}

/** Shared one-seat lists: the bench asks for actors before every move. */
const ONE_SEAT: readonly (readonly Seat[])[] = [0, 1, 2, 3].map((s) => Object.freeze([s]));
const NOBODY: readonly Seat[] = Object.freeze([]);

export function actors(s: State): readonly Seat[] {
  const a = actor(s);
  return a < 0 ? NOBODY : ONE_SEAT[a]!;
}

export function legalMoves(s: State, seat: Seat): readonly Move[] {
  if (seat !== actor(s)) return [];
  switch (s.phase) {
    case 'bidding':
      return biddingMoves(s, seat);
    case 'talon': {
      const out: Move[] = [];
      for (let t = 0; t < s.talons.length; t++) out.push(TAKE_MOVES[t]!);
      if (darkAllowed(s)) { for (let t = 0; t < s.talons.length; t++) out.push(TAKE_DARK_MOVES[t]!); }
      return out;
    }
    case 'give':
      return giveMoves(s, seat);
    case 'contract': {
      const top = Math.max(s.contract, bidCap(s, s.hands[seat]!));
      const out: Move[] = CONTRACT_MOVES.slice(s.contract / 5, top / 5 + 1);
      if (rollOutRefusal(s) === null) out.push(ROLL_OUT);
      return out;
    }
    case 'play':
      return playableCards(s, s.hands[seat]!, PLAY_MOVES);
    case 'dealing':
      return [DEAL];
    case 'over':
      return [];
  }
}

function biddingMoves(s: State, seat: Seat): Move[] {
  const lo = minBid(s);
  const hi = maxBidNow(s, seat);
  const out: Move[] = hi >= lo ? BID_MOVES.slice(lo / 5, hi / 5 + 1) : [];
  if (s.bid !== 0) out.push(PASS);
  if (biddingRedealReason(s, seat) !== null) out.push(REDEAL);
  return out;
}

function giveMoves(s: State, seat: Seat): Move[] {
  const hand = s.hands[seat]!;
  const out: Move[] = [];
  if (s.seats === 2) {
    for (const c of hand) out.push(DISCARD_MOVES[c]!);
  } else {
    for (const to of s.order) {
      if (to === seat || s.givenTo.includes(to)) continue;
      for (const c of hand) out.push(GIVE_MOVES[c]![to]!);
    }
  }
  if (talonRedealReason(s) !== null) out.push(REDEAL);
  return out;
}
