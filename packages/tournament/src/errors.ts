/**
 * The tournament's refusals: stable codes `tournament/<key>`, the rule each enforces and the message in
 * every UI language, built by the engine's catalogue machinery so a client shows them like a game's.
 */
import { type Catalogue, errorFactory } from '@kozyr/engine';

const README = 'tournament-readme';

const CATALOGUE = {
  'unknown-format': {
    rule: `${README}#formats`,
    text: {
      ru: 'Неизвестный формат турнира «{format}».',
      uk: 'Невідомий формат турніру «{format}».',
      bg: 'Непознат формат на турнира „{format}“.',
      en: 'Unknown tournament format "{format}".',
    },
  },
  'bad-setting': {
    rule: `${README}#settings`,
    text: {
      ru: 'Настройка «{name}» неверна: нужно {expected}.',
      uk: 'Налаштування «{name}» хибне: потрібно {expected}.',
      bg: 'Настройката „{name}“ е невалидна: трябва {expected}.',
      en: 'The setting "{name}" is not valid: it must be {expected}.',
    },
  },
  'unsuited-game': {
    rule: `${README}#formats`,
    text: {
      ru: 'Формат «{format}» не подходит для этой игры: {why}.',
      uk: 'Формат «{format}» не підходить для цієї гри: {why}.',
      bg: 'Форматът „{format}“ не е подходящ за тази игра: {why}.',
      en: 'The format "{format}" does not suit this game: {why}.',
    },
  },
  'already-joined': {
    rule: `${README}#entrants`,
    text: {
      ru: 'Участник {id} уже записан.',
      uk: 'Учасник {id} уже записаний.',
      bg: 'Участникът {id} вече е записан.',
      en: 'Entrant {id} has already joined.',
    },
  },
  'not-entrant': {
    rule: `${README}#entrants`,
    text: {
      ru: '{id} не участвует в турнире.',
      uk: '{id} не бере участі в турнірі.',
      bg: '{id} не участва в турнира.',
      en: '{id} is not an entrant of this tournament.',
    },
  },
  'join-closed': {
    rule: `${README}#entrants`,
    text: {
      ru: 'Запись закрыта: {why}.',
      uk: 'Запис закрито: {why}.',
      bg: 'Записването е затворено: {why}.',
      en: 'Joining is closed: {why}.',
    },
  },
  'has-left': {
    rule: `${README}#entrants`,
    text: {
      ru: '{id} уже покинул турнир.',
      uk: '{id} уже залишив турнір.',
      bg: '{id} вече напусна турнира.',
      en: '{id} has already left the tournament.',
    },
  },
  'too-few-entrants': {
    rule: `${README}#settings`,
    text: {
      ru: 'Слишком мало участников: нужно не меньше {min}, есть {have}.',
      uk: 'Замало учасників: потрібно щонайменше {min}, є {have}.',
      bg: 'Твърде малко участници: нужни са поне {min}, има {have}.',
      en: 'Too few entrants: at least {min} are needed, {have} are playing.',
    },
  },
  'cannot-seat': {
    rule: `${README}#rounds`,
    text: {
      ru: '{n} игроков не рассадить за столы по {min}–{max}.',
      uk: '{n} гравців не розсадити за столи по {min}–{max}.',
      bg: '{n} играчи не могат да се разпределят на маси по {min}–{max}.',
      en: '{n} players cannot be seated at tables of {min} to {max}.',
    },
  },
  'round-running': {
    rule: `${README}#rounds`,
    text: {
      ru: 'Раунд {round} ещё идёт: не все столы доиграли.',
      uk: 'Раунд {round} ще триває: не всі столи дограли.',
      bg: 'Рунд {round} още тече: не всички маси са завършили.',
      en: 'Round {round} is still being played: not every table has finished.',
    },
  },
  finished: {
    rule: `${README}#rounds`,
    text: {
      ru: 'Турнир уже завершён.',
      uk: 'Турнір уже завершено.',
      bg: 'Турнирът вече приключи.',
      en: 'The tournament is already over.',
    },
  },
  'already-started': {
    rule: `${README}#arena`,
    text: {
      ru: 'Турнир уже начался.',
      uk: 'Турнір уже почався.',
      bg: 'Турнирът вече започна.',
      en: 'The tournament has already started.',
    },
  },
  'not-started': {
    rule: `${README}#rounds`,
    text: {
      ru: 'Турнир ещё не начался.',
      uk: 'Турнір ще не почався.',
      bg: 'Турнирът още не е започнал.',
      en: 'The tournament has not started yet.',
    },
  },
  'wrong-format': {
    rule: `${README}#feeding`,
    text: {
      ru: 'Событие «{kind}» не относится к формату «{format}».',
      uk: 'Подія «{kind}» не стосується формату «{format}».',
      bg: 'Събитието „{kind}“ не е за формата „{format}“.',
      en: 'The event "{kind}" does not belong to the format "{format}".',
    },
  },
  'unknown-event': {
    rule: `${README}#feeding`,
    text: {
      ru: 'Неизвестное событие турнира «{kind}».',
      uk: 'Невідома подія турніру «{kind}».',
      bg: 'Непознато събитие на турнира „{kind}“.',
      en: 'Unknown tournament event "{kind}".',
    },
  },
  'unknown-table': {
    rule: `${README}#feeding`,
    text: {
      ru: 'Стола {table} нет среди играющих столов.',
      uk: 'Стола {table} немає серед столів, що грають.',
      bg: 'Маса {table} не е сред игралните маси.',
      en: 'Table {table} is not a table in play.',
    },
  },
  'bad-result': {
    rule: `${README}#feeding`,
    text: {
      ru: 'Результат стола {table} неверен: нужно {expected}.',
      uk: 'Результат стола {table} хибний: потрібно {expected}.',
      bg: 'Резултатът на маса {table} е невалиден: трябва {expected}.',
      en: 'The result of table {table} is not valid: it must give {expected}.',
    },
  },
  'time-backwards': {
    rule: `${README}#feeding`,
    text: {
      ru: 'Время {at} раньше последнего события ({last}).',
      uk: 'Час {at} раніший за останню подію ({last}).',
      bg: 'Времето {at} е преди последното събитие ({last}).',
      en: 'The time {at} is before the last event ({last}).',
    },
  },
  'not-pausable': {
    rule: `${README}#arena`,
    text: {
      ru: '{id} не может {what} сейчас.',
      uk: '{id} не може {what} зараз.',
      bg: '{id} не може да {what} сега.',
      en: '{id} cannot {what} now.',
    },
  },
} as const satisfies Catalogue<string>;

export type TournamentErrorKey = keyof typeof CATALOGUE;
export const TOURNAMENT_ERRORS: Catalogue<TournamentErrorKey> = CATALOGUE;
export const fail = errorFactory('tournament', TOURNAMENT_ERRORS);
