/**
 * Ratuki table settings as data (RULES-DECISIONS#ratuki); every key has a default.
 * `parseRatukiConfig` adds the seat check.
 */
import { configError, type ConfigOf, parseConfig } from '../../core/config.ts';
import { err, ok, type Result } from '../../core/types.ts';

export const configSchema = [
  // RULES-DECISIONS: a single round is a setting; otherwise rounds go on until a total passes `target`.
  { key: 'singleRound', label: 'singleRound', type: 'bool', default: false },
  // "First past 100": a total strictly above the target ends the game after that round.
  { key: 'target', label: 'target', type: 'int', min: 10, max: 500, default: 100 },
  // Anti-macro: the least time between two accepted moves of one seat, judged by the server's `at`.
  { key: 'minGapMs', label: 'minGapMs', type: 'int', min: 0, max: 2000, default: 150 },
  // "On your marks, get set, Ratuki!": the time between the deal of a round and the start of play.
  { key: 'countdownMs', label: 'countdownMs', type: 'int', min: 0, max: 30000, default: 4000 },
  // After OUT! the final position and the score sheet stay on the table this long before the next deal.
  { key: 'pauseMs', label: 'pauseMs', type: 'int', min: 0, max: 30000, default: 3000 },
] as const;

export type RatukiConfig = ConfigOf<typeof configSchema>;

export const MIN_SEATS = 2;
export const MAX_SEATS = 5;

export function parseRatukiConfig(raw: unknown, seats: number): Result<RatukiConfig> {
  const parsed = parseConfig<RatukiConfig>(configSchema, raw);
  if (!parsed.ok) return parsed;
  if (!Number.isInteger(seats) || seats < MIN_SEATS || seats > MAX_SEATS) {
    return err(configError('config/seats', 'seats', `${seats} seats; Ratuki is played by ${MIN_SEATS}..${MAX_SEATS}`));
  }
  return ok(parsed.value);
}
