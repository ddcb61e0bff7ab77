/**
 * A search level that plays at a person's pace, for games with races and reaction windows
 * (`BOT_SPEEDS`: the search decides what to play, not how fast). The level's easy bot is asked
 * first: a race it answers (a call, a catch, a slap, a gesture) or lets pass is its answer, timed
 * by it; a decision of the seat's own goes to the search, among the seat's own moves only, and
 * is played at the delay the easy bot would have taken.
 */
import type { Bot, BotChoice, BotInput, MoveForm, ReactionRange } from '../game.ts';
import type { Rng } from '../rng.ts';
import type { Seat, Tagged } from '../types.ts';

/** The input with only the seat's own moves listed (the view stays lazy: it is read through). */
class OwnMoves<V, M> implements BotInput<V, M> {
  constructor(private readonly input: BotInput<V, M>, readonly legal: readonly M[]) {}
  get view(): V {
    return this.input.view;
  }
  get seat(): Seat {
    return this.input.seat;
  }
  get forms(): readonly MoveForm[] {
    return this.input.forms;
  }
  get rng(): Rng {
    return this.input.rng;
  }
  get reaction(): ReactionRange | undefined {
    return this.input.reaction;
  }
}

/**
 * `search` deciding the moves `own` says are the seat's own decisions (a move of its turn, not a
 * race), `easy` everything else and the pace of everything.
 */
export function pacedSearch<V, M extends Tagged>(
  easy: Bot<V, M>,
  search: Bot<V, M>,
  own: (move: M, input: BotInput<V, M>) => boolean,
): Bot<V, M> {
  return {
    id: search.id,
    searches: search.searches,
    choose(input: BotInput<V, M>): BotChoice<M> | null {
      const quick = easy.choose(input);
      if (quick === null || !own(quick.move, input)) return quick;
      // The easy bot's move first: a search that breaks ties by order keeps it unless another does better.
      const first = JSON.stringify(quick.move);
      const legal = [quick.move, ...input.legal.filter((m) => own(m, input) && JSON.stringify(m) !== first)];
      if (legal.length < 2) return quick;
      const chosen = search.choose(new OwnMoves(input, legal));
      return chosen === null ? quick : { ...quick, move: chosen.move };
    },
  };
}

/**
 * A game's bots by level: `easy` (its heuristic bot, also under its old id `basic` so stored
 * tables still load) and `normal` and `strong`, each `search` at its budget, paced by `easy`.
 */
export function pacedLevels<V, M extends Tagged>(
  easy: Bot<V, M>,
  budgets: { readonly normal: number; readonly strong: number; },
  search: (id: 'normal' | 'strong', iterations: number) => Bot<V, M>,
  own: (move: M, input: BotInput<V, M>) => boolean,
): Record<'easy' | 'basic' | 'normal' | 'strong', Bot<V, M>> {
  return {
    easy: { id: 'easy', choose: (input) => easy.choose(input) },
    basic: easy,
    normal: pacedSearch(easy, search('normal', budgets.normal), own),
    strong: pacedSearch(easy, search('strong', budgets.strong), own),
  };
}
