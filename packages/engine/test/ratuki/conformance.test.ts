/**
 * The shared conformance suite on 2–5 seats. The play-rate cap is off here: the suite applies
 * every legal move of every seat at one instant, which the cap would refuse as too fast (the
 * cap has its own rule test). Multi-round tables use a low target so random games end.
 */
import { ratuki } from '../../src/games/ratuki/index.ts';
import { conformance } from '../../src/testing/conformance.ts';

conformance(ratuki, {
  playouts: 12,
  deepPlayouts: 2,
  maxMoves: 20_000,
  maxGapMs: 400,
  tables: [
    { config: { singleRound: true, minGapMs: 0 }, seats: [2, 3, 4, 5] },
    { config: { minGapMs: 0, countdownMs: 1500, target: 20 }, seats: [2, 3] },
    { config: { singleRound: true, minGapMs: 0, countdownMs: 0 }, seats: [2, 5] },
  ],
});
