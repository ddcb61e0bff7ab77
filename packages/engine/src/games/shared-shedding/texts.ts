/** Labels both shedding games share (same settings, same colours), in every UI language; each game adds its own. */
import type { Text } from '../../core/types.ts';

export const sharedTexts: Readonly<Record<string, Text>> = {
  scoring: { en: 'Scoring', ru: 'Подсчёт очков', uk: 'Підрахунок очок', bg: 'Точкуване' },
  'scoring.tournament': {
    en: 'Tournament: penalty points, fewest wins',
    ru: 'Турнир: штрафные очки, побеждает меньший счёт',
    uk: 'Турнір: штрафні очки, перемагає менший рахунок',
    bg: 'Турнир: наказателни точки, печели най-малкият резултат',
  },
  rounds: {
    en: 'Hands per match (tournament)',
    ru: 'Раздач в матче (турнир)',
    uk: 'Роздач у матчі (турнір)',
    bg: 'Раздавания в мача (турнир)',
  },
  botReactionMinMs: {
    en: 'Bot reaction, fastest (ms)',
    ru: 'Реакция бота, быстрейшая (мс)',
    uk: 'Реакція бота, найшвидша (мс)',
    bg: 'Реакция на бота, най-бърза (мс)',
  },
  botReactionMaxMs: {
    en: 'Bot reaction, slowest (ms)',
    ru: 'Реакция бота, медленнейшая (мс)',
    uk: 'Реакція бота, найповільніша (мс)',
    bg: 'Реакция на бота, най-бавна (мс)',
  },
  'colour.R': { en: 'Red', ru: 'Красный', uk: 'Червоний', bg: 'Червен' },
  'colour.G': { en: 'Green', ru: 'Зелёный', uk: 'Зелений', bg: 'Зелен' },
  'colour.B': { en: 'Blue', ru: 'Синий', uk: 'Синій', bg: 'Син' },
};
