import { LANGS, THOUSAND_GROUPS as GROUPS, thousandSchema, thousandTexts as texts } from '@kozyr/engine/client';
import { describe, expect, it } from 'vitest';
import { rulesLoaders } from '../src/rules/index.ts';
import { thousandRules } from '../src/rules/thousand.ts';

const faq = (id: string) => thousandRules.faq.find((f) => f.id === id)!.a.en;

describe('Thousand rules page', () => {
  it('is registered like the other games and written in all four languages', async () => {
    expect(await rulesLoaders['thousand']!()).toBe(thousandRules);
    const all = [
      thousandRules.intro,
      ...thousandRules.sections.flatMap((s) => [s.title, ...s.paragraphs]),
      ...thousandRules.faq.flatMap((f) => [f.q, f.a]),
    ];
    for (const t of all) for (const lang of LANGS) expect(t[lang].trim().length, t.en).toBeGreaterThan(1);
  });

  it('answers the questions seed 004 raises: who opens, who leads, bidding over 120, the surplus, roll-out, samosval, barrel, bolt, two and four players, redeals', () => {
    const ids = thousandRules.faq.map((f) => f.id);
    for (
      const id of [
        'who-opens',
        'first-lead',
        'bid-over-120',
        'raise-or-lower',
        'surplus',
        'marriage-first-trick',
        'roll-out',
        'samosval-example',
        'barrel',
        'bolt',
        'two-players',
        'four-players',
        'redeal',
        'ace-bed-marriage',
        'golden-dark',
        'not-modelled',
      ]
    ) {
      expect(ids).toContain(id);
    }
  });

  it('states the seed answers: 170 bid and 220 taken scores 170; 495 + 60 lands on 555 and drops to 0; 880 − 120 = 760', () => {
    expect(faq('surplus')).toMatch(/^170: the surplus does not count/);
    expect(faq('samosval-example')).toMatch(/exactly on 555.*back to 0.*260.*640/);
    expect(faq('barrel')).toContain('880 → 760');
    expect(faq('two-players')).toMatch(/two talons of 2.*last trick/);
    expect(faq('who-opens')).toMatch(/fb\.ru: the dealer.*left of the dealer/);
  });

  it('explains every agreement setting under its seed group, headed as the form heads it', () => {
    for (const g of GROUPS) {
      const section = thousandRules.sections.find((s) => s.id === `settings-${g}`)!;
      expect(section.title).toEqual(texts[`group.${g}`]);
      const settings = thousandSchema.filter((s) => 'group' in s && s.group === g);
      expect(section.paragraphs).toHaveLength(settings.length);
      settings.forEach((s, i) => {
        for (const lang of LANGS) {
          expect(section.paragraphs[i]![lang].startsWith(`${texts[s.label]![lang]}: `), `${s.key} ${lang}`).toBe(true);
        }
      });
    }
    const explained = thousandRules.sections.filter((s) => s.id.startsWith('settings-')).flatMap((s) => s.paragraphs).length;
    expect(explained).toBe(thousandSchema.length);
  });
});
