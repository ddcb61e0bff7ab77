/** Durak's events in words for the hand log and the screen reader: covers, transfers, takes, draws, who is out. */
import type { DurakEvent as Event } from '@kozyr/engine/client';
import { say } from '../../i18n/club-texts.ts';
import type { Describe } from '../hand-log.ts';

const W = {
  defend: {
    ru: '{name} бьёт {attack}: {card}',
    uk: '{name} б’є {attack}: {card}',
    bg: '{name} бие {attack} с {card}',
    en: '{name} covers {attack} with {card}',
  },
  transfer: {
    ru: '{name} переводит картой {card} на {to}',
    uk: '{name} переводить картою {card} на {to}',
    bg: '{name} превежда с {card} към {to}',
    en: '{name} transfers with {card} to {to}',
  },
  taken: {
    ru: '{name} забирает карты: {n}',
    uk: '{name} забирає карти: {n}',
    bg: '{name} взема картите: {n}',
    en: '{name} takes {n} cards',
  },
  beaten: {
    ru: 'Бито: {n} карт в отбой',
    uk: 'Відбій: {n} карт',
    bg: 'Бито: {n} карти отиват в купчината',
    en: 'Beaten: {n} cards to the discard',
  },
  draw: {
    ru: '{name} добирает из колоды: {n}',
    uk: '{name} добирає з колоди: {n}',
    bg: '{name} тегли от тестето: {n}',
    en: '{name} draws {n} from the talon',
  },
  out: {
    ru: 'Вышли из игры: {names}',
    uk: 'Вийшли з гри: {names}',
    bg: 'Излязоха от играта: {names}',
    en: 'Out of the game: {names}',
  },
  deal: { ru: 'Новая партия сдана', uk: 'Нову партію роздано', bg: 'Нова игра е раздадена', en: 'A new game is dealt' },
} as const;

export const describeDurak: Describe = (event, ctx) => {
  const e = event as Event;
  const card = (c: string) => ctx.names(c) ?? c;
  switch (e.kind) {
    case 'defend':
      return say(W.defend, ctx.lang, { name: ctx.name(e.seat), attack: card(e.attack), card: card(e.card) });
    case 'transfer':
      return say(W.transfer, ctx.lang, { name: ctx.name(e.seat), card: card(e.card), to: ctx.name(e.defender) });
    case 'bout-over':
      return e.taken ?
        say(W.taken, ctx.lang, { name: ctx.name(e.defender), n: e.cards.length }) :
        say(W.beaten, ctx.lang, { n: e.cards.length });
    case 'draw':
      return e.count === 0 ? null : say(W.draw, ctx.lang, { name: ctx.name(e.seat), n: e.count });
    case 'out':
      return say(W.out, ctx.lang, { names: e.seats.map(ctx.name).join(', ') });
    case 'deal':
      return say(W.deal, ctx.lang);
    case 'round-over':
      return null;
    default:
      return undefined;
  }
};
