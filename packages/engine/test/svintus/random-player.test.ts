/**
 * The `random` player of UNO and Svintus (shared-shedding/random-player.ts): what `kozyr
 * bench` means by a random full hand. A random card among those that fit, a draw only when
 * none fits, the drawn card played when it fits; reactions pressed at random after a human
 * delay from the table's range, never a `decline`.
 */
import { describe, expect, it } from 'vitest';
import type { Bot } from '../../src/core/game.ts';
import { Rng } from '../../src/core/rng.ts';
import type { Move, SheddingState } from '../../src/games/shared-shedding/types.ts';
import type { SheddingView } from '../../src/games/shared-shedding/view.ts';
import { SVINTUS } from '../../src/games/svintus/cards.ts';
import { svintus } from '../../src/games/svintus/index.ts';
import { UNO } from '../../src/games/uno/cards.ts';
import { uno } from '../../src/games/uno/index.ts';
import { type AnyGame, botFor, botMatch } from '../../src/index.ts';
import { stackDeck, Table } from '../uno/stack.ts';

type G = typeof svintus | typeof uno;
const ask = (game: G, state: SheddingState, seat: number, seed: number) =>
  (game.bots.random as Bot<SheddingView, Move>).choose({
    view: game.view(state, seat),
    seat,
    legal: game.legalMoves(state, seat),
    forms: [],
    rng: Rng.seeded(seed),
  });
const counts = (xs: readonly string[]) => xs.reduce<Record<string, number>>((m, x) => ({ ...m, [x]: (m[x] ?? 0) + 1 }), {});

const B = ['B0', 'B1', 'B2', 'B3', 'B4', 'B5', 'B6', 'B7'];
const O = ['O0', 'O2', 'O3', 'O4', 'O5', 'O6', 'O7', 'O7'];
const G7 = ['G0', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7', 'G7'];

describe('the random player', () => {
  it('is what botFor gives for "random" in both games (the game\u2019s own, not the core\u2019s)', () => {
    expect(botFor(uno as unknown as AnyGame, 'random')).toBe(uno.bots.random);
    expect(botFor(svintus as unknown as AnyGame, 'random')).toBe(svintus.bots.random);
  });

  it('plays a uniformly random card among those that fit and never draws then (UNO lets it draw anyway)', () => {
    // Seat 1 holds R2 and a Wild that fit R1, and cards that do not: the Wild is one card, not four moves.
    const t = new Table(
      uno,
      { rounds: 1 },
      2,
      stackDeck(UNO, {
        draw: ['R9', 'G2'],
        hands: [['B1', 'B2', 'B3', 'B4', 'B5', 'B6', 'B7'], ['R2', 'W', 'G3', 'G4', 'G5', 'G6', 'Y7']],
        first: 'R1',
      }),
    );
    const picks: string[] = [];
    const colours: string[] = [];
    for (let seed = 0; seed < 400; seed++) {
      const m = ask(uno, t.state, 1, seed)!.move;
      expect(m.kind).toBe('play');
      if (m.kind === 'play') {
        picks.push(m.card);
        if (m.colour !== undefined) colours.push(m.colour);
      }
    }
    const c = counts(picks);
    expect(Object.keys(c).sort()).toEqual(['R2', 'W']);
    expect(c['W']!).toBeGreaterThan(150); // about 200 of 400, not 320 (4 of 5 moves)
    expect(c['W']!).toBeLessThan(250);
    expect(Object.keys(counts(colours)).sort()).toEqual(['B', 'G', 'R', 'Y']);
  });

  it('draws only when no card fits, and plays the drawn card when it fits', () => {
    const t = new Table(
      svintus,
      { rounds: 1 },
      2,
      stackDeck(SVINTUS, { draw: ['R7', 'G1'], hands: [B, O], first: 'R1', stock: ['R5'] }),
    );
    expect(ask(svintus, t.state, 1, 1)!.move).toEqual({ kind: 'draw' });
    t.play(1, { kind: 'draw' });
    expect(t.state.phase).toBe('drawn');
    for (let seed = 0; seed < 20; seed++) expect(ask(svintus, t.state, 1, seed)!.move).toEqual({ kind: 'play', card: 'R5' });
  });

  it('never declines an interception: it intercepts at random after a human delay, or lets the window close', () => {
    const config = { rounds: 1, botReactionMinMs: 300, botReactionMaxMs: 700 };
    const t = new Table(
      svintus,
      config,
      3,
      stackDeck(SVINTUS, { draw: ['R7', 'G1', 'B1'], hands: [['R5', ...B.slice(1)], ['R5', ...O.slice(1)], G7], first: 'R1' }),
    );
    t.play(1, { kind: 'play', card: 'R5' });
    // Seat 0 holds the other R5: it may intercept. Seat 2 is the turn player and plays at once.
    let presses = 0;
    for (let seed = 0; seed < 200; seed++) {
      const c = ask(svintus, t.state, 0, seed);
      if (c === null) continue;
      presses++;
      expect(c.move).toEqual({ kind: 'play', card: 'R5' });
      expect(c.delayMs).toBeGreaterThanOrEqual(300);
      expect(c.delayMs).toBeLessThanOrEqual(700);
    }
    expect(presses).toBeGreaterThan(60);
    expect(presses).toBeLessThan(140);
    // A seat without an identical card answers nothing at all (no `decline`).
    const t2 = new Table(
      svintus,
      config,
      3,
      stackDeck(SVINTUS, { draw: ['R7', 'G1', 'B1'], hands: [B, ['R5', ...O.slice(1)], G7], first: 'R1' }),
    );
    t2.play(1, { kind: 'play', card: 'R5' });
    expect(svintus.legalMoves(t2.state, 0)).toEqual([{ kind: 'decline' }]);
    for (let seed = 0; seed < 20; seed++) expect(ask(svintus, t2.state, 0, seed)).toBeNull();
  });

  it('plays every setting of both games legally to the end, 2 to 10 seats (botMatch refuses any illegal move)', () => {
    const tables: [G, Record<string, unknown>, number][] = [
      [uno, { rounds: 2, jumpIn: true, stacking: true }, 4],
      [uno, { rounds: 1, penaltyMode: true }, 10],
      [uno, { scoring: 'race', raceTarget: 200 }, 2],
      [svintus, { rounds: 2, slapWindowMs: 500, tieWindowMs: 1000 }, 3],
      [svintus, { rounds: 1 }, 10],
      [svintus, { scoring: 'race', raceTarget: 20 }, 2],
    ];
    for (const [def, raw, seats] of tables) {
      const game = def as unknown as AnyGame;
      const config = game.parseConfig(raw, seats);
      if (!config.ok) throw new Error(config.error.code);
      const random = botFor(game, 'random')!;
      for (let seed = 0; seed < 5; seed++) {
        const r = botMatch(game, config.value, Array.from({ length: seats }, () => random), 300 + seed);
        expect(r.outcome.places).toHaveLength(seats);
        expect(r.rounds).toBeGreaterThan(0);
      }
    }
  });

  it('slaps at random in a Khlopkopyt window, the first hand\u2019s turned-up one too (its window has a deadline from the deal)', () => {
    const t = new Table(
      svintus,
      { rounds: 1 },
      3,
      stackDeck(SVINTUS, { draw: ['R7', 'G1', 'B1'], hands: [B, O, G7], first: 'RH' }),
      5000,
    );
    expect(t.state.phase).toBe('slap');
    expect(svintus.deadline(t.state)).toBe(5000 + 3000);
    const first = Array.from({ length: 200 }, (_, seed) => ask(svintus, t.state, 0, seed)).filter((a) => a !== null).length;
    expect(first).toBeGreaterThan(60);
    expect(first).toBeLessThan(140);
    t.play(2, { kind: 'slap' });
    const answers = Array.from({ length: 200 }, (_, seed) => ask(svintus, t.state, 0, seed));
    const pressed = answers.filter((a) => a !== null).length;
    expect(pressed).toBeGreaterThan(60);
    expect(pressed).toBeLessThan(140);
  });
});
