/** The title and the labels of settings and values, in every UI language. */
import type { Text } from '../../core/types.ts';

export const title: Text = { ru: 'Дурак', uk: 'Дурень', bg: 'Дурак', en: 'Durak' };

const t = (en: string, ru: string, uk: string, bg: string): Text => ({ en, ru, uk, bg });

export const texts: Readonly<Record<string, Text>> = {
  variant: t('Variant', 'Вариант', 'Різновид', 'Вариант'),
  'variant.podkidnoy': t('Podkidnoy (throw-in)', 'Подкидной', 'Підкидний', 'Подкидной'),
  'variant.perevodnoy': t('Perevodnoy (transfer)', 'Переводной', 'Перевідний', 'Преводен'),
  'variant.joker': t('With joker', 'С джокером', 'З джокером', 'С жокер'),
  'variant.pustushka': t('Pustushka (blank card)', 'Пустышка', 'Пустушка', 'Празна карта'),
  'variant.porozhniy': t('Porozhniy (draw into an empty hand)', 'Порожний', 'Порожній', 'Празна ръка'),
  'variant.japanese': t('Japanese', 'Японский', 'Японський', 'Японски'),
  deck: t('Base deck', 'Основа колоды', 'Основа колоди', 'Основа на тестето'),
  'deck.24': t('24 cards (9–A)', '24 карты (9–Т)', '24 карти (9–Т)', '24 карти (9–А)'),
  'deck.32': t('32 cards (7–A)', '32 карты (7–Т)', '32 карти (7–Т)', '32 карти (7–А)'),
  'deck.36': t('36 cards (6–A)', '36 карт (6–Т)', '36 карт (6–Т)', '36 карти (6–А)'),
  'deck.52': t('52 cards (2–A)', '52 карты (2–Т)', '52 карти (2–Т)', '52 карти (2–А)'),
  dealSize: t('Cards dealt', 'Раздача', 'Роздача', 'Раздадени карти'),
  firstBoutLimit: t('First bout limit', 'Лимит первого отбоя', 'Межа першого відбою', 'Лимит на първия бой'),
  'firstBoutLimit.5': t('5 cards', '5 карт', '5 карт', '5 карти'),
  'firstBoutLimit.6': t('6 cards', '6 карт', '6 карт', '6 карти'),
  throwIn: t('Who throws in', 'Кто подкидывает', 'Хто підкидає', 'Кой хвърля'),
  'throwIn.all': t('Everyone', 'Все', 'Усі', 'Всички'),
  'throwIn.neighbours': t('The defender’s neighbours', 'Соседи защитника', 'Сусіди захисника', 'Съседите на защитника'),
  series: t('Series to N losses', 'Серия до N проигрышей', 'Серія до N програшів', 'Серия до N загуби'),
};
