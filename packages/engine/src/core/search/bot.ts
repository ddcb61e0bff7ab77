/**
 * The search bot, written once against the contract. A bot is given only its seat's view, so the
 * search starts there: `search.fromView` rebuilds a full state behind the view, and every iteration
 * re-deals what the seat cannot know with `search.determinize` (the input's generator), so nothing
 * it searches on was ever hidden from it. It chooses among `input.legal` only; a decision with
 * nothing listed (open moves alone) goes to the fallback bot.
 */
import type { Bot, BotChoice, BotInput, GameDef } from '../game.ts';
import type { Seat, Tagged } from '../types.ts';
import { ismcts } from './ismcts.ts';
import { pimc } from './pimc.ts';
import type { Scoring } from './playout.ts';
import type { SearchSpec } from './spec.ts';

const MAX_PLAYOUT_MOVES = 5000;

/**
 * The game a bot searches, or a function returning it: a game's own `bots` record is built before the
 * game object exists (`searchLevels(() => durak, …)` inside `durak`), so it is looked up at the first decision.
 */
export type GameRef<C, S, M extends Tagged, E extends Tagged, V> = GameDef<C, S, M, E, V> | (() => GameDef<C, S, M, E, V>);

/** `ref`'s game, looked up once, at the first call. */
export function lazyGame<C, S, M extends Tagged, E extends Tagged, V>(ref: GameRef<C, S, M, E, V>): () => GameDef<C, S, M, E, V> {
  let game: GameDef<C, S, M, E, V> | null = typeof ref === 'function' ? null : ref;
  return () => (game ??= (ref as () => GameDef<C, S, M, E, V>)());
}

/** The state behind `view`, for a game that can rebuild one; throws otherwise. */
export function rebuilder<C, S, M extends Tagged, E extends Tagged, V>(game: GameDef<C, S, M, E, V>): (view: V, seat: Seat) => S {
  const fromView = game.search?.fromView;
  if (fromView === undefined) {
    throw new Error(`${game.id}: a search bot needs search.determinize and search.fromView (the state behind a view)`);
  }
  return fromView;
}

export function searchBot<C, S, M extends Tagged, E extends Tagged, V>(
  ref: GameRef<C, S, M, E, V>,
  spec: SearchSpec<S, M, V>,
): Bot<V, M> {
  if (!Number.isInteger(spec.iterations) || spec.iterations < 1) {
    throw new Error(`search bot ${spec.id}: iterations must be a positive integer, not ${spec.iterations}`);
  }
  const search = spec.method === 'ismcts' ? ismcts : pimc;
  const gameOf = lazyGame(ref);
  return {
    id: spec.id,
    searches: true,
    choose(input: BotInput<V, M>): BotChoice<M> | null {
      const legal = input.legal;
      if (legal.length === 0) return spec.fallback.choose(input);
      if (legal.length === 1) return { move: legal[0]! };
      const game = gameOf();
      const rounds = spec.rounds ?? game.rounds?.ended ?? null;
      // The honest path: the view, never a state, is all a bot is given; the search starts from the state behind it.
      const root = rebuilder(game)(input.view, input.seat);
      const scoring: Scoring<S> = {
        roundsAtRoot: rounds === null ? 0 : rounds(root),
        rounds,
        handReward: spec.handReward ?? null,
        maxMoves: spec.maxPlayoutMoves ?? MAX_PLAYOUT_MOVES,
      };
      const at = game.deadline(root) ?? 0;
      return { move: search(game, { root, at: Math.max(0, at - 1), seat: input.seat, legal, spec, scoring, rng: input.rng }) };
    },
  };
}

/** The budgets and the rest of a game's search levels (one spec, two budgets). */
export interface LevelSpec<S, M, V> extends Omit<SearchSpec<S, M, V>, 'id' | 'iterations' | 'fallback'> {
  readonly normal: number;
  readonly strong: number;
}

/**
 * A game's bots by level: `easy` (the game's heuristic bot, also under its old id `basic` so stored
 * tables still load), `normal` and `strong` (the search at two budgets). Spread it into `bots`:
 * `bots: { ...searchLevels(() => game, basicBot, { method: 'pimc', playout: basicBot, normal: 40, strong: 200 }) }`.
 */
export function searchLevels<C, S, M extends Tagged, E extends Tagged, V>(
  game: GameRef<C, S, M, E, V>,
  easy: Bot<V, M>,
  spec: LevelSpec<S, M, V>,
): Record<'easy' | 'basic' | 'normal' | 'strong', Bot<V, M>> {
  const { normal, strong, ...shared } = spec;
  return {
    easy: { id: 'easy', choose: (input) => easy.choose(input) },
    basic: easy,
    normal: searchBot(game, { ...shared, id: 'normal', iterations: normal, fallback: easy }),
    strong: searchBot(game, { ...shared, id: 'strong', iterations: strong, fallback: easy }),
  };
}
