/** The catalogue, the themes and the picture: generated from the seed alone, the target exactly once, clicks judged against the outline. */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/core/rng.ts';
import { LANGS } from '../../src/core/types.ts';
import { CATALOGUE, CATEGORIES, COLOURS, TRAITS } from '../../src/games/shtuka/items.ts';
import { generateLayout, hits, middleOf, PICTURE, type Placed } from '../../src/games/shtuka/layout.ts';
import { THEME, type ThemeId, themeItems, THEMES } from '../../src/games/shtuka/themes.ts';

const layoutOf = (seed: number, theme: ThemeId = 'museum', count = 220, avoid: number | null = null) =>
  generateLayout(Rng.seeded(seed), theme, count, avoid);

describe('the catalogue', () => {
  it('has at least 200 items, each with a known category, colour and traits, a name in every language and an outline inside 32×32', () => {
    expect(CATALOGUE.length).toBeGreaterThanOrEqual(200);
    expect(new Set(CATALOGUE.map((i) => i.icon)).size).toBe(CATALOGUE.length);
    for (const item of CATALOGUE) {
      expect(CATEGORIES, item.icon).toContain(item.category);
      expect(COLOURS, item.icon).toContain(item.colour);
      for (const t of item.traits) expect(TRAITS, item.icon).toContain(t);
      for (const lang of LANGS) expect(item.words[lang].length, `${item.icon} ${lang}`).toBeGreaterThan(0);
      const [x0, y0, x1, y1] = item.box;
      expect(0 <= x0 && x0 < x1 && x1 <= 32 && 0 <= y0 && y0 < y1 && y1 <= 32, `${item.icon} box ${item.box.join(',')}`).toBe(
        true,
      );
      // A drawing covers a good part of its view box: an item is never a speck on the picture.
      expect((x1 - x0) * (y1 - y0), item.icon).toBeGreaterThan(32 * 32 / 4);
    }
  });

  it("has at least eight themes, the seed's four among them, each with enough items for look-alikes", () => {
    expect(THEMES.length).toBeGreaterThanOrEqual(8);
    expect(THEMES).toEqual(expect.arrayContaining(['museum', 'hell', 'sock', 'love']));
    for (const theme of THEMES) {
      expect(THEME[theme].background).toMatch(/^#[0-9a-f]{6}$/);
      expect(themeItems(theme).length, theme).toBeGreaterThanOrEqual(40);
    }
  });
});

describe('the picture', () => {
  it('is the same for the same seed and different for another', () => {
    expect(layoutOf(11)).toEqual(layoutOf(11));
    expect(JSON.stringify(layoutOf(11))).not.toBe(JSON.stringify(layoutOf(12)));
  });

  it('holds exactly the asked number of items (150–300), all of the theme, inside the picture, at varied sizes and angles', () => {
    for (const [seed, count] of [[1, 150], [2, 220], [3, 300]] as const) {
      for (const theme of THEMES) {
        const { items } = layoutOf(seed, theme, count);
        expect(items.length).toBe(count);
        const allowed = new Set(themeItems(theme));
        for (const p of items) {
          expect(allowed.has(p.item)).toBe(true);
          expect(p.x - p.size / 2).toBeGreaterThanOrEqual(PICTURE.x - 1);
          expect(p.x + p.size / 2).toBeLessThanOrEqual(PICTURE.width + 1);
          expect(p.y - p.size / 2).toBeGreaterThanOrEqual(PICTURE.y - 1);
          expect(p.y + p.size / 2).toBeLessThanOrEqual(PICTURE.height + 1);
          // Centres are on half units, never whole: no whole-unit click equals one.
          expect(p.x % 1).toBe(0.5);
        }
        expect(new Set(items.map((p) => p.size)).size).toBeGreaterThan(20);
        expect(new Set(items.map((p) => p.angle)).size).toBeGreaterThan(20);
      }
    }
  });

  it('holds the target exactly once, and look-alikes of its category or colour beside it', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const theme = THEMES[seed % THEMES.length]!;
      const { items, target } = layoutOf(seed, theme);
      const t = items[target]!;
      expect(items.filter((p) => p.item === t.item).length, `seed ${seed}`).toBe(1);
      const item = CATALOGUE[t.item]!;
      const alike = items.filter((p, i) =>
        i !== target && (CATALOGUE[p.item]!.category === item.category || CATALOGUE[p.item]!.colour === item.colour)
      );
      expect(alike.length, `seed ${seed}`).toBeGreaterThan(30);
    }
  });

  it('never makes the item just revealed the new target', () => {
    for (let seed = 1; seed <= 30; seed++) {
      const first = layoutOf(seed, 'zoo');
      const avoid = first.items[first.target]!.item;
      const next = layoutOf(seed, 'zoo', 220, avoid);
      expect(next.items[next.target]!.item).not.toBe(avoid);
    }
  });

  it('keeps items drawn over the target off its middle', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const { items, target } = layoutOf(seed);
      const t = items[target]!;
      const middle = middleOf(t);
      for (const p of items.slice(target + 1)) {
        expect(Math.hypot(p.x - middle.x, p.y - middle.y)).toBeGreaterThanOrEqual(0.55 * (p.size + t.size) / 2);
      }
    }
  });
});

describe('judging a click against the outline', () => {
  // A wide, flat drawing (the skis' outline is not square) makes rotation visible.
  const index = CATALOGUE.findIndex((i) => i.box[2] - i.box[0] - (i.box[3] - i.box[1]) >= 8);
  const item = CATALOGUE[index]!;
  const [x0, y0, x1, y1] = item.box;
  const placed = (angle: number): Placed => ({ item: index, x: 800.5, y: 500.5, size: 64, angle });
  const scale = 2; // 64 units for the 32-unit view box

  it('has a flat outline to test rotation with', () => {
    expect(index).toBeGreaterThanOrEqual(0);
  });

  it('a click on the item is right, one beside it wrong', () => {
    const p = placed(0);
    expect(hits(p, { x: 800.5, y: 500.5 }, 0)).toBe(true);
    // Just inside the right edge, just outside it.
    expect(hits(p, { x: 800.5 + (x1 - 16) * scale - 1, y: 500.5 }, 0)).toBe(true);
    expect(hits(p, { x: 800.5 + (x1 - 16) * scale + 1, y: 500.5 }, 0)).toBe(false);
    expect(hits(p, { x: 800.5, y: 500.5 + (y1 - 16) * scale + 1 }, 0)).toBe(false);
  });

  it('the tolerance widens the outline by that many picture units, no more', () => {
    const p = placed(0);
    const edge = 800.5 + (x1 - 16) * scale;
    expect(hits(p, { x: edge + 7, y: 500.5 }, 8)).toBe(true);
    expect(hits(p, { x: edge + 9, y: 500.5 }, 8)).toBe(false);
    expect(hits(p, { x: 800.5 + (x0 - 16) * scale - 7, y: 500.5 }, 8)).toBe(true);
  });

  it('follows the rotation: turned 90° clockwise, the wide side stands upright', () => {
    const flat = placed(0);
    const upright = placed(90);
    // The far right end of the flat drawing...
    const right = { x: 800.5 + (x1 - 16) * scale - 1, y: 500.5 };
    expect(hits(flat, right, 0)).toBe(true);
    expect(hits(upright, right, 0)).toBe(false);
    // ...is straight below the centre once the drawing is turned clockwise (y points down).
    const below = { x: 800.5, y: 500.5 + (x1 - 16) * scale - 1 };
    expect(hits(upright, below, 0)).toBe(true);
    expect(hits(flat, { x: 800.5, y: 500.5 + (y1 - 16) * scale + 1 }, 0)).toBe(false);
    // And the top edge of the flat drawing is then on the right.
    expect(hits(upright, { x: 800.5 - (y0 - 16) * scale - 1, y: 500.5 }, 0)).toBe(true);
    expect(hits(upright, { x: 800.5 - (y0 - 16) * scale + 1, y: 500.5 }, 0)).toBe(false);
  });

  it('the middle of every placed outline is on it, whatever the item, size and angle', () => {
    for (let seed = 1; seed <= 5; seed++) {
      for (const p of layoutOf(seed, THEMES[seed]!, 300).items) {
        expect(hits(p, middleOf(p), 0), CATALOGUE[p.item]!.icon).toBe(true);
        // Just past the outline's corner, along its diagonal, is off it.
        const far = { x: p.x + 2 * (middleOf(p).x - p.x) + p.size, y: p.y + 2 * (middleOf(p).y - p.y) + p.size };
        expect(hits(p, far, 0)).toBe(false);
      }
    }
  });

  it('follows the scale: the same click is on a big drawing and off a small one', () => {
    const spot = { x: 800.5 + 40, y: 500.5 };
    expect(hits({ ...placed(0), size: 120 }, spot, 0)).toBe(x1 * 120 / 32 - 60 >= 40);
    expect(hits({ ...placed(0), size: 40 }, spot, 0)).toBe(false);
  });
});
