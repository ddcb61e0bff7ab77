/**
 * UNO table settings. Defaults are the seed's tournament rules; the official
 * 500-point race, draw-card stacking, jump-in and the +2 penalty for a wrong
 * card are the settings RULES-DECISIONS names.
 */
import type { ConfigOf, ConfigSchema } from '../../core/config.ts';
import { configError, parseConfig as parseWith } from '../../core/config.ts';
import type { Result } from '../../core/types.ts';
import { err } from '../../core/types.ts';
import { SCORINGS } from '../shared-shedding/types.ts';

export const UNO_SEATS = { min: 2, max: 10 } as const;

export const unoSchema = [
  { key: 'scoring', label: 'scoring', type: 'enum', values: SCORINGS, default: 'tournament' },
  { key: 'rounds', label: 'rounds', type: 'int', min: 1, max: 20, default: 5 },
  { key: 'raceTarget', label: 'raceTarget', type: 'int', min: 50, max: 2000, default: 500 },
  { key: 'stacking', label: 'stacking', type: 'bool', default: false },
  { key: 'jumpIn', label: 'jumpIn', type: 'bool', default: false },
  { key: 'penaltyMode', label: 'penaltyMode', type: 'bool', default: false },
  { key: 'botReactionMinMs', label: 'botReactionMinMs', type: 'int', min: 0, max: 10_000, default: 600 },
  { key: 'botReactionMaxMs', label: 'botReactionMaxMs', type: 'int', min: 0, max: 10_000, default: 1500 },
] as const satisfies ConfigSchema;

export type UnoConfig = ConfigOf<typeof unoSchema>;

export function parseUnoConfig(raw: unknown, seats: number): Result<UnoConfig> {
  const parsed = parseWith<UnoConfig>(unoSchema, raw);
  if (!parsed.ok) return parsed;
  if (!Number.isInteger(seats) || seats < UNO_SEATS.min || seats > UNO_SEATS.max) {
    return err(configError('config/seats', 'seats', `UNO is for ${UNO_SEATS.min}..${UNO_SEATS.max} players, not ${seats}`));
  }
  const c = parsed.value;
  if (c.botReactionMinMs > c.botReactionMaxMs) {
    return err(
      configError('config/invalid-value', 'botReactionMinMs', `must not exceed botReactionMaxMs (${c.botReactionMaxMs})`),
    );
  }
  return parsed;
}
