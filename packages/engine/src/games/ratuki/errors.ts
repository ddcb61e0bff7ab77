/**
 * Ratuki's rule-error catalogue: stable codes `ratuki/<key>`, messages in every UI
 * language saying what and why, and the rule each enforces.
 */
import { type Catalogue, errorFactory } from '../../core/messages.ts';

const RD = 'RULES-DECISIONS#ratuki';
const README = 'games/ratuki/README#';

export const ERROR_KEYS = [
  'not-started',
  'game-over',
  'round-over',
  'too-fast',
  'card-not-in-hand',
  'no-such-stack',
  'stack-moved',
  'stack-taken',
  'place-taken',
  'cannot-start',
  'does-not-fit',
  'bad-move',
  'unknown-card',
  'deck-wrong-size',
  'deck-wrong-cards',
] as const;
export type ErrorKey = (typeof ERROR_KEYS)[number];

const catalogue: Catalogue<ErrorKey> = {
  'not-started': {
    rule: 'seed-004#ratuki',
    text: {
      en: 'Not yet: round {round} starts when “Ratuki!” is called, in {ms} ms.',
      ru: 'Ещё рано: раунд {round} начнётся, когда прозвучит «Ratuki!», через {ms} мс.',
      uk: 'Ще зарано: раунд {round} почнеться, коли пролунає «Ratuki!», за {ms} мс.',
      bg: 'Още е рано: рунд {round} започва, когато прозвучи „Ratuki!“, след {ms} мс.',
    },
  },
  'game-over': {
    rule: `${RD}.winner`,
    text: {
      en: 'The game is over: no more cards are played.',
      ru: 'Игра окончена: карты больше не играются.',
      uk: 'Гру закінчено: карти більше не грають.',
      bg: 'Играта свърши: повече карти не се играят.',
    },
  },
  'round-over': {
    rule: `${RD}.out`,
    text: {
      en: 'Too late: round {round} ended (OUT!) before this card arrived; it stays in your hand.',
      ru: 'Поздно: раунд {round} закончился («OUT!») раньше, чем пришла эта карта; она остаётся у вас в руке.',
      uk: 'Запізно: раунд {round} скінчився («OUT!») раніше, ніж надійшла ця карта; вона лишається у вас у руці.',
      bg: 'Късно е: рунд {round} свърши („OUT!“), преди тази карта да пристигне; тя остава в ръката ви.',
    },
  },
  'too-fast': {
    rule: `${README}settings`,
    text: {
      en: 'Too fast: this table allows one card per {gap} ms from each seat; try again in {wait} ms.',
      ru: 'Слишком быстро: за этим столом каждое место играет не чаще одной карты в {gap} мс; попробуйте через {wait} мс.',
      uk: 'Занадто швидко: за цим столом кожне місце грає не частіше однієї карти на {gap} мс; спробуйте за {wait} мс.',
      bg: 'Твърде бързо: на тази маса всяко място играе най-много по една карта на {gap} мс; опитайте след {wait} мс.',
    },
  },
  'card-not-in-hand': {
    rule: `${RD}.hand`,
    text: {
      en: 'The {card} is not in your hand (your hand: {hand}).',
      ru: 'Карты {card} нет у вас в руке (в руке: {hand}).',
      uk: 'Карти {card} немає у вас у руці (у руці: {hand}).',
      bg: 'Картата {card} не е в ръката ви (в ръката: {hand}).',
    },
  },
  'no-such-stack': {
    rule: `${RD}.stacks`,
    text: {
      en: 'There is no place {stack} in the centre: this table has places 0..{last}, one per player.',
      ru: 'В центре нет места {stack}: за этим столом места 0..{last}, по одному на игрока.',
      uk: 'У центрі немає місця {stack}: за цим столом місця 0..{last}, по одному на гравця.',
      bg: 'В центъра няма място {stack}: на тази маса местата са 0..{last}, по едно на играч.',
    },
  },
  'stack-moved': {
    rule: `${README}races`,
    text: {
      en: 'The stack moved: it is now {value} (you aimed at {aimed}); your card stays in your hand.',
      ru: 'Стопка изменилась: теперь на ней {value} (вы целились в {aimed}); карта остаётся у вас в руке.',
      uk: 'Стос змінився: тепер на ньому {value} (ви цілилися в {aimed}); карта лишається у вас у руці.',
      bg: 'Купчината се промени: сега е {value} (целехте се в {aimed}); картата остава в ръката ви.',
    },
  },
  'stack-taken': {
    rule: `${README}races`,
    text: {
      en: 'The stack at place {stack} was taken a moment ago; your card stays in your hand.',
      ru: 'Стопку на месте {stack} только что забрали; карта остаётся у вас в руке.',
      uk: 'Стос на місці {stack} щойно забрали; карта лишається у вас у руці.',
      bg: 'Купчината на място {stack} току-що беше взета; картата остава в ръката ви.',
    },
  },
  'place-taken': {
    rule: `${README}races`,
    text: {
      en: 'A stack was started at place {stack} a moment ago: it is now {value}; your card stays in your hand.',
      ru: 'На месте {stack} только что начали стопку: теперь на ней {value}; карта остаётся у вас в руке.',
      uk: 'На місці {stack} щойно почали стос: тепер на ньому {value}; карта лишається у вас у руці.',
      bg: 'На място {stack} току-що започна купчина: сега е {value}; картата остава в ръката ви.',
    },
  },
  'cannot-start': {
    rule: `${RD}.start`,
    text: {
      en: 'A {card} cannot start a stack: only a 1 or a Ratuki starts one.',
      ru: 'Картой {card} нельзя начать стопку: начинают только 1 или Ratuki.',
      uk: 'Картою {card} не можна почати стос: починають лише 1 або Ratuki.',
      bg: 'С карта {card} не може да се започне купчина: започва се само с 1 или Ratuki.',
    },
  },
  'does-not-fit': {
    rule: `${RD}.stacks`,
    text: {
      en: 'A {card} does not go on a {value}: a stack moves by exactly one, up or down, never below 1.',
      ru: 'Карта {card} не ложится на {value}: стопка меняется ровно на один вверх или вниз и не ниже 1.',
      uk: 'Карта {card} не лягає на {value}: стос змінюється рівно на один угору чи вниз і не нижче 1.',
      bg: 'Карта {card} не се слага върху {value}: купчината се мени точно с едно нагоре или надолу, никога под 1.',
    },
  },
  'bad-move': {
    rule: `${README}moves`,
    text: {
      en: 'Not a Ratuki move: {why}.',
      ru: 'Это не ход Ratuki: {why}.',
      uk: 'Це не хід Ratuki: {why}.',
      bg: 'Това не е ход в Ratuki: {why}.',
    },
  },
  'unknown-card': {
    rule: `${README}card-codes`,
    text: {
      en: '{code} is not a Ratuki card code (colour R B G Y P, rank 1-5 or X, copy a-g: R3a).',
      ru: '{code} — не код карты Ratuki (цвет R B G Y P, ранг 1-5 или X, копия a-g: R3a).',
      uk: '{code} — не код карти Ratuki (колір R B G Y P, ранг 1-5 або X, копія a-g: R3a).',
      bg: '{code} не е код на карта от Ratuki (цвят R B G Y P, ранг 1-5 или X, копие a-g: R3a).',
    },
  },
  'deck-wrong-size': {
    rule: `${README}stacked-deck`,
    text: {
      en: 'A stacked deck for {seats} seats holds {want} cards (35 per colour), not {got}.',
      ru: 'Подобранная колода для {seats} мест — это {want} карт (по 35 каждого цвета), а не {got}.',
      uk: 'Підібрана колода для {seats} місць — це {want} карт (по 35 кожного кольору), а не {got}.',
      bg: 'Подредено тесте за {seats} места има {want} карти (по 35 от цвят), а не {got}.',
    },
  },
  'deck-wrong-cards': {
    rule: `${README}stacked-deck`,
    text: {
      en: 'The stacked deck is wrong at position {at}: seat {seat} plays {colour} and needs each of its 35 cards once ({why}).',
      ru:
        'Подобранная колода неверна в позиции {at}: место {seat} играет цветом {colour}, и каждая из его 35 карт нужна ровно один раз ({why}).',
      uk:
        'Підібрана колода хибна на позиції {at}: місце {seat} грає кольором {colour}, і кожна з його 35 карт потрібна рівно раз ({why}).',
      bg:
        'Подреденото тесте е грешно на позиция {at}: място {seat} играе с цвят {colour} и всяка от 35-те му карти трябва точно веднъж ({why}).',
    },
  },
};

export const fail = errorFactory('ratuki', catalogue);
