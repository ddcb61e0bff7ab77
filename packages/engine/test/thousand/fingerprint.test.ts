/**
 * No rule changed by the core updater: the same seeds give the same games as the
 * hand-written copy layer (update.ts) did — the hashes recorded with the engine of
 * commit 0fb7f8e held after the move to the updater. They were recorded again once,
 * deliberately, when the opening bid became exactly 100 (seed 004, «обязательная
 * сотня»; opening-bid.test.ts), which changes every random auction. See
 * test/shared/fingerprint.ts for what is hashed.
 */
import { describe, expect, it } from 'vitest';
import { thousand } from '../../src/games/thousand/index.ts';
import { fingerprint } from '../shared/fingerprint.ts';

const CASES: readonly [Record<string, unknown>, number, string][] = [
  [{ dealLimit: 6 }, 3, '5d8c31e2fe5165a13f2c8ecdca4b93e7c545f1f934055b400c7ed6ebe4598d4a'],
  [{ dealLimit: 6 }, 2, 'a35240e115fafb8fff3f4a2a435071ff817880c6bb7fe40539b4df148a39e069'],
  [{ dealLimit: 6 }, 4, '17b70116cbb89702fbf848e8043e6d8e66fc637807b142b3f743052e8d1b756a'],
  [
    {
      dealLimit: 8,
      darkGame: true,
      goldenKon: true,
      redealFourNines: true,
      redealLowTalon: 20,
      fourNinesBonus: 200,
      bidLimit: 'free',
      opener: 'dealer',
    },
    3,
    '2b567ded9326648c87bc79dbcfc6b9fffffaa6d5748da6e7e9274748b64e0e4b',
  ],
  [
    {
      dealLimit: 8,
      aceMarriage: true,
      bedMarriage: true,
      marriageWithoutTrick: true,
      hiddenTalonOnHundred: true,
      redealTwoNinesTalon: true,
      redealLowHand: 20,
      boltPenalty: 'three-in-a-row',
      barrelSeveral: false,
      barrelKnockOff: true,
    },
    4,
    'a51f80dd0556364dceaf7d4c5c4b4caf4cba49d52f846363c15dbaa19e55fc92',
  ],
];

describe('thousand: 1,000 random playouts are the games they were before the updater', () => {
  for (const [config, seats, hash] of CASES) {
    it(`${JSON.stringify(config)} at ${seats} seats, 200 seeds`, () => {
      expect(fingerprint(thousand, config, seats, 200)).toBe(hash);
    });
  }
});
