/**
 * Thousand's table words in the club's four languages (the engine's texts.ts
 * holds only the title and the settings). Kept beside the view, not in the
 * club-wide catalogue, so that a game's vocabulary travels with its view.
 */
import type { SheetMark, Text } from '@kozyr/engine/client';

export const L = {
  bid: { ru: 'Заказ', uk: 'Замовлення', bg: 'Обява', en: 'Bid' },
  pass: { ru: 'Пас', uk: 'Пас', bg: 'Пас', en: 'Pass' },
  passed: { ru: 'пас', uk: 'пас', bg: 'пас', en: 'pass' },
  redeal: { ru: 'Пересдача', uk: 'Перездача', bg: 'Пресдаване', en: 'Redeal' },
  takeTalon: { ru: 'Взять прикуп', uk: 'Взяти прикуп', bg: 'Вземи прикупа', en: 'Take the talon' },
  takeTalonN: { ru: 'Взять прикуп {n}', uk: 'Взяти прикуп {n}', bg: 'Вземи прикуп {n}', en: 'Take talon {n}' },
  takeDark: { ru: 'Взять втёмную', uk: 'Взяти втемну', bg: 'Вземи на тъмно', en: 'Take it unseen (dark game)' },
  giveTo: { ru: 'Отдать: {name}', uk: 'Віддати: {name}', bg: 'Дай на {name}', en: 'Give to {name}' },
  pickGive: {
    ru: 'Выберите карту, чтобы отдать',
    uk: 'Виберіть карту, щоб віддати',
    bg: 'Изберете карта, която да дадете',
    en: 'Pick a card to give away',
  },
  pickDiscard: {
    ru: 'Выберите карту в снос',
    uk: 'Виберіть карту в знос',
    bg: 'Изберете карта за сваляне',
    en: 'Pick a card to lay away',
  },
  contract: { ru: 'Играть', uk: 'Грати', bg: 'Играя за', en: 'Play for' },
  rollOut: { ru: 'Расписать', uk: 'Розписати', bg: 'Разпиши', en: 'Roll out' },
  deal: { ru: 'Сдать', uk: 'Роздати', bg: 'Раздай', en: 'Deal' },
  talon: { ru: 'Прикуп', uk: 'Прикуп', bg: 'Прикуп', en: 'Talon' },
  trump: { ru: 'Козырь', uk: 'Козир', bg: 'Коз', en: 'Trump' },
  noTrump: { ru: 'Козыря пока нет', uk: 'Козиря поки немає', bg: 'Още няма коз', en: 'No trump yet' },
  standingBid: {
    ru: 'Заказ {value}: {name}',
    uk: 'Замовлення {value}: {name}',
    bg: 'Обява {value}: {name}',
    en: 'Bid {value}: {name}',
  },
  noBid: { ru: 'Торговля с {value}', uk: 'Торгівля з {value}', bg: 'Наддаване от {value}', en: 'Opening at {value}' },
  contractOf: { ru: '{name} играет {value}', uk: '{name} грає {value}', bg: '{name} играе {value}', en: '{name} plays {value}' },
  dark: { ru: 'втёмную', uk: 'втемну', bg: 'на тъмно', en: 'dark' },
  golden: { ru: 'золотой кон', uk: 'золотий кін', bg: 'златен кон', en: 'golden kon' },
  dealNo: { ru: 'Раздача {n}', uk: 'Роздача {n}', bg: 'Раздаване {n}', en: 'Deal {n}' },
  tricks: {
    ru: 'взяток {n} · {points} оч.',
    uk: 'взяток {n} · {points} оч.',
    bg: 'взятки {n} · {points} т.',
    en: 'tricks {n} · {points} pts',
  },
  lastTrick: {
    ru: 'Последняя взятка: {name}',
    uk: 'Остання взятка: {name}',
    bg: 'Последна взятка: {name}',
    en: 'Last trick: {name}',
  },
  sheet: { ru: 'Запись', uk: 'Запис', bg: 'Записка', en: 'Score sheet' },
  sheetEmpty: { ru: 'Ещё ни одной раздачи', uk: 'Ще жодної роздачі', bg: 'Още няма раздаване', en: 'No deal scored yet' },
  sheetDeal: { ru: '№', uk: '№', bg: '№', en: '#' },
  sheetContract: { ru: 'Заказ', uk: 'Замовлення', bg: 'Обява', en: 'Bid' },
  yourTurn: { ru: 'Ваш ход', uk: 'Ваш хід', bg: 'Ваш ход', en: 'Your move' },
  turnOf: { ru: 'Ходит {name}', uk: 'Ходить {name}', bg: 'На ход е {name}', en: '{name} to move' },
  marriage: { ru: 'марьяж', uk: 'марʼяж', bg: 'марияж', en: 'marriage' },
  aces: { ru: 'тузовый марьяж', uk: 'тузовий марʼяж', bg: 'асов марияж', en: 'ace marriage' },
  bed: { ru: 'постельный марьяж', uk: 'постільний марʼяж', bg: 'леглови марияж', en: 'bed marriage' },
  nines: { ru: 'четыре девятки', uk: 'чотири девʼятки', bg: 'четири деветки', en: 'four nines' },
  legend: { ru: 'Пометки', uk: 'Позначки', bg: 'Знаци', en: 'Marks' },
  evMarriage: {
    ru: '{name} объявляет {what} {suit}: {points}',
    uk: '{name} оголошує {what} {suit}: {points}',
    bg: '{name} обявява {what} {suit}: {points}',
    en: '{name} declares {what} {suit}: {points}',
  },
  evRollOut: {
    ru: '{name} расписывает {value}',
    uk: '{name} розписує {value}',
    bg: '{name} разписва {value}',
    en: '{name} rolls out {value}',
  },
  evAuction: {
    ru: '{name} выигрывает торг: {value}',
    uk: '{name} виграє торг: {value}',
    bg: '{name} печели наддаването: {value}',
    en: '{name} wins the auction at {value}',
  },
  evRedeal: {
    ru: '{name} требует пересдачу',
    uk: '{name} вимагає перездачі',
    bg: '{name} иска пресдаване',
    en: '{name} calls a redeal',
  },
  evGiven: {
    ru: '{name} отдал вам карту',
    uk: '{name} віддав вам карту',
    bg: '{name} ви даде карта',
    en: '{name} gave you a card',
  },
  evTrick: { ru: '{name} берёт взятку', uk: '{name} бере взятку', bg: '{name} взема взятката', en: '{name} takes the trick' },
  evDealt: { ru: 'Раздача {n} записана', uk: 'Роздачу {n} записано', bg: 'Раздаване {n} е записано', en: 'Deal {n} scored' },
  dealer: { ru: 'сдаёт', uk: 'роздає', bg: 'раздава', en: 'deals' },
} as const;

const same = (sign: string): Text => ({ ru: sign, uk: sign, bg: sign, en: sign });

/** Paper marks: a short sign in the cell and its meaning (the sign's tooltip and the legend). */
export const MARKS: Readonly<Record<SheetMark, { readonly sign: Text; readonly name: Text; }>> = {
  // A bolt is drawn as a vertical stick (znaikak: "рисуется как вертикальная черта").
  bolt: { sign: same('|'), name: { ru: 'болт (палка)', uk: 'болт (палка)', bg: 'болт (без взятка)', en: 'bolt (no trick)' } },
  'bolt-penalty': {
    sign: same('|||−'),
    name: { ru: 'третий болт: штраф', uk: 'третій болт: штраф', bg: 'трети болт: наказание', en: 'third bolt: penalty' },
  },
  barrel: { sign: same('◎'), name: { ru: 'на бочке', uk: 'на бочці', bg: 'на бъчвата', en: 'on the barrel' } },
  'barrel-fall': {
    sign: same('◎↓'),
    name: { ru: 'слетел с бочки', uk: 'злетів з бочки', bg: 'падна от бъчвата', en: 'fell off the barrel' },
  },
  samosval: {
    sign: same('↺0'),
    name: { ru: 'самосвал: на ноль', uk: 'самоскид: на нуль', bg: 'самосвал: на нула', en: 'samosval: back to 0' },
  },
  'roll-out': {
    sign: { ru: 'Р', uk: 'Р', bg: 'Р', en: 'R' },
    name: { ru: 'роспись', uk: 'розпис', bg: 'разписване', en: 'rolled out' },
  },
  'roll-out-penalty': {
    sign: { ru: 'Р−', uk: 'Р−', bg: 'Р−', en: 'R−' },
    name: {
      ru: 'третья роспись: штраф',
      uk: 'третій розпис: штраф',
      bg: 'трето разписване: наказание',
      en: 'third roll-out: penalty',
    },
  },
  made: {
    sign: same('✓'),
    name: { ru: 'заказ сыгран', uk: 'замовлення зіграно', bg: 'обявата е изпълнена', en: 'contract made' },
  },
  lost: {
    sign: same('✗'),
    name: { ru: 'заказ не сыгран', uk: 'замовлення не зіграно', bg: 'обявата не е изпълнена', en: 'contract lost' },
  },
  golden: {
    sign: same('★'),
    name: { ru: 'золотой кон (вдвойне)', uk: 'золотий кін (подвійно)', bg: 'златен кон (двойно)', en: 'golden kon (doubled)' },
  },
  'golden-restart': {
    sign: same('★↺'),
    name: { ru: 'золотой кон заново', uk: 'золотий кін заново', bg: 'златният кон отначало', en: 'golden kon starts over' },
  },
  dark: {
    sign: same('●'),
    name: { ru: 'тёмная (вдвойне)', uk: 'темна (подвійно)', bg: 'тъмна (двойно)', en: 'dark game (doubled)' },
  },
  winner: { sign: same('♛'), name: { ru: 'набрал 1000', uk: 'набрав 1000', bg: 'стигна 1000', en: 'reached 1000' } },
};

export function fillText(template: string, params: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m));
}
