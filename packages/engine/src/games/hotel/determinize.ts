/**
 * A full state consistent with what `seat` has seen: the face-down room deck (and the
 * short game's unseen half) re-shuffled, and every other seat's face-down card(s) re-drawn
 * from the cards it could have played; what the seat itself saw (its own cards, what
 * Naprastka showed it) stays. The state gets a fresh generator.
 */
import { Rng } from '../../core/rng.ts';
import type { Seat } from '../../core/types.ts';
import { handOf } from './seats.ts';
import { type Choice, draft, type State } from './state.ts';

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
    // A peek at a single card (Lulu's resting one included) showed the whole choice.
    if (seen > 0 && c.cards.length === 1) continue;
    // Cards it could have played: its hand and its face-down cards (a Lulu play looks like any other).
    const pool = [...handOf(state, s), ...(c.lulu ? [] : c.cards)].filter((d) => d !== seen);
    const drawn = rng.shuffle(pool).slice(0, c.cards.length - (seen > 0 ? 1 : 0));
    const cards = seen > 0 ? [seen, ...drawn] : drawn;
    const next: Choice = { cards, lulu: false, door: cards.length === 1 ? cards[0]! : 0 };
    choices[s] = next;
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
