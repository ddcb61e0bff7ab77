/** UNO's title and the labels of its settings, setting values and colours, in every UI language. */
import type { Text } from '../../core/types.ts';
import { sharedTexts } from '../shared-shedding/texts.ts';

export const unoTitle: Text = { en: 'UNO', ru: 'УНО', uk: 'УНО', bg: 'УНО' };

export const unoTexts: Readonly<Record<string, Text>> = {
  ...sharedTexts,
  'scoring.race': {
    en: 'Official race: the hand winner scores the others\u2019 cards',
    ru: 'Официальная гонка: победитель раздачи получает очки чужих карт',
    uk: 'Офіційні перегони: переможець роздачі отримує очки чужих карт',
    bg: 'Официално състезание: победителят в раздаването печели точките на чуждите карти',
  },
  raceTarget: {
    en: 'Points to win the race',
    ru: 'Очков для победы в гонке',
    uk: 'Очок для перемоги в перегонах',
    bg: 'Точки за победа в състезанието',
  },
  mayDrawInstead: {
    en: 'A player may draw instead of playing a card that fits (official rules)',
    ru: 'Можно брать карту из банка, даже имея подходящую (официальные правила)',
    uk: 'Можна брати карту з банку, навіть маючи відповідну (офіційні правила)',
    bg: 'Може да се тегли карта, дори при подходяща в ръката (официални правила)',
  },
  stacking: {
    en: 'Stacking: answer a Draw Two with a Draw Two',
    ru: 'Накопление: «Возьми две» на «Возьми две»',
    uk: 'Накопичення: «Візьми дві» на «Візьми дві»',
    bg: 'Натрупване: „Тегли две“ върху „Тегли две“',
  },
  jumpIn: {
    en: 'Jump-in: an identical card may be played out of turn',
    ru: 'Вмешательство: одинаковую карту можно сыграть вне очереди',
    uk: 'Втручання: однакову карту можна зіграти поза чергою',
    bg: 'Намеса: еднаква карта може да се изиграе извън ред',
  },
  penaltyMode: {
    en: 'Penalty mode: a wrong card costs 2 cards instead of being refused',
    ru: 'Штрафной режим: неподходящая карта стоит 2 карты вместо отказа',
    uk: 'Штрафний режим: невідповідна карта коштує 2 карти замість відмови',
    bg: 'Наказателен режим: неподходяща карта струва 2 карти вместо отказ',
  },
  'colour.Y': { en: 'Yellow', ru: 'Жёлтый', uk: 'Жовтий', bg: 'Жълт' },
  call: { en: 'UNO!', ru: 'Уно!', uk: 'Уно!', bg: 'Уно!' },
};
