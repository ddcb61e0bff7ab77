/**
 * One basic bot against three others over many one-hand matches, the basic
 * bot's seat rotating: how often it wins the hand and the mean penalty points
 * per hand on each side. Shared by the UNO and Svintus bot tests.
 */
import { type Bot, botMatch, type GameDef, type Tagged } from '../../src/index.ts';

export interface Duel {
  readonly hands: number;
  readonly wins: number;
  /** Mean penalty points per hand: the basic bot's, and one opponent's on average. */
  readonly basicPoints: number;
  readonly otherPoints: number;
  readonly summary: string;
}

export function oneAgainstThree<C, S, M extends Tagged, E extends Tagged, V>(
  game: GameDef<C, S, M, E, V>,
  config: C,
  basic: Bot<V, M>,
  other: Bot<V, M>,
  hands: number,
  seedBase: number,
): Duel {
  let wins = 0;
  let basicTotal = 0;
  let otherTotal = 0;
  for (let g = 0; g < hands; g++) {
    const seat = g % 4;
    const bots = [other, other, other, other];
    bots[seat] = basic;
    const { outcome } = botMatch(game, config, bots, seedBase + g);
    if (outcome.places[seat] === 1) wins++;
    outcome.scores!.forEach((p, s) => (s === seat ? (basicTotal += p) : (otherTotal += p / 3)));
  }
  const basicPoints = basicTotal / hands;
  const otherPoints = otherTotal / hands;
  const summary =
    `${game.id} basic vs 3 ${other.id}: basic won ${wins}/${hands} hands (${
      ((wins / hands) * 100).toFixed(1)
    }%, 25% by chance); ` +
    `mean penalty points per hand: basic ${basicPoints.toFixed(1)}, ${other.id} ${otherPoints.toFixed(1)}`;
  return { hands, wins, basicPoints, otherPoints, summary };
}
