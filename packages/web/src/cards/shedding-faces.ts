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

/** Text on a colour's fill (a colour button): white where it reads, near-black on the light fills (yellow, orange). */
export const COLOUR_INK: Readonly<Record<string, string>> = {
  R: '#fff',
  G: '#fff',
  B: '#fff',
  Y: '#1b1b1b',
  O: '#1b1b1b',
};

/** A button painted in a colour, its text readable on it. */
export const colourButtonStyle = (colour: string): { background: string; color: string; } => ({
  background: COLOUR_FILL[colour] ?? '#777',
  color: COLOUR_INK[colour] ?? '#fff',
});

export const COLOUR_NAME: Readonly<Record<string, Text>> = {
  R: { ru: 'Красный', uk: 'Червоний', bg: 'Червен', en: 'Red' },
  G: { ru: 'Зелёный', uk: 'Зелений', bg: 'Зелен', en: 'Green' },
  B: { ru: 'Синий', uk: 'Синій', bg: 'Син', en: 'Blue' },
  Y: { ru: 'Жёлтый', uk: 'Жовтий', bg: 'Жълт', en: 'Yellow' },
  O: { ru: 'Оранжевый', uk: 'Помаранчевий', bg: 'Оранжев', en: 'Orange' },
};

/** The letter printed on a colour: the first letter of its name in the UI language (unique within each game). */
export const colourLetter = (colour: string, lang: Lang): string =>
  (COLOUR_NAME[colour]?.[lang] ?? colour).charAt(0).toUpperCase();

const UNO_ACTIONS: Readonly<Record<string, { glyph: Glyph; corner: string; name: Text; }>> = {
  S: { glyph: { kind: 'skip' }, corner: '⊘', name: { ru: 'Пропусти ход', uk: 'Пропусти хід', bg: 'Пропусни ход', en: 'Skip' } },
  R: {
    glyph: { kind: 'reverse' },
    corner: '⇄',
    name: { ru: 'Ход обратно', uk: 'Хід назад', bg: 'Обратна посока', en: 'Reverse' },
  },
  D: {
    glyph: { kind: 'text', text: '+2' },
    corner: '+2',
    name: { ru: 'Возьми две', uk: 'Візьми дві', bg: 'Тегли две', en: 'Draw Two' },
  },
};

const SVINTUS_ACTIONS: Readonly<Record<string, { glyph: Glyph; corner: string; name: Text; }>> = {
  K: { glyph: { kind: 'text', text: '+3' }, corner: '+3', name: { ru: 'Хапеж', uk: 'Хапеж', bg: 'Хапеж', en: 'Khapezh' } },
  R: { glyph: { kind: 'reverse' }, corner: '⇄', name: { ru: 'Перехрюк', uk: 'Перехрюк', bg: 'Перехрюк', en: 'Perekhryuk' } },
  Z: { glyph: { kind: 'skip' }, corner: 'Zz', name: { ru: 'Захрапин', uk: 'Захрапин', bg: 'Захрапин', en: 'Zakhrapin' } },
  T: { glyph: { kind: 'silence' }, corner: 'Ш', name: { ru: 'Тихохрюн', uk: 'Тихохрюн', bg: 'Тихохрюн', en: 'Tikhokhryun' } },
  H: { glyph: { kind: 'slap' }, corner: '!!', name: { ru: 'Хлопкопыт', uk: 'Хлопкопит', bg: 'Хлопкопит', en: 'Khlopkopyt' } },
};

function numberFace(colour: string, n: string): Face {
  const name = COLOUR_NAME[colour]!;
  return {
    colour,
    glyph: { kind: 'text', text: n },
    corner: n,
    name: { ru: `${name.ru} ${n}`, uk: `${name.uk} ${n}`, bg: `${name.bg} ${n}`, en: `${name.en} ${n}` },
  };
}

function actionFace(colour: string, a: { glyph: Glyph; corner: string; name: Text; }): Face {
  const c = COLOUR_NAME[colour]!;
  return {
    colour,
    glyph: a.glyph,
    corner: a.corner,
    name: { ru: `${a.name.ru}, ${c.ru}`, uk: `${a.name.uk}, ${c.uk}`, bg: `${a.name.bg}, ${c.bg}`, en: `${a.name.en}, ${c.en}` },
  };
}

export function unoFace(code: string): Face | null {
  if (code === 'W') {
    return {
      colour: null,
      glyph: { kind: 'wild', text: '' },
      corner: 'W',
      name: { ru: 'Закажи цвет', uk: 'Замов колір', bg: 'Избери цвят', en: 'Wild' },
    };
  }
  if (code === 'W4') {
    return {
      colour: null,
      glyph: { kind: 'wild', text: '+4' },
      corner: '+4',
      name: {
        ru: 'Закажи цвет и возьми четыре',
        uk: 'Замов колір і візьми чотири',
        bg: 'Избери цвят и тегли четири',
        en: 'Wild Draw Four',
      },
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
    return {
      colour: null,
      glyph: { kind: 'snout' },
      corner: 'P',
      name: { ru: 'Полисвин', uk: 'Полісвин', bg: 'Полисвин', en: 'Polisvin' },
    };
  }
  const colour = code.charAt(0);
  const rest = code.slice(1);
  if (!COLOURS.svintus.includes(colour) || rest.length !== 1) return null;
  if (/^[0-7]$/.test(rest)) return numberFace(colour, rest);
  const action = SVINTUS_ACTIONS[rest];
  return action === undefined ? null : actionFace(colour, action);
}

export const faceOf = (game: SheddingGame, code: string): Face | null => (game === 'uno' ? unoFace(code) : svintusFace(code));
