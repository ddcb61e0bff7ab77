/// <reference types="vite/client" />
/**
 * Rules pages by game id and language, each loaded only when its page opens
 * in that language (one language of one game's text at a time, never in the
 * main bundle). A game's web folder holds its page as
 * `games/<id>/rules/<lang>.ts`, one file per language exporting `rules`; the
 * glob below finds them, so no list here names a game. A game without the
 * files shows "not written yet".
 */
import { type Lang, LANGS } from '@kozyr/engine/client';
import type { LangRulesDoc } from './types.ts';

export type RulesLoader = () => Promise<LangRulesDoc>;

const files = import.meta.glob<LangRulesDoc>('../games/*/rules/{ru,uk,bg,en}.ts', { import: 'rules' });

function byGame(): Record<string, Record<Lang, RulesLoader>> {
  const found: Record<string, Partial<Record<Lang, RulesLoader>>> = {};
  for (const [path, load] of Object.entries(files)) {
    const [, , id, , file] = path.split('/');
    const lang = file!.replace(/\.ts$/, '') as Lang;
    (found[id!] ??= {})[lang] = load;
  }
  const out: Record<string, Record<Lang, RulesLoader>> = {};
  for (const [id, langs] of Object.entries(found)) {
    const missing = LANGS.filter((l) => langs[l] === undefined);
    // A page is written in every language or it is not listed (tests/rules.test.ts names the missing files).
    if (missing.length === 0) out[id] = langs as Record<Lang, RulesLoader>;
  }
  return out;
}

export const rulesLoaders: Readonly<Record<string, Readonly<Record<Lang, RulesLoader>>>> = byGame();

/** Every `games/<id>/rules/<lang>.ts` found, for the test that a page is written in every language. */
export const rulesFiles: readonly string[] = Object.keys(files);

export type { FaqEntry, LangRulesDoc, RulesSection } from './types.ts';
