/**
 * Perfect-information Monte Carlo over paired worlds, for games whose moves differ by little
 * against the luck of the deal (UNO, Svintus, Pu-Pu-Puk): every iteration draws one
 * determinization and one playout generator and plays every candidate move in that same world
 * with the same generator, so the moves are compared on equal luck (common random numbers)
 * and a difference of a few per cent shows within the budget. The budget is counted in
 * playouts (iterations), never in wall time. The first listed move stays unless another
 * beats it clearly (by `sure` standard errors of the paired differences): list the fallback's choice
 * first, and a search too short to tell moves apart plays it.
 */
import type { Bot, BotChoice, BotInput } from '../game.ts';
import { Rng } from '../rng.ts';
import type { Seat, Tagged } from '../types.ts';
import { type GameRef, lazyGame, rebuilder } from './bot.ts';
import { playout, type Position, reward, type Scoring, step } from './playout.ts';

export interface PairedSpec<S, M, V> {
  readonly id: string;
  /** Playouts per decision: worlds × candidate moves, at least one world. */
  readonly iterations: number;
  readonly playout: Bot<V, M>;
  readonly handReward: (state: S, seat: Seat) => number;
  readonly rounds: (state: S) => number;
  readonly maxPlayoutMoves?: number;
  /**
   * How many standard errors of the paired differences a move must gain over the first one to
   * replace it (default 2). With many moves to choose from, some beat the first by luck: a game
   * whose moves differ by little asks more.
   */
  readonly sure?: number;
}

export function pairedPimc<C, S, M extends Tagged, E extends Tagged, V>(
  ref: GameRef<C, S, M, E, V>,
  spec: PairedSpec<S, M, V>,
): Bot<V, M> {
  const gameOf = lazyGame(ref);
  return {
    id: spec.id,
    searches: true,
    choose(input: BotInput<V, M>): BotChoice<M> | null {
      const legal = input.legal;
      if (legal.length === 0) return null;
      if (legal.length === 1) return { move: legal[0]! };
      const game = gameOf();
      const root = rebuilder(game)(input.view, input.seat);
      const scoring: Scoring<S> = {
        roundsAtRoot: spec.rounds(root),
        rounds: spec.rounds,
        handReward: spec.handReward,
        maxMoves: spec.maxPlayoutMoves ?? 5000,
      };
      const at = game.deadline(root) ?? 0;
      // Per move, the sum and the sum of squares of its reward less the first move's, world by world.
      const gain = new Array<number>(legal.length).fill(0);
      const gain2 = new Array<number>(legal.length).fill(0);
      const worlds = Math.max(2, Math.floor(spec.iterations / legal.length));
      const rewards = new Array<number>(legal.length);
      for (let w = 0; w < worlds; w++) {
        const world = game.search!.determinize(root, input.seat, input.rng);
        const luck = input.rng.int(0x7fffffff);
        for (let i = 0; i < legal.length; i++) {
          const pos: Position<S> = { state: world, at };
          rewards[i] = 0;
          if (!step(game, pos, input.seat, legal[i]!)) continue;
          playout(game, pos, spec.playout, Rng.seeded(luck), scoring);
          rewards[i] = reward(game, pos.state, scoring, input.seat);
        }
        for (let i = 1; i < legal.length; i++) {
          const d = rewards[i]! - rewards[0]!;
          gain[i]! += d;
          gain2[i]! += d * d;
        }
      }
      // The first move stays unless another beats it by more than `sure` standard errors of the paired differences.
      const sure = spec.sure ?? 2;
      let best = 0;
      let bestMean = 0;
      for (let i = 1; i < legal.length; i++) {
        const mean = gain[i]! / worlds;
        const se = Math.sqrt(Math.max(0, gain2[i]! / worlds - mean * mean) / (worlds - 1));
        if (mean > sure * se && mean > bestMean) {
          best = i;
          bestMean = mean;
        }
      }
      return { move: legal[best]! };
    },
  };
}
