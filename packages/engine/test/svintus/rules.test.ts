/**
 * RULES-DECISIONS#svintus and the online adaptation of its reaction rules:
 * interceptions by arrival order, the slap window and its ties, the silence
 * broken by a table chat line (the chat hook). Each on a stacked deck; `dt` is the time since the previous move.
 */
import { describe, expect, it } from 'vitest';
import { advance } from '../../src/core/host.ts';
import { Rng } from '../../src/core/rng.ts';
import type { Move } from '../../src/games/shared-shedding/types.ts';
import { SVINTUS } from '../../src/games/svintus/cards.ts';
import { svintus } from '../../src/games/svintus/index.ts';
import { uno } from '../../src/games/uno/index.ts';
import { stackDeck, Table } from '../uno/stack.ts';

const play = (
  card: string,
  colour?: string,
): Move => (colour === undefined ? { kind: 'play', card } : { kind: 'play', card, colour });
const ACCEPT: Move = { kind: 'accept' };
const SLAP: Move = { kind: 'slap' };

const B = ['B0', 'B1', 'B2', 'B3', 'B4', 'B5', 'B6', 'B7'];
const O = ['O0', 'O2', 'O3', 'O4', 'O5', 'O6', 'O7', 'O7'];
const G = ['G0', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7', 'G7'];
const withCards = (base: string[], ...cards: string[]): string[] => [...cards, ...base.slice(cards.length)];

function three(h0: string[], h1: string[], h2: string[], first: string, config: Record<string, unknown> = {}): Table {
  return new Table(
    svintus,
    { rounds: 1, ...config },
    3,
    stackDeck(SVINTUS, { draw: ['R7', 'G1', 'B1'], hands: [h0, h1, h2], first }),
  );
}

describe('RULES-DECISIONS#svintus: interception', () => {
  it('an interception that arrives before the turn player\u2019s card wins; the later card is judged after it', () => {
    const t = three(withCards(B, 'R5'), withCards(O, 'R5'), withCards(G, 'R6'), 'R1');
    t.play(1, play('R5'));
    t.play(0, play('R5'), 40); // seat 0 intercepts 40 ms later
    t.refuse(2, play('R6'), 'svintus/not-your-turn'); // seat 2's card arrives 10 ms after: the turn is now seat 1's
    expect(t.state.turn).toBe(1);
  });
  it('two interceptions within the tie window are taken in arrival order; play goes on from the last interceptor', () => {
    const t = three(withCards(B, 'P'), withCards(O, 'P'), withCards(G, 'P'), 'R1', { tieWindowMs: 150 });
    t.play(1, play('P', 'B'));
    t.play(0, play('P', 'O'), 30); // seat 0 is not the turn player (seat 2 is): an interception
    t.play(2, play('P', 'G'), 20); // seat 2 arrives 20 ms later: it now intercepts seat 0's Polisvin
    expect(t.state).toMatchObject({ turn: 0, colour: 'G', lastPlayer: 2 });
  });
  it('nobody intercepts their own card', () => {
    const t = three(B, withCards(O, 'R5', 'R5'), G, 'R1');
    t.play(1, play('R5'));
    expect(t.legal(1)).toEqual([]);
    t.refuse(1, play('R5'), 'svintus/cannot-intercept');
  });
  it('intercepting a Khapezh adds 3 and passes it to the interceptor\u2019s neighbour', () => {
    const t = three(withCards(B, 'RK'), withCards(O, 'RK'), G, 'R1');
    t.play(1, play('RK'));
    t.play(0, play('RK'), 30);
    expect(t.state).toMatchObject({ turn: 1, phase: 'penalty', penalty: 6 });
    t.play(1, ACCEPT);
    expect(t.hand(1)).toHaveLength(7 + 6);
    expect(t.hand(2)).toHaveLength(8);
  });
});

describe('RULES-DECISIONS#svintus: Khlopkopyt', () => {
  it('presses within the tie window of the last press share the last place: each takes 2', () => {
    const t = three(B, withCards(O, 'RH'), G, 'R1', { tieWindowMs: 150 });
    t.play(1, play('RH'));
    t.play(0, SLAP, 200);
    t.play(1, SLAP, 400);
    t.play(2, SLAP, 100); // 100 ms after seat 1: a tie for last
    expect(t.events.find((e) => e.kind === 'slap-over')).toMatchObject({ losers: [1, 2] });
    expect(t.hand(1)).toHaveLength(9);
    expect(t.hand(2)).toHaveLength(10);
    expect(t.hand(0)).toHaveLength(8);
  });
  it('whoever has not slapped when the window closes (default 3 s) takes 2; the others take nothing', () => {
    const t = three(B, withCards(O, 'RH'), G, 'R1');
    t.play(1, play('RH'));
    t.play(0, SLAP, 500);
    t.play(1, SLAP, 500);
    expect(svintus.deadline(t.state)).toBe(t.at - 1000 + 3000);
    t.wait(1999);
    expect(t.state.phase).toBe('slap');
    t.wait(1);
    expect(t.events.find((e) => e.kind === 'slap-over')).toMatchObject({ losers: [2] });
    expect(t.hand(2)).toHaveLength(10);
    expect(t.hand(0)).toHaveLength(8);
  });
  it('every seat, the player of the Khlopkopyt included, is an actor while the window is open', () => {
    const t = three(B, withCards(O, 'RH'), G, 'R1');
    t.play(1, play('RH'));
    expect(svintus.actors(t.state)).toEqual([0, 1, 2]);
    expect(t.legal(2)).toEqual([SLAP]);
  });
});

describe('RULES-DECISIONS#svintus: Tikhokhryun and chat', () => {
  it('chat reaches the game through the chat hook, never as a move: parseMove refuses {kind:"chat"}', () => {
    const t = three(B, withCards(O, 'RT'), G, 'R1');
    t.play(1, play('RT'));
    const parsed = svintus.parseMove({ kind: 'chat' });
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error.code).toBe('svintus/bad-move');
    expect(svintus.apply(t.state, 2, { kind: 'chat' } as never, t.at + 1).ok).toBe(false);
    expect(t.hand(2)).toHaveLength(8); // the refused probe cost nothing
    expect(t.say(2, 'шшш')).toEqual([
      { kind: 'silence-broken', seat: 2 },
      { kind: 'draw', seat: 2, count: 2, reason: 'silence', cards: t.state.hands[2]!.filter((c) => !G.includes(c)) },
    ]);
    expect(t.state.silence).toBe(-1);
    expect(t.hand(2)).toHaveLength(10);
  });
  it('a chat line from a seat the table does not have changes nothing', () => {
    const t = three(B, withCards(O, 'RT'), G, 'R1');
    t.play(1, play('RT'));
    expect(svintus.chat!(t.state, 7, 'hi', t.at + 1)).toBeNull();
    expect(svintus.chat!(t.state, -1, 'hi', t.at + 1)).toBeNull();
  });
  it('UNO has no chat hook: table chat never changes an UNO table', () => {
    expect(uno.chat).toBeUndefined();
  });
  it('the player of the Tikhokhryun is silenced too', () => {
    const t = three(B, withCards(O, 'RT'), G, 'R1');
    t.play(1, play('RT'));
    t.say(1, 'oops');
    expect(t.hand(1)).toHaveLength(9);
  });
  it('chat outside a silence changes nothing', () => {
    const t = three(B, O, G, 'R1');
    const before = t.state;
    expect(t.say(2, 'hello')).toEqual([]);
    expect(t.state).toBe(before);
  });
  it("the table's chat reaches the rules through the chat hook: a line in a silence costs the cards, one outside it is nothing", () => {
    const t = three(B, withCards(O, 'RT'), G, 'R1');
    expect(svintus.chat!(t.state, 2, 'hello', 0)).toBeNull();
    t.play(1, play('RT'));
    const step = svintus.chat!(t.state, 2, 'hello', 0)!;
    expect(step.events).toContainEqual({ kind: 'silence-broken', seat: 2 });
    expect(step.state.silence).toBe(-1);
  });
});

describe('RULES-DECISIONS#svintus: the first card, as if the dealer had played it', () => {
  it('Khapezh: the first player takes 3 or passes it on', () => {
    const t = three(B, withCards(O, 'OK'), G, 'RK');
    expect(t.state).toMatchObject({ turn: 1, phase: 'penalty', penalty: 3 });
    t.play(1, play('OK'));
    expect(t.state).toMatchObject({ turn: 2, penalty: 6 });
  });
  it('Perekhryuk: play goes counter-clockwise from the dealer, so the dealer\u2019s right-hand neighbour starts', () => {
    expect(three(B, O, G, 'RR').state).toMatchObject({ direction: -1, turn: 2 });
  });
  it('Zakhrapin: the first player skips (or passes it on)', () => {
    const t = three(B, O, G, 'RZ');
    t.play(1, ACCEPT);
    expect(t.state.turn).toBe(2);
  });
  it('Polisvin: the first player names the colour', () => {
    const t = three(B, O, G, 'P');
    expect(t.state.phase).toBe('choose-colour');
    t.play(1, { kind: 'choose-colour', colour: 'O' });
    t.play(1, play('O2'));
  });
  it('Tikhokhryun: the dealer\u2019s silence, until the dealer plays', () => {
    const t = three(B, O, G, 'RT');
    expect(t.state.silence).toBe(0);
    t.say(2, 'hello');
    expect(t.hand(2)).toHaveLength(10);
  });
  it('Khlopkopyt turned up in the table\u2019s first hand: the window opens at the deal time given to setup and closes at it + slapWindowMs', () => {
    const dealtAt = 1_700_000_000_000;
    const t = new Table(
      svintus,
      { rounds: 1, slapWindowMs: 2500 },
      3,
      stackDeck(SVINTUS, { draw: ['R7', 'G1', 'B1'], hands: [B, O, G], first: 'RH' }),
      dealtAt,
    );
    expect(t.state).toMatchObject({ phase: 'slap', slap: { openedAt: dealtAt } });
    expect(svintus.deadline(t.state)).toBe(dealtAt + 2500);
    expect(svintus.view(t.state, 'spectator').slap).toEqual({ openedAt: dealtAt, pressed: [false, false, false] });
    // A press does not move the window: it still closes at the deal time + the window.
    t.play(2, SLAP, 800);
    expect(svintus.deadline(t.state)).toBe(dealtAt + 2500);
    // Still open 1 ms before the deadline: seat 0 presses; seat 1 never does.
    t.play(0, SLAP, 2500 - 800 - 1);
    expect(t.state.phase).toBe('slap');
    const closed = t.wait(1);
    expect(closed).toContainEqual({ kind: 'slap-over', losers: [1] });
    expect(t.state).toMatchObject({ phase: 'play', slap: null });
    expect(t.hand(1)).toHaveLength(8 + 2);
    expect(t.hand(0)).toHaveLength(8);
    expect(t.hand(2)).toHaveLength(8);
  });
  it('Khlopkopyt turned up in the table\u2019s first hand, no deal time given: the window opens at 0', () => {
    const t = three(B, O, G, 'RH');
    expect(t.state).toMatchObject({ phase: 'slap', slap: { openedAt: 0 } });
    expect(svintus.deadline(t.state)).toBe(3000);
    // Nobody presses: at the deadline everyone takes 2.
    expect(t.wait(3000)).toContainEqual({ kind: 'slap-over', losers: [0, 1, 2] });
    expect([0, 1, 2].map((seat) => t.hand(seat).length)).toEqual([10, 10, 10]);
  });
  it('Khlopkopyt turned up in a later hand (dealt by tick): the window opens when that hand is dealt', () => {
    // Seat 1 goes out with a Zakhrapin chain (as in the scoring tests below): hand 1 is scored at the last card's time.
    const hands = [['R3', 'RK', 'P', 'G7', 'B0', 'O5', 'BH', 'O2'], ['RZ', 'OZ', 'BZ', 'GZ', 'RZ', 'OZ', 'GZ', 'G4']];
    const t = new Table(svintus, { slapWindowMs: 2000 }, 2, stackDeck(SVINTUS, { draw: ['R7', 'G1'], hands, first: 'R1' }));
    for (const card of ['RZ', 'OZ', 'BZ', 'GZ', 'RZ', 'OZ', 'GZ']) {
      if (card === 'GZ' && t.hand(1).length === 2) t.play(1, { kind: 'call' });
      t.play(1, play(card));
      t.play(0, ACCEPT);
    }
    t.play(1, play('G4'), 700);
    const scoredAt = t.at;
    expect(t.state.phase).toBe('scored');
    // Hand 2 is shuffled by the table's generator: pick a generator state whose shuffle turns up a Khlopkopyt.
    let state: typeof t.state | undefined;
    for (let seed = 0;; seed++) {
      const candidate = { ...t.state, rng: Rng.seeded(seed).state() };
      const dealt = svintus.tick(candidate, scoredAt)!;
      if (SVINTUS.info[dealt.state.discard!.card]!.effect === 'slap') {
        state = candidate;
        break;
      }
    }
    const dealt = advance(svintus, state!, scoredAt + 1999).state;
    expect(dealt).toMatchObject({ round: 2, phase: 'slap' });
    expect(dealt.slap!.openedAt).toBe(scoredAt);
    expect(svintus.deadline(dealt)).toBe(scoredAt + 2000);
    // Nobody slapped within the window: at its deadline it closes and everyone takes 2.
    const closed = advance(svintus, dealt, scoredAt + 2000);
    expect(closed.events).toContainEqual({ kind: 'slap-over', losers: [0, 1] });
    expect(closed.state.hands.map((h) => h.length)).toEqual([10, 10]);
  });
});

describe('RULES-DECISIONS#svintus: scoring', () => {
  /** Seat 1 goes out alone on two seats with Zakhrapins that seat 0 accepts. */
  function quickHand(config: Record<string, unknown>): Table {
    const hands = [['R3', 'RK', 'P', 'G7', 'B0', 'O5', 'BH', 'O2'], ['RZ', 'OZ', 'BZ', 'GZ', 'RZ', 'OZ', 'GZ', 'G4']];
    const t = new Table(svintus, config, 2, stackDeck(SVINTUS, { draw: ['R7', 'G1'], hands, first: 'R1' }));
    for (const card of ['RZ', 'OZ', 'BZ', 'GZ', 'RZ', 'OZ', 'GZ']) {
      if (card === 'GZ' && t.hand(1).length === 2) t.play(1, { kind: 'call' });
      t.play(1, play(card));
      t.play(0, ACCEPT);
    }
    t.play(1, play('G4'));
    return t;
  }
  it('tournament (default): 5 hands, ranked by total penalty points', () => {
    const t = quickHand({});
    expect(t.state).toMatchObject({ phase: 'scored', totals: [107, 0] });
    t.wait(1);
    expect(t.state).toMatchObject({ round: 2, dealer: 1 });
  });
  it('official setting: the winner scores a point per card left in the other hands, first to the target wins', () => {
    const t = quickHand({ scoring: 'race', raceTarget: 8 });
    expect(svintus.outcome(t.state)).toEqual({ places: [2, 1], scores: [0, 8], lowerScoreWins: false });
  });
  it('a deck that is not exactly the 112 cards is refused', () => {
    const config = svintus.parseConfig({}, 2);
    if (!config.ok) throw new Error(config.error.code);
    const res = svintus.setup(config.value, 2, { seed: 1, deck: SVINTUS.deck.slice(1) });
    expect(res.ok).toBe(false);
    if (!res.ok) expect(res.error.code).toBe('svintus/bad-deck');
  });
});

describe('texts', () => {
  it('every setting and setting value has a label in every UI language', () => {
    for (const setting of svintus.configSchema) {
      const keys = [setting.label, ...(setting.type === 'enum' ? setting.values.map((v) => `${setting.label}.${v}`) : [])];
      for (const key of keys) {
        for (const lang of ['ru', 'uk', 'bg', 'en'] as const) expect(svintus.texts[key]?.[lang], key).toBeTruthy();
      }
    }
  });
});

describe('stacked decks', () => {
  it('the first-dealer draw takes cards from the top, and they go to the bottom of the stock', () => {
    // Seat 0 draws a Polisvin (an action card) and draws again: R2; seat 1 R7, seat 2 R5: seat 1 deals.
    const t = new Table(svintus, {}, 3, stackDeck(SVINTUS, { draw: ['P', 'R2', 'R7', 'R5'], hands: [B, O, G], first: 'R1' }));
    expect(t.state.dealer).toBe(1);
    expect(t.state.turn).toBe(2);
    expect(t.stock().slice(0, 4)).toEqual(['R5', 'R7', 'R2', 'P']);
  });
});
