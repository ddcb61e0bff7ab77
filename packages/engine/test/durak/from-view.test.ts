/** Durak's `search.fromView`: the state behind a seat's view shows that view again (test/shared/from-view.ts). */
import { describe, expect, it } from 'vitest';
import { durak } from '../../src/games/durak/index.ts';
import { checkFromView } from '../shared/from-view.ts';

const TABLES: readonly [Record<string, unknown>, number][] = [
  [{ variant: 'podkidnoy', deck: 36 }, 2],
  [{ variant: 'perevodnoy', deck: 36 }, 3],
  [{ variant: 'joker', deck: 52, throwIn: 'neighbours' }, 4],
  [{ variant: 'pustushka', deck: 24, series: 3 }, 3],
  [{ variant: 'porozhniy', deck: 32 }, 3],
  [{ variant: 'japanese', deck: 36, firstBoutLimit: 6 }, 6],
];

describe('durak: the state behind a seat view', () => {
  for (const [config, seats] of TABLES) {
    it(`${JSON.stringify(config)} at ${seats} seats: the view again, the same actors and legal moves`, () => {
      expect(checkFromView(durak, config, seats, 4)).toBeGreaterThan(100);
    });
  }
});
