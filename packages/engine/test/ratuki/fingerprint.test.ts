/**
 * No rule changed by the move to the core updater: the same seeds give the same games as
 * the hand-written copies (`stateWith`, `seatOf`, spreads in round.ts) did. The hashes were recorded with that engine (main at 61c4b2f); every
 * seat's and the spectator's view after every step and every event as each of them receives
 * it are hashed too (see test/shared/fingerprint.ts for what is hashed, and
 * test/shared/fingerprint-cases.ts for the tables).
 */
import { describe, expect, it } from 'vitest';
import { ratuki } from '../../src/games/ratuki/index.ts';
import { RATUKI_CASES } from '../shared/fingerprint-cases.ts';
import { fingerprint } from '../shared/fingerprint.ts';

const HASHES: readonly string[] = [
  'f1fabac17b98cf71626a4c4f3e2fd6b886ef449591184f7427ff8cb6ad65152c',
  'ec5f9290bad21adb41a4f8b1713f54aa9340ded2acff83ad57dc59f12fd0bb84',
  '81a76e4f70081b17af282e2fedf95b16182317cacf484320588c01f26b082d82',
  '26b914e626db223d47fb80c70e592c16c908ac39a2fa8b8d51ef1b383e987227',
  '1138fd20c82c7c4ce6230829423b473215c7a02be96ad0e62fe73e6918d0455a',
];

describe('ratuki: 5 tables of random playouts are the games they were before the updater', () => {
  it('has a recorded hash for every table', () => {
    expect(HASHES.length).toBe(RATUKI_CASES.length);
  });
  RATUKI_CASES.forEach(({ config, seats, seeds, options }, i) => {
    it(`${JSON.stringify(config)} at ${seats} seats, ${seeds} seeds, ${JSON.stringify(options)}`, { timeout: 120_000 }, () => {
      expect(fingerprint(ratuki, config, seats, seeds, options)).toBe(HASHES[i]);
    });
  });
});
