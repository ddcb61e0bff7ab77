/** UNO's title and the labels of its settings, setting values and colours, in every UI language. */
import type { Text } from '../../core/types.ts';

export const unoTitle: Text = { en: 'UNO', ru: 'УНО', uk: 'УНО', bg: 'УНО' };

export const unoTexts: Readonly<Record<string, Text>> = {
  scoring: { en: 'Scoring', ru: 'Подсчёт очков', uk: 'Підрахунок очок', bg: 'Точкуване' },
  'scoring.tournament': {
    en: 'Tournament: penalty points, fewest wins',
    ru: 'Турнир: штрафные очки, побеждает меньший счёт',
    uk: 'Турнір: штрафні очки, перемагає менший рахунок',
    bg: 'Турнир: наказателни точки, печели най-малкият резултат',
  },
  'scoring.race': {
    en: 'Official race: the hand winner scores the others\u2019 cards',
    ru: 'Официальная гонка: победитель раздачи получает очки чужих карт',
    uk: 'Офіційні перегони: переможець роздачі отримує очки чужих карт',
    bg: 'Официално състезание: победителят в раздаването печели точките на чуждите карти',
  },
  rounds: { en: 'Hands per match (tournament)', ru: 'Раздач в матче (турнир)', uk: 'Роздач у матчі (турнір)', bg: 'Раздавания в мача (турнир)' },
  raceTarget: { en: 'Points to win the race', ru: 'Очков для победы в гонке', uk: 'Очок для перемоги в перегонах', bg: 'Точки за победа в състезанието' },
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
  botReactionMinMs: { en: 'Bot reaction, fastest (ms)', ru: 'Реакция бота, быстрейшая (мс)', uk: 'Реакція бота, найшвидша (мс)', bg: 'Реакция на бота, най-бърза (мс)' },
  botReactionMaxMs: { en: 'Bot reaction, slowest (ms)', ru: 'Реакция бота, медленнейшая (мс)', uk: 'Реакція бота, найповільніша (мс)', bg: 'Реакция на бота, най-бавна (мс)' },
  'colour.R': { en: 'Red', ru: 'Красный', uk: 'Червоний', bg: 'Червен' },
  'colour.G': { en: 'Green', ru: 'Зелёный', uk: 'Зелений', bg: 'Зелен' },
  'colour.B': { en: 'Blue', ru: 'Синий', uk: 'Синій', bg: 'Син' },
  'colour.Y': { en: 'Yellow', ru: 'Жёлтый', uk: 'Жовтий', bg: 'Жълт' },
  call: { en: 'UNO!', ru: 'Уно!', uk: 'Уно!', bg: 'Уно!' },
};
