/** Ratuki (seed 004, RULES-DECISIONS#ratuki): real time on shared centre stacks; the GameDef, wiring only. */
import type { GameDef } from '../../core/game.ts';
import { apply } from './apply.ts';
import { bots } from './bots.ts';
import { configSchema, MAX_SEATS, MIN_SEATS, parseRatukiConfig, type RatukiConfig } from './config.ts';
import { actors, awaiting, legalMoves, moveSpace } from './legal.ts';
import { parseMove } from './moves.ts';
import { stale } from './races.ts';
import { deadline, outcome, tick } from './round.ts';
import { setup } from './setup.ts';
import type { Event, Move, State, View } from './state.ts';
import { texts, title } from './texts.ts';
import { eventView, view } from './view.ts';
import { cards, secrets, zones } from './zones.ts';

export const ratuki: GameDef<RatukiConfig, State, Move, Event, View> = {
  id: 'ratuki',
  title,
  type: { timing: 'realtime', hiddenInformation: true, chance: true },
  configSchema,
  texts,
  seats: { min: MIN_SEATS, max: MAX_SEATS },
  parseConfig: parseRatukiConfig,
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
  outcome,
  outcomeShape: () => 'points',
  secrets,
  cards: { zones, cards },
  fuzz: { moveSpace },
  races: { stale },
  bots,
  // Real time: random players (a uniformly random playable card at random human delays) race on their own clocks.
  bench: { config: {}, seats: 2, players: 'random' },
};

export { REACTION } from './bots.ts';
export type { RatukiConfig } from './config.ts';
export type { Event, Move, State, View } from './state.ts';
