import { LANGS, type Text } from '@kozyr/engine/client';
import { describe, expect, it } from 'vitest';
import { durakRules } from '../src/rules/durak.ts';
import { type RulesDoc, rulesLoaders } from '../src/rules/index.ts';

function texts(doc: RulesDoc): Text[] {
  return [doc.intro, ...doc.sections.flatMap((s) => [s.title, ...s.paragraphs]), ...doc.faq.flatMap((f) => [f.q, f.a])];
}

describe('rules pages', () => {
  it('every text of every game is written in Russian, Ukrainian, Bulgarian and English', async () => {
    for (const [id, load] of Object.entries(rulesLoaders)) {
      const doc = await load();
      expect(doc.game).toBe(id);
      for (const t of texts(doc)) for (const lang of LANGS) expect(t[lang].trim().length, `${id}: ${t.en}`).toBeGreaterThan(1);
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
    const a = (id: string) => durakRules.faq.find((f) => f.id === id)!.a.en;
    expect(a('joker-trump-ace')).toMatch(/52.*colour/);
    expect(a('how-many-jokers')).toMatch(/one with a 24, 32 or 36 base, two with a 52 base/);
    expect(a('special-as-trump')).toMatch(/without a trump suit/);
    expect(a('blank-on-trump')).toMatch(/any card covers the blank/);
  });

  it('names every variant of the variant setting', () => {
    const all = durakRules.sections.find((s) => s.id === 'variants')!.paragraphs.map((p) => p.en).join(' ');
    for (const v of ['Podkidnoy', 'Perevodnoy', 'Joker', 'Pustushka', 'Porozhniy', 'Japanese']) expect(all).toContain(v);
  });
});
