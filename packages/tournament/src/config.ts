/**
 * A tournament's settings, per format, with their defaults, and which games each format suits.
 * The create form offers a format only where `suits` says yes, then checks the settings with
 * `parseTournamentConfig` against the same game profile.
 */
import { err, ok, type OutcomeShape, type Result } from '@kozyr/engine';
import { fail } from './errors.ts';

export const FORMATS = ['club-rounds', 'swiss', 'knockout', 'arena'] as const;
export type Format = (typeof FORMATS)[number];

/** What a format needs to know of a game: its seat range and the shape of its outcome under the chosen table settings. */
export interface GameProfile {
  readonly seats: { readonly min: number; readonly max: number; };
  readonly outcome: OutcomeShape;
}

/**
 * The profile of a game under its table settings, from what the game declares (`outcomeShape`): nothing is
 * played to learn it.
 */
export function gameProfile<C>(
  game: { readonly seats: GameProfile['seats']; outcomeShape(config: C): OutcomeShape; },
  config: C,
): GameProfile {
  return { seats: game.seats, outcome: game.outcomeShape(config) };
}

/** The seed's rounds: tables of the game's size, H hands each, standings by total penalty points. */
export interface ClubRoundsConfig {
  readonly format: 'club-rounds';
  readonly rounds: number;
  readonly tableSize: { readonly min: number; readonly max: number; };
  readonly hands: number;
}

/** Swiss: points by place at each table, score-group pairing, one bye at most worth a win. */
export interface SwissConfig {
  readonly format: 'swiss';
  readonly rounds: number;
  readonly tableSize: number;
  /** pointsByPlace[p - 1] for place p; seats that tie share the points of the places they span. */
  readonly pointsByPlace: readonly number[];
  /** Whether entrants may join until half the rounds have started. */
  readonly lateJoin: boolean;
}

/** Single elimination seeded by rating: best of N for two seats, the top K of each table for bigger ones. */
export interface KnockoutConfig {
  readonly format: 'knockout';
  readonly tableSize: number;
  /** Games of a two-seat match; the first to win more than half of them goes through. */
  readonly bestOf: number;
  /** How many of each bigger table go through. */
  readonly advance: number;
}

/** Arena: a fixed time in which a player who finishes is seated again at once. */
export interface ArenaConfig {
  readonly format: 'arena';
  readonly durationMs: number;
  readonly tableSize: number;
  readonly pointsByPlace: readonly number[];
  /** After `after` first places in a row, every further first place scores `multiplier` times its points. */
  readonly streak: { readonly after: number; readonly multiplier: number; };
}

export type TournamentConfig = ClubRoundsConfig | SwissConfig | KnockoutConfig | ArenaConfig;

/** 2(n − p) for place p of n seats: 2/0 for two seats (a draw shares them: 1 each), 4/2/0 for three. */
export function defaultPointsByPlace(tableSize: number): number[] {
  return Array.from({ length: tableSize }, (_, i) => 2 * (tableSize - 1 - i));
}

export function defaultConfig(format: Format, game: GameProfile): TournamentConfig {
  const two = Math.max(2, game.seats.min);
  switch (format) {
    case 'club-rounds':
      // The seed's tables of three to six, narrowed to what the game seats.
      return {
        format,
        rounds: 3,
        tableSize: {
          min: Math.min(Math.max(3, game.seats.min), game.seats.max),
          max: Math.min(Math.max(6, game.seats.min), game.seats.max),
        },
        hands: 5,
      };
    case 'swiss':
      return { format, rounds: 5, tableSize: two, pointsByPlace: defaultPointsByPlace(two), lateJoin: true };
    case 'knockout':
      return { format, tableSize: two, bestOf: 1, advance: Math.max(1, Math.floor(two / 2)) };
    case 'arena':
      return {
        format,
        durationMs: 60 * 60_000,
        tableSize: two,
        pointsByPlace: defaultPointsByPlace(two),
        streak: { after: 2, multiplier: 2 },
      };
  }
}

/** Whether the format suits the game, and if not, why (English, for logs; the refusal carries all languages). */
export function unsuitedBecause(format: Format, game: GameProfile): string | null {
  switch (format) {
    case 'club-rounds':
      if (game.outcome === 'places') return 'its outcome has no scores to count as penalty points';
      return game.seats.max >= 2 ? null : 'it needs tables of two seats or more';
    case 'swiss':
    case 'knockout':
    case 'arena':
      // Every engine outcome has places, which is all these formats score.
      return game.seats.max >= 2 ? null : 'it needs tables of two seats or more';
  }
}

export const suits = (format: Format, game: GameProfile): boolean => unsuitedBecause(format, game) === null;

/** The formats a create form may offer for this game. */
export const formatsFor = (game: GameProfile): Format[] => FORMATS.filter((f) => suits(f, game));

type Raw = Readonly<Record<string, unknown>>;

const isRecord = (x: unknown): x is Raw => typeof x === 'object' && x !== null && !Array.isArray(x);

function int(raw: Raw, name: string, fallback: number, min: number, max: number): Result<number> {
  const v = raw[name] ?? fallback;
  if (typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max) return ok(v);
  return err(fail('bad-setting', { name, expected: `a whole number from ${min} to ${max}` }));
}

function pointsList(raw: Raw, name: string, fallback: readonly number[], length: number): Result<readonly number[]> {
  const v = raw[name] ?? fallback;
  const expected = `${length} numbers, one per place, never rising from first to last`;
  if (!Array.isArray(v) || v.length !== length) return err(fail('bad-setting', { name, expected }));
  const xs = v as unknown[];
  if (!xs.every((x, i) => typeof x === 'number' && Number.isFinite(x) && x >= 0 && (i === 0 || x <= (xs[i - 1] as number)))) {
    return err(fail('bad-setting', { name, expected }));
  }
  return ok(xs as number[]);
}

function unknownKey(raw: Raw, known: readonly string[]): Result<null> {
  const extra = Object.keys(raw).find((k) => !known.includes(k));
  return extra === undefined ? ok(null) : err(fail('bad-setting', { name: extra, expected: `one of ${known.join(', ')}` }));
}

/** Checks raw settings (defaults filled, unknown keys refused) for a format against the game it will be played with. */
export function parseTournamentConfig(rawInput: unknown, game: GameProfile): Result<TournamentConfig> {
  if (!isRecord(rawInput)) {
    return err(fail('bad-setting', { name: 'format', expected: `an object with a format, one of ${FORMATS.join(', ')}` }));
  }
  const format = rawInput['format'];
  if (typeof format !== 'string' || !(FORMATS as readonly string[]).includes(format)) {
    return err(fail('unknown-format', { format: String(format) }));
  }
  const f = format as Format;
  const why = unsuitedBecause(f, game);
  if (why !== null) return err(fail('unsuited-game', { format: f, why }));
  const d = defaultConfig(f, game);
  const { min: lo, max: hi } = game.seats;
  const seatsFrom = Math.max(2, lo);
  switch (d.format) {
    case 'club-rounds': {
      const known = unknownKey(rawInput, ['format', 'rounds', 'tableSizeMin', 'tableSizeMax', 'hands']);
      if (!known.ok) return known;
      const rounds = int(rawInput, 'rounds', d.rounds, 1, 50);
      if (!rounds.ok) return rounds;
      const min = int(rawInput, 'tableSizeMin', d.tableSize.min, seatsFrom, hi);
      if (!min.ok) return min;
      const max = int(rawInput, 'tableSizeMax', Math.max(d.tableSize.max, min.value), min.value, hi);
      if (!max.ok) return max;
      const hands = int(rawInput, 'hands', d.hands, 1, 50);
      if (!hands.ok) return hands;
      return ok({ format: d.format, rounds: rounds.value, tableSize: { min: min.value, max: max.value }, hands: hands.value });
    }
    case 'swiss': {
      const known = unknownKey(rawInput, ['format', 'rounds', 'tableSize', 'pointsByPlace', 'lateJoin']);
      if (!known.ok) return known;
      const rounds = int(rawInput, 'rounds', d.rounds, 1, 50);
      if (!rounds.ok) return rounds;
      const size = int(rawInput, 'tableSize', d.tableSize, seatsFrom, hi);
      if (!size.ok) return size;
      const points = pointsList(rawInput, 'pointsByPlace', defaultPointsByPlace(size.value), size.value);
      if (!points.ok) return points;
      const lateJoin = rawInput['lateJoin'] ?? d.lateJoin;
      if (typeof lateJoin !== 'boolean') return err(fail('bad-setting', { name: 'lateJoin', expected: 'true or false' }));
      return ok({ format: d.format, rounds: rounds.value, tableSize: size.value, pointsByPlace: points.value, lateJoin });
    }
    case 'knockout': {
      const known = unknownKey(rawInput, ['format', 'tableSize', 'bestOf', 'advance']);
      if (!known.ok) return known;
      const size = int(rawInput, 'tableSize', d.tableSize, seatsFrom, hi);
      if (!size.ok) return size;
      const bestOf = int(rawInput, 'bestOf', d.bestOf, 1, 15);
      if (!bestOf.ok) return bestOf;
      if (bestOf.value % 2 === 0) return err(fail('bad-setting', { name: 'bestOf', expected: 'an odd number of games' }));
      const advance = int(rawInput, 'advance', Math.max(1, Math.floor(size.value / 2)), 1, size.value - 1);
      if (!advance.ok) return advance;
      return ok({ format: d.format, tableSize: size.value, bestOf: bestOf.value, advance: size.value === 2 ? 1 : advance.value });
    }
    case 'arena': {
      const known = unknownKey(rawInput, [
        'format',
        'durationMs',
        'tableSize',
        'pointsByPlace',
        'streakAfter',
        'streakMultiplier',
      ]);
      if (!known.ok) return known;
      const duration = int(rawInput, 'durationMs', d.durationMs, 60_000, 24 * 3600_000);
      if (!duration.ok) return duration;
      const size = int(rawInput, 'tableSize', d.tableSize, seatsFrom, hi);
      if (!size.ok) return size;
      const points = pointsList(rawInput, 'pointsByPlace', defaultPointsByPlace(size.value), size.value);
      if (!points.ok) return points;
      const after = int(rawInput, 'streakAfter', d.streak.after, 1, 20);
      if (!after.ok) return after;
      const multiplier = int(rawInput, 'streakMultiplier', d.streak.multiplier, 1, 5);
      if (!multiplier.ok) return multiplier;
      return ok({
        format: d.format,
        durationMs: duration.value,
        tableSize: size.value,
        pointsByPlace: points.value,
        streak: { after: after.value, multiplier: multiplier.value },
      });
    }
  }
}
