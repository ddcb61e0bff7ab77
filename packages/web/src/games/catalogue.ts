/**
 * What the client knows about a game: plain data the server sends in its
 * catalogue (title, seats, config schema, texts, bots). No rules code.
 */
import type { AnyGame, ConfigSchema, ConfigValue, Lang, Setting, Text } from '@kozyr/engine/client';
import { translate } from '../i18n/index.ts';

export interface GameInfo {
  readonly id: string;
  readonly title: Text;
  /** The game's timing model (turns, simultaneous, real time): which of the club's table options apply. */
  readonly type: Pick<AnyGame['type'], 'timing'>;
  readonly seats: { readonly min: number; readonly max: number; };
  readonly configSchema: ConfigSchema;
  readonly texts: Readonly<Record<string, Text>>;
  readonly bots: readonly string[];
  /** The bot that plays each level the game has (easy, normal, strong): games/bot-levels.ts. */
  readonly levels?: Readonly<Partial<Record<'easy' | 'normal' | 'strong', string>>>;
}

export type ConfigValues = Readonly<Record<string, ConfigValue>>;

export function defaultValues(schema: ConfigSchema): Record<string, ConfigValue> {
  const out: Record<string, ConfigValue> = {};
  for (const s of schema) out[s.key] = s.default;
  return out;
}

/** A game text in `lang`, or the key itself when the game has no text for it. */
export function gameText(game: Pick<GameInfo, 'texts'>, key: string, lang: Lang): string {
  const text = game.texts[key];
  return text === undefined ? key : text[lang];
}

export function settingLabel(game: Pick<GameInfo, 'texts'>, s: Setting, lang: Lang): string {
  return gameText(game, s.label, lang);
}

/** Values are labelled `${label}.${value}` (core/config.ts); numbers without a text show as themselves. */
export function valueLabel(game: Pick<GameInfo, 'texts'>, s: Setting, value: ConfigValue, lang: Lang): string {
  const key = `${s.label}.${String(value)}`;
  const text = game.texts[key];
  if (text !== undefined) return text[lang];
  if (typeof value === 'boolean') return translate(lang, value ? 'form.yes' : 'form.no');
  return String(value);
}

/** Every allowed value of a setting, for a select or a range. */
export function allowedValues(s: Setting): readonly ConfigValue[] {
  switch (s.type) {
    case 'enum':
      return s.values;
    case 'bool':
      return [false, true];
    case 'int': {
      const out: number[] = [];
      for (let v = s.min; v <= s.max; v++) out.push(v);
      return out;
    }
  }
}

/** Coerce a form control's string back to the setting's value type. */
export function coerce(s: Setting, raw: string): ConfigValue {
  if (s.type === 'bool') return raw === 'true';
  if (s.type === 'int') return Number(raw);
  const match = s.values.find((v) => String(v) === raw);
  return match ?? s.default;
}
