/**
 * The table words of UNO and Svintus in the club's four languages (the engines'
 * texts.ts hold only titles, settings and colour names). Kept beside the views,
 * like Thousand's, so a game's vocabulary travels with its view.
 */
import type { Lang, Text } from '@kozyr/engine/client';

export function fillText(template: string, params: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m));
}

export const L = {
  yourTurn: { ru: 'Ваш ход', uk: 'Ваш хід', bg: 'Ваш ход', en: 'Your turn' },
  turnOf: { ru: 'Ходит: {name}', uk: 'Ходить: {name}', bg: 'На ход: {name}', en: 'Turn: {name}' },
  cards: { ru: 'карт: {n}', uk: 'карт: {n}', bg: 'карти: {n}', en: 'cards: {n}' },
  slapped: { ru: 'хлопнул', uk: 'плеснув', bg: 'плесна', en: 'slapped' },
  called: { ru: 'объявил', uk: 'оголосив', bg: 'обяви', en: 'called' },
  dealer: { ru: 'сдаёт', uk: 'роздає', bg: 'раздава', en: 'dealer' },
  stock: { ru: 'Колода: {n}', uk: 'Колода: {n}', bg: 'Тесте: {n}', en: 'Stock: {n}' },
  pile: { ru: 'Сброс: {n}', uk: 'Скид: {n}', bg: 'Купчина: {n}', en: 'Pile: {n}' },
  colour: { ru: 'Цвет', uk: 'Колір', bg: 'Цвят', en: 'Colour' },
  clockwise: { ru: 'По часовой', uk: 'За годинниковою', bg: 'По часовника', en: 'Clockwise' },
  counter: { ru: 'Против часовой', uk: 'Проти годинникової', bg: 'Обратно на часовника', en: 'Counter-clockwise' },
  hand: { ru: 'Раздача {n}', uk: 'Роздача {n}', bg: 'Раздаване {n}', en: 'Hand {n}' },
  draw: { ru: 'Взять карту', uk: 'Взяти карту', bg: 'Тегли карта', en: 'Draw a card' },
  pass: { ru: 'Пас', uk: 'Пас', bg: 'Пас', en: 'Pass' },
  keep: { ru: 'Оставить', uk: 'Залишити', bg: 'Задръж я', en: 'Keep it' },
  playDrawn: { ru: 'Сыграть взятую карту', uk: 'Зіграти взяту карту', bg: 'Изиграй изтеглената', en: 'Play the drawn card' },
  accept: { ru: 'Взять {n}', uk: 'Взяти {n}', bg: 'Вземи {n}', en: 'Take {n}' },
  acceptSkip: { ru: 'Пропустить ход', uk: 'Пропустити хід', bg: 'Пропусни хода', en: 'Miss the turn' },
  acceptFour: { ru: 'Принять: взять 4', uk: 'Прийняти: взяти 4', bg: 'Приеми: вземи 4', en: 'Accept: take 4' },
  challenge: {
    ru: 'Оспорить +4 ({name})',
    uk: 'Оскаржити +4 ({name})',
    bg: 'Оспори +4 ({name})',
    en: 'Challenge the +4 of {name}',
  },
  catch: { ru: 'Поймать: {name}!', uk: 'Спіймати: {name}!', bg: 'Хвани {name}!', en: 'Catch {name}!' },
  intercept: { ru: 'Перехват!', uk: 'Перехоплення!', bg: 'Прихващане!', en: 'Intercept!' },
  jumpIn: { ru: 'Вмешаться!', uk: 'Втрутитися!', bg: 'Намеси се!', en: 'Jump in!' },
  decline: { ru: 'Пропустить', uk: 'Пропустити', bg: 'Пропусни', en: 'Let it go' },
  chooseColour: { ru: 'Выберите цвет', uk: 'Виберіть колір', bg: 'Изберете цвят', en: 'Choose the colour' },
  playAs: { ru: 'Сыграть как', uk: 'Зіграти як', bg: 'Изиграй като', en: 'Play as' },
  cancel: { ru: 'Отмена', uk: 'Скасувати', bg: 'Отказ', en: 'Cancel' },
  window: { ru: 'Окно закроется', uk: 'Вікно закриється', bg: 'Прозорецът се затваря', en: 'Window closes' },
  silence: {
    ru: 'Тишина! {name} сыграл Тихохрюна: кто заговорит, берёт 2 карты',
    uk: 'Тиша! {name} зіграв Тихохрюна: хто заговорить, бере 2 карти',
    bg: 'Тишина! {name} изигра Тихохрюн: който проговори, тегли 2 карти',
    en: 'Silence! {name} played Tikhokhryun: whoever speaks takes 2 cards',
  },
  chatSilence: {
    ru: 'Действует тишина: сообщение сейчас стоит 2 карты',
    uk: 'Діє тиша: повідомлення зараз коштує 2 карти',
    bg: 'Тишина: съобщение сега ви струва 2 карти',
    en: 'Silence holds: sending a message now costs you 2 cards',
  },
  slapNow: {
    ru: 'Хлопкопыт! Хлопайте — последний берёт 2',
    uk: 'Хлопкопит! Плескайте — останній бере 2',
    bg: 'Хлопкопит! Плеснете — последният тегли 2',
    en: 'Khlopkopyt! Slap the table — the last one takes 2',
  },
  standings: { ru: 'Таблица матча', uk: 'Таблиця матчу', bg: 'Класиране', en: 'Standings' },
  seat: { ru: 'Игрок', uk: 'Гравець', bg: 'Играч', en: 'Player' },
  total: { ru: 'Итого', uk: 'Разом', bg: 'Общо', en: 'Total' },
  place: { ru: 'Место', uk: 'Місце', bg: 'Място', en: 'Place' },
  handWon: { ru: '{name} сбросил все карты', uk: '{name} скинув усі карти', bg: '{name} излезе', en: '{name} went out' },
  earlierHands: {
    ru: 'прежние раздачи: см. итог',
    uk: 'попередні роздачі: див. підсумок',
    bg: 'предишни раздавания: вижте общо',
    en: 'earlier hands: see the totals',
  },
  nextHand: {
    ru: 'Сдаётся следующая раздача…',
    uk: 'Роздається наступна роздача…',
    bg: 'Раздава се следващото…',
    en: 'Next hand is being dealt…',
  },
  matchOver: { ru: 'Матч окончен', uk: 'Матч завершено', bg: 'Мачът свърши', en: 'Match over' },
  evCaught: {
    ru: '{by} поймал: {name} берёт {n}',
    uk: '{by} спіймав: {name} бере {n}',
    bg: '{by} хвана {name}: +{n} карти',
    en: '{by} caught {name}: +{n} cards',
  },
  evGuilty: {
    ru: 'Вызов удался: {name} берёт 4',
    uk: 'Виклик вдався: {name} бере 4',
    bg: 'Оспорването успя: {name} тегли 4',
    en: 'Challenge won: {name} takes 4',
  },
  evInnocent: {
    ru: 'Вызов не удался: {name} берёт 6',
    uk: 'Виклик не вдався: {name} бере 6',
    bg: 'Оспорването се провали: {name} тегли 6',
    en: 'Challenge lost: {name} takes 6',
  },
  evSlapLosers: {
    ru: 'Хлопнули последними: {names}',
    uk: 'Плеснули останніми: {names}',
    bg: 'Плеснаха последни: {names}',
    en: 'Slapped last: {names}',
  },
  evSilenceBroken: {
    ru: '{name} нарушил тишину: +2 карты',
    uk: '{name} порушив тишу: +2 карти',
    bg: '{name} наруши тишината: +2 карти',
    en: '{name} broke the silence: +2 cards',
  },
  evIntercept: { ru: '{name} перехватил!', uk: '{name} перехопив!', bg: '{name} прихвана!', en: '{name} intercepted!' },
  evWrongCard: {
    ru: '{name} сыграл неподходящую карту: +2',
    uk: '{name} зіграв невідповідну карту: +2',
    bg: '{name} изигра грешна карта: +2',
    en: '{name} played a wrong card: +2',
  },
  evReshuffle: {
    ru: 'Сброс перетасован в колоду',
    uk: 'Скид перетасовано в колоду',
    bg: 'Купчината е разбъркана в тестето',
    en: 'The pile was reshuffled into the stock',
  },
  hide: { ru: 'Скрыть', uk: 'Сховати', bg: 'Скрий', en: 'Hide' },
  penaltyPlay: {
    ru: 'Не подходит: сыграв её, вы возьмёте {n} карты',
    uk: 'Не підходить: зігравши її, ви візьмете {n} карти',
    bg: 'Не пасва: ако я изиграете, теглите {n} карти',
    en: 'Does not fit: playing it costs you {n} cards',
  },
  points: { ru: 'Очки', uk: 'Очки', bg: 'Точки', en: 'Points' },
} as const satisfies Record<string, Text>;

export type LabelKey = keyof typeof L;

export const label = (key: LabelKey, lang: Lang, params: Readonly<Record<string, string | number>> = {}): string =>
  fillText(L[key][lang], params);
