/**
 * Shtuka (seed 004, RULES-DECISIONS#shtuka): a busy picture generated from the seed, an explainer
 * in six modes, the race to grab the Shtuka and a click judged against the target's outline. The
 * GameDef, wiring only.
 */
import type { GameDef } from '../../core/game.ts';
import { bots } from './bots.ts';
import { configSchema, MAX_SEATS, MIN_SEATS, parseShtukaConfig, type ShtukaConfig } from './config.ts';
import { parseMove } from './moves.ts';
import { screenLine } from './nouns.ts';
import { pictures } from './picture.ts';
import { actors, apply, awaiting, chat, deadline, forms, legalMoves, moveSpace, tick } from './rules.ts';
import { setup } from './setup.ts';
import type { ShtukaEvent, ShtukaMove, ShtukaState, ShtukaView } from './state.ts';
import { texts, title } from './texts.ts';
import { eventView, outcome, secrets, view } from './view.ts';

export const shtuka: GameDef<ShtukaConfig, ShtukaState, ShtukaMove, ShtukaEvent, ShtukaView> = {
  id: 'shtuka',
  title,
  type: { timing: 'turns', hiddenInformation: true, chance: true },
  configSchema,
  texts,
  seats: { min: MIN_SEATS, max: MAX_SEATS },
  parseConfig: parseShtukaConfig,
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
  fuzz: { moveSpace },
  forms: { forms },
  chat,
  // While the tie window after a first grab is open, grabs within `tieMs` of it are a tie.
  reactions: { tieMs: (s) => (!s.over && s.round.phase === 'grab' ? s.config.tieMs : null) },
  rounds: { ended: (s) => s.roundsEnded },
  // Nouns in a Shtuka-mode line: the host's analysers judge them, before the line is played (nouns.ts).
  language: { screen: screenLine },
  // The picture and the Blitz card reach clients only as images the host renders (picture.ts).
  pictures,
  bots,
  // A bot's point is drawn by the engine from its level (bots.ts); a player points.
  botMoves: ['find'],
  // Random clicks are almost never right, so a random game would not reach the track's end: ten rounds.
  // Shtuka and Gestures modes stay off: a random text there may be refused by a rule (a gesture with
  // letters), and a random playout plays only moves it may make.
  bench: { config: { roundLimit: 10, shtuka: false, gestures: false }, seats: 3 },
};

export type { ShtukaConfig } from './config.ts';
export { type Picture, pictureOf, pictures, taskCardOf } from './picture.ts';
export type { ShtukaEvent, ShtukaMove, ShtukaState, ShtukaView } from './state.ts';
