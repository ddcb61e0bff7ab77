/** Thousand's `search.fromView`: the state behind a seat's view shows that view again (test/shared/from-view.ts). */
import { describe, expect, it } from 'vitest';
import { thousand } from '../../src/games/thousand/index.ts';
import { checkFromView } from '../shared/from-view.ts';

describe('thousand: the state behind a seat view', () => {
  for (const seats of [2, 3, 4]) {
    it(`${seats} seats on the default settings: the view again, the same actors and legal moves`, () => {
      expect(checkFromView(thousand, { dealLimit: 3 }, seats, 12)).toBeGreaterThan(100);
    });
  }
});
