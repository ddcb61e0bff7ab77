/**
 * Texts filled into rule-error messages per language: why a card does not
 * beat another, why a seat may not act now.
 */
import { LANGS, type RuleError, type Text } from '../../core/types.ts';
import type { BeatReason } from './cards.ts';
import { type ErrorKey, fail } from './errors.ts';

/** Reasons a card cannot beat another, filled into the `cannot-beat` message per language. */
const REASONS: Readonly<Record<Exclude<BeatReason, 'beats'>, Text>> = {
  'lower-rank': {
    en: 'a card of the same suit must be higher',
    ru: 'карта той же масти должна быть старше',
    uk: 'карта тієї ж масті має бути старшою',
    bg: 'картата от същата боя трябва да е по-силна',
  },
  'other-suit': {
    en: 'it is neither of the same suit nor a trump (colour is not suit)',
    ru: 'она не той же масти и не козырь (цвет — не масть)',
    uk: 'вона не тієї ж масті й не козир (колір — не масть)',
    bg: 'не е от същата боя и не е коз (цветът не е боя)',
  },
  'japanese-spade': {
    en: 'in japanese Durak a spade is beaten only by a higher spade, never by a trump',
    ru: 'в японском дураке пику бьёт только старшая пика, но не козырь',
    uk: 'у японському дурні піку б’є лише старша піка, але не козир',
    bg: 'в японския дурак пика се бие само с по-силна пика, не и с коз',
  },
  'nothing-beats-joker': {
    en: 'nothing beats the joker of a short deck',
    ru: 'джокера короткой колоды ничто не бьёт',
    uk: 'джокера короткої колоди ніщо не б’є',
    bg: 'жокерът на късата колода не се бие с нищо',
  },
  'ordinary-vs-joker': {
    en: 'no ordinary card beats a joker; only the other joker does',
    ru: 'обычная карта не бьёт джокера; его бьёт только другой джокер',
    uk: 'звичайна карта не б’є джокера; його б’є лише інший джокер',
    bg: 'обикновена карта не бие жокер; бие го само другият жокер',
  },
  'red-joker-colour': {
    en: 'the red joker beats only hearts and diamonds',
    ru: 'красный джокер бьёт только черви и бубны',
    uk: 'червоний джокер б’є лише чирву й бубну',
    bg: 'червеният жокер бие само купи и кари',
  },
  'black-joker-colour': {
    en: 'the black joker beats only clubs and spades',
    ru: 'чёрный джокер бьёт только трефы и пики',
    uk: 'чорний джокер б’є лише трефу й піку',
    bg: 'черният жокер бие само спатии и пики',
  },
};

/** A rule error whose `{placeholders}` take per-language texts (reasons, roles). */
export function failWith(
  key: ErrorKey,
  params: Readonly<Record<string, string | number>>,
  texts: Readonly<Record<string, Text>>,
): RuleError {
  const base = fail(key, params);
  const message = {} as Record<(typeof LANGS)[number], string>;
  for (const lang of LANGS) {
    let m = base.message[lang];
    for (const [name, text] of Object.entries(texts)) m = m.replace(`{${name}}`, text[lang]);
    message[lang] = m;
  }
  return { ...base, message };
}

export function cannotBeat(card: string, attack: string, reason: Exclude<BeatReason, 'beats'>): RuleError {
  return failWith('cannot-beat', { card, attack }, { reason: REASONS[reason] });
}

/** Why a seat may not act now (the `{why}` of not-your-turn / nothing-to-take). */
export const WHY = {
  notDefender: {
    en: 'only the defender covers, takes or transfers',
    ru: 'крыть, брать и переводить может только защитник',
    uk: 'бити, брати й переводити може лише захисник',
    bg: 'само защитникът покрива, взима или превежда',
  },
  notMainAttacker: {
    en: 'the main attacker leads the bout',
    ru: 'бой начинает главный нападающий',
    uk: 'бій починає головний нападник',
    bg: 'боят започва от главния нападател',
  },
  noTable: {
    en: 'no attack card lies on the table',
    ru: 'на столе нет карт атаки',
    uk: 'на столі немає карт атаки',
    bg: 'на масата няма карти за атака',
  },
  out: {
    en: 'it is out of this game',
    ru: 'оно уже вышло из этой игры',
    uk: 'воно вже вийшло з цієї гри',
    bg: 'то вече излезе от тази игра',
  },
  noSeat: {
    en: 'there is no such seat at this table',
    ru: 'такого места за столом нет',
    uk: 'такого місця за столом немає',
    bg: 'такова място на масата няма',
  },
  allCovered: {
    en: 'every attack card is covered',
    ru: 'все карты атаки покрыты',
    uk: 'усі карти атаки побито',
    bg: 'всички карти за атака са покрити',
  },
} as const satisfies Record<string, Text>;
