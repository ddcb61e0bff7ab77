/**
 * Shtuka's themes: which categories fill the picture, and its background. The seed names four
 * («Ночь в музее», «Весёлый адок», «Поиск второго носка», «Совет да любовь») of the box's eight;
 * the club has eight. A theme's names are in `texts.ts` (`theme.<id>`).
 */
import { CATALOGUE, type Category } from './items.ts';

export const THEMES = ['museum', 'hell', 'sock', 'love', 'kitchen', 'zoo', 'city', 'space'] as const;
export type ThemeId = (typeof THEMES)[number];

export interface Theme {
  readonly categories: readonly Category[];
  /** The picture's background colour; the renderer may add a pattern of its own. */
  readonly background: string;
}

export const THEME: Readonly<Record<ThemeId, Theme>> = {
  museum: { categories: ['creature', 'science', 'music', 'animal', 'household'], background: '#1d2540' },
  hell: { categories: ['creature', 'tool', 'nature', 'food'], background: '#4a1410' },
  sock: { categories: ['clothing', 'household', 'toy', 'office'], background: '#e8e0cf' },
  love: { categories: ['food', 'plant', 'clothing', 'music'], background: '#f6d6e0' },
  kitchen: { categories: ['food', 'household', 'tool'], background: '#f3ead2' },
  zoo: { categories: ['animal', 'plant', 'food'], background: '#cfe6c2' },
  city: { categories: ['vehicle', 'office', 'tool', 'sport'], background: '#c9d3dc' },
  space: { categories: ['science', 'nature', 'vehicle', 'creature', 'toy'], background: '#0b0f24' },
};

/** The catalogue indexes of a theme's items, in catalogue order. */
export function themeItems(theme: ThemeId): number[] {
  const categories = THEME[theme].categories;
  const out: number[] = [];
  CATALOGUE.forEach((item, i) => {
    if (categories.includes(item.category)) out.push(i);
  });
  return out;
}
