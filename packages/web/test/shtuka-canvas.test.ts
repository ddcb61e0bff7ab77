import { describe, expect, it } from 'vitest';
import { joinPieces, strokePath } from '../src/games/shtuka/sketchpad.tsx';

const p = (x: number, y: number) => ({ x, y });

describe('Shtuka canvas', () => {
  it('draws the pieces of a streamed line as one line, and lines drawn apart apart', () => {
    const line = [[p(0, 0), p(10, 10)], [p(10, 10), p(20, 5)], [p(20, 5), p(30, 30)]];
    expect(joinPieces(line)).toEqual([[p(0, 0), p(10, 10), p(20, 5), p(30, 30)]]);
    const apart = [[p(0, 0), p(10, 10)], [p(50, 50), p(60, 60)], [p(70, 70)]];
    expect(joinPieces(apart)).toEqual(apart);
    // The pieces themselves are left as the server holds them.
    expect(line[0]).toEqual([p(0, 0), p(10, 10)]);
  });

  it('outlines a line as a closed SVG path, a dot too', () => {
    expect(strokePath([p(100, 100), p(200, 150), p(300, 120)])).toMatch(/^M[\d.]+,[\d.]+(L[\d.]+,[\d.]+)+Z$/);
    expect(strokePath([p(500, 500)])).toMatch(/^M.*Z$/);
  });
});
