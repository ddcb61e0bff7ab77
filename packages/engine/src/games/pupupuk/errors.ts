/** Rule errors of the sum-to-21 game: stable codes, texts in every language, the rule each enforces. */
import { errorFactory } from '../../core/messages.ts';

export const fail = errorFactory('pupupuk', {
  malformed: {
    rule: 'pupupuk/README#moves',
    text: {
      en: 'Malformed move',
      ru: 'Неверно составленный ход',
      uk: 'Неправильно складений хід',
      bg: 'Неправилно съставен ход',
    },
  },
  'game-over': {
    rule: 'RULES-DECISIONS#sum-to-21',
    text: { en: 'The game is over', ru: 'Игра окончена', uk: 'Гру закінчено', bg: 'Играта свърши' },
  },
  'not-now': {
    rule: 'seed-000#turn',
    text: {
      en: 'That move is not possible now',
      ru: 'Сейчас такой ход невозможен',
      uk: 'Зараз такий хід неможливий',
      bg: 'Сега такъв ход е невъзможен',
    },
  },
  'not-your-turn': {
    rule: 'seed-000#turn',
    text: { en: 'Not your turn', ru: 'Сейчас не ваш ход', uk: 'Зараз не ваш хід', bg: 'Сега не е ваш ред' },
  },
  'not-in-hand': {
    rule: 'seed-000#take-and-discard',
    text: {
      en: 'You do not hold {card}',
      ru: 'У вас нет карты {card}',
      uk: 'У вас немає карти {card}',
      bg: 'Нямате карта {card}',
    },
  },
  'phrase-only-for-zero': {
    rule: 'seed-000#card-0',
    text: {
      en: 'Only a zero is laid with a phrase',
      ru: 'Фразу выкрикивают только при выкладывании ноля',
      uk: 'Фразу вигукують лише коли викладають нуль',
      bg: 'Фраза се извиква само при нула',
    },
  },
  'no-such-slot': {
    rule: 'seed-000#card-4',
    text: {
      en: 'There is no such card in the row',
      ru: 'В ряду нет такой карты',
      uk: 'У ряду немає такої карти',
      bg: 'В реда няма такава карта',
    },
  },
  'cannot-take-four': {
    rule: 'seed-000#card-4',
    text: {
      en: 'An open 4 cannot be taken from the row',
      ru: 'Нельзя забрать открытую четвёрку из ряда',
      uk: 'Не можна забрати відкриту четвірку з ряду',
      bg: 'Не може да се вземе открита четворка от реда',
    },
  },
  'not-another-player': {
    rule: 'seed-000#card-5',
    text: {
      en: 'Choose another player, not yourself',
      ru: 'Нужно выбрать другого игрока, не себя',
      uk: 'Треба обрати іншого гравця, не себе',
      bg: 'Изберете друг играч, не себе си',
    },
  },
  'no-such-position': {
    rule: 'seed-000#blind-draw',
    text: {
      en: 'There is no face-down card at position {position}',
      ru: 'Нет закрытой карты на месте {position}',
      uk: 'Немає закритої карти на місці {position}',
      bg: 'Няма закрита карта на място {position}',
    },
  },
  'bad-number': {
    rule: 'seed-000#card-6',
    text: {
      en: 'Name a number from 0 to 5',
      ru: 'Назовите число от 0 до 5',
      uk: 'Назвіть число від 0 до 5',
      bg: 'Назовете число от 0 до 5',
    },
  },
  'cannot-purge': {
    rule: 'seed-000#card-7',
    text: {
      en: 'One card of every number other than 7 is discarded, each number once',
      ru: 'Сбрасывается по одной карте каждого числа, кроме семёрок',
      uk: 'Скидається по одній карті кожного числа, крім сімок',
      bg: 'Сваля се по една карта от всяко число освен седмиците',
    },
  },
  'already-pressed': {
    rule: 'RULES-DECISIONS#sum-to-21.zero',
    text: { en: 'You have already pressed', ru: 'Вы уже нажали', uk: 'Ви вже натиснули', bg: 'Вече натиснахте' },
  },
  'not-a-candidate': {
    rule: 'seed-000#school-break',
    text: {
      en: 'That player is not among the tied shouters',
      ru: 'Этот игрок не среди спорных кандидатов',
      uk: 'Цей гравець не серед спірних кандидатів',
      bg: 'Този играч не е сред спорните кандидати',
    },
  },
  'not-21': {
    rule: 'seed-000#lottery',
    text: {
      en: '«Очко!» needs a hand summing to exactly 21',
      ru: '«Очко!» можно крикнуть, только когда сумма руки ровно 21',
      uk: '«Очко!» можна вигукнути лише коли сума руки рівно 21',
      bg: '„Очко!“ се вика само когато сборът на ръката е точно 21',
    },
  },
  'no-such-violation': {
    rule: 'RULES-DECISIONS#sum-to-21.burn',
    text: {
      en: 'There is no such violation to burn (it is past, or already burned)',
      ru: 'Такого нарушения нет: оно уже в прошлом или уже «спалено»',
      uk: 'Такого порушення немає: воно вже минуло або вже «спалене»',
      bg: 'Няма такова нарушение: отминало е или вече е „изгорено“',
    },
  },
  'cannot-burn-self': {
    rule: 'RULES-DECISIONS#sum-to-21.burn',
    text: {
      en: 'You cannot burn yourself',
      ru: 'Нельзя «спалить» самого себя',
      uk: 'Не можна «спалити» самого себе',
      bg: 'Не можете да „изгорите“ себе си',
    },
  },
  'not-that-number': {
    rule: 'seed-000#double-date',
    text: {
      en: 'Only a card with the number {number} may be discarded now',
      ru: 'Сейчас можно сбросить только карту с числом {number}',
      uk: 'Зараз можна скинути лише карту з числом {number}',
      bg: 'Сега може да се свали само карта с числото {number}',
    },
  },
  'nothing-to-reveal': {
    rule: 'seed-000#dark-room',
    text: {
      en: 'There is no face-down card to reveal',
      ru: 'Нет закрытых карт для вскрытия',
      uk: 'Немає закритих карт, щоб їх розкрити',
      bg: 'Няма закрити карти за откриване',
    },
  },
  'not-to-yourself': {
    rule: 'seed-000#crowded-minibus',
    text: {
      en: 'Give the cards to other players, as evenly as possible',
      ru: 'Раздавайте карты другим игрокам, как можно равномернее',
      uk: 'Роздавайте карти іншим гравцям якомога рівномірніше',
      bg: 'Раздайте картите на другите играчи възможно най-равномерно',
    },
  },
});
