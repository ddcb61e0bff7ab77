/** Decision 12: a series to N losses — the next deal, and the outcome of a game or a series. */
import { Rng } from '../../core/rng.ts';
import type { Outcome, Step } from '../../core/types.ts';
import { CODES, deckIds } from './cards.ts';
import { dealGame } from './setup.ts';
import type { Event, State } from './state.ts';

export function deadline(state: State): number | null {
  return state.deal.nextDealAt;
}

/** Deal the next game, shuffled with the state's generator; the previous durak is attacked first. */
export function tick(state: State, at: number): Step<State, Event> | null {
  const deal = state.deal;
  if (deal.nextDealAt === null || at < deal.nextDealAt) return null;
  const rng = Rng.fromState(deal.rng);
  const order = rng.shuffle(deckIds(state.config));
  const places = deal.lastPlaces!;
  // A durak holds the last place alone; after a draw nobody is attacked first by rule (lowest trump again).
  const last = places.filter((p) => p === state.seats);
  const durak = last.length === 1 ? places.indexOf(state.seats) : null;
  const next = dealGame(state.config, state.seats, order, {
    rng: rng.state(),
    game: deal.game + 1,
    losses: deal.losses,
    lastPlaces: places,
    attackedFirst: durak,
  });
  return {
    state: next,
    events: [{
      kind: 'deal',
      game: next.deal.game,
      trumpCard: CODES[next.deal.trumpCard]!,
      attacker: next.attacker,
      defender: next.defender,
    }],
  };
}

/** Competition ranking of `scores`, lower is better: ties share a place ("1224"). */
function placesByLosses(losses: readonly number[]): number[] {
  return losses.map((l) => 1 + losses.filter((m) => m < l).length);
}

/** Games of the series that have ended (each with its `round-over`): the game in play does not count yet. */
export function roundsEnded(state: State): number {
  const deal = state.deal;
  return deal.over || deal.nextDealAt !== null ? deal.game : deal.game - 1;
}

export function outcome(state: State): Outcome | null {
  const deal = state.deal;
  if (!deal.over) return null;
  // A single game is ranked by its own places; a series by losses (fewer is better).
  const places = state.config.series === 1 ? deal.lastPlaces! : placesByLosses(deal.losses);
  return { places, scores: deal.losses, lowerScoreWins: true };
}
