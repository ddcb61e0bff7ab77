/**
 * The vocabulary of Shtuka's items: what a catalogue entry says about the thing it draws. The
 * Yes–No menu asks about these traits and colour families, so a bot explainer can answer a menu
 * question truthfully.
 */
import type { Text } from '../../core/types.ts';

export const CATEGORIES = [
  'food',
  'animal',
  'plant',
  'clothing',
  'household',
  'tool',
  'office',
  'vehicle',
  'music',
  'sport',
  'toy',
  'creature',
  'science',
  'nature',
] as const;
export type Category = (typeof CATEGORIES)[number];

export const COLOURS = ['red', 'orange', 'yellow', 'green', 'blue', 'purple', 'pink', 'brown', 'black', 'white', 'grey'] as const;
export type Colour = (typeof COLOURS)[number];

/** Yes–No traits: alive, food (edible), bigger than a hand, worn on the body, runs on electricity. */
export const TRAITS = ['alive', 'food', 'big', 'worn', 'electric'] as const;
export type Trait = (typeof TRAITS)[number];

export interface CatalogueItem {
  /** The icon's name in the set (`socks`); the picture renderer draws `${ICON_SET}:${icon}`. */
  readonly icon: string;
  readonly category: Category;
  /** The family of the colour that covers most of the drawing (measured from the icon). */
  readonly colour: Colour;
  readonly traits: readonly Trait[];
  /** What players call it; Shtuka mode refuses an explainer's line with one of these words. */
  readonly words: Text;
  /**
   * The outline a click is judged against: the box [x0, y0, x1, y1] the drawing covers in the
   * icon's 32×32 view box, measured from its paths (control points included, so never smaller
   * than the drawing). A box, not a polygon: cheap to judge under rotation, and with the table's
   * tolerance it is forgiving at the corners rather than strict at the edges.
   */
  readonly box: readonly [number, number, number, number];
}

/** Yes–No menu topics: a trait, or "is it mostly <colour>?". */
export const TOPICS = [...TRAITS, ...COLOURS] as const;
export type Topic = (typeof TOPICS)[number];
