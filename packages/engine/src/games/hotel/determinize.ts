/**
 * A full state consistent with what `seat` has seen: the face-down room deck (and the
 * short game's unseen half) re-shuffled, and every other seat's face-down choice re-drawn
 * among every choice it could have made as far as `seat` can tell — a knock with any card of
 * its hand, Lulu's resting card, a pair for Professor Molets (how many cards lie face down is
 * a secret too) — keeping only those that hold the card Naprastka showed `seat`. What the
 * seat itself played stays. The state gets a fresh generator.
 */
import { Rng } from '../../core/rng.ts';
import type { Seat } from '../../core/types.ts';
import { type Choice, draft, type State } from './state.ts';

/** Every choice seat `s` could have made this round, seen from outside (`seen`: a door known to be among its cards, or 0). */
export function possibleChoices(state: State, s: Seat, seen: number): Choice[] {
  const rest = state.resting[s]!;
  const hand: number[] = [];
  for (let d = 1; d <= state.doors; d++) if (d !== rest) hand.push(d);
  const out: Choice[] = hand.map((d) => ({ cards: [d], lulu: false, door: d }));
  const guest = state.guests[s];
  // Lulu's and Molets' uses are spent at the reveal, so a use left is all the table knows.
  if (guest === 'lulu' && state.uses[s]! > 0 && rest > 0) out.push({ cards: [rest], lulu: true, door: rest });
  if (guest === 'molets' && state.uses[s]! > 0) {
    for (let i = 0; i < hand.length; i++) {
      for (let j = i + 1; j < hand.length; j++) out.push({ cards: [hand[i]!, hand[j]!], lulu: false, door: 0 });
    }
  }
  return seen > 0 ? out.filter((c) => c.cards.includes(seen)) : out;
}

export function determinize(state: State, seat: Seat, rng: Rng): State {
  const hidden = rng.shuffle([...state.deck.slice(state.dealt), ...state.unseen]);
  const deck = [...state.deck.slice(0, state.dealt), ...hidden.slice(0, state.deck.length - state.dealt)];
  const unseen = hidden.slice(state.deck.length - state.dealt);
  const u = draft(state);
  if (state.phase !== 'choose') {
    u.assign({ deck, unseen, rng: Rng.seeded(rng.u32()).state() });
    return u.step().state;
  }

  const mine = state.peeks[seat];
  const choices = state.choices.slice();
  const peeks = state.peeks.slice();
  for (let s = 0; s < state.seats; s++) {
    const c = state.choices[s];
    if (s === seat || c === null || c === undefined) continue;
    const seen = mine !== null && mine !== undefined && mine.seat === s ? mine.door : 0;
    const options = possibleChoices(state, s, seen);
    choices[s] = options[rng.int(options.length)]!;
  }
  // What other Naprastkas saw is re-drawn among their targets' (re-drawn) cards.
  for (let s = 0; s < state.seats; s++) {
    const p = state.peeks[s];
    if (s === seat || p === null || p === undefined) continue;
    const target = choices[p.seat]!;
    peeks[s] = { seat: p.seat, door: target.cards[rng.int(target.cards.length)]! };
  }
  u.assign({ deck, unseen, choices, peeks, rng: Rng.seeded(rng.u32()).state() });
  return u.step().state;
}
