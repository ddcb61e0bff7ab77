/**
 * Rule-error catalogues. Each game declares its errors once, as data: a stable
 * code, the rule it enforces and the message in every UI language, with
 * `{name}` placeholders filled from parameters.
 */
import type { Lang, RuleError, Text } from './types.ts';
import { LANGS } from './types.ts';

export interface ErrorSpec {
  readonly rule: string;
  readonly text: Text;
}

export type Catalogue<K extends string> = Readonly<Record<K, ErrorSpec>>;

/** Templates split once into text and placeholder names (odd indices): refusals are built on hot paths (real-time races). */
const compiled = new Map<string, readonly string[]>();

function fill(template: string, params: Readonly<Record<string, string | number>>): string {
  let parts = compiled.get(template);
  if (parts === undefined) {
    parts = template.split(/\{(\w+)\}/);
    compiled.set(template, parts);
  }
  let out = parts[0]!;
  for (let i = 1; i < parts.length; i += 2) {
    const name = parts[i]!;
    out += (Object.hasOwn(params, name) ? String(params[name]) : `{${name}}`) + parts[i + 1]!;
  }
  return out;
}

/** Build the `fail` function of a game: `fail('cannot-beat', { card: 'AH' })`. */
export function errorFactory<K extends string>(game: string, catalogue: Catalogue<K>) {
  return (key: K, params: Readonly<Record<string, string | number>> = {}): RuleError => {
    const spec = catalogue[key];
    const message = {} as Record<Lang, string>;
    for (const lang of LANGS) message[lang] = fill(spec.text[lang], params);
    return { code: `${game}/${key}`, rule: spec.rule, message };
  };
}
