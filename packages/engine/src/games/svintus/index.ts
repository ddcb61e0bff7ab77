/** The Svintus GameDef (seed 001 tournament rules): wiring only. */
import type { GameDef } from '../../core/game.ts';
import { apply, deadline, tick } from './apply.ts';
import { svintusBots } from './bots.ts';
import { parseSvintusConfig, SVINTUS_SEATS, type SvintusConfig, svintusSchema } from './config.ts';
import { determinize } from './determinize.ts';
import { actors, legalMoves } from './legal.ts';
import { moveSpace, parseMove } from './moves.ts';
import { setup } from './setup.ts';
import type { SvintusEvent, SvintusMove, SvintusState, SvintusView } from './state.ts';
import { svintusTexts, svintusTitle } from './texts.ts';
import { eventView, view } from './view.ts';
import { cards, zones } from './zones.ts';

export const svintus: GameDef<SvintusConfig, SvintusState, SvintusMove, SvintusEvent, SvintusView> = {
  id: 'svintus',
  title: svintusTitle,
  configSchema: svintusSchema,
  texts: svintusTexts,
  seats: SVINTUS_SEATS,
  parseConfig: parseSvintusConfig,
  setup,
  actors,
  legalMoves,
  parseMove,
  apply,
  deadline,
  tick,
  view,
  eventView,
  outcome: (
    s,
  ) => (s.places === null ? null : { places: s.places, scores: s.totals, lowerScoreWins: s.rules.scoring === 'tournament' }),
  determinize,
  zones,
  cards,
  moveSpace,
  bots: svintusBots,
};
