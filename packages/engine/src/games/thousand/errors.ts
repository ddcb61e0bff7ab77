/** Thousand's rule errors: stable codes `thousand/...`, the rule they enforce, messages in every UI language. */
import { type Catalogue, errorFactory } from '../../core/messages.ts';

const S = 'seed-004';
const R = 'RULES-DECISIONS#thousand';

const catalogue = {
  'seat-count': {
    rule: R,
    text: {
      en: 'Thousand is played by 2, 3 or 4 players, not {seats}',
      ru: 'В тысячу играют 2, 3 или 4 игрока, а не {seats}',
      uk: 'У тисячу грають 2, 3 або 4 гравці, а не {seats}',
      bg: 'Хиляда се играе от 2, 3 или 4 играчи, не от {seats}',
    },
  },
  'dealer-sits-out': {
    rule: `${R}.four-players`,
    text: {
      en: 'Setting "{key}": with four players the dealer sits out and cannot open or lead',
      ru: 'Настройка «{key}»: вчетвером сдающий не играет и не может открывать торговлю или ходить',
      uk: 'Налаштування «{key}»: учотирьох здавальник не грає і не може відкривати торгівлю чи ходити',
      bg: 'Настройка „{key}“: при четирима раздаващият не играе и не може да открива или да играе първи',
    },
  },
  'deck-size': {
    rule: 'README#thousand-deck',
    text: {
      en: 'A stacked deck must hold the 24 cards, got {count}',
      ru: 'Колода должна содержать 24 карты, а в ней {count}',
      uk: 'Колода має містити 24 карти, а в ній {count}',
      bg: 'Тестето трябва да съдържа 24 карти, а има {count}',
    },
  },
  'deck-card': {
    rule: 'README#thousand-deck',
    text: {
      en: 'The stacked deck holds {card}, which is not a card of this table or appears twice',
      ru: 'В колоде карта {card}, которой нет за этим столом или которая повторяется',
      uk: 'У колоді карта {card}, якої немає за цим столом або яка повторюється',
      bg: 'В тестето има карта {card}, която не е от тази игра или се повтаря',
    },
  },
  'malformed-move': {
    rule: 'README#thousand-moves',
    text: {
      en: 'Not a Thousand move: {detail}',
      ru: 'Это не ход тысячи: {detail}',
      uk: 'Це не хід тисячі: {detail}',
      bg: 'Това не е ход от хиляда: {detail}',
    },
  },
  'chat-ignored': {
    rule: 'README#thousand-moves',
    text: {
      en: 'Thousand does not react to table chat',
      ru: 'Тысяча не реагирует на чат стола',
      uk: 'Тисяча не реагує на чат столу',
      bg: 'Хилядата не реагира на чата на масата',
    },
  },
  'game-over': {
    rule: `${S}#end`,
    text: { en: 'The game is over', ru: 'Игра окончена', uk: 'Гру завершено', bg: 'Играта свърши' },
  },
  'not-your-turn': {
    rule: `${S}#bidding`,
    text: { en: 'It is not your turn', ru: 'Сейчас не ваш ход', uk: 'Зараз не ваш хід', bg: 'Не е ваш ред' },
  },
  'wrong-phase': {
    rule: `${S}#phases`,
    text: {
      en: 'This move is not possible now',
      ru: 'Сейчас этот ход невозможен',
      uk: 'Зараз цей хід неможливий',
      bg: 'Този ход не е възможен сега',
    },
  },
  'bid-too-low': {
    rule: `${S}#bidding`,
    text: {
      en: 'The bid must be at least {min}',
      ru: 'Заказ должен быть не меньше {min}',
      uk: 'Замовлення має бути не менше {min}',
      bg: 'Обявата трябва да е поне {min}',
    },
  },
  'bid-step': {
    rule: `${S}#bidding-step`,
    text: {
      en: 'Bids go in steps of 5',
      ru: 'Шаг торговли — 5 очков',
      uk: 'Крок торгівлі — 5 очок',
      bg: 'Наддаването е през 5 точки',
    },
  },
  'bid-over-limit': {
    rule: `${R}.bid-limit`,
    text: {
      en: 'Without a marriage in hand you may bid at most {max}',
      ru: 'С такими марьяжами на руках можно заказать не больше {max}',
      uk: 'З такими марʼяжами на руках можна замовити не більше {max}',
      bg: 'С тези марияжи в ръка можете да обявите най-много {max}',
    },
  },
  'opening-bid': {
    rule: `${S}#bidding`,
    text: {
      en: 'The opening bid is exactly {value} (the compulsory hundred); the next bidders may raise it',
      ru: 'Первый заказ — ровно {value} («обязательная сотня»); повышать его могут следующие игроки',
      uk: 'Перше замовлення — рівно {value} («обовʼязкова сотня»); підвищувати його можуть наступні гравці',
      bg: 'Първата обява е точно {value} („задължителните 100“); следващите играчи могат да я вдигнат',
    },
  },
  'must-open': {
    rule: `${R}.opening`,
    text: {
      en: 'The opener must bid at least {min}; passing is not allowed',
      ru: 'Открывающий обязан заказать не меньше {min}, пасовать нельзя',
      uk: 'Той, хто відкриває, мусить замовити не менше {min}, пасувати не можна',
      bg: 'Откриващият трябва да обяви поне {min}, не може да пасува',
    },
  },
  'no-redeal-reason': {
    rule: `${S}#redeal`,
    text: {
      en: 'No agreed reason for a redeal applies to you',
      ru: 'Ни одно оговорённое условие пересдачи к вам не относится',
      uk: 'Жодна узгоджена умова перездачі до вас не стосується',
      bg: 'Никое договорено условие за пресдаване не се отнася до вас',
    },
  },
  'not-declarer': {
    rule: `${S}#talon`,
    text: {
      en: 'Only the declarer acts now',
      ru: 'Сейчас действует только заказавший игру',
      uk: 'Зараз діє лише той, хто замовив гру',
      bg: 'Сега действа само обявилият играта',
    },
  },
  'no-such-talon': {
    rule: `${S}#two-players`,
    text: { en: 'There is no talon {talon}', ru: 'Прикупа {talon} нет', uk: 'Прикупу {talon} немає', bg: 'Няма прикуп {talon}' },
  },
  'dark-not-allowed': {
    rule: `${S}#dark-game`,
    text: {
      en: 'A dark game is only possible at this table on the opening hundred',
      ru: 'Тёмную можно играть только на сотне, если это оговорено',
      uk: 'Темну можна грати лише на сотні, якщо це обумовлено',
      bg: 'Тъмна игра е възможна само на стотицата, ако е договорена',
    },
  },
  'not-in-hand': {
    rule: `${S}#play`,
    text: {
      en: 'You do not hold {card}',
      ru: 'У вас нет карты {card}',
      uk: 'У вас немає карти {card}',
      bg: 'Нямате карта {card}',
    },
  },
  'bad-recipient': {
    rule: `${S}#snos`,
    text: {
      en: 'Give one card to each opponent: seat {to} cannot receive one now',
      ru: 'Отдаётся по одной карте каждому сопернику: игроку {to} сейчас нельзя',
      uk: 'Віддається по одній карті кожному супернику: гравцю {to} зараз не можна',
      bg: 'Дава се по една карта на всеки противник: на играч {to} сега не може',
    },
  },
  'contract-too-low': {
    rule: `${S}#raise`,
    text: {
      en: 'The contract may be raised, never lowered: at least {min}',
      ru: 'Заказ можно только повысить: не меньше {min}',
      uk: 'Замовлення можна лише підвищити: не менше {min}',
      bg: 'Обявата може само да се вдигне: поне {min}',
    },
  },
  'roll-out-not-allowed': {
    rule: `${S}#raspis`,
    text: {
      en: 'A roll-out is not allowed here: {reason}',
      ru: 'Расписать нельзя: {reason}',
      uk: 'Розписати не можна: {reason}',
      bg: 'Не може да се разпише: {reason}',
    },
  },
  'must-follow-suit': {
    rule: `${S}#play`,
    text: {
      en: 'You must follow the led suit',
      ru: 'Нужно ходить в масть',
      uk: 'Потрібно ходити в масть',
      bg: 'Трябва да се отговори на боята',
    },
  },
  'must-trump': {
    rule: `${S}#play`,
    text: {
      en: 'Without the led suit you must play a trump',
      ru: 'Без масти нужно бить козырем',
      uk: 'Без масті треба бити козирем',
      bg: 'Без боята трябва да се цака с коз',
    },
  },
} as const satisfies Catalogue<string>;

export type ThousandErrorKey = keyof typeof catalogue;
export const fail = errorFactory<ThousandErrorKey>('thousand', catalogue);
