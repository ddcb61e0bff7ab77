import { LANGS } from '@kozyr/engine/client';
import { describe, expect, it } from 'vitest';
import { rules as durakRules } from '../src/games/durak/rules/en.ts';
import { type LangRulesDoc, rulesFiles, rulesLoaders } from '../src/rules/index.ts';

function texts(doc: LangRulesDoc): string[] {
  return [doc.intro, ...doc.sections.flatMap((s) => [s.title, ...s.paragraphs]), ...doc.faq.flatMap((f) => [f.q, f.a])];
}

/** The shape of a page without its words: section ids with their paragraph counts, and the FAQ ids. */
const shape = (doc: LangRulesDoc) => ({
  sections: doc.sections.map((s) => `${s.id}:${s.paragraphs.length}`),
  faq: doc.faq.map((f) => f.id),
});

describe('rules pages', () => {
  it('every game folder with a rules page has it in every language, and every game of the club has one', () => {
    const ids = new Set(rulesFiles.map((f) => f.split('/')[2]!));
    for (const id of ids) {
      for (const lang of LANGS) expect(rulesFiles, `${id}/${lang}`).toContain(`../games/${id}/rules/${lang}.ts`);
    }
    expect(Object.keys(rulesLoaders)).toEqual(
      expect.arrayContaining(['durak', 'hotel', 'pupupuk', 'ratuki', 'svintus', 'thousand', 'uno']),
    );
  });

  it('every text of every game is written in Russian, Ukrainian, Bulgarian and English', async () => {
    for (const [id, byLang] of Object.entries(rulesLoaders)) {
      for (const lang of LANGS) {
        const doc = await byLang[lang]();
        expect(doc.game).toBe(id);
        for (const t of texts(doc)) expect(t.trim().length, `${id}/${lang}: ${t}`).toBeGreaterThan(1);
      }
    }
  });

  it('each language of a game has the same sections and questions in the same order', async () => {
    for (const [id, byLang] of Object.entries(rulesLoaders)) {
      const en = shape(await byLang.en());
      for (const lang of LANGS) expect(shape(await byLang[lang]()), `${id}/${lang}`).toEqual(en);
      // And the languages differ: no file is a copy of another.
      const intros = await Promise.all(LANGS.map(async (lang) => (await byLang[lang]()).intro));
      expect(new Set(intros).size, id).toBe(LANGS.length);
    }
  });
});

describe('Durak rules page', () => {
  it("answers every question of seed 002's FAQ and disputed situations", () => {
    const ids = durakRules.faq.map((f) => f.id);
    for (
      const id of [
        'joker-trump-ace',
        'joker-on-joker',
        'how-many-jokers',
        'special-as-trump',
        'blank-on-trump',
        'throw-in-joker',
        'joker-transfer',
        'porozhniy-pustushka',
        'joker-reuse',
      ]
    ) {
      expect(ids).toContain(id);
    }
  });

  it('states the seed answers: a joker of the ace colour in a 52 deck, one or two jokers, no trumps under a special', () => {
    const a = (id: string) => durakRules.faq.find((f) => f.id === id)!.a;
    expect(a('joker-trump-ace')).toMatch(/52.*colour/);
    expect(a('how-many-jokers')).toMatch(/one with a 24, 32 or 36 base, two with a 52 base/);
    expect(a('special-as-trump')).toMatch(/without a trump suit/);
    expect(a('blank-on-trump')).toMatch(/any card covers the blank/);
  });

  it('names every variant of the variant setting', () => {
    const all = durakRules.sections.find((s) => s.id === 'variants')!.paragraphs.join(' ');
    for (const v of ['Podkidnoy', 'Perevodnoy', 'Joker', 'Pustushka', 'Porozhniy', 'Japanese']) expect(all).toContain(v);
  });
});
