/**
 * A format's settings as the create form sends them and as a tournament's summary shows them: flat fields, a
 * pair folded into two (`tableSize {min, max}` is `tableSizeMin`/`tableSizeMax`, `streak {after, multiplier}`
 * is `streakAfter`/`streakMultiplier`), the way the server reads them. Durations are shown in minutes.
 */
import type { Lang } from '@kozyr/engine/client';
import { say } from '../../i18n/club-texts.ts';
import { FORMAT_NAMES, SETTING_NAMES, TT } from '../../i18n/tournament-texts.ts';

export type FlatValue = number | boolean | readonly number[];

const isNumberList = (x: unknown): x is readonly number[] => Array.isArray(x) && x.every((n) => typeof n === 'number');

/** The format's settings (a parsed config or its defaults) as flat fields; `format` itself is left out. */
export function flatten(config: Readonly<Record<string, unknown>>): Record<string, FlatValue> {
  const out: Record<string, FlatValue> = {};
  for (const [key, value] of Object.entries(config)) {
    if (key === 'format') continue;
    if (typeof value === 'number' || typeof value === 'boolean' || isNumberList(value)) {
      out[key] = value;
    } else if (typeof value === 'object' && value !== null) {
      for (const [sub, v] of Object.entries(value)) {
        if (typeof v === 'number') out[`${key}${sub.charAt(0).toUpperCase()}${sub.slice(1)}`] = v;
      }
    }
  }
  return out;
}

/** Whether a setting is a duration in milliseconds (shown and entered in minutes). */
export const isDuration = (key: string): boolean => key.endsWith('Ms');

export const MINUTE_MS = 60_000;

export function settingName(key: string, lang: Lang): string {
  const name = SETTING_NAMES[key];
  return name === undefined ? key : say(name, lang);
}

export function formatName(format: string, lang: Lang): string {
  const name = FORMAT_NAMES[format];
  return name === undefined ? format : say(name, lang);
}

export function shownValue(key: string, value: FlatValue, lang: Lang, yesNo: (v: boolean) => string): string {
  if (typeof value === 'boolean') return yesNo(value);
  if (typeof value !== 'number') return value.join('/');
  return isDuration(key) ? say(TT.minutes, lang, { count: Math.round(value / MINUTE_MS) }) : String(value);
}

/** "Rounds: 2 · Hands per table: 1 · …" */
export function settingsLine(config: Readonly<Record<string, unknown>>, lang: Lang, yesNo: (v: boolean) => string): string {
  return Object.entries(flatten(config)).map(([k, v]) => `${settingName(k, lang)}: ${shownValue(k, v, lang, yesNo)}`).join(' · ');
}
