/** One table in a lobby room: who sits, the variant, its status and the join/watch buttons. */
import type { ConfigValue, Lang } from '@kozyr/engine/client';
import type { TableInfo } from '@kozyr/protocol';
import type { GameInfo } from '../games/catalogue.ts';
import { summarize } from '../games/variant-summary.ts';
import { labelledName } from '../i18n/bot-level-texts.ts';
import { useI18n } from '../i18n/index.ts';

/** Who sits at the table, seat by seat (a bot with its level), with '—' for a free seat: the row's first line. */
export function seatedNames(info: Pick<TableInfo, 'players'>, lang: Lang): string[] {
  return info.players.map((p, s) => (p === null ? '—' : labelledName(p, s, lang)));
}

export function TableRow(props: { game: GameInfo; info: TableInfo; onJoin: () => void; onWatch: () => void; }) {
  const { t, lang } = useI18n();
  const { info } = props;
  const taken = info.players.filter((p) => p !== null).length;
  const status = info.status === 'playing' ?
    t('lobby.playing') :
    info.status === 'waiting' ?
    t('lobby.waiting') :
    t('lobby.finished');
  return (
    <li data-testid={`table-row-${info.table}`}>
      <div class="who">
        <div data-testid="seated">{seatedNames(info, lang).join(', ')}</div>
        <div class="variant">
          {summarize(props.game, info.config as Record<string, ConfigValue>, lang)} ·{' '}
          {t('lobby.seatsTaken', { taken, total: info.seats })}
        </div>
      </div>
      <span class={`status ${info.status}`}>{status}</span>
      {info.status === 'waiting' && taken < info.seats && (
        <button type="button" onClick={props.onJoin}>
          {t('lobby.join')}
        </button>
      )}
      <button type="button" onClick={props.onWatch}>
        {t('lobby.watch')}
      </button>
    </li>
  );
}
