/** Table settings of the sum-to-21 game, as data (core/config.ts). */
import { configError, type ConfigSchema, parseConfig as parseWith, type Setting } from '../../core/config.ts';
import { err, ok, type Result } from '../../core/types.ts';
import { type Place, placeKey, PLACES } from './places.ts';

const placeSettings: Setting[] = PLACES.map((p) => ({
  key: placeKey(p),
  type: 'bool',
  default: false,
  label: `pupupuk.${placeKey(p)}`,
  group: 'pupupuk.places',
}));

export const configSchema: ConfigSchema = [
  { key: 'allPlaces', type: 'bool', default: false, label: 'pupupuk.allPlaces', group: 'pupupuk.places' },
  ...placeSettings,
  // The zero's gesture race: the seed's five seconds.
  { key: 'gestureMs', type: 'int', min: 1000, max: 20000, default: 5000, label: 'pupupuk.gestureMs' },
  // School Break's «Сикс севен» race: how long everyone has to shout.
  { key: 'shoutMs', type: 'int', min: 1000, max: 20000, default: 5000, label: 'pupupuk.shoutMs' },
  // Presses closer together than this are simultaneous (RULES-DECISIONS: tieWindowMs).
  { key: 'tieWindowMs', type: 'int', min: 0, max: 2000, default: 150, label: 'pupupuk.tieWindowMs' },
  // The Relay's hidden timer rings at a uniformly random moment in this range after the place is read.
  { key: 'relayMinMs', type: 'int', min: 10000, max: 1800000, default: 60000, label: 'pupupuk.relayMinMs' },
  { key: 'relayMaxMs', type: 'int', min: 10000, max: 1800000, default: 180000, label: 'pupupuk.relayMaxMs' },
  // The Relay's extra discard: after «ХОД!» the player may discard one card from hand.
  { key: 'relayExtraDiscard', type: 'bool', default: true, label: 'pupupuk.relayExtraDiscard' },
  // Round wins that win the match (the seed's two).
  { key: 'winsToWin', type: 'int', min: 1, max: 5, default: 2, label: 'pupupuk.winsToWin' },
];

export interface Config {
  allPlaces: boolean;
  gestureMs: number;
  shoutMs: number;
  tieWindowMs: number;
  relayMinMs: number;
  relayMaxMs: number;
  relayExtraDiscard: boolean;
  winsToWin: number;
  /** The places enabled, derived from `allPlaces` and the `place…` keys. */
  places: Place[];
}

export const MIN_SEATS = 2;
export const MAX_SEATS = 6;

export function parseConfig(raw: unknown, seats: number): Result<Config> {
  const parsed = parseWith<Record<string, unknown>>(configSchema, raw);
  if (!parsed.ok) return parsed;
  const v = parsed.value;
  if (seats < MIN_SEATS || seats > MAX_SEATS) {
    return err(configError('config/invalid-value', 'seats', `${seats} players; allowed: ${MIN_SEATS}..${MAX_SEATS}`));
  }
  if ((v['relayMaxMs'] as number) < (v['relayMinMs'] as number)) {
    return err(configError('config/invalid-value', 'relayMaxMs', 'must not be below relayMinMs'));
  }
  const places = PLACES.filter((p) => v['allPlaces'] === true || v[placeKey(p)] === true);
  return ok({
    allPlaces: v['allPlaces'] as boolean,
    gestureMs: v['gestureMs'] as number,
    shoutMs: v['shoutMs'] as number,
    tieWindowMs: v['tieWindowMs'] as number,
    relayMinMs: v['relayMinMs'] as number,
    relayMaxMs: v['relayMaxMs'] as number,
    relayExtraDiscard: v['relayExtraDiscard'] as boolean,
    winsToWin: v['winsToWin'] as number,
    places,
  });
}
