/**
 * Durak's rule-error catalogue (decision 13): stable codes `durak/<key>`,
 * messages in every UI language saying what and why, and a rule pointer.
 */
import { type Catalogue, errorFactory } from '../../core/messages.ts';

const RD = 'RULES-DECISIONS#durak';

export const ERROR_KEYS = [
  'not-your-turn',
  'said-done',
  'card-not-in-hand',
  'must-lead-first',
  'rank-not-on-table',
  'special-throw-in',
  'limit-reached',
  'not-allowed-to-throw-in',
  'not-an-uncovered-attack-card',
  'cannot-beat',
  'already-taking',
  'transfer-not-in-variant',
  'transfer-after-cover',
  'transfer-rank',
  'transfer-next-too-few',
  'nothing-to-take',
  'nothing-to-add',
  'defender-cannot-attack',
  'game-over',
  'between-games',
  'bad-move',
  'unknown-card',
  'deck-wrong-size',
  'deck-wrong-cards',
] as const;
export type ErrorKey = (typeof ERROR_KEYS)[number];

const catalogue: Catalogue<ErrorKey> = {
  'not-your-turn': {
    rule: `${RD}.turn`,
    text: {
      en: 'It is not the move of seat {seat}: {why}.',
      ru: 'Сейчас не ход места {seat}: {why}.',
      uk: 'Зараз не хід місця {seat}: {why}.',
      bg: 'Сега не е ред на място {seat}: {why}.',
    },
  },
  'said-done': {
    rule: `${RD}.done`,
    text: {
      en: 'Seat {seat} said it has nothing more to add; it may throw in again after the defender covers a card.',
      ru: 'Место {seat} уже сказало, что больше не подкидывает; подкинуть снова можно после того, как защитник покроет карту.',
      uk: 'Місце {seat} уже сказало, що більше не підкидає; підкинути знову можна після того, як захисник поб’є карту.',
      bg: 'Място {seat} вече каза, че няма какво да добави; може да хвърля отново, след като защитникът покрие карта.',
    },
  },
  'card-not-in-hand': {
    rule: `${RD}.hand`,
    text: {
      en: 'The {card} is not in your hand.',
      ru: 'Карты {card} нет у вас в руке.',
      uk: 'Карти {card} немає у вас у руці.',
      bg: 'Картата {card} не е в ръката ви.',
    },
  },
  'must-lead-first': {
    rule: `${RD}.throw-in`,
    text: {
      en: 'The main attacker (seat {attacker}) must lead the first card of the bout before anything else.',
      ru: 'Сначала главный нападающий (место {attacker}) должен сделать первый ход в этом бою.',
      uk: 'Спочатку головний нападник (місце {attacker}) має зайти першою картою цього бою.',
      bg: 'Първо главният нападател (място {attacker}) трябва да изиграе първата карта на боя.',
    },
  },
  'rank-not-on-table': {
    rule: 'seed-002#throw-in',
    text: {
      en: 'The {card} cannot be thrown in: its rank is not on the table (only ranks of attack or defence cards may be added).',
      ru: 'Карту {card} нельзя подкинуть: такого ранга нет на столе (подкидывают ранги карт атаки или защиты).',
      uk: 'Карту {card} не можна підкинути: такого рангу немає на столі (підкидають ранги карт атаки чи захисту).',
      bg: 'Картата {card} не може да се хвърли: такъв ранг няма на масата (хвърлят се само рангове от атаката или защитата).',
    },
  },
  'special-throw-in': {
    rule: 'seed-002#joker-throw-in',
    text: {
      en:
        'The {card} cannot be thrown in: a special card may be added only when a special card already lies on the table; being strong gives it no rank.',
      ru:
        'Карту {card} нельзя подкинуть: спецкарту подкидывают, только когда на столе уже есть спецкарта; сила не даёт ей ранга.',
      uk: 'Карту {card} не можна підкинути: спецкарту підкидають, лише коли на столі вже є спецкарта; сила не дає їй рангу.',
      bg:
        'Картата {card} не може да се хвърли: специална карта се добавя само ако на масата вече има специална карта; силата не ѝ дава ранг.',
    },
  },
  'limit-reached': {
    rule: 'seed-002#attack-limit',
    text: {
      en:
        'No more attack cards: this bout allows at most {limit} (six, the defender’s hand at the start of the bout, and the first-bout limit).',
      ru:
        'Больше атаковать нельзя: в этом бою не более {limit} карт атаки (шесть, карты защитника в начале боя и лимит первого отбоя).',
      uk:
        'Більше атакувати не можна: у цьому бою не більше {limit} карт атаки (шість, карти захисника на початку бою й межа першого відбою).',
      bg:
        'Не може повече атака: в този бой са позволени най-много {limit} карти (шест, картите на защитника в началото и лимитът на първия бой).',
    },
  },
  'not-allowed-to-throw-in': {
    rule: `${RD}.throw-in`,
    text: {
      en: 'Seat {seat} may not throw in: at this table only the defender’s neighbours add cards.',
      ru: 'Место {seat} не может подкидывать: за этим столом подкидывают только соседи защитника.',
      uk: 'Місце {seat} не може підкидати: за цим столом підкидають лише сусіди захисника.',
      bg: 'Място {seat} не може да хвърля: на тази маса хвърлят само съседите на защитника.',
    },
  },
  'not-an-uncovered-attack-card': {
    rule: 'seed-002#defence',
    text: {
      en: 'The {attack} is not an uncovered attack card on the table; cover each attack card once, with a card from your hand.',
      ru: '{attack} — не непокрытая карта атаки на столе; каждую карту атаки кроют один раз картой из руки.',
      uk: '{attack} — не непобита карта атаки на столі; кожну карту атаки б’ють один раз картою з руки.',
      bg: '{attack} не е непокрита карта от атаката на масата; всяка карта се покрива веднъж с карта от ръката.',
    },
  },
  'cannot-beat': {
    rule: 'seed-002#beating',
    text: {
      en: 'The {card} cannot beat the {attack}: {reason}.',
      ru: '{card} не бьёт {attack}: {reason}.',
      uk: '{card} не б’є {attack}: {reason}.',
      bg: '{card} не бие {attack}: {reason}.',
    },
  },
  'already-taking': {
    rule: `${RD}.take`,
    text: {
      en: 'You said “take”: the defence is over, the cards on the table will be yours.',
      ru: 'Вы уже сказали «беру»: защита окончена, карты со стола ваши.',
      uk: 'Ви вже сказали «беру»: захист закінчено, карти зі столу ваші.',
      bg: 'Вече казахте „взимам“: защитата приключи, картите от масата са ваши.',
    },
  },
  'transfer-not-in-variant': {
    rule: 'seed-002#joker-and-transfer',
    text: {
      en: 'Transfers are played only in the perevodnoy variant; this table plays {variant}.',
      ru: 'Переводить можно только в переводном варианте; за этим столом — {variant}.',
      uk: 'Переводити можна лише в перевідному різновиді; за цим столом — {variant}.',
      bg: 'Превеждане има само във варианта perevodnoy; на тази маса се играе {variant}.',
    },
  },
  'transfer-after-cover': {
    rule: `${RD}.perevodnoy`,
    text: {
      en: 'Too late to transfer: a card of this bout is already covered.',
      ru: 'Переводить поздно: карта этого боя уже покрыта.',
      uk: 'Переводити запізно: карту цього бою вже побито.',
      bg: 'Късно е за превеждане: карта от този бой вече е покрита.',
    },
  },
  'transfer-rank': {
    rule: `${RD}.perevodnoy`,
    text: {
      en: 'The {card} cannot transfer: a transfer needs an ordinary card of the attack’s rank ({rank}).',
      ru: '{card} нельзя перевести: нужна обычная карта ранга атаки ({rank}).',
      uk: '{card} не можна перевести: потрібна звичайна карта рангу атаки ({rank}).',
      bg: '{card} не може да преведе: нужна е обикновена карта с ранга на атаката ({rank}).',
    },
  },
  'transfer-next-too-few': {
    rule: `${RD}.perevodnoy`,
    text: {
      en: 'No transfer: the next seat ({next}) holds {hand} cards but would face {count} attack cards (limit {limit}).',
      ru: 'Перевести нельзя: у следующего места ({next}) {hand} карт, а атакующих карт станет {count} (лимит {limit}).',
      uk: 'Перевести не можна: у наступного місця ({next}) {hand} карт, а карт атаки стане {count} (межа {limit}).',
      bg: 'Не може да се преведе: следващото място ({next}) има {hand} карти, а атакуващите ще станат {count} (лимит {limit}).',
    },
  },
  'nothing-to-take': {
    rule: `${RD}.take`,
    text: {
      en: 'Nothing to take: {why}.',
      ru: 'Нечего брать: {why}.',
      uk: 'Нічого брати: {why}.',
      bg: 'Няма какво да се вземе: {why}.',
    },
  },
  'nothing-to-add': {
    rule: `${RD}.done`,
    text: {
      en: 'Seat {seat} holds no cards: it has nothing it could add, so there is nothing to decline.',
      ru: 'У места {seat} нет карт: подкинуть нечего, отказываться не от чего.',
      uk: 'У місця {seat} немає карт: підкинути нічого, відмовлятися немає від чого.',
      bg: 'Място {seat} няма карти: няма какво да добави, така че няма от какво да се откаже.',
    },
  },
  'defender-cannot-attack': {
    rule: `${RD}.throw-in`,
    text: {
      en: 'The defender cannot add attack cards to its own bout.',
      ru: 'Защитник не может подкидывать в свой собственный бой.',
      uk: 'Захисник не може підкидати у свій власний бій.',
      bg: 'Защитникът не може да добавя карти за атака в собствения си бой.',
    },
  },
  'game-over': {
    rule: `${RD}.result`,
    text: {
      en: 'The game is over; no more moves.',
      ru: 'Игра окончена; ходов больше нет.',
      uk: 'Гру закінчено; ходів більше немає.',
      bg: 'Играта свърши; няма повече ходове.',
    },
  },
  'between-games': {
    rule: `${RD}.series`,
    text: {
      en: 'This game of the series is over; wait for the next deal.',
      ru: 'Эта игра серии окончена; дождитесь следующей раздачи.',
      uk: 'Цю гру серії закінчено; дочекайтеся наступної роздачі.',
      bg: 'Тази игра от серията свърши; изчакайте следващото раздаване.',
    },
  },
  'bad-move': {
    rule: 'protocol',
    text: {
      en: 'Not a Durak move: {why}. Moves: attack {card}, defend {attack,card}, transfer {card}, take, done.',
      ru: 'Это не ход дурака: {why}. Ходы: attack {card}, defend {attack,card}, transfer {card}, take, done.',
      uk: 'Це не хід дурня: {why}. Ходи: attack {card}, defend {attack,card}, transfer {card}, take, done.',
      bg: 'Това не е ход в Дурак: {why}. Ходове: attack {card}, defend {attack,card}, transfer {card}, take, done.',
    },
  },
  'unknown-card': {
    rule: 'RULES-DECISIONS#durak.codes',
    text: {
      en: '{code} is not a card code (rank 2-9 T J Q K A + suit S C D H, or JK, RJ, BJ, BL).',
      ru: '{code} — не код карты (ранг 2-9 T J Q K A + масть S C D H, либо JK, RJ, BJ, BL).',
      uk: '{code} — не код карти (ранг 2-9 T J Q K A + масть S C D H, або JK, RJ, BJ, BL).',
      bg: '{code} не е код на карта (ранг 2-9 T J Q K A + боя S C D H, или JK, RJ, BJ, BL).',
    },
  },
  'deck-wrong-size': {
    rule: 'RULES-DECISIONS#durak.deck',
    text: {
      en: 'The stacked deck has {got} cards; this table ({variant}, base {deck}) plays with {want}.',
      ru: 'В заданной колоде {got} карт; за этим столом ({variant}, основа {deck}) их {want}.',
      uk: 'У заданій колоді {got} карт; за цим столом ({variant}, основа {deck}) їх {want}.',
      bg: 'Подредената колода има {got} карти; тази маса ({variant}, основа {deck}) играе с {want}.',
    },
  },
  'deck-wrong-cards': {
    rule: 'RULES-DECISIONS#durak.deck',
    text: {
      en: 'The stacked deck is not this table’s cards: {detail}.',
      ru: 'Заданная колода не совпадает с картами стола: {detail}.',
      uk: 'Задана колода не збігається з картами столу: {detail}.',
      bg: 'Подредената колода не съвпада с картите на масата: {detail}.',
    },
  },
};

export const fail = errorFactory('durak', catalogue);
