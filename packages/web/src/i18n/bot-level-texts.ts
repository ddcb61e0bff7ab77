/** Bot levels in words (the create form, a bot seat's name at the table and in the lobby), in all four languages. */
import type { Lang, Text } from '@kozyr/engine/client';
import type { PlayerInfo } from '@kozyr/protocol';
import { type Level, levelOfBot } from '../games/bot-levels.ts';
import { say } from './club-texts.ts';
import { shownName } from './players.ts';

export const BOT_LEVEL_TEXTS = {
  easy: { ru: 'лёгкий', uk: 'легкий', bg: 'лесен', en: 'easy' },
  normal: { ru: 'средний', uk: 'середній', bg: 'среден', en: 'normal' },
  strong: { ru: 'сильный', uk: 'сильний', bg: 'силен', en: 'strong' },
} as const satisfies Record<Level, Text>;

/** The create form's control of one bot seat's level. */
export const BOT_LEVEL_FIELD: Text = { ru: 'Бот {n}: уровень', uk: 'Бот {n}: рівень', bg: 'Бот {n}: ниво', en: 'Bot {n}: level' };

/** A bot seat's name with its level: "Bot 2 (strong)"; other players as `shownName` gives them. */
export function labelledName(p: PlayerInfo | null | undefined, seat: number, lang: Lang): string {
  const name = shownName(p, seat, lang);
  const level = p?.kind === 'bot' ? levelOfBot(p.bot) : null;
  return level === null ? name : `${name} (${BOT_LEVEL_TEXTS[level][lang]})`;
}

/** The seats as the table shows them: bots named with their level. */
export function labelledPlayers<P extends PlayerInfo | null>(players: readonly P[], lang: Lang): P[] {
  return players.map((p, s) => (p === null || p.kind !== 'bot' ? p : { ...p, name: labelledName(p, s, lang) }));
}

export const levelField = (n: number, lang: Lang): string => say(BOT_LEVEL_FIELD, lang, { n });
