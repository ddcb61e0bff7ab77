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
  ['random players', {}, 3, () => random, 30, '5612e9be8a15b7a0392b999f399a7e01cae9e6d35cde4ce8e41e9139d9c04507'],
  ['random players', {}, 2, () => random, 20, '8d44bacbeea08a784d263d70db2dcc798d3bd4eff778b0a9b709869fe3975b52'],
  ['random players', {}, 4, () => random, 15, '928a597ef6ec8067308cdcf2f6f8b984d8f3e40064b40854c7229ea9947ee21c'],
  [
    'random and basic',
    { barrel: true, goldenKon: true, darkGame: true },
    3,
    (seat) => (seat % 2 === 0 ? random : basic),
    15,
    '7c2b991e66dd654a390f524fc1e73d0c8f6d47ef572101c7d6b7b185ac5d58d3',
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
