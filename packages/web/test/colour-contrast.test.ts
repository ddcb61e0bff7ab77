/**
 * The colour buttons of UNO and Svintus (choose a colour, play a wild as a
 * colour) are painted in the colour itself: their text must read on it, at
 * WCAG AA's 4.5:1 for normal text (the axe check of the table page only sees
 * them when a game happens to ask for a colour).
 */
import { describe, expect, it } from 'vitest';
import { COLOUR_FILL, colourButtonStyle } from '../src/cards/shedding-faces.ts';

/** WCAG 2 relative luminance of a #rgb or #rrggbb colour. */
function luminance(hex: string): number {
  const h = hex.length === 4 ? [...hex.slice(1)].map((c) => c + c).join('') : hex.slice(1);
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(h.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('colour buttons', () => {
  it('the contrast helper knows black on white (21:1) and white on white (1:1)', () => {
    expect(contrast('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrast('#fff', '#ffffff')).toBeCloseTo(1, 5);
  });

  for (const colour of Object.keys(COLOUR_FILL)) {
    it(`the ${colour} button's text reads on its fill (at least 4.5:1)`, () => {
      const { background, color } = colourButtonStyle(colour);
      expect(contrast(color, background)).toBeGreaterThanOrEqual(4.5);
    });
  }
});
