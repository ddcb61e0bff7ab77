/**
 * What a draw shows (misses.ts): a player draws only when nothing fits, so the table learns what its
 * hand lacks; the count stays a true lower bound whatever is played after, every viewer sees it, and
 * the search deals the seat hands that agree with it.
 */
import { describe, expect, it } from 'vitest';
import { botMatch } from '../../src/core/autoplay.ts';
import { Rng } from '../../src/core/rng.ts';
import { fitsOn } from '../../src/games/shared-shedding/legal.ts';
import type { Deckset, Miss, Move, SheddingState } from '../../src/games/shared-shedding/types.ts';
import { SVINTUS } from '../../src/games/svintus/cards.ts';
import { svintus } from '../../src/games/svintus/index.ts';
import { UNO } from '../../src/games/uno/cards.ts';
import { uno } from '../../src/games/uno/index.ts';
import { stackDeck, Table } from './stack.ts';

const DRAW: Move = { kind: 'draw' };

/** The deck's faces as misses.ts indexes them (sorted, distinct). */
const facesOf = (g: Deckset): string[] => [...new Set(g.deck.map((c) => g.info[c]!.face))].sort();

/** How many of `hand` fit neither the miss's colour nor its face. */
function lacking(g: Deckset, m: Miss, hand: readonly string[]): number {
  const face = facesOf(g)[m.face]!;
  return hand.filter((c) => !fitsOn(g.info[c]!, m.colour, face)).length;
}

function three(hands: string[][], first: string, stock: string[], config: Record<string, unknown> = {}): Table {
  return new Table(uno, { rounds: 1, ...config }, 3, stackDeck(UNO, { draw: ['R9', 'G1', 'B2'], hands, first, stock }));
}

const H0 = ['B1', 'B2', 'B3', 'B4', 'B5', 'B6', 'B7'];
const H1 = ['G2', 'G3', 'G4', 'G5', 'G6', 'G7', 'G8'];
const H2 = ['Y1', 'Y2', 'Y3', 'Y4', 'Y5', 'Y6', 'Y7'];

describe('a draw shows what the hand lacks', () => {
  it('drawing on a red 9 with nothing that fits: every viewer learns that seat 1 holds no red, no 9 and no black card', () => {
    // Seat 1 (greens) draws Y8, which does not fit: the turn passes, and the whole hand of eight lacks red and 9.
    const t = three([H0, H1, H2], 'R9', ['Y8']);
    t.play(1, DRAW);
    const miss = { seat: 1, colour: 'R', face: facesOf(UNO).indexOf('9'), atLeast: 8 };
    expect(t.state.misses).toEqual([miss]);
    for (const viewer of [0, 1, 2, 'spectator'] as const) expect(uno.view(t.state, viewer).misses).toEqual([miss]);
  });

  it('a drawn card that fits is not counted; a card played that could have been counted lowers the count', () => {
    // Seat 1 draws R3, which fits: the seven it held lack red and 9, the drawn one does not.
    const t = three([H0, H1, H2], 'R9', ['R3']);
    t.play(1, DRAW);
    expect(t.state.misses.map((m) => m.atLeast)).toEqual([7]);
    t.play(1, { kind: 'play', card: 'R3' });
    // R3 would have fitted on a red 9: it was not one of the seven.
    expect(t.state.misses.map((m) => m.atLeast)).toEqual([7]);
    t.play(2, { kind: 'play', card: 'Y3' });
    t.play(0, { kind: 'play', card: 'B3' });
    // G3 fits neither red nor 9: it may have been one of the seven, so at least six are left.
    t.play(1, { kind: 'play', card: 'G3' });
    expect(t.state.misses.map((m) => m.atLeast)).toEqual([6]);
  });

  it('no miss where a player may draw with a card that fits (mayDrawInstead)', () => {
    const t = three([H0, H1, H2], 'R9', ['Y8'], { mayDrawInstead: true });
    t.play(1, DRAW);
    expect(t.state.misses).toEqual([]);
  });

  it("names a face by its index, never as a string a hidden card could have (Svintus' Polisvin is its own face)", () => {
    const faces = facesOf(SVINTUS);
    expect(faces.some((f) => SVINTUS.deck.includes(f))).toBe(true); // so a string face could leak a card code
    const t = three([H0, H1, H2], 'R9', ['Y8']);
    t.play(1, DRAW);
    expect(typeof t.state.misses[0]!.face).toBe('number');
  });
});

describe.each([['uno', uno, UNO], ['svintus', svintus, SVINTUS]] as const)('%s: misses along bot matches', (_, game, deck) => {
  const states: SheddingState[] = [];
  for (let seed = 1; seed <= 6; seed++) {
    const config = game.parseConfig({ rounds: 2 }, 4);
    if (!config.ok) throw new Error(config.error.code);
    const bots = [game.bots['random']!, game.bots['basic']!, game.bots['random']!, game.bots['basic']!];
    botMatch(game, config.value, bots, seed, { moved: (_seat, step) => states.push(step.state) });
  }
  const withMisses = states.filter((s) => s.misses.length > 0);

  it('draws showed something in many positions (the checks below are not empty)', () => {
    expect(withMisses.length).toBeGreaterThan(50);
  });

  it('every miss is a true lower bound on the hand it speaks of', () => {
    for (const s of withMisses) {
      for (const m of s.misses) expect(lacking(deck, m, s.hands[m.seat]!)).toBeGreaterThanOrEqual(m.atLeast);
    }
  });

  it('the search deals every seat a hand that agrees with its misses, of the same size', () => {
    const rng = Rng.seeded(7);
    for (const s of withMisses.filter((_, i) => i % 5 === 0)) {
      const seat = (s.misses[0]!.seat + 1) % s.seats;
      const world = game.search!.determinize(s, seat, rng);
      expect(world.hands.map((h) => h.length)).toEqual(s.hands.map((h) => h.length));
      for (const m of s.misses) {
        if (m.seat !== seat) expect(lacking(deck, m, world.hands[m.seat]!)).toBeGreaterThanOrEqual(m.atLeast);
      }
    }
  });
});
