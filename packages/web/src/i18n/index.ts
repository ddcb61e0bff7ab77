/**
 * The UI language store and the translate function. The language is chosen
 * once from localStorage or the browser, switchable at any time; components
 * re-render through `useI18n`.
 */
import { type Lang, LANGS, type Text } from '@kozyr/engine/client';
import { useEffect, useState } from 'preact/hooks';
import { bg } from './bg.ts';
import { en, type Messages, type MsgKey } from './en.ts';
import { pluralForm } from './plural.ts';
import { ru } from './ru.ts';
import { uk } from './uk.ts';

export type { MsgKey };
export const catalogues: Readonly<Record<Lang, Messages>> = { ru, uk, bg, en };
export const LANG_NAMES: Readonly<Record<Lang, string>> = { ru: 'Русский', uk: 'Українська', bg: 'Български', en: 'English' };

export type Params = Readonly<Record<string, string | number>>;

export function fill(template: string, params: Params): string {
  return template.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
}

/** Translate `key` into `lang`; a plural phrase picks its form from `params.count`. */
export function translate(lang: Lang, key: MsgKey, params: Params = {}): string {
  const msg = catalogues[lang][key];
  if (typeof msg === 'string') return fill(msg, params);
  const count = typeof params.count === 'number' ? params.count : 0;
  return fill(pluralForm(lang, count, msg), params);
}

export function isLang(x: unknown): x is Lang {
  return typeof x === 'string' && (LANGS as readonly string[]).includes(x);
}

const STORAGE_KEY = 'kozyr.lang';

function initialLang(): Lang {
  if (typeof localStorage !== 'undefined') {
    const saved = localStorage.getItem(STORAGE_KEY);
    if (isLang(saved)) return saved;
  }
  if (typeof navigator !== 'undefined') {
    const browser = navigator.language.slice(0, 2);
    if (isLang(browser)) return browser;
  }
  return 'ru';
}

let current: Lang = initialLang();
const listeners = new Set<(lang: Lang) => void>();

export function currentLang(): Lang {
  return current;
}

export function setLang(lang: Lang): void {
  current = lang;
  if (typeof localStorage !== 'undefined') localStorage.setItem(STORAGE_KEY, lang);
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
  for (const l of listeners) l(lang);
}

export interface I18n {
  readonly lang: Lang;
  t(key: MsgKey, params?: Params): string;
  /** A game's own text (titles, setting labels, rule errors). */
  pick(text: Text | undefined, fallback?: string): string;
}

export function i18nFor(lang: Lang): I18n {
  return {
    lang,
    t: (key, params) => translate(lang, key, params),
    pick: (text, fallback = '') => (text === undefined ? fallback : text[lang]),
  };
}

export function useI18n(): I18n {
  const [lang, set] = useState(current);
  useEffect(() => {
    listeners.add(set);
    // A switch between this render and the subscription would otherwise be missed.
    set(current);
    return () => void listeners.delete(set);
  }, []);
  return i18nFor(lang);
}
