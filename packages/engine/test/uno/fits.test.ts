/**
 * Penalty mode (RULES-DECISIONS#uno: the seed's "+2 for a wrong card" as a setting): every
 * card is a legal play, so the engine says in the seat's own view which of them fit
 * (`fits`), and lists the fitting plays first, then the costly ones (with `mayDrawInstead`,
 * `draw` between them; by default a player holding a card that fits does not draw).
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/core/rng.ts';
import type { Move } from '../../src/games/shared-shedding/types.ts';
import { UNO } from '../../src/games/uno/cards.ts';
import { uno } from '../../src/games/uno/index.ts';
import { stackDeck, Table } from './stack.ts';

const H0 = ['B1', 'B2', 'B3', 'B4', 'B5', 'B6', 'B7'];
const H1 = ['G3', 'R2', 'W', 'Y5', 'B4', 'R7', 'G1'];

function table(config: Record<string, unknown>): Table {
  return new Table(uno, { rounds: 1, ...config }, 2, stackDeck(UNO, { draw: ['R9', 'G2'], hands: [H0, H1], first: 'R1' }));
}
const cardsOf = (legal: readonly Move[]) => legal.flatMap((m) => (m.kind === 'play' ? [m.card] : []));

describe('RULES-DECISIONS#uno: penalty mode says which legal plays fit', () => {
  it('the turn player\u2019s view lists the cards that fit the top card (R1: the reds, the picture 1, the Wild)', () => {
    const t = table({ penaltyMode: true });
    expect(uno.view(t.state, 1).fits).toEqual(['G1', 'R2', 'R7', 'W']);
  });
  it('every card is legal; the ones that fit come first, then the ones that cost +2; no draw while a card fits', () => {
    const t = table({ penaltyMode: true });
    const legal = t.legal(1);
    expect(legal.some((m) => m.kind === 'draw')).toBe(false);
    const fitting = 4 + 3; // G1, R2, R7 and the Wild once per colour
    expect(new Set(cardsOf(legal.slice(0, fitting)))).toEqual(new Set(['G1', 'R2', 'R7', 'W']));
    expect(new Set(cardsOf(legal.slice(fitting)))).toEqual(new Set(['B4', 'G3', 'Y5']));
  });
  it('with mayDrawInstead: the cards that fit, then draw, then the ones that cost +2', () => {
    const t = table({ penaltyMode: true, mayDrawInstead: true });
    const legal = t.legal(1);
    const draw = legal.findIndex((m) => m.kind === 'draw');
    expect(new Set(cardsOf(legal.slice(0, draw)))).toEqual(new Set(['G1', 'R2', 'R7', 'W']));
    expect(new Set(cardsOf(legal.slice(draw + 1)))).toEqual(new Set(['B4', 'G3', 'Y5']));
  });
  it('without penalty mode the same cards fit and only they are legal', () => {
    const t = table({});
    expect(uno.view(t.state, 1).fits).toEqual(['G1', 'R2', 'R7', 'W']);
    expect(new Set(cardsOf(t.legal(1)))).toEqual(new Set(['G1', 'R2', 'R7', 'W']));
  });
  it('nobody else\u2019s view carries the fitting cards of another hand: other seats and spectators get none', () => {
    const t = table({ penaltyMode: true });
    expect(uno.view(t.state, 0).fits).toEqual([]);
    expect(uno.view(t.state, 'spectator').fits).toEqual([]);
  });
  it('after a draw that fits, only the drawn card fits', () => {
    const t = new Table(
      uno,
      { rounds: 1, penaltyMode: true, mayDrawInstead: true }, // H1 holds cards that fit: drawing is the setting's
      2,
      stackDeck(UNO, { draw: ['R9', 'G2'], hands: [H0, H1], first: 'R1', stock: ['R5'] }),
    );
    t.play(1, { kind: 'draw' });
    expect(t.state.phase).toBe('drawn');
    expect(uno.view(t.state, 1).fits).toEqual(['R5']);
  });
  it('the random player tells the fitting plays from the costly ones by the legal list alone (it never builds the view on its turn)', () => {
    const random = uno.bots.random!;
    const t = table({ penaltyMode: true });
    const legal = t.legal(1);
    for (let seed = 0; seed < 50; seed++) {
      const input = {
        get view(): never {
          throw new Error('the view was read');
        },
        seat: 1,
        legal,
        forms: [],
        rng: Rng.seeded(seed),
      };
      const move = random.choose(input)?.move;
      expect(move?.kind === 'play' && ['G1', 'R2', 'R7', 'W'].includes(move.card)).toBe(true);
    }
  });
  it('the random player plays a card that fits, never one that costs +2', () => {
    const random = uno.bots.random!;
    for (let seed = 0; seed < 200; seed++) {
      const t = table({ penaltyMode: true });
      const legal = t.legal(1);
      const choice = random.choose({ view: uno.view(t.state, 1), seat: 1, legal, forms: [], rng: Rng.seeded(seed) });
      const move = choice?.move;
      expect(move?.kind).toBe('play'); // a card fits, so it neither draws nor plays a costly card
      if (move?.kind === 'play') expect(['G1', 'R2', 'R7', 'W']).toContain(move.card);
    }
  });
});
