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
  [uno as AnyGame, { rounds: 1 }, 4, 60, 'ebbf179127bf5b0d8a7173b2e09dcc17af356404756eab48c61064743ef95774'],
  [
    uno,
    { rounds: 1, jumpIn: true, stacking: true, mayDrawInstead: true },
    3,
    40,
    'f3f42000d0af71df058c50fe8dbf19cbae6d13617b340a2984be8fe9f6fd9311',
  ],
  [
    uno as AnyGame,
    { scoring: 'race', raceTarget: 100 },
    2,
    20,
    '6fae703eff79dc83adc8ce43da804ad2e0f03e94fd8f899a18ce26a56afd01ff',
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
