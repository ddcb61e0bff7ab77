/** The `basic` bot against the core's random bot: it must win clearly. */
import { describe, expect, it } from 'vitest';
import { botMatch } from '../../src/core/autoplay.ts';
import type { Bot } from '../../src/core/game.ts';
import { randomBot } from '../../src/core/host.ts';
import { thousand } from '../../src/games/thousand/index.ts';
import type { Move, View } from '../../src/games/thousand/state.ts';
import { config } from './helpers.ts';

const random = randomBot as unknown as Bot<View, Move>;
const basic = thousand.bots.basic!;

function tournament(seats: number, games: number) {
  let wins = 0;
  let lead = 0;
  for (let g = 0; g < games; g++) {
    const me = g % seats; // the basic bot sits at every seat in turn
    const bots = Array.from({ length: seats }, (_, s) => (s === me ? basic : random));
    const { outcome } = botMatch(thousand, config({}, seats), bots, 1000 + g);
    const scores = outcome.scores!;
    if (outcome.places[me] === 1) wins++;
    lead += scores[me]! - (scores.reduce((a, b) => a + b, 0) - scores[me]!) / (seats - 1);
  }
  return { winRate: wins / games, averageLead: lead / games };
}

describe('thousand bots', () => {
  for (const [seats, games] of [[3, 30], [2, 20], [4, 20]] as const) {
    it(`basic beats random bots clearly at ${seats} seats`, () => {
      const r = tournament(seats, games);
      console.log(
        `thousand basic vs random, ${seats} seats, ${games} games: wins ${(r.winRate * 100).toFixed(0)}%, average lead ${
          r.averageLead.toFixed(0)
        } points`,
      );
      expect(r.winRate).toBeGreaterThanOrEqual(0.8);
      expect(r.averageLead).toBeGreaterThan(500);
    });
  }

  it('basic plays only legal moves and finishes games against itself', () => {
    const { outcome, rounds } = botMatch(thousand, config({ dealLimit: 0 }), [basic, basic, basic], 7);
    expect(outcome.places).toContain(1);
    expect(rounds).toBeGreaterThan(3);
    expect(Math.max(...outcome.scores!)).toBeGreaterThanOrEqual(1000);
  });
});
