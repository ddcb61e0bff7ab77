/**
 * Hotel's rule-error catalogue: stable codes `hotel/<key>`, a message in every UI
 * language saying what and why, and a pointer to the rule.
 */
import { type Catalogue, errorFactory } from '../../core/messages.ts';

const SEED = 'seed-003';
const RD = 'RULES-DECISIONS#hotel';

export const ERROR_KEYS = [
  'game-over',
  'not-choosing',
  'already-chosen',
  'no-such-door',
  'card-resting',
  'not-your-guest',
  'no-uses-left',
  'nothing-resting',
  'molets-two-doors',
  'no-such-seat',
  'peek-self',
  'peek-not-chosen',
  'already-peeked',
  'not-your-decision',
  'pick-not-played',
  'pero-door-chosen',
  'bad-move',
  'deck-wrong-cards',
  'deck-wrong-guests',
] as const;
export type ErrorKey = (typeof ERROR_KEYS)[number];

const catalogue: Catalogue<ErrorKey> = {
  'game-over': {
    rule: `${SEED}#end`,
    text: {
      en: 'The game is over: the room deck could not give a room to every door.',
      ru: 'Игра окончена: в колоде комнат не хватило комнат на каждую дверь.',
      uk: 'Гру закінчено: у колоді кімнат забракло кімнат на кожні двері.',
      bg: 'Играта свърши: в тестето със стаи нямаше стая за всяка врата.',
    },
  },
  'not-choosing': {
    rule: `${SEED}#round`,
    text: {
      en: 'Door cards are played only while the table is choosing; now it is the {phase} step.',
      ru: 'Карты дверей играют только во время выбора; сейчас шаг «{phase}».',
      uk: 'Карти дверей грають лише під час вибору; зараз крок «{phase}».',
      bg: 'Карти-врати се играят само докато масата избира; сега е стъпка „{phase}“.',
    },
  },
  'already-chosen': {
    rule: `${SEED}#round`,
    text: {
      en: 'Seat {seat} has already played its door card this round.',
      ru: 'Место {seat} уже сыграло карту двери в этом раунде.',
      uk: 'Місце {seat} уже зіграло карту дверей у цьому раунді.',
      bg: 'Място {seat} вече изигра карта-врата в този рунд.',
    },
  },
  'no-such-door': {
    rule: `${RD}.doors`,
    text: {
      en: 'There is no door {door} in play: this table has doors 1–{doors}.',
      ru: 'Двери {door} нет в игре: за этим столом двери 1–{doors}.',
      uk: 'Дверей {door} немає у грі: за цим столом двері 1–{doors}.',
      bg: 'Врата {door} не е в игра: на тази маса има врати 1–{doors}.',
    },
  },
  'card-resting': {
    rule: `${SEED}#resting`,
    text: {
      en: 'Your card for door {door} is resting in front of you this round, so you cannot play it (only Lulu can).',
      ru: 'Ваша карта двери {door} отдыхает перед вами в этом раунде, её нельзя сыграть (это может только Лулу).',
      uk: 'Ваша карта дверей {door} відпочиває перед вами в цьому раунді, її не можна зіграти (це може лише Лулу).',
      bg: 'Картата Ви за врата {door} почива пред Вас този рунд и не можете да я изиграете (само Лулу може).',
    },
  },
  'not-your-guest': {
    rule: `${SEED}#guests`,
    text: {
      en: 'That is the power of {guest}, and seat {seat} does not have this guest.',
      ru: 'Это сила гостя «{guest}», а у места {seat} такого гостя нет.',
      uk: 'Це сила гостя «{guest}», а в місця {seat} такого гостя немає.',
      bg: 'Това е силата на гост „{guest}“, а място {seat} няма този гост.',
    },
  },
  'no-uses-left': {
    rule: `${RD}.uses`,
    text: {
      en: 'Your guest {guest} has no uses left in this game.',
      ru: 'У вашего гостя «{guest}» не осталось использований в этой игре.',
      uk: 'У вашого гостя «{guest}» не лишилося використань у цій грі.',
      bg: 'Вашият гост „{guest}“ няма останали използвания в тази игра.',
    },
  },
  'nothing-resting': {
    rule: `${SEED}#guests.lulu`,
    text: {
      en: 'No card is resting in front of you yet (round 1), so Lulu has nothing to play.',
      ru: 'Перед вами ещё не отдыхает ни одна карта (раунд 1), Лулу нечего сыграть.',
      uk: 'Перед вами ще не відпочиває жодна карта (раунд 1), Лулу нічого зіграти.',
      bg: 'Пред Вас още не почива карта (рунд 1), така че Лулу няма какво да изиграе.',
    },
  },
  'molets-two-doors': {
    rule: `${RD}.molets`,
    text: {
      en: 'Professor Molets plays two different door cards from your hand, the lower door first; {doors} is not that.',
      ru: 'Профессор Молец играет две разные карты дверей из руки, меньшую дверь первой; {doors} не подходит.',
      uk: 'Професор Молець грає дві різні карти дверей з руки, менші двері першими; {doors} не підходить.',
      bg: 'Професор Молец играе две различни карти-врати от ръката, първо по-малката врата; {doors} не е такова.',
    },
  },
  'no-such-seat': {
    rule: `${SEED}#guests.naprastka`,
    text: {
      en: 'There is no seat {seat} at this table (and the Night Porter’s card cannot be peeked at).',
      ru: 'За этим столом нет места {seat} (а карту Ночного портье подсмотреть нельзя).',
      uk: 'За цим столом немає місця {seat} (а карту Нічного портьє підглянути не можна).',
      bg: 'На тази маса няма място {seat} (а картата на Нощния портиер не може да се погледне).',
    },
  },
  'peek-self': {
    rule: `${SEED}#guests.naprastka`,
    text: {
      en: 'Baba Naprastka peeks at another player’s card, not at her own.',
      ru: 'Баба Напёрстка подсматривает карту другого игрока, а не свою.',
      uk: 'Баба Наперстка підглядає карту іншого гравця, а не свою.',
      bg: 'Баба Напръстка поглежда картата на друг играч, не своята.',
    },
  },
  'peek-not-chosen': {
    rule: `${SEED}#guests.naprastka`,
    text: {
      en: 'Seat {seat} has not played a card yet, so there is nothing to peek at.',
      ru: 'Место {seat} ещё не сыграло карту, подсматривать нечего.',
      uk: 'Місце {seat} ще не зіграло карту, нема що підглядати.',
      bg: 'Място {seat} още не е изиграло карта, няма какво да се погледне.',
    },
  },
  'already-peeked': {
    rule: `${SEED}#guests.naprastka`,
    text: {
      en: 'Baba Naprastka sees just one card a round, and you have already peeked this round.',
      ru: 'Баба Напёрстка видит только одну карту за раунд, а вы уже подсмотрели.',
      uk: 'Баба Наперстка бачить лише одну карту за раунд, а ви вже підглянули.',
      bg: 'Баба Напръстка вижда само една карта на рунд, а Вие вече погледнахте.',
    },
  },
  'not-your-decision': {
    rule: `${SEED}#faq.order`,
    text: {
      en: 'The table is waiting for {who}; seat {seat} has nothing to decide now.',
      ru: 'Стол ждёт: {who}; месту {seat} сейчас нечего решать.',
      uk: 'Стіл чекає: {who}; місцю {seat} зараз нічого вирішувати.',
      bg: 'Масата чака: {who}; място {seat} няма какво да решава сега.',
    },
  },
  'pick-not-played': {
    rule: `${RD}.molets`,
    text: {
      en: 'Professor Molets picks one of the two cards he played ({cards}); door {door} is not one of them.',
      ru: 'Профессор Молец выбирает одну из двух сыгранных карт ({cards}); двери {door} среди них нет.',
      uk: 'Професор Молець обирає одну з двох зіграних карт ({cards}); дверей {door} серед них немає.',
      bg: 'Професор Молец избира една от двете изиграни карти ({cards}); врата {door} не е сред тях.',
    },
  },
  'pero-door-chosen': {
    rule: `${SEED}#faq.pero`,
    text: {
      en: 'Madam Pero moves only to a door nobody chose; door {door} was chosen.',
      ru: 'Мадам Перо переходит только к двери, которую никто не выбрал; дверь {door} выбрана.',
      uk: 'Мадам Перо переходить лише до дверей, які ніхто не обрав; двері {door} обрано.',
      bg: 'Мадам Перо се мести само на врата, която никой не е избрал; врата {door} е избрана.',
    },
  },
  'bad-move': {
    rule: 'README#moves',
    text: {
      en: 'Not a Hotel move: {why}.',
      ru: 'Это не ход Отеля: {why}.',
      uk: 'Це не хід Готелю: {why}.',
      bg: 'Това не е ход в Хотела: {why}.',
    },
  },
  'deck-wrong-cards': {
    rule: 'README#stacked-deck',
    text: {
      en: 'The stacked room deck must hold exactly this table’s {count} rooms, each once: {why}.',
      ru: 'Сложенная колода комнат должна содержать ровно {count} комнат этого стола, каждую по разу: {why}.',
      uk: 'Складена колода кімнат має містити рівно {count} кімнат цього столу, кожну по разу: {why}.',
      bg: 'Нареденото тесте със стаи трябва да съдържа точно {count}-те стаи на масата, всяка по веднъж: {why}.',
    },
  },
  'deck-wrong-guests': {
    rule: 'README#stacked-deck',
    text: {
      en: 'After the rooms the stacked deck gives one guest per seat (a different guest each, or "-" for none): {why}.',
      ru: 'После комнат сложенная колода даёт по гостю на место (каждому другого, или «-» — без гостя): {why}.',
      uk: 'Після кімнат складена колода дає по гостю на місце (кожному іншого, або «-» — без гостя): {why}.',
      bg: 'След стаите нареденото тесте дава по един гост на място (различен за всеки или „-“ за без гост): {why}.',
    },
  },
};

export const fail = errorFactory('hotel', catalogue);
