/** Svintus bots: the basic bot beats random bots clearly, reacts like a human (slaps, catches, interceptions), and plays every setting to the end. */
import { describe, expect, it } from 'vitest';
import { botMatch } from '../../src/core/autoplay.ts';
import type { Bot } from '../../src/core/game.ts';
import { randomBot } from '../../src/core/host.ts';
import { Rng } from '../../src/core/rng.ts';
import type { Move } from '../../src/games/shared-shedding/types.ts';
import type { SheddingView } from '../../src/games/shared-shedding/view.ts';
import { SVINTUS } from '../../src/games/svintus/cards.ts';
import { svintus } from '../../src/games/svintus/index.ts';
import { oneAgainstThree } from '../shared/one-against-three.ts';
import { stackDeck, Table } from '../uno/stack.ts';

/**
 * The core's random bot answers instantly, which no person does; here it answers after a
 * delay from the same human range as the basic bot, so races are fair and the comparison
 * is about the play.
 */
const random: Bot<SheddingView, Move> = {
  id: 'random-human-speed',
  choose(input) {
    const choice = (randomBot as unknown as Bot<SheddingView, Move>).choose(input);
    const r = input.view.rules;
    return choice === null ? null : { move: choice.move, delayMs: input.rng.range(r.botReactionMinMs, r.botReactionMaxMs) };
  },
};
const basic = svintus.bots.basic!;
const B = ['B0', 'B1', 'B2', 'B3', 'B4', 'B5', 'B6', 'B7'];
const O = ['O0', 'O2', 'O3', 'O4', 'O5', 'O6', 'O7', 'O7'];
const G = ['G0', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7', 'G7'];

describe('svintus bots', () => {
  it('basic beats random bots clearly: 1 basic and 3 random (both at human speed), 1,000 one-hand matches, seats rotating', () => {
    const config = svintus.parseConfig({ rounds: 1 }, 4);
    if (!config.ok) throw new Error(config.error.code);
    const d = oneAgainstThree(svintus, config.value, basic, random, 1000, 9000);
    console.log(d.summary);
    expect(d.wins / d.hands).toBeGreaterThan(0.4);
    expect(d.basicPoints).toBeLessThan(d.otherPoints * 0.75);
  });

  it("basic beats the game's own random player (it presses at the table's human pace, as `kozyr simulate --bots basic,random,...` uses it), 1,000 one-hand matches", () => {
    const config = svintus.parseConfig({ rounds: 1 }, 4);
    if (!config.ok) throw new Error(config.error.code);
    const d = oneAgainstThree(svintus, config.value, basic, svintus.bots.random!, 1000, 9000);
    console.log(d.summary);
    expect(d.wins / d.hands).toBeGreaterThan(0.4);
    expect(d.basicPoints).toBeLessThan(d.otherPoints * 0.6);
  });

  it('basic slaps, intercepts and catches, each after a human-like delay', () => {
    const config = { rounds: 1, botReactionMinMs: 300, botReactionMaxMs: 700 };
    const rng = Rng.seeded(5);
    const deal = (h0: string[], h1: string[], h2: string[], first: string) =>
      new Table(svintus, config, 3, stackDeck(SVINTUS, { draw: ['R7', 'G1', 'B1'], hands: [h0, h1, h2], first }));
    const ask = (t: Table, seat: number) =>
      basic.choose({ view: svintus.view(t.state, seat), seat, legal: svintus.legalMoves(t.state, seat), forms: [], rng })!;
    const inRange = (ms: number | undefined) => ms !== undefined && ms >= 300 && ms <= 700;

    const slap = deal(B, ['RH', ...O.slice(1)], G, 'R1');
    slap.play(1, { kind: 'play', card: 'RH' });
    const s = ask(slap, 0);
    expect(s.move).toEqual({ kind: 'slap' });
    expect(inRange(s.delayMs)).toBe(true);

    const intercept = deal(['R5', ...B.slice(1)], ['R5', ...O.slice(1)], G, 'R1');
    intercept.play(1, { kind: 'play', card: 'R5' });
    const i = ask(intercept, 0);
    expect(i.move).toEqual({ kind: 'play', card: 'R5' });
    expect(inRange(i.delayMs)).toBe(true);

    const two = new Table(
      svintus,
      config,
      2,
      stackDeck(SVINTUS, {
        draw: ['R7', 'G1'],
        hands: [['G6', ...B.slice(1)], ['RZ', 'OZ', 'BZ', 'RZ', 'GZ', 'GZ', 'G4', 'G5']],
        first: 'R1',
      }),
    );
    for (const card of ['RZ', 'OZ', 'BZ', 'RZ', 'GZ', 'GZ']) {
      two.play(1, { kind: 'play', card });
      two.play(0, { kind: 'accept' });
    }
    two.play(1, { kind: 'play', card: 'G4' });
    const c = ask(two, 0);
    expect(c.move).toEqual({ kind: 'catch', seat: 1 });
    expect(inRange(c.delayMs)).toBe(true);
  });

  it('basic plays every setting legally to the end, with up to 10 seats', () => {
    const tables: [Record<string, unknown>, number][] = [
      [{ rounds: 2, slapWindowMs: 500 }, 3],
      [{ rounds: 1, tieWindowMs: 1000 }, 10],
      [{ scoring: 'race', raceTarget: 20 }, 2],
    ];
    for (const [raw, seats] of tables) {
      const config = svintus.parseConfig(raw, seats);
      if (!config.ok) throw new Error(config.error.code);
      for (let g = 0; g < 5; g++) {
        const { outcome } = botMatch(svintus, config.value, Array.from({ length: seats }, () => basic), 77 + g);
        expect(outcome.places).toHaveLength(seats);
      }
    }
  });
});
