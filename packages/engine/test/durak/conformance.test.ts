/** The shared conformance suite over every Durak setting: variants × decks × seat counts, throw-in rules, limits, deal sizes, series. */
import { describe, expect, it } from 'vitest';
import { randomPlayout } from '../../src/core/autoplay.ts';
import { durak } from '../../src/games/durak/index.ts';
import { conformance } from '../../src/testing/conformance.ts';

conformance(durak, {
  // 10 (was 15): every seat allowed to throw in now answers `done`, so games are 30-90% longer (more with
  // more seats); 10 playouts check about as many positions as 15 did, in about the same time.
  playouts: 10,
  deepPlayouts: 2,
  tables: [
    { config: {}, seats: [2, 3, 4, 5, 6] },
    { config: { variant: 'perevodnoy' }, seats: [2, 3, 4, 6] },
    { config: { variant: 'perevodnoy', deck: 52, throwIn: 'neighbours' }, seats: [3, 5] },
    { config: { variant: 'joker' }, seats: [2, 3, 4] },
    { config: { variant: 'joker', deck: 52 }, seats: [2, 4, 6] },
    { config: { variant: 'joker', deck: 24 }, seats: [2, 4] },
    { config: { variant: 'joker', deck: 32 }, seats: [5] },
    { config: { variant: 'pustushka' }, seats: [2, 3] },
    { config: { variant: 'pustushka', deck: 52 }, seats: [2, 5] },
    { config: { variant: 'pustushka', deck: 32 }, seats: [2, 5] },
    { config: { variant: 'pustushka', deck: 24, throwIn: 'neighbours' }, seats: [4] },
    { config: { variant: 'porozhniy' }, seats: [2, 3, 4] },
    { config: { variant: 'porozhniy', deck: 32, dealSize: 5 }, seats: [2, 6] },
    { config: { variant: 'japanese' }, seats: [2, 3, 4] },
    { config: { variant: 'japanese', deck: 52 }, seats: [2, 6] },
    { config: { variant: 'japanese', deck: 24, firstBoutLimit: 6 }, seats: [3] },
    { config: { throwIn: 'neighbours' }, seats: [4, 5, 6] },
    { config: { firstBoutLimit: 6 }, seats: [2, 3] },
    { config: { deck: 52, dealSize: 12 }, seats: [2, 4] },
    { config: { deck: 24, dealSize: 1 }, seats: [2, 3] },
    { config: { deck: 24, dealSize: 4, variant: 'joker' }, seats: [6] },
    { config: { series: 2 }, seats: [2, 3, 4] },
    { config: { series: 3, variant: 'joker', deck: 52 }, seats: [2] },
  ],
});

describe('durak: rounds counted from the state', () => {
  it('a playout gives the rounds the scan of its events gives (games of a series)', () => {
    // Without the capability randomPlayout counts the round-over events of every step.
    const scanning = { ...durak, rounds: undefined };
    for (const [config, seats] of [[{ series: 3 }, 3], [{ series: 2, variant: 'perevodnoy' }, 2], [{}, 4]] as const) {
      const c = durak.parseConfig(config, seats);
      if (!c.ok) throw new Error(c.error.code);
      for (let seed = 1; seed <= 30; seed++) {
        const fast = randomPlayout(durak, c.value, seats, seed);
        expect(fast).toEqual(randomPlayout(scanning, c.value, seats, seed));
        if (config.series === undefined) expect(fast.rounds).toBe(1);
        else expect(fast.rounds).toBeGreaterThanOrEqual(config.series);
      }
    }
  });
});
