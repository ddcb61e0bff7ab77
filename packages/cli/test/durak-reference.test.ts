/** The bench's yardstick plays the very games of the engine: same seeds, same choices, same moves and places. */
import { gameById, randomPlayout } from '@kozyr/engine';
import { describe, expect, it } from 'vitest';
import { type ReferenceConfig, referencePlayout } from '../src/bench/durak-reference.ts';

const TABLES: readonly [Record<string, unknown>, number][] = [
  [{ variant: 'podkidnoy', deck: 36 }, 2],
  [{ variant: 'perevodnoy', deck: 36 }, 4],
  [{ variant: 'porozhniy', deck: 52, throwIn: 'neighbours', firstBoutLimit: 6 }, 5],
  [{ variant: 'perevodnoy', deck: 24, dealSize: 4, throwIn: 'neighbours' }, 6],
];

describe('durak reference playout', () => {
  for (const [raw, seats] of TABLES) {
    it(`plays the engine's games: ${JSON.stringify(raw)} at ${seats} seats, 500 seeds`, () => {
      const durak = gameById('durak')!;
      const config = durak.parseConfig(raw, seats);
      if (!config.ok) throw new Error(config.error.message.en);
      for (let seed = 0; seed < 500; seed++) {
        const engine = randomPlayout(durak, config.value, seats, seed);
        const reference = referencePlayout(config.value as ReferenceConfig, seats, seed);
        expect({ seed, moves: reference.moves, places: reference.places }).toEqual({
          seed,
          moves: engine.moves,
          places: engine.outcome.places,
        });
      }
    });
  }
});
