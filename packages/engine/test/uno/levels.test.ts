/** UNO's bot levels: easy (basic), normal and strong play a table together; the search does change moves. */
import { describe, expect, it } from 'vitest';
import { uno } from '../../src/games/uno/index.ts';
import { playLevels } from '../shared/search-levels.ts';

describe('uno bot levels', () => {
  it('every level plays legal moves to the end; the search leaves the basic move where its playouts say so', () => {
    const { decisions, changed } = playLevels(uno, { rounds: 1 }, 4, [1, 2, 3]);
    expect(decisions).toBeGreaterThan(20);
    expect(changed).toBeGreaterThan(0);
    expect(changed).toBeLessThan(decisions);
  });
});
