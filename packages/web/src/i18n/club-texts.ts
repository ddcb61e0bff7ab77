/**
 * Club-wide words added with the table's polish (errors by code, roles, events,
 * sound, sorting, the newcomer's path), each a named literal in all four
 * languages. `say` fills `{name}` placeholders.
 */
import type { Lang, Text } from '@kozyr/engine/client';
import { SEAT_LEFT_TEXT } from './forfeit-texts.ts';
import { fill, type Params } from './index.ts';

export const say = (text: Text, lang: Lang, params: Params = {}): string => fill(text[lang], params);

/** Messages for the server's codes (account answers over HTTP, the club's own refusals). */
export const ERROR_TEXTS: Readonly<Record<string, Text>> = {
  'bad-name': {
    ru: 'Имя — от 3 до 24 букв, цифр или знаков _ . - и не может начинаться с «guest».',
    uk: 'Ім’я — від 3 до 24 літер, цифр або знаків _ . - і не може починатися з «guest».',
    bg: 'Името е от 3 до 24 букви, цифри или знаци _ . - и не може да започва с „guest“.',
    en: 'A name is 3 to 24 letters, digits or _ . - and may not start with “guest”.',
  },
  'bad-password': {
    ru: 'Пароль — от 8 до 200 символов.',
    uk: 'Пароль — від 8 до 200 символів.',
    bg: 'Паролата е от 8 до 200 знака.',
    en: 'A password is 8 to 200 characters long.',
  },
  'name-taken': {
    ru: 'Это имя уже занято — выберите другое.',
    uk: 'Це ім’я вже зайняте — виберіть інше.',
    bg: 'Това име е заето — изберете друго.',
    en: 'That name is taken; choose another.',
  },
  'bad-credentials': {
    ru: 'Неверное имя или пароль.',
    uk: 'Неправильне ім’я або пароль.',
    bg: 'Грешно име или парола.',
    en: 'Wrong name or password.',
  },
  'rate-limited': {
    ru: 'Слишком много попыток — подождите минуту.',
    uk: 'Забагато спроб — зачекайте хвилину.',
    bg: 'Твърде много опити — изчакайте минута.',
    en: 'Too many attempts; wait a minute.',
  },
  'chat-rate-limited': {
    ru: 'Слишком много сообщений — подождите немного.',
    uk: 'Забагато повідомлень — зачекайте трохи.',
    bg: 'Твърде много съобщения — изчакайте малко.',
    en: 'Too many messages; wait a little.',
  },
  'bad-request': {
    ru: 'Введите имя и пароль.',
    uk: 'Введіть ім’я та пароль.',
    bg: 'Въведете име и парола.',
    en: 'Enter a name and a password.',
  },
  'unknown-table': {
    ru: 'Такого стола нет (возможно, игра уже закончилась).',
    uk: 'Такого столу немає (можливо, гра вже закінчилася).',
    bg: 'Няма такава маса (може би играта вече е свършила).',
    en: 'No such table (the game may be over).',
  },
  'not-creator': {
    ru: 'Это может только создатель стола.',
    uk: 'Це може лише творець столу.',
    bg: 'Това може само създателят на масата.',
    en: 'Only the table’s creator may do that.',
  },
  'seat-taken': {
    ru: 'Это место уже занято.',
    uk: 'Це місце вже зайняте.',
    bg: 'Това място е заето.',
    en: 'That seat is taken.',
  },
  'no-free-seat': {
    ru: 'Свободных мест нет.',
    uk: 'Вільних місць немає.',
    bg: 'Няма свободни места.',
    en: 'No free seat.',
  },
  'not-seated': {
    ru: 'Сначала сядьте за стол или наблюдайте за ним.',
    uk: 'Спершу сядьте за стіл або спостерігайте за ним.',
    bg: 'Първо седнете на масата или я наблюдавайте.',
    en: 'Sit at the table or watch it first.',
  },
  'seat-left': SEAT_LEFT_TEXT,
  'tournaments-unavailable': {
    ru: 'Турниры переезжают на другой сервер клуба — попробуйте через несколько секунд.',
    uk: 'Турніри переїжджають на інший сервер клубу — спробуйте за кілька секунд.',
    bg: 'Турнирите се преместват на друг сървър на клуба — опитайте след няколко секунди.',
    en: 'The tournaments are moving to another of the club’s servers; try again in a few seconds.',
  },
  disconnected: {
    ru: 'Нет связи с сервером — ход не отправлен.',
    uk: 'Немає зв’язку з сервером — хід не надіслано.',
    bg: 'Няма връзка със сървъра — ходът не е изпратен.',
    en: 'Not connected to the server; the move was not sent.',
  },
};

export const PLAYER_TEXTS = {
  bot: { ru: 'Бот {n}', uk: 'Бот {n}', bg: 'Бот {n}', en: 'Bot {n}' },
  standIn: { ru: 'за него играет бот', uk: 'за нього грає бот', bg: 'бот играе вместо него', en: 'a bot plays for them' },
  offline: { ru: 'не в сети', uk: 'не в мережі', bg: 'извън линия', en: 'offline' },
  standInMoved: {
    ru: 'Бот сходил за {name}',
    uk: 'Бот походив за {name}',
    bg: 'Бот игра вместо {name}',
    en: 'A bot moved for {name}',
  },
} as const satisfies Record<string, Text>;

/** Table and lobby words of the polished table. */
export const UI = {
  dismiss: { ru: 'Закрыть', uk: 'Закрити', bg: 'Затвори', en: 'Close' },
  handLog: { ru: 'Ход игры', uk: 'Перебіг гри', bg: 'Ход на играта', en: 'Hand log' },
  noEvents: { ru: 'Игра начинается', uk: 'Гра починається', bg: 'Играта започва', en: 'The game begins' },
  sortBy: { ru: 'Порядок карт', uk: 'Порядок карт', bg: 'Подредба на картите', en: 'Card order' },
  sortSuit: { ru: 'по масти', uk: 'за мастю', bg: 'по боя', en: 'by suit' },
  sortRank: { ru: 'по старшинству', uk: 'за старшинством', bg: 'по сила', en: 'by rank' },
  sortDealt: { ru: 'как сдано', uk: 'як роздано', bg: 'както са раздадени', en: 'as dealt' },
  sound: { ru: 'Звук', uk: 'Звук', bg: 'Звук', en: 'Sound' },
  youAttack: { ru: 'Вы ходите', uk: 'Ви ходите', bg: 'Вие нападате', en: 'You attack' },
  youDefend: { ru: 'Вы отбиваетесь', uk: 'Ви відбиваєтеся', bg: 'Вие се защитавате', en: 'You defend' },
  youThrowIn: { ru: 'Вы можете подкидывать', uk: 'Ви можете підкидати', bg: 'Вие можете да добавяте', en: 'You may throw in' },
  youOut: { ru: 'Вы вышли из игры', uk: 'Ви вийшли з гри', bg: 'Вие излязохте от играта', en: 'You are out' },
  youDurak: { ru: 'Вы — дурак', uk: 'Ви — дурень', bg: 'Вие сте глупакът', en: 'You are the durak' },
  durak: { ru: 'дурак', uk: 'дурень', bg: 'глупак', en: 'durak' },
  throwsIn: { ru: 'подкидывает', uk: 'підкидає', bg: 'добавя', en: 'throws in' },
  youDeclare: { ru: 'Вы играете заказ', uk: 'Ви граєте замовлення', bg: 'Вие сте обявилият', en: 'You are the declarer' },
  declarer: { ru: 'играет заказ', uk: 'грає замовлення', bg: 'обявил', en: 'declarer' },
  ratingNote: {
    ru:
      'Рейтинг считают партии хотя бы двух зарегистрированных игроков; боты и гости не в рейтинге. Чтобы попасть в таблицу лидеров, зарегистрируйтесь и доиграйте партию с другим зарегистрированным игроком.',
    uk:
      'Рейтинг рахують партії щонайменше двох зареєстрованих гравців; боти й гості не в рейтингу. Щоб потрапити до таблиці лідерів, зареєструйтеся й дограйте партію з іншим зареєстрованим гравцем.',
    bg:
      'Рейтингът брои игри на поне двама регистрирани играчи; ботовете и гостите не се класират. За да влезете в класацията, регистрирайте се и довършете игра с друг регистриран играч.',
    en:
      'Ratings count games between at least two registered players; bots and guests are unrated. To reach the leaderboard, register and finish a game against another registered player.',
  },
  aloneTitle: { ru: 'Пока никого нет', uk: 'Поки нікого немає', bg: 'Още няма никой', en: 'Nobody here yet' },
  fillBots: {
    ru: 'Посадить ботов и начать',
    uk: 'Посадити ботів і почати',
    bg: 'Сложи ботове и започни',
    en: 'Fill the seats with bots and start',
  },
  joinWaiting: {
    ru: 'Сесть за ждущий стол',
    uk: 'Сісти за стіл, що чекає',
    bg: 'Седни на чакаща маса',
    en: 'Join a table that is waiting',
  },
  noneWaiting: {
    ru: 'Других ждущих столов нет',
    uk: 'Інших столів, що чекають, немає',
    bg: 'Няма други чакащи маси',
    en: 'No other table is waiting',
  },
  guestConfirm: {
    ru: 'Вы выйдете из аккаунта {name} и продолжите гостем. Продолжить?',
    uk: 'Ви вийдете з облікового запису {name} і продовжите гостем. Продовжити?',
    bg: 'Ще излезете от профила {name} и ще продължите като гост. Продължаване?',
    en: 'You will leave the account {name} and go on as a guest. Go on?',
  },
  darkTheme: { ru: 'Тёмная тема', uk: 'Темна тема', bg: 'Тъмна тема', en: 'Dark theme' },
  menu: {
    ru: 'Меню: страницы и настройки',
    uk: 'Меню: сторінки й налаштування',
    bg: 'Меню: страници и настройки',
    en: 'Menu: pages and settings',
  },
  yes: { ru: 'Да', uk: 'Так', bg: 'Да', en: 'Yes' },
  no: { ru: 'Нет', uk: 'Ні', bg: 'Не', en: 'No' },
  youAre: { ru: 'Вы — {name}', uk: 'Ви — {name}', bg: 'Вие сте {name}', en: 'You are {name}' },
  guestNote: {
    ru: 'Вы играете гостем: зарегистрируйтесь, чтобы сохранить имя и попасть в рейтинг.',
    uk: 'Ви граєте гостем: зареєструйтеся, щоб зберегти ім’я й потрапити до рейтингу.',
    bg: 'Играете като гост: регистрирайте се, за да запазите името си и да влезете в класацията.',
    en: 'You play as a guest: register to keep your name and be rated.',
  },
} as const satisfies Record<string, Text>;
