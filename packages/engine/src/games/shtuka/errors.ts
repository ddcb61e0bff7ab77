/**
 * Shtuka's rule-error catalogue: stable codes `shtuka/<key>`, messages in every UI language
 * saying what and why, and the rule each enforces.
 */
import { type Catalogue, errorFactory } from '../../core/messages.ts';
import type { Text } from '../../core/types.ts';

const RD = 'RULES-DECISIONS#shtuka';
const README = 'games/shtuka/README#';

export const ERROR_KEYS = [
  'malformed',
  'game-over',
  'explainer-only',
  'explainer-cannot',
  'not-now',
  'out-of-round',
  'locked',
  'not-your-team',
  'already-grabbed',
  'not-holder',
  'wrong-round',
  'off-picture',
  'off-canvas',
  'too-many-points',
  'too-many-strokes',
  'out-of-ink',
  'nothing-to-undo',
  'bad-length',
  'forbidden-word',
  'noun',
  'not-pictograms',
  'question-pending',
  'no-question',
  'too-many-questions',
  'no-such-line',
  'too-many-lines',
  'vote-open',
  'no-vote',
  'already-voted',
] as const;
export type ErrorKey = (typeof ERROR_KEYS)[number];

const t = (en: string, ru: string, uk: string, bg: string): Text => ({ en, ru, uk, bg });

const catalogue: Catalogue<ErrorKey> = {
  malformed: {
    rule: `${README}moves`,
    text: t(
      'Not a Shtuka move: {detail}',
      'Это не ход «Штуки»: {detail}',
      'Це не хід «Штуки»: {detail}',
      'Това не е ход в „Штука“: {detail}',
    ),
  },
  'game-over': { rule: RD, text: t('The game is over', 'Игра окончена', 'Гру закінчено', 'Играта свърши') },
  'explainer-only': {
    rule: `${README}rounds`,
    text: t('Only the explainer does that', 'Это делает только ведущий', 'Це робить лише ведучий', 'Това прави само водещият'),
  },
  'explainer-cannot': {
    rule: `${README}rounds`,
    text: t(
      'The explainer knows the item: the explainer does not search',
      'Ведущий знает предмет и не ищет',
      'Ведучий знає предмет і не шукає',
      'Водещият знае предмета и не търси',
    ),
  },
  'not-now': {
    rule: `${README}rounds`,
    text: t('Not possible now ({phase})', 'Сейчас нельзя ({phase})', 'Зараз не можна ({phase})', 'Сега не може ({phase})'),
  },
  'out-of-round': {
    rule: RD,
    text: t(
      'You answered wrong: you are out of this round',
      'Вы ошиблись и выбыли из этого раунда',
      'Ви помилилися і вибули з цього раунду',
      'Сгрешихте и отпаднахте от този рунд',
    ),
  },
  locked: {
    rule: RD,
    text: t(
      'You answered wrong: you may grab again in a moment',
      'Вы ошиблись: хватать можно чуть позже',
      'Ви помилилися: хапати можна трохи згодом',
      'Сгрешихте: може да грабнете малко по-късно',
    ),
  },
  'not-your-team': {
    rule: `${README}teams`,
    text: t(
      "Against the clock only the explainer's team searches",
      'На время ищет только команда ведущего',
      'На час шукає лише команда ведучого',
      'При игра за време търси само отборът на водещия',
    ),
  },
  'already-grabbed': {
    rule: `${README}rounds`,
    text: t('You have grabbed already', 'Вы уже схватили', 'Ви вже схопили', 'Вече грабнахте'),
  },
  'not-holder': {
    rule: RD,
    text: t(
      'Only the one holding the Shtuka points',
      'Указывает только тот, кто держит штуку',
      'Вказує лише той, хто тримає штуку',
      'Посочва само този, който държи Штуката',
    ),
  },
  'wrong-round': {
    rule: `${README}moves`,
    text: t('That round is over', 'Этот раунд закончен', 'Цей раунд закінчено', 'Този рунд свърши'),
  },
  'off-picture': {
    rule: `${README}moves`,
    text: t('The point is outside the picture', 'Точка вне картинки', 'Точка поза картинкою', 'Точката е извън картината'),
  },
  'off-canvas': {
    rule: `${README}moves`,
    text: t('The stroke leaves the canvas', 'Штрих выходит за холст', 'Штрих виходить за полотно', 'Щрихът излиза от платното'),
  },
  'too-many-points': {
    rule: `${README}moves`,
    text: t(
      'A stroke has 1 to {max} points',
      'В штрихе от 1 до {max} точек',
      'У штриху від 1 до {max} точок',
      'Щрихът има от 1 до {max} точки',
    ),
  },
  'too-many-strokes': {
    rule: `${README}moves`,
    text: t(
      'The canvas holds at most {max} strokes: undo or clear',
      'На холсте не больше {max} штрихов: отмените или сотрите',
      'На полотні не більше {max} штрихів: скасуйте або зітріть',
      'Платното побира най-много {max} щриха: отменете или изчистете',
    ),
  },
  'out-of-ink': {
    rule: `${README}modes`,
    text: t(
      'You have drawn {max} strokes this round: no more',
      'Вы нарисовали в этом раунде {max} штрихов: больше нельзя',
      'Ви намалювали в цьому раунді {max} штрихів: більше не можна',
      'Нарисувахте {max} щриха в този рунд: повече не може',
    ),
  },
  'nothing-to-undo': {
    rule: `${README}moves`,
    text: t('Your canvas is empty', 'Ваш холст пуст', 'Ваше полотно порожнє', 'Платното ви е празно'),
  },
  'bad-length': {
    rule: `${README}moves`,
    text: t(
      'The text has {min} to {max} characters',
      'Текст — от {min} до {max} знаков',
      'Текст — від {min} до {max} знаків',
      'Текстът е от {min} до {max} знака',
    ),
  },
  'forbidden-word': {
    rule: RD,
    text: t(
      'That line names the item: say it without its name',
      'В этой фразе есть название предмета: объясните без него',
      'У цій фразі є назва предмета: поясніть без неї',
      'В този ред има името на предмета: обяснете без него',
    ),
  },
  noun: {
    rule: `${README}nouns`,
    text: t(
      'No nouns but «штука» and «существо» (thing, creature): «{word}» is one',
      'Никаких существительных, кроме «штука» и «существо»: «{word}» — существительное',
      'Жодних іменників, крім «штука» та «существо» (thing, creature): «{word}» — іменник',
      'Никакви съществителни освен „штука“ и „существо“ (thing, creature): „{word}“ е съществително',
    ),
  },
  'not-pictograms': {
    rule: `${README}modes`,
    text: t(
      'Gestures are pictograms only: no letters or digits',
      'Жесты — только пиктограммы, без букв и цифр',
      'Жести — лише піктограми, без літер і цифр',
      'Жестовете са само пиктограми, без букви и цифри',
    ),
  },
  'question-pending': {
    rule: `${README}modes`,
    text: t(
      'Your last question has no answer yet',
      'На ваш прошлый вопрос ещё нет ответа',
      'На ваше попереднє питання ще немає відповіді',
      'Предишният ви въпрос още няма отговор',
    ),
  },
  'no-question': {
    rule: `${README}modes`,
    text: t(
      'No question waits for an answer',
      'Нет вопроса без ответа',
      'Немає питання без відповіді',
      'Няма въпрос без отговор',
    ),
  },
  'too-many-questions': {
    rule: `${README}modes`,
    text: t(
      'This round has had {max} questions',
      'В этом раунде уже {max} вопросов',
      'У цьому раунді вже {max} питань',
      'В този рунд вече има {max} въпроса',
    ),
  },
  'no-such-line': {
    rule: `${README}challenges`,
    text: t(
      'No such line to challenge (each line once)',
      'Такой фразы нет или её уже оспорили',
      'Такої фрази немає або її вже оскаржили',
      'Няма такъв ред или вече е оспорен',
    ),
  },
  'too-many-lines': {
    rule: `${README}modes`,
    text: t(
      'This round has had {max} lines',
      'В этом раунде уже {max} фраз',
      'У цьому раунді вже {max} фраз',
      'В този рунд вече има {max} реда',
    ),
  },
  'vote-open': {
    rule: `${README}challenges`,
    text: t('A vote is under way', 'Идёт голосование', 'Триває голосування', 'Тече гласуване'),
  },
  'no-vote': {
    rule: `${README}challenges`,
    text: t('There is no vote now', 'Сейчас нет голосования', 'Зараз немає голосування', 'Сега няма гласуване'),
  },
  'already-voted': {
    rule: `${README}challenges`,
    text: t('You have voted', 'Вы уже проголосовали', 'Ви вже проголосували', 'Вече гласувахте'),
  },
};

export const fail = errorFactory('shtuka', catalogue);
