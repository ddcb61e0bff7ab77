import { svintus } from '../../src/games/svintus/index.ts';
import { conformance } from '../../src/testing/conformance.ts';

// Gaps up to 2 s between moves against a 1 s slap window and 150 ms ties: slap windows
// close by their deadline as often as by the last press, and interceptions, calls and
// catches land at random moments.
conformance(svintus, {
  tables: [
    { config: { rounds: 1, slapWindowMs: 1000 }, seats: [2, 4] },
    { config: { rounds: 2, tieWindowMs: 1000, slapWindowMs: 3000 }, seats: [3] },
    { config: { scoring: 'race', raceTarget: 20 }, seats: [5] },
  ],
  playouts: 30,
  deepPlayouts: 3,
  maxMoves: 200_000,
  maxGapMs: 2000,
});

// Ten seats: every check runs for eleven viewers, so fewer playouts.
conformance(svintus, {
  tables: [{ config: { rounds: 1 }, seats: [10] }],
  playouts: 5,
  deepPlayouts: 1,
  maxMoves: 200_000,
  maxGapMs: 2000,
});
