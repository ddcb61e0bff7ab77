/**
 * Thousand's random players (and the basic bot beside them) play the games they played before
 * the speed work on Thousand's rules (play.ts, bidding.ts, talon.ts, deal.ts, scoring.ts writing
 * the draft directly; rules.ts and random-player.ts without closures per call): whole matches to
 * 1000 hashed with every legal list, answer, event and view (test/shared/fingerprint.ts). The
 * hashes were recorded on main at 61c4b2f, and again when the views gained the table's settings
 * (`config`): with that field left out of the views the 61c4b2f hashes come out, so no move, event
 * or other view field changed. fingerprint.test.ts covers uniform playouts.
 */
import { describe, expect, it } from 'vitest';
import { thousand } from '../../src/games/thousand/index.ts';
import { matchFingerprint } from '../shared/fingerprint.ts';

const random = thousand.bots.random!;
const basic = thousand.bots.basic!;

const CASES: readonly [string, Record<string, unknown>, number, (seed: number) => typeof random, number, string][] = [
  ['random players', {}, 3, () => random, 30, 'd630480b9ac198db34f7b3ebbb1d783d29f42e6df06b6bdafb14612ce354a9b6'],
  ['random players', {}, 2, () => random, 20, '84f183eb66ff7b19c07a380104c85de9159fe03f4034714c3a2fe4ca7b6ccdc1'],
  ['random players', {}, 4, () => random, 15, 'b47cf25e3eb4bf08c3ad4163edde503c87013d610c48e6937a60bc49779ed589'],
  [
    'random and basic',
    { barrel: true, goldenKon: true, darkGame: true },
    3,
    (seat) => (seat % 2 === 0 ? random : basic),
    15,
    '458af085e4b97c3459828a78ea67698ce0b27c9147d04089ceb636636f96f1bd',
  ],
];

describe('thousand: bot matches are the games they were before the speed work', () => {
  for (const [name, config, seats, bot, seeds, hash] of CASES) {
    it(`${name}, ${JSON.stringify(config)} at ${seats} seats, ${seeds} seeds`, () => {
      const got = matchFingerprint(thousand, config, (seed) => Array.from({ length: seats }, (_, s) => bot(s + seed)), seeds);
      if (process.env.FINGERPRINT_PRINT === '1') console.log(`${name} ${seats}: ${got}`);
      expect(got).toBe(hash);
    });
  }
});
