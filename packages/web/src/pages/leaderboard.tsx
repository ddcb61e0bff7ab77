/** The leaderboard of one game. */
import { useEffect, useState } from 'preact/hooks';
import { useI18n } from '../i18n/index.ts';
import { gamesStore } from '../net/club.ts';
import { reasonOf } from '../net/errors.ts';
import { getJson } from '../net/http.ts';
import { useStore } from '../net/store.ts';
import { href } from '../router.ts';

interface LeaderRow {
  readonly name: string;
  readonly rating: number;
  readonly games: number;
}

export function LeaderboardPage(props: { game: string; }) {
  const { t, lang, pick } = useI18n();
  const games = useStore(gamesStore);
  const [rows, setRows] = useState<readonly LeaderRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    getJson<LeaderRow[]>(`/api/games/${encodeURIComponent(props.game)}/leaderboard`).then(
      setRows,
      (e: unknown) => setError(reasonOf(e, lang)),
    );
  }, [props.game]);
  const title = pick(games?.find((g) => g.id === props.game)?.title, props.game);
  return (
    <section class="card-panel" data-testid="leaderboard">
      <h1>{t('leaderboard.title', { game: title })}</h1>
      {games !== null && games.length > 1 && (
        <p>
          {games.map((g) => (
            <a key={g.id} href={href({ page: 'leaderboard', game: g.id })} style={{ marginRight: '0.75rem' }}>
              {pick(g.title)}
            </a>
          ))}
        </p>
      )}
      {error !== null && <p class="error">{error}</p>}
      {rows === null ? <p>{t('common.loading')}</p> : (
        <table class="data-table">
          <thead>
            <tr>
              <th>{t('leaderboard.rank')}</th>
              <th>{t('leaderboard.player')}</th>
              <th>{t('leaderboard.rating')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr key={r.name}>
                <td>{i + 1}</td>
                <td>
                  <a href={href({ page: 'profile', user: r.name })}>{r.name}</a>
                </td>
                <td>{Math.round(r.rating)}</td>
                <td>{t('leaderboard.games', { count: r.games })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
