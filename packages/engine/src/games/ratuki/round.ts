/**
 * The end of a round and of the game (RULES-DECISIONS#ratuki): OUT! ends the round at once;
 * each seat scores its score pile minus the cards left in its draw pile, junk pile and hand;
 * the game ends after the round in which some total passes the target (or after one round
 * with `singleRound`): the highest total wins, equal totals share the place.
 */
import { Rng } from '../../core/rng.ts';
import type { Outcome, Seat, Step } from '../../core/types.ts';
import { RATUKI } from './cards.ts';
import { dealRound, shuffledPiles } from './setup.ts';
import { type Draft, draft, type Event, type SeatState, type State } from './state.ts';

export const cardsLeft = (p: SeatState): number => p.hand.length + (p.draw.length - p.drawPos) + p.junkCount;

export const roundScore = (p: SeatState): number => p.scoreCount - cardsLeft(p);

/**
 * A dead centre: every place holds a stack or nobody has a 1 or a Ratuki left, and no card
 * left anywhere goes on any stack. The centre changes only by plays, so nothing can ever
 * be played again: the round ends at once (by `tick`, at the time of the play that killed it), with nobody out (a decision: the seed
 * and the published rules are silent on a blocked table).
 */
export function deadCentre(stacks: State['stacks'], players: readonly SeatState[]): boolean {
  let starters = 0;
  const fits = [0, 0, 0, 0, 0, 0];
  for (const p of players) {
    starters += p.left[1]! + p.left[RATUKI]!;
    for (let r = 0; r < 6; r++) fits[r]! += p.left[r]!;
  }
  if (fits[RATUKI]! > 0) {
    // A Ratuki takes any stack and starts one in any empty place.
    return false;
  }
  for (const s of stacks) {
    if (s === null) {
      if (starters > 0) return false;
      continue;
    }
    if ((s.value > 1 && fits[s.value - 1]! > 0) || fits[s.value + 1]! > 0) return false;
  }
  return true;
}

/** Places by totals, highest first; equal totals share a place (competition ranking). */
export function placesBy(totals: readonly number[]): number[] {
  return totals.map((t) => 1 + totals.filter((u) => u > t).length);
}

/** End the round at `at` (OUT by `out`, or a dead centre when null): the final position stays until the next deal. */
export function endRound(u: Draft, out: Seat | null, at: number): void {
  const s = u.edit();
  const scores = s.players.map(roundScore);
  const totals = s.totals.map((t, i) => t + scores[i]!);
  const result = { round: s.round, scores, totals, out, endedAt: at };
  const gameOver = s.config.singleRound || totals.some((t) => t > s.config.target);
  u.emit({ kind: 'round-over', round: s.round, out, scores, totals, gameOver, at });
  s.phase = gameOver ? 'over' : 'between';
  s.startsAt = at + s.config.pauseMs;
  s.totals = totals;
  s.history = [...s.history, result];
  s.lastAt = at;
}

/** Deal the next round at `at`: every seat gathers its own colour and shuffles it. */
function nextRound(state: State, at: number): Step<State, Event> {
  const rng = Rng.fromState(state.rng);
  const piles = shuffledPiles(state.seats, rng);
  const next = dealRound(state, state.round + 1, piles, rng, at);
  return { state: next, events: [{ kind: 'deal', round: next.round, startsAt: next.startsAt }] };
}

export function outcome(state: State): Outcome | null {
  if (state.phase !== 'over') return null;
  return { places: placesBy(state.totals), scores: state.totals };
}

/** The end of the countdown, the end of the pause between rounds, and at once when the centre is dead. */
export function deadline(state: State): number | null {
  if (state.phase === 'countdown' || state.phase === 'between') return state.startsAt;
  return state.phase === 'playing' && state.dead ? state.lastAt : null;
}

/** Between rounds: the next deal. At the end of the countdown: "Ratuki!", and everyone plays at once. */
export function tick(state: State, at: number): Step<State, Event> | null {
  if (state.phase === 'playing') {
    if (!state.dead || at < state.lastAt) return null;
    const u = draft(state);
    endRound(u, null, state.lastAt);
    return u.step();
  }
  if (at < state.startsAt) return null;
  if (state.phase === 'between') return nextRound(state, state.startsAt);
  if (state.phase !== 'countdown') return null;
  const u = draft(state);
  u.set('phase', 'playing');
  u.set('lastAt', state.startsAt);
  u.emit({ kind: 'go', round: state.round, at: state.startsAt });
  return u.step();
}
