/**
 * Thousand's table words in the club's four languages (the engine's texts.ts
 * holds only the title and the settings). Kept beside the view, not in the
 * club-wide catalogue, so that a game's vocabulary travels with its view.
 */
import type { SheetMark, Text } from '@kozyr/engine/client';

const t = (en: string, ru: string, uk: string, bg: string): Text => ({ en, ru, uk, bg });

export const L = {
  bid: t('Bid', 'Заказ', 'Замовлення', 'Обява'),
  pass: t('Pass', 'Пас', 'Пас', 'Пас'),
  passed: t('pass', 'пас', 'пас', 'пас'),
  redeal: t('Redeal', 'Пересдача', 'Перездача', 'Пресдаване'),
  takeTalon: t('Take the talon', 'Взять прикуп', 'Взяти прикуп', 'Вземи прикупа'),
  takeTalonN: t('Take talon {n}', 'Взять прикуп {n}', 'Взяти прикуп {n}', 'Вземи прикуп {n}'),
  takeDark: t('Take it unseen (dark game)', 'Взять втёмную', 'Взяти втемну', 'Вземи на тъмно'),
  giveTo: t('Give to {name}', 'Отдать: {name}', 'Віддати: {name}', 'Дай на {name}'),
  pickGive: t(
    'Pick a card to give away',
    'Выберите карту, чтобы отдать',
    'Виберіть карту, щоб віддати',
    'Изберете карта, която да дадете',
  ),
  pickDiscard: t('Pick a card to lay away', 'Выберите карту в снос', 'Виберіть карту в знос', 'Изберете карта за сваляне'),
  contract: t('Play for', 'Играть', 'Грати', 'Играя за'),
  rollOut: t('Roll out', 'Расписать', 'Розписати', 'Разпиши'),
  deal: t('Deal', 'Сдать', 'Роздати', 'Раздай'),
  talon: t('Talon', 'Прикуп', 'Прикуп', 'Прикуп'),
  trump: t('Trump', 'Козырь', 'Козир', 'Коз'),
  noTrump: t('No trump yet', 'Козыря пока нет', 'Козиря поки немає', 'Още няма коз'),
  standingBid: t('Bid {value}: {name}', 'Заказ {value}: {name}', 'Замовлення {value}: {name}', 'Обява {value}: {name}'),
  noBid: t('Opening at {value}', 'Торговля с {value}', 'Торгівля з {value}', 'Наддаване от {value}'),
  contractOf: t('{name} plays {value}', '{name} играет {value}', '{name} грає {value}', '{name} играе {value}'),
  dark: t('dark', 'втёмную', 'втемну', 'на тъмно'),
  golden: t('golden kon', 'золотой кон', 'золотий кін', 'златен кон'),
  dealNo: t('Deal {n}', 'Раздача {n}', 'Роздача {n}', 'Раздаване {n}'),
  tricks: t('tricks {n} · {points} pts', 'взяток {n} · {points} оч.', 'взяток {n} · {points} оч.', 'взятки {n} · {points} т.'),
  lastTrick: t('Last trick: {name}', 'Последняя взятка: {name}', 'Остання взятка: {name}', 'Последна взятка: {name}'),
  sheet: t('Score sheet', 'Запись', 'Запис', 'Записка'),
  sheetEmpty: t('No deal scored yet', 'Ещё ни одной раздачи', 'Ще жодної роздачі', 'Още няма раздаване'),
  sheetDeal: t('#', '№', '№', '№'),
  sheetContract: t('Bid', 'Заказ', 'Замовлення', 'Обява'),
  yourTurn: t('Your move', 'Ваш ход', 'Ваш хід', 'Ваш ход'),
  turnOf: t('{name} to move', 'Ходит {name}', 'Ходить {name}', 'На ход е {name}'),
  marriage: t('marriage', 'марьяж', 'марʼяж', 'марияж'),
  aces: t('ace marriage', 'тузовый марьяж', 'тузовий марʼяж', 'асов марияж'),
  bed: t('bed marriage', 'постельный марьяж', 'постільний марʼяж', 'леглови марияж'),
  nines: t('four nines', 'четыре девятки', 'чотири девʼятки', 'четири деветки'),
  legend: t('Marks', 'Пометки', 'Позначки', 'Знаци'),
  evMarriage: t(
    '{name} declares {what} {suit}: {points}',
    '{name} объявляет {what} {suit}: {points}',
    '{name} оголошує {what} {suit}: {points}',
    '{name} обявява {what} {suit}: {points}',
  ),
  evRollOut: t('{name} rolls out {value}', '{name} расписывает {value}', '{name} розписує {value}', '{name} разписва {value}'),
  evAuction: t(
    '{name} wins the auction at {value}',
    '{name} выигрывает торг: {value}',
    '{name} виграє торг: {value}',
    '{name} печели наддаването: {value}',
  ),
  evRedeal: t('{name} calls a redeal', '{name} требует пересдачу', '{name} вимагає перездачі', '{name} иска пресдаване'),
  evGiven: t('{name} gave you a card', '{name} отдал вам карту', '{name} віддав вам карту', '{name} ви даде карта'),
  evTrick: t('{name} takes the trick', '{name} берёт взятку', '{name} бере взятку', '{name} взема взятката'),
  evDealt: t('Deal {n} scored', 'Раздача {n} записана', 'Роздачу {n} записано', 'Раздаване {n} е записано'),
  dealer: t('deals', 'сдаёт', 'роздає', 'раздава'),
} as const;

const same = (sign: string): Text => t(sign, sign, sign, sign);

/** Paper marks: a short sign in the cell and its meaning (the sign's tooltip and the legend). */
export const MARKS: Readonly<Record<SheetMark, { readonly sign: Text; readonly name: Text; }>> = {
  // A bolt is drawn as a vertical stick (znaikak: "рисуется как вертикальная черта").
  bolt: { sign: same('|'), name: t('bolt (no trick)', 'болт (палка)', 'болт (палка)', 'болт (без взятка)') },
  'bolt-penalty': {
    sign: same('|||−'),
    name: t('third bolt: penalty', 'третий болт: штраф', 'третій болт: штраф', 'трети болт: наказание'),
  },
  barrel: { sign: same('◎'), name: t('on the barrel', 'на бочке', 'на бочці', 'на бъчвата') },
  'barrel-fall': { sign: same('◎↓'), name: t('fell off the barrel', 'слетел с бочки', 'злетів з бочки', 'падна от бъчвата') },
  samosval: { sign: same('↺0'), name: t('samosval: back to 0', 'самосвал: на ноль', 'самоскид: на нуль', 'самосвал: на нула') },
  'roll-out': { sign: t('R', 'Р', 'Р', 'Р'), name: t('rolled out', 'роспись', 'розпис', 'разписване') },
  'roll-out-penalty': {
    sign: t('R−', 'Р−', 'Р−', 'Р−'),
    name: t('third roll-out: penalty', 'третья роспись: штраф', 'третій розпис: штраф', 'трето разписване: наказание'),
  },
  made: { sign: same('✓'), name: t('contract made', 'заказ сыгран', 'замовлення зіграно', 'обявата е изпълнена') },
  lost: { sign: same('✗'), name: t('contract lost', 'заказ не сыгран', 'замовлення не зіграно', 'обявата не е изпълнена') },
  golden: {
    sign: same('★'),
    name: t('golden kon (doubled)', 'золотой кон (вдвойне)', 'золотий кін (подвійно)', 'златен кон (двойно)'),
  },
  'golden-restart': {
    sign: same('★↺'),
    name: t('golden kon starts over', 'золотой кон заново', 'золотий кін заново', 'златният кон отначало'),
  },
  dark: { sign: same('●'), name: t('dark game (doubled)', 'тёмная (вдвойне)', 'темна (подвійно)', 'тъмна (двойно)') },
  winner: { sign: same('♛'), name: t('reached 1000', 'набрал 1000', 'набрав 1000', 'стигна 1000') },
};

export function fillText(template: string, params: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m));
}
