/** The UNO GameDef (seed 001 tournament rules): wiring only. */
import type { GameDef } from '../../core/game.ts';
import { cardSecrets } from '../../core/secrets.ts';
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
  type: { timing: 'turns', hiddenInformation: true, chance: true },
  configSchema: unoSchema,
  texts: unoTexts,
  seats: UNO_SEATS,
  parseConfig: parseUnoConfig,
  setup,
  actors,
  // Until the shedding factory gives it a real one: the table waits on the seat whose turn it is.
  awaiting: (s) => (actors(s).includes(s.turn) ? [s.turn] : []),
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
  secrets: (s) => cardSecrets(zones(s)),
  cards: { zones, cards },
  search: { determinize },
  fuzz: { moveSpace },
  bots: unoBots,
};
