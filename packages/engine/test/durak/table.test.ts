/** The packed table and bout-start hands of table.ts: the branch-free card test and what a hand holds mid-bout. */
import { describe, expect, it } from 'vitest';
import { CARD_COUNT } from '../../src/games/durak/cards.ts';
import { durak } from '../../src/games/durak/index.ts';
import { attackAt, coverAt, handSize, held, setBit } from '../../src/games/durak/table.ts';
import { act, attack, defend, done, hand, start } from './helpers.ts';

describe('durak table.ts', () => {
  it('setBit agrees with the plain test of bit c (ids 0..27 in lo, 28..55 in hi) for every card id', () => {
    const sets: [number, number][] = [[0, 0], [0x0fffffff, 0x0fffffff], [0x05555555, 0x0aaaaaaa], [1, 1 << 27], [1 << 27, 1]];
    for (const [lo, hi] of sets) {
      for (let c = 0; c < CARD_COUNT; c++) {
        const plain = c < 28 ? (lo >> c) & 1 : (hi >> (c - 28)) & 1;
        expect(setBit(lo, hi, c), `card ${c} in (${lo}, ${hi})`).toBe(plain);
      }
    }
  });

  it('mid-bout a hand keeps its order without the cards it put on the table; the bout end drops them for good', () => {
    let s = start({}, 2, { hands: [['6C', '7C', '8C', '9C', 'TC', 'JC'], ['9D', 'TD', 'JD', 'QD', 'KD', 'AC']], trump: 'AH' });
    const a = s.attacker;
    const d = s.defender;
    const before = hand(s, a);
    const lead = before[2]!;
    s = act(s, a, attack(lead)).state;
    expect(hand(s, a)).toEqual(before.filter((c) => c !== lead));
    expect(handSize(s, a)).toBe(before.length - 1);
    expect(s.hands[a]).toHaveLength(before.length); // the array is the bout-start hand, read through the table's bits
    const cover = durak.legalMoves(s, d).find((m) => m.kind === 'defend');
    if (cover?.kind !== 'defend') throw new Error('the defender should be able to cover');
    s = act(s, d, defend(cover.attack, cover.card)).state;
    expect(durak.view(s, 0).table).toEqual([{ attack: lead, cover: cover.card }]);
    expect([attackAt(s, 0), coverAt(s, 0) >= 0]).toEqual([s.hands[a]![2], true]);
    while (s.count > 0) s = act(s, durak.actors(s)[0]!, done).state;
    expect(held(s, s.hands[a]!)).toEqual(s.hands[a]); // nothing on the table: the arrays hold exactly the hands
    expect(durak.view(s, 0).discard).toEqual([lead, cover.card]);
  });
});
