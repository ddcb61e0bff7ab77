/**
 * After the auction: the declarer takes the talon (shown to all, or dark),
 * gives one card to each opponent (two players: discards two), then states
 * the contract (the bid or more) or rolls the deal out (seed-004#raspis).
 */
import type { RuleError, Seat } from '../../core/types.ts';
import { cardId, codes } from './cards.ts';
import { dealShuffled } from './deal.ts';
import { fail } from './errors.ts';
import { bidCap, darkAllowed, rollOutRefusal, talonRedealReason } from './rules.ts';
import { scoreDeal } from './scoring.ts';
import { type Draft, PUBLIC } from './state.ts';

/** `hand` without `card` (a card is in a hand at most once). */
const without = (hand: readonly number[], card: number): number[] => hand.filter((c) => c !== card);

export function applyTakeTalon(u: Draft, seat: Seat, talon: number, dark: boolean): RuleError | null {
  const s = u.state;
  if (!Number.isInteger(talon) || talon < 0 || talon >= s.talons.length) return fail('no-such-talon', { talon });
  if (dark && !darkAllowed(s)) return fail('dark-not-allowed');
  const cards = s.talons[talon]!;
  // The talon is shown to everyone unless the game is dark or the table hides the talon on the hundred.
  const shown = !dark && !(s.config.hiddenTalonOnHundred && s.bid === 100);
  const w = u.edit();
  const seen = u.writable(s.seen);
  for (const c of cards) seen[c] = shown ? PUBLIC : 1 << seat;
  w.seen = seen;
  const hands = u.writable(s.hands);
  hands[seat] = [...hands[seat]!, ...cards];
  w.hands = hands;
  w.phase = 'give';
  w.talons = s.talons.filter((_, i) => i !== talon);
  w.talonTaken = cards;
  w.talonShown = shown ? cards : [];
  w.dark = dark;
  u.emit({ kind: 'talon-taken', seat, talon, dark, shown, cards: codes(cards) });
  return null;
}

export function applyGive(u: Draft, seat: Seat, code: string, to: Seat): RuleError | null {
  const s = u.state;
  const card = cardId(code)!;
  const hand = s.hands[seat]!;
  if (!hand.includes(card)) return fail('not-in-hand', { card: code });
  if (to === seat || !s.order.includes(to) || s.givenTo.includes(to)) return fail('bad-recipient', { to });
  const w = u.edit();
  const hands = u.writable(s.hands);
  hands[seat] = without(hand, card);
  hands[to] = [...hands[to]!, card];
  w.hands = hands;
  const seen = u.writable(s.seen);
  seen[card] = seen[card]! | (1 << to) | (1 << seat);
  w.seen = seen;
  const givenTo = [...s.givenTo, to];
  w.givenTo = givenTo;
  w.phase = givenTo.length === s.order.length - 1 ? 'contract' : 'give';
  u.emit({ kind: 'card-given', from: seat, to, card: code });
  return null;
}

/** Two players: the declarer lays two cards face down; they count for the declarer. */
export function applyDiscard(u: Draft, seat: Seat, code: string): RuleError | null {
  const s = u.state;
  const card = cardId(code)!;
  const hand = s.hands[seat]!;
  if (!hand.includes(card)) return fail('not-in-hand', { card: code });
  const w = u.edit();
  const hands = u.writable(s.hands);
  hands[seat] = without(hand, card);
  w.hands = hands;
  const discards = [...s.discards, card];
  w.discards = discards;
  w.phase = discards.length === 2 ? 'contract' : 'give';
  u.emit({ kind: 'discard', seat, card: code });
  return null;
}

export function applyTalonRedeal(u: Draft, seat: Seat): RuleError | null {
  const reason = talonRedealReason(u.state);
  if (reason === null) return fail('no-redeal-reason');
  u.emit({ kind: 'redeal', seat, reason });
  dealShuffled(u, u.state.dealer);
  return null;
}

export function applyContract(u: Draft, seat: Seat, value: number): RuleError | null {
  const s = u.state;
  if (value % 5 !== 0) return fail('bid-step');
  if (value < s.contract) return fail('contract-too-low', { min: s.contract });
  const hi = Math.max(s.contract, bidCap(s, s.hands[seat]!));
  if (value > hi) return fail('bid-over-limit', { max: hi });
  // pagat: the declarer leads first; znaikak: the player left of the dealer; fb.ru: the dealer (a setting).
  const lead = s.config.firstLead;
  const leader = lead === 'declarer' ? seat : lead === 'dealer' && s.order.includes(s.dealer) ? s.dealer : s.order[0]!;
  const w = u.edit();
  w.phase = 'play';
  w.contract = value;
  w.leader = leader;
  w.turn = leader;
  u.emit({ kind: 'contract', seat, value });
  return null;
}

export function applyRollOut(u: Draft, seat: Seat): RuleError | null {
  const refusal = rollOutRefusal(u.state);
  if (refusal !== null) return fail('roll-out-not-allowed', { reason: refusal });
  u.emit({ kind: 'roll-out', seat, value: u.state.contract });
  scoreDeal(u, true);
  return null;
}
