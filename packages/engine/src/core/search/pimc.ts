/**
 * Perfect-information Monte Carlo: the seat's own legal moves are the arms of a bandit (UCB1);
 * each iteration draws a fresh determinization, plays the chosen arm in it and plays the hand out
 * with the playout policy. The move with the best mean reward is chosen.
 */
import type { GameDef } from '../game.ts';
import type { Rng } from '../rng.ts';
import type { Seat, Tagged } from '../types.ts';
import { playout, type Position, reward, type Scoring, step } from './playout.ts';
import type { SearchSpec } from './spec.ts';

export function pimc<C, S, M extends Tagged, E extends Tagged, V>(
  game: GameDef<C, S, M, E, V>,
  root: S,
  at: number,
  seat: Seat,
  legal: readonly M[],
  spec: SearchSpec<S, M, V>,
  scoring: Scoring<S>,
  rng: Rng,
): M {
  const k = legal.length;
  const visits = new Array<number>(k).fill(0);
  const totals = new Array<number>(k).fill(0);
  const c = spec.exploration ?? 0.7;
  const determinize = game.search!.determinize;
  for (let it = 0; it < spec.iterations; it++) {
    let arm = it;
    if (it >= k) {
      const logN = Math.log(it);
      let best = -Infinity;
      for (let i = 0; i < k; i++) {
        const u = totals[i]! / visits[i]! + c * Math.sqrt(logN / visits[i]!);
        if (u > best) {
          best = u;
          arm = i;
        }
      }
    }
    const pos: Position<S> = { state: determinize(root, seat, rng), at };
    visits[arm]!++;
    if (!step(game, pos, seat, legal[arm]!)) continue;
    playout(game, pos, spec.playout, rng, scoring);
    totals[arm]! += reward(game, pos.state, scoring, seat);
  }
  let choice = 0;
  let bestMean = -Infinity;
  for (let i = 0; i < k; i++) {
    const mean = visits[i]! === 0 ? -Infinity : totals[i]! / visits[i]!;
    if (mean > bestMean) {
      bestMean = mean;
      choice = i;
    }
  }
  return legal[choice]!;
}
