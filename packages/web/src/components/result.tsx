/**
 * The result screen: places, the durak (the single last place, when a game
 * names a loser), rating changes and "play again".
 */
import type { Outcome } from '@kozyr/engine/client';
import type { PlayerInfo, RatingChange } from '@kozyr/protocol';
import { useI18n } from '../i18n/index.ts';

/** The seat alone in last place, or null for a draw or a shared last place (seats with no place are not players). */
export function loserSeat(places: readonly (number | null)[]): number | null {
  const ranked = places.filter((p): p is number => p !== null);
  if (ranked.length < 2) return null;
  const worst = Math.max(...ranked);
  const last = places.flatMap((p, s) => (p === worst ? [s] : []));
  return last.length === 1 && worst > 1 ? last[0]! : null;
}

export function ResultPanel(props: {
  outcome: Outcome;
  players: readonly (PlayerInfo | null)[];
  ratings: readonly RatingChange[];
  namesLoser: boolean;
  onPlayAgain: () => void;
  onLobby: () => void;
  replayHref: string;
}) {
  const { t } = useI18n();
  const { places } = props.outcome;
  const name = (s: number) => props.players[s]?.name ?? `#${s + 1}`;
  // Players by place; a seat that is not a player (a host) has no place and is listed last.
  const order = places.map((p, s) => ({ p, s })).sort((a, b) => (a.p ?? Infinity) - (b.p ?? Infinity));
  const loser = loserSeat(places);
  const rating = (s: number) => {
    const p = props.players[s];
    if (p === null || p === undefined || p.kind !== 'human') return undefined;
    return props.ratings.find((r) => r.userId === p.userId);
  };
  return (
    <section class="card-panel result" data-testid="result">
      <h2>{t('result.title')}</h2>
      {props.namesLoser &&
        (loser !== null ?
          (
            <p class="durak" data-testid="durak">
              {t('result.durak', { name: name(loser) })}
            </p>
          ) :
          <p class="durak">{t('result.draw')}</p>)}
      <table>
        <tbody>
          {order.map(({ p, s }) => {
            const r = rating(s);
            const delta = r === undefined ? null : Math.round(r.after - r.before);
            return (
              <tr key={s}>
                <td>{p === null ? '' : t('result.place', { place: p })}</td>
                <td>{name(s)}</td>
                <td>
                  {delta !== null && (
                    <span class={delta >= 0 ? 'delta-up' : 'delta-down'}>
                      {t('result.rating', { delta: `${delta >= 0 ? '+' : ''}${delta}` })} → {Math.round(r!.after)}
                    </span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div class="actions">
        <button type="button" class="primary" data-testid="play-again" onClick={props.onPlayAgain}>
          {t('result.playAgain')}
        </button>
        <button type="button" onClick={props.onLobby}>
          {t('result.toLobby')}
        </button>
        <a href={props.replayHref} data-testid="replay-link">
          {t('account.replay')}
        </a>
      </div>
    </section>
  );
}
