/**
 * What a UNO or Svintus card looks like, from its code (engine README: colour
 * letter + face; black cards alone). Only shapes and names here, never what
 * matches what. Each colour has a fill, a pattern and a letter, so cards read
 * without colour vision too.
 */
import type { Lang, Text } from '@kozyr/engine/client';

export const SHEDDING_GAMES = ['uno', 'svintus'] as const;
export type SheddingGame = (typeof SHEDDING_GAMES)[number];

/** A picture drawn in the middle and the corners. */
export type Glyph =
  | { readonly kind: 'text'; readonly text: string; }
  | { readonly kind: 'skip'; }
  | { readonly kind: 'reverse'; }
  | { readonly kind: 'silence'; }
  | { readonly kind: 'slap'; }
  | { readonly kind: 'wild'; readonly text: string; }
  | { readonly kind: 'snout'; };

export interface Face {
  /** Colour letter, or null for a black card. */
  readonly colour: string | null;
  readonly glyph: Glyph;
  /** Corner mark (short). */
  readonly corner: string;
  readonly name: Text;
}

const t = (en: string, ru: string, uk: string, bg: string): Text => ({ en, ru, uk, bg });

export const COLOURS: Readonly<Record<SheddingGame, readonly string[]>> = {
  uno: ['R', 'G', 'B', 'Y'],
  svintus: ['B', 'O', 'R', 'G'],
};

/** Fills: the two games' printed colours. */
export const COLOUR_FILL: Readonly<Record<string, string>> = {
  R: '#d32f2f',
  G: '#2e7d32',
  B: '#1565c0',
  Y: '#f2b705',
  O: '#ef6c00',
};

export const COLOUR_NAME: Readonly<Record<string, Text>> = {
  R: t('Red', 'Красный', 'Червоний', 'Червен'),
  G: t('Green', 'Зелёный', 'Зелений', 'Зелен'),
  B: t('Blue', 'Синий', 'Синій', 'Син'),
  Y: t('Yellow', 'Жёлтый', 'Жовтий', 'Жълт'),
  O: t('Orange', 'Оранжевый', 'Помаранчевий', 'Оранжев'),
};

/** The letter printed on a colour: the first letter of its name in the UI language (unique within each game). */
export const colourLetter = (colour: string, lang: Lang): string =>
  (COLOUR_NAME[colour]?.[lang] ?? colour).charAt(0).toUpperCase();

const UNO_ACTIONS: Readonly<Record<string, { glyph: Glyph; corner: string; name: Text; }>> = {
  S: { glyph: { kind: 'skip' }, corner: '⊘', name: t('Skip', 'Пропусти ход', 'Пропусти хід', 'Пропусни ход') },
  R: { glyph: { kind: 'reverse' }, corner: '⇄', name: t('Reverse', 'Ход обратно', 'Хід назад', 'Обратна посока') },
  D: { glyph: { kind: 'text', text: '+2' }, corner: '+2', name: t('Draw Two', 'Возьми две', 'Візьми дві', 'Тегли две') },
};

const SVINTUS_ACTIONS: Readonly<Record<string, { glyph: Glyph; corner: string; name: Text; }>> = {
  K: { glyph: { kind: 'text', text: '+3' }, corner: '+3', name: t('Khapezh', 'Хапеж', 'Хапеж', 'Хапеж') },
  R: { glyph: { kind: 'reverse' }, corner: '⇄', name: t('Perekhryuk', 'Перехрюк', 'Перехрюк', 'Перехрюк') },
  Z: { glyph: { kind: 'skip' }, corner: 'Zz', name: t('Zakhrapin', 'Захрапин', 'Захрапин', 'Захрапин') },
  T: { glyph: { kind: 'silence' }, corner: 'Ш', name: t('Tikhokhryun', 'Тихохрюн', 'Тихохрюн', 'Тихохрюн') },
  H: { glyph: { kind: 'slap' }, corner: '!!', name: t('Khlopkopyt', 'Хлопкопыт', 'Хлопкопит', 'Хлопкопит') },
};

function numberFace(colour: string, n: string): Face {
  const name = COLOUR_NAME[colour]!;
  return {
    colour,
    glyph: { kind: 'text', text: n },
    corner: n,
    name: t(`${name.en} ${n}`, `${name.ru} ${n}`, `${name.uk} ${n}`, `${name.bg} ${n}`),
  };
}

function actionFace(colour: string, a: { glyph: Glyph; corner: string; name: Text; }): Face {
  const c = COLOUR_NAME[colour]!;
  return {
    colour,
    glyph: a.glyph,
    corner: a.corner,
    name: t(`${a.name.en}, ${c.en}`, `${a.name.ru}, ${c.ru}`, `${a.name.uk}, ${c.uk}`, `${a.name.bg}, ${c.bg}`),
  };
}

export function unoFace(code: string): Face | null {
  if (code === 'W') {
    return {
      colour: null,
      glyph: { kind: 'wild', text: '' },
      corner: 'W',
      name: t('Wild', 'Закажи цвет', 'Замов колір', 'Избери цвят'),
    };
  }
  if (code === 'W4') {
    return {
      colour: null,
      glyph: { kind: 'wild', text: '+4' },
      corner: '+4',
      name: t('Wild Draw Four', 'Закажи цвет и возьми четыре', 'Замов колір і візьми чотири', 'Избери цвят и тегли четири'),
    };
  }
  const colour = code.charAt(0);
  const rest = code.slice(1);
  if (!COLOURS.uno.includes(colour) || rest.length !== 1) return null;
  if (/^[0-9]$/.test(rest)) return numberFace(colour, rest);
  const action = UNO_ACTIONS[rest];
  return action === undefined ? null : actionFace(colour, action);
}

export function svintusFace(code: string): Face | null {
  if (code === 'P') {
    return { colour: null, glyph: { kind: 'snout' }, corner: 'P', name: t('Polisvin', 'Полисвин', 'Полісвин', 'Полисвин') };
  }
  const colour = code.charAt(0);
  const rest = code.slice(1);
  if (!COLOURS.svintus.includes(colour) || rest.length !== 1) return null;
  if (/^[0-7]$/.test(rest)) return numberFace(colour, rest);
  const action = SVINTUS_ACTIONS[rest];
  return action === undefined ? null : actionFace(colour, action);
}

export const faceOf = (game: SheddingGame, code: string): Face | null => (game === 'uno' ? unoFace(code) : svintusFace(code));
