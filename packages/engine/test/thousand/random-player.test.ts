/** Thousand's `random` player: a person who knows only the rules; random tables reach 1000. */
import { describe, expect, it } from 'vitest';
import { botInput, botMatch } from '../../src/core/autoplay.ts';
import { botFor } from '../../src/core/host.ts';
import { Rng } from '../../src/core/rng.ts';
import { thousand } from '../../src/games/thousand/index.ts';
import { randomPlayer } from '../../src/games/thousand/random-player.ts';
import type { State } from '../../src/games/thousand/state.ts';
import { bid, config, contract, deckOf, give, pass, playCard, run, table, take } from './helpers.ts';

const STRONG = deckOf(3, ['AS AH TH KH QH AC AD', '9H KS QS JS 9S TC KC', 'JH QC JC TD KD QD JD'], ['TS 9C 9D']);

/** What the player chooses in `state` for `seat`, given what a host gives it (core's botInput). */
const choose = (state: State, seat: number, seed: number) =>
  randomPlayer.choose(botInput(thousand, state, seat, thousand.legalMoves(state, seat), Rng.seeded(seed)))?.move;

describe('thousand random player', () => {
  it('is the bot botFor gives for "random"', () => {
    expect(botFor(thousand, 'random')).toBe(randomPlayer);
  });

  for (const seats of [2, 3, 4]) {
    it(`random players at ${seats} seats play whole games to 1000`, () => {
      const bots = Array.from({ length: seats }, () => randomPlayer);
      for (let seed = 1; seed <= 3; seed++) {
        const r = botMatch(thousand, config({}, seats), bots, seed);
        expect(Math.max(...r.outcome.scores!)).toBeGreaterThanOrEqual(1000);
      }
    });
  }

  it('raises only while the points and marriages in its hand cover the bid, else passes', () => {
    const s = run(table({}, 3, STRONG), [[0, bid(100)]]).state;
    // Seat 1: 9H KS QS JS 9S TC KC = 0+4+3+2+0+10+4 = 23 points and the spade marriage (40): 63 < 105.
    for (let seed = 0; seed < 20; seed++) expect(choose(s, 1, seed)).toEqual(pass);
    // Seat 0 holds 11+11+10+4+3+11+11 = 61 points and the heart marriage (100): it raises by the minimum.
    const t = run(table({}, 3, STRONG), [[0, bid(100)], [1, bid(105)], [2, pass]]).state;
    for (let seed = 0; seed < 20; seed++) expect(choose(t, 0, seed)).toEqual(bid(110));
  });

  it('states its contract at the bid and takes the talon face up', () => {
    const s = run(table({ darkGame: true }, 3, STRONG), [[0, bid(100)], [1, pass], [2, pass]]).state;
    for (let seed = 0; seed < 20; seed++) expect(choose(s, 0, seed)).toEqual(take(0));
    const c = run(s, [[0, take()], [0, give('9C', 1)], [0, give('9D', 2)]]).state;
    for (let seed = 0; seed < 20; seed++) expect(choose(c, 0, seed)).toEqual(contract(100));
  });

  it('declares a marriage whenever the rules let it: after a trick won, it leads the king', () => {
    const played = run(table({}, 3, STRONG), [
      [0, bid(100)],
      [1, pass],
      [2, pass],
      [0, take()],
      [0, give('9C', 1)],
      [0, give('9D', 2)],
      [0, contract(100)],
      [0, playCard('AS')],
      [1, playCard('9S')],
      [2, playCard('JH')],
    ]).state;
    expect(played.turn).toBe(0);
    for (let seed = 0; seed < 20; seed++) expect(choose(played, 0, seed)).toEqual(playCard('KH'));
  });
});
