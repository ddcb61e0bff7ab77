/** The fake game used by the server tests obeys the engine contract (the shared conformance suite). */
import { conformance } from '@kozyr/engine/testing/conformance.ts';
import { fakeGame } from './fake-game.ts';

conformance(fakeGame, {
  tables: [
    { config: {}, seats: [2, 3, 4] },
    { config: { turns: 5, windowMs: 100 }, seats: [2, 3] },
  ],
  playouts: 30,
  deepPlayouts: 5,
  maxGapMs: 200,
});
