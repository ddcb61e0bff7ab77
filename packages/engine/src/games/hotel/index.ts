/** Hotel „Chuk-chuk" (seed 003, RULES-DECISIONS#hotel): the GameDef, wiring only. */
import type { GameDef } from '../../core/game.ts';
import { bots } from './bots.ts';
import { configSchema, type HotelConfig, MAX_SEATS, MIN_SEATS, parseHotelConfig } from './config.ts';
import { determinize } from './determinize.ts';
import { stateFromView } from './from-view.ts';
import { parseMove } from './moves.ts';
import { actors, apply, awaiting, deadline, legalMoves, moveSpace } from './rules.ts';
import { setup } from './setup.ts';
import type { Event, Move, State, View } from './state.ts';
import { texts, title } from './texts.ts';
import { eventView, view } from './view.ts';
import { tick } from './window.ts';
import { cards, secrets, zones } from './zones.ts';

export const hotel: GameDef<HotelConfig, State, Move, Event, View> = {
  id: 'hotel',
  title,
  // The Porter's door is drawn at the reveal and the room deck is shuffled: chance plays a part.
  type: { timing: 'simultaneous', hiddenInformation: true, chance: true },
  configSchema,
  texts,
  seats: { min: MIN_SEATS, max: MAX_SEATS },
  parseConfig: parseHotelConfig,
  setup,
  actors,
  awaiting,
  legalMoves,
  parseMove,
  apply,
  deadline,
  tick,
  view,
  eventView,
  outcome: (state) => state.outcome,
  secrets,
  cards: { zones, cards },
  search: { determinize, fromView: stateFromView },
  fuzz: { moveSpace },
  bots,
  bench: { config: { version: 'full' }, seats: 4 },
};

export type { HotelConfig } from './config.ts';
export type { Event, Move, State, View } from './state.ts';
