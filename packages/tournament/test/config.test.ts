import { uno as unoGame } from '@kozyr/engine';
import { describe, expect, it } from 'vitest';
import {
  defaultConfig,
  FORMATS,
  formatsFor,
  type GameProfile,
  gameProfile,
  gameResultOf,
  parseTournamentConfig,
  penaltiesOf,
} from '../src/index.ts';

const uno: GameProfile = { seats: { min: 2, max: 10 }, outcome: 'penalty' };
const placesOnly: GameProfile = { seats: { min: 2, max: 6 }, outcome: 'places' };
const twoSeats: GameProfile = { seats: { min: 2, max: 2 }, outcome: 'points' };

const refusal = (raw: unknown, game: GameProfile): string => {
  const r = parseTournamentConfig(raw, game);
  if (r.ok) throw new Error('accepted');
  for (const lang of ['ru', 'uk', 'bg', 'en'] as const) expect(r.error.message[lang]).not.toMatch(/\{\w+\}/);
  return r.error.code;
};

describe('tournament settings', () => {
  it('offers club rounds only for games whose outcome has scores, the other formats for every game', () => {
    expect(formatsFor(uno)).toEqual([...FORMATS]);
    expect(formatsFor(placesOnly)).toEqual(['swiss', 'knockout', 'arena']);
    expect(refusal({ format: 'club-rounds' }, placesOnly)).toBe('tournament/unsuited-game');
  });

  it('profiles a game from what it declares under its table settings', () => {
    const config = (raw: Record<string, unknown>) => {
      const r = unoGame.parseConfig(raw, 3);
      if (!r.ok) throw new Error(r.error.code);
      return r.value;
    };
    expect(gameProfile(unoGame, config({ scoring: 'tournament' }))).toEqual({ seats: unoGame.seats, outcome: 'penalty' });
    expect(gameProfile(unoGame, config({ scoring: 'race' })).outcome).toBe('points');
  });

  it('turns an outcome into a result: penalty points as scored, or points behind the best', () => {
    expect(penaltiesOf({ places: [2, 1, 3], scores: [12, 0, 40], lowerScoreWins: true })).toEqual([12, 0, 40]);
    expect(penaltiesOf({ places: [1, 2], scores: [1000, 640] })).toEqual([0, 360]);
    expect(gameResultOf({ places: [1, null, 2] }, ['x'])).toEqual({ places: [1, 3, 2], noShows: ['x'] });
  });

  it('fills defaults per format within the game seat range', () => {
    const club = parseTournamentConfig({ format: 'club-rounds' }, uno);
    expect(club.ok && club.value).toEqual({ format: 'club-rounds', rounds: 3, tableSize: { min: 3, max: 6 }, hands: 5 });
    const pairs = parseTournamentConfig({ format: 'club-rounds' }, twoSeats);
    expect(pairs.ok && pairs.value).toEqual({ format: 'club-rounds', rounds: 3, tableSize: { min: 2, max: 2 }, hands: 5 });
    const swiss = parseTournamentConfig({ format: 'swiss', tableSize: 3 }, uno);
    expect(swiss.ok && swiss.value).toEqual({
      format: 'swiss',
      rounds: 5,
      tableSize: 3,
      pointsByPlace: [4, 2, 0],
      lateJoin: true,
    });
    const knockout = parseTournamentConfig({ format: 'knockout', bestOf: 3 }, twoSeats);
    expect(knockout.ok && knockout.value).toEqual({ format: 'knockout', tableSize: 2, bestOf: 3, advance: 1 });
    const arena = parseTournamentConfig({ format: 'arena', durationMs: 600_000 }, twoSeats);
    expect(arena.ok && arena.value).toEqual({ ...defaultConfig('arena', twoSeats), durationMs: 600_000 });
  });

  it('refuses settings that are not valid, saying which and why', () => {
    expect(refusal({ format: 'bridge' }, uno)).toBe('tournament/unknown-format');
    expect(refusal(null, uno)).toBe('tournament/bad-setting');
    expect(refusal({ format: 'club-rounds', tableSizeMax: 11 }, uno)).toBe('tournament/bad-setting');
    expect(refusal({ format: 'club-rounds', tableSizeMin: 5, tableSizeMax: 4 }, uno)).toBe('tournament/bad-setting');
    expect(refusal({ format: 'swiss', pointsByPlace: [0, 2] }, uno)).toBe('tournament/bad-setting');
    expect(refusal({ format: 'swiss', pointsByPlace: [2, 1, 0] }, uno)).toBe('tournament/bad-setting');
    expect(refusal({ format: 'knockout', bestOf: 2 }, uno)).toBe('tournament/bad-setting');
    expect(refusal({ format: 'arena', speed: 'fast' }, uno)).toBe('tournament/bad-setting');
    expect(refusal({ format: 'knockout', tableSize: 3 }, twoSeats)).toBe('tournament/bad-setting');
  });
});
