/** Pu-Pu-Puk, the sum-to-21 game of seed 000 (RULES-DECISIONS#sum-to-21): the GameDef, wiring only. */
import type { GameDef } from '../../core/game.ts';
import { ok } from '../../core/types.ts';
import { basicBot, randomBot } from './bots.ts';
import { type Config, configSchema, MAX_SEATS, MIN_SEATS, parseConfig } from './config.ts';
import { determinize } from './determinize.ts';
import { stateFromView } from './from-view.ts';
import { actors, awaiting, legalMoves } from './legal.ts';
import { moveSpace, parseMove } from './moves.ts';
import { applyMove, chat, ctx, deadline, done, reactionOpen, tick } from './rules.ts';
import { pupupukLevels } from './search.ts';
import { outcome, setup } from './setup.ts';
import type { Event, Move, State, View } from './state.ts';
import { texts, title } from './texts.ts';
import { cards, eventView, secrets, view, zones } from './view.ts';

export const pupupuk: GameDef<Config, State, Move, Event, View> = {
  id: 'pupupuk',
  title,
  type: { timing: 'turns', hiddenInformation: true, chance: true },
  configSchema,
  texts,
  seats: { min: MIN_SEATS, max: MAX_SEATS },
  parseConfig,
  setup,
  actors,
  awaiting,
  legalMoves,
  parseMove,
  apply(state, seat, move, at) {
    const c = ctx(state, at);
    const refused = applyMove(c, seat, move);
    return refused === null ? ok(done(c)) : { ok: false, error: refused };
  },
  deadline,
  tick,
  view,
  eventView,
  outcome,
  outcomeShape: () => 'points',
  secrets,
  cards: { zones, cards },
  search: { determinize, fromView: stateFromView },
  fuzz: { moveSpace },
  chat: (state, seat, _text, at) => chat(state, seat, at),
  reactions: { tieMs: (s) => (reactionOpen(s) ? s.config.tieWindowMs : null) },
  // easy: the basic heuristic (also under its old id `basic`); normal and strong: the search (search.ts).
  bots: { ...pupupukLevels(() => pupupuk, basicBot), random: randomBot },
  // Four players, every place enabled (one drawn per round), by the game's random players.
  bench: { config: { allPlaces: true }, seats: 4, players: 'random' },
};

export type { Config } from './config.ts';
export type { Event, Move, State, View } from './state.ts';
