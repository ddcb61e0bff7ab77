/**
 * The catalogue's items as the rules use them: by index, with their truthful Yes–No answers and
 * their full Iconify names. The entries themselves are generated data (`catalogue.ts`).
 */
import { CATALOGUE, ICON_SET } from './catalogue.ts';
import { type CatalogueItem, type Topic, type Trait, TRAITS } from './vocabulary.ts';

export * from './vocabulary.ts';

/** The truthful answer to a menu question about an item. */
export function answers(item: CatalogueItem, topic: Topic): boolean {
  return (TRAITS as readonly string[]).includes(topic) ? item.traits.includes(topic as Trait) : item.colour === topic;
}

/**
 * The item's full Iconify name (`fluent-emoji-flat:socks`). Views name an item only this way, and
 * only when the viewer may know it: a name with a colon and a hyphenated prefix cannot collide
 * with anything a player types, so a leak check can look for it as a whole value.
 */
export const iconName = (index: number): string => `${ICON_SET}:${CATALOGUE[index]!.icon}`;

export const itemAt = (index: number): CatalogueItem => CATALOGUE[index]!;

export { CATALOGUE };
