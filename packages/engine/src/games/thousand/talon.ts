/**
 * After the auction: the declarer takes the talon (shown to all, or dark),
 * gives one card to each opponent (two players: discards two), then states
 * the contract (the bid or more) or rolls the deal out (seed-004#raspis).
 */
import { err, ok, type Result, type Seat, type Step } from '../../core/types.ts';
import { cardId, codes } from './cards.ts';
import { dealShuffled } from './deal.ts';
import { fail } from './errors.ts';
import { bidCap, darkAllowed, rollOutRefusal, talonRedealReason } from './rules.ts';
import { scoreDeal } from './scoring.ts';
import { type Event, PUBLIC, type State } from './state.ts';
import { update } from './update.ts';

type Out = Result<Step<State, Event>>;

export function applyTakeTalon(s: State, seat: Seat, talon: number, dark: boolean): Out {
  if (!Number.isInteger(talon) || talon < 0 || talon >= s.talons.length) return err(fail('no-such-talon', { talon }));
  if (dark && !darkAllowed(s)) return err(fail('dark-not-allowed'));
  const cards = s.talons[talon]!;
  // The talon is shown to everyone unless the game is dark or the table hides the talon on the hundred.
  const shown = !dark && !(s.config.hiddenTalonOnHundred && s.bid === 100);
  const seen = s.seen.slice();
  for (const c of cards) seen[c] = shown ? PUBLIC : 1 << seat;
  const hands = s.hands.slice();
  hands[seat] = [...hands[seat]!, ...cards];
  const talons = s.talons.filter((_, i) => i !== talon);
  const state = update(s, { phase: 'give', hands, seen, talons, talonTaken: cards, talonShown: shown ? cards : [], dark });
  return ok({ state, events: [{ kind: 'talon-taken', seat, talon, dark, shown, cards: codes(cards) }] });
}

export function applyGive(s: State, seat: Seat, code: string, to: Seat): Out {
  const card = cardId(code)!;
  const hand = s.hands[seat]!;
  if (!hand.includes(card)) return err(fail('not-in-hand', { card: code }));
  if (to === seat || !s.order.includes(to) || s.givenTo.includes(to)) return err(fail('bad-recipient', { to }));
  const hands = s.hands.slice();
  hands[seat] = hand.filter((c) => c !== card);
  hands[to] = [...hands[to]!, card];
  const seen = s.seen.slice();
  seen[card] = seen[card]! | (1 << to) | (1 << seat);
  const givenTo = [...s.givenTo, to];
  const done = givenTo.length === s.order.length - 1;
  const state = update(s, { hands, seen, givenTo, phase: done ? 'contract' : 'give' });
  return ok({ state, events: [{ kind: 'card-given', from: seat, to, card: code }] });
}

/** Two players: the declarer lays two cards face down; they count for the declarer. */
export function applyDiscard(s: State, seat: Seat, code: string): Out {
  const card = cardId(code)!;
  const hand = s.hands[seat]!;
  if (!hand.includes(card)) return err(fail('not-in-hand', { card: code }));
  const hands = s.hands.slice();
  hands[seat] = hand.filter((c) => c !== card);
  const discards = [...s.discards, card];
  const state = update(s, { hands, discards, phase: discards.length === 2 ? 'contract' : 'give' });
  return ok({ state, events: [{ kind: 'discard', seat, card: code }] });
}

export function applyTalonRedeal(s: State, seat: Seat): Out {
  const reason = talonRedealReason(s);
  if (reason === null) return err(fail('no-redeal-reason'));
  const dealt = dealShuffled(s, s.dealer);
  return ok({ state: dealt.state, events: [{ kind: 'redeal', seat, reason }, ...dealt.events] });
}

export function applyContract(s: State, seat: Seat, value: number): Out {
  if (value % 5 !== 0) return err(fail('bid-step'));
  if (value < s.contract) return err(fail('contract-too-low', { min: s.contract }));
  const hi = Math.max(s.contract, bidCap(s, s.hands[seat]!));
  if (value > hi) return err(fail('bid-over-limit', { max: hi }));
  // pagat: the declarer leads first; znaikak: the player left of the dealer; fb.ru: the dealer (a setting).
  const lead = s.config.firstLead;
  const leader = lead === 'declarer' ? seat : lead === 'dealer' && s.order.includes(s.dealer) ? s.dealer : s.order[0]!;
  const state = update(s, { phase: 'play', contract: value, leader, turn: leader });
  return ok({ state, events: [{ kind: 'contract', seat, value }] });
}

export function applyRollOut(s: State, seat: Seat): Out {
  const refusal = rollOutRefusal(s);
  if (refusal !== null) return err(fail('roll-out-not-allowed', { reason: refusal }));
  const scored = scoreDeal(s, true);
  return ok({ state: scored.state, events: [{ kind: 'roll-out', seat, value: s.contract }, ...scored.events] });
}
