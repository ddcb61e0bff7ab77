/** Shtuka's table words in the club's four languages, beside the view they belong to. */
import type { Lang, Text } from '@kozyr/engine/client';
import type { Mode, Topic } from '@kozyr/engine/games/shtuka/client';
import { fill, type Params } from '../../i18n/index.ts';

const t = (en: string, ru: string, uk: string, bg: string): Text => ({ en, ru, uk, bg });

export const MODE_NAME: Readonly<Record<Mode, Text>> = {
  blitz: t('Blitz', 'Блиц', 'Бліц', 'Блиц'),
  shtuka: t(
    'Shtuka: words, no nouns',
    'Штука: словами, без существительных',
    'Штука: словами, без іменників',
    'Штука: с думи, без съществителни',
  ),
  drawing: t('Drawing', 'Рисунок', 'Малюнок', 'Рисунка'),
  gestures: t('Gestures', 'Жесты', 'Жести', 'Жестове'),
  'yes-no': t('Yes–No', 'Да–Нет', 'Так–Ні', 'Да–Не'),
  eyewitness: t('Eyewitness', 'Очевидец', 'Очевидець', 'Очевидец'),
};

/** The Yes–No menu: a trait, or "mostly <colour>?". */
export const TOPIC_QUESTION: Readonly<Record<Topic, Text>> = {
  alive: t('Is it alive?', 'Оно живое?', 'Воно живе?', 'Живо ли е?'),
  food: t('Can you eat it?', 'Это едят?', 'Це їдять?', 'Яде ли се?'),
  big: t('Bigger than a hand?', 'Больше ладони?', 'Більше за долоню?', 'По-голямо от длан?'),
  worn: t('Is it worn?', 'Это носят на себе?', 'Це носять на собі?', 'Носи ли се?'),
  electric: t('Does it run on electricity?', 'Работает от электричества?', 'Працює від електрики?', 'Работи ли с ток?'),
  red: t('Mostly red?', 'В основном красное?', 'Переважно червоне?', 'Предимно червено?'),
  orange: t('Mostly orange?', 'В основном оранжевое?', 'Переважно помаранчеве?', 'Предимно оранжево?'),
  yellow: t('Mostly yellow?', 'В основном жёлтое?', 'Переважно жовте?', 'Предимно жълто?'),
  green: t('Mostly green?', 'В основном зелёное?', 'Переважно зелене?', 'Предимно зелено?'),
  blue: t('Mostly blue?', 'В основном синее?', 'Переважно синє?', 'Предимно синьо?'),
  purple: t('Mostly purple?', 'В основном фиолетовое?', 'Переважно фіолетове?', 'Предимно лилаво?'),
  pink: t('Mostly pink?', 'В основном розовое?', 'Переважно рожеве?', 'Предимно розово?'),
  brown: t('Mostly brown?', 'В основном коричневое?', 'Переважно коричневе?', 'Предимно кафяво?'),
  black: t('Mostly black?', 'В основном чёрное?', 'Переважно чорне?', 'Предимно черно?'),
  white: t('Mostly white?', 'В основном белое?', 'Переважно біле?', 'Предимно бяло?'),
  grey: t('Mostly grey?', 'В основном серое?', 'Переважно сіре?', 'Предимно сиво?'),
};

export const S = {
  round: t('Round {n}', 'Раунд {n}', 'Раунд {n}', 'Рунд {n}'),
  explainer: t('{name} explains', 'Объясняет {name}', 'Пояснює {name}', 'Обяснява {name}'),
  roll: t('Roll the die', 'Бросить кубик', 'Кинути кубик', 'Хвърли зара'),
  waitRoll: t('{name} rolls the die…', '{name} бросает кубик…', '{name} кидає кубик…', '{name} хвърля зара…'),
  yourItem: t('Your item: {item}', 'Ваша штука: {item}', 'Ваша штука: {item}', 'Вашата штука: {item}'),
  findThis: t('Find this:', 'Найдите это:', 'Знайдіть це:', 'Намерете това:'),
  grab: t('Grab the Shtuka!', 'Хватай Штуку!', 'Хапай Штуку!', 'Грабни Штуката!'),
  grabKey: t('or the space bar', 'или пробел', 'або пробіл', 'или интервал'),
  youHold: t(
    'You hold the Shtuka: click the item!',
    'Штука у вас: нажмите на предмет!',
    'Штука у вас: натисніть на предмет!',
    'Штуката е у вас: щракнете върху предмета!',
  ),
  holds: t('{name} holds the Shtuka', 'Штука у {name}', 'Штука у {name}', 'Штуката е у {name}'),
  tie: t(
    'Grabbed at once: {names}',
    'Схватили одновременно: {names}',
    'Схопили одночасно: {names}',
    'Грабнаха едновременно: {names}',
  ),
  youOut: t('You are out of this round', 'Вы выбыли из раунда', 'Ви вибули з раунду', 'Вие сте вън от рунда'),
  locked: t('Locked for a moment', 'Пауза на несколько секунд', 'Пауза на кілька секунд', 'Пауза за няколко секунди'),
  right: t('right', 'верно', 'правильно', 'вярно'),
  wrong: t('wrong', 'мимо', 'мимо', 'грешно'),
  late: t('too late', 'не успел', 'не встиг', 'не успя'),
  clicked: t('{name}: {verdict}', '{name}: {verdict}', '{name}: {verdict}', '{name}: {verdict}'),
  start: t('Start!', 'Старт!', 'Старт!', 'Старт!'),
  mime: t(
    'Mime the item; the others sketch what they understand',
    'Покажите предмет жестами; остальные рисуют, что поняли',
    'Покажіть предмет жестами; інші малюють, що зрозуміли',
    'Покажете предмета с жестове; другите рисуват какво са разбрали',
  ),
  sketchNow: t(
    'Sketch what the explainer shows (only you see it)',
    'Нарисуйте, что показывает объясняющий (видите только вы)',
    'Намалюйте, що показує той, хто пояснює (бачите лише ви)',
    'Нарисувайте какво показва обясняващият (виждате само вие)',
  ),
  sketches: t('Sketch lines: {list}', 'Штрихов: {list}', 'Штрихів: {list}', 'Щрихи: {list}'),
  yourSketch: t('Your sketch', 'Ваш набросок', 'Ваш ескіз', 'Вашата скица'),
  drawHere: t('Draw the item', 'Нарисуйте предмет', 'Намалюйте предмет', 'Нарисувайте предмета'),
  undo: t('Undo', 'Отменить', 'Скасувати', 'Отмени'),
  clear: t('Clear', 'Стереть', 'Стерти', 'Изчисти'),
  say: t(
    'Explain without nouns (only «штука», «существо»)',
    'Объясните без существительных (только «штука», «существо»)',
    'Поясніть без іменників (лише «штука», «істота»)',
    'Обяснете без съществителни (само „штука“, „същество“)',
  ),
  send: t('Send', 'Отправить', 'Надіслати', 'Изпрати'),
  challenge: t('Challenge', 'Оспорить', 'Оскаржити', 'Оспори'),
  challenged: t(
    '«{line}» is challenged: did it break the rule?',
    '«{line}» оспорено: нарушено правило?',
    '«{line}» оскаржено: правило порушено?',
    '„{line}“ е оспорено: нарушено ли е правилото?',
  ),
  upheld: t('Yes, it broke it', 'Да, нарушено', 'Так, порушено', 'Да, нарушено'),
  rejected: t('No, it is fine', 'Нет, всё честно', 'Ні, усе чесно', 'Не, всичко е честно'),
  votes: t('Votes: {yes} yes, {no} no', 'Голоса: да {yes}, нет {no}', 'Голоси: так {yes}, ні {no}', 'Гласове: да {yes}, не {no}'),
  gesturePick: t('Pick pictograms', 'Выберите пиктограммы', 'Виберіть піктограми', 'Изберете пиктограми'),
  gestureSend: t('Show', 'Показать', 'Показати', 'Покажи'),
  ask: t('Ask', 'Спросить', 'Запитати', 'Попитай'),
  askOwn: t('Your own yes/no question', 'Свой вопрос (да/нет)', 'Своє запитання (так/ні)', 'Ваш въпрос (да/не)'),
  answerThis: t('{name} asks: {q}', '{name} спрашивает: {q}', '{name} питає: {q}', '{name} пита: {q}'),
  yes: t('Yes', 'Да', 'Так', 'Да'),
  no: t('No', 'Нет', 'Ні', 'Не'),
  waiting: t('waiting', 'ждёт', 'чекає', 'чака'),
  track: t('Track to {n}', 'Дорожка до {n}', 'Доріжка до {n}', 'Писта до {n}'),
  team: t('Team {n}', 'Команда {n}', 'Команда {n}', 'Отбор {n}'),
  zoomIn: t('Zoom in', 'Приблизить', 'Наблизити', 'Приближи'),
  zoomOut: t('Zoom out', 'Отдалить', 'Віддалити', 'Отдалечи'),
  zoomReset: t('Whole picture', 'Вся картинка', 'Уся картинка', 'Цялата картина'),
  pictureAfterRoll: t(
    'The picture comes with the roll of the die',
    'Картинка появится после броска кубика',
    'Картинка з’явиться після кидка кубика',
    'Картината идва след хвърлянето на зара',
  ),
  pictureUnavailable: t(
    'The picture is not available here',
    'Картинка здесь недоступна',
    'Картинка тут недоступна',
    'Картината не е достъпна тук',
  ),
  pictureLoading: t('The picture is being drawn…', 'Картинка рисуется…', 'Картинка малюється…', 'Картината се рисува…'),
  revealTitle: t(
    'Round {n}: it was {item}',
    'Раунд {n}: это был(а) {item}',
    'Раунд {n}: це був(ла) {item}',
    'Рунд {n}: това беше {item}',
  ),
  foundBy: t('{name} found it', 'Нашёл(ла) {name}', 'Знайшов(ла) {name}', 'Намери го {name}'),
  why: {
    found: t('Found', 'Найдено', 'Знайдено', 'Намерено'),
    nobody: t(
      'Nobody found it: the explainer loses 1',
      'Никто не нашёл: объясняющий теряет 1',
      'Ніхто не знайшов: той, хто пояснює, втрачає 1',
      'Никой не го намери: обясняващият губи 1',
    ),
    time: t(
      'Time ran out: the explainer loses 1',
      'Время вышло: объясняющий теряет 1',
      'Час вийшов: той, хто пояснює, втрачає 1',
      'Времето изтече: обясняващият губи 1',
    ),
    'word-said': t(
      'The explainer said the word: −1',
      'Объясняющий назвал слово: −1',
      'Той, хто пояснює, назвав слово: −1',
      'Обясняващият каза думата: −1',
    ),
    challenge: t(
      'A challenge was upheld: the explainer loses 1',
      'Спор решён против объясняющего: −1',
      'Оскарження підтримано: той, хто пояснює, втрачає 1',
      'Оспорването е прието: обясняващият губи 1',
    ),
  },
  drawingsTitle: t('The drawings', 'Рисунки', 'Малюнки', 'Рисунките'),
  log: {
    rolled: t(
      '{name} rolled {die}: {mode}',
      '{name} бросает {die}: {mode}',
      '{name} кидає {die}: {mode}',
      '{name} хвърля {die}: {mode}',
    ),
    challenged: t(
      '{name} challenges line {n}',
      '{name} оспаривает строку {n}',
      '{name} оскаржує рядок {n}',
      '{name} оспорва ред {n}',
    ),
    upheld: t(
      'The line broke the rule ({yes}:{no})',
      'Правило нарушено ({yes}:{no})',
      'Правило порушено ({yes}:{no})',
      'Правилото е нарушено ({yes}:{no})',
    ),
    stands: t(
      'The line stands ({yes}:{no})',
      'Строка остаётся ({yes}:{no})',
      'Рядок лишається ({yes}:{no})',
      'Редът остава ({yes}:{no})',
    ),
  },
} as const;

export const say = (text: Text, lang: Lang, params: Params = {}): string => fill(text[lang], params);
