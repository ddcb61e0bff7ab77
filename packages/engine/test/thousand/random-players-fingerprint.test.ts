/**
 * Thousand's random players (and the basic bot beside them) play the games they played before
 * the speed work on Thousand's rules (play.ts, bidding.ts, talon.ts, deal.ts, scoring.ts writing
 * the draft directly; rules.ts and random-player.ts without closures per call): whole matches to
 * 1000 hashed with every legal list, answer, event and view (test/shared/fingerprint.ts). The
 * hashes were recorded on main at 61c4b2f; fingerprint.test.ts covers uniform playouts.
 */
import { describe, expect, it } from 'vitest';
import { thousand } from '../../src/games/thousand/index.ts';
import { matchFingerprint } from '../shared/fingerprint.ts';

const random = thousand.bots.random!;
const basic = thousand.bots.basic!;

const CASES: readonly [string, Record<string, unknown>, number, (seed: number) => typeof random, number, string][] = [
  ['random players', {}, 3, () => random, 30, 'd3eef7fdf23ef809245e812c5589b7478973ecae84971e5668f2c58d584218e3'],
  ['random players', {}, 2, () => random, 20, '010fbe9cfb1ee1f6b86781b7e61fd46af74e47a44b4c434e9bb9ec189170e5bf'],
  ['random players', {}, 4, () => random, 15, '6ad9143b5cadd563e3c56964377f85b2f529e621b98a4e91d4878045e1906748'],
  [
    'random and basic',
    { barrel: true, goldenKon: true, darkGame: true },
    3,
    (seat) => (seat % 2 === 0 ? random : basic),
    15,
    '41879d24a3160a609973b4bbfcf09e424b4967ae9e4ecb702c16f43ac8295cb2',
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
