/**
 * Shtuka's table settings as data (RULES-DECISIONS#shtuka and the game's README): every point
 * where the seed is silent is a setting. `parseShtukaConfig` adds the seat and team checks.
 */
import { configError, type ConfigOf, parseConfig } from '../../core/config.ts';
import { err, ok, type Result } from '../../core/types.ts';
import { THEMES } from './themes.ts';

/** The die's six faces, in the seed's order: face 1 is Blitz … face 6 is Eyewitness. */
export const MODES = ['blitz', 'shtuka', 'drawing', 'gestures', 'yes-no', 'eyewitness'] as const;
export type Mode = (typeof MODES)[number];

export const configSchema = [
  // RULES-DECISIONS: the track ends at 15; the first to reach it wins.
  { key: 'trackEnd', label: 'trackEnd', type: 'int', min: 3, max: 50, default: 15 },
  // A party's length: 0 plays to the track's end; otherwise the game also ends after this many rounds.
  { key: 'roundLimit', label: 'roundLimit', type: 'int', min: 0, max: 200, default: 0 },
  // One theme for the whole game, or a new theme every round in a seeded order.
  { key: 'theme', label: 'theme', type: 'enum', values: ['rotate', ...THEMES], default: 'rotate' },
  { key: 'items', label: 'items', type: 'int', min: 150, max: 300, default: 220 },
  // The die picks among the allowed modes only (Blitz alone suits a first game).
  { key: 'blitz', label: 'mode.blitz', type: 'bool', default: true, group: 'modes' },
  { key: 'shtuka', label: 'mode.shtuka', type: 'bool', default: true, group: 'modes' },
  { key: 'drawing', label: 'mode.drawing', type: 'bool', default: true, group: 'modes' },
  { key: 'gestures', label: 'mode.gestures', type: 'bool', default: true, group: 'modes' },
  { key: 'yesNo', label: 'mode.yes-no', type: 'bool', default: true, group: 'modes' },
  { key: 'eyewitness', label: 'mode.eyewitness', type: 'bool', default: true, group: 'modes' },
  // The round's timer per mode, seconds; nobody right by then: the explainer loses 1.
  { key: 'blitzSeconds', label: 'blitzSeconds', type: 'int', min: 10, max: 600, default: 60, group: 'timers' },
  { key: 'shtukaSeconds', label: 'shtukaSeconds', type: 'int', min: 10, max: 600, default: 120, group: 'timers' },
  { key: 'drawingSeconds', label: 'drawingSeconds', type: 'int', min: 10, max: 600, default: 120, group: 'timers' },
  { key: 'gesturesSeconds', label: 'gesturesSeconds', type: 'int', min: 10, max: 600, default: 120, group: 'timers' },
  { key: 'yesNoSeconds', label: 'yesNoSeconds', type: 'int', min: 10, max: 600, default: 180, group: 'timers' },
  { key: 'eyewitnessSeconds', label: 'eyewitnessSeconds', type: 'int', min: 10, max: 600, default: 90, group: 'timers' },
  // Eyewitness: how long the explainer mimes and the others sketch before «Старт!» is called for them.
  { key: 'sketchSeconds', label: 'sketchSeconds', type: 'int', min: 10, max: 600, default: 60, group: 'timers' },
  // Shtuka mode: how long the table votes on a challenged line.
  { key: 'voteSeconds', label: 'voteSeconds', type: 'int', min: 5, max: 120, default: 20, group: 'timers' },
  // Only the grabber answers, by a click, within this many seconds.
  { key: 'answerSeconds', label: 'answerSeconds', type: 'int', min: 1, max: 30, default: 3 },
  // A wrong grabber is out of this round, or (setting) locked out of grabbing for `lockSeconds`.
  { key: 'wrongGrabber', label: 'wrongGrabber', type: 'enum', values: ['out', 'lock'], default: 'out' },
  { key: 'lockSeconds', label: 'lockSeconds', type: 'int', min: 1, max: 60, default: 5 },
  // Grabs within this many ms of the first are a tie, settled by a seeded draw among the tied seats.
  { key: 'tieMs', label: 'tieMs', type: 'int', min: 1, max: 1000, default: 120 },
  // How far outside the item's outline a click still counts, in picture units (the picture is 1600 wide).
  { key: 'tolerance', label: 'tolerance', type: 'int', min: 0, max: 40, default: 8 },
  // The explainer scores nothing when the item is found (setting: +1).
  { key: 'explainerBonus', label: 'explainerBonus', type: 'bool', default: false },
  // More seats than this play in teams (seat i in team i mod teamCount).
  { key: 'teamsAbove', label: 'teamsAbove', type: 'int', min: 3, max: 16, default: 7, group: 'teams' },
  { key: 'teamCount', label: 'teamCount', type: 'int', min: 2, max: 4, default: 2, group: 'teams' },
  // «война за штуку»: everyone but the explainer races; «на время»: only the explainer's team searches, against the clock.
  { key: 'teamMode', label: 'teamMode', type: 'enum', values: ['war', 'clock'], default: 'war', group: 'teams' },
] as const;

export type ShtukaConfig = ConfigOf<typeof configSchema>;

export const MIN_SEATS = 3;
export const MAX_SEATS = 16;

/** The config key that allows each mode. */
export const MODE_KEY = {
  blitz: 'blitz',
  shtuka: 'shtuka',
  drawing: 'drawing',
  gestures: 'gestures',
  'yes-no': 'yesNo',
  eyewitness: 'eyewitness',
} as const satisfies Record<Mode, keyof ShtukaConfig>;

/** The round timer of each mode, seconds. */
export const MODE_SECONDS = {
  blitz: 'blitzSeconds',
  shtuka: 'shtukaSeconds',
  drawing: 'drawingSeconds',
  gestures: 'gesturesSeconds',
  'yes-no': 'yesNoSeconds',
  eyewitness: 'eyewitnessSeconds',
} as const satisfies Record<Mode, keyof ShtukaConfig>;

export const allowedModes = (c: ShtukaConfig): Mode[] => MODES.filter((m) => c[MODE_KEY[m]]);

/** Teams at this table: 0 when everyone plays for themselves. */
export const teamsAt = (c: ShtukaConfig, seats: number): number => (seats > c.teamsAbove ? c.teamCount : 0);

export function parseShtukaConfig(raw: unknown, seats: number): Result<ShtukaConfig> {
  const parsed = parseConfig<ShtukaConfig>(configSchema, raw);
  if (!parsed.ok) return parsed;
  const c = parsed.value;
  if (!Number.isInteger(seats) || seats < MIN_SEATS || seats > MAX_SEATS) {
    return err(configError('config/seats', 'seats', `${seats} seats; Shtuka is played by ${MIN_SEATS}..${MAX_SEATS}`));
  }
  if (allowedModes(c).length === 0) {
    return err(configError('config/invalid-value', 'blitz', 'at least one mode (blitz … eyewitness) must be allowed'));
  }
  const teams = teamsAt(c, seats);
  // Every team needs a searcher besides its explainer (in «на время» only the explainer's team searches).
  if (teams > 0 && seats < 2 * teams) {
    return err(configError('config/invalid-value', 'teamCount', `${teams} teams need at least ${2 * teams} seats`));
  }
  return ok(c);
}
