/**
 * From an engine outcome to what a table reports. Penalty points are what the engine scores where
 * fewer is better (UNO's and Svintus's tournament scoring); where more is better, a seat's penalty is
 * how far it finished behind the best score at the table, so the winner of the hand takes none.
 */
import type { Outcome } from '@kozyr/engine';
import type { GameResult } from './types.ts';

export function penaltiesOf(outcome: Outcome): number[] | null {
  const scores = outcome.scores;
  if (scores === undefined) return null;
  if (outcome.lowerScoreWins === true) return scores.slice();
  const best = Math.max(...scores);
  return scores.map((s) => best - s);
}

/**
 * The result of one finished game (for club rounds: one hand) for a `result` event, with the seats
 * that were played by a stand-in for a no-show. Seats that are not players (a null place) come last.
 */
export function gameResultOf(outcome: Outcome, noShows: readonly string[] = []): GameResult {
  const places = outcome.places.map((p) => p ?? outcome.places.length);
  const penalties = penaltiesOf(outcome);
  return { places, ...(penalties !== null ? { hands: [penalties] } : {}), ...(noShows.length > 0 ? { noShows } : {}) };
}
