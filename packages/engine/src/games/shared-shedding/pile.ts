/**
 * The face-down stock and the face-up pile as persistent stacks. A pile is plain JSON
 * (nested objects): `card` is its top (the next card drawn, the card in play), `under`
 * the rest, `size` how many cards it holds; null is an empty pile. Drawing a card drops
 * the top node and playing one adds a node, sharing everything under it, where an array
 * would be copied whole on every move (apply never mutates its input state): that copy
 * was about a tenth of the bench's random hands.
 */
export interface PileNode {
  readonly card: string;
  readonly size: number;
  readonly under: Pile;
}
export type Pile = PileNode | null;

export function pileSize(p: Pile): number {
  return p === null ? 0 : p.size;
}

/** `p` with `card` put on top. */
export function onTop(p: Pile, card: string): PileNode {
  return { card, size: p === null ? 1 : p.size + 1, under: p };
}

/** The cards of `p`, bottom first (so the top, or the next card drawn, is the last element). */
export function pileCards(p: Pile): string[] {
  const out = new Array<string>(pileSize(p));
  let i = out.length;
  for (let node = p; node !== null; node = node.under) out[--i] = node.card;
  return out;
}

/** A pile of `cards` given bottom first (the last element on top). */
export function pileOf(cards: readonly string[]): Pile {
  let p: Pile = null;
  for (const card of cards) p = onTop(p, card);
  return p;
}
