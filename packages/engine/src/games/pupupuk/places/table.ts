/** The 16 places as data: each place's rules (one module each, see place.ts), by id. */
import type { Place } from '../places.ts';
import type { State } from '../state.ts';
import { accounting } from './accounting.ts';
import { bank } from './bank.ts';
import { boardGameClub } from './board-game-club.ts';
import { crowdedMinibus } from './crowded-minibus.ts';
import { darkRoom } from './dark-room.ts';
import { doubleDate } from './double-date.ts';
import { improvCircle } from './improv-circle.ts';
import { jacuzzi } from './jacuzzi.ts';
import { library } from './library.ts';
import { lottery } from './lottery.ts';
import { NO_PLACE, type PlacePhases, type PlaceRules } from './place.ts';
import { relay } from './relay.ts';
import { schoolBreak } from './school-break.ts';
import { supermarket } from './supermarket.ts';
import { toiletQueue } from './toilet-queue.ts';
import { turbulenceZone } from './turbulence-zone.ts';
import { waxMuseum } from './wax-museum.ts';

export const PLACE_RULES: Readonly<Record<Place, PlaceRules>> = {
  library,
  schoolBreak,
  relay,
  jacuzzi,
  waxMuseum,
  accounting,
  boardGameClub,
  toiletQueue,
  crowdedMinibus,
  turbulenceZone,
  improvCircle,
  lottery,
  darkRoom,
  doubleDate,
  bank,
  supermarket,
};

/** The rules of a round's place (`place` of a state or a view); a round without a place has the defaults. */
export const placeOf = (x: { readonly place: Place | null; }): PlaceRules => (x.place === null ? NO_PLACE : PLACE_RULES[x.place]);

/** The round's place's phases when the state is in one of them (the place then handles it); null: a phase every round has. */
export function ownPhases(s: State): PlacePhases | null {
  const own = placeOf(s).phases;
  return own !== null && own.kinds.includes(s.phase.kind) ? own : null;
}
