/** A new Shtuka table: the first seat explains first; the first round's picture and task are dealt from the seed. */
import { Rng } from '../../core/rng.ts';
import { type DealSource, ok, type Result } from '../../core/types.ts';
import { type ShtukaConfig, teamsAt } from './config.ts';
import { dealRound, themeOrder } from './round.ts';
import type { ShtukaState } from './state.ts';

export function setup(config: ShtukaConfig, seats: number, source: DealSource): Result<ShtukaState> {
  const rng = Rng.seeded(source.seed);
  const order = themeOrder(rng);
  const round = dealRound(rng, config, order, 1, null);
  const teams = teamsAt(config, seats);
  return ok({
    config,
    seats,
    rng: rng.state(),
    teams,
    scores: Array.from({ length: teams === 0 ? seats : teams }, () => 0),
    explainer: 0,
    roundNo: 1,
    roundsEnded: 0,
    themeOrder: order,
    over: false,
    round,
    last: null,
  });
}
