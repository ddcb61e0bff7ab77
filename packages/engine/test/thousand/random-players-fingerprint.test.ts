/**
 * Thousand's random players (and the basic bot beside them) play the games they played before
 * the speed work on Thousand's rules (play.ts, bidding.ts, talon.ts, deal.ts, scoring.ts writing
 * the draft directly; rules.ts and random-player.ts without closures per call): whole matches to
 * 1000 hashed with every legal list, answer, event and view (test/shared/fingerprint.ts). The
 * hashes were recorded on main at 61c4b2f, and again when the views gained the table's settings
 * (`config`) and the suits each seat showed it lacks (`voids`): with those fields left out of the
 * views the 61c4b2f hashes come out, so no move, event or other view field changed.
 * fingerprint.test.ts covers uniform playouts.
 */
import { describe, expect, it } from 'vitest';
import { thousand } from '../../src/games/thousand/index.ts';
import { matchFingerprint } from '../shared/fingerprint.ts';

const random = thousand.bots.random!;
const basic = thousand.bots.basic!;

const CASES: readonly [string, Record<string, unknown>, number, (seed: number) => typeof random, number, string][] = [
  ['random players', {}, 3, () => random, 30, 'eef053222265c03ebf0469ed45a069a54c935fd6d1bbdfedf61cbd38fb207078'],
  ['random players', {}, 2, () => random, 20, '93fa6fdc4ec2e18c8e03c5b10638b233547e9dea3c90413e9e0b6f9164b325b9'],
  ['random players', {}, 4, () => random, 15, 'f08e55e216d92bd20bd1be80284dc49f446587ed13f1d82387fffe56ab3a4e6b'],
  [
    'random and basic',
    { barrel: true, goldenKon: true, darkGame: true },
    3,
    (seat) => (seat % 2 === 0 ? random : basic),
    15,
    'cdc0954965467c5e54747f62ad93c85f1e7c4e75e12fe900f23b00be66193c2f',
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
