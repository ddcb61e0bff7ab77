/** Durak (seed 002, RULES-DECISIONS#durak): the GameDef, wiring only. */
import type { GameDef } from '../../core/game.ts';
import { searchLevels } from '../../core/search/index.ts';
import { cardSecrets } from '../../core/secrets.ts';
import { apply } from './apply.ts';
import { awaiting } from './awaiting.ts';
import { basicBot } from './bots.ts';
import { configSchema, type DurakConfig, MAX_SEATS, MIN_SEATS, parseDurakConfig } from './config.ts';
import { determinize } from './determinize.ts';
import { stateFromView } from './from-view.ts';
import { actors, legalMoves } from './legal.ts';
import { moveSpace, parseMove } from './moves.ts';
import { durakSearch } from './search.ts';
import { deadline, outcome, roundsEnded, tick } from './series.ts';
import { setup } from './setup.ts';
import type { Event, Move, State, View } from './state.ts';
import { texts, title } from './texts.ts';
import { viewJson } from './view-json.ts';
import { eventView, view } from './view.ts';
import { cards, zones } from './zones.ts';

export const durak: GameDef<DurakConfig, State, Move, Event, View> = {
  id: 'durak',
  title,
  type: { timing: 'turns', hiddenInformation: true, chance: true },
  configSchema,
  texts,
  seats: { min: MIN_SEATS, max: MAX_SEATS },
  parseConfig: parseDurakConfig,
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
  // Every secret of Durak is a card: the hidden part of each hand and the talon under the trump card.
  secrets: (s) => cardSecrets(zones(s)),
  cards: { zones, cards },
  search: { determinize, fromView: stateFromView },
  fuzz: { moveSpace },
  rounds: { ended: roundsEnded },
  json: { view: viewJson },
  // easy: the basic heuristic (also under its old id `basic`); normal and strong: the search (search.ts).
  bots: searchLevels(() => durak, basicBot, durakSearch),
  // A two-seat podkidnoy game; `kozyr bench` also plays it against a tight reference playout of the same rules.
  bench: { config: { variant: 'podkidnoy', deck: 36 }, seats: 2 },
};

export type { DurakConfig } from './config.ts';
export type { Event, Move, State, View } from './state.ts';
