/** The one projection per viewer (decision 14): no hidden card of another seat, no generator. */
import type { Viewer } from '../../core/types.ts';
import { CODES, codes, SUITS } from './cards.ts';
import { actors } from './legal.ts';
import type { Event, SeatView, State, TablePair, View } from './state.ts';
import { attackAt, coverAt, discardCards, handSize, held, knownHeld, talonSize } from './table.ts';

export function view(state: State, viewer: Viewer): View {
  const seats: SeatView[] = [];
  for (let s = 0; s < state.seats; s++) {
    seats.push({
      seat: s,
      handSize: handSize(state, s),
      known: codes(knownHeld(state, s)),
      done: ((state.done >> s) & 1) === 1,
      place: state.place[s]!,
      losses: state.deal.losses[s]!,
    });
  }
  const table: TablePair[] = [];
  for (let i = 0; i < state.count; i++) {
    const c = coverAt(state, i);
    table.push({ attack: CODES[attackAt(state, i)]!, cover: c >= 0 ? CODES[c]! : null });
  }
  const deal = state.deal;
  const talon = talonSize(state);
  const c = state.config;
  return {
    viewer,
    variant: c.variant,
    deck: c.deck,
    dealSize: c.dealSize,
    throwIn: c.throwIn,
    series: c.series,
    game: deal.game,
    hand: viewer === 'spectator' ? [] : codes(held(state, state.hands[viewer] ?? [])),
    seats,
    talonCount: talon,
    trumpCard: CODES[deal.trumpCard]!,
    trumpSuit: deal.trumpSuit >= 0 ? SUITS[deal.trumpSuit]! : null,
    trumpCardInTalon: talon > 0,
    table,
    discard: codes(discardCards(state)),
    attacker: state.attacker,
    defender: state.defender,
    actors: [...actors(state)],
    taking: state.taking,
    limit: state.limit,
    firstBout: state.firstBout,
    lastPlaces: deal.lastPlaces,
    gameOver: deal.over || deal.nextDealAt !== null,
    seriesOver: deal.over,
  };
}

/** Draws show their cards to the drawer only; others see the count (and the public trump card). */
export function eventView(event: Event, viewer: Viewer): Event | null {
  if (event.kind !== 'draw' || viewer === event.seat) return event;
  return { ...event, cards: event.cards.filter((c) => c === event.trumpCard) };
}
