/** Hands in order: by suit then rank with trumps last (Durak, Thousand), by colour then value (UNO, Svintus), or as dealt. */
import { describe, expect, it } from 'vitest';
import { sortDurak, sortShedding, sortThousand } from '../src/cards/hand-order.ts';

describe('hand order', () => {
  it('Durak: by suit (♠ ♥ ♣ ♦) then rank, the trump suit last, jokers and the blank after all', () => {
    expect(sortDurak(['AH', '6S', 'JK', 'TC', '7H', 'KS', '9D', 'BL'], 'H', 'suit')).toEqual([
      '6S',
      'KS',
      'TC',
      '9D',
      '7H',
      'AH',
      'JK',
      'BL',
    ]); // dprint-ignore
  });
  it('Durak: by rank, trumps still last; as dealt keeps the server’s order', () => {
    expect(sortDurak(['AH', '6S', 'KD', '6D', '7H'], 'H', 'rank')).toEqual(['6S', '6D', 'KD', '7H', 'AH']);
    expect(sortDurak(['AH', '6S', 'KD'], 'H', 'dealt')).toEqual(['AH', '6S', 'KD']);
  });
  it('Thousand ranks 9 J Q K 10 A within a suit', () => {
    expect(sortThousand(['AS', '9S', 'TS', 'KS', 'JS', 'QS'], null, 'suit')).toEqual(['9S', 'JS', 'QS', 'KS', 'TS', 'AS']);
  });
  it('UNO: by colour (R G B Y) then value, numbers before actions, wild cards last', () => {
    expect(sortShedding(['W4', 'B3', 'RS', 'R7', 'G0', 'W', 'R2'], 'uno', 'suit')).toEqual([
      'R2',
      'R7',
      'RS',
      'G0',
      'B3',
      'W',
      'W4',
    ]);
  });
  it('Svintus: its own colour order (B O R G), the Polisvin last', () => {
    expect(sortShedding(['P', 'G1', 'B5', 'O0'], 'svintus', 'suit')).toEqual(['B5', 'O0', 'G1', 'P']);
  });
});
