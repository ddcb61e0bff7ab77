/**
 * A table's settings in one line (the create-table form's summary, the lobby
 * row, the table header): what differs from the game's defaults, readably.
 */
import type { Lang, Setting } from '@kozyr/engine/client';
import { groupLabel } from '../components/config-groups.ts';
import { type ConfigValues, type GameInfo, settingLabel, valueLabel } from './catalogue.ts';

/**
 * A group made only of switches that are off by default is a set of things to turn on (Pu-Pu-Puk's
 * places): it reads as the group's name and the switches that are on, "Places: Library, Relay".
 */
function isSwitchSet(settings: readonly Setting[]): boolean {
  return settings.length > 1 && settings.every((s) => s.type === 'bool' && s.default === false);
}

/**
 * The part a switch set adds, or null when none of its switches is on. A set may lead with a switch
 * that turns on the whole set (Pu-Pu-Puk's "All places"): when it is on, it is named alone.
 */
function switchSetPart(
  game: Pick<GameInfo, 'texts'>,
  group: string,
  set: readonly Setting[],
  values: ConfigValues,
  lang: Lang,
): string | null {
  const on = set.filter((s) => (values[s.key] ?? s.default) === true);
  if (on.length === 0) return null;
  if (on[0] === set[0]) return settingLabel(game, set[0]!, lang);
  return `${groupLabel(game, group, lang)}: ${on.map((s) => settingLabel(game, s, lang)).join(', ')}`;
}

/**
 * The chosen variant in one line: the first setting always (it names the variant) unless it is a
 * switch left off, then every other setting that differs from its default, each switch set as one part.
 */
export function summarize(game: Pick<GameInfo, 'texts' | 'configSchema'>, values: ConfigValues, lang: Lang): string {
  const schema = game.configSchema;
  const parts: string[] = [];
  const setsDone = new Set<string>();
  schema.forEach((s, i) => {
    const group = s.group;
    if (group !== undefined) {
      const set = schema.filter((x) => x.group === group);
      if (isSwitchSet(set)) {
        if (setsDone.has(group)) return;
        setsDone.add(group);
        const part = switchSetPart(game, group, set, values, lang);
        if (part !== null) parts.push(part);
        return;
      }
    }
    const v = values[s.key] ?? s.default;
    if ((i > 0 || s.type === 'bool') && v === s.default) return;
    parts.push(`${settingLabel(game, s, lang)}: ${valueLabel(game, s, v, lang)}`);
  });
  return parts.join(' · ');
}
