/** The shared conformance suite: no places, each place alone, and all places, on 2–6 seats. */
import { pupupuk } from '../../src/games/pupupuk/index.ts';
import { placeKey, PLACES } from '../../src/games/pupupuk/places.ts';
import { conformance } from '../../src/testing/conformance.ts';

conformance(pupupuk, {
  playouts: 6,
  deepPlayouts: 2,
  maxGapMs: 3000,
  chatWords: ['пук', 'ХОД', 'Очко'],
  tables: [
    { config: {}, seats: [2, 3, 4, 5, 6] },
    ...PLACES.map((p) => ({ config: { [placeKey(p)]: true, relayMinMs: 10000, relayMaxMs: 30000 }, seats: [2, 4] })),
    { config: { allPlaces: true, relayMinMs: 10000, relayMaxMs: 20000 }, seats: [2, 3, 4, 5, 6] },
  ],
});
