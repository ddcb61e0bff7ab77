/** RULES-DECISIONS#uno: the club's decisions and settings, each on a stacked deck. */
import { describe, expect, it } from 'vitest';
import type { Move } from '../../src/games/shared-shedding/types.ts';
import { UNO } from '../../src/games/uno/cards.ts';
import { uno } from '../../src/games/uno/index.ts';
import { stackDeck, Table } from './stack.ts';

const play = (
  card: string,
  colour?: string,
): Move => (colour === undefined ? { kind: 'play', card } : { kind: 'play', card, colour });
const DRAW: Move = { kind: 'draw' };

const H0 = ['B1', 'B2', 'B3', 'B4', 'B5', 'B6', 'B7'];
const H1 = ['G2', 'G3', 'G4', 'G5', 'G6', 'G7', 'G8'];
const H2 = ['Y1', 'Y2', 'Y3', 'Y4', 'Y5', 'Y6', 'Y7'];

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

describe('RULES-DECISIONS#uno: the first card', () => {
  it('the player left of the dealer leads', () => {
    expect(three(H0, H1, H2, 'R1').state).toMatchObject({ dealer: 0, turn: 1, direction: 1 });
  });
  it('Draw Two first: the first player draws 2 and is skipped', () => {
    const t = three(H0, H1, H2, 'RD');
    expect(t.hand(1)).toHaveLength(9);
    expect(t.state.turn).toBe(2);
  });
  it('Skip first: the first player is skipped', () => {
    expect(three(H0, H1, H2, 'RS').state.turn).toBe(2);
  });
  it('Wild first: the first player names the colour, then plays', () => {
    const t = three(H0, H1, H2, 'W');
    expect(t.state.phase).toBe('choose-colour');
    t.refuse(1, play('G2'), 'uno/choose-colour-first');
    t.play(1, { kind: 'choose-colour', colour: 'G' });
    t.play(1, play('G2'));
  });
  it('Wild Draw Four first: it goes back into the deck (at the bottom) and the next card is turned', () => {
    const t = three(H0, H1, H2, 'W4', ['R5']);
    expect(t.top()).toBe('R5');
    expect(t.stock()[0]).toBe('W4');
  });
});

describe('RULES-DECISIONS#uno: play', () => {
  it('a drawn card that does not fit ends the turn', () => {
    const t = three(H0, H1, H2, 'R1', ['Y9']);
    t.play(1, DRAW);
    expect(t.state).toMatchObject({ turn: 2, phase: 'play' });
    expect(t.hand(1)).toContain('Y9');
  });
  it('seed 001 by default: a player holding a card that fits may not draw (uno/must-play), and draw is not listed', () => {
    const t = three(H0, ['R2', ...H1.slice(1)], H2, 'R1', ['R7']);
    expect(t.legal(1)).toEqual([play('R2')]);
    t.refuse(1, DRAW, 'uno/must-play');
    expect(t.hand(1)).toHaveLength(7);
    t.play(1, play('R2'));
  });
  it('seed 001 by default: a black card fits anything, so its holder may not draw either', () => {
    const t = three(H0, ['W', ...H1.slice(1)], H2, 'R1', ['R7']);
    expect(t.legal(1).some((m) => m.kind === 'draw')).toBe(false);
    t.refuse(1, DRAW, 'uno/must-play');
  });
  it('seed 001 by default: only a player without a card that fits draws (draw is its only move)', () => {
    const t = three(H0, H1, H2, 'R1', ['R7']);
    expect(t.legal(1)).toEqual([DRAW]);
    t.play(1, DRAW);
    expect(t.state.phase).toBe('drawn');
    expect(t.legal(1)).toEqual([play('R7'), { kind: 'pass' }]);
  });
  it('mayDrawInstead setting (the official rule): a player may draw instead of playing; only the drawn card may then be played', () => {
    const t = three(H0, ['R2', ...H1.slice(1)], H2, 'R1', ['R7'], { mayDrawInstead: true });
    expect(t.legal(1)).toEqual([play('R2'), DRAW]);
    t.play(1, DRAW);
    t.refuse(1, play('R2'), 'uno/only-drawn-card');
    t.play(1, play('R7'));
  });
  it('the must-play refusal points at the seed rule and explains itself in every language', () => {
    const t = three(H0, ['R2', ...H1.slice(1)], H2, 'R1');
    const res = uno.apply(t.state, 1, DRAW, t.at + 1);
    expect(res.ok).toBe(false);
    if (!res.ok) {
      expect(res.error.rule).toBe('seed-001#uno-draw');
      expect(Object.keys(res.error.message).sort()).toEqual(['bg', 'en', 'ru', 'uk']);
    }
  });
  it('a wrong card is refused with its reason when penalty mode is off (the default)', () => {
    const t = three(H0, H1, H2, 'R1');
    t.refuse(1, play('G2'), 'uno/does-not-match');
    expect(t.hand(1)).toHaveLength(7);
  });
  it('no stacking by default: a Draw Two is taken at once', () => {
    const t = three(H0, ['RD', ...H1.slice(1)], ['GD', ...H2.slice(1)], 'R1');
    t.play(1, play('RD'));
    expect(t.hand(2)).toHaveLength(9);
    expect(t.state.turn).toBe(0);
  });
  it('stacking setting: a Draw Two may be answered with a Draw Two, the next player takes 4', () => {
    const t = three(H0, ['RD', ...H1.slice(1)], ['GD', ...H2.slice(1)], 'R1', [], { stacking: true });
    t.play(1, play('RD'));
    expect(t.state.phase).toBe('penalty');
    t.play(2, play('GD'));
    t.play(0, { kind: 'accept' });
    expect(t.hand(0)).toHaveLength(11);
    expect(t.state.turn).toBe(1);
  });
  it('no jump-in by default', () => {
    const t = three(['R5', ...H0.slice(1)], ['R5', ...H1.slice(1)], H2, 'R1');
    t.play(1, play('R5'));
    t.refuse(0, play('R5'), 'uno/not-your-turn');
  });
  it('jump-in setting: an identical card may be played out of turn; play goes on from the jumper', () => {
    const t = three(['R5', ...H0.slice(1)], ['R5', ...H1.slice(1)], H2, 'R1', [], { jumpIn: true });
    t.play(1, play('R5'));
    t.play(0, play('R5'), 30);
    expect(t.state.turn).toBe(1);
  });
  it('advice in chat is not policed: UNO takes no chat moves', () => {
    expect(uno.parseMove({ kind: 'chat' }).ok).toBe(false);
  });
});

describe('RULES-DECISIONS#uno: scoring and match', () => {
  /** Seat 1 goes out alone on two seats with Skips. */
  function quickHand(config: Record<string, unknown>): Table {
    const t = new Table(
      uno,
      config,
      2,
      stackDeck(UNO, {
        draw: ['R9', 'G1'],
        hands: [['R3', 'RD', 'W', 'G7', 'B0', 'Y9', 'W4'], ['R2', 'RS', 'RS', 'GS', 'GS', 'BS', 'BS']],
        first: 'R1',
      }),
    );
    for (const card of ['RS', 'GS', 'GS', 'BS', 'BS']) t.play(1, play(card));
    t.play(1, { kind: 'call' });
    t.play(1, play('RS'));
    t.play(1, play('R2'));
    return t;
  }
  it('a match is several hands (default 5): after a hand the next dealer deals, the totals carry on', () => {
    const t = quickHand({});
    expect(uno.outcome(t.state)).toBeNull();
    expect(t.state.phase).toBe('scored');
    t.wait(1);
    expect(t.state).toMatchObject({ round: 2, dealer: 1, totals: [139, 0], phase: expect.not.stringMatching('scored') });
  });
  it('the match is ranked by total penalty points, fewest first', () => {
    const t = quickHand({ rounds: 1 });
    expect(uno.outcome(t.state)).toEqual({ places: [2, 1], scores: [139, 0], lowerScoreWins: true });
  });
  it('official race setting: the hand winner scores the others\u2019 points; the match ends at the target', () => {
    const t = quickHand({ scoring: 'race', raceTarget: 100 });
    expect(uno.outcome(t.state)).toEqual({ places: [2, 1], scores: [0, 139], lowerScoreWins: false });
  });
});

describe('stacked decks', () => {
  it('the first-dealer draw cards go to the bottom of the stock', () => {
    const t = three(H0, H1, H2, 'R1');
    expect(t.stock().slice(0, 3)).toEqual(['B2', 'G1', 'R9']);
  });
  it('a deck that is not exactly the 108 cards is refused', () => {
    const deck = stackDeck(UNO, { draw: ['R9', 'G1'], hands: [H0, H1], first: 'R1' });
    const config = uno.parseConfig({}, 2);
    if (!config.ok) throw new Error(config.error.code);
    const res = uno.setup(config.value, 2, { seed: 1, deck: [...deck.slice(1), 'R5'] });
    expect(res.ok).toBe(false);
    if (!res.ok) expect(res.error.code).toBe('uno/bad-deck');
  });
});

describe('texts', () => {
  it('every setting and setting value has a label in every UI language', () => {
    for (const setting of uno.configSchema) {
      const keys = [setting.label, ...(setting.type === 'enum' ? setting.values.map((v) => `${setting.label}.${v}`) : [])];
      for (const key of keys) {
        for (const lang of ['ru', 'uk', 'bg', 'en'] as const) expect(uno.texts[key]?.[lang], key).toBeTruthy();
      }
    }
  });
});
