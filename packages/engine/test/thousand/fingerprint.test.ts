/**
 * No rule changed by the core updater: the same seeds give the same games as the
 * hand-written copy layer (update.ts) did. The hashes were recorded with the engine
 * of commit 0fb7f8e; see test/shared/fingerprint.ts for what is hashed.
 */
import { describe, expect, it } from 'vitest';
import { thousand } from '../../src/games/thousand/index.ts';
import { fingerprint } from '../shared/fingerprint.ts';

const CASES: readonly [Record<string, unknown>, number, string][] = [
  [{ dealLimit: 6 }, 3, '332863c05bebd8fad3254e36756e42d5ff84702b5b7e61484b30a9f97018932d'],
  [{ dealLimit: 6 }, 2, '26585dd6974da145e67b8e0a2e99025d6a21d769753272f3d9db9f3e3f502a61'],
  [{ dealLimit: 6 }, 4, '98c4fbee84579c06a661dc392a02bbf348ed5f4b2bb46edb623f6ec43b59e546'],
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
    'c1b1b56bcf641d48706d667f5c5fc922e4564f50c6b95fb60a0530ae265b5f11',
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
    '34c3e76de2c726ab616d91372cf74a65202ce4c254f0e161e1755eadf15032e3',
  ],
];

describe('thousand: 1,000 random playouts are the games they were before the updater', () => {
  for (const [config, seats, hash] of CASES) {
    it(`${JSON.stringify(config)} at ${seats} seats, 200 seeds`, () => {
      expect(fingerprint(thousand, config, seats, 200)).toBe(hash);
    });
  }
});
