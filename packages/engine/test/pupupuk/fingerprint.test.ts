/**
 * No rule changed by the move to the core updater: the same seeds give the same games as
 * the hand-written draft (`draft` and `ownDeck`/`ownDiscard` in rules.ts) did. The hashes were recorded with that engine (main at 61c4b2f); every
 * seat's and the spectator's view after every step and every event as each of them receives
 * it are hashed too (see test/shared/fingerprint.ts for what is hashed, and
 * test/shared/fingerprint-cases.ts for the tables).
 */
import { describe, expect, it } from 'vitest';
import { pupupuk } from '../../src/games/pupupuk/index.ts';
import { PUPUPUK_CASES } from '../shared/fingerprint-cases.ts';
import { fingerprint } from '../shared/fingerprint.ts';

const HASHES: readonly string[] = [
  '344adc6275f54246d98cefe4e21841722b96b94de3587c2eb9ee45c54a643c03',
  '979e60ecbb7b51e50a481a82b3893c9cf2db1871e090c7e370cbc794c4a2c1e9',
  '9c84d6cb73d4c91699f859cfbf493814e401ef2f660a872978af88f2084ec378',
  'b11d7a98f493beb954ce8f839972bf2846a51d1605410cb6ad4d2ed9fd83e226',
  'ed077ec34d2ada5080056a6729460596dfcc2137febea2835c8e29c7683a07fb',
  '885cfcfe7379caff8606c49c009b7efc2644e535a9364dc8e113e52a11ac6e98',
  'af40700f83b682de22e627be2880204d0ed6488e8f186a442dcd04d692e7c186',
  '6abf50a7a5edb535389588f15cb051efde35e013c83c384770fe708b9041b643',
  '2acc4d8500627d53ff0c49877c4d5357fc186508298c0b1ae5484dd2c671ed68',
  '1d7cca1a1b0e34c7c762a64a4932dee1557a6b6396e154ef330b945c9371b9bd',
  '9822f89012cdd876ebd4dbf03141235742946a3164c2efaf29a1ba7d1f826b0e',
  '687a279962bdb549eff52321930b9dcfdd317af445394ca0bf3c5ba5f13cd837',
  '7f2e4573bc1351c98c7d908574a7afd688a67a594f9535151866f650a14c203c',
  '526eaef9fd1c2a2a5d7e58d51b61be234742e46810014e028d8ee8289d5f5765',
  '6f36bbd7e4b557c21cf4461c92cb30f2fc2eed6439b684a002a2cc2aa75802d3',
  'c5a34627213f9a1d8090ec1eaddc31d644d1d0d52e18626bc00bb9582ef68930',
  '224e998298cd732be5ba0e07a7660e4d1137b075df7132c56da9315ef13d1493',
  '2b1ef02cf127f7c0b3de8fe04f66b21d42935197c817726eb4bf8ba8c4b2aa36',
  '0a89c56d3937c37965fcaee9a555e2d447e55b266243e0294005120ad7079f91',
  '35342b00dec7e968c6ba20a069c98ab71bc285c5b6f0d2bcad0a117398a9cc06',
  '627a6016a093b0190985754703bde3432d75b8859d771c4d3997fc2967ba3fc8',
  '30d6b87bdddb12ba1b704b19496a82ddc63bf241d12ea037acd70cd4cac64e35',
  'c6d13df09967e340e89c5f259801bd8db75bcdf68e62b247c16c6542ff21f107',
  'ddc3c4cd00cccd5031b2a56065c4c3d83d1288547ccf96dbff06f8cea69fbacc',
  '3b751b4914a27596c1f988c56c769e5ce61922d1cef7809a5e9efc43842c5d40',
];

describe('pupupuk: 25 tables of random playouts are the games they were before the updater', () => {
  it('has a recorded hash for every table', () => {
    expect(HASHES.length).toBe(PUPUPUK_CASES.length);
  });
  PUPUPUK_CASES.forEach(({ config, seats, seeds, options }, i) => {
    it(`${JSON.stringify(config)} at ${seats} seats, ${seeds} seeds, ${JSON.stringify(options)}`, { timeout: 120_000 }, () => {
      expect(fingerprint(pupupuk, config, seats, seeds, options)).toBe(HASHES[i]);
    });
  });
});
