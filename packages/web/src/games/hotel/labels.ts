/**
 * Hotel's table words in the club's four languages, as named literals, kept beside the view
 * (the engine's texts.ts holds the title, the settings and the guests' names).
 */
import type { Text } from '@kozyr/engine/client';

export const L = {
  round: { en: 'Round {n}', ru: 'Раунд {n}', uk: 'Раунд {n}', bg: 'Рунд {n}' },
  deckLeft: { en: '{n} rooms in the deck', ru: 'В колоде {n} комнат', uk: 'У колоді {n} кімнат', bg: 'В тестето: {n} стаи' },
  door: { en: 'Door {n}', ru: 'Дверь {n}', uk: 'Двері {n}', bg: 'Врата {n}' },
  starsLong: { en: '{n} stars', ru: 'звёзд: {n}', uk: 'зірок: {n}', bg: 'звезди: {n}' },
  ghost: { en: 'Ghost', ru: 'Призрак', uk: 'Привид', bg: 'Призрак' },
  resting: { en: 'resting', ru: 'отдыхает', uk: 'відпочиває', bg: 'почива' },
  chosen: { en: 'chosen', ru: 'выбрал', uk: 'обрав', bg: 'избра' },
  choosing: { en: 'choosing…', ru: 'выбирает…', uk: 'обирає…', bg: 'избира…' },
  usesLeft: { en: '{n} left', ru: 'осталось {n}', uk: 'лишилось {n}', bg: 'остават {n}' },
  bakshish: { en: 'Bakshish {n}', ru: 'Бакшиш {n}', uk: 'Бакшиш {n}', bg: 'Бакшиш {n}' },
  score: { en: '{n} pts', ru: '{n} оч.', uk: '{n} оч.', bg: '{n} т.' },
  rooms: { en: '{n} rooms', ru: 'комнат: {n}', uk: 'кімнат: {n}', bg: 'стаи: {n}' },
  porter: { en: 'Night Porter', ru: 'Ночной портье', uk: 'Нічний портьє', bg: 'Нощният портиер' },
  yourHand: { en: 'Your door cards', ru: 'Ваши карты дверей', uk: 'Ваші карти дверей', bg: 'Вашите карти-врати' },
  knock: { en: 'Knock at door {n}', ru: 'Постучать в дверь {n}', uk: 'Постукати в двері {n}', bg: 'Почукай на врата {n}' },
  faceDown: { en: 'Face down', ru: 'Рубашкой вверх', uk: 'Сорочкою догори', bg: 'С лицето надолу' },
  moletsHint: {
    en: 'Professor Molets: select one card, or two to play both',
    ru: 'Профессор Молец: выберите карту или две, чтобы сыграть обе',
    uk: 'Професор Молець: виберіть карту або дві, щоб зіграти обидві',
    bg: 'Професор Молец: изберете карта или две, за да изиграете и двете',
  },
  lulu: {
    en: 'Lulu: play the resting card',
    ru: 'Лулу: сыграть отдыхающую карту',
    uk: 'Лулу: зіграти карту, що відпочиває',
    bg: 'Лулу: изиграй почиващата карта',
  },
  molets: {
    en: 'Professor Molets: play doors {a} and {b}',
    ru: 'Профессор Молец: двери {a} и {b}',
    uk: 'Професор Молець: двері {a} і {b}',
    bg: 'Професор Молец: врати {a} и {b}',
  },
  peek: {
    en: 'Naprastka: look at the card of {name}',
    ru: 'Напёрстка: подсмотреть у {name}',
    uk: 'Наперстка: підглянути в {name}',
    bg: 'Напръстка: погледни при {name}',
  },
  peeked: {
    en: 'You saw {name}: door {door}',
    ru: 'Вы видели у {name}: дверь {door}',
    uk: 'Ви бачили в {name}: двері {door}',
    bg: 'Видяхте при {name}: врата {door}',
  },
  pick: {
    en: 'Molets: door {n} counts',
    ru: 'Молец: считается дверь {n}',
    uk: 'Молець: рахуються двері {n}',
    bg: 'Молец: брои врата {n}',
  },
  pero: {
    en: 'Madam Pero: move to door {n}',
    ru: 'Мадам Перо: перейти к двери {n}',
    uk: 'Мадам Перо: перейти до дверей {n}',
    bg: 'Мадам Перо: премести се на врата {n}',
  },
  mugla: {
    en: 'Detective Mugla: take the topmost room',
    ru: 'Детектив Мгла: взять верхнюю комнату',
    uk: 'Детектив Імла: взяти верхню кімнату',
    bg: 'Детектив Мъгла: вземи най-горната стая',
  },
  pass: { en: 'Let it be', ru: 'Не использовать', uk: 'Не використовувати', bg: 'Не използвай' },
  waitingFor: { en: 'Waiting for {name}', ru: 'Ждём: {name}', uk: 'Чекаємо: {name}', bg: 'Чакаме: {name}' },
  chukChuk: { en: 'Chuk-chuk!', ru: 'Тук-тук!', uk: 'Тук-тук!', bg: 'Чук-чук!' },
  standIn: {
    en: 'Time is up: a stand-in chose for {names}',
    ru: 'Время вышло: за {names} выбрал заместитель',
    uk: 'Час вийшов: за {names} обрав заступник',
    bg: 'Времето изтече: заместник избра за {names}',
  },
  took: {
    en: '{name} takes door {door}',
    ru: '{name} забирает дверь {door}',
    uk: '{name} забирає двері {door}',
    bg: '{name} взима врата {door}',
  },
  collision: {
    en: 'Collision at door {door}',
    ru: 'Столкновение у двери {door}',
    uk: 'Зіткнення біля дверей {door}',
    bg: 'Сблъсък на врата {door}',
  },
  hintTitle: { en: 'Which door?', ru: 'Какая дверь?', uk: 'Які двері?', bg: 'Коя врата?' },
  hintFew: {
    en: 'With few players the biggest door is often worth the risk. Look at the resting cards: who cannot knock where?',
    ru: 'При немногих игроках самая большая дверь часто стоит риска. Смотрите на отдыхающие карты: кто куда не может постучать?',
    uk:
      'Коли гравців небагато, найбільші двері часто варті ризику. Дивіться на карти, що відпочивають: хто куди не може постукати?',
    bg: 'При малко играчи най-голямата врата често си струва риска. Гледайте почиващите карти: кой къде не може да почука?',
  },
  hintMany: {
    en:
      'With many players everyone wants the biggest door and it often ends in a collision. With 6 or more, try a door nobody seems to want.',
    ru:
      'При многих игроках все хотят самую большую дверь, и там часто столкновение. При 6 и больше попробуйте дверь, которую будто никто не хочет.',
    uk:
      'Коли гравців багато, усі хочуть найбільші двері, і там часто зіткнення. При 6 і більше спробуйте двері, яких ніби ніхто не хоче.',
    bg:
      'При много играчи всички искат най-голямата врата и там често има сблъсък. При 6 или повече играчи опитайте врата, която сякаш никой не иска.',
  },
  over: { en: 'The rooms have run out', ru: 'Комнаты закончились', uk: 'Кімнати скінчилися', bg: 'Стаите свършиха' },
} as const satisfies Record<string, Text>;

export const GUEST_NAMES = {
  molets: { en: 'Professor Molets', ru: 'Профессор Молец', uk: 'Професор Молець', bg: 'Професор Молец' },
  naprastka: { en: 'Baba Naprastka', ru: 'Баба Напёрстка', uk: 'Баба Наперстка', bg: 'Баба Напръстка' },
  lulu: { en: 'Lulu', ru: 'Лулу', uk: 'Лулу', bg: 'Лулу' },
  pero: { en: 'Madam Pero', ru: 'Мадам Перо', uk: 'Мадам Перо', bg: 'Мадам Перо' },
  bo: { en: 'Piccolo Bo', ru: 'Пикколо Бо', uk: 'Пікколо Бо', bg: 'Пиколо Бо' },
  mugla: { en: 'Detective Mugla', ru: 'Детектив Мгла', uk: 'Детектив Імла', bg: 'Детектив Мъгла' },
} as const satisfies Record<string, Text>;

export function fill(template: string, params: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m));
}
