/** Ratuki's table words in the club's four languages, beside the view they belong to. */
import type { Text } from '@kozyr/engine/client';

export const L = {
  place: { en: 'Place {n}', ru: 'Место {n}', uk: 'Місце {n}', bg: 'Място {n}' },
  startHere: { en: '1 or Ratuki starts here', ru: 'Сюда — 1 или Ratuki', uk: 'Сюди — 1 або Ratuki', bg: 'Тук — 1 или Ratuki' },
  cards: { en: 'in the stack: {n}', ru: 'в стопке: {n}', uk: 'у стосі: {n}', bg: 'в купчината: {n}' },
  hand: { en: 'Hand', ru: 'Рука', uk: 'Рука', bg: 'Ръка' },
  draw: { en: 'Draw', ru: 'Колода', uk: 'Колода', bg: 'Тесте' },
  junk: { en: 'Junk', ru: 'Сброс', uk: 'Скид', bg: 'Отпадъци' },
  junkIt: { en: 'Junk the card', ru: 'В сброс', uk: 'У скид', bg: 'Изхвърли' },
  score: { en: 'Score pile', ru: 'Взято', uk: 'Взято', bg: 'Взети' },
  total: { en: 'Total', ru: 'Всего', uk: 'Усього', bg: 'Общо' },
  countdown: { en: 'Ratuki! in {s} s', ru: 'Ratuki! через {s} с', uk: 'Ratuki! за {s} с', bg: 'Ratuki! след {s} с' },
  go: { en: 'Ratuki! Play!', ru: 'Ratuki! Играем!', uk: 'Ratuki! Граємо!', bg: 'Ratuki! Играем!' },
  roundOver: { en: 'Round {n} is over', ru: 'Раунд {n} окончен', uk: 'Раунд {n} закінчено', bg: 'Рунд {n} свърши' },
  out: { en: '{name}: OUT!', ru: '{name}: OUT!', uk: '{name}: OUT!', bg: '{name}: OUT!' },
  dead: {
    en: 'Nothing can be played any more',
    ru: 'Больше ничего нельзя сыграть',
    uk: 'Більше нічого не можна зіграти',
    bg: 'Нищо повече не може да се изиграе',
  },
  gameOver: { en: 'Game over', ru: 'Игра окончена', uk: 'Гру закінчено', bg: 'Играта свърши' },
  round: { en: 'Round', ru: 'Раунд', uk: 'Раунд', bg: 'Рунд' },
  sheet: { en: 'Score sheet', ru: 'Счёт', uk: 'Рахунок', bg: 'Резултати' },
  race: { en: 'The race', ru: 'Гонка', uk: 'Перегони', bg: 'Надпреварата' },
  took: { en: 'took {n}', ru: 'забрал {n}', uk: 'забрав {n}', bg: 'взе {n}' },
  junked: { en: 'junked a card', ru: 'сбросил карту', uk: 'скинув карту', bg: 'изхвърли карта' },
  keys: {
    en: 'Keys: 1–3 pick a card, then 1–{n} the place; J junks it; Esc cancels. Or drag a card onto a stack, or tap a stack.',
    ru:
      'Клавиши: 1–3 — карта, затем 1–{n} — место; J — в сброс; Esc — отмена. Или перетащите карту на стопку, или нажмите на стопку.',
    uk:
      'Клавіші: 1–3 — карта, потім 1–{n} — місце; J — у скид; Esc — скасувати. Або перетягніть карту на стос, або торкніться стосу.',
    bg:
      'Клавиши: 1–3 — карта, после 1–{n} — място; J — изхвърляне; Esc — отказ. Или плъзнете карта върху купчина, или докоснете купчина.',
  },
  latency: {
    en: 'confirmed in {ms} ms',
    ru: 'подтверждение за {ms} мс',
    uk: 'підтвердження за {ms} мс',
    bg: 'потвърдено за {ms} мс',
  },
  ratuki: { en: 'Ratuki', ru: 'Ratuki', uk: 'Ratuki', bg: 'Ratuki' },
  spectating: { en: 'Watching', ru: 'Вы зритель', uk: 'Ви глядач', bg: 'Гледате' },
} as const satisfies Readonly<Record<string, Text>>;

export function fillText(template: string, params: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
}
