/** Where every card lies and who sees it (conservation and hiding checks). */
import type { Seat, Zone } from '../../core/types.ts';
import { codes, deckIds } from './cards.ts';
import type { State } from './state.ts';
import { discardCards, held, isKnown, knownHeld, tableCards } from './table.ts';

/** The part of `seat`'s hand (held now) only its owner has seen (decision 10: the rest is public, knownHeld). */
export function hiddenPart(state: State, seat: Seat): number[] {
  return held(state, state.hands[seat]!).filter((c) => !isKnown(state, c));
}

export function zones(state: State): readonly Zone[] {
  const out: Zone[] = [];
  for (let s = 0; s < state.seats; s++) {
    out.push({ id: `hand-${s}`, cards: codes(hiddenPart(state, s)), visibleTo: [s], owner: s });
    out.push({ id: `known-${s}`, cards: codes(knownHeld(state, s)), visibleTo: 'all', owner: s });
  }
  const t = state.deal.order.slice(state.talonAt);
  // Decision 2: the trump card lies face up under the talon while the talon lasts.
  out.push({ id: 'talon', cards: codes(t.slice(0, Math.max(0, t.length - 1))), visibleTo: 'none' });
  out.push({ id: 'trump-card', cards: codes(t.slice(t.length - 1)), visibleTo: 'all' });
  out.push({ id: 'table', cards: codes(tableCards(state)), visibleTo: 'all' });
  out.push({ id: 'discard', cards: codes(discardCards(state)), visibleTo: 'all' });
  return out;
}

export function cards(state: State): readonly string[] {
  return codes(deckIds(state.config));
}
