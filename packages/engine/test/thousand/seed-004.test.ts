/**
 * Every rule and example of seed-004's Thousand parts (fb.ru, igra-tisyacha,
 * znaikak), one test each, named after what the seed says, on stacked decks.
 */
import { describe, expect, it } from 'vitest';
import { CARD_CODES, cardId, pointsSum } from '../../src/games/thousand/cards.ts';
import { thousand } from '../../src/games/thousand/index.ts';
import { dealPoints, scoreDeal } from '../../src/games/thousand/scoring.ts';
import { draft, type State } from '../../src/games/thousand/state.ts';
import {
  bid,
  contract,
  deckOf,
  give,
  lastLine,
  pass,
  playCard,
  playOut,
  refusal,
  rollOut,
  run,
  type Scripted,
  table,
  take,
} from './helpers.ts';

// Seat 0 holds every winner: with the talon it takes all 8 tricks and declares hearts (120 + 100 = 220).
const STRONG = deckOf(3, ['AS AH TH KH QH AC AD', '9H KS QS JS 9S TC KC', 'JH QC JC TD KD QD JD'], ['TS 9C 9D']);
const STRONG_LEADS = { 0: ['AS', 'KH', 'AH', 'TH', 'QH', 'AC', 'AD', 'TS'] };
// Seat 0: heart marriage, the ace of spades; the talon brings the diamond marriage.
const MARRIAGES = deckOf(3, ['AS KH QH 9C JC 9D JD', 'TS KS QS JS 9S TC AC', '9H JH TH AH KC QC AD'], ['TD KD QD']);

/** Seat 0 wins the auction at `value` (others pass), takes the talon, gives `gives` to seats 1 and 2. */
/** Score seat 0's deal as if played with these tricks: `won` lists seats 0 and 1's cards (the rest go to seat 2); `patch` sets table fields. */
function scoredAs(
  raw: Record<string, unknown>,
  contractValue: number,
  won: readonly [string, string],
  patch: Partial<State> = {},
) {
  const played = run(declare(STRONG, contractValue, ['9C', '9D'], raw).state, [[0, contract(contractValue)]]).state;
  const named = won.map((w) => w.split(' ').filter((c) => c.length > 0).map((c) => cardId(c)!));
  const rest = CARD_CODES.map((c) => cardId(c)!).filter((c) => !named.flat().includes(c));
  const piles = [named[0]!, named[1]!, rest];
  const state: State = { ...played, ...patch, hands: [[], [], []], won: piles, tricks: piles.map((p) => p.length / 3) };
  const u = draft(state);
  scoreDeal(u, false);
  return u.step().state;
}

function declare(
  deck: readonly string[],
  value: number,
  gives: readonly [string, string],
  raw: Record<string, unknown> = {},
  patch = {},
) {
  const s = table(raw, 3, deck, patch);
  // Seed 004: the auction opens at exactly 100; seat 0 wins it there, or outbids seat 1's 105 with `value`.
  if (value !== 100 && value < 110) throw new Error('declare: seat 0 wins at 100, or at 110 and more');
  const auction: Scripted[] = value === 100 ?
    [[0, bid(100)], [1, pass], [2, pass]] :
    [[0, bid(100)], [1, bid(105)], [2, pass], [0, bid(value)], [1, pass]];
  return run(s, [...auction, [0, take()], [0, give(gives[0], 1)], [0, give(gives[1], 2)]]);
}

describe('seed-004 Thousand: cards and points', () => {
  it('24 cards from nine to ace in four suits', () => {
    expect(CARD_CODES).toHaveLength(24);
    expect(thousand.cards!.cards(table({}, 3, STRONG))).toHaveLength(24);
  });

  it('card points: ace 11, ten 10, king 4, queen 3, jack 2, nine 0', () => {
    expect(['AS', 'TS', 'KS', 'QS', 'JS', '9S'].map((c) => pointsSum([cardId(c)!]))).toEqual([11, 10, 4, 3, 2, 0]);
  });

  it('the whole deck is worth 120 points and one suit 30', () => {
    expect(pointsSum(CARD_CODES.map((c) => cardId(c)!))).toBe(120);
    expect(pointsSum(['9H', 'JH', 'QH', 'KH', 'TH', 'AH'].map((c) => cardId(c)!))).toBe(30);
  });

  it('ranking: the ten beats the king and only the ace beats the ten', () => {
    const deck = deckOf(3, ['TS AH', 'KS', 'AS'], ['9C JC QC']);
    let { state } = declare(deck, 100, ['9C', 'JC']);
    state = run(state, [[0, contract(100)], [0, playCard('TS')], [1, playCard('KS')], [2, playCard('AS')]]).state;
    expect(state.lastTrick?.winner).toBe(2);
  });

  it('marriages: spades 40, clubs 60, diamonds 80, hearts 100', () => {
    const values = ['S', 'C', 'D', 'H'].map((suit) => {
      const deck = deckOf(3, [`AS K${suit} Q${suit}`, '', ''], ['JS 9S TS']);
      let { state } = declare(deck, 100, ['JS', '9S']);
      state = run(state, [[0, contract(100)]]).state;
      // Win a trick with the ace of spades (nobody has a trump yet), then lead the king.
      const declared = playOut(state, { 0: ['AS', `K${suit}`] }).events.find((e) => e.kind === 'marriage' && e.seat === 0);
      return declared?.kind === 'marriage' ? declared.points : 0;
    });
    expect(values).toEqual([40, 60, 80, 100]);
  });
});

describe('seed-004 Thousand: dealing and bidding', () => {
  it('three players: seven cards each and a talon of three', () => {
    const s = table({}, 3, STRONG);
    expect(s.hands.map((h) => h.length)).toEqual([7, 7, 7]);
    expect(s.talons.map((t) => t.length)).toEqual([3]);
  });

  it('the player left of the dealer must open with at least 100 and may not pass', () => {
    const s = table({}, 3, STRONG);
    expect(s.dealer).toBe(2);
    expect(thousand.actors(s)).toEqual([0]);
    expect(refusal(s, 0, pass)).toBe('thousand/must-open');
    expect(refusal(s, 0, bid(95))).toBe('thousand/bid-too-low');
  });

  it('bids rise in steps of 5: "five" after a hundred means 105', () => {
    const s = run(table({}, 3, STRONG), [[0, bid(100)]]).state;
    expect(refusal(s, 1, bid(103))).toBe('thousand/bid-step');
    expect(refusal(s, 1, bid(100))).toBe('thousand/bid-too-low');
    expect(run(s, [[1, bid(105)]]).state.bid).toBe(105);
  });

  it('a player who passed once may not bid again in this deal', () => {
    const s = run(table({}, 3, MARRIAGES), [[0, bid(100)], [1, pass], [2, bid(105)], [0, bid(110)]]).state;
    expect(thousand.actors(s)).toEqual([2]);
    expect(refusal(s, 1, bid(115))).toBe('thousand/not-your-turn');
  });

  it('bidding ends when two of the three players have passed', () => {
    const { state, events } = run(table({}, 3, STRONG), [[0, bid(100)], [1, bid(105)], [2, pass], [0, pass]]);
    expect(state.phase).toBe('talon');
    expect(state.declarer).toBe(1);
    expect(events.some((e) => e.kind === 'auction-won' && e.seat === 1 && e.bid === 105)).toBe(true);
  });

  it('without a marriage in hand nobody may bid over 120', () => {
    const s = run(table({}, 3, deckOf(3, ['', 'AS AC AD TS TC 9H JH', ''])), [[0, bid(100)]]).state;
    expect(refusal(s, 1, bid(125))).toBe('thousand/bid-over-limit');
    expect(run(s, [[1, bid(120)]]).state.bid).toBe(120);
  });

  it('the bid never exceeds 120 plus the marriages in hand (setting marriage-sum)', () => {
    // Seat 1 holds the heart marriage (100) only: 120 + 100.
    const s = run(table({ bidLimit: 'marriage-sum' }, 3, deckOf(3, ['', 'KH QH AS 9C 9D TS TC', ''])), [[0, bid(100)]]).state;
    expect(refusal(s, 1, bid(225))).toBe('thousand/bid-over-limit');
    expect(run(s, [[1, bid(220)]]).state.bid).toBe(220);
  });

  it('the talon is opened for all and given to the winner of the auction', () => {
    const { state, events } = run(table({}, 3, MARRIAGES), [[0, bid(100)], [1, pass], [2, pass], [0, take()]]);
    expect(state.hands[0]).toHaveLength(10);
    const shown = events.find((e) => e.kind === 'talon-taken');
    expect(shown?.kind === 'talon-taken' && shown.cards).toEqual(['TD', 'KD', 'QD']);
    expect(thousand.eventView(shown!, 'spectator')).toEqual(shown);
    expect(thousand.view(state, 1).players[0]!.known).toEqual(['QD', 'KD', 'TD']);
  });

  it('the declarer gives one unwanted card to each opponent', () => {
    const s = run(table({}, 3, MARRIAGES), [[0, bid(100)], [1, pass], [2, pass], [0, take()], [0, give('9C', 1)]]).state;
    expect(refusal(s, 0, give('9D', 1))).toBe('thousand/bad-recipient');
    const after = run(s, [[0, give('9D', 2)]]).state;
    expect(after.hands.map((h) => h.length)).toEqual([8, 8, 8]);
    expect(after.phase).toBe('contract');
  });

  it('after taking the talon the declarer may raise the bid but never lower it', () => {
    const { state } = declare(MARRIAGES, 110, ['9C', '9D']);
    expect(refusal(state, 0, contract(105))).toBe('thousand/contract-too-low');
    expect(run(state, [[0, contract(150)]]).state.contract).toBe(150);
  });
});

describe('seed-004 Thousand: play', () => {
  it('follow suit; without it trump; without trumps any card', () => {
    const deck = deckOf(3, ['AS TS KH QH AH TH AD', 'KS 9H JH TC KC QC JC', 'AC 9C 9D TD JD QD KD'], ['QS JS 9S']);
    let { state } = declare(deck, 100, ['AD', '9S']);
    state = run(state, [[0, contract(100)], [0, playCard('AS')], [1, playCard('KS')], [2, playCard('9S')]]).state;
    state = run(state, [[0, playCard('QH')]]).state; // declares hearts
    expect(refusal(state, 1, playCard('TC'))).toBe('thousand/must-follow-suit');
    state = run(state, [[1, playCard('9H')]]).state;
    expect(thousand.legalMoves(state, 2)).toHaveLength(7); // no hearts, no trumps: any card
    state = run(state, [[2, playCard('9C')], [0, playCard('TS')]]).state;
    expect(refusal(state, 1, playCard('TC'))).toBe('thousand/must-trump');
    state = run(state, [[1, playCard('JH')], [2, playCard('KD')]]).state;
    expect(state.lastTrick?.winner).toBe(1);
  });

  it('no trump on the first lead; a marriage is declared by leading its king or queen after winning a trick', () => {
    let { state } = declare(MARRIAGES, 100, ['9C', '9D']);
    state = run(state, [[0, contract(100)]]).state;
    const first = run(state, [[0, playCard('KH')]]);
    expect(first.events.some((e) => e.kind === 'marriage')).toBe(false);
    expect(first.state.trump).toBe(-1);
    const { events, state: after } = run(state, [[0, playCard('AS')], [1, playCard('9S')], [2, playCard('9H')], [
      0,
      playCard('QH'),
    ]]);
    expect(events.find((e) => e.kind === 'marriage')).toEqual({
      kind: 'marriage',
      seat: 0,
      suit: 'H',
      type: 'marriage',
      points: 100,
    });
    expect(after.trump).toBe(3);
  });

  it('the winner of a trick leads the next; another player with a marriage can change the trump', () => {
    let { state } = declare(MARRIAGES, 100, ['9C', '9D']);
    // Seat 0 declares hearts; seat 2 wins that trick with the ace of hearts, then declares clubs.
    state = run(state, [[0, contract(100)], [0, playCard('AS')], [1, playCard('9S')], [2, playCard('9H')]]).state;
    state = run(state, [[0, playCard('KH')], [1, playCard('TC')], [2, playCard('AH')]]).state;
    expect(thousand.actors(state)).toEqual([2]);
    const { events, state: after } = run(state, [[2, playCard('KC')]]);
    expect(events.find((e) => e.kind === 'marriage')).toMatchObject({ seat: 2, suit: 'C', points: 60 });
    expect(after.trump).toBe(1);
  });

  it('eight tricks are played in a deal of three', () => {
    let { state } = declare(STRONG, 100, ['9C', '9D']);
    state = run(state, [[0, contract(100)]]).state;
    const { events } = playOut(state, STRONG_LEADS);
    expect(events.filter((e) => e.kind === 'trick')).toHaveLength(8);
  });

  it('ace marriage (setting): after winning a trick with the ten of diamonds, leading an ace declares 200', () => {
    const deck = deckOf(3, ['AS AC AD AH TD 9C 9H', 'KD JS', 'QD 9S'], ['JD KC QC']);
    let { state } = declare(deck, 100, ['KC', 'QC'], { aceMarriage: true });
    state = run(state, [[0, contract(100)], [0, playCard('TD')], [1, playCard('KD')], [2, playCard('QD')]]).state;
    expect(state.lastTrick?.winner).toBe(0);
    const { events, state: after } = run(state, [[0, playCard('AS')]]);
    expect(events.find((e) => e.kind === 'marriage')).toEqual({
      kind: 'marriage',
      seat: 0,
      suit: 'S',
      type: 'aces',
      points: 200,
    });
    expect(after.trump).toBe(0);
  });
});

// Seat 1 holds every winner (for the barrel): seat 1 is the second hand of the deck.
const STRONG_1 = deckOf(3, ['9H KS QS JS 9S TC KC', 'AS AH TH KH QH AC AD', 'JH QC JC TD KD QD JD'], ['TS 9C 9D']);
// Seat 0 cannot make anything.
const WEAK = deckOf(3, ['9S 9C 9D 9H JS JC JD'], ['JH QS QC']);

/** Seat 0 declares `value` on MARRIAGES (it holds the heart marriage) and rolls out. */
function rollOutBy0(value: number, raw: Record<string, unknown> = {}, patch = {}) {
  const { state } = declare(MARRIAGES, value, ['9C', '9D'], raw, patch);
  return run(state, [[0, rollOut]]);
}

describe('seed-004 Thousand: scoring', () => {
  it('the bid of 170 taking 220 scores 170: the surplus does not count', () => {
    let { state } = declare(STRONG, 170, ['9C', '9D']);
    state = run(state, [[0, contract(170)]]).state;
    state = playOut(state, STRONG_LEADS).state;
    expect(pointsSum(state.won[0]!) + state.declarations.filter((m) => m.seat === 0).reduce((a, m) => a + m.points, 0)).toBe(220);
    expect(lastLine(state).deltas[0]).toBe(170);
    expect(lastLine(state).marks[0]).toContain('made');
  });

  it('a contract not made costs the declarer the bid', () => {
    let { state } = declare(WEAK, 100, ['JH', 'QS']);
    state = playOut(run(state, [[0, contract(100)]]).state).state;
    expect(lastLine(state).deltas[0]).toBe(-100);
    expect(lastLine(state).marks[0]).toContain('lost');
  });

  it('the others score the points of their tricks, rounded to 5 (setting: exact)', () => {
    for (const roundOthers of [true, false]) {
      let { state } = declare(WEAK, 100, ['JH', 'QS'], { roundOthers });
      state = playOut(run(state, [[0, contract(100)]]).state).state;
      for (const p of [1, 2]) {
        const pts = pointsSum(state.won[p]!) + state.declarations.filter((m) => m.seat === p).reduce((a, m) => a + m.points, 0);
        expect(lastLine(state).deltas[p]).toBe(roundOthers ? Math.round(pts / 5) * 5 : pts);
      }
    }
  });

  it('a declared marriage counts for whoever declared it', () => {
    let { state } = declare(MARRIAGES, 100, ['9C', '9D']);
    state = run(state, [[0, contract(100)], [0, playCard('AS')], [1, playCard('9S')], [2, playCard('9H')]]).state;
    state = run(state, [[0, playCard('KH')], [1, playCard('TC')], [2, playCard('AH')], [2, playCard('KC')]]).state;
    state = playOut(state).state;
    const pts2 = pointsSum(state.won[2]!) + 60;
    expect(lastLine(state).deltas[2]).toBe(Math.round(pts2 / 5) * 5);
  });

  it('marriages count only when declared: three marriages in hand and no trick score nothing', () => {
    const deck = deckOf(3, ['KS QS KC QC KD QD 9H', 'AS TS JS AC TC JC AD', 'TD JD AH TH JH QH KH'], ['9S 9C 9D']);
    let { state } = declare(deck, 100, ['9C', '9D']);
    state = playOut(run(state, [[0, contract(100)]]).state).state;
    expect(state.tricks[0]).toBe(0);
    expect(state.declarations.filter((d) => d.seat === 0)).toEqual([]);
    expect(lastLine(state).deltas[0]).toBe(-100);
  });

  it('a player who takes no trick gets a bolt', () => {
    let { state } = declare(STRONG, 100, ['9C', '9D']);
    state = playOut(run(state, [[0, contract(100)]]).state, STRONG_LEADS).state;
    expect(state.bolts).toEqual([0, 1, 1]);
    expect(lastLine(state).marks[1]).toContain('bolt');
  });

  it('every third bolt costs 120', () => {
    let { state } = declare(STRONG, 100, ['9C', '9D'], {}, { bolts: [0, 2, 5] });
    state = playOut(run(state, [[0, contract(100)]]).state, STRONG_LEADS).state;
    expect(state.bolts).toEqual([0, 3, 6]);
    expect(lastLine(state).deltas).toEqual([100, -120, -120]);
    expect(lastLine(state).marks[1]).toContain('bolt-penalty');
  });

  it('three bolts in a row cost 120 (setting)', () => {
    let { state } = declare(STRONG, 100, ['9C', '9D'], { boltPenalty: 'three-in-a-row' }, {
      bolts: [0, 2, 2],
      boltRun: [0, 2, 1],
    });
    state = playOut(run(state, [[0, contract(100)]]).state, STRONG_LEADS).state;
    expect(lastLine(state).deltas).toEqual([100, -120, 0]);
    expect(state.boltRun).toEqual([0, 0, 2]);
  });

  it('a bolt is a deal without points (setting, znaikak)', () => {
    let { state } = declare(STRONG, 100, ['9C', '9D'], { boltWhen: 'no-points' });
    state = playOut(run(state, [[0, contract(100)]]).state, STRONG_LEADS).state;
    expect(state.bolts).toEqual([0, 1, 1]);
  });

  it('roll-out: the declarer loses the bid and each opponent gets 60', () => {
    const { state, events } = rollOutBy0(110);
    expect(lastLine(state).deltas).toEqual([-110, 60, 60]);
    expect(events.some((e) => e.kind === 'round-over')).toBe(true);
    expect(state.phase).toBe('dealing');
  });

  it('the roll-out of a 140 bid gives 70 each under that agreement', () => {
    const { state } = rollOutBy0(140, { rollOutValue: 'half-bid' });
    expect(lastLine(state).deltas).toEqual([-140, 70, 70]);
  });

  it('samosval example: 495/200/760 become 0/260/640 after a roll-out of 60', () => {
    const s = table({}, 3, STRONG, { scores: [495, 200, 760] });
    const { state } = run(s, [[0, bid(100)], [1, pass], [2, bid(120)], [0, pass], [2, take()], [2, give('9C', 0)], [
      2,
      give('9D', 1),
    ], [2, rollOut]]);
    expect(state.scores).toEqual([0, 260, 640]);
    expect(lastLine(state).marks[0]).toContain('samosval');
  });

  it('samosval at -555 resets to 0 as well; its value is a setting', () => {
    expect(rollOutBy0(100, {}, { scores: [0, -615, 0] }).state.scores[1]).toBe(0);
    expect(rollOutBy0(100, { samosvalNegative: false }, { scores: [0, -615, 0] }).state.scores[1]).toBe(-555);
    expect(rollOutBy0(100, { samosval: 550 }, { scores: [0, 490, 0] }).state.scores[1]).toBe(0);
  });
});

describe('seed-004 Thousand: the barrel', () => {
  it('at 880 or more the score drops to 880 and the player sits on the barrel', () => {
    const { state } = rollOutBy0(100, {}, { scores: [0, 850, 0] });
    expect(state.scores[1]).toBe(880);
    expect(state.onBarrel).toEqual([false, true, false]);
    expect(lastLine(state).marks[1]).toContain('barrel');
  });

  it('the barrel is at 900 in some variants (setting)', () => {
    const { state } = rollOutBy0(100, { barrelAt: 900 }, { scores: [0, 830, 0] });
    expect(state.scores[1]).toBe(890);
    expect(state.onBarrel[1]).toBe(false);
    expect(rollOutBy0(100, { barrelAt: 900 }, { scores: [0, 850, 0] }).state.scores[1]).toBe(900);
  });

  it('the player on the barrel opens with 120 (and must bid more than 120: setting)', () => {
    const s = table({}, 3, STRONG_1, { scores: [0, 880, 0], onBarrel: [false, true, false] });
    expect(thousand.actors(s)).toEqual([1]);
    expect(refusal(s, 1, bid(115))).toBe('thousand/bid-too-low');
    const strict = table({ barrelBid: 125 }, 3, STRONG_1, { scores: [0, 880, 0], onBarrel: [false, true, false] });
    expect(refusal(strict, 1, bid(120))).toBe('thousand/bid-too-low');
  });

  it('winning the auction and taking 120 from the barrel reaches 1000 and wins', () => {
    const s = table({}, 3, STRONG_1, { scores: [0, 880, 300], onBarrel: [false, true, false] });
    let { state } = run(s, [[1, bid(120)], [2, pass], [0, pass], [1, take()], [1, give('9C', 0)], [1, give('9D', 2)], [
      1,
      contract(120),
    ]]);
    state = playOut(state, { 1: STRONG_LEADS[0] }).state;
    expect(state.scores[1]).toBe(1000);
    expect(state.phase).toBe('over');
    expect(thousand.outcome(state)?.places).toEqual([3, 1, 2]);
    expect(lastLine(state).marks[1]).toContain('winner');
  });

  it('three attempts on the barrel; failing the third costs 120: 880 - 120 = 760', () => {
    const patch = { scores: [0, 880, 0], onBarrel: [false, true, false], barrelAttempts: [0, 2, 0] };
    const s = table({}, 3, MARRIAGES, patch);
    const { state } = run(s, [[1, bid(120)], [2, pass], [0, bid(125)], [1, pass], [0, take()], [0, give('9C', 1)], [
      0,
      give('9D', 2),
    ], [0, rollOut]]);
    expect(state.scores[1]).toBe(760);
    expect(state.onBarrel[1]).toBe(false);
    expect(lastLine(state).marks[1]).toContain('barrel-fall');
  });

  it('points taken while on the barrel do not count, and a failed attempt is counted', () => {
    const patch = { scores: [0, 880, 0], onBarrel: [false, true, false], barrelAttempts: [0, 0, 0] };
    const s = table({}, 3, MARRIAGES, patch);
    const { state } = run(s, [[1, bid(120)], [2, pass], [0, bid(125)], [1, pass], [0, take()], [0, give('9C', 1)], [
      0,
      give('9D', 2),
    ], [0, rollOut]]);
    expect(state.scores[1]).toBe(880);
    expect(state.barrelAttempts[1]).toBe(1);
  });

  it('a contract failed on the barrel costs nothing but the attempt until the third (znaikak)', () => {
    const s = table({}, 3, WEAK.slice(7, 14).concat(WEAK.slice(0, 7), WEAK.slice(14)), {
      scores: [0, 880, 0],
      onBarrel: [false, true, false],
      barrelAttempts: [0, 1, 0],
    });
    // Seat 1 now holds the weak hand, opens at 120 on the barrel and fails.
    let { state } = run(s, [[1, bid(120)], [2, pass], [0, pass], [1, take()], [1, give('JH', 0)], [1, give('QS', 2)], [
      1,
      contract(120),
    ]]);
    state = playOut(state).state;
    expect(lastLine(state).marks[1]).toContain('lost');
    expect(state.scores[1]).toBe(880);
    expect(state.barrelAttempts[1]).toBe(2);
  });

  it('after three failed attempts the score falls to zero (setting)', () => {
    const patch = { scores: [0, 880, 0], onBarrel: [false, true, false], barrelAttempts: [0, 2, 0] };
    const s = table({ barrelFail: 'zero' }, 3, MARRIAGES, patch);
    const { state } = run(s, [[1, bid(120)], [2, pass], [0, bid(125)], [1, pass], [0, take()], [0, give('9C', 1)], [
      0,
      give('9D', 2),
    ], [0, rollOut]]);
    expect(state.scores[1]).toBe(0);
  });

  it('reset to zero after falling off the barrel three times (setting)', () => {
    const patch = { scores: [0, 880, 0], onBarrel: [false, true, false], barrelAttempts: [0, 2, 0], barrelFalls: [0, 2, 0] };
    const s = table({ zeroAfterThreeBarrels: true }, 3, MARRIAGES, patch);
    const { state } = run(s, [[1, bid(120)], [2, pass], [0, bid(125)], [1, pass], [0, take()], [0, give('9C', 1)], [
      0,
      give('9D', 2),
    ], [0, rollOut]]);
    expect(state.scores[1]).toBe(0);
    expect(state.barrelFalls[1]).toBe(3);
  });

  /** Seat 0 sits on the barrel; seat 2 (club marriage) outbids it and rolls out; seat 1 climbs from 850 with the 60. */
  function climbWhileOccupied(raw: Record<string, unknown>) {
    const s = table(raw, 3, MARRIAGES, { scores: [880, 850, 0], onBarrel: [true, false, false] });
    return run(s, [[0, bid(120)], [1, pass], [2, bid(125)], [0, pass], [2, take()], [2, give('TD', 0)], [2, give('KD', 1)], [
      2,
      rollOut,
    ]]).state;
  }

  it('several players may sit on the barrel at once (setting, default)', () => {
    const state = climbWhileOccupied({});
    expect(state.onBarrel).toEqual([true, true, false]);
    expect(state.scores.slice(0, 2)).toEqual([880, 880]);
  });

  it('knocked off the barrel when another climbs on (setting)', () => {
    const state = climbWhileOccupied({ barrelSeveral: false, barrelKnockOff: true });
    expect(state.onBarrel).toEqual([false, true, false]);
    expect(state.scores.slice(0, 2)).toEqual([760, 880]);
  });

  it('nobody climbs on while another sits there (setting)', () => {
    const state = climbWhileOccupied({ barrelSeveral: false, barrelKnockOff: false });
    expect(state.onBarrel).toEqual([true, false, false]);
    expect(state.scores.slice(0, 2)).toEqual([880, 875]);
  });
});

describe('seed-004 Thousand: agreements and variants', () => {
  it('golden kon: in the first deals each player in turn plays 120 without bidding, and everything counts double', () => {
    const s = table({ goldenKon: true }, 3, STRONG, { bolts: [0, 2, 0] });
    expect(s.phase).toBe('talon');
    expect(refusal(s, 0, bid(100))).toBe('thousand/wrong-phase');
    let { state } = run(s, [[0, take()], [0, give('9C', 1)], [0, give('9D', 2)], [0, contract(120)]]);
    state = playOut(state, STRONG_LEADS).state;
    expect(lastLine(state).deltas).toEqual([240, -240, 0]);
    expect(lastLine(state).marks[0]).toContain('golden');
  });

  it('golden kon: a missed 120 costs 240', () => {
    const s = table({ goldenKon: true }, 3, WEAK);
    const state = playOut(run(s, [[0, take()], [0, give('JH', 1)], [0, give('QS', 2)], [0, contract(120)]]).state).state;
    expect(lastLine(state).deltas[0]).toBe(-240);
  });

  it('golden kon lasts one deal per player, then bidding resumes', () => {
    // Deal 1: seat 0 makes its 120; deals 2 and 3 are rolled out; deal 4 is bid for.
    let state =
      run(table({ goldenKon: true }, 3, STRONG), [[0, take()], [0, give('9C', 1)], [0, give('9D', 2)], [0, contract(120)]]).state;
    state = playOut(state, STRONG_LEADS).state;
    const phases: string[] = [];
    for (let deal = 1; deal < 4; deal++) {
      state = run(state, [[state.turn, { kind: 'deal' }]]).state;
      phases.push(state.phase);
      if (state.phase === 'bidding') break;
      const d = state.declarer;
      expect(d).toBe(state.order[0]);
      state = run(state, [[d, take()]]).state;
      for (const to of state.order.filter((p) => p !== d)) {
        state = run(state, [[d, { kind: 'give', card: thousand.view(state, d).hand[0]!, to }]]).state;
      }
      state = run(state, [[d, rollOut]]).state;
    }
    expect(phases).toEqual(['talon', 'talon', 'bidding']);
    expect(state.scores[0]).toBe(240 + 120 + 120); // its 120 doubled, then 60 doubled from each of the others' roll-outs
  });

  it('golden kon: if nobody makes the 120, the game starts over', () => {
    let state = table({ goldenKon: true }, 3, STRONG, { scores: [0, 0, 0] });
    for (let deal = 0; deal < 3; deal++) {
      const d = state.declarer;
      const opponents = state.order.filter((p) => p !== d);
      state = run(state, [[d, take()]]).state;
      for (const to of opponents) state = run(state, [[d, { kind: 'give', card: thousand.view(state, d).hand[0]!, to }]]).state;
      state = run(state, [[d, rollOut]]).state;
      if (deal < 2) state = run(state, [[state.turn, { kind: 'deal' }]]).state;
    }
    expect(state.scores).toEqual([0, 0, 0]);
    expect(lastLine(state).marks[0]).toContain('golden-restart');
    expect(run(state, [[state.turn, { kind: 'deal' }]]).state.golden).toBe(true);
  });

  it('dark game (setting): the talon stays hidden on the hundred and the result is doubled', () => {
    const s = table({ darkGame: true }, 3, STRONG, { bolts: [0, 2, 0] });
    const first = run(s, [[0, bid(100)], [1, pass], [2, pass], [0, { kind: 'take-talon-dark', talon: 0 }]]);
    let state = first.state;
    const events = first.events;
    const taken = events.find((e) => e.kind === 'talon-taken')!;
    expect(thousand.eventView(taken, 1)).toMatchObject({ cards: null });
    expect(thousand.eventView(taken, 0)).toMatchObject({ cards: ['TS', '9C', '9D'] });
    state = playOut(run(state, [[0, give('9C', 1)], [0, give('9D', 2)], [0, contract(100)]]).state, STRONG_LEADS).state;
    expect(lastLine(state).deltas).toEqual([200, -240, 0]);
    expect(lastLine(state).marks[0]).toContain('dark');
  });

  it('talon on the hundred is not shown (setting)', () => {
    const { events } = run(table({ hiddenTalonOnHundred: true }, 3, STRONG), [[0, bid(100)], [1, pass], [2, pass], [0, take()]]);
    expect(thousand.eventView(events.find((e) => e.kind === 'talon-taken')!, 2)).toMatchObject({ cards: null });
  });

  it('four nines in one hand: its holder may demand a redeal (setting)', () => {
    const deck = deckOf(3, ['', '9S 9C 9D 9H', '']);
    const off = run(table({}, 3, deck), [[0, bid(100)]]).state;
    expect(refusal(off, 1, { kind: 'redeal' })).toBe('thousand/no-redeal-reason');
    const on = run(table({ redealFourNines: true }, 3, deck), [[0, bid(100)]]).state;
    const { state, events } = run(on, [[1, { kind: 'redeal' }]]);
    expect(events[0]).toEqual({ kind: 'redeal', seat: 1, reason: 'four-nines' });
    expect(state.phase).toBe('bidding');
    expect(state.dealer).toBe(2);
    expect(state.dealsScored).toBe(0);
  });

  it('a talon under 5 points on the obligatory hundred: redeal (setting)', () => {
    const deck = deckOf(3, [], ['9S 9C JD']);
    const s = run(table({ redealLowTalon: 5 }, 3, deck), [[0, bid(100)], [1, pass], [2, pass], [0, take()]]).state;
    expect(run(s, [[0, { kind: 'redeal' }]]).events[0]).toEqual({ kind: 'redeal', seat: 0, reason: 'low-talon' });
    const raised = run(table({ redealLowTalon: 5 }, 3, deck), [[0, bid(100)], [1, bid(105)], [2, pass], [0, pass], [1, take()]])
      .state;
    expect(refusal(raised, 1, { kind: 'redeal' })).toBe('thousand/no-redeal-reason');
  });

  it('two nines in the talon: redeal (setting)', () => {
    const deck = deckOf(3, [], ['9S 9C AD']);
    const s = run(table({ redealTwoNinesTalon: true }, 3, deck), [[0, bid(100)], [1, pass], [2, pass], [0, take()]]).state;
    expect(run(s, [[0, { kind: 'redeal' }]]).events[0]).toEqual({ kind: 'redeal', seat: 0, reason: 'two-nines-in-talon' });
  });

  it('a hand worth less than 15 points: redeal (setting)', () => {
    const deck = deckOf(3, ['9S 9C 9D JS JC QD 9H']);
    const s = table({ redealLowHand: 15 }, 3, deck);
    expect(thousand.legalMoves(s, 0)).toContainEqual({ kind: 'redeal' });
    expect(run(s, [[0, { kind: 'redeal' }]]).events[0]).toEqual({ kind: 'redeal', seat: 0, reason: 'low-hand' });
  });

  it('bed marriage (setting): queen and jack of one suit make a mini-marriage worth half', () => {
    const deck = deckOf(3, ['AS QD JD', '', ''], ['JS 9S TS']);
    const play = (raw: Record<string, unknown>) => {
      const { state } = declare(deck, 100, ['JS', '9S'], raw);
      return playOut(run(state, [[0, contract(100)]]).state, { 0: ['AS', 'JD'] }).events.find((e) =>
        e.kind === 'marriage' && e.seat === 0
      );
    };
    expect(play({})).toBeUndefined();
    expect(play({ bedMarriage: true })).toEqual({ kind: 'marriage', seat: 0, suit: 'D', type: 'bed', points: 40 });
  });

  it('four nines: playing the first of them scores 360 or 200 (setting)', () => {
    const deck = deckOf(3, ['9S 9C 9D 9H', '', ''], ['JS QS TS']);
    for (const bonus of [0, 200, 360]) {
      const { state } = declare(deck, 100, ['JS', 'QS'], { fourNinesBonus: bonus });
      const { events } = run(state, [[0, contract(100)], [0, playCard('9S')]]);
      expect(events.find((e) => e.kind === 'four-nines')).toEqual(
        bonus === 0 ? undefined : { kind: 'four-nines', seat: 0, points: bonus },
      );
    }
  });

  it('bidding in the minus: a player below zero must pass (setting)', () => {
    const s = run(table({ minusMustPass: true }, 3, STRONG, { scores: [0, -20, 0] }), [[0, bid(100)]]).state;
    expect(thousand.legalMoves(s, 1)).toEqual([{ kind: 'pass' }]);
    expect(refusal(s, 1, bid(105))).toBe('thousand/bid-over-limit');
  });

  it('the player on the barrel gets the talon without bidding (setting, znaikak)', () => {
    const s = table({ barrelTakesTalon: true }, 3, STRONG_1, { scores: [0, 880, 0], onBarrel: [false, true, false] });
    expect(s.phase).toBe('talon');
    expect(s.declarer).toBe(1);
    expect(s.contract).toBe(120);
  });

  it('a marriage may be declared on the very first lead (setting)', () => {
    const { state } = declare(MARRIAGES, 100, ['9C', '9D'], { marriageWithoutTrick: true });
    const { events } = run(state, [[0, contract(100)], [0, playCard('KH')]]);
    expect(events.find((e) => e.kind === 'marriage')).toMatchObject({ seat: 0, suit: 'H', points: 100 });
  });

  it('roll-outs: every third costs a penalty; a limit per game; not on the barrel, golden kon or over 120 (settings)', () => {
    expect(rollOutBy0(100, { rollOutPenalty: true }, { rollOuts: [2, 0, 0] }).state.scores[0]).toBe(-220);
    const limited = declare(MARRIAGES, 100, ['9C', '9D'], { rollOutLimit: 3 }, { rollOuts: [3, 0, 0] }).state;
    expect(refusal(limited, 0, rollOut)).toBe('thousand/roll-out-not-allowed');
    const over = declare(MARRIAGES, 125, ['9C', '9D'], { rollOutAbove120: false }).state;
    expect(refusal(over, 0, rollOut)).toBe('thousand/roll-out-not-allowed');
    const golden =
      run(table({ goldenKon: true, rollOutGolden: false }, 3, STRONG), [[0, take()], [0, give('9C', 1)], [0, give('9D', 2)]])
        .state;
    expect(refusal(golden, 0, rollOut)).toBe('thousand/roll-out-not-allowed');
    const barrel = table({ rollOutOnBarrel: false }, 3, STRONG_1, { scores: [0, 880, 0], onBarrel: [false, true, false] });
    const onBarrel =
      run(barrel, [[1, bid(120)], [2, pass], [0, pass], [1, take()], [1, give('9C', 0)], [1, give('9D', 2)]]).state;
    expect(refusal(onBarrel, 1, rollOut)).toBe('thousand/roll-out-not-allowed');
  });

  it("the declarer's points are rounded before the comparison (setting)", () => {
    // Seat 0 takes everything but the jack of spades: 118 points, short of 120 unless rounded.
    const all = CARD_CODES.filter((c) => c !== 'JS' && c !== '9S' && c !== '9H').join(' ');
    expect(lastLine(scoredAs({}, 120, [all, 'JS 9S 9H'])).deltas[0]).toBe(-120);
    expect(lastLine(scoredAs({ roundDeclarer: true }, 120, [all, 'JS 9S 9H'])).deltas[0]).toBe(120);
  });

  it('no bolts for the declarer / on the barrel (settings)', () => {
    // Seat 2 takes every trick.
    expect(scoredAs({}, 100, ['', '']).bolts).toEqual([1, 1, 0]);
    expect(scoredAs({ noBoltForDeclarer: true }, 100, ['', '']).bolts).toEqual([0, 1, 0]);
    const barrel = { scores: [0, 880, 0], onBarrel: [false, true, false] };
    expect(scoredAs({ noBoltOnBarrel: true }, 100, ['', ''], barrel).bolts).toEqual([1, 0, 0]);
  });

  it('two players: ten cards each and two talons of two; the declarer takes one and lays two cards away', () => {
    const deck = deckOf(2, ['AS AH TH KH QH AC AD TS KS QS', ''], ['9S JS', '9C JC']);
    const s = table({}, 2, deck);
    expect(s.hands.map((h) => h.length)).toEqual([10, 10]);
    expect(s.talons.map((t) => t.length)).toEqual([2, 2]);
    let { state } = run(s, [[0, bid(100)], [1, pass]]);
    expect(thousand.legalMoves(state, 0)).toEqual([{ kind: 'take-talon', talon: 0 }, { kind: 'take-talon', talon: 1 }]);
    state = run(state, [[0, take(1)], [0, { kind: 'discard', card: '9C' }], [0, { kind: 'discard', card: 'JC' }]]).state;
    expect(state.phase).toBe('contract');
    expect(state.hands[0]).toHaveLength(10);
    expect(thousand.view(state, 1).hand).not.toContain('9C');
  });

  it('two players: the talon nobody took goes to whoever takes the last trick', () => {
    const deck = deckOf(2, ['AS AH TH KH QH AC AD TS KS QS', ''], ['9S JS', 'TC KC']);
    let { state } = run(table({}, 2, deck), [[0, bid(100)], [1, pass], [0, take(0)], [0, { kind: 'discard', card: '9S' }], [0, {
      kind: 'discard',
      card: 'JS',
    }], [0, contract(100)]]);
    state = playOut(state).state;
    const last = state.lastTrick!.winner;
    const own = (p: number) =>
      pointsSum(state.won[p]!) + state.declarations.filter((m) => m.seat === p).reduce((a, m) => a + m.points, 0);
    const discards = (p: number) => (p === 0 ? 2 : 0); // 9S + JS count for the declarer
    const pts = dealPoints(state);
    expect(pts[last]).toBe(own(last) + discards(last) + 14); // TC + KC
    expect(pts[1 - last]).toBe(own(1 - last) + discards(1 - last));
  });

  it('four players: the dealer sits out and scores the talon, with a marriage in it', () => {
    const deck = deckOf(4, ['AS KC QC', '', ''], ['KH QH 9S']);
    const s = table({}, 4, deck);
    expect(s.dealer).toBe(3);
    expect(s.hands.map((h) => h.length)).toEqual([7, 7, 7, 0]);
    const { state } = run(s, [[0, bid(100)], [1, pass], [2, pass], [0, take()], [0, give('9S', 1)], [0, give('KH', 2)], [
      0,
      rollOut,
    ]]);
    expect(lastLine(state).deltas).toEqual([-100, 60, 60, 105]); // 4 + 3 + 0 + 100 = 107, rounded to 105
  });

  it('four players: a dealer sitting out on the barrel spends no attempt', () => {
    const deck = deckOf(4, ['AS KC QC', '', ''], ['KH QH 9S']);
    const s = table({}, 4, deck, { scores: [0, 0, 0, 880], onBarrel: [false, false, false, true], barrelAttempts: [0, 0, 0, 2] });
    const { state } = run(s, [[0, bid(100)], [1, pass], [2, pass], [0, take()], [0, give('9S', 1)], [0, give('KH', 2)], [
      0,
      rollOut,
    ]]);
    expect(state.scores[3]).toBe(880);
    expect(state.barrelAttempts[3]).toBe(2);
  });

  it('the game ends when a player reaches 1000; places by score', () => {
    let { state } = declare(STRONG, 100, ['9C', '9D'], { barrel: false }, { scores: [950, 0, 500] });
    state = playOut(run(state, [[0, contract(100)]]).state, STRONG_LEADS).state;
    expect(state.phase).toBe('over');
    expect(thousand.outcome(state)).toEqual({ places: [1, 3, 2], scores: [1050, 0, 500] });
    expect(thousand.actors(state)).toEqual([]);
  });

  it('the deal passes to the left: the next dealer deals the next deal', () => {
    const { state } = rollOutBy0(100);
    expect(thousand.actors(state)).toEqual([0]);
    const next = run(state, [[0, { kind: 'deal' }]]).state;
    expect(next.dealer).toBe(0);
    expect(next.order).toEqual([1, 2, 0]);
    expect(thousand.actors(next)).toEqual([1]);
  });
});
