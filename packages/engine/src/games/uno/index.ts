/** The UNO GameDef (seed 001 tournament rules): wiring only. */
import type { GameDef } from '../../core/game.ts';
import { apply, deadline, tick } from './apply.ts';
import { unoBots } from './bots.ts';
import { parseUnoConfig, UNO_SEATS, type UnoConfig, unoSchema } from './config.ts';
import { determinize } from './determinize.ts';
import { actors, legalMoves } from './legal.ts';
import { moveSpace, parseMove } from './moves.ts';
import { setup } from './setup.ts';
import type { UnoEvent, UnoMove, UnoState, UnoView } from './state.ts';
import { unoTexts, unoTitle } from './texts.ts';
import { eventView, view } from './view.ts';
import { cards, zones } from './zones.ts';

export const uno: GameDef<UnoConfig, UnoState, UnoMove, UnoEvent, UnoView> = {
  id: 'uno',
  title: unoTitle,
  configSchema: unoSchema,
  texts: unoTexts,
  seats: UNO_SEATS,
  parseConfig: parseUnoConfig,
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
  bots: unoBots,
};
