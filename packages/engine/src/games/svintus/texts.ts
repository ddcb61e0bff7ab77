/** Svintus's title and the labels of its settings, setting values, colours and calls, in every UI language. */
import type { Text } from '../../core/types.ts';

export const svintusTitle: Text = { en: 'Svintus', ru: 'Свинтус', uk: 'Свінтус', bg: 'Свинтус' };

export const svintusTexts: Readonly<Record<string, Text>> = {
  scoring: { en: 'Scoring', ru: 'Подсчёт очков', uk: 'Підрахунок очок', bg: 'Точкуване' },
  'scoring.tournament': {
    en: 'Tournament: penalty points, fewest wins',
    ru: 'Турнир: штрафные очки, побеждает меньший счёт',
    uk: 'Турнір: штрафні очки, перемагає менший рахунок',
    bg: 'Турнир: наказателни точки, печели най-малкият резултат',
  },
  'scoring.race': {
    en: 'Official: the hand winner scores a point per card left in the other hands, first to the target',
    ru: 'Официальные правила: победитель раздачи получает очко за каждую карту у соперников, до заданного счёта',
    uk: 'Офіційні правила: переможець роздачі отримує очко за кожну карту суперників, до заданого рахунку',
    bg: 'Официални правила: победителят в раздаването печели точка за всяка карта у другите, до целта',
  },
  rounds: { en: 'Hands per match (tournament)', ru: 'Раздач в матче (турнир)', uk: 'Роздач у матчі (турнір)', bg: 'Раздавания в мача (турнир)' },
  raceTarget: { en: 'Points to win (official)', ru: 'Очков для победы (официальные)', uk: 'Очок для перемоги (офіційні)', bg: 'Точки за победа (официални)' },
  slapWindowMs: { en: 'Khlopkopyt: time to slap (ms)', ru: 'Хлопкопыт: время на хлопок (мс)', uk: 'Хлопкопит: час на плескання (мс)', bg: 'Хлопкопит: време за плясване (мс)' },
  tieWindowMs: {
    en: 'Presses closer than this count as simultaneous (ms)',
    ru: 'Нажатия ближе этого считаются одновременными (мс)',
    uk: 'Натискання ближче за це вважаються одночасними (мс)',
    bg: 'Натискания по-близо от това се броят за едновременни (мс)',
  },
  botReactionMinMs: { en: 'Bot reaction, fastest (ms)', ru: 'Реакция бота, быстрейшая (мс)', uk: 'Реакція бота, найшвидша (мс)', bg: 'Реакция на бота, най-бърза (мс)' },
  botReactionMaxMs: { en: 'Bot reaction, slowest (ms)', ru: 'Реакция бота, медленнейшая (мс)', uk: 'Реакція бота, найповільніша (мс)', bg: 'Реакция на бота, най-бавна (мс)' },
  'colour.B': { en: 'Blue', ru: 'Синий', uk: 'Синій', bg: 'Син' },
  'colour.O': { en: 'Orange', ru: 'Оранжевый', uk: 'Помаранчевий', bg: 'Оранжев' },
  'colour.R': { en: 'Red', ru: 'Красный', uk: 'Червоний', bg: 'Червен' },
  'colour.G': { en: 'Green', ru: 'Зелёный', uk: 'Зелений', bg: 'Зелен' },
  call: { en: 'Svintus!', ru: 'Свинтус!', uk: 'Свінтус!', bg: 'Свинтус!' },
  slap: { en: 'Slap!', ru: 'Хлоп!', uk: 'Плесь!', bg: 'Пляс!' },
};
