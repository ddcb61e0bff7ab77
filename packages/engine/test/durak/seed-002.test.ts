/**
 * Seed 002 (the joker / blank page): every rule, edge case and the worked
 * example it states, each on a stacked deck.
 */
import { describe, expect, it } from 'vitest';
import { durak } from '../../src/games/durak/index.ts';
import { act, attack, defend, done, hand, refuse, sorted, start, take, transfer } from './helpers.ts';

const JOKER36 = { variant: 'joker' };
const JOKER52 = { variant: 'joker', deck: 52 };
const BLANK36 = { variant: 'pustushka' };

describe('seed 002: what the special cards beat', () => {
  it('joker beats the trump ace (36 base)', () => {
    let s = start(JOKER36, 2, {
      hands: [['AH', '6H', '7C', '8C', '9C', 'TC'], ['JK', '7S', '8D', '9D', 'TD', 'JD']],
      trump: 'KH',
    });
    s = act(s, 0, attack('AH')).state;
    expect(durak.legalMoves(s, 1)).toContainEqual(defend('AH', 'JK'));
    s = act(s, 1, defend('AH', 'JK')).state;
    // Seat 0 holds no ace or special to add and says done: the bout is beaten, both cards go to the discard.
    expect(durak.legalMoves(s, 0)).toEqual([done]);
    s = act(s, 0, done).state;
    expect(durak.view(s, 0).discard).toEqual(['AH', 'JK']);
  });

  it('nothing ordinary beats the 36-base joker', () => {
    let s = start(JOKER36, 2, {
      hands: [['JK', '6H', '7C', '8C', '9C', 'TC'], ['AH', 'KH', 'AS', 'AD', 'AC', 'QH']],
      trump: 'JH',
    });
    s = act(s, 0, attack('JK')).state;
    for (const card of ['AH', 'KH', 'AS', 'AD', 'AC', 'QH']) {
      const e = refuse(s, 1, defend('JK', card), 'cannot-beat');
      expect(e.message.en).toContain('nothing beats the joker');
    }
    expect(durak.legalMoves(s, 1)).toEqual([take]);
  });

  it('52+2 red joker beats hearts and diamonds, even the trump ace of hearts', () => {
    const deal = { hands: [['AH', 'AD', '2H', '3C', '4C', '5C'], ['RJ', 'BJ', '7S', '8S', '9S', 'TS']], trump: 'KH' };
    let s = start(JOKER52, 2, deal);
    s = act(s, 0, attack('AH')).state;
    s = act(s, 1, defend('AH', 'RJ')).state;
    expect(s.count).toBe(1);
    let t = start(JOKER52, 2, deal);
    t = act(t, 0, attack('AD')).state;
    t = act(t, 1, defend('AD', 'RJ')).state;
    expect(durak.view(t, 1).table).toEqual([{ attack: 'AD', cover: 'RJ' }]);
  });

  it('red joker cannot beat the six of spades', () => {
    let s = start(JOKER52, 2, {
      hands: [['6S', '2H', '3C', '4C', '5C', '7C'], ['RJ', '7D', '8D', '9D', 'TD', 'JD']],
      trump: 'KH',
    });
    s = act(s, 0, attack('6S')).state;
    const e = refuse(s, 1, defend('6S', 'RJ'), 'cannot-beat');
    expect(e.message.en).toBe('The RJ cannot beat the 6♠: the red joker beats only hearts and diamonds.');
    // Nor the ace of spades: that needs the black joker or a higher ordinary card.
    let a = start(JOKER52, 2, {
      hands: [['AS', '2H', '3C', '4C', '5C', '7C'], ['RJ', 'BJ', '8D', '9D', 'TD', 'JD']],
      trump: 'KH',
    });
    a = act(a, 0, attack('AS')).state;
    refuse(a, 1, defend('AS', 'RJ'), 'cannot-beat');
    expect(durak.legalMoves(a, 1)).toEqual([defend('AS', 'BJ'), take]);
  });

  it('black joker mirror: beats clubs and spades (even the trump ace of clubs), not hearts', () => {
    const deal = { hands: [['AC', 'AS', '6H', '2C', '4D', '5D'], ['BJ', '7D', '8D', '9D', 'TD', 'JD']], trump: 'KC' };
    for (const lead of ['AC', 'AS']) {
      let s = start(JOKER52, 2, deal);
      s = act(s, 0, attack(lead)).state;
      s = act(s, 1, defend(lead, 'BJ')).state;
      expect(durak.view(s, 0).table).toEqual([{ attack: lead, cover: 'BJ' }]);
    }
    let s = start(JOKER52, 2, deal);
    s = act(s, 0, attack('6H')).state;
    expect(refuse(s, 1, defend('6H', 'BJ'), 'cannot-beat').message.en).toContain('black joker beats only clubs and spades');
  });

  it('a joker beats the other joker regardless of colour; no ordinary card beats a joker', () => {
    // Each side holds one joker: first the red leads, then the black.
    let s = start(JOKER52, 2, {
      hands: [['RJ', '2H', '3C', '4C', '5C', '6C'], ['BJ', 'AH', 'AS', '8S', '9S', 'TS']],
      trump: 'KH',
    });
    s = act(s, 0, attack('RJ')).state;
    refuse(s, 1, defend('RJ', 'AH'), 'cannot-beat');
    s = act(s, 1, defend('RJ', 'BJ')).state;
    s = act(s, 0, done).state;
    expect(durak.view(s, 0).discard).toEqual(['RJ', 'BJ']);
    let t = start(JOKER52, 2, {
      hands: [['BJ', '2H', '3C', '4C', '5C', '6C'], ['RJ', 'AH', 'AS', '8S', '9S', 'TS']],
      trump: 'KH',
    });
    t = act(t, 0, attack('BJ')).state;
    expect(refuse(t, 1, defend('BJ', 'AS'), 'cannot-beat').message.en).toContain('only the other joker');
    t = act(t, 1, defend('BJ', 'RJ')).state;
    t = act(t, 0, done).state;
    expect(durak.view(t, 0).discard).toEqual(['BJ', 'RJ']);
  });

  it('blank beats any card, including a trump', () => {
    let s = start(BLANK36, 2, {
      hands: [['AH', '6H', '7C', '8C', '9C', 'TC'], ['BL', '7S', '8D', '9D', 'TD', 'JD']],
      trump: 'KH',
    });
    s = act(s, 0, attack('AH')).state;
    s = act(s, 1, defend('AH', 'BL')).state;
    s = act(s, 0, done).state;
    expect(durak.view(s, 0).discard).toEqual(['AH', 'BL']);
  });

  it('any card, even a six, beats the blank', () => {
    let s = start(BLANK36, 2, {
      hands: [['BL', '6H', '7C', '8C', '9C', 'TC'], ['6S', '7S', '8D', '9D', 'TD', 'JD']],
      trump: 'KH',
    });
    s = act(s, 0, attack('BL')).state;
    for (const card of ['6S', '7S', '8D', '9D', 'TD', 'JD']) expect(durak.legalMoves(s, 1)).toContainEqual(defend('BL', card));
    s = act(s, 1, defend('BL', '6S')).state;
    expect(durak.view(s, 0).table).toEqual([{ attack: 'BL', cover: '6S' }]);
  });

  it('deck sizes: joker 36→37, joker 52→54, pustushka 36→37, pustushka 52→53', () => {
    const size = (config: Record<string, unknown>) => {
      const c = durak.parseConfig(config, 2);
      if (!c.ok) throw new Error(c.error.code);
      const s = durak.setup(c.value, 2, { seed: 3 });
      if (!s.ok) throw new Error(s.error.code);
      return durak.cards!.cards(s.value);
    };
    expect(size({ variant: 'joker' })).toHaveLength(37);
    expect(size({ variant: 'joker' })).toContain('JK');
    expect(size({ variant: 'joker', deck: 52 })).toHaveLength(54);
    expect(size({ variant: 'joker', deck: 52 })).toEqual(expect.arrayContaining(['RJ', 'BJ']));
    expect(size({ variant: 'pustushka' })).toHaveLength(37);
    expect(size({ variant: 'pustushka', deck: 52 })).toHaveLength(53);
    expect(size({ variant: 'pustushka', deck: 52 })).toContain('BL');
    expect(size({ variant: 'joker', deck: 24 })).toHaveLength(25);
    expect(size({ variant: 'joker', deck: 32 })).toHaveLength(33);
    expect(size({})).toHaveLength(36);
    expect(size({ variant: 'porozhniy' })).toHaveLength(36); // porozhniy is a draw rule, not the blank card
  });

  it('a special card under the talon means no trumps, and it keeps its power', () => {
    // Base 24 + joker, 2 × 12 dealt: the talon is the joker alone, face up.
    const hands = [
      ['9S', 'JS', 'KS', '9C', 'JC', 'KC', '9D', 'JD', 'KD', '9H', 'JH', 'KH'],
      ['TS', 'QS', 'AS', 'TC', 'QC', 'AC', 'TD', 'QD', 'AD', 'TH', 'QH', 'AH'],
    ];
    let s = start({ variant: 'joker', deck: 24, dealSize: 12 }, 2, { hands, trump: 'JK' });
    const v = durak.view(s, 1);
    expect(v.trumpSuit).toBeNull();
    expect(v.trumpCard).toBe('JK');
    // No trumps: the lowest ordinary card (9♠) leads; hearts beat nothing but hearts.
    expect(s.attacker).toBe(0);
    s = act(s, 0, attack('9S')).state;
    refuse(s, 1, defend('9S', 'AH'), 'cannot-beat');
    s = act(s, 1, defend('9S', 'TS')).state;
    s = act(s, 0, done).state;
    // The refill gives the joker to seat 0; everyone saw it.
    expect(durak.view(s, 1).seats[0]!.known).toEqual(['JK']);
    expect(s.attacker).toBe(1);
    s = act(s, 1, attack('AH')).state;
    s = act(s, 0, defend('AH', 'JK')).state;
    expect(durak.view(s, 1).table).toEqual([{ attack: 'AH', cover: 'JK' }]);
  });

  it('the nine of diamonds does not beat the eight of hearts (colour is not suit)', () => {
    let s = start({}, 2, { hands: [['8H', '6S', '7C', '8C', '9C', 'TC'], ['9D', '7H', '8D', 'TD', 'JD', 'QD']], trump: 'AS' });
    s = act(s, 0, attack('8H')).state;
    const e = refuse(s, 1, defend('8H', '9D'), 'cannot-beat');
    expect(e.message.en).toContain('colour is not suit');
  });

  it('an attack may be led with a joker or with the blank', () => {
    let s = start(JOKER36, 2, {
      hands: [['JK', '6H', '7C', '8C', '9C', 'TC'], ['7S', '8S', '8D', '9D', 'TD', 'JD']],
      trump: 'KH',
    });
    expect(durak.legalMoves(s, 0)).toContainEqual(attack('JK'));
    s = act(s, 0, attack('JK')).state;
    expect(s.count).toBe(1);
    let b = start(BLANK36, 2, {
      hands: [['BL', '6H', '7C', '8C', '9C', 'TC'], ['7S', '8S', '8D', '9D', 'TD', 'JD']],
      trump: 'KH',
    });
    expect(durak.legalMoves(b, 0)).toContainEqual(attack('BL'));
    b = act(b, 0, attack('BL')).state;
    expect(durak.view(b, 1).table).toEqual([{ attack: 'BL', cover: null }]);
  });

  it('throw-ins match the ranks of attack and defence cards', () => {
    let s = start({}, 2, { hands: [['7C', '9S', '7D', 'KS', '6H', '8C'], ['9C', '7S', '8D', 'TD', 'JD', 'QD']], trump: 'AH' });
    s = act(s, 0, attack('7C')).state;
    s = act(s, 1, defend('7C', '9C')).state;
    s = act(s, 0, attack('9S')).state; // the nine of the defence
    s = act(s, 0, attack('7D')).state; // the seven of the attack
    expect(refuse(s, 0, attack('KS'), 'rank-not-on-table').message.en).toContain('K♠');
  });

  it('a joker cannot be thrown into sixes just because it is strong', () => {
    let s = start(JOKER36, 2, {
      hands: [['6C', 'JK', '6H', '8C', '9C', 'TC'], ['7S', '8S', '8D', '9D', 'TD', 'JD']],
      trump: 'KH',
    });
    s = act(s, 0, attack('6C')).state;
    refuse(s, 0, attack('JK'), 'special-throw-in');
    expect(durak.legalMoves(s, 0)).toEqual([attack('6H'), done]);
  });

  it('the blank cannot be thrown in just because it beats anything', () => {
    let s = start(BLANK36, 2, {
      hands: [['6C', 'BL', '6H', '8C', '9C', 'TC'], ['7S', '8S', '8D', '9D', 'TD', 'JD']],
      trump: 'KH',
    });
    s = act(s, 0, attack('6C')).state;
    expect(refuse(s, 0, attack('BL'), 'special-throw-in').message.en).toContain(
      'a special card may be added only when a special card already lies on the table',
    );
  });

  it('two specials on the table: a special may be thrown in once one lies there', () => {
    let s = start(JOKER52, 2, {
      hands: [['6H', 'BJ', '2S', '8C', '9C', 'TC'], ['RJ', '8S', '8D', '9D', 'TD', 'JD']],
      trump: 'KS',
    });
    s = act(s, 0, attack('6H')).state;
    refuse(s, 0, attack('BJ'), 'special-throw-in');
    s = act(s, 1, defend('6H', 'RJ')).state;
    s = act(s, 0, attack('BJ')).state;
    expect(durak.view(s, 1).table).toEqual([
      { attack: '6H', cover: 'RJ' },
      { attack: 'BJ', cover: null },
    ]);
  });

  it('attack limit: at most six attack cards', () => {
    const hands = [
      ['2S', '3C', '4D', '5S', '6C', '7D', '8S', '2H'],
      ['3S', '4C', '5D', '6S', '7C', '8D', '9S', 'KC'],
    ];
    let s = start({ deck: 52, dealSize: 8, firstBoutLimit: 6 }, 2, { hands, trump: 'AH' });
    expect(s.limit).toBe(6);
    const chain: [string, string][] = [['2S', '3S'], ['3C', '4C'], ['4D', '5D'], ['5S', '6S'], ['6C', '7C']];
    for (const [a, d] of chain) {
      s = act(s, 0, attack(a)).state;
      s = act(s, 1, defend(a, d)).state;
    }
    s = act(s, 0, attack('7D')).state;
    expect(s.count).toBe(6);
    expect(refuse(s, 0, attack('2H'), 'limit-reached').message.en).toContain('at most 6');
  });

  it('attack limit: no more attack cards than the defender held at the start of the bout', () => {
    const hands = [['6H', '6C', '6D'], ['7S', '8S', '9S'], ['6S', '7H', '8H']];
    let s = start({ dealSize: 3, firstBoutLimit: 6 }, 3, { hands, trump: 'AH' });
    expect(durak.view(s, 2).limit).toBe(3);
    s = act(s, 0, attack('6C')).state;
    s = act(s, 0, attack('6D')).state;
    s = act(s, 2, attack('6S')).state;
    refuse(s, 0, attack('6H'), 'limit-reached');
  });

  it('first-bout limit 5 (default) and 6', () => {
    const deal = { hands: [['6S', '6C', '6D', '6H', '7S', '7C'], ['7D', '8S', '9S', 'TS', 'JS', 'QS']], trump: 'AH' };
    const firstFive = (config: Record<string, unknown>) => {
      let s = start(config, 2, deal);
      for (const c of ['6S', '6C', '6D', '6H']) s = act(s, 0, attack(c)).state;
      s = act(s, 1, defend('6D', '7D')).state;
      return act(s, 0, attack('7S')).state;
    };
    refuse(firstFive({}), 0, attack('7C'), 'limit-reached');
    const six = act(firstFive({ firstBoutLimit: 6 }), 0, attack('7C')).state;
    expect(six.count).toBe(6);
  });
});

describe('seed 002: the course of a bout', () => {
  it('beaten cards go to the discard and the defender attacks next', () => {
    let s = start({}, 2, { hands: [['6C', '6H', '8C', '9C', 'TC', 'JC'], ['7C', '7S', '8D', '9D', 'TD', 'JD']], trump: 'AH' });
    s = act(s, 0, attack('6C')).state;
    s = act(s, 1, defend('6C', '7C')).state;
    const p = act(s, 0, done);
    expect(p.events.find((e) => e.kind === 'bout-over')).toEqual({
      kind: 'bout-over',
      defender: 1,
      taken: false,
      cards: ['6C', '7C'],
    });
    expect(durak.view(p.state, 'spectator').discard).toEqual(['6C', '7C']);
    expect(p.state.attacker).toBe(1);
    expect(p.state.defender).toBe(0);
  });

  it('the taker takes attack and defence cards, and its attack is skipped', () => {
    const hands = [['6H', '6C', '7H', '9C', 'TC', 'JC'], ['7C', '7S', '8D', '9D', 'TD', 'JD'], [
      'QS',
      'KS',
      'AS',
      'QD',
      'KD',
      'AD',
    ]];
    let s = start({}, 3, { hands, trump: 'AH' });
    s = act(s, 0, attack('6C')).state;
    s = act(s, 1, defend('6C', '7C')).state;
    s = act(s, 0, attack('7H')).state;
    s = act(s, 1, take).state;
    s = act(s, 0, done).state;
    expect(durak.actors(s)).toEqual([2]); // seat 2 holds no six or seven, but is asked all the same
    const p = act(s, 2, done);
    expect(p.events.find((e) => e.kind === 'bout-over')).toEqual({
      kind: 'bout-over',
      defender: 1,
      taken: true,
      cards: ['6C', '7H', '7C'],
    });
    expect(sorted(hand(p.state, 1))).toEqual(sorted(['7S', '8D', '9D', 'TD', 'JD', '6C', '7H', '7C']));
    expect(durak.view(p.state, 2).seats[1]!.known).toEqual(['6C', '7H', '7C']);
    expect(p.state.attacker).toBe(2); // seat 1 took: its attack is skipped
    expect(p.state.defender).toBe(0);
  });

  it('refill: the attackers first, the defender last', () => {
    const hands = [
      ['9H', '9S', 'TC', 'JC', 'QC', 'KC', 'AC'],
      ['TS', 'JS', 'QS', 'KS', 'AS', 'TD', 'JD'],
      ['9C', '9D', 'QD', 'KD', 'AD', 'TH', 'JH'],
    ];
    let s = start({ deck: 24, dealSize: 7 }, 3, { hands, talon: ['QH', 'KH'], trump: 'AH' });
    s = act(s, 0, attack('9S')).state;
    s = act(s, 2, attack('9D')).state;
    s = act(s, 1, defend('9S', 'TS')).state;
    s = act(s, 1, defend('9D', 'TD')).state;
    s = act(s, 0, done).state;
    const p = act(s, 2, done);
    const draws = p.events.filter((e) => e.kind === 'draw');
    expect(draws.map((e) => [e.seat, e.cards])).toEqual([
      [0, ['QH']],
      [2, ['KH']],
      [1, ['AH']],
    ]);
    expect(hand(p.state, 1)).toHaveLength(6); // the defender got what was left
    expect(durak.view(p.state, 0).seats[1]!.known).toEqual(['AH']); // the face-up trump card stays public
  });

  it('an empty hand while the talon remains is not out', () => {
    let s = start({ deck: 24, dealSize: 1 }, 2, { hands: [['9H'], ['TH']], trump: 'AH' });
    s = act(s, 0, attack('9H')).state;
    const p = act(s, 1, defend('9H', 'TH'));
    expect(p.events.some((e) => e.kind === 'out')).toBe(false);
    expect(p.state.place).toEqual([0, 0]);
    expect(hand(p.state, 0)).toHaveLength(1);
    expect(hand(p.state, 1)).toHaveLength(1);
    expect(p.state.attacker).toBe(1);
  });

  it('the joker used in defence stays on the table and returns to the hand on a take', () => {
    let s = start(JOKER36, 2, {
      hands: [['AH', 'AS', '6H', '7C', '8C', '9C'], ['JK', '7S', '8D', '9D', 'TD', 'JD']],
      trump: 'KH',
    });
    s = act(s, 0, attack('AH')).state;
    s = act(s, 1, defend('AH', 'JK')).state;
    s = act(s, 0, attack('AS')).state;
    refuse(s, 1, defend('AS', 'JK'), 'card-not-in-hand');
    s = act(s, 1, take).state;
    s = act(s, 0, done).state; // no ace, no special left to add
    expect(hand(s, 1)).toContain('JK');
    expect(durak.view(s, 0).seats[1]!.known).toContain('JK');
  });

  it('THE WORKED EXAMPLE: AH covered by the joker, AS thrown in, 7S cannot beat it, the defender takes 8 cards and skips its attack', () => {
    // Two seats, base 36 with the joker, trump hearts; the defender starts the bout with six cards, the joker and 7S among them.
    let s = start(JOKER36, 2, {
      hands: [['AH', 'AS', '6H', '7C', '8C', '9C'], ['JK', '7S', '8D', '9D', 'TD', 'JD']],
      trump: 'KH',
    });
    expect(durak.view(s, 1).trumpSuit).toBe('H');
    expect([s.attacker, s.defender]).toEqual([0, 1]);
    s = act(s, 0, attack('AH')).state;
    s = act(s, 1, defend('AH', 'JK')).state; // allowed although no ordinary trump is above the ace
    s = act(s, 0, attack('AS')).state; // its rank matches the ace on the table, within the limit
    refuse(s, 1, defend('AS', '7S'), 'cannot-beat');
    s = act(s, 1, take).state;
    // After the take the attacker is asked whether it adds more; it holds no third ace and no special.
    expect(durak.actors(s)).toEqual([0]);
    expect(durak.legalMoves(s, 0)).toEqual([done]);
    const p = act(s, 0, done);
    expect(p.events.find((e) => e.kind === 'bout-over')).toMatchObject({ taken: true, cards: ['AH', 'AS', 'JK'] });
    expect(p.events.some((e) => e.kind === 'draw' && e.seat === 1)).toBe(false);
    expect(sorted(hand(p.state, 1))).toEqual(sorted(['7S', '8D', '9D', 'TD', 'JD', 'AH', 'AS', 'JK'])); // 5 + 3 = 8
    expect(p.state.attacker).toBe(0); // the taker skips the next attack
    expect(p.state.defender).toBe(1);
  });

  it('THE WORKED EXAMPLE without the second ace: the bout ends, AH and JK go to the discard', () => {
    let s = start(JOKER36, 2, {
      hands: [['AH', 'AS', '6H', '7C', '8C', '9C'], ['JK', '7S', '8D', '9D', 'TD', 'JD']],
      trump: 'KH',
    });
    s = act(s, 0, attack('AH')).state;
    s = act(s, 1, defend('AH', 'JK')).state;
    const p = act(s, 0, done);
    expect(durak.view(p.state, 'spectator').discard).toEqual(['AH', 'JK']);
    expect(p.state.attacker).toBe(1);
  });

  it('the same first defence with the blank in pustushka (and the reverse: a six beats a led blank)', () => {
    let s = start(BLANK36, 2, {
      hands: [['AH', 'AS', '6H', '7C', '8C', '9C'], ['BL', '7S', '8D', '9D', 'TD', 'JD']],
      trump: 'KH',
    });
    s = act(s, 0, attack('AH')).state;
    s = act(s, 1, defend('AH', 'BL')).state;
    s = act(s, 0, attack('AS')).state;
    refuse(s, 1, defend('AS', '7S'), 'cannot-beat');
    s = act(s, 1, take).state;
    const p = act(s, 0, done);
    expect(sorted(hand(p.state, 1))).toEqual(sorted(['7S', '8D', '9D', 'TD', 'JD', 'AH', 'AS', 'BL']));
    let r = start(BLANK36, 2, {
      hands: [['BL', '6H', '7C', '8C', '9C', 'TC'], ['6S', '7S', '8D', '9D', 'TD', 'JD']],
      trump: 'KH',
    });
    r = act(r, 0, attack('BL')).state;
    r = act(r, 1, defend('BL', '6S')).state;
    expect(r.count).toBe(1);
  });

  it('porozhniy: a hand that is not empty draws nothing', () => {
    const deal = { hands: [['9S', '9C', 'KH'], ['TS', 'TC', 'JD']], trump: 'AC' };
    const bout = (config: Record<string, unknown>) => {
      let s = start({ deck: 24, dealSize: 3, ...config }, 2, deal);
      s = act(s, 0, attack('9S')).state;
      s = act(s, 1, defend('9S', 'TS')).state;
      s = act(s, 0, attack('9C')).state;
      s = act(s, 1, defend('9C', 'TC')).state;
      return act(s, 0, done); // seat 0 holds KH only: nothing to add, the bout ends
    };
    const empty = bout({ variant: 'porozhniy' });
    expect(empty.events.filter((e) => e.kind === 'draw')).toEqual([]);
    expect(durak.view(empty.state, 0).talonCount).toBe(18);
    const normal = bout({});
    expect(normal.events.filter((e) => e.kind === 'draw').map((e) => e.seat)).toEqual([0, 1]);
    expect(hand(normal.state, 0)).toHaveLength(3);
  });

  it('porozhniy: an empty hand draws up to the deal size', () => {
    let s = start({ deck: 24, dealSize: 2, variant: 'porozhniy' }, 2, { hands: [['9S', '9C'], ['TS', 'TC']], trump: 'AC' });
    s = act(s, 0, attack('9S')).state;
    s = act(s, 0, attack('9C')).state;
    s = act(s, 1, defend('9S', 'TS')).state;
    const p = act(s, 1, defend('9C', 'TC'));
    expect(p.events.filter((e) => e.kind === 'draw').map((e) => [e.seat, e.count])).toEqual([
      [0, 2],
      [1, 2],
    ]);
  });

  it('the joker variant does not allow transfers', () => {
    let s = start(JOKER36, 2, {
      hands: [['6C', '6H', '7C', '8C', '9C', 'TC'], ['6D', '7S', '8D', '9D', 'TD', 'JD']],
      trump: 'KH',
    });
    s = act(s, 0, attack('6C')).state;
    expect(refuse(s, 1, transfer('6D'), 'transfer-not-in-variant').message.en).toContain('joker');
    expect(durak.legalMoves(s, 1).some((m) => m.kind === 'transfer')).toBe(false);
  });
});
