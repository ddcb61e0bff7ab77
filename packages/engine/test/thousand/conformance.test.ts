/**
 * The shared conformance suite on tables that together switch on every
 * setting. Tables are capped at a few deals (dealLimit) so each playout is
 * short; the scoring paths that need long games (barrel, samosval, bolts)
 * are reached from seeded scores in seed-004.test.ts and rules.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { thousandSchema } from '../../src/games/thousand/config.ts';
import { thousand } from '../../src/games/thousand/index.ts';
import { conformance, type ConformanceTable } from '../../src/testing/conformance.ts';

const tables: readonly ConformanceTable[] = [
  { config: { dealLimit: 4 }, seats: [2, 3, 4] },
  {
    config: {
      dealLimit: 4,
      bidLimit: 'marriage-sum',
      rollOutValue: 'half-bid',
      rollOutPenalty: true,
      boltPenalty: 'three-in-a-row',
      aceMarriage: true,
      bedMarriage: true,
      fourNinesBonus: 360,
      marriageWithoutTrick: true,
      darkGame: true,
      hiddenTalonOnHundred: true,
      opener: 'dealer',
      firstLead: 'dealer',
    },
    seats: [2, 3],
  },
  {
    config: {
      dealLimit: 4,
      bidLimit: 'marriage-sum',
      aceMarriage: true,
      bedMarriage: true,
      fourNinesBonus: 200,
      darkGame: true,
      rollOutValue: 'half-bid',
    },
    seats: [4],
  },
  {
    config: {
      dealLimit: 5,
      goldenKon: true,
      rollOutGolden: false,
      rollOutAbove120: false,
      rollOutLimit: 1,
      roundOthers: false,
      roundDeclarer: true,
      noBoltForDeclarer: true,
      firstLead: 'forehand',
      boltWhen: 'no-points',
      minusMustPass: true,
    },
    seats: [3, 4],
  },
  {
    config: {
      dealLimit: 4,
      redealFourNines: true,
      redealLowTalon: 15,
      redealTwoNinesTalon: true,
      redealLowHand: 30,
      bidLimit: 'free',
      samosval: 0,
    },
    seats: [2, 3],
  },
  {
    config: {
      dealLimit: 6,
      barrelAt: 900,
      barrelBid: 125,
      barrelSeveral: false,
      barrelKnockOff: true,
      barrelFail: 'zero',
      zeroAfterThreeBarrels: true,
      noBoltOnBarrel: true,
      rollOutOnBarrel: false,
      penaltyPoints: 100,
      samosval: 550,
      samosvalNegative: false,
      barrelTakesTalon: true,
    },
    seats: [3, 4],
  },
  { config: { dealLimit: 3, barrel: false, boltPenalty: 'off' }, seats: [2, 3] },
];

// THOUSAND_PLAYOUTS raises the count for a long soak run; the default keeps the suite quick.
const playouts = Number(process.env.THOUSAND_PLAYOUTS ?? 25);
conformance(thousand, { playouts, deepPlayouts: Math.max(3, Math.floor(playouts / 8)), maxMoves: 2000, tables });

describe('thousand conformance tables', () => {
  it('switch every setting away from its default at least once', () => {
    for (const setting of thousandSchema) {
      const changed = tables.some((t) => setting.key in t.config && t.config[setting.key] !== setting.default);
      expect(changed, setting.key).toBe(true);
    }
  });
});
