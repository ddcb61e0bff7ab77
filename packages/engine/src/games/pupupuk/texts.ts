/** The title and the labels of the sum-to-21 game in every language. */
import type { Text } from '../../core/types.ts';
import { type Place, placeKey, PLACES } from './places.ts';

/** The seed does not name the game; the club calls it by its shout, which players know from the table. */
export const title: Text = { ru: 'Пу-пу-пук', uk: 'Пу-пу-пук', bg: 'Пу-пу-пук', en: 'Pu-Pu-Puk' };

export const placeNames: Readonly<Record<Place, Text>> = {
  library: { ru: 'Библиотека', uk: 'Бібліотека', bg: 'Библиотека', en: 'Library' },
  schoolBreak: { ru: 'Школьная перемена', uk: 'Шкільна перерва', bg: 'Междучасие', en: 'School Break' },
  relay: { ru: 'Эстафета', uk: 'Естафета', bg: 'Щафета', en: 'Relay' },
  jacuzzi: { ru: 'Джакузи', uk: 'Джакузі', bg: 'Джакузи', en: 'Jacuzzi' },
  waxMuseum: { ru: 'Музей восковых фигур', uk: 'Музей воскових фігур', bg: 'Музей на восъчните фигури', en: 'Wax Museum' },
  accounting: { ru: 'Бухгалтерия', uk: 'Бухгалтерія', bg: 'Счетоводство', en: 'Accounting' },
  boardGameClub: { ru: 'Клуб настолок', uk: 'Клуб настілок', bg: 'Клуб по настолни игри', en: 'Board-Game Club' },
  toiletQueue: { ru: 'Очередь в туалет', uk: 'Черга до туалету', bg: 'Опашка за тоалетната', en: 'Toilet Queue' },
  crowdedMinibus: { ru: 'Тесная маршрутка', uk: 'Тісна маршрутка', bg: 'Претъпкана маршрутка', en: 'Crowded Minibus' },
  turbulenceZone: { ru: 'Зона турбулентности', uk: 'Зона турбулентності', bg: 'Зона на турбулентност', en: 'Turbulence Zone' },
  improvCircle: { ru: 'Кружок импровизации', uk: 'Гурток імпровізації', bg: 'Кръжок по импровизация', en: 'Improv Circle' },
  lottery: { ru: 'Лотерея', uk: 'Лотерея', bg: 'Лотария', en: 'Lottery' },
  darkRoom: { ru: 'Тёмная комната', uk: 'Темна кімната', bg: 'Тъмна стая', en: 'Dark Room' },
  doubleDate: { ru: 'Парное свидание', uk: 'Подвійне побачення', bg: 'Двойна среща', en: 'Double Date' },
  bank: { ru: 'Банк', uk: 'Банк', bg: 'Банка', en: 'Bank' },
  supermarket: { ru: 'Супермаркет', uk: 'Супермаркет', bg: 'Супермаркет', en: 'Supermarket' },
};

const placeLabels: Record<string, Text> = {};
for (const p of PLACES) placeLabels[`pupupuk.${placeKey(p)}`] = placeNames[p];

export const texts: Readonly<Record<string, Text>> = {
  ...placeLabels,
  'pupupuk.places': { ru: 'Места', uk: 'Місця', bg: 'Места', en: 'Places' },
  'pupupuk.allPlaces': { ru: 'Все места', uk: 'Усі місця', bg: 'Всички места', en: 'All places' },
  'pupupuk.gestureMs': {
    ru: 'Время на жест после ноля, мс',
    uk: 'Час на жест після нуля, мс',
    bg: 'Време за жест след нула, мс',
    en: 'Time for the gesture after a zero, ms',
  },
  'pupupuk.shoutMs': {
    ru: 'Время на «Сикс севен», мс',
    uk: 'Час на «Сікс севен», мс',
    bg: 'Време за „Сикс севън“, мс',
    en: 'Time to shout «Six seven», ms',
  },
  'pupupuk.tieWindowMs': {
    ru: 'Одновременно, если ближе чем, мс',
    uk: 'Одночасно, якщо ближче ніж, мс',
    bg: 'Едновременно, ако са по-близо от, мс',
    en: 'Simultaneous when closer than, ms',
  },
  'pupupuk.relayMinMs': {
    ru: 'Эстафета: таймер не раньше, мс',
    uk: 'Естафета: таймер не раніше, мс',
    bg: 'Щафета: таймерът не по-рано от, мс',
    en: 'Relay: the timer rings no sooner than, ms',
  },
  'pupupuk.relayMaxMs': {
    ru: 'Эстафета: таймер не позже, мс',
    uk: 'Естафета: таймер не пізніше, мс',
    bg: 'Щафета: таймерът не по-късно от, мс',
    en: 'Relay: the timer rings no later than, ms',
  },
  'pupupuk.relayExtraDiscard': {
    ru: 'Эстафета: сброс карты после «ХОД!»',
    uk: 'Естафета: скидання карти після «ХІД!»',
    bg: 'Щафета: сваляне на карта след „ХОД!“',
    en: 'Relay: discard a card after «ХОД!»',
  },
  'pupupuk.winsToWin': {
    ru: 'Побед в раундах для победы в игре',
    uk: 'Перемог у раундах для перемоги в грі',
    bg: 'Победи в рундове за победа в играта',
    en: 'Round wins to win the game',
  },
};
