/**
 * Seed 001, "ТУРНИРНЫЕ ПРАВИЛА УНО": one test per rule and case the seed states,
 * each on a stacked deck. Seats: the draw R9 (seat 0) over G1 (seat 1) makes
 * seat 0 the dealer, so seat 1 leads unless a test says otherwise.
 */
import { describe, expect, it } from 'vitest';
import type { Move } from '../../src/games/shared-shedding/types.ts';
import { UNO } from '../../src/games/uno/cards.ts';
import { uno } from '../../src/games/uno/index.ts';
import { sorted, stackDeck, Table } from './stack.ts';

const play = (
  card: string,
  colour?: string,
): Move => (colour === undefined ? { kind: 'play', card } : { kind: 'play', card, colour });
const DRAW: Move = { kind: 'draw' };
const PASS: Move = { kind: 'pass' };
const CALL: Move = { kind: 'call' };
const ACCEPT: Move = { kind: 'accept' };
const CHALLENGE: Move = { kind: 'challenge' };
const catchSeat = (seat: number): Move => ({ kind: 'catch', seat });

/** Two seats, seat 0 deals, seat 1 leads. */
function two(h0: string[], h1: string[], first: string, stock: string[] = [], config: Record<string, unknown> = {}): Table {
  return new Table(uno, { rounds: 1, ...config }, 2, stackDeck(UNO, { draw: ['R9', 'G1'], hands: [h0, h1], first, stock }));
}
/** Three seats, seat 0 deals, seat 1 leads. */
function three(
  h0: string[],
  h1: string[],
  h2: string[],
  first: string,
  stock: string[] = [],
  config: Record<string, unknown> = {},
): Table {
  return new Table(
    uno,
    { rounds: 1, ...config },
    3,
    stackDeck(UNO, { draw: ['R9', 'G1', 'B2'], hands: [h0, h1, h2], first, stock }),
  );
}

const H0 = ['B1', 'B2', 'B3', 'B4', 'B5', 'B6', 'B7'];
const H2 = ['Y1', 'Y2', 'Y3', 'Y4', 'Y5', 'Y6', 'Y7'];

describe('seed 001 UNO: the deck', () => {
  it('108 cards: one 0 and two of 1-9 per colour (76), 8 Draw Two, 8 Reverse, 8 Skip, 4 Wild, 4 Wild Draw Four', () => {
    const deck = UNO.deck;
    expect(deck).toHaveLength(108);
    const count = (pred: (c: string) => boolean) => deck.filter(pred).length;
    expect(count((c) => UNO.info[c]!.effect === 'number')).toBe(76);
    for (const colour of ['R', 'G', 'B', 'Y']) {
      expect(count((c) => c === `${colour}0`)).toBe(1);
      for (let n = 1; n <= 9; n++) expect(count((c) => c === `${colour}${n}`)).toBe(2);
    }
    expect(count((c) => UNO.info[c]!.effect === 'draw')).toBe(8);
    expect(count((c) => UNO.info[c]!.effect === 'reverse')).toBe(8);
    expect(count((c) => UNO.info[c]!.effect === 'skip')).toBe(8);
    expect(count((c) => c === 'W')).toBe(4);
    expect(count((c) => c === 'W4')).toBe(4);
  });
});

describe('seed 001 UNO: who deals and plays first', () => {
  const hands = [H0, ['G2', 'G3', 'G4', 'G5', 'G6', 'G7', 'G8'], H2];
  it('everyone draws a card; the highest card deals', () => {
    const t = new Table(uno, {}, 3, stackDeck(UNO, { draw: ['R3', 'G8', 'B5'], hands, first: 'R1' }));
    expect(t.state.dealer).toBe(1);
  });
  it('a player who draws an action card draws again', () => {
    const t = new Table(uno, {}, 3, stackDeck(UNO, { draw: ['RS', 'W', 'R3', 'G6', 'B5'], hands, first: 'R1' }));
    expect(t.state.dealer).toBe(1);
  });
  it('players tied on the highest card draw again', () => {
    const t = new Table(uno, {}, 3, stackDeck(UNO, { draw: ['R8', 'Y8', 'B5', 'R2', 'Y9'], hands, first: 'R1' }));
    expect(t.state.dealer).toBe(1);
  });
  it('the dealer deals 7 cards to each player one at a time and turns up the next card', () => {
    const deck = stackDeck(UNO, { draw: ['R9', 'G1', 'B2'], hands, first: 'R1' });
    const t = new Table(uno, {}, 3, deck);
    // Dealer 0: the cards after the three draw cards go to seats 1, 2, 0, 1, 2, 0, ...
    for (let k = 0; k < 21; k++) expect(t.state.hands[(k % 3) + 1 === 3 ? 0 : (k % 3) + 1]).toContain(deck[3 + k]);
    for (let seat = 0; seat < 3; seat++) expect(t.hand(seat)).toEqual(sorted(hands[seat]!));
    expect(t.top()).toBe('R1');
    expect(t.stock()).toHaveLength(108 - 21 - 1);
  });
  it('play starts clockwise from the dealer', () => {
    const t = three(H0, ['R2', 'G3', 'G4', 'G5', 'G6', 'G7', 'G8'], ['R3', ...H2.slice(1)], 'R1');
    expect(t.state.turn).toBe(1);
    t.play(1, play('R2'));
    expect(t.state.turn).toBe(2);
    t.play(2, play('R3'));
    expect(t.state.turn).toBe(0);
  });
});

describe('seed 001 UNO: the play', () => {
  it('a card must match the top card by colour or by picture', () => {
    const t = three(H0, ['R5', 'G1', 'G4', 'G5', 'G6', 'G7', 'G8'], ['Y1', 'Y2', 'Y3', 'Y4', 'Y5', 'Y6', 'Y7'], 'R1');
    t.refuse(1, play('G4'), 'uno/does-not-match');
    t.play(1, play('R5')); // colour
    t.play(2, play('Y5')); // picture
    expect(t.top()).toBe('Y5');
  });
  it('without a matching card the player draws one and may play it if it fits (only that card)', () => {
    const t = two(H0, ['G2', 'G3', 'G4', 'G5', 'G6', 'G7', 'G8'], 'R1', ['R7']);
    t.refuse(1, PASS, 'uno/cannot-pass');
    t.play(1, DRAW);
    expect(t.legal(1)).toEqual([play('R7'), PASS]);
    t.refuse(1, play('G2'), 'uno/only-drawn-card');
    t.play(1, play('R7'));
    expect(t.top()).toBe('R7');
  });
  it('keeping a drawn card that fits costs nothing', () => {
    const t = two(H0, ['G2', 'G3', 'G4', 'G5', 'G6', 'G7', 'G8'], 'R1', ['R7']);
    t.play(1, DRAW);
    t.play(1, PASS);
    expect(t.hand(1)).toHaveLength(8);
    expect(t.state.turn).toBe(0);
  });
  it('a black card may be played whatever the top card', () => {
    const t = two(H0, ['W', 'G3', 'G4', 'G5', 'G6', 'G7', 'G8'], 'R1');
    t.play(1, play('W', 'Y'));
    expect(t.state.colour).toBe('Y');
  });
  it('play passes clockwise, or counter-clockwise after a Reverse', () => {
    const t = three(['R3', ...H0.slice(1)], ['RR', 'G3', 'G4', 'G5', 'G6', 'G7', 'G8'], H2, 'R1');
    t.play(1, play('RR'));
    expect(t.state.direction).toBe(-1);
    expect(t.state.turn).toBe(0);
    t.play(0, play('R3'));
    expect(t.state.turn).toBe(2);
  });
  it('when the stock runs out the top card stays and the rest of the pile is shuffled into a new stock', () => {
    // Drawing again and again empties the stock quickest; with cards that fit that takes the setting.
    const t = two(H0, ['R2', 'G3', 'G4', 'G5', 'G6', 'G7', 'G8'], 'R1', [], { mayDrawInstead: true });
    t.play(1, play('R2'));
    let guard = 0;
    while (t.stock().length > 0 && guard++ < 200) {
      const seat = t.state.turn;
      t.play(seat, DRAW);
      if (t.state.phase === 'drawn') t.play(seat, PASS);
    }
    expect(t.stock()).toHaveLength(0);
    const top = t.top();
    const under = t.pile().slice(0, -1);
    expect(under.length).toBeGreaterThan(0);
    const events = t.play(t.state.turn, DRAW);
    expect(events.some((e) => e.kind === 'reshuffle')).toBe(true);
    expect(t.top()).toBe(top);
    expect(t.pile()).toEqual([top]);
    expect(t.stock().length + 1).toBe(under.length);
  });
});

describe('seed 001 UNO: action cards', () => {
  it('Draw Two: the next player draws 2 cards and misses the turn', () => {
    const t = three(H0, ['RD', 'G3', 'G4', 'G5', 'G6', 'G7', 'G8'], H2, 'R1');
    t.play(1, play('RD'));
    expect(t.hand(2)).toHaveLength(9);
    expect(t.state.turn).toBe(0);
  });
  it('Reverse: the direction of play changes', () => {
    const t = three(H0, ['RR', 'G3', 'G4', 'G5', 'G6', 'G7', 'G8'], H2, 'R1');
    t.play(1, play('RR'));
    expect(t.state.direction).toBe(-1);
    expect(t.state.turn).toBe(0);
  });
  it('Reverse as the first card: the dealer plays first', () => {
    const t = three(H0, ['RR', 'G3', 'G4', 'G5', 'G6', 'G7', 'G8'], H2, 'YR');
    expect(t.state.turn).toBe(0);
    expect(t.state.direction).toBe(-1);
  });
  it('Skip: the next player misses the turn', () => {
    const t = three(H0, ['RS', 'G3', 'G4', 'G5', 'G6', 'G7', 'G8'], H2, 'R1');
    t.play(1, play('RS'));
    expect(t.state.turn).toBe(0);
    expect(t.hand(2)).toHaveLength(7);
  });
  it('Wild: the named colour or a black card must follow', () => {
    const t = three(H0, ['W', 'G3', 'G4', 'G5', 'G6', 'G7', 'G8'], ['Y1', 'Y2', 'Y3', 'Y4', 'Y5', 'Y6', 'B9'], 'R1');
    t.play(1, play('W', 'B'));
    t.refuse(2, play('Y1'), 'uno/does-not-match');
    t.play(2, play('B9'));
  });
  it('Wild Draw Four: the next player draws 4 and misses the turn; the one after plays the named colour or black', () => {
    const t = three(['G9', ...H0.slice(1)], ['W4', 'G3', 'G4', 'G5', 'G6', 'G7', 'G8'], H2, 'R1');
    t.play(1, play('W4', 'B'));
    expect(t.state.phase).toBe('challenge');
    t.play(2, ACCEPT);
    expect(t.hand(2)).toHaveLength(11);
    expect(t.state.turn).toBe(0);
    t.refuse(0, play('G9'), 'uno/does-not-match');
    t.play(0, play('B2'));
  });
  it('Wild Draw Four may be played without a card of the current colour, even holding the same number', () => {
    // Top R1; seat 1 holds G1 (the same number) but no red card: the play is fair, a challenge fails.
    const t = three(H0, ['W4', 'G1', 'G4', 'G5', 'G6', 'G7', 'G8'], H2, 'R1');
    t.play(1, play('W4', 'G'));
    t.play(2, CHALLENGE);
    expect(t.events.find((e) => e.kind === 'challenge')).toMatchObject({ guilty: false });
  });
  it('challenge justified: the Wild Draw Four goes back, its player draws 4 and misses the turn', () => {
    const t = three(H0, ['W4', 'R5', 'G4', 'G5', 'G6', 'G7', 'G8'], H2, 'R1');
    t.play(1, play('W4', 'G'));
    t.play(2, CHALLENGE);
    expect(t.events.find((e) => e.kind === 'challenge')).toMatchObject({ guilty: true });
    expect(t.hand(1)).toHaveLength(7 + 4);
    expect(t.hand(1)).toContain('W4');
    expect(t.top()).toBe('R1');
    expect(t.state.colour).toBe('R');
    expect(t.hand(2)).toHaveLength(7);
    expect(t.state.turn).toBe(2); // the challenger plays on the card that stood before
  });
  it('challenge unjustified: the challenger draws 4 and 2 more and misses the turn', () => {
    const t = three(H0, ['W4', 'G3', 'G4', 'G5', 'G6', 'G7', 'G8'], H2, 'R1');
    t.play(1, play('W4', 'B'));
    t.play(2, CHALLENGE);
    expect(t.hand(2)).toHaveLength(7 + 6);
    expect(t.hand(1)).toHaveLength(6);
    expect(t.state.turn).toBe(0);
    expect(t.state.colour).toBe('B');
  });
});

/** Two seats; seat 1 plays five Skips (each brings the turn back to it) and holds G4 and G9 on GS; seat 0 holds G6. */
function twoCardTurn(): Table {
  const t = two(['B1', 'B2', 'B3', 'B4', 'B5', 'B6', 'G6'], ['RS', 'RS', 'BS', 'BS', 'GS', 'G4', 'G9'], 'R1');
  for (const card of ['RS', 'RS', 'BS', 'BS', 'GS']) t.play(1, play(card));
  expect(t.hand(1)).toEqual(['G4', 'G9']);
  return t;
}

describe('seed 001 UNO: "UNO!"', () => {
  it('a player who does not call with the second-to-last card is caught before the next card and draws 2', () => {
    const t = twoCardTurn();
    t.play(1, play('G4')); // second-to-last card, no call
    expect(t.state.exposed).toBe(1);
    t.play(0, catchSeat(1));
    expect(t.hand(1)).toHaveLength(1 + 2);
    expect(t.state.exposed).toBe(-1);
  });
  it('a player who called cannot be caught', () => {
    const t = twoCardTurn();
    t.play(1, CALL);
    t.play(1, play('G4'));
    expect(t.state.exposed).toBe(-1);
    t.refuse(0, catchSeat(1), 'uno/nothing-to-catch');
  });
  it('the call counts if made before the next player\u2019s card is down and before anyone catches', () => {
    const t = twoCardTurn();
    t.play(1, play('G4'));
    t.play(1, CALL, 50);
    t.refuse(0, catchSeat(1), 'uno/nothing-to-catch');
    expect(t.hand(1)).toHaveLength(1);
  });
  it('once the next player\u2019s card is down the missing call can no longer be caught', () => {
    const t = twoCardTurn();
    t.play(1, play('G4'));
    t.play(0, play('G6'));
    t.refuse(0, catchSeat(1), 'uno/nothing-to-catch');
    t.refuse(1, CALL, 'uno/cannot-call');
  });
});

describe('seed 001 UNO: penalties', () => {
  it('a wrong card costs 2 cards (penalty mode)', () => {
    const t = two(H0, ['G2', 'R3', 'G4', 'G5', 'G6', 'G7', 'G8'], 'R1', [], { penaltyMode: true });
    t.play(1, play('G2'));
    expect(t.hand(1)).toHaveLength(9);
    expect(t.hand(1)).toContain('G2');
    expect(t.top()).toBe('R1');
    expect(t.state.turn).toBe(1);
  });
});

describe('seed 001 UNO: end of the hand', () => {
  it('the others count their cards: numbers at face value, coloured actions 20, black cards 50; the sum places the hand', () => {
    // On two seats a Skip brings the turn back: seat 1 empties its hand alone.
    const t = two(['R3', 'RD', 'W', 'G7', 'B0', 'Y9', 'W4'], ['R2', 'RS', 'RS', 'GS', 'GS', 'BS', 'BS'], 'R1');
    for (const card of ['RS', 'GS', 'GS', 'BS', 'BS']) t.play(1, play(card));
    t.play(1, CALL);
    t.play(1, play('RS'));
    t.play(1, play('R2'));
    const over = t.events.find((e) => e.kind === 'round-over');
    expect(over).toMatchObject({ winner: 1, points: [3 + 20 + 50 + 7 + 0 + 9 + 50, 0], places: [2, 1] });
    expect(uno.outcome(t.state)).toEqual({ places: [2, 1], scores: [139, 0], lowerScoreWins: true });
  });

  it('a hand left holding only zeros scores 0, as the winner does: the two share first place', () => {
    const t = two(['G5', 'G6', 'G9', 'R0', 'G0', 'B0', 'Y0'], ['RS', 'GS', 'GS', 'G3', 'G4', 'G7', 'G8'], 'R1');
    for (const card of ['RS', 'GS', 'GS']) t.play(1, play(card));
    t.play(1, play('G3'));
    t.play(0, play('G5'));
    t.play(1, play('G4'));
    t.play(0, play('G6'));
    t.play(1, CALL);
    t.play(1, play('G7'));
    t.play(0, play('G9'));
    t.play(1, play('G8'));
    expect([...t.hand(0)].sort()).toEqual(['B0', 'G0', 'R0', 'Y0']);
    expect(t.events.find((e) => e.kind === 'round-over')).toMatchObject({ winner: 1, points: [0, 0], places: [1, 1] });
    expect(uno.outcome(t.state)).toEqual({ places: [1, 1], scores: [0, 0], lowerScoreWins: true });
  });
});
