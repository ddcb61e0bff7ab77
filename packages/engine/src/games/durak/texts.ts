/** The title and the labels of settings and values, in every UI language. */
import type { Text } from '../../core/types.ts';

export const title: Text = { ru: 'Дурак', uk: 'Дурень', bg: 'Дурак', en: 'Durak' };

export const texts: Readonly<Record<string, Text>> = {
  variant: { ru: 'Вариант', uk: 'Різновид', bg: 'Вариант', en: 'Variant' },
  'variant.podkidnoy': { ru: 'Подкидной', uk: 'Підкидний', bg: 'Подкидной', en: 'Podkidnoy (throw-in)' },
  'variant.perevodnoy': { ru: 'Переводной', uk: 'Перевідний', bg: 'Преводен', en: 'Perevodnoy (transfer)' },
  'variant.joker': { ru: 'С джокером', uk: 'З джокером', bg: 'С жокер', en: 'With joker' },
  'variant.pustushka': { ru: 'Пустышка', uk: 'Пустушка', bg: 'Празна карта', en: 'Pustushka (blank card)' },
  'variant.porozhniy': { ru: 'Порожний', uk: 'Порожній', bg: 'Празна ръка', en: 'Porozhniy (draw into an empty hand)' },
  'variant.japanese': { ru: 'Японский', uk: 'Японський', bg: 'Японски', en: 'Japanese' },
  deck: { ru: 'Основа колоды', uk: 'Основа колоди', bg: 'Основа на тестето', en: 'Base deck' },
  'deck.24': { ru: '24 карты (9–Т)', uk: '24 карти (9–Т)', bg: '24 карти (9–А)', en: '24 cards (9–A)' },
  'deck.32': { ru: '32 карты (7–Т)', uk: '32 карти (7–Т)', bg: '32 карти (7–А)', en: '32 cards (7–A)' },
  'deck.36': { ru: '36 карт (6–Т)', uk: '36 карт (6–Т)', bg: '36 карти (6–А)', en: '36 cards (6–A)' },
  'deck.52': { ru: '52 карты (2–Т)', uk: '52 карти (2–Т)', bg: '52 карти (2–А)', en: '52 cards (2–A)' },
  dealSize: { ru: 'Раздача', uk: 'Роздача', bg: 'Раздадени карти', en: 'Cards dealt' },
  firstBoutLimit: { ru: 'Лимит первого отбоя', uk: 'Межа першого відбою', bg: 'Лимит на първия бой', en: 'First bout limit' },
  'firstBoutLimit.5': { ru: '5 карт', uk: '5 карт', bg: '5 карти', en: '5 cards' },
  'firstBoutLimit.6': { ru: '6 карт', uk: '6 карт', bg: '6 карти', en: '6 cards' },
  throwIn: { ru: 'Кто подкидывает', uk: 'Хто підкидає', bg: 'Кой хвърля', en: 'Who throws in' },
  'throwIn.all': { ru: 'Все', uk: 'Усі', bg: 'Всички', en: 'Everyone' },
  'throwIn.neighbours': {
    ru: 'Соседи защитника',
    uk: 'Сусіди захисника',
    bg: 'Съседите на защитника',
    en: 'The defender’s neighbours',
  },
  series: { ru: 'Серия до N проигрышей', uk: 'Серія до N програшів', bg: 'Серия до N загуби', en: 'Series to N losses' },
};
