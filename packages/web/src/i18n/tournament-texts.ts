/**
 * The words of club tournaments (the tab, the create form, a tournament's page, the profile's results), each a
 * named literal in all four languages; `say` (club-texts.ts) fills their `{name}` placeholders.
 */
import type { Text } from '@kozyr/engine/client';

export const TT = {
  tab: { ru: 'Турниры', uk: 'Турніри', bg: 'Турнири', en: 'Tournaments' },
  upcoming: { ru: 'Скоро', uk: 'Незабаром', bg: 'Предстоящи', en: 'Upcoming' },
  running: { ru: 'Идут', uk: 'Тривають', bg: 'В ход', en: 'Running' },
  finished: { ru: 'Завершены', uk: 'Завершені', bg: 'Завършени', en: 'Finished' },
  /** One tournament's state (the lists' headings are plural). */
  isUpcoming: { ru: 'скоро', uk: 'незабаром', bg: 'предстои', en: 'upcoming' },
  isRunning: { ru: 'идёт', uk: 'триває', bg: 'в ход', en: 'running' },
  isFinished: { ru: 'завершён', uk: 'завершено', bg: 'завършен', en: 'finished' },
  none: { ru: 'Нет турниров.', uk: 'Немає турнірів.', bg: 'Няма турнири.', en: 'No tournaments.' },
  create: { ru: 'Создать турнир', uk: 'Створити турнір', bg: 'Създай турнир', en: 'Create a tournament' },
  register: { ru: 'Участвовать', uk: 'Взяти участь', bg: 'Участвай', en: 'Register' },
  leave: { ru: 'Выйти из турнира', uk: 'Вийти з турніру', bg: 'Напусни турнира', en: 'Leave the tournament' },
  registered: { ru: 'Вы участвуете', uk: 'Ви берете участь', bg: 'Участвате', en: 'You are registered' },
  winner: { ru: 'Победитель: {name}', uk: 'Переможець: {name}', bg: 'Победител: {name}', en: 'Winner: {name}' },
  open: { ru: 'Открыть', uk: 'Відкрити', bg: 'Отвори', en: 'Open' },
  back: { ru: '← Все турниры', uk: '← Усі турніри', bg: '← Всички турнири', en: '← All tournaments' },
  startsAt: { ru: 'Начало: {time}', uk: 'Початок: {time}', bg: 'Начало: {time}', en: 'Starts {time}' },
  startsWhen: {
    ru: 'Начнётся, когда соберётся {count}',
    uk: 'Почнеться, коли збереться {count}',
    bg: 'Започва, когато се съберат {count}',
    en: 'Starts when {count} have joined',
  },
  entrants: { ru: 'Участники: {count}', uk: 'Учасники: {count}', bg: 'Участници: {count}', en: 'Entrants: {count}' },
  round: { ru: 'Раунд {round}', uk: 'Раунд {round}', bg: 'Рунд {round}', en: 'Round {round}' },
  roundOf: {
    ru: 'Раунд {round} из {rounds}',
    uk: 'Раунд {round} з {rounds}',
    bg: 'Рунд {round} от {rounds}',
    en: 'Round {round} of {rounds}',
  },
  roundClock: { ru: 'идёт {time}', uk: 'триває {time}', bg: 'тече от {time}', en: 'running for {time}' },
  arenaLeft: { ru: 'до конца {time}', uk: 'до кінця {time}', bg: 'остават {time}', en: '{time} left' },
  finishedAt: { ru: 'Завершён {time}', uk: 'Завершено {time}', bg: 'Завършен {time}', en: 'Finished {time}' },
  organiser: { ru: 'Организатор: {name}', uk: 'Організатор: {name}', bg: 'Организатор: {name}', en: 'Organised by {name}' },
  standings: { ru: 'Турнирная таблица', uk: 'Турнірна таблиця', bg: 'Класиране', en: 'Standings' },
  finalStandings: { ru: 'Итоговая таблица', uk: 'Підсумкова таблиця', bg: 'Крайно класиране', en: 'Final standings' },
  noStandings: {
    ru: 'Таблица появится со стартом турнира.',
    uk: 'Таблиця з’явиться зі стартом турніру.',
    bg: 'Класирането се появява със старта на турнира.',
    en: 'The standings appear when the tournament starts.',
  },
  rank: { ru: 'Место', uk: 'Місце', bg: 'Място', en: 'Rank' },
  player: { ru: 'Игрок', uk: 'Гравець', bg: 'Играч', en: 'Player' },
  gamesPlayed: { ru: 'Игр', uk: 'Ігор', bg: 'Игри', en: 'Games' },
  left: { ru: 'вышел', uk: 'вийшов', bg: 'напусна', en: 'left' },
  you: { ru: 'вы', uk: 'ви', bg: 'вие', en: 'you' },
  tables: { ru: 'Столы раунда', uk: 'Столи раунду', bg: 'Маси на рунда', en: 'Tables of the round' },
  table: { ru: 'Стол {id}', uk: 'Стіл {id}', bg: 'Маса {id}', en: 'Table {id}' },
  watch: { ru: 'Смотреть', uk: 'Дивитися', bg: 'Гледай', en: 'Watch' },
  play: { ru: 'Играть', uk: 'Грати', bg: 'Играй', en: 'Play' },
  tableDone: { ru: 'сыгран', uk: 'зіграно', bg: 'изиграна', en: 'done' },
  gamesCount: {
    ru: 'игр сыграно: {count}',
    uk: 'ігор зіграно: {count}',
    bg: 'изиграни игри: {count}',
    en: 'games played: {count}',
  },
  gamesList: { ru: 'Партии', uk: 'Партії', bg: 'Игри', en: 'Games' },
  gameN: { ru: 'партия {n}', uk: 'партія {n}', bg: 'игра {n}', en: 'game {n}' },
  replay: { ru: 'Запись', uk: 'Запис', bg: 'Запис', en: 'Replay' },
  guestsNote: {
    ru: 'Гости могут участвовать',
    uk: 'Гості можуть брати участь',
    bg: 'Гостите могат да участват',
    en: 'Guests may register',
  },
  accountsOnly: {
    ru: 'Только для зарегистрированных',
    uk: 'Лише для зареєстрованих',
    bg: 'Само за регистрирани',
    en: 'Registered players only',
  },
  timerNote: { ru: '{count} с на ход', uk: '{count} с на хід', bg: '{count} с на ход', en: '{count} s per move' },
  botsNote: {
    ru: 'боты до {count} ({bot})',
    uk: 'боти до {count} ({bot})',
    bg: 'ботове до {count} ({bot})',
    en: 'bots fill to {count} ({bot})',
  },
  // The create form.
  game: { ru: 'Игра', uk: 'Гра', bg: 'Игра', en: 'Game' },
  title: { ru: 'Название', uk: 'Назва', bg: 'Име', en: 'Title' },
  format: { ru: 'Формат', uk: 'Формат', bg: 'Формат', en: 'Format' },
  formatSettings: { ru: 'Настройки формата', uk: 'Налаштування формату', bg: 'Настройки на формата', en: 'Format settings' },
  tableSettings: { ru: 'Настройки столов', uk: 'Налаштування столів', bg: 'Настройки на масите', en: 'Table settings' },
  start: { ru: 'Старт', uk: 'Старт', bg: 'Старт', en: 'Start' },
  startWhenJoined: {
    ru: 'когда соберётся N участников',
    uk: 'коли збереться N учасників',
    bg: 'когато се съберат N участници',
    en: 'when N have joined',
  },
  startAt: { ru: 'в назначенное время', uk: 'у призначений час', bg: 'в определен час', en: 'at a set time' },
  joinedCount: { ru: 'N участников', uk: 'N учасників', bg: 'N участници', en: 'N entrants' },
  startTime: { ru: 'Время старта', uk: 'Час старту', bg: 'Час на старта', en: 'Start time' },
  fillTo: { ru: 'Боты дополняют до', uk: 'Боти доповнюють до', bg: 'Ботове допълват до', en: 'Bots fill the field to' },
  bot: { ru: 'Уровень ботов', uk: 'Рівень ботів', bg: 'Ниво на ботовете', en: 'Bots’ level' },
  guests: {
    ru: 'Гости могут участвовать',
    uk: 'Гості можуть брати участь',
    bg: 'Гостите могат да участват',
    en: 'Guests may register',
  },
  joinNow: { ru: 'Участвую сам', uk: 'Беру участь сам', bg: 'Участвам и аз', en: 'I play in it' },
  timerRequired: {
    ru: 'В секундах. Таймер хода обязателен: никто не ждёт отсутствующего.',
    uk: 'У секундах. Таймер ходу обов’язковий: ніхто не чекає відсутнього.',
    bg: 'В секунди. Таймерът за ход е задължителен: никой не чака отсъстващ.',
    en: 'In seconds. A turn timer is required: no table waits for an absent player.',
  },
  noFormats: {
    ru: 'Для этой игры с такими настройками нет подходящих форматов.',
    uk: 'Для цієї гри з такими налаштуваннями немає відповідних форматів.',
    bg: 'За тази игра с тези настройки няма подходящи формати.',
    en: 'No format suits this game with these settings.',
  },
  minutes: { ru: '{count} мин', uk: '{count} хв', bg: '{count} мин', en: '{count} min' },
  // The profile.
  results: { ru: 'Турниры', uk: 'Турніри', bg: 'Турнири', en: 'Tournaments' },
  noResults: { ru: 'Турниров пока нет.', uk: 'Турнірів поки немає.', bg: 'Още няма турнири.', en: 'No tournaments yet.' },
  placeOf: { ru: '{place} из {count}', uk: '{place} з {count}', bg: '{place} от {count}', en: '{place} of {count}' },
  playing: { ru: 'идёт', uk: 'триває', bg: 'в ход', en: 'playing' },
} as const satisfies Readonly<Record<string, Text>>;

/** The formats' names. */
export const FORMAT_NAMES: Readonly<Record<string, Text>> = {
  'club-rounds': { ru: 'Клубные раунды', uk: 'Клубні раунди', bg: 'Клубни рундове', en: 'Club rounds' },
  swiss: { ru: 'Швейцарская система', uk: 'Швейцарська система', bg: 'Швейцарска система', en: 'Swiss' },
  knockout: { ru: 'На выбывание', uk: 'На вибування', bg: 'Елиминации', en: 'Knockout' },
  arena: { ru: 'Арена', uk: 'Арена', bg: 'Арена', en: 'Arena' },
};

/** The formats' settings as the create form sends them (`tableSizeMin`, `streakAfter`: a pair's fields flattened). */
export const SETTING_NAMES: Readonly<Record<string, Text>> = {
  rounds: { ru: 'Раундов', uk: 'Раундів', bg: 'Рундове', en: 'Rounds' },
  hands: { ru: 'Раздач за столом', uk: 'Роздач за столом', bg: 'Раздавания на маса', en: 'Hands per table' },
  tableSize: { ru: 'Игроков за столом', uk: 'Гравців за столом', bg: 'Играчи на маса', en: 'Players per table' },
  tableSizeMin: {
    ru: 'Игроков за столом, от',
    uk: 'Гравців за столом, від',
    bg: 'Играчи на маса, от',
    en: 'Players per table, at least',
  },
  tableSizeMax: {
    ru: 'Игроков за столом, до',
    uk: 'Гравців за столом, до',
    bg: 'Играчи на маса, до',
    en: 'Players per table, at most',
  },
  pointsByPlace: { ru: 'Очки за места', uk: 'Очки за місця', bg: 'Точки по места', en: 'Points by place' },
  lateJoin: { ru: 'Поздний вход', uk: 'Пізній вхід', bg: 'Късно включване', en: 'Late join' },
  bestOf: { ru: 'Матч до (партий)', uk: 'Матч до (партій)', bg: 'Мач от (игри)', en: 'Best of (games)' },
  advance: {
    ru: 'Проходят дальше со стола',
    uk: 'Проходять далі зі столу',
    bg: 'Продължават от маса',
    en: 'Advance from each table',
  },
  durationMs: { ru: 'Длительность, мин', uk: 'Тривалість, хв', bg: 'Продължителност, мин', en: 'Duration, minutes' },
  streakAfter: { ru: 'Серия после побед', uk: 'Серія після перемог', bg: 'Серия след победи', en: 'Streak after wins' },
  streakMultiplier: { ru: 'Множитель серии', uk: 'Множник серії', bg: 'Множител на серията', en: 'Streak multiplier' },
};

/** The standings' values (the format's ranking values, in its order). */
export const VALUE_NAMES: Readonly<Record<string, Text>> = {
  penalty: { ru: 'Штрафные очки', uk: 'Штрафні очки', bg: 'Наказателни точки', en: 'Penalty points' },
  'hands-won': { ru: 'Выиграно раздач', uk: 'Виграно роздач', bg: 'Спечелени раздавания', en: 'Hands won' },
  'best-round': { ru: 'Лучший раунд', uk: 'Найкращий раунд', bg: 'Най-добър рунд', en: 'Best round' },
  points: { ru: 'Очки', uk: 'Очки', bg: 'Точки', en: 'Points' },
  'buchholz-cut-1': { ru: 'Бухгольц −1', uk: 'Бухгольц −1', bg: 'Бухолц −1', en: 'Buchholz cut 1' },
  'sonneborn-berger': { ru: 'Зоннеборн — Бергер', uk: 'Зоннеборн — Бергер', bg: 'Зонеборн — Бергер', en: 'Sonneborn–Berger' },
  'head-to-head': { ru: 'Личная встреча', uk: 'Особиста зустріч', bg: 'Пряка среща', en: 'Head to head' },
  'still-in': { ru: 'В игре', uk: 'У грі', bg: 'В игра', en: 'Still in' },
  'round-reached': { ru: 'Дошёл до раунда', uk: 'Дійшов до раунду', bg: 'Достигнат рунд', en: 'Round reached' },
  'last-place': { ru: 'Последнее место', uk: 'Останнє місце', bg: 'Последно място', en: 'Last place' },
  rating: { ru: 'Рейтинг', uk: 'Рейтинг', bg: 'Рейтинг', en: 'Rating' },
};
