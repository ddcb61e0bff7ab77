/** Words of giving a seat up during a game (components/forfeit.tsx), each in all four languages. */
import type { Text } from '@kozyr/engine/client';

export const FORFEIT_TEXTS = {
  button: { ru: 'Покинуть игру', uk: 'Покинути гру', bg: 'Напусни играта', en: 'Leave the game' },
  question: {
    ru: 'Покинуть игру? Ваше место займёт бот, а вы займёте последнее место.',
    uk: 'Покинути гру? Ваше місце займе бот, а ви посядете останнє місце.',
    bg: 'Да напуснете играта? Бот ще заеме мястото ви, а вие ще сте последен.',
    en: 'Leave the game? A bot will take your seat and you will place last.',
  },
  confirm: { ru: 'Покинуть', uk: 'Покинути', bg: 'Напусни', en: 'Leave' },
  stay: { ru: 'Остаться', uk: 'Залишитися', bg: 'Остани', en: 'Stay' },
  /** What the other players are told. */
  left: {
    ru: '{name} покинул(а) игру; за это место играет бот',
    uk: '{name} покинув(ла) гру; за це місце грає бот',
    bg: '{name} напусна играта; бот играе на това място',
    en: '{name} left the game; a bot plays the seat',
  },
  /** The seat's badge from then on. */
  badge: { ru: 'покинул(а) игру', uk: 'покинув(ла) гру', bg: 'напусна играта', en: 'left the game' },
} as const satisfies Record<string, Text>;

/** The server's refusal `seat-left` (a seat given up cannot be taken back). */
export const SEAT_LEFT_TEXT: Text = {
  ru: 'Вы покинули эту игру: за ваше место до конца играет бот.',
  uk: 'Ви покинули цю гру: за ваше місце до кінця грає бот.',
  bg: 'Напуснахте тази игра: бот играе на мястото ви до края.',
  en: 'You left this game: a bot plays your seat to the end.',
};
