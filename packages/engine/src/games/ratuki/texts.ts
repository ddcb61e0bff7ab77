/** The title and the labels of settings and values, in every UI language. */
import type { Text } from '../../core/types.ts';

export const title: Text = { ru: 'Ратуки', uk: 'Ратукі', bg: 'Ратуки', en: 'Ratuki' };

export const texts: Readonly<Record<string, Text>> = {
  singleRound: { en: 'A single round', ru: 'Один раунд', uk: 'Один раунд', bg: 'Един рунд' },
  'singleRound.true': { en: 'Yes', ru: 'Да', uk: 'Так', bg: 'Да' },
  'singleRound.false': { en: 'No: play to the target', ru: 'Нет: до цели', uk: 'Ні: до мети', bg: 'Не: до целта' },
  target: {
    en: 'Game ends past (100: a long game of many rounds; 50 or less: a short one)',
    ru: 'Игра до (больше чем; 100 — долгая игра на много раундов, 50 и меньше — короткая)',
    uk: 'Гра до (більше ніж; 100 — довга гра на багато раундів, 50 і менше — коротка)',
    bg: 'Играта е до (над; 100 — дълга игра с много рундове, 50 или по-малко — кратка)',
  },
  minGapMs: {
    en: 'Least time between two cards of one player, ms',
    ru: 'Наименьшее время между двумя картами игрока, мс',
    uk: 'Найменший час між двома картами гравця, мс',
    bg: 'Най-малко време между две карти на играч, мс',
  },
  countdownMs: {
    en: 'Countdown before “Ratuki!”, ms',
    ru: 'Отсчёт до «Ratuki!», мс',
    uk: 'Відлік до «Ratuki!», мс',
    bg: 'Отброяване до „Ratuki!“, мс',
  },
  pauseMs: {
    en: 'Pause after OUT!, ms',
    ru: 'Пауза после «OUT!», мс',
    uk: 'Пауза після «OUT!», мс',
    bg: 'Пауза след „OUT!“, мс',
  },
};
