/**
 * Svintus table settings. Defaults are the seed's tournament rules; the
 * official race ("first to 30") and the timing of the reaction rules are the
 * settings RULES-DECISIONS names.
 */
import type { ConfigOf, ConfigSchema } from '../../core/config.ts';
import { configError, parseConfig as parseWith } from '../../core/config.ts';
import type { Result } from '../../core/types.ts';
import { err } from '../../core/types.ts';
import { SCORINGS } from '../shared-shedding/types.ts';

export const SVINTUS_SEATS = { min: 2, max: 10 } as const;

export const svintusSchema = [
  { key: 'scoring', label: 'scoring', type: 'enum', values: SCORINGS, default: 'tournament' },
  { key: 'rounds', label: 'rounds', type: 'int', min: 1, max: 20, default: 5 },
  { key: 'raceTarget', label: 'raceTarget', type: 'int', min: 5, max: 200, default: 30 },
  { key: 'slapWindowMs', label: 'slapWindowMs', type: 'int', min: 500, max: 10_000, default: 3000 },
  { key: 'tieWindowMs', label: 'tieWindowMs', type: 'int', min: 0, max: 1000, default: 150 },
  { key: 'botReactionMinMs', label: 'botReactionMinMs', type: 'int', min: 0, max: 10_000, default: 600 },
  { key: 'botReactionMaxMs', label: 'botReactionMaxMs', type: 'int', min: 0, max: 10_000, default: 1500 },
] as const satisfies ConfigSchema;

export type SvintusConfig = ConfigOf<typeof svintusSchema>;

export function parseSvintusConfig(raw: unknown, seats: number): Result<SvintusConfig> {
  const parsed = parseWith<SvintusConfig>(svintusSchema, raw);
  if (!parsed.ok) return parsed;
  if (!Number.isInteger(seats) || seats < SVINTUS_SEATS.min || seats > SVINTUS_SEATS.max) {
    return err(
      configError('config/seats', 'seats', `Svintus is for ${SVINTUS_SEATS.min}..${SVINTUS_SEATS.max} players, not ${seats}`),
    );
  }
  const c = parsed.value;
  if (c.botReactionMinMs > c.botReactionMaxMs) {
    return err(
      configError('config/invalid-value', 'botReactionMinMs', `must not exceed botReactionMaxMs (${c.botReactionMaxMs})`),
    );
  }
  return parsed;
}
