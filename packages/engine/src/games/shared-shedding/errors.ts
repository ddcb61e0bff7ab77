/**
 * Messages of the shedding games' rule errors, in every UI language. Each game
 * pairs them with its own rule pointers (seed-001#uno-..., seed-001#svintus-...)
 * and builds its `fail` with errorFactory under its own id.
 */
import type { Catalogue } from '../../core/messages.ts';
import type { Text } from '../../core/types.ts';
import type { ErrorKey } from './types.ts';

export const ERROR_TEXTS: Readonly<Record<ErrorKey, Text>> = {
  'match-over': { en: 'The match is over.', ru: 'Матч окончен.', uk: 'Матч закінчено.', bg: 'Мачът приключи.' },
  'not-your-turn': { en: 'It is not your turn.', ru: 'Сейчас не ваш ход.', uk: 'Зараз не ваш хід.', bg: 'Не е ваш ред.' },
  'not-in-hand': {
    en: 'You do not hold {card}.',
    ru: 'У вас нет карты {card}.',
    uk: 'У вас немає карти {card}.',
    bg: 'Нямате карта {card}.',
  },
  'does-not-match': {
    en: '{card} matches the top card neither by colour nor by picture.',
    ru: '{card} не совпадает с верхней картой ни по цвету, ни по картинке.',
    uk: '{card} не збігається з верхньою картою ні за кольором, ні за малюнком.',
    bg: '{card} не съвпада с горната карта нито по цвят, нито по картинка.',
  },
  'only-drawn-card': {
    en: 'After drawing you may play only the drawn card ({card}) or pass.',
    ru: 'После взятия можно сыграть только взятую карту ({card}) или пропустить.',
    uk: 'Після взяття можна зіграти лише взяту карту ({card}) або пропустити.',
    bg: 'След теглене можете да играете само изтеглената карта ({card}) или да пропуснете.',
  },
  'cannot-draw': {
    en: 'There is no card left to draw.',
    ru: 'Брать больше нечего.',
    uk: 'Брати більше нічого.',
    bg: 'Няма карти за теглене.',
  },
  'must-play': {
    en: 'You hold a card that fits: play it; only a player without one draws.',
    ru: 'У вас есть подходящая карта — ходите ею; берёт только тот, у кого её нет.',
    uk: 'У вас є відповідна карта — ходіть нею; бере лише той, у кого її немає.',
    bg: 'Имате подходяща карта — играйте я; тегли само който няма такава.',
  },
  'cannot-pass': {
    en: 'You may pass only after drawing, or when you can neither play nor draw.',
    ru: 'Пропустить можно только после взятия карты или когда нельзя ни сходить, ни взять.',
    uk: 'Пропустити можна лише після взяття карти або коли не можна ні походити, ні взяти.',
    bg: 'Можете да пропуснете само след теглене или когато не можете нито да играете, нито да теглите.',
  },
  'colour-needed': {
    en: 'Name a colour for {card}.',
    ru: 'Назовите цвет для {card}.',
    uk: 'Назвіть колір для {card}.',
    bg: 'Посочете цвят за {card}.',
  },
  'colour-not-needed': {
    en: '{card} has its own colour; do not name one.',
    ru: 'У {card} свой цвет, заказывать его не нужно.',
    uk: '{card} має свій колір, замовляти його не треба.',
    bg: '{card} има свой цвят; не посочвайте друг.',
  },
  'bad-colour': {
    en: 'No such colour: {colour}.',
    ru: 'Нет такого цвета: {colour}.',
    uk: 'Немає такого кольору: {colour}.',
    bg: 'Няма такъв цвят: {colour}.',
  },
  'choose-colour-first': {
    en: 'Name the colour of the first card first.',
    ru: 'Сначала назовите цвет первой карты.',
    uk: 'Спершу назвіть колір першої карти.',
    bg: 'Първо посочете цвета на първата карта.',
  },
  'answer-penalty': {
    en: 'Take the penalty or pass it on with a card of the same picture.',
    ru: 'Примите штраф или переведите его картой с той же картинкой.',
    uk: 'Прийміть штраф або переведіть його картою з тим самим малюнком.',
    bg: 'Приемете наказанието или го прехвърлете с карта със същата картинка.',
  },
  'answer-challenge': {
    en: 'Accept the Wild Draw Four or challenge it first.',
    ru: 'Сначала примите «Возьми четыре» или потребуйте проверку.',
    uk: 'Спершу прийміть «Візьми чотири» або вимагайте перевірку.',
    bg: 'Първо приемете „Тегли четири“ или поискайте проверка.',
  },
  'wait-for-slap': {
    en: 'Everyone slaps first; play goes on after the slap.',
    ru: 'Сначала все хлопают; игра продолжится после хлопка.',
    uk: 'Спершу всі плескають; гра продовжиться після плескання.',
    bg: 'Първо всички плясват; играта продължава след това.',
  },
  'cannot-intercept': {
    en: 'This card cannot be intercepted now.',
    ru: 'Эту карту сейчас нельзя перехватить.',
    uk: 'Цю карту зараз не можна перехопити.',
    bg: 'Тази карта не може да бъде прехваната сега.',
  },
  'nothing-to-accept': {
    en: 'There is nothing to accept.',
    ru: 'Принимать нечего.',
    uk: 'Приймати нічого.',
    bg: 'Няма какво да приемете.',
  },
  'nothing-to-challenge': {
    en: 'There is no Wild Draw Four to challenge.',
    ru: 'Нет карты «Возьми четыре» для проверки.',
    uk: 'Немає карти «Візьми чотири» для перевірки.',
    bg: 'Няма карта „Тегли четири“ за проверка.',
  },
  'no-colour-to-choose': {
    en: 'There is no colour to name now.',
    ru: 'Сейчас не нужно называть цвет.',
    uk: 'Зараз не треба називати колір.',
    bg: 'Сега не се посочва цвят.',
  },
  'cannot-call': {
    en: 'The call is made when playing your second-to-last card.',
    ru: 'Объявлять нужно, когда выкладываете предпоследнюю карту.',
    uk: 'Оголошувати треба, коли викладаєте передостанню карту.',
    bg: 'Обявява се, когато играете предпоследната си карта.',
  },
  'nothing-to-catch': {
    en: 'That player cannot be caught now.',
    ru: 'Этого игрока сейчас нельзя поймать.',
    uk: 'Цього гравця зараз не можна спіймати.',
    bg: 'Този играч не може да бъде хванат сега.',
  },
  'cannot-slap': {
    en: 'There is nothing to slap now.',
    ru: 'Сейчас хлопать не нужно.',
    uk: 'Зараз плескати не треба.',
    bg: 'Сега няма нужда да плясвате.',
  },
  'nothing-to-decline': {
    en: 'There is no card to let go by now.',
    ru: 'Сейчас нечего пропускать.',
    uk: 'Зараз нічого пропускати.',
    bg: 'Сега няма какво да пропуснете.',
  },
  'bad-move': {
    en: 'Not a move of this game: {why}.',
    ru: 'Такого хода в игре нет: {why}.',
    uk: 'Такого ходу в грі немає: {why}.',
    bg: 'Няма такъв ход в играта: {why}.',
  },
  'bad-deck': {
    en: 'A stacked deck must hold exactly the {count} cards of this game ({detail}).',
    ru: 'Подложенная колода должна содержать ровно {count} карт этой игры ({detail}).',
    uk: 'Підкладена колода має містити рівно {count} карт цієї гри ({detail}).',
    bg: 'Подредената колода трябва да съдържа точно {count} карти на тази игра ({detail}).',
  },
};

/** A game's catalogue: these messages under the game's own rule pointers. */
export function catalogueWith(rules: Readonly<Record<ErrorKey, string>>): Catalogue<ErrorKey> {
  const out = {} as Record<ErrorKey, { rule: string; text: Text; }>;
  for (const key of Object.keys(ERROR_TEXTS) as ErrorKey[]) out[key] = { rule: rules[key], text: ERROR_TEXTS[key] };
  return out;
}
