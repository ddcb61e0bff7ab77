import { uno } from '../../src/games/uno/index.ts';
import { conformance } from '../../src/testing/conformance.ts';

// Random UNO hands are long enough (a uniform player still draws whenever nothing fits, and
// calls, catches and jump-ins add moves) that a few playouts per table cover many positions;
// one table keeps the official draw-at-will rule, whose random hands run to about 2,000 moves.
// Gaps up to 2 s between moves put calls, late calls, catches and jump-ins at random moments.
conformance(uno, {
  tables: [
    { config: { rounds: 1 }, seats: [2, 4, 10] },
    { config: { rounds: 1, mayDrawInstead: true }, seats: [3] },
    { config: { rounds: 2, jumpIn: true, stacking: true }, seats: [3] },
    { config: { scoring: 'race', raceTarget: 100 }, seats: [3] },
  ],
  playouts: 4,
  deepPlayouts: 1,
  maxMoves: 200_000,
  maxGapMs: 2000,
});

// Penalty mode makes random hands far longer (each random wrong card costs 2 cards; a random
// 4-seat hand takes 500 to 60,000 moves, median about 10,000, as hands grow with every wrong
// card): one playout, cheap checks only; views and determinization of the same engine are
// checked deeply above. The seed is chosen for a hand of about 5,700 moves, to keep this
// within the test-time budget.
conformance(uno, {
  tables: [{ config: { rounds: 1, penaltyMode: true, jumpIn: true }, seats: [4] }],
  playouts: 1,
  deepPlayouts: 0,
  maxMoves: 1_000_000,
  maxGapMs: 2000,
  firstSeed: 18,
});
