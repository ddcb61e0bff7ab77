/**
 * How the create-table form lays out a schema: settings grouped by their
 * `group` (in the order the groups first appear, ungrouped settings first),
 * group headings from the game's texts (`group.<name>`) or the client's own
 * i18n, and which int settings are too wide for a select.
 */
import type { ConfigValue, Lang, Setting } from '@kozyr/engine/client';
import type { ConfigValues, GameInfo } from '../games/catalogue.ts';
import { catalogues, type MsgKey, translate } from '../i18n/index.ts';

export interface SettingGroup {
  /** '' for the settings without a group (always shown, never collapsed). */
  readonly name: string;
  readonly settings: readonly Setting[];
}

export function groupSettings(schema: readonly Setting[]): SettingGroup[] {
  const names = [...new Set(['', ...schema.map((s) => s.group ?? '')])];
  return names.map((name) => ({ name, settings: schema.filter((s) => (s.group ?? '') === name) })).filter((g) =>
    g.settings.length > 0
  );
}

/** A group's heading: the game's own `group.<name>` text, else the club's `form.group.<name>`, else the name itself. */
export function groupLabel(game: Pick<GameInfo, 'texts'>, name: string, lang: Lang): string {
  const own = game.texts[`group.${name}`] ?? game.texts[name];
  if (own !== undefined) return own[lang];
  const key = `form.group.${name}`;
  return key in catalogues.en ? translate(lang, key as MsgKey) : name;
}

/** How many settings of a group differ from their defaults (shown on a collapsed group). */
export function changedCount(settings: readonly Setting[], values: ConfigValues): number {
  return settings.filter((s) => (values[s.key] ?? s.default) !== s.default).length;
}

/** An int setting with more values than this is a number field, not a select of hundreds of options. */
export const MAX_SELECT_OPTIONS = 41;

export function isWideInt(s: Setting): boolean {
  return s.type === 'int' && s.max - s.min + 1 > MAX_SELECT_OPTIONS;
}

/** A number field's text as the setting's value: clamped into range; the default when it is not a number. */
export function parseIntField(s: Setting, raw: string): ConfigValue {
  if (s.type !== 'int') return s.default;
  const n = Math.round(Number(raw));
  if (raw.trim() === '' || !Number.isFinite(n)) return s.default;
  return Math.min(s.max, Math.max(s.min, n));
}

/**
 * The seat count the form starts at. The engine contract has only a seat range, so a game whose
 * rules name a usual table size (RULES-DECISIONS#thousand: three players) is listed here.
 */
const USUAL_SEATS: Readonly<Record<string, number>> = { thousand: 3 };

export function initialSeats(game: Pick<GameInfo, 'id' | 'seats'>): number {
  const usual = USUAL_SEATS[game.id];
  return usual !== undefined && usual >= game.seats.min && usual <= game.seats.max ? usual : game.seats.min;
}

/**
 * Whether the club's turn timer (`turnSeconds`) can act at the game's tables. The server runs it only
 * for the seats a table awaits while no window of the game's own is open (server/src/tables/clock.ts):
 * a simultaneous game's windows always close at their own deadline (Hotel's `choiceSeconds`, one of its
 * settings), and a real-time game awaits nobody. Offering it there would be a control that does nothing.
 */
export const hasTurnTimer = (game: Pick<GameInfo, 'type'>): boolean => game.type.timing === 'turns';
