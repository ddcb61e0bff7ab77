/**
 * Player names as the UI shows them: a bot is "Bot 2" / "Бот 2" in the UI
 * language (the server stores one name, e.g. `bot basic #2`, for every
 * language); people keep the names they chose.
 */
import type { Lang } from '@kozyr/engine/client';
import type { PlayerInfo } from '@kozyr/protocol';
import { PLAYER_TEXTS, say } from './club-texts.ts';

export function shownName(p: PlayerInfo | null | undefined, seat: number, lang: Lang): string {
  if (p === null || p === undefined) return `#${seat + 1}`;
  return p.kind === 'bot' ? say(PLAYER_TEXTS.bot, lang, { n: seat + 1 }) : p.name;
}

export function shownPlayers<P extends PlayerInfo | null>(players: readonly P[], lang: Lang): P[] {
  return players.map((p, s) => (p === null || p.kind !== 'bot' ? p : { ...p, name: shownName(p, s, lang) }));
}
