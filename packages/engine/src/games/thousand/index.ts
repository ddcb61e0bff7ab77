/** Thousand (1000) on the engine contract: wiring only; the rules live in the modules named here. */
import type { GameDef } from '../../core/game.ts';
import { searchLevels } from '../../core/search/index.ts';
import { cardSecrets } from '../../core/secrets.ts';
import type { Outcome } from '../../core/types.ts';
import { apply } from './apply.ts';
import { basicBot, bots } from './bots.ts';
import { type Config, parseConfig, thousandSchema } from './config.ts';
import { determinize } from './determinize.ts';
import { stateFromView } from './from-view.ts';
import { actors, legalMoves } from './legal.ts';
import { moveSpace, parseMove } from './moves.ts';
import { thousandSearch } from './search.ts';
import { setup } from './setup.ts';
import type { Event, Move, State, View } from './state.ts';
import { texts, title } from './texts.ts';
import { eventView, view } from './view.ts';
import { allCards, zones } from './zones.ts';

/** Places by score, higher is better; equal scores share a place. */
export function outcome(s: State): Outcome | null {
  if (s.phase !== 'over') return null;
  const places = s.scores.map((v) => 1 + s.scores.filter((w) => w > v).length);
  return { places, scores: s.scores };
}

export const thousand: GameDef<Config, State, Move, Event, View> = {
  id: 'thousand',
  title,
  type: { timing: 'turns', hiddenInformation: true, chance: true },
  configSchema: thousandSchema,
  texts,
  seats: { min: 2, max: 4 },
  parseConfig,
  setup,
  actors,
  // One seat acts at a time (the bidder, the declarer with the talon, the player in turn): the table waits on it.
  awaiting: actors,
  legalMoves,
  parseMove,
  apply,
  deadline: () => null,
  tick: () => null,
  view,
  eventView,
  outcome,
  // Every secret of Thousand is a card (hands split by who knows which card, talons, two players' discards).
  secrets: (s) => cardSecrets(zones(s)),
  cards: { zones, cards: allCards },
  search: { determinize, fromView: stateFromView },
  fuzz: { moveSpace },
  // easy: the basic heuristic (also under its old id `basic`); normal and strong: the search (search.ts); random: a player who knows the rules.
  bots: { ...bots, ...searchLevels(() => thousand, basicBot, thousandSearch) },
  // Random players (a person who knows only the rules) play whole tables to 1000 (rounds = deals); uniformly
  // random declarers never make a contract, so the uniform-moves table stays capped at 100 deals.
  bench: { config: { dealLimit: 100 }, seats: 3, players: 'random', playersConfig: {} },
};
