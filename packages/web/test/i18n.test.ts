import { LANGS } from '@kozyr/engine/client';
import { describe, expect, it } from 'vitest';
import { catalogues, translate } from '../src/i18n/index.ts';
import type { PluralForms } from '../src/i18n/plural.ts';

describe('i18n', () => {
  it('every plural phrase has a form for every plural category of its language', () => {
    for (const lang of LANGS) {
      const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
      for (const [key, msg] of Object.entries(catalogues[lang])) {
        if (typeof msg === 'string') continue;
        for (const c of categories) expect((msg as PluralForms)[c], `${lang} ${key} ${c}`).toBeTruthy();
      }
    }
  });

  it('every language fills every key with a non-empty text', () => {
    const keys = Object.keys(catalogues.en).sort();
    for (const lang of LANGS) {
      expect(Object.keys(catalogues[lang]).sort()).toEqual(keys);
      for (const msg of Object.values(catalogues[lang])) expect(typeof msg === 'string' ? msg : msg.other).not.toBe('');
    }
  });

  it('Russian picks one/few/many: 1 карта, 3 карты, 5 карт, 11 карт, 21 карта', () => {
    const talon = (n: number) => translate('ru', 'table.hand', { count: n });
    expect([1, 3, 5, 11, 21, 22, 25].map(talon)).toEqual([
      '1 карта',
      '3 карты',
      '5 карт',
      '11 карт',
      '21 карта',
      '22 карты',
      '25 карт',
    ]);
  });

  it('Ukrainian picks one/few/many: 1 стіл, 2 столи, 5 столів', () => {
    expect([1, 2, 5, 21].map((n) => translate('uk', 'lobby.tables', { count: n }))).toEqual([
      '1 стіл',
      '2 столи',
      '5 столів',
      '21 стіл',
    ]);
  });

  it('Bulgarian and English pick one/other', () => {
    expect([1, 2, 5].map((n) => translate('bg', 'table.hand', { count: n }))).toEqual(['1 карта', '2 карти', '5 карти']);
    expect([0, 1, 2].map((n) => translate('en', 'lobby.tables', { count: n }))).toEqual(['0 tables', '1 table', '2 tables']);
  });

  it('fills named parameters and leaves unknown ones visible', () => {
    expect(translate('en', 'table.refused', { reason: 'cannot beat' })).toBe('Move refused: cannot beat');
    expect(translate('en', 'table.refused')).toBe('Move refused: {reason}');
  });
});
