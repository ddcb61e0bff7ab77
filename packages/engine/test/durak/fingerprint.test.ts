/**
 * No rule changed: the same seeds give the same games as before the core updater
 * replaced Durak's copy helpers and the fast paths came in. The hashes were recorded
 * with the engine of commit 0fb7f8e (before this work); see test/shared/fingerprint.ts
 * for what is hashed.
 */
import { describe, expect, it } from 'vitest';
import { durak } from '../../src/games/durak/index.ts';
import { fingerprint } from '../shared/fingerprint.ts';

const CASES: readonly [Record<string, unknown>, number, string][] = [
  [{ variant: 'podkidnoy', deck: 36 }, 2, '8024bac7cfd4658e8e0bf557197384dca4ddd70405a5790a532051ad9f930ee2'],
  [{ variant: 'perevodnoy', deck: 36 }, 4, '93a5f1cfae7940381d51fcac67c0dd5760f3bc63636a9c65a764fb3c47e542ac'],
  [{ variant: 'joker', deck: 52, throwIn: 'neighbours' }, 5, '8a935ffd9490a460b702d2fec3b0b3a7faff6ed633ab9fbf88bf0f7e34d47199'],
  [{ variant: 'pustushka', deck: 24, series: 3 }, 3, '91ca57ed98bfff6bb2067fd9944f8b10d73cc85748d027b8efdab4369ba76f77'],
  [{ variant: 'porozhniy', deck: 32 }, 3, 'eac0f6ac522ad8e2d3cfba0694021fbdd192a740da4803651ff5a90b2f5ff422'],
  [{ variant: 'japanese', deck: 36, firstBoutLimit: 5 }, 6, 'a592b0a5f297599d4965cd73f0780d3d950b0a88631a7272b051b3c84aebc7d9'],
];

describe('durak: 3,000 random playouts are the games they were before the updater', () => {
  for (const [config, seats, hash] of CASES) {
    it(`${JSON.stringify(config)} at ${seats} seats, 500 seeds`, () => {
      expect(fingerprint(durak, config, seats, 500)).toBe(hash);
    });
  }
});
