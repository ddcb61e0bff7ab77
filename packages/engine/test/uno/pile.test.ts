/**
 * The shared engine's storage for speed (shared-shedding/pile.ts, deckset.ts): the stock and
 * the pile as persistent stacks that stay plain JSON, and the card table indexed by code.
 */
import { describe, expect, it } from 'vitest';
import { cardInfo, codeIndex } from '../../src/games/shared-shedding/deckset.ts';
import { onTop, pileCards, pileOf, pileSize } from '../../src/games/shared-shedding/pile.ts';
import { SVINTUS } from '../../src/games/svintus/cards.ts';
import { svintus } from '../../src/games/svintus/index.ts';
import { UNO } from '../../src/games/uno/cards.ts';
import { uno } from '../../src/games/uno/index.ts';

describe('piles (stock and discard) as persistent stacks', () => {
  it('keep their cards in order, bottom first, and count them', () => {
    const p = pileOf(['R1', 'G2', 'B3']);
    expect(p).toEqual({ card: 'B3', size: 3, under: { card: 'G2', size: 2, under: { card: 'R1', size: 1, under: null } } });
    expect(pileCards(p)).toEqual(['R1', 'G2', 'B3']);
    expect(pileSize(p)).toBe(3);
    expect(pileSize(null)).toBe(0);
    expect(pileCards(null)).toEqual([]);
  });
  it('share what lies under a new top card, and never change a pile they were given', () => {
    const under = pileOf(['R1', 'G2']);
    const before = JSON.stringify(under);
    const next = onTop(under, 'Y7');
    expect(next.under).toBe(under);
    expect(JSON.stringify(under)).toBe(before);
    expect(pileCards(next)).toEqual(['R1', 'G2', 'Y7']);
  });
  it('a dealt table survives JSON with its piles, and its zones list them as arrays', () => {
    for (const game of [uno, svintus] as const) {
      const config = game.parseConfig({}, 4);
      if (!config.ok) throw new Error(config.error.code);
      const s = game.setup(config.value as never, 4, { seed: 7 });
      if (!s.ok) throw new Error(s.error.code);
      expect(JSON.parse(JSON.stringify(s.value))).toEqual(s.value);
      const zones = game.cards!.zones(s.value);
      expect(zones.find((z) => z.id === 'discard')!.cards).toEqual([s.value.discard!.card]);
      expect(zones.find((z) => z.id === 'stock')!.cards).toHaveLength(pileSize(s.value.stock));
    }
  });
});

describe('the card table indexed by code', () => {
  it('gives every card of both games its own slot, the same info as the lookup by name', () => {
    for (const g of [UNO, SVINTUS]) {
      const slots = new Set<number>();
      for (const code of Object.keys(g.info)) {
        slots.add(codeIndex(code));
        expect(cardInfo(g, code)).toBe(g.info[code]);
        expect(g.playsAt[codeIndex(code)]).toBe(g.moves.plays[code]);
      }
      expect(slots.size).toBe(Object.keys(g.info).length);
    }
  });
});
