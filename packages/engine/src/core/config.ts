/**
 * Table settings as data. A game's config schema lists every setting with its
 * type, allowed values, default and label key; the create-table form, the CLI
 * and the server all validate through `parseConfig`, so a bad setting gets the
 * same error everywhere.
 */
import { err, ok, type Result, type RuleError } from './types.ts';

interface SettingBase {
  readonly key: string;
  /** i18n key of the setting's label in the game's texts; values are labelled `${label}.${value}`. */
  readonly label: string;
  /** Optional group heading (Thousand groups its house agreements). */
  readonly group?: string;
}

export interface EnumSetting<V extends string | number = string | number> extends SettingBase {
  readonly type: 'enum';
  readonly values: readonly V[];
  readonly default: V;
}
export interface IntSetting extends SettingBase {
  readonly type: 'int';
  readonly min: number;
  readonly max: number;
  readonly default: number;
}
export interface BoolSetting extends SettingBase {
  readonly type: 'bool';
  readonly default: boolean;
}
export type Setting = EnumSetting | IntSetting | BoolSetting;
export type ConfigSchema = readonly Setting[];

export type ConfigValue = string | number | boolean;

/** The config type a schema describes: each key with its value type. */
export type ConfigOf<S extends ConfigSchema> = {
  -readonly [K in S[number] as K['key']]: K extends EnumSetting<infer V> ? V : K extends IntSetting ? number : boolean;
};

export function defaults(schema: ConfigSchema): Record<string, ConfigValue> {
  const out: Record<string, ConfigValue> = {};
  for (const s of schema) out[s.key] = s.default;
  return out;
}

export function describeAllowed(s: Setting): string {
  switch (s.type) {
    case 'enum':
      return s.values.join(', ');
    case 'int':
      return `${s.min}..${s.max}`;
    case 'bool':
      return 'true, false';
  }
}

export function configError(code: string, key: string, detail: string): RuleError {
  return {
    code,
    rule: 'config',
    message: {
      en: `Setting "${key}": ${detail}`,
      ru: `Настройка «${key}»: ${detail}`,
      uk: `Налаштування «${key}»: ${detail}`,
      bg: `Настройка „${key}“: ${detail}`,
    },
  };
}

/**
 * Fill defaults and check every key and value. Unknown keys are refused (a
 * typo must not silently play another variant); the error names the setting
 * and the allowed values.
 */
export function parseConfig<C>(schema: ConfigSchema, raw: unknown): Result<C> {
  if (raw === undefined || raw === null) raw = {};
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    return err(configError('config/not-an-object', '*', 'the config must be a JSON object'));
  }
  const given = raw as Record<string, unknown>;
  const known = new Set(schema.map((s) => s.key));
  for (const key of Object.keys(given)) {
    if (!known.has(key)) {
      return err(configError('config/unknown-key', key, `unknown setting; known settings: ${[...known].join(', ')}`));
    }
  }
  const out = defaults(schema);
  for (const s of schema) {
    if (!Object.hasOwn(given, s.key)) continue;
    const v = given[s.key];
    const bad = () =>
      err(configError('config/invalid-value', s.key, `${JSON.stringify(v)} is not allowed; allowed: ${describeAllowed(s)}`));
    switch (s.type) {
      case 'enum':
        if (!(s.values as readonly unknown[]).includes(v)) return bad();
        out[s.key] = v as string | number;
        break;
      case 'int':
        if (typeof v !== 'number' || !Number.isInteger(v) || v < s.min || v > s.max) return bad();
        out[s.key] = v;
        break;
      case 'bool':
        if (typeof v !== 'boolean') return bad();
        out[s.key] = v;
        break;
    }
  }
  return ok(out as C);
}
