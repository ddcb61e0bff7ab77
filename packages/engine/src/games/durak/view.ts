/** The one projection per viewer (decision 14): no hidden card of another seat, no generator. */
import type { Viewer } from '../../core/types.ts';
import { CODES, codes, SUITS } from './cards.ts';
import { actors } from './legal.ts';
import type { Event, SeatView, State, TablePair, View } from './state.ts';

export function view(state: State, viewer: Viewer): View {
  const seats: SeatView[] = [];
  for (let s = 0; s < state.seats; s++) {
    seats.push({
      seat: s,
      handSize: state.hands[s]!.length,
      known: codes(state.known[s]!),
      done: ((state.done >> s) & 1) === 1,
      place: state.place[s]!,
      losses: state.losses[s]!,
    });
  }
  const table: TablePair[] = state.attacks.map((a, i) => {
    const c = state.covers[i]!;
    return { attack: CODES[a]!, cover: c >= 0 ? CODES[c]! : null };
  });
  const c = state.config;
  return {
    viewer,
    variant: c.variant,
    deck: c.deck,
    dealSize: c.dealSize,
    throwIn: c.throwIn,
    series: c.series,
    game: state.game,
    hand: viewer === 'spectator' ? [] : codes(state.hands[viewer] ?? []),
    seats,
    talonCount: state.talon.length,
    trumpCard: CODES[state.trumpCard]!,
    trumpSuit: state.trumpSuit >= 0 ? SUITS[state.trumpSuit]! : null,
    trumpCardInTalon: state.talon.length > 0,
    table,
    discard: codes(state.discard),
    attacker: state.attacker,
    defender: state.defender,
    actors: [...actors(state)],
    taking: state.taking,
    limit: state.limit,
    firstBout: state.firstBout,
    lastPlaces: state.lastPlaces,
    gameOver: state.over || state.nextDealAt !== null,
    seriesOver: state.over,
  };
}

/** Draws show their cards to the drawer only; others see the count (and the public trump card). */
export function eventView(event: Event, viewer: Viewer): Event | null {
  if (event.kind !== 'draw' || viewer === event.seat) return event;
  return { ...event, cards: event.cards.filter((c) => c === event.trumpCard) };
}
