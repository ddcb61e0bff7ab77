/**
 * Seed 001, "ТУРНИРНЫЕ ПРАВИЛА СВИНТУС": one test per rule and case the seed
 * states, each on a stacked deck. The draw R7 (seat 0) over G1 (seat 1) makes
 * seat 0 the dealer, so seat 1 leads unless a test says otherwise.
 */
import { describe, expect, it } from 'vitest';
import { pileOf } from '../../src/games/shared-shedding/pile.ts';
import type { Move } from '../../src/games/shared-shedding/types.ts';
import { SVINTUS } from '../../src/games/svintus/cards.ts';
import { svintus } from '../../src/games/svintus/index.ts';
import { sorted, stackDeck, Table } from '../uno/stack.ts';

const play = (
  card: string,
  colour?: string,
): Move => (colour === undefined ? { kind: 'play', card } : { kind: 'play', card, colour });
const DRAW: Move = { kind: 'draw' };
const PASS: Move = { kind: 'pass' };
const CALL: Move = { kind: 'call' };
const ACCEPT: Move = { kind: 'accept' };
const SLAP: Move = { kind: 'slap' };
const catchSeat = (seat: number): Move => ({ kind: 'catch', seat });

const B = ['B0', 'B1', 'B2', 'B3', 'B4', 'B5', 'B6', 'B7'];
const O = ['O0', 'O2', 'O3', 'O4', 'O5', 'O6', 'O7', 'O7'];
const G = ['G0', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7', 'G7'];

/** Two seats, seat 0 deals, seat 1 leads. */
function two(h0: string[], h1: string[], first: string, stock: string[] = [], config: Record<string, unknown> = {}): Table {
  return new Table(
    svintus,
    { rounds: 1, ...config },
    2,
    stackDeck(SVINTUS, { draw: ['R7', 'G1'], hands: [h0, h1], first, stock }),
  );
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
    svintus,
    { rounds: 1, ...config },
    3,
    stackDeck(SVINTUS, { draw: ['R7', 'G1', 'B1'], hands: [h0, h1, h2], first, stock }),
  );
}
/** Replace the first cards of a hand. */
const withCards = (base: string[], ...cards: string[]): string[] => [...cards, ...base.slice(cards.length)];

describe('seed 001 Svintus: the deck', () => {
  it('112 cards: 64 numbers 0-7 and 8 each of Khapezh, Perekhryuk, Zakhrapin, Tikhokhryun, Khlopkopyt and Polisvin', () => {
    const deck = SVINTUS.deck;
    expect(deck).toHaveLength(112);
    const count = (pred: (c: string) => boolean) => deck.filter(pred).length;
    expect(count((c) => SVINTUS.info[c]!.effect === 'number')).toBe(64);
    for (const face of ['K', 'R', 'Z', 'T', 'H']) expect(count((c) => c.length === 2 && c[1] === face)).toBe(8);
    expect(count((c) => c === 'P')).toBe(8);
    for (const colour of ['B', 'O', 'R', 'G']) for (let n = 0; n <= 7; n++) expect(count((c) => c === `${colour}${n}`)).toBe(2);
  });
});

describe('seed 001 Svintus: who deals and plays first', () => {
  const hands = [B, O, G];
  it('everyone draws a card; the highest card deals', () => {
    expect(new Table(svintus, {}, 3, stackDeck(SVINTUS, { draw: ['R3', 'R6', 'R5'], hands, first: 'R1' })).state.dealer).toBe(1);
  });
  it('a player who draws an action card draws again', () => {
    expect(
      new Table(svintus, {}, 3, stackDeck(SVINTUS, { draw: ['RK', 'P', 'R3', 'R6', 'R5'], hands, first: 'R1' })).state.dealer,
    ).toBe(1);
  });
  it('players tied on the highest card draw again', () => {
    expect(
      new Table(svintus, {}, 3, stackDeck(SVINTUS, { draw: ['R6', 'R6', 'R5', 'R2', 'R4'], hands, first: 'R1' })).state.dealer,
    ).toBe(1);
  });
  it('the dealer deals 8 cards to each player one at a time and turns up the next card', () => {
    const deck = stackDeck(SVINTUS, { draw: ['R7', 'G1', 'R0'], hands, first: 'R1' });
    const t = new Table(svintus, {}, 3, deck);
    // Dealer 0: the cards after the three draw cards go to seats 1, 2, 0, 1, 2, 0, ...
    for (let k = 0; k < 24; k++) expect(t.state.hands[[1, 2, 0][k % 3]!]).toContain(deck[3 + k]);
    for (let seat = 0; seat < 3; seat++) expect(t.hand(seat)).toEqual(sorted(hands[seat]!));
    expect(t.top()).toBe('R1');
    expect(t.stock()).toHaveLength(112 - 24 - 1);
  });
  it('play starts clockwise from the dealer', () => {
    const t = three(B, withCards(O, 'R2'), withCards(G, 'R3'), 'R1');
    t.play(1, play('R2'));
    t.play(2, play('R3'));
    expect(t.state.turn).toBe(0);
  });
});

describe('seed 001 Svintus: the play', () => {
  it('a card must match the top card by colour or by picture', () => {
    const t = three(B, withCards(O, 'R2'), withCards(G, 'B2'), 'R1');
    t.refuse(1, play('O3'), 'svintus/does-not-match');
    t.refuse(1, DRAW, 'svintus/must-play');
    t.play(1, play('R2'));
    t.play(2, play('B2'));
  });
  it('without a matching card the player draws one and may play it if it fits', () => {
    const t = two(B, O, 'R1', ['R5']);
    t.play(1, DRAW);
    t.refuse(1, play('O2'), 'svintus/only-drawn-card');
    t.play(1, play('R5'));
    expect(t.top()).toBe('R5');
  });
  it('keeping a drawn card that fits costs nothing', () => {
    const t = two(B, O, 'R1', ['R5']);
    t.play(1, DRAW);
    t.play(1, PASS);
    expect(t.hand(1)).toHaveLength(9);
    expect(t.state.turn).toBe(0);
  });
  it('Polisvin may be played on any card', () => {
    const t = two(B, withCards(O, 'P'), 'R1');
    t.play(1, play('P', 'G'));
    expect(t.state.colour).toBe('G');
  });
  it('play passes clockwise, or counter-clockwise after a Perekhryuk', () => {
    const t = three(withCards(B, 'R3'), withCards(O, 'RR'), G, 'R1');
    t.play(1, play('RR'));
    expect(t.state.turn).toBe(0);
    t.play(0, play('R3'));
    expect(t.state.turn).toBe(2);
  });
  it('interception: a player holding an identical card plays it out of turn; play goes on from its neighbour', () => {
    const t = three(withCards(B, 'R5'), withCards(O, 'R5'), G, 'R1');
    t.play(1, play('R5'));
    expect(t.state.turn).toBe(2);
    expect(t.legal(0)).toContainEqual(play('R5'));
    t.play(0, play('R5'));
    expect(t.state.turn).toBe(1);
    expect(t.hand(0)).toHaveLength(7);
  });
  it('interception: nobody intercepts a card that is not identical', () => {
    const t = three(withCards(B, 'G5'), withCards(O, 'R5'), G, 'R1');
    t.play(1, play('R5'));
    t.refuse(0, play('G5'), 'svintus/not-your-turn');
  });
  it('passing on: a Zakhrapin answered with a Zakhrapin makes the next player skip instead', () => {
    const t = three(B, withCards(O, 'RZ'), withCards(G, 'GZ'), 'R1');
    t.play(1, play('RZ'));
    expect(t.state.phase).toBe('penalty');
    t.play(2, play('GZ'));
    expect(t.state.turn).toBe(0);
    t.play(0, ACCEPT);
    expect(t.state.turn).toBe(1);
    expect(t.hand(0)).toHaveLength(8);
  });
  it('passing on: a Khapezh on a Khapezh makes the next player take 6, and it may be passed on again (9)', () => {
    const t = three(withCards(B, 'BK'), withCards(O, 'RK'), withCards(G, 'GK'), 'R1');
    t.play(1, play('RK'));
    t.play(2, play('GK'));
    expect(t.state).toMatchObject({ turn: 0, penalty: 6 });
    t.play(0, play('BK'));
    expect(t.state).toMatchObject({ turn: 1, penalty: 9 });
    t.play(1, ACCEPT);
    expect(t.hand(1)).toHaveLength(7 + 9);
    expect(t.state.turn).toBe(2);
  });
  it('when the stock runs out the top card stays and the rest of the pile is shuffled into a new stock', () => {
    const t = two(B, O, 'R1');
    // Put the whole stock under the top card, as if it had all been played.
    const pile = [...t.stock(), ...t.pile()];
    t.state = { ...t.state, stock: null, discard: pileOf(pile) };
    const events = t.play(1, DRAW);
    expect(events.some((e) => e.kind === 'reshuffle')).toBe(true);
    expect(t.pile()).toEqual(['R1']);
    expect(t.stock()).toHaveLength(pile.length - 1 - 1);
    expect(t.hand(1)).toHaveLength(9);
  });
});

describe('seed 001 Svintus: action cards', () => {
  it('Khapezh: the next player takes 3 cards and misses the turn', () => {
    const t = three(B, withCards(O, 'RK'), G, 'R1');
    t.play(1, play('RK'));
    t.play(2, ACCEPT);
    expect(t.hand(2)).toHaveLength(11);
    expect(t.state.turn).toBe(0);
  });
  it('Perekhryuk: the direction changes, and changes back with another Perekhryuk', () => {
    const t = three(withCards(B, 'BR'), withCards(O, 'RR'), G, 'R1');
    t.play(1, play('RR'));
    expect(t.state).toMatchObject({ direction: -1, turn: 0 });
    t.play(0, play('BR'));
    expect(t.state).toMatchObject({ direction: 1, turn: 1 });
  });
  it('Zakhrapin: the next player misses the turn', () => {
    const t = three(B, withCards(O, 'RZ'), G, 'R1');
    t.play(1, play('RZ'));
    t.play(2, ACCEPT);
    expect(t.state.turn).toBe(0);
    expect(t.hand(2)).toHaveLength(8);
  });
  it('Tikhokhryun: the table is silent until its player plays again; a speaker lifts it and takes 2 cards', () => {
    const t = three(B, withCards(O, 'RT'), G, 'R1');
    t.play(1, play('RT'));
    expect(t.state.silence).toBe(1);
    t.say(2, 'hello');
    expect(t.hand(2)).toHaveLength(10);
    expect(t.state.silence).toBe(-1);
    t.say(0, 'hi'); // the silence is over: talking is free
    expect(t.hand(0)).toHaveLength(8);
  });
  it('Tikhokhryun: the silence ends when its player plays a card again', () => {
    const t = two(withCards(B, 'R3'), withCards(O, 'RT', 'R4'), 'R1');
    t.play(1, play('RT'));
    t.play(0, play('R3'));
    expect(t.state.silence).toBe(1);
    t.play(1, play('R4'));
    expect(t.state.silence).toBe(-1);
    t.say(0, 'hi');
    expect(t.hand(0)).toHaveLength(7);
  });
  it('Khlopkopyt: everyone slaps; the last hand takes 2 cards', () => {
    const t = three(B, withCards(O, 'RH'), G, 'R1');
    t.play(1, play('RH'));
    expect(t.state.phase).toBe('slap');
    t.refuse(2, play('G2'), 'svintus/wait-for-slap');
    t.play(0, SLAP, 300);
    t.play(2, SLAP, 300);
    t.play(1, SLAP, 300);
    expect(t.events.find((e) => e.kind === 'slap-over')).toMatchObject({ losers: [1] });
    expect(t.hand(1)).toHaveLength(7 + 2);
    expect(t.state).toMatchObject({ phase: 'play', turn: 2 });
  });
  it('action cards go on the same colour or on the same action of any colour', () => {
    const t = three(withCards(B, 'BZ'), withCards(O, 'RK'), withCards(G, 'GK'), 'R1');
    t.play(1, play('RK')); // same colour
    t.play(2, play('GK')); // same action, other colour (passing the Khapezh on)
    t.play(0, ACCEPT);
    t.refuse(1, play('O2'), 'svintus/does-not-match');
  });
  it('Polisvin changes the colour to any colour, or keeps it', () => {
    const t = three(withCards(B, 'P'), withCards(O, 'P'), G, 'R1');
    t.play(1, play('P', 'R'));
    expect(t.state.colour).toBe('R');
    t.play(0, play('P', 'G'), 20); // an interception of the identical Polisvin, naming green
    expect(t.state.colour).toBe('G');
  });
  it('Polisvin may be played even with an ordinary card that fits', () => {
    const t = two(B, withCards(O, 'P', 'R2'), 'R1');
    expect(t.legal(1)).toContainEqual(play('P', 'B'));
    expect(t.legal(1)).toContainEqual(play('R2'));
    t.play(1, play('P', 'B'));
  });
});

/** Two seats; seat 1 plays six Zakhrapins (seat 0 accepts each skip) and holds G4 and G5 on GZ; seat 0 holds G6. */
function twoCardTurn(): Table {
  const t = two(withCards(B, 'G6'), ['RZ', 'OZ', 'BZ', 'RZ', 'GZ', 'GZ', 'G4', 'G5'], 'R1');
  for (const card of ['RZ', 'OZ', 'BZ', 'RZ', 'GZ', 'GZ']) {
    t.play(1, play(card));
    t.play(0, ACCEPT);
  }
  expect(t.hand(1)).toEqual(['G4', 'G5']);
  return t;
}

describe('seed 001 Svintus: "Svintus!"', () => {
  it('a player who plays the second-to-last card without "Svintus!" is caught and takes 3 cards', () => {
    const t = twoCardTurn();
    t.play(1, play('G4'));
    t.play(0, catchSeat(1));
    expect(t.hand(1)).toHaveLength(1 + 3);
  });
  it('"Svintus!" is said before the second-to-last card is played; then nobody can catch', () => {
    const t = twoCardTurn();
    t.play(1, CALL);
    t.play(1, play('G4'));
    t.refuse(0, catchSeat(1), 'svintus/nothing-to-catch');
  });
  it('"Svintus!" after the card is down is too late', () => {
    const t = twoCardTurn();
    t.play(1, play('G4'));
    t.refuse(1, CALL, 'svintus/cannot-call');
  });
  it('a missing "Svintus!" can be caught only until the next card is played', () => {
    const t = twoCardTurn();
    t.play(1, play('G4'));
    t.play(0, play('G6'));
    t.refuse(0, catchSeat(1), 'svintus/nothing-to-catch');
  });
});

describe('seed 001 Svintus: end of the hand', () => {
  it('the others count their cards: numbers at face value, actions 20, Polisvin 50; the sum places the hand', () => {
    const t = two(['R3', 'RK', 'P', 'G7', 'B0', 'O5', 'BH', 'O2'], ['RZ', 'OZ', 'BZ', 'GZ', 'RZ', 'OZ', 'GZ', 'G4'], 'R1');
    for (const card of ['RZ', 'OZ', 'BZ', 'GZ', 'RZ', 'OZ']) {
      t.play(1, play(card));
      t.play(0, ACCEPT);
    }
    t.play(1, CALL);
    t.play(1, play('GZ'));
    t.play(0, ACCEPT);
    t.play(1, play('G4'));
    const over = t.events.find((e) => e.kind === 'round-over');
    expect(over).toMatchObject({ winner: 1, points: [3 + 20 + 50 + 7 + 0 + 5 + 20 + 2, 0], places: [2, 1] });
  });
});
