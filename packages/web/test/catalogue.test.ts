import { durak, games } from '@kozyr/engine';
import { LANGS } from '@kozyr/engine/client';
import { describe, expect, it } from 'vitest';
import { allowedValues, coerce, defaultValues, type GameInfo, valueLabel } from '../src/games/catalogue.ts';
import { summarize } from '../src/games/variant-summary.ts';

// The catalogue entry exactly as the server sends it (plain data from the game definition).
const game: GameInfo = {
  id: durak.id,
  title: durak.title,
  type: durak.type,
  seats: durak.seats,
  configSchema: durak.configSchema,
  texts: durak.texts,
  bots: ['random'],
};
const setting = (key: string) => game.configSchema.find((s) => s.key === key)!;

describe('create-table form data', () => {
  it('every registered game has its title, every setting and every enum value labelled in all four languages', () => {
    for (const g of Object.values(games)) {
      for (const lang of LANGS) expect(g.title[lang], `${g.id} title ${lang}`).toBeTruthy();
      for (const s of g.configSchema) {
        for (const lang of LANGS) expect(g.texts[s.label]?.[lang], `${g.id} ${s.key} ${lang}`).toBeTruthy();
        if (s.type === 'enum') {
          for (const v of s.values) {
            for (const lang of LANGS) expect(g.texts[`${s.label}.${v}`]?.[lang], `${g.id} ${s.key}=${v} ${lang}`).toBeTruthy();
          }
        }
      }
    }
  });

  it('offers every allowed value: enum values, the whole int range, both booleans', () => {
    expect(allowedValues(setting('deck'))).toEqual([24, 32, 36, 52]);
    const deal = setting('dealSize');
    expect(allowedValues(deal)).toHaveLength(deal.type === 'int' ? deal.max - deal.min + 1 : -1);
    expect(allowedValues({ key: 'x', label: 'x', type: 'bool', default: false })).toEqual([false, true]);
  });

  it('the summary names the variant always and other settings only when changed', () => {
    const values = defaultValues(game.configSchema);
    const plain = summarize(game, values, 'en');
    expect(plain).toBe(`${game.texts['variant']!.en}: ${valueLabel(game, setting('variant'), 'podkidnoy', 'en')}`);
    const changed = summarize(game, { ...values, variant: 'perevodnoy', deck: 24 }, 'ru');
    expect(changed).toContain(valueLabel(game, setting('variant'), 'perevodnoy', 'ru'));
    expect(changed).toContain(valueLabel(game, setting('deck'), 24, 'ru'));
    expect(changed).not.toContain(game.texts['dealSize']!.ru);
  });

  it('Pu-Pu-Puk lists the places it plays with by name, in the UI language, never "All places: no"', () => {
    const pupupuk = games['pupupuk']!;
    const puk: GameInfo = {
      ...game,
      id: pupupuk.id,
      title: pupupuk.title,
      configSchema: pupupuk.configSchema,
      texts: pupupuk.texts,
    };
    const values = defaultValues(puk.configSchema);
    expect(summarize(puk, values, 'en')).toBe('');
    const some = { ...values, placeLibrary: true, placeRelay: true, winsToWin: 3 };
    expect(summarize(puk, some, 'en')).toBe(`Places: Library, Relay · ${pupupuk.texts['pupupuk.winsToWin']!.en}: 3`);
    expect(summarize(puk, some, 'ru')).toContain('Места: Библиотека, Эстафета');
    expect(summarize(puk, some, 'bg')).not.toMatch(/: (no|не)( |$)/);
    // "All places" on: named alone, whatever single places are on too.
    expect(summarize(puk, { ...some, allPlaces: true }, 'uk')).toMatch(/^Усі місця · /);
  });

  it('turns a select value back into the setting type', () => {
    expect(coerce(setting('deck'), '52')).toBe(52);
    expect(coerce(setting('variant'), 'joker')).toBe('joker');
    expect(coerce(setting('dealSize'), '7')).toBe(7);
    expect(coerce({ key: 'b', label: 'b', type: 'bool', default: false }, 'true')).toBe(true);
  });

  it('a yes/no setting without its own value texts reads as yes/no in the UI language', () => {
    const flag = { key: 'b', label: 'b', type: 'bool', default: false } as const;
    expect(valueLabel(game, flag, true, 'ru')).toBe('да');
    expect(valueLabel(game, flag, false, 'en')).toBe('no');
  });
});
