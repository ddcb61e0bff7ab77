/** Contract v2: whom the Durak table waits on (turn timers and stand-ins act only for these seats). */
import { describe, expect, it } from 'vitest';
import { durak } from '../../src/games/durak/index.ts';
import { act, attack, defend, done, start, take } from './helpers.ts';

const hands = [
  ['6H', '6C', '8C', '9C', 'TC', 'JC'],
  ['7C', '8S', '9S', 'TS', 'JS', 'QS'],
  ['6D', '7D', '8D', '9D', 'TD', 'JD'],
  ['6S', 'QC', 'KC', 'AC', 'QD', 'KD'],
];

describe('Durak: awaiting', () => {
  it('waits on the attacker to lead, who is then the only actor', () => {
    const s = start({}, 4, { hands, trump: 'AH' });
    expect(durak.awaiting(s)).toEqual([0]);
    expect(durak.actors(s)).toEqual([0]);
  });

  it('waits on the defender while a card is uncovered, not on the seats that may throw in', () => {
    let s = start({}, 4, { hands, trump: 'AH' });
    s = act(s, 0, attack('6C')).state;
    expect(durak.actors(s)).toEqual([0, 1, 2, 3]);
    expect(durak.awaiting(s)).toEqual([1]);
  });

  it('once everything is covered, waits on every seat still asked to throw in, and not on the defender', () => {
    let s = start({}, 4, { hands, trump: 'AH' });
    s = act(s, 0, attack('6C')).state;
    s = act(s, 1, defend('6C', '7C')).state;
    expect(durak.awaiting(s)).toEqual([0, 2, 3]);
    s = act(s, 2, done).state;
    expect(durak.awaiting(s)).toEqual([0, 3]);
  });

  it('after the defender takes, waits on the seats that may still add cards', () => {
    let s = start({}, 4, { hands, trump: 'AH' });
    s = act(s, 0, attack('6C')).state;
    s = act(s, 1, take).state;
    expect(durak.awaiting(s)).toEqual([0, 2, 3]);
    expect(durak.awaiting(s)).not.toContain(1);
  });

  it('waits on nobody once the series is over', () => {
    const dealt = start({}, 2, { hands: hands.slice(0, 2), trump: 'AH' });
    const s = { ...dealt, deal: { ...dealt.deal, over: true } };
    expect(durak.awaiting(s)).toEqual([]);
  });
});
