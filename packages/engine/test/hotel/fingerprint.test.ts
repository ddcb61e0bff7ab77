/**
 * No rule changed by the move to the core updater: the same seeds give the same games as
 * the hand-written field-by-field copy (`clone` in state.ts) did. The hashes were recorded with that engine (main at 61c4b2f); every
 * seat's and the spectator's view after every step and every event as each of them receives
 * it are hashed too (see test/shared/fingerprint.ts for what is hashed, and
 * test/shared/fingerprint-cases.ts for the tables).
 */
import { describe, expect, it } from 'vitest';
import { hotel } from '../../src/games/hotel/index.ts';
import { HOTEL_CASES } from '../shared/fingerprint-cases.ts';
import { fingerprint } from '../shared/fingerprint.ts';

const HASHES: readonly string[] = [
  'f8e4fed58151fcfce4913cb21a50d1c1008209f0ef63926438ec60c9fb59c1f3',
  '0ad1cfd1e95db8d4c94b0767e037bf500c4e5bbb2a0113162dee944c648e9b50',
  '11c476bc78cbd2d51ca9068ef976c83473bc1b879dc0b103b4534f4605321465',
  'ca4b48e6ae0474f1ba7bf487e2e2f54779a5f2986e1f1e0d1d6bf57a76d45d51',
  '75cb22984a5614bd3798613ed96ad0fd75ed249ebd0870b1b511a0bf02ad6ee8',
  '48575c03b34d35c326853910f1430dc4db039c42e17fae59159a1b01baef53f4',
  'f191817c73010c0c7d42f4c815373db0ee031ea6cba08072b59982537e4f6738',
  'a13c90293d637a9381e0b3ffc3aba08a09585dda6ffe4145661afae9bcce8d0a',
  'c3479e001b290418617e35771eeb46fd96aa97e938718cac9617730bb3c139d7',
  'abcf71034d3be4fbf9c954b86a382dfd27bdc99fe13120675e03ba3609d117d3',
  '8edf623021aa3ed78bb1f678c1ebe3d909b3a636bd69897bba92a9a4b2ef74ec',
];

describe('hotel: 11 tables of random playouts are the games they were before the updater', () => {
  it('has a recorded hash for every table', () => {
    expect(HASHES.length).toBe(HOTEL_CASES.length);
  });
  HOTEL_CASES.forEach(({ config, seats, seeds, options }, i) => {
    it(`${JSON.stringify(config)} at ${seats} seats, ${seeds} seeds, ${JSON.stringify(options)}`, { timeout: 120_000 }, () => {
      expect(fingerprint(hotel, config, seats, seeds, options)).toBe(HASHES[i]);
    });
  });
});
