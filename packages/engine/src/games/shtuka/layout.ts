/**
 * The picture of a round, pure from the generator: 150–300 items of the round's theme at varied
 * sizes, angles and overlaps, with look-alike decoys (items of the target's category or colour)
 * so that finding the target takes seconds, and the target itself exactly once. A click is judged
 * against the placed target's outline (its catalogue box, scaled, rotated and moved as drawn),
 * with a tolerance in picture units.
 */
import type { Point } from '../../core/forms.ts';
import type { Rect } from '../../core/game.ts';
import type { Rng } from '../../core/rng.ts';
import { itemAt } from './items.ts';
import { type ThemeId, themeItems } from './themes.ts';

/** The picture's coordinate space: clicks and the renderer use it (the renderer scales it to pixels). */
export const PICTURE: Rect = { x: 0, y: 0, width: 1600, height: 1000 };

/** One item on the picture: drawn centred at (x, y), `size` units wide and high, turned `angle` degrees clockwise. */
export interface Placed {
  /** Index into the catalogue. */
  readonly item: number;
  readonly x: number;
  readonly y: number;
  readonly size: number;
  readonly angle: number;
}

export interface Layout {
  /** Items in drawing order (later ones are drawn over earlier ones). */
  readonly items: readonly Placed[];
  /** Index of the target in `items`: its catalogue item occurs nowhere else in the picture. */
  readonly target: number;
}

const SIZE = { min: 44, max: 120 } as const;
const TARGET_SIZE = { min: 48, max: 96 } as const;
const ANGLE = 50;
/** Share of the items drawn from the target's look-alikes (same category or same colour family). */
const DECOY_SHARE = 0.4;
/** How close another item drawn over the target may come: it may overlap the rim, never bury the middle. */
const COVER = 0.55;

/**
 * Centres sit on half units: a position is never a whole number, so a point a player picks (whole
 * units from any form filler, and the spot of a click is public) never equals a hidden centre by chance.
 */
function place(rng: Rng, item: number, size: number): Placed {
  const margin = size / 2;
  return {
    item,
    x: Math.floor(margin) + rng.int(Math.floor(PICTURE.width - 2 * margin)) + 0.5,
    y: Math.floor(margin) + rng.int(Math.floor(PICTURE.height - 2 * margin)) + 0.5,
    size,
    angle: rng.range(-ANGLE, ANGLE),
  };
}

const covers = (over: Placed, target: Placed, middle: Point): boolean =>
  Math.hypot(over.x - middle.x, over.y - middle.y) < COVER * (over.size + target.size) / 2;

/**
 * A round's picture: `count` items of `theme`, the target drawn from the theme's items other than
 * `avoid` (the item just revealed, so a name shown at the last round's end is never the new secret).
 */
export function generateLayout(rng: Rng, theme: ThemeId, count: number, avoid: number | null): Layout {
  const pool = themeItems(theme);
  const candidates = pool.filter((i) => i !== avoid);
  const targetItem = rng.pick(candidates.length > 0 ? candidates : pool);
  const t = itemAt(targetItem);
  const others = pool.filter((i) => i !== targetItem);
  const lookAlikes = others.filter((i) => itemAt(i).category === t.category || itemAt(i).colour === t.colour);
  const items: Placed[] = [];
  for (let k = 0; k < count - 1; k++) {
    const from = lookAlikes.length > 0 && rng.float() < DECOY_SHARE ? lookAlikes : others;
    items.push(place(rng, rng.pick(from), rng.range(SIZE.min, SIZE.max)));
  }
  const target = rng.int(count);
  const placedTarget = place(rng, targetItem, rng.range(TARGET_SIZE.min, TARGET_SIZE.max));
  items.splice(target, 0, placedTarget);
  // Items drawn over the target keep off its middle, so it can always be seen and clicked.
  const middle = middleOf(placedTarget);
  for (let k = target + 1; k < items.length; k++) {
    let moved = items[k]!;
    for (let tries = 0; tries < 40 && covers(moved, placedTarget, middle); tries++) moved = place(rng, moved.item, moved.size);
    items[k] = moved;
  }
  return { items, target };
}

/**
 * The middle of the placed item's outline on the picture: a spot surely on the item (a drawing
 * need not be centred in its view box: a racing car sits low in it). Bots aim here; the reveal may mark it.
 */
export function middleOf(placed: Placed): Point {
  const [x0, y0, x1, y1] = itemAt(placed.item).box;
  const scale = placed.size / 32;
  const rad = (placed.angle * Math.PI) / 180;
  const u = ((x0 + x1) / 2 - 16) * scale;
  const v = ((y0 + y1) / 2 - 16) * scale;
  return { x: placed.x + u * Math.cos(rad) - v * Math.sin(rad), y: placed.y + u * Math.sin(rad) + v * Math.cos(rad) };
}

/** Whether `point` falls on the placed item's outline, grown by `tolerance` picture units on every side. */
export function hits(placed: Placed, point: Point, tolerance: number): boolean {
  const [x0, y0, x1, y1] = itemAt(placed.item).box;
  const scale = placed.size / 32;
  const rad = (placed.angle * Math.PI) / 180;
  const cos = Math.cos(rad);
  const sin = Math.sin(rad);
  const dx = point.x - placed.x;
  const dy = point.y - placed.y;
  // Undo the drawing's rotation (clockwise on screen, y pointing down) and scale: back to the view box.
  const u = (dx * cos + dy * sin) / scale + 16;
  const v = (-dx * sin + dy * cos) / scale + 16;
  const t = tolerance / scale;
  return u >= x0 - t && u <= x1 + t && v >= y0 - t && v <= y1 + t;
}
