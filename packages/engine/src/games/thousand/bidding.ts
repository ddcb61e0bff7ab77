/** The auction (seed-004#bidding): opening bid, steps of 5, a pass is final, the last bidder declares. */
import { err, ok, type Result, type Seat, type Step } from '../../core/types.ts';
import { dealShuffled } from './deal.ts';
import { fail } from './errors.ts';
import { biddingRedealReason, maxBidNow, minBid, nextInOrder } from './rules.ts';
import type { Event, State } from './state.ts';
import { update } from './update.ts';

type Out = Result<Step<State, Event>>;

export function applyBid(s: State, seat: Seat, value: number): Out {
  const lo = minBid(s);
  if (value % 5 !== 0) return err(fail('bid-step'));
  if (value < lo) return err(fail('bid-too-low', { min: lo }));
  const hi = maxBidNow(s, seat);
  if (value > hi) return err(fail('bid-over-limit', { max: hi }));
  const next = update(s, { bid: value, bidder: seat });
  return advanceAuction(next, seat, [{ kind: 'bid', seat, value }]);
}

export function applyPass(s: State, seat: Seat): Out {
  if (s.bid === 0) return err(fail('must-open', { min: s.opening }));
  const passed = s.passed.slice();
  passed[seat] = true;
  return advanceAuction(update(s, { passed }), seat, [{ kind: 'pass', seat }]);
}

/** Four nines or a low hand (each a setting): the same dealer deals again. */
export function applyBiddingRedeal(s: State, seat: Seat): Out {
  const reason = biddingRedealReason(s, seat);
  if (reason === null) return err(fail('no-redeal-reason'));
  const dealt = dealShuffled(s, s.dealer);
  return ok({ state: dealt.state, events: [{ kind: 'redeal', seat, reason }, ...dealt.events] });
}

/** Give the turn to the next seat still bidding; when only the high bidder is left, it declares. */
function advanceAuction(s: State, from: Seat, events: Event[]): Out {
  let seat = from;
  for (let i = 0; i < s.order.length; i++) {
    seat = nextInOrder(s.order, seat);
    if (seat !== s.bidder && !s.passed[seat]) return ok({ state: update(s, { turn: seat }), events });
  }
  events.push({ kind: 'auction-won', seat: s.bidder, bid: s.bid });
  return ok({ state: update(s, { phase: 'talon', declarer: s.bidder, contract: s.bid, turn: s.bidder }), events });
}
