/** RULES-DECISIONS#durak and the lead's decisions where the documents are silent, each on a stacked deck. */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/core/rng.ts';
import { basicBot } from '../../src/games/durak/bots.ts';
import { durak, type Event, type State } from '../../src/games/durak/index.ts';
import { held, knownHeld } from '../../src/games/durak/table.ts';
import { act, attack, beatBout, defend, done, hand, refuse, sorted, stack, start, take, transfer } from './helpers.ts';

/** Finish a game with the basic bot in every seat (deterministic: the bot uses no randomness). */
function finishWithBots(state: State): { state: State; events: Event[]; } {
  const rng = Rng.seeded(1);
  const events: Event[] = [];
  let s = state;
  let at = 0;
  for (let guard = 0; guard < 5000 && durak.outcome(s) === null; guard++) {
    const actors = durak.actors(s);
    if (actors.length === 0) {
      at = durak.deadline(s)!;
      const t = durak.tick(s, at)!;
      events.push(...t.events);
      s = t.state;
      continue;
    }
    const seat = actors[0]!;
    const choice = basicBot.choose({ view: durak.view(s, seat), seat, legal: durak.legalMoves(s, seat), forms: [], rng })!;
    const p = act(s, seat, choice.move, at);
    events.push(...p.events);
    s = p.state;
  }
  return { state: s, events };
}

/** Two seats, base 24, 12 cards each (the talon is empty; AD, dealt last, is the trump card). */
const TWELVE = {
  hands: [
    ['9S', 'JS', 'KS', 'TC', 'QC', 'AC', '9D', 'JD', 'KD', 'TH', 'QH', 'AH'],
    ['TS', 'QS', 'AS', '9C', 'JC', 'KC', '9H', 'JH', 'KH', 'TD', 'QD', 'AD'],
  ],
};
/** The bouts of TWELVE, alternating leaders: each lead is covered by the next card of its suit. */
const TWELVE_BOUTS: [string, string][] = [
  ['9S', 'TS'],
  ['9C', 'TC'],
  ['JS', 'QS'],
  ['JC', 'QC'],
  ['KS', 'AS'],
  ['KC', 'AC'],
  ['9D', 'TD'],
  ['9H', 'TH'],
  ['JD', 'QD'],
  ['JH', 'QH'],
  ['KD', 'AD'],
];

function twelveToLastBout(config: Record<string, unknown> = {}): { state: State; events: Event[]; } {
  let s = start({ deck: 24, dealSize: 12, ...config }, 2, TWELVE);
  const events: Event[] = [];
  for (const [lead, cover] of TWELVE_BOUTS) {
    const p = beatBout(s, lead, cover);
    events.push(...p.events);
    s = p.state;
  }
  return { state: s, events };
}

/** Three seats, base 24, 8 each, first-bout limit 6; seat 1 holds the lowest trump (9H); AH, dealt last, is the trump card. */
const THREE = {
  hands: [
    ['9D', 'TC', 'TD', 'JS', 'QC', 'KD', 'JD', 'JC'],
    ['9H', '9S', '9C', 'QS', 'KC', 'AD', 'QD', 'AC'],
    ['TS', 'TH', 'JH', 'QH', 'KH', 'KS', 'AS', 'AH'],
  ],
};
const THREE_CONFIG = { deck: 24, dealSize: 8, firstBoutLimit: 6 };

/** Bout 1 of THREE: seat 1 attacks seat 2, seat 0 throws in, seat 2 covers one card and takes; throw-ins follow the take. */
function threeAfterFirstBout(config: Record<string, unknown> = {}): State {
  let s = start({ ...THREE_CONFIG, ...config }, 3, THREE);
  s = act(s, 1, attack('9H')).state;
  s = act(s, 1, attack('9S')).state;
  s = act(s, 1, attack('9C')).state;
  s = act(s, 0, attack('9D')).state;
  s = act(s, 2, defend('9S', 'TS')).state;
  s = act(s, 2, take).state;
  s = act(s, 0, attack('TC')).state;
  return act(s, 0, attack('TD')).state; // the sixth attack card: the limit, the bout ends
}

describe('RULES-DECISIONS: the first attack', () => {
  it('the holder of the lowest trump attacks the next seat clockwise', () => {
    const hands = [['7H', '8C', '9C', 'TC', 'JC', 'QC'], ['6S', '7S', '8S', '9S', 'TS', 'JS'], [
      '6H',
      '8D',
      '9D',
      'TD',
      'JD',
      'QD',
    ]];
    const s = start({}, 3, { hands, trump: 'AH' });
    expect([s.attacker, s.defender]).toEqual([2, 0]);
    expect(durak.actors(s)).toEqual([2]);
    refuse(s, 1, attack('6S'), 'must-lead-first');
    refuse(s, 0, attack('7H'), 'defender-cannot-attack');
    refuse(s, 2, done, 'must-lead-first');
  });

  it('nobody holds a trump: the lowest ordinary card by rank, then suit order S C D H', () => {
    const hands = [['6D', '7C', '8C', '9C', 'TC', 'JK'], ['6C', '7S', '8S', '9S', 'TS', 'JS']];
    const s = start({ variant: 'joker' }, 2, { hands, trump: 'QH' });
    expect(durak.view(s, 0).trumpSuit).toBe('H');
    expect(s.attacker).toBe(1); // 6C before 6D; the joker never counts
  });

  it('no trumps (a special under the talon): the lowest ordinary card by rank, then suit order S C D H', () => {
    const s = start({ variant: 'joker' }, 2, {
      hands: [['6D', '7C', '8C', '9C', 'TC', '6H'], ['6C', '7S', '8S', '9S', 'TS', 'JS']],
      trump: 'JK',
    });
    expect(durak.view(s, 0).trumpSuit).toBeNull();
    expect(s.attacker).toBe(1); // the six of hearts is no trump now: 6C comes first
  });

  it('the trump when the talon is empty after the deal: the last card dealt, seen by everyone', () => {
    const s = start(THREE_CONFIG, 3, THREE);
    const v = durak.view(s, 'spectator');
    expect(v.trumpCard).toBe('AH');
    expect(v.trumpSuit).toBe('H');
    expect(v.trumpCardInTalon).toBe(false);
    expect(v.talonCount).toBe(0);
    expect(v.seats[2]!.known).toEqual(['AH']);
    expect(durak.view(s, 0).seats[2]!.known).toEqual(['AH']);
  });
});

describe('RULES-DECISIONS: japanese', () => {
  it('a spade is beaten only by a higher spade, never by a trump', () => {
    // Seat 0 holds the lowest spade (japanese leader) and the lowest trump (podkidnoy leader).
    const hands = [['7S', '6H', '8C', '9C', 'TC', 'JC'], ['AH', '8S', '8D', '9D', 'TD', 'JD']];
    let s = start({ variant: 'japanese' }, 2, { hands, trump: 'KH' });
    s = act(s, 0, attack('7S')).state;
    const e = refuse(s, 1, defend('7S', 'AH'), 'cannot-beat');
    expect(e.message.en).toContain('japanese');
    expect(durak.legalMoves(s, 1)).toEqual([defend('7S', '8S'), take]);
    // In podkidnoy the same trump beats the spade.
    let p = start({}, 2, { hands, trump: 'KH' });
    p = act(p, 0, attack('7S')).state;
    expect(durak.legalMoves(p, 1)).toContainEqual(defend('7S', 'AH'));
    // Japanese with spades as trump: spades are ordinary trumps again.
    let t = start({ variant: 'japanese' }, 2, {
      hands: [['7S', '6H', '8C', '9C', 'TC', 'JC'], ['AH', '8S', '8D', '9D', 'TD', 'JD']],
      trump: 'KS',
    });
    t = act(t, 0, attack('6H')).state;
    expect(durak.legalMoves(t, 1)).toContainEqual(defend('6H', '8S'));
  });

  it('japanese: the holder of the lowest spade leads (not the lowest trump)', () => {
    const hands = [['6H', '8C', '9C', 'TC', 'JC', 'QC'], ['7S', '8S', '8D', '9D', 'TD', 'JD']];
    expect(start({}, 2, { hands, trump: 'KH' }).attacker).toBe(0);
    expect(start({ variant: 'japanese' }, 2, { hands, trump: 'KH' }).attacker).toBe(1);
  });
});

describe('RULES-DECISIONS: throw-in', () => {
  const hands = [
    ['6H', '6C', '8C', '9C', 'TC', 'JC'],
    ['7C', '8S', '9S', 'TS', 'JS', 'QS'],
    ['6D', '7D', '8D', '9D', 'TD', 'JD'],
    ['6S', 'QC', 'KC', 'AC', 'QD', 'KD'],
  ];
  it('neighbours: only the defender’s two neighbours throw in', () => {
    let s = start({ throwIn: 'neighbours' }, 4, { hands, trump: 'AH' });
    s = act(s, 0, attack('6C')).state;
    expect(durak.actors(s)).toEqual([0, 1, 2]);
    refuse(s, 3, attack('6S'), 'not-allowed-to-throw-in');
    s = act(s, 2, attack('6D')).state;
    expect(s.count).toBe(2);
  });

  it('all: every seat but the defender throws in', () => {
    let s = start({}, 4, { hands, trump: 'AH' });
    s = act(s, 0, attack('6C')).state;
    expect(durak.actors(s)).toEqual([0, 1, 2, 3]);
    s = act(s, 3, attack('6S')).state;
    refuse(s, 1, attack('8S'), 'defender-cannot-attack');
  });

  it('done: a seat that said done waits until the defender covers', () => {
    let s = start({}, 4, { hands, trump: 'AH' });
    s = act(s, 0, attack('6C')).state;
    s = act(s, 2, done).state;
    refuse(s, 2, attack('6D'), 'said-done');
    expect(durak.actors(s)).toEqual([0, 1, 3]);
    s = act(s, 1, defend('6C', '7C')).state; // puts a seven on the table: seat 2 may throw again
    expect(durak.legalMoves(s, 2)).toEqual([attack('6D'), attack('7D'), done]);
    expect(durak.view(s, 0).seats[2]!.done).toBe(false);
  });

  it('every seat allowed to throw in is asked, matching card or not; its only move without one is done', () => {
    let s = start({}, 4, { hands, trump: 'AH' });
    s = act(s, 0, attack('6C')).state;
    s = act(s, 3, attack('6S')).state;
    s = act(s, 1, defend('6C', '7C')).state;
    s = act(s, 1, defend('6S', '8S')).state;
    // Seat 3 holds no six, seven or eight now; it is asked all the same, and the bout waits for it.
    expect(durak.actors(s)).toEqual([0, 2, 3]);
    expect(durak.legalMoves(s, 3)).toEqual([done]);
    s = act(s, 0, done).state;
    s = act(s, 2, done).state;
    expect(s.count).toBe(2); // the bout is still open: seat 3 has not answered
    const p = act(s, 3, done);
    expect(p.events.find((e) => e.kind === 'bout-over')).toMatchObject({ defender: 1, taken: false });
  });

  it('a seat with no cards is not asked and counts as done', () => {
    // Porozhniy keeps hands uneven: seat 0 spends four sixes in the first bout and draws nothing.
    const uneven = [
      ['6H', '6S', '6C', '6D', '9D', '9H'],
      ['7H', '7S', '7C', '7D', '9S', '9C'],
      ['TS', 'TC', 'TD', 'JS', 'JC', 'JD'],
    ];
    let s = start({ variant: 'porozhniy' }, 3, { hands: uneven, trump: 'AH' });
    for (const c of ['6H', '6S', '6C', '6D']) s = act(s, 0, attack(c)).state;
    for (const c of ['6H', '6S', '6C', '6D']) s = act(s, 1, defend(c, `7${c[1]}`)).state;
    s = act(s, 0, done).state;
    s = act(s, 2, done).state;
    expect([s.attacker, s.defender, s.limit]).toEqual([1, 2, 6]);
    s = act(s, 1, attack('9S')).state;
    s = act(s, 0, attack('9D')).state;
    s = act(s, 0, attack('9H')).state;
    // Seat 0 holds no cards while the talon lasts: still in play, but not asked, and it has nothing to decline.
    expect(durak.view(s, 0).talonCount).toBeGreaterThan(0);
    expect(durak.actors(s)).toEqual([1, 2]);
    refuse(s, 0, done, 'nothing-to-add');
  });

  it('the limit reached closes throw-ins: nobody is asked for done, and the bout ends as soon as the defender takes', () => {
    const three = [['6H', '6C', '6D'], ['7S', '8S', '9S'], ['6S', '7H', '8H']];
    let s = start({ dealSize: 3, firstBoutLimit: 6 }, 3, { hands: three, trump: 'AH' });
    s = act(s, 0, attack('6C')).state;
    s = act(s, 0, attack('6D')).state;
    s = act(s, 2, attack('6S')).state; // the third attack card: the defender held three
    expect(durak.actors(s)).toEqual([1]);
    refuse(s, 0, done, 'limit-reached');
    refuse(s, 2, done, 'limit-reached');
    const p = act(s, 1, take);
    expect(p.events.find((e) => e.kind === 'bout-over')).toMatchObject({ defender: 1, taken: true });
  });

  it('the limit reached with every card covered ends the bout at once, without waiting for done', () => {
    const eight = [
      ['2S', '3C', '4D', '5S', '6C', '7D', '8S', '2H'],
      ['3S', '4C', '5D', '6S', '7C', '8D', '9S', 'KC'],
    ];
    let s = start({ deck: 52, dealSize: 8, firstBoutLimit: 6 }, 2, { hands: eight, trump: 'AH' });
    for (const [a, d] of [['2S', '3S'], ['3C', '4C'], ['4D', '5D'], ['5S', '6S'], ['6C', '7C']] as const) {
      s = act(s, 0, attack(a)).state;
      s = act(s, 1, defend(a, d)).state;
    }
    s = act(s, 0, attack('7D')).state;
    const p = act(s, 1, defend('7D', '8D'));
    expect(p.events.find((e) => e.kind === 'bout-over')).toMatchObject({ defender: 1, taken: false });
    expect([p.state.attacker, p.state.defender]).toEqual([1, 0]);
  });
});

describe('RULES-DECISIONS: take', () => {
  it('take with throw-ins after it: the taker gets every card, its own defence included', () => {
    let s = start({}, 2, { hands: [['6H', '6C', '6D', '7D', '9C', 'TC'], ['7C', '7S', '8D', '9D', 'TD', 'JD']], trump: 'AH' });
    s = act(s, 0, attack('6C')).state;
    s = act(s, 1, defend('6C', '7C')).state;
    s = act(s, 0, attack('6D')).state;
    s = act(s, 1, take).state;
    refuse(s, 1, defend('6D', '8D'), 'already-taking');
    refuse(s, 1, take, 'already-taking');
    expect(durak.view(s, 0).taking).toBe(true);
    s = act(s, 0, attack('7D')).state; // after "take" attackers still add, up to the limit
    const p = act(s, 0, done);
    expect(sorted(hand(p.state, 1))).toEqual(sorted(['7S', '8D', '9D', 'TD', 'JD', '6C', '7C', '6D', '7D']));
    expect(p.state.attacker).toBe(0);
  });

  it('nothing to take when every attack card is covered', () => {
    let s = start({}, 2, { hands: [['6H', '6C', '6D', '7D', '9C', 'TC'], ['7C', '7S', '8D', '9D', 'TD', 'JD']], trump: 'AH' });
    refuse(s, 1, take, 'nothing-to-take');
    s = act(s, 0, attack('6C')).state;
    s = act(s, 1, defend('6C', '7C')).state;
    refuse(s, 1, take, 'nothing-to-take');
  });
});

describe('RULES-DECISIONS: perevodnoy', () => {
  const P = { variant: 'perevodnoy' };
  it('a transfer passes the attack to the next seat; the old defender becomes the main attacker', () => {
    const hands = [['6H', '6C', '8C', '9C', 'TC', 'JC'], ['6D', '7S', '8S', '9S', 'TS', 'JS'], [
      '7D',
      '8D',
      '9D',
      'TD',
      'JD',
      'QD',
    ]];
    let s = start(P, 3, { hands, trump: 'AH' });
    s = act(s, 0, attack('6C')).state;
    const p = act(s, 1, transfer('6D'));
    expect(p.events).toEqual([{ kind: 'transfer', seat: 1, card: '6D', defender: 2 }]);
    expect([p.state.attacker, p.state.defender]).toEqual([1, 2]);
    expect(durak.view(p.state, 2).table).toEqual([
      { attack: '6C', cover: null },
      { attack: '6D', cover: null },
    ]);
  });

  it('transfers go round the table, back to the first attacker', () => {
    const hands = [['6H', '6S', '8C', '9C', 'TC', 'JC'], ['6C', '6D', '8S', '9S', 'TS', 'JS']];
    let s = start(P, 2, { hands, trump: 'AH' });
    s = act(s, 0, attack('6S')).state;
    s = act(s, 1, transfer('6C')).state;
    expect([s.attacker, s.defender]).toEqual([1, 0]);
    s = act(s, 0, transfer('6H')).state;
    expect([s.attacker, s.defender]).toEqual([0, 1]);
    s = act(s, 1, transfer('6D')).state;
    expect([s.attacker, s.defender]).toEqual([1, 0]);
    expect(s.count).toBe(4);
  });

  it('transfer refused when the next seat holds fewer cards than the attack would have', () => {
    let s = start({ ...P, dealSize: 1 }, 3, { hands: [['6H'], ['6C'], ['7S']], trump: 'AH' });
    s = act(s, 0, attack('6H')).state;
    const e = refuse(s, 1, transfer('6C'), 'transfer-next-too-few');
    expect(e.message.en).toContain('holds 1 cards but would face 2');
  });

  it('transfer needs the attack’s rank, comes before any cover, and exists only in perevodnoy', () => {
    const hands = [['6H', '6S', '8C', '9C', 'TC', 'JC'], ['6C', '7S', '8S', '9S', 'TS', 'JS']];
    let s = start(P, 2, { hands, trump: 'AH' });
    s = act(s, 0, attack('6S')).state;
    refuse(s, 1, transfer('7S'), 'transfer-rank');
    refuse(s, 0, transfer('6H'), 'not-your-turn');
    s = act(s, 1, defend('6S', '7S')).state;
    s = act(s, 0, attack('6H')).state;
    refuse(s, 1, transfer('6C'), 'transfer-after-cover');
    let t = start({}, 2, { hands, trump: 'AH' });
    t = act(t, 0, attack('6S')).state;
    refuse(t, 1, transfer('6C'), 'transfer-not-in-variant');
  });
});

describe('RULES-DECISIONS: out, places, the durak and the draw', () => {
  it('players going out in the same bout share a place; the last holder of cards is the durak', () => {
    let s = threeAfterFirstBout();
    expect(hand(s, 2)).toHaveLength(14);
    expect([s.attacker, s.defender, s.limit]).toEqual([0, 1, 5]);
    const events: Event[] = [];
    for (const [a, d] of [['JS', 'QS'], ['QC', 'KC'], ['KD', 'AD'], ['JD', 'QD'], ['JC', 'AC']] as const) {
      s = act(s, 0, attack(a)).state;
      const p = act(s, 1, defend(a, d));
      events.push(...p.events);
      s = p.state;
    }
    expect(events).toContainEqual({ kind: 'out', seats: [0, 1], place: 1 });
    expect(durak.outcome(s)).toEqual({ places: [1, 1, 3], scores: [0, 0, 1], lowerScoreWins: true });
    expect(events.find((e) => e.kind === 'round-over')).toMatchObject({ durak: 2, places: [1, 1, 3], seriesOver: true });
    expect(durak.actors(s)).toEqual([]);
    refuse(s, 2, attack('AS'), 'game-over');
  });

  it('out order: earlier bouts give better places', () => {
    let s = threeAfterFirstBout();
    for (const [a, d] of [['JS', 'QS'], ['QC', 'KC'], ['KD', 'AD'], ['JD', 'QD']] as const) {
      s = act(s, 0, attack(a)).state;
      s = act(s, 1, defend(a, d)).state;
    }
    s = act(s, 0, attack('JC')).state;
    const p = act(s, 1, take);
    expect(p.events).toContainEqual({ kind: 'out', seats: [0], place: 1 });
    expect([p.state.attacker, p.state.defender]).toEqual([2, 1]); // seat 0 is out: seat 2 attacks seat 1
    const end = finishWithBots(p.state);
    const places = durak.outcome(end.state)!.places;
    expect(places[0]).toBe(1); // out first, alone
    expect(places[1]).toBeGreaterThanOrEqual(2);
    expect(places[2]).toBeGreaterThanOrEqual(2);
  });

  it('the durak: the last player holding cards takes the last place', () => {
    let { state: s } = twelveToLastBout();
    s = act(s, 1, attack('KH')).state;
    const p = act(s, 0, take);
    expect(p.events).toContainEqual({ kind: 'out', seats: [1], place: 1 });
    expect(durak.outcome(p.state)).toEqual({ places: [2, 1], scores: [1, 0], lowerScoreWins: true });
  });

  it('the draw: the last players empty their hands in the same bout, nobody is the durak', () => {
    const { state } = twelveToLastBout();
    const p = beatBout(state, 'KH', 'AH');
    expect(p.events).toContainEqual({ kind: 'out', seats: [0, 1], place: 1 });
    expect(p.events.find((e) => e.kind === 'round-over')).toMatchObject({ durak: null, places: [1, 1] });
    expect(durak.outcome(p.state)).toEqual({ places: [1, 1], scores: [0, 0], lowerScoreWins: true });
  });
});

describe('RULES-DECISIONS: series', () => {
  it('a series to N losses: the durak is attacked first in the next game, by the seat before it', () => {
    let { state: s } = twelveToLastBout({ series: 2 });
    s = act(s, 1, attack('KH'), 500).state;
    const p = act(s, 0, take, 600);
    expect(p.events.find((e) => e.kind === 'round-over')).toMatchObject({ game: 1, durak: 0, losses: [1, 0], seriesOver: false });
    expect(durak.outcome(p.state)).toBeNull();
    expect(durak.actors(p.state)).toEqual([]);
    expect(durak.deadline(p.state)).toBe(600);
    refuse(p.state, 1, attack('9S'), 'between-games');
    const dealt = durak.tick(p.state, 600)!;
    expect(dealt.events).toEqual([{ kind: 'deal', game: 2, trumpCard: expect.any(String), attacker: 1, defender: 0 }]);
    expect(dealt.state.deal.game).toBe(2);
    expect(durak.view(dealt.state, 0).seats.map((v) => v.handSize)).toEqual([12, 12]);
    expect(durak.view(dealt.state, 0).seats.map((x) => x.losses)).toEqual([1, 0]);
    const end = finishWithBots(dealt.state);
    const outcome = durak.outcome(end.state)!;
    expect(Math.max(...outcome.scores!)).toBe(2);
    expect(outcome.lowerScoreWins).toBe(true);
    // Places by losses, fewer is better, ties share.
    const [a, b] = outcome.scores!;
    expect(outcome.places).toEqual(a === b ? [1, 1] : a! < b! ? [1, 2] : [2, 1]);
  });
});

describe('RULES-DECISIONS: series with three seats', () => {
  it('the durak (seat 2) is attacked first in the next game by the seat before it (seat 1)', () => {
    let s = threeAfterFirstBout({ series: 2 });
    for (const [a, d] of [['JS', 'QS'], ['QC', 'KC'], ['KD', 'AD'], ['JD', 'QD'], ['JC', 'AC']] as const) {
      s = act(s, 0, attack(a)).state;
      s = act(s, 1, defend(a, d), 10).state;
    }
    expect(s.deal.losses).toEqual([0, 0, 1]);
    const dealt = durak.tick(s, 10)!;
    expect([dealt.state.attacker, dealt.state.defender]).toEqual([1, 2]);
    expect(dealt.state.place).toEqual([0, 0, 0]);
    expect(durak.view(dealt.state, 'spectator').lastPlaces).toEqual([1, 1, 3]);
  });
});

describe('RULES-DECISIONS: errors', () => {
  const hands = [['6H', '6C', '8C', '9C', 'TC', 'JC'], ['7C', '7S', '8D', '9D', 'TD', 'JD'], [
    'QS',
    'KS',
    'AS',
    'QD',
    'KD',
    'AD',
  ]];
  it('refusals name what is wrong and why, in every language', () => {
    let s = start({}, 3, { hands, trump: 'AH' });
    refuse(s, 0, attack('7S'), 'card-not-in-hand');
    refuse(s, 1, defend('6C', '7C'), 'not-an-uncovered-attack-card');
    s = act(s, 0, attack('6C')).state;
    refuse(s, 1, defend('8C', '9D'), 'not-an-uncovered-attack-card');
    refuse(s, 0, defend('6C', '8C'), 'not-your-turn');
    refuse(s, 1, done, 'defender-cannot-attack');
    const e = refuse(s, 1, defend('6C', '8D'), 'cannot-beat');
    expect(e.rule).toBe('seed-002#beating');
    expect(e.message).toEqual({
      en: 'The 8♦ cannot beat the 6♣: it is neither of the same suit nor a trump (colour is not suit).',
      ru: '8♦ не бьёт 6♣: она не той же масти и не козырь (цвет — не масть).',
      uk: '8♦ не б’є 6♣: вона не тієї ж масті й не козир (колір — не масть).',
      bg: '8♦ не бие 6♣: не е от същата боя и не е коз (цветът не е боя).',
    });
  });

  it('malformed moves are refused by parseMove with a stable code', () => {
    const code = (raw: unknown) => {
      const r = durak.parseMove(raw);
      return r.ok ? 'ok' : r.error.code;
    };
    expect(code({ kind: 'attack', card: 'AH' })).toBe('ok');
    expect(code({ kind: 'defend', attack: 'AH', card: 'JK' })).toBe('ok');
    expect(code({ kind: 'attack', card: 'ZZ' })).toBe('durak/unknown-card');
    expect(code({ kind: 'attack', card: '10H' })).toBe('durak/unknown-card');
    expect(code({ kind: 'defend', attack: 'AH' })).toBe('durak/bad-move');
    expect(code({ kind: 'chat' })).toBe('durak/bad-move'); // Durak ignores table chat
    expect(code('take')).toBe('durak/bad-move');
  });
});

describe('RULES-DECISIONS: setup and config', () => {
  it('stacked-deck validation: wrong size, foreign card, duplicate, not a code', () => {
    const c = durak.parseConfig({}, 2);
    if (!c.ok) throw new Error(c.error.code);
    const good = stack({}, 2, {
      hands: [['6H', '6C', '8C', '9C', 'TC', 'JC'], ['6D', '7S', '8S', '9S', 'TS', 'JS']],
      trump: 'AH',
    });
    expect(durak.setup(c.value, 2, { seed: 1, deck: good }).ok).toBe(true);
    const code = (deck: string[]) => {
      const r = durak.setup(c.value, 2, { seed: 1, deck });
      return r.ok ? 'ok' : `${r.error.code}: ${r.error.message.en}`;
    };
    expect(code(good.slice(1))).toMatch(
      /^durak\/deck-wrong-size: The stacked deck has 35 cards; this table \(podkidnoy, base 36\) plays with 36/,
    );
    expect(code(['2S', ...good.slice(1)])).toMatch(/^durak\/deck-wrong-cards: .*2S is not part of this table's deck/);
    expect(code(['JK', ...good.slice(1)])).toMatch(/deck-wrong-cards/);
    expect(code([good[1]!, ...good.slice(1)])).toMatch(/appears twice/);
    expect(code(['XX', ...good.slice(1)])).toMatch(/"XX" is not a card code/);
  });

  it('config refusals: too many seats for the deck and deal size, seats outside 2..6, unknown keys', () => {
    const six = durak.parseConfig({ deck: 24 }, 6);
    expect(six.ok).toBe(false);
    if (!six.ok) {
      expect(six.error.code).toBe('config/deal-too-large');
      expect(six.error.message.en).toMatch(/6 seats × dealSize 6 = 36 cards, more than the base deck 24/);
    }
    expect(durak.parseConfig({ deck: 24, dealSize: 4 }, 6).ok).toBe(true);
    expect(durak.parseConfig({ deck: 36, dealSize: 7 }, 6).ok).toBe(false);
    expect(durak.parseConfig({ variant: 'joker', deck: 36 }, 6).ok).toBe(true); // specials do not count
    const seven = durak.parseConfig({}, 7);
    expect(seven.ok || seven.error.code).toBe('config/seats');
    expect(durak.parseConfig({}, 1).ok).toBe(false);
    const unknown = durak.parseConfig({ trumps: 'none' }, 2);
    expect(unknown.ok || unknown.error.code).toBe('config/unknown-key');
    expect(durak.parseConfig({ dealSize: 13 }, 2).ok).toBe(false);
    expect(durak.parseConfig({ series: 21 }, 2).ok).toBe(false);
  });
});

describe('RULES-DECISIONS: public knowledge', () => {
  it('views hide other hands and the talon; draws show their cards only to the drawer', () => {
    let s = start({}, 2, {
      hands: [['6C', '6H', '8C', '9C', 'TC', 'JC'], ['7C', '7S', '8D', '9D', 'TD', 'JD']],
      talon: ['QS', 'KS'],
      trump: 'AH',
    });
    const spectator = JSON.stringify(durak.view(s, 'spectator'));
    for (const c of ['6C', '7C', 'QS', 'KS']) expect(spectator).not.toContain(`"${c}"`);
    expect(spectator).not.toContain('rng');
    expect(durak.view(s, 0).hand).toContain('6C');
    expect(JSON.stringify(durak.view(s, 0))).not.toContain('"7C"');
    s = act(s, 0, attack('6C')).state;
    s = act(s, 1, defend('6C', '7C')).state;
    const p = act(s, 0, done);
    const draw = p.events.find((e) => e.kind === 'draw' && e.seat === 0)!;
    expect(durak.eventView(draw, 0)).toMatchObject({ cards: ['QS'] });
    expect(durak.eventView(draw, 1)).toMatchObject({ count: 1, cards: [] });
    expect(durak.eventView(draw, 'spectator')).toMatchObject({ count: 1, cards: [] });
  });

  it('actors never depend on hidden cards', () => {
    // Two deals identical but for one swap: seat 2's 6D against the deepest talon card (never drawn here).
    const config = durak.parseConfig({}, 3);
    if (!config.ok) throw new Error(config.error.code);
    const hands = [['6H', '6C', '8C', '9C', 'TC', 'JC'], ['7C', '7S', '8D', '9D', 'TD', 'JD'], [
      '6D',
      'QS',
      'KS',
      'QD',
      'KD',
      'AD',
    ]];
    const withSix = stack({}, 3, { hands, talon: ['8S', '9S'], trump: 'AH' });
    const i = withSix.indexOf('6D');
    const j = withSix.length - 2;
    const withoutSix = withSix.slice();
    [withoutSix[i], withoutSix[j]] = [withoutSix[j]!, withoutSix[i]!];
    const setup = (deck: string[]) => {
      const r = durak.setup(config.value, 3, { seed: 1, deck });
      if (!r.ok) throw new Error(r.error.code);
      return r.value;
    };
    let a = setup(withSix);
    let b = setup(withoutSix);
    expect(durak.legalMoves(a, 0)).toEqual(durak.legalMoves(b, 0));
    const others = [0, 1, 'spectator'] as const;
    const same = (ea: Event[] = [], eb: Event[] = []) => {
      expect(durak.actors(b)).toEqual(durak.actors(a));
      for (const v of others) {
        expect(durak.view(b, v)).toEqual(durak.view(a, v));
        expect(eb.map((e) => durak.eventView(e, v))).toEqual(ea.map((e) => durak.eventView(e, v)));
      }
    };
    same();
    const moves: [number, ReturnType<typeof attack>][] = [[0, attack('6C')], [1, defend('6C', '7C')], [0, done], [2, done]];
    for (const [seat, move] of moves) {
      if (seat === 2) {
        // Seat 2 could throw in its six in one deal and not in the other: only its own legal moves show it.
        expect(durak.legalMoves(a, 2)).toEqual([attack('6D'), done]);
        expect(durak.legalMoves(b, 2)).toEqual([done]);
        expect(durak.actors(b)).toEqual([2]); // the bout waits for seat 2 in both deals
      }
      const pa = act(a, seat, move);
      const pb = act(b, seat, move);
      a = pa.state;
      b = pb.state;
      same(pa.events, pb.events);
    }
    expect(a.count).toBe(0); // the bout ended with seat 2's done, in both deals alike
    expect(durak.actors(a)).toEqual([1]);
  });

  it('determinize re-deals once: a seat asked to throw in may get any hidden cards, and the actors still agree', () => {
    const hands = [['6H', '6C', '8C', '9C', 'TC', 'JC'], ['7C', '7S', '8D', '9D', 'TD', 'JD'], [
      '6D',
      'QS',
      'KS',
      'QD',
      'KD',
      'AD',
    ]];
    let s = start({}, 3, { hands, talon: ['8S', '9S'], trump: 'AH' });
    s = act(s, 0, attack('6C')).state;
    const rng = Rng.seeded(11);
    const seen = new Set<boolean>();
    for (let i = 0; i < 20; i++) {
      const d = durak.search!.determinize(s, 0, rng);
      expect(durak.actors(d)).toEqual([0, 1, 2]);
      expect(durak.legalMoves(d, 0)).toEqual(durak.legalMoves(s, 0));
      expect(durak.view(d, 0)).toEqual(durak.view(s, 0));
      seen.add(durak.legalMoves(d, 2).some((m) => m.kind === 'attack'));
    }
    // Deals where seat 2 holds a six and deals where it holds none: nothing public tells them apart.
    expect([...seen].sort()).toEqual([false, true]);
  });

  it('determinize keeps the seat’s hand, public cards and the face-up trump, and re-deals the rest', () => {
    let s = start({}, 2, { hands: [['6H', '6C', '6D', '7D', '9C', 'TC'], ['7C', '7S', '8D', '9D', 'TD', 'JD']], trump: 'AH' });
    s = act(s, 0, attack('6C')).state;
    s = act(s, 1, take).state;
    s = act(s, 0, done).state;
    const rng = Rng.seeded(5);
    let moved = false;
    for (let i = 0; i < 10; i++) {
      const d = durak.search!.determinize(s, 0, rng);
      expect(durak.view(d, 0)).toEqual(durak.view(s, 0));
      expect(d.deal.order.at(-1)).toBe(s.deal.order.at(-1));
      expect(d.hands[1]).toEqual(expect.arrayContaining([...knownHeld(s, 1)]));
      if (JSON.stringify(d.hands[1]) !== JSON.stringify(held(s, s.hands[1]!))) moved = true;
    }
    expect(moved).toBe(true);
  });
});

describe('legal moves and apply agree', () => {
  it('in random positions of every variant, apply accepts exactly the moves legalMoves lists', () => {
    const tables: [Record<string, unknown>, number][] = [
      [{}, 3],
      [{ variant: 'perevodnoy' }, 4],
      [{ variant: 'joker', deck: 52 }, 2],
      [{ variant: 'pustushka', throwIn: 'neighbours' }, 5],
      [{ variant: 'japanese' }, 2],
      [{ variant: 'porozhniy', dealSize: 3 }, 3],
    ];
    let checked = 0;
    for (const [raw, seats] of tables) {
      const config = durak.parseConfig(raw, seats);
      if (!config.ok) throw new Error(config.error.code);
      const rng = Rng.seeded(seats * 31);
      const dealt = durak.setup(config.value, seats, { seed: seats });
      if (!dealt.ok) throw new Error(dealt.error.code);
      let s = dealt.value;
      for (let step = 0; step < 150 && durak.outcome(s) === null; step++) {
        if (step % 3 === 0) {
          for (let seat = 0; seat < seats; seat++) {
            const legal = new Set(durak.legalMoves(s, seat).map((m) => JSON.stringify(m)));
            for (const m of durak.fuzz!.moveSpace(s)) {
              const res = durak.apply(s, seat, m, 0);
              expect(res.ok, `${JSON.stringify(m)} by ${seat}`).toBe(legal.has(JSON.stringify(m)));
              checked++;
            }
          }
        }
        const actors = durak.actors(s);
        const seat = rng.pick(actors);
        s = act(s, seat, rng.pick(durak.legalMoves(s, seat))).state;
      }
    }
    expect(checked).toBeGreaterThan(10_000);
  });
});
