import { games, thousand } from '@kozyr/engine';
import { LANGS } from '@kozyr/engine/client';
import { describe, expect, it } from 'vitest';
import {
  changedCount,
  groupLabel,
  groupSettings,
  hasTurnTimer,
  isWideInt,
  parseIntField,
} from '../src/components/config-groups.ts';
import { defaultValues, type GameInfo } from '../src/games/catalogue.ts';
import { translate } from '../src/i18n/index.ts';

// The catalogue entry as the server sends it.
const game: GameInfo = {
  id: thousand.id,
  title: thousand.title,
  type: thousand.type,
  seats: thousand.seats,
  configSchema: thousand.configSchema,
  texts: thousand.texts,
  bots: ['basic'],
};
const SEED_GROUPS = ['restrictions', 'roll-out', 'penalties', 'redeal', 'trumps', 'extras'];

describe('the create-table form groups the agreements as the seed does', () => {
  it('Thousand: the ungrouped table length first, then the six seed groups in the seed order, every setting once', () => {
    const groups = groupSettings(game.configSchema);
    expect(groups.map((g) => g.name)).toEqual(['', ...SEED_GROUPS]);
    expect(groups[0]!.settings.map((s) => s.key)).toEqual(['dealLimit']);
    expect(groups.flatMap((g) => g.settings.map((s) => s.key)).sort()).toEqual(game.configSchema.map((s) => s.key).sort());
    expect(groups.find((g) => g.name === 'roll-out')!.settings.map((s) => s.key)).toEqual([
      'rollOutValue',
      'rollOutPenalty',
      'rollOutLimit',
      'rollOutOnBarrel',
      'rollOutGolden',
      'rollOutAbove120',
    ]);
  });

  it('a schema without groups is one ungrouped block (Durak, UNO, Svintus keep their plain form)', () => {
    const schema = [
      { key: 'a', label: 'a', type: 'bool', default: false },
      { key: 'b', label: 'b', type: 'int', min: 1, max: 3, default: 1 },
    ] as const;
    expect(groupSettings(schema)).toEqual([{ name: '', settings: schema }]);
  });

  it("headings come from the game's texts (group.<name>) in all four languages", () => {
    for (const lang of LANGS) {
      for (const g of SEED_GROUPS) expect(groupLabel(game, g, lang)).toBe(thousand.texts[`group.${g}`]![lang]);
    }
    expect(groupLabel(game, 'roll-out', 'ru')).toBe('Роспись');
  });

  it("without the game's text the club's own i18n names the six groups, else the name shows as is", () => {
    const bare = { texts: {} };
    for (const lang of LANGS) {
      for (const g of SEED_GROUPS) {
        expect(groupLabel(bare, g, lang)).toBe(translate(lang, `form.group.${g}` as 'form.group.extras'));
      }
    }
    expect(groupLabel(bare, 'penalties', 'bg')).toBe('Наказания');
    expect(groupLabel(bare, 'mystery', 'en')).toBe('mystery');
  });

  it('a folded group tells how many of its settings differ from the defaults', () => {
    const penalties = groupSettings(game.configSchema).find((g) => g.name === 'penalties')!.settings;
    const values = defaultValues(game.configSchema);
    expect(changedCount(penalties, values)).toBe(0);
    expect(changedCount(penalties, { ...values, samosval: 0, boltPenalty: 'off', darkGame: true })).toBe(2);
    expect(translate('ru', 'form.changed', { count: 2 })).toBe('изменено 2');
  });

  it('wide int settings are number fields clamped into range; narrow ones stay selects', () => {
    const s = (key: string) => game.configSchema.find((x) => x.key === key)!;
    expect(isWideInt(s('penaltyPoints'))).toBe(true);
    expect(isWideInt(s('dealLimit'))).toBe(true);
    expect(isWideInt(s('rollOutLimit'))).toBe(false);
    expect(isWideInt(s('bidLimit'))).toBe(false);
    expect(parseIntField(s('penaltyPoints'), '150')).toBe(150);
    expect(parseIntField(s('penaltyPoints'), '5000')).toBe(1000);
    expect(parseIntField(s('samosval'), '-3')).toBe(0);
    expect(parseIntField(s('samosval'), 'abc')).toBe(555);
    expect(parseIntField(s('dealLimit'), '')).toBe(0);
  });

  it('every Thousand setting, enum value and group has a label in all four languages', () => {
    for (const st of game.configSchema) {
      for (const lang of LANGS) expect(game.texts[st.label]?.[lang], `${st.key} ${lang}`).toBeTruthy();
      if (st.type === 'enum') {
        for (const v of st.values) {
          for (const lang of LANGS) expect(game.texts[`${st.label}.${v}`]?.[lang], `${st.key}=${v} ${lang}`).toBeTruthy();
        }
      }
    }
  });
});

describe('the form starts at the usual table size', () => {
  it('three players for Thousand (RULES-DECISIONS#thousand), the smallest table otherwise', async () => {
    const { initialSeats } = await import('../src/components/config-groups.ts');
    expect(initialSeats(game)).toBe(3);
    expect(initialSeats({ id: 'durak', seats: { min: 2, max: 6 } })).toBe(2);
  });
});

describe('the turn timer is offered only where it can act', () => {
  it('turn-based games get it; Hotel (its own choosing window) and Ratuki (nobody awaited) do not', () => {
    const timed = Object.fromEntries(Object.values(games).map((g) => [g.id, hasTurnTimer(g)]));
    expect(timed).toMatchObject({ durak: true, uno: true, svintus: true, thousand: true, hotel: false, ratuki: false });
    for (const g of Object.values(games)) expect(hasTurnTimer(g), g.id).toBe(g.type.timing === 'turns');
  });
});
