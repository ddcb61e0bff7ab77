/** Durak (seed 002, RULES-DECISIONS#durak): the GameDef, wiring only. */
import type { GameDef } from '../../core/game.ts';
import { apply } from './apply.ts';
import { bots } from './bots.ts';
import { configSchema, type DurakConfig, MAX_SEATS, MIN_SEATS, parseDurakConfig } from './config.ts';
import { determinize } from './determinize.ts';
import { actors, legalMoves } from './legal.ts';
import { moveSpace, parseMove } from './moves.ts';
import { deadline, outcome, tick } from './series.ts';
import { setup } from './setup.ts';
import type { Event, Move, State, View } from './state.ts';
import { texts, title } from './texts.ts';
import { eventView, view } from './view.ts';
import { cards, zones } from './zones.ts';

export const durak: GameDef<DurakConfig, State, Move, Event, View> = {
  id: 'durak',
  title,
  configSchema,
  texts,
  seats: { min: MIN_SEATS, max: MAX_SEATS },
  parseConfig: parseDurakConfig,
  setup,
  actors,
  legalMoves,
  parseMove,
  apply,
  deadline,
  tick,
  view,
  eventView,
  outcome,
  determinize,
  zones,
  cards,
  moveSpace,
  bots,
};

export type { DurakConfig } from './config.ts';
export type { Event, Move, State, View } from './state.ts';
