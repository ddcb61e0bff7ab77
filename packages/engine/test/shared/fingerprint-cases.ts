/**
 * The tables the fingerprint tests of Hotel, Ratuki and Pu-Pu-Puk play (one list per game, so
 * the recorded hashes and the tests read the same cases).
 */
import { placeKey, PLACES } from '../../src/games/pupupuk/places.ts';
import type { FingerprintOptions } from './fingerprint.ts';

export interface FingerprintCase {
  readonly config: Record<string, unknown>;
  readonly seats: number;
  readonly seeds: number;
  readonly options: FingerprintOptions;
}

const all: FingerprintOptions = { everyViewer: true };

export const HOTEL_CASES: readonly FingerprintCase[] = [
  { config: { version: 'free' }, seats: 2, seeds: 200, options: all },
  { config: { version: 'free' }, seats: 4, seeds: 200, options: all },
  { config: { version: 'full' }, seats: 3, seeds: 200, options: all },
  { config: { version: 'full' }, seats: 4, seeds: 300, options: all },
  { config: { version: 'full' }, seats: 6, seeds: 150, options: all },
  { config: { version: 'full' }, seats: 8, seeds: 100, options: all },
  { config: { version: 'full', guests: false }, seats: 5, seeds: 150, options: all },
  { config: { ghosts: false, shortGame: true }, seats: 4, seeds: 150, options: all },
  { config: { noMercy: true }, seats: 3, seeds: 150, options: all },
  {
    config: { moletsUses: 9, naprastkaUses: 9, luluUses: 9, peroUses: 9, muglaUses: 9, bakshish: 9 },
    seats: 6,
    seeds: 150,
    options: all,
  },
  // The window's deadline passes now and then: stand-ins (the basic policy) choose for the awaited seats.
  { config: { choiceSeconds: 5 }, seats: 4, seeds: 150, options: { everyViewer: true, msPerMove: 2000 } },
];

/**
 * Plays are drawn first 9 times in 10 (uniform draws junk cards round and round), and the clock
 * moves 1 ms a move so that a dead centre's deadline (the time of the play that killed it) passes.
 */
const plays: FingerprintOptions = { everyViewer: true, playFirst: ['play'], msPerMove: 1 };

export const RATUKI_CASES: readonly FingerprintCase[] = [
  { config: { singleRound: true, minGapMs: 0 }, seats: 2, seeds: 300, options: plays },
  { config: { singleRound: true, minGapMs: 0 }, seats: 3, seeds: 200, options: plays },
  { config: { singleRound: true, minGapMs: 0 }, seats: 5, seeds: 100, options: plays },
  { config: { minGapMs: 0, countdownMs: 1500, target: 20 }, seats: 2, seeds: 100, options: plays },
  // The clock runs: the play-rate cap refuses nobody (a move every 150 ms), countdowns and pauses pass by moves.
  { config: { target: 20 }, seats: 3, seeds: 100, options: { ...plays, msPerMove: 150 } },
];

export const PUPUPUK_CASES: readonly FingerprintCase[] = [
  ...[2, 3, 4, 5, 6].map((seats) => ({ config: {}, seats, seeds: 120, options: all })),
  ...PLACES.map((p) => ({
    config: { [placeKey(p)]: true, relayMinMs: 10000, relayMaxMs: 30000 },
    seats: 3,
    seeds: 60,
    options: { everyViewer: true, msPerMove: 700, chat: 0.05 },
  })),
  ...[2, 4, 6].map((seats) => ({
    config: { allPlaces: true, relayMinMs: 10000, relayMaxMs: 20000 },
    seats,
    seeds: 150,
    options: { everyViewer: true, msPerMove: 700, chat: 0.05 },
  })),
  { config: { allPlaces: true }, seats: 4, seeds: 150, options: { everyViewer: true, msPerMove: 300 } },
];
