/** The auction (seed-004#bidding): the compulsory opening 100, raises in steps of 5, a pass is final, the last bidder declares. */
import type { RuleError, Seat } from '../../core/types.ts';
import { dealShuffled } from './deal.ts';
import { fail } from './errors.ts';
import { biddingRedealReason, maxBidNow, minBid, nextInOrder } from './rules.ts';
import type { Draft } from './state.ts';

export function applyBid(u: Draft, seat: Seat, value: number): RuleError | null {
  const s = u.state;
  const lo = minBid(s);
  if (value % 5 !== 0) return fail('bid-step');
  if (value < lo) return fail('bid-too-low', { min: lo });
  // Seed 004: the opening is the compulsory hundred exactly; raising it is for the next bidders.
  if (s.bid === 0 && value !== s.opening) return fail('opening-bid', { value: s.opening });
  const hi = maxBidNow(s, seat);
  if (value > hi) return fail('bid-over-limit', { max: hi });
  const w = u.edit();
  w.bid = value;
  w.bidder = seat;
  u.emit({ kind: 'bid', seat, value });
  advanceAuction(u, seat);
  return null;
}

export function applyPass(u: Draft, seat: Seat): RuleError | null {
  if (u.state.bid === 0) return fail('must-open', { min: u.state.opening });
  const w = u.edit();
  const passed = u.writable(w.passed);
  passed[seat] = true;
  w.passed = passed;
  u.emit({ kind: 'pass', seat });
  advanceAuction(u, seat);
  return null;
}

/** Four nines or a low hand (each a setting): the same dealer deals again. */
export function applyBiddingRedeal(u: Draft, seat: Seat): RuleError | null {
  const reason = biddingRedealReason(u.state, seat);
  if (reason === null) return fail('no-redeal-reason');
  u.emit({ kind: 'redeal', seat, reason });
  dealShuffled(u, u.state.dealer);
  return null;
}

/**
 * Give the turn to the next seat still bidding; when only the high bidder is left, it declares.
 * (Bids and passes are most of an auction's moves: fields are written directly, see play.ts.)
 */
function advanceAuction(u: Draft, from: Seat): void {
  const s = u.edit();
  let seat = from;
  for (let i = 0; i < s.order.length; i++) {
    seat = nextInOrder(s.order, seat);
    if (seat !== s.bidder && !s.passed[seat]) {
      s.turn = seat;
      return;
    }
  }
  u.emit({ kind: 'auction-won', seat: s.bidder, bid: s.bid });
  s.phase = 'talon';
  s.declarer = s.bidder;
  s.contract = s.bid;
  s.turn = s.bidder;
}
