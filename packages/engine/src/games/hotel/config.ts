/**
 * Hotel table settings as data (seed 003, RULES-DECISIONS#hotel). The create-table form,
 * the CLI and the server validate through this schema; `parseHotelConfig` adds the
 * checks that depend on the version and the seat count.
 */
import { configError, type ConfigOf, parseConfig } from '../../core/config.ts';
import { err, ok, type Result } from '../../core/types.ts';
import { VERSION_BOX, VERSIONS } from './cards.ts';

export const configSchema = [
  { key: 'version', label: 'version', type: 'enum', values: VERSIONS, default: 'full' },
  // Full version only; "for your first game you may leave the guests aside" (the No-guests variant).
  { key: 'guests', label: 'guests', type: 'bool', default: true },
  // Variant "first game or small children: take the Ghost rooms out".
  { key: 'ghosts', label: 'ghosts', type: 'bool', default: true },
  // Variant "short game": half of the shuffled room deck goes back to the box unseen.
  { key: 'shortGame', label: 'shortGame', type: 'bool', default: false },
  // Variant "No Mercy" (full version, 2–4 players).
  { key: 'noMercy', label: 'noMercy', type: 'bool', default: false },
  // The choosing window: the seconds each seat has to choose its card; 0 = no deadline.
  { key: 'choiceSeconds', label: 'choiceSeconds', type: 'int', min: 0, max: 600, default: 30 },
  // Uses per game (seed: Lulu 3, or 4 with 7–8 players; RULES-DECISIONS for the others).
  { key: 'moletsUses', label: 'moletsUses', type: 'int', min: 0, max: 20, default: 3, group: 'uses' },
  { key: 'naprastkaUses', label: 'naprastkaUses', type: 'int', min: 0, max: 20, default: 3, group: 'uses' },
  { key: 'luluUses', label: 'luluUses', type: 'int', min: 0, max: 20, default: 3, group: 'uses' },
  { key: 'luluUsesLarge', label: 'luluUsesLarge', type: 'int', min: 0, max: 20, default: 4, group: 'uses' },
  { key: 'peroUses', label: 'peroUses', type: 'int', min: 0, max: 20, default: 1, group: 'uses' },
  { key: 'muglaUses', label: 'muglaUses', type: 'int', min: 0, max: 20, default: 1, group: 'uses' },
  // Piccolo Bo acts on every collision while Bakshish cards are left (3 in the box).
  { key: 'bakshish', label: 'bakshish', type: 'int', min: 0, max: 20, default: 3, group: 'uses' },
] as const;

export type HotelConfig = ConfigOf<typeof configSchema>;

export const MIN_SEATS = 2;
export const MAX_SEATS = 8;
/** No Mercy is "for adults, 2–4 players". */
export const NO_MERCY_MAX_SEATS = 4;
/** Lulu's fourth use comes "with 7 or 8 players". */
export const LULU_LARGE_FROM = 7;

/** Doors in play (RULES-DECISIONS): one per player, at least 3, at most the version's maximum. */
export function doorsFor(config: HotelConfig, seats: number): number {
  return Math.min(VERSION_BOX[config.version].maxDoors, Math.max(3, seats));
}

/**
 * Defaults filled and unknown keys refused (core), then the version and seat checks. In the
 * free version there are no guests and no No Mercy: asking for them explicitly is refused,
 * and their defaults are switched off.
 */
export function parseHotelConfig(raw: unknown, seats: number): Result<HotelConfig> {
  const parsed = parseConfig<HotelConfig>(configSchema, raw);
  if (!parsed.ok) return parsed;
  const c = { ...parsed.value };
  const box = VERSION_BOX[c.version];
  if (!Number.isInteger(seats) || seats < MIN_SEATS || seats > box.maxSeats) {
    return err(
      configError('config/seats', 'seats', `${seats} seats; the ${c.version} version is played by ${MIN_SEATS}..${box.maxSeats}`),
    );
  }
  if (c.version === 'free') {
    const given = (raw ?? {}) as Record<string, unknown>;
    for (const key of ['guests', 'noMercy'] as const) {
      if (given[key] === true) {
        return err(configError('config/full-version-only', key, 'only the full version has it; choose version "full"'));
      }
    }
    c.guests = false;
    c.noMercy = false;
  }
  if (c.noMercy && seats > NO_MERCY_MAX_SEATS) {
    return err(
      configError(
        'config/no-mercy-seats',
        'noMercy',
        `No Mercy is for ${MIN_SEATS}..${NO_MERCY_MAX_SEATS} players, not ${seats}`,
      ),
    );
  }
  return ok(c);
}
