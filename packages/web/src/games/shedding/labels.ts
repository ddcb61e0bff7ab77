/**
 * The table words of UNO and Svintus in the club's four languages (the engines'
 * texts.ts hold only titles, settings and colour names). Kept beside the views,
 * like Thousand's, so a game's vocabulary travels with its view.
 */
import type { Lang, Text } from '@kozyr/engine/client';

const t = (en: string, ru: string, uk: string, bg: string): Text => ({ en, ru, uk, bg });

export function fillText(template: string, params: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m));
}

export const L = {
  yourTurn: t('Your turn', 'Ваш ход', 'Ваш хід', 'Ваш ход'),
  turnOf: t('Turn: {name}', 'Ходит: {name}', 'Ходить: {name}', 'На ход: {name}'),
  cards: t('cards: {n}', 'карт: {n}', 'карт: {n}', 'карти: {n}'),
  slapped: t('slapped', 'хлопнул', 'плеснув', 'плесна'),
  called: t('called', 'объявил', 'оголосив', 'обяви'),
  dealer: t('dealer', 'сдаёт', 'роздає', 'раздава'),
  stock: t('Stock: {n}', 'Колода: {n}', 'Колода: {n}', 'Тесте: {n}'),
  pile: t('Pile: {n}', 'Сброс: {n}', 'Скид: {n}', 'Купчина: {n}'),
  colour: t('Colour', 'Цвет', 'Колір', 'Цвят'),
  clockwise: t('Clockwise', 'По часовой', 'За годинниковою', 'По часовника'),
  counter: t('Counter-clockwise', 'Против часовой', 'Проти годинникової', 'Обратно на часовника'),
  hand: t('Hand {n}', 'Раздача {n}', 'Роздача {n}', 'Раздаване {n}'),
  draw: t('Draw a card', 'Взять карту', 'Взяти карту', 'Тегли карта'),
  pass: t('Pass', 'Пас', 'Пас', 'Пас'),
  keep: t('Keep it', 'Оставить', 'Залишити', 'Задръж я'),
  playDrawn: t('Play the drawn card', 'Сыграть взятую карту', 'Зіграти взяту карту', 'Изиграй изтеглената'),
  accept: t('Take {n}', 'Взять {n}', 'Взяти {n}', 'Вземи {n}'),
  acceptSkip: t('Miss the turn', 'Пропустить ход', 'Пропустити хід', 'Пропусни хода'),
  acceptFour: t('Accept: take 4', 'Принять: взять 4', 'Прийняти: взяти 4', 'Приеми: вземи 4'),
  challenge: t('Challenge the +4 of {name}', 'Оспорить +4 ({name})', 'Оскаржити +4 ({name})', 'Оспори +4 ({name})'),
  catch: t('Catch {name}!', 'Поймать: {name}!', 'Спіймати: {name}!', 'Хвани {name}!'),
  intercept: t('Intercept!', 'Перехват!', 'Перехоплення!', 'Прихващане!'),
  jumpIn: t('Jump in!', 'Вмешаться!', 'Втрутитися!', 'Намеси се!'),
  decline: t('Let it go', 'Пропустить', 'Пропустити', 'Пропусни'),
  chooseColour: t('Choose the colour', 'Выберите цвет', 'Виберіть колір', 'Изберете цвят'),
  playAs: t('Play as', 'Сыграть как', 'Зіграти як', 'Изиграй като'),
  cancel: t('Cancel', 'Отмена', 'Скасувати', 'Отказ'),
  window: t('Window closes', 'Окно закроется', 'Вікно закриється', 'Прозорецът се затваря'),
  silence: t(
    'Silence! {name} played Tikhokhryun: whoever speaks takes 2 cards',
    'Тишина! {name} сыграл Тихохрюна: кто заговорит, берёт 2 карты',
    'Тиша! {name} зіграв Тихохрюна: хто заговорить, бере 2 карти',
    'Тишина! {name} изигра Тихохрюн: който проговори, тегли 2 карти',
  ),
  chatSilence: t(
    'Silence holds: sending a message now costs you 2 cards',
    'Действует тишина: сообщение сейчас стоит 2 карты',
    'Діє тиша: повідомлення зараз коштує 2 карти',
    'Тишина: съобщение сега ви струва 2 карти',
  ),
  slapNow: t(
    'Khlopkopyt! Slap the table — the last one takes 2',
    'Хлопкопыт! Хлопайте — последний берёт 2',
    'Хлопкопит! Плескайте — останній бере 2',
    'Хлопкопит! Плеснете — последният тегли 2',
  ),
  standings: t('Standings', 'Таблица матча', 'Таблиця матчу', 'Класиране'),
  seat: t('Player', 'Игрок', 'Гравець', 'Играч'),
  total: t('Total', 'Итого', 'Разом', 'Общо'),
  place: t('Place', 'Место', 'Місце', 'Място'),
  handWon: t('{name} went out', '{name} сбросил все карты', '{name} скинув усі карти', '{name} излезе'),
  earlierHands: t(
    'earlier hands: see the totals',
    'прежние раздачи: см. итог',
    'попередні роздачі: див. підсумок',
    'предишни раздавания: вижте общо',
  ),
  nextHand: t(
    'Next hand is being dealt…',
    'Сдаётся следующая раздача…',
    'Роздається наступна роздача…',
    'Раздава се следващото…',
  ),
  matchOver: t('Match over', 'Матч окончен', 'Матч завершено', 'Мачът свърши'),
  evCaught: t(
    '{by} caught {name}: +{n} cards',
    '{by} поймал: {name} берёт {n}',
    '{by} спіймав: {name} бере {n}',
    '{by} хвана {name}: +{n} карти',
  ),
  evGuilty: t(
    'Challenge won: {name} takes 4',
    'Вызов удался: {name} берёт 4',
    'Виклик вдався: {name} бере 4',
    'Оспорването успя: {name} тегли 4',
  ),
  evInnocent: t(
    'Challenge lost: {name} takes 6',
    'Вызов не удался: {name} берёт 6',
    'Виклик не вдався: {name} бере 6',
    'Оспорването се провали: {name} тегли 6',
  ),
  evSlapLosers: t(
    'Slapped last: {names}',
    'Хлопнули последними: {names}',
    'Плеснули останніми: {names}',
    'Плеснаха последни: {names}',
  ),
  evSilenceBroken: t(
    '{name} broke the silence: +2 cards',
    '{name} нарушил тишину: +2 карты',
    '{name} порушив тишу: +2 карти',
    '{name} наруши тишината: +2 карти',
  ),
  evIntercept: t('{name} intercepted!', '{name} перехватил!', '{name} перехопив!', '{name} прихвана!'),
  evWrongCard: t(
    '{name} played a wrong card: +2',
    '{name} сыграл неподходящую карту: +2',
    '{name} зіграв невідповідну карту: +2',
    '{name} изигра грешна карта: +2',
  ),
  evReshuffle: t(
    'The pile was reshuffled into the stock',
    'Сброс перетасован в колоду',
    'Скид перетасовано в колоду',
    'Купчината е разбъркана в тестето',
  ),
  hide: t('Hide', 'Скрыть', 'Сховати', 'Скрий'),
  penaltyPlay: t(
    'Does not fit: playing it costs you {n} cards',
    'Не подходит: сыграв её, вы возьмёте {n} карты',
    'Не підходить: зігравши її, ви візьмете {n} карти',
    'Не пасва: ако я изиграете, теглите {n} карти',
  ),
  points: t('Points', 'Очки', 'Очки', 'Точки'),
} as const satisfies Record<string, Text>;

export type LabelKey = keyof typeof L;

export const label = (key: LabelKey, lang: Lang, params: Readonly<Record<string, string | number>> = {}): string =>
  fillText(L[key][lang], params);
