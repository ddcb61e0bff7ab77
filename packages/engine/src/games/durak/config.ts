/**
 * Durak table settings as data (RULES-DECISIONS#durak): the create-table form,
 * the CLI and the server validate through this schema; `parseDurakConfig`
 * adds the cross-checks with the seat count.
 */
import { configError, type ConfigOf, parseConfig } from '../../core/config.ts';
import { err, ok, type Result } from '../../core/types.ts';

export const VARIANTS = ['podkidnoy', 'perevodnoy', 'joker', 'pustushka', 'porozhniy', 'japanese'] as const;
export type Variant = (typeof VARIANTS)[number];
export const DECKS = [24, 32, 36, 52] as const;
export type DeckSize = (typeof DECKS)[number];
export const FIRST_BOUT_LIMITS = [5, 6] as const;
export const THROW_INS = ['all', 'neighbours'] as const;
export type ThrowIn = (typeof THROW_INS)[number];

export const configSchema = [
  { key: 'variant', label: 'variant', type: 'enum', values: VARIANTS, default: 'podkidnoy' },
  { key: 'deck', label: 'deck', type: 'enum', values: DECKS, default: 36 },
  // Decision 1: dealSize is an int 1..12, default 6.
  { key: 'dealSize', label: 'dealSize', type: 'int', min: 1, max: 12, default: 6 },
  { key: 'firstBoutLimit', label: 'firstBoutLimit', type: 'enum', values: FIRST_BOUT_LIMITS, default: 5 },
  { key: 'throwIn', label: 'throwIn', type: 'enum', values: THROW_INS, default: 'all' },
  // Decision 12: a series to N losses, 1..20, 1 = a single game.
  { key: 'series', label: 'series', type: 'int', min: 1, max: 20, default: 1 },
] as const;

export type DurakConfig = ConfigOf<typeof configSchema>;

export const MIN_SEATS = 2;
export const MAX_SEATS = 6;

/** Defaults filled, unknown keys refused (core), then the seat checks of decision 1. */
export function parseDurakConfig(raw: unknown, seats: number): Result<DurakConfig> {
  const parsed = parseConfig<DurakConfig>(configSchema, raw);
  if (!parsed.ok) return parsed;
  const c = parsed.value;
  if (!Number.isInteger(seats) || seats < MIN_SEATS || seats > MAX_SEATS) {
    return err(configError('config/seats', 'seats', `${seats} seats; Durak is played by ${MIN_SEATS}..${MAX_SEATS}`));
  }
  // Decision 1: every player gets a full deal from the base deck (specials do not count).
  if (seats * c.dealSize > c.deck) {
    return err(
      configError(
        'config/deal-too-large',
        'dealSize',
        `${seats} seats × dealSize ${c.dealSize} = ${
          seats * c.dealSize
        } cards, more than the base deck ${c.deck}; choose fewer seats, a smaller dealSize or a larger deck`,
      ),
    );
  }
  return ok(c);
}
