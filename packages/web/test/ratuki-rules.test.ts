/** Ratuki's rules page: one file per language, the same sections, paragraphs and questions in each. */
import { LANGS } from '@kozyr/engine/client';
import { describe, expect, it } from 'vitest';
import { ratukiRulesByLang } from '../src/games/ratuki/rules/index.ts';

const ratukiRules = ratukiRulesByLang.en;

describe('Ratuki rules page', () => {
  it('every language file has the same sections, paragraph counts and questions as the English one', () => {
    const en = ratukiRulesByLang.en;
    for (const lang of LANGS) {
      const r = ratukiRulesByLang[lang];
      expect(r.sections.map((s) => [s.id, s.paragraphs.length]), lang).toEqual(
        en.sections.map((s) => [s.id, s.paragraphs.length]),
      );
      expect(r.faq.map((f) => f.id), lang).toEqual(en.faq.map((f) => f.id));
    }
  });

  it('states the rules of RULES-DECISIONS: the deck, ±1 never below 1, taking, junk turnover, OUT, first past 100, ties', () => {
    const all = [ratukiRules.intro, ...ratukiRules.sections.flatMap((s) => s.paragraphs)].join(' ');
    for (
      const phrase of [
        '35 cards',
        'seven each of 1, 2 and 3',
        'two Ratuki',
        'exactly one, up or down',
        'Never below 1',
        'takes the whole stack',
        'junk pile is turned over',
        'OUT!',
        'passes 100',
        'a draw',
        'single round',
      ]
    ) {
      expect(all).toContain(phrase);
    }
    expect(ratukiRules.faq.find((f) => f.id === 'same-stack')!.a).toMatch(/received first/);
  });
});
