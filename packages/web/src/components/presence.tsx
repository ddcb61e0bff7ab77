/** A seat's presence: away from the table (disconnected), played by its stand-in bot, or given up for the rest of the game. */
import type { PlayerInfo } from '@kozyr/protocol';
import { PLAYER_TEXTS, say } from '../i18n/club-texts.ts';
import { FORFEIT_TEXTS } from '../i18n/forfeit-texts.ts';
import { useI18n } from '../i18n/index.ts';

export function PresenceBadge(props: { player: PlayerInfo | null | undefined; }) {
  const { lang } = useI18n();
  const p = props.player;
  if (p === null || p === undefined || p.kind !== 'human') return null;
  if (p.left === true) return <span class="presence-badge left" data-testid="left-badge">{say(FORFEIT_TEXTS.badge, lang)}</span>;
  if (p.standIn) return <span class="presence-badge stand-in" data-testid="stand-in">{say(PLAYER_TEXTS.standIn, lang)}</span>;
  if (!p.connected) return <span class="presence-badge offline" data-testid="offline">{say(PLAYER_TEXTS.offline, lang)}</span>;
  return null;
}
