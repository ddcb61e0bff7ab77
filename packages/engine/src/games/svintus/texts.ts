/** Svintus's title and the labels of its settings, setting values, colours and calls, in every UI language. */
import type { Text } from '../../core/types.ts';
import { sharedTexts } from '../shared-shedding/texts.ts';

export const svintusTitle: Text = { en: 'Svintus', ru: 'Свинтус', uk: 'Свінтус', bg: 'Свинтус' };

export const svintusTexts: Readonly<Record<string, Text>> = {
  ...sharedTexts,
  'scoring.race': {
    en: 'Official: the hand winner scores a point per card left in the other hands, first to the target',
    ru: 'Официальные правила: победитель раздачи получает очко за каждую карту у соперников, до заданного счёта',
    uk: 'Офіційні правила: переможець роздачі отримує очко за кожну карту суперників, до заданого рахунку',
    bg: 'Официални правила: победителят в раздаването печели точка за всяка карта у другите, до целта',
  },
  raceTarget: {
    en: 'Points to win (official)',
    ru: 'Очков для победы (официальные)',
    uk: 'Очок для перемоги (офіційні)',
    bg: 'Точки за победа (официални)',
  },
  slapWindowMs: {
    en: 'Khlopkopyt: time to slap (ms)',
    ru: 'Хлопкопыт: время на хлопок (мс)',
    uk: 'Хлопкопит: час на плескання (мс)',
    bg: 'Хлопкопит: време за плясване (мс)',
  },
  tieWindowMs: {
    en: 'Presses closer than this count as simultaneous (ms)',
    ru: 'Нажатия ближе этого считаются одновременными (мс)',
    uk: 'Натискання ближче за це вважаються одночасними (мс)',
    bg: 'Натискания по-близо от това се броят за едновременни (мс)',
  },
  'colour.O': { en: 'Orange', ru: 'Оранжевый', uk: 'Помаранчевий', bg: 'Оранжев' },
  call: { en: 'Svintus!', ru: 'Свинтус!', uk: 'Свінтус!', bg: 'Свинтус!' },
  slap: { en: 'Slap!', ru: 'Хлоп!', uk: 'Плесь!', bg: 'Пляс!' },
};
