/**
 * Ratuki's rules page, one file per language (en.ts, ru.ts, uk.ts, bg.ts) zipped into the
 * club's RulesDoc by section and question id: a section or question missing from one
 * language is an error here, not a blank on the page.
 */
import { LANGS, type Text } from '@kozyr/engine/client';
import type { RulesDoc } from '../types.ts';
import { bg } from './bg.ts';
import { en } from './en.ts';
import { ru } from './ru.ts';
import type { LangRules } from './types.ts';
import { uk } from './uk.ts';

const BY_LANG = { ru, uk, bg, en } as const;

function text(pick: (r: LangRules) => string | undefined, what: string): Text {
  const out = {} as Record<(typeof LANGS)[number], string>;
  for (const lang of LANGS) {
    const s = pick(BY_LANG[lang]);
    if (s === undefined) throw new Error(`ratuki rules: ${what} is missing in ${lang}`);
    out[lang] = s;
  }
  return out;
}

export function zipRules(): RulesDoc {
  return {
    game: 'ratuki',
    intro: text((r) => r.intro, 'the intro'),
    sections: en.sections.map((s) => {
      const of = (r: LangRules) => r.sections.find((x) => x.id === s.id);
      return {
        id: s.id,
        title: text((r) => of(r)?.title, `section ${s.id}`),
        paragraphs: s.paragraphs.map((_, i) => text((r) => of(r)?.paragraphs[i], `paragraph ${i + 1} of ${s.id}`)),
      };
    }),
    faq: en.faq.map((f) => {
      const of = (r: LangRules) => r.faq.find((x) => x.id === f.id);
      return { id: f.id, q: text((r) => of(r)?.q, `question ${f.id}`), a: text((r) => of(r)?.a, `answer ${f.id}`) };
    }),
  };
}

export const ratukiRules: RulesDoc = zipRules();
export { BY_LANG as ratukiRulesByLang };
