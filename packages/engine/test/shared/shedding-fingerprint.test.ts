/**
 * UNO and Svintus as the shared fingerprint sees them (test/shared/fingerprint.ts): every
 * actor list, legal-move list, event list, the acting seat's view after every move and every
 * outcome of many uniform random playouts, hashed. fingerprint.test.ts hashes moves and
 * events only; this one also pins the legal lists (their order is a documented convention
 * the random player relies on) and the views, so that speed work on the shedding engine
 * (its state layout, its updater) is seen to change nothing a player or client can observe.
 * The hashes were recorded on main at 61c4b2f, before that work.
 */
import { describe, expect, it } from 'vitest';
import type { AnyGame } from '../../src/core/game.ts';
import { svintus } from '../../src/games/svintus/index.ts';
import { uno } from '../../src/games/uno/index.ts';
import { fingerprint } from './fingerprint.ts';

const CASES: readonly [AnyGame, Record<string, unknown>, number, number, string][] = [
  [uno as AnyGame, { rounds: 1 }, 4, 60, 'b8ef7f57b1aa05f505c0a17ea5456af4190f1648fbf1bec94749d008442e97ca'],
  [
    uno,
    { rounds: 1, jumpIn: true, stacking: true, mayDrawInstead: true },
    3,
    40,
    '0f318480d6775fce9a2c2cc6fdf85f276932db9e11ecddd3427fecf200b07c06',
  ],
  [
    uno as AnyGame,
    { scoring: 'race', raceTarget: 100 },
    2,
    20,
    '00713edc34f88b8d48fd01be4678e4237a42ecee6b353499423156436b9f215a',
  ],
  [svintus as AnyGame, { rounds: 1 }, 4, 60, 'b3ec6af47dc239e9e7aa60890f12e8464d8b5d88f8b487b99981db54d4e634f0'],
  [svintus as AnyGame, { rounds: 1 }, 2, 40, 'a95805ff4904eadf6683e3909baf1fdb5da67c2e54c9380b76b0c4c93d8020cb'],
  [
    svintus,
    { scoring: 'race', raceTarget: 15, tieWindowMs: 600 },
    5,
    10,
    '8120be25b701f6d7258249506357018ce6aabf3de9f9330e4bef4d7416380b68',
  ],
];

describe('shedding: uniform playouts with their legal lists and views are the games they were', () => {
  for (const [game, config, seats, seeds, hash] of CASES) {
    it(`${game.id} ${JSON.stringify(config)} at ${seats} seats, ${seeds} seeds`, () => {
      const got = fingerprint(game, config, seats, seeds);
      if (process.env.FINGERPRINT_PRINT === '1') console.log(`${game.id} ${JSON.stringify(config)} ${seats}: ${got}`);
      expect(got).toBe(hash);
    });
  }
});
