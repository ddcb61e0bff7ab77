/**
 * The one projection per viewer. Others see that a seat has chosen (how many face-down
 * cards lie in front of it), never which; Lulu's resting card stays shown as resting until
 * the reveal so her use stays secret; what Baba Naprastka saw is hers alone.
 */
import type { Viewer } from '../../core/types.ts';
import { porterColour } from './cards.ts';
import { scoreOf } from './round.ts';
import { awaiting, deadline } from './rules.ts';
import { cardOf, cardsOf, colourOf, handOf, porterCardOf } from './seats.ts';
import type { Event, SeatView, State, View } from './state.ts';

export function view(state: State, viewer: Viewer): View {
  const choosing = state.phase === 'choose';
  const table: SeatView[] = [];
  for (let s = 0; s < state.seats; s++) {
    const c = state.choices[s];
    const rest = state.resting[s]!;
    table.push({
      seat: s,
      colour: colourOf(s),
      resting: rest > 0 ? cardOf(s, rest) : null,
      chosen: choosing && c !== null && c !== undefined,
      guest: state.guests[s]!,
      usesLeft: state.guests[s] === 'bo' ? state.bakshishLeft : state.uses[s]!,
      bakshish: state.bakshish[s]!,
      rooms: state.won[s]!,
      score: scoreOf(state, s),
    });
  }
  const me = viewer === 'spectator' ? null : viewer;
  const mine = me === null ? null : state.choices[me];
  // What Naprastka saw is hers until the reveal; afterwards it could show a card back in a hand.
  const peek = me === null || !choosing ? null : state.peeks[me];
  const revealed = !choosing && state.phase !== 'over' ?
    state.choices.map((c, s) => ({ seat: s, cards: cardsOf(s, c!.cards), door: c!.door })) :
    null;
  return {
    version: state.config.version,
    seats: state.seats,
    doors: state.doors,
    round: state.round,
    phase: state.phase,
    deckLeft: state.deck.length - state.dealt,
    under: state.under,
    table,
    porter: state.porter ?
      {
        colour: porterColour(state.config.version),
        resting: state.porterResting > 0 ? porterCardOf(state, state.porterResting) : null,
      } :
      null,
    bakshishLeft: state.bakshishLeft,
    box: state.box,
    unseen: state.unseen.length,
    hand: me === null ? null : handOf(state, me).map((d) => cardOf(me, d)),
    mine: me === null || !choosing || mine === null || mine === undefined ?
      null :
      cardsOf(me, mine.cards),
    lulu: me !== null && choosing && mine !== null && mine !== undefined && mine.lulu,
    peek: peek === null || peek === undefined ? null : { seat: peek.seat, card: cardOf(peek.seat, peek.door) },
    revealed,
    porterCard: !choosing && state.porterDoor > 0 ? porterCardOf(state, state.porterDoor) : null,
    awaiting: awaiting(state),
    deadline: deadline(state),
    choiceSeconds: state.config.choiceSeconds,
    config: state.config,
  };
}

export function eventView(event: Event, viewer: Viewer): Event | null {
  switch (event.kind) {
    case 'knocked':
      return viewer === event.seat ? event : { kind: 'knocked', seat: event.seat };
    case 'peeked':
      return viewer === event.seat ? event : { kind: 'peeked', seat: event.seat, target: event.target };
    default:
      return event;
  }
}
