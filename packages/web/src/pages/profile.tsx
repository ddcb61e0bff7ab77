/** A player's profile: ratings per game (latest known) and recent games with replay links. */
import type { UserInfo } from '@kozyr/protocol';
import { useEffect, useState } from 'preact/hooks';
import { useI18n } from '../i18n/index.ts';
import { gamesStore, userStore } from '../net/club.ts';
import { reasonOf } from '../net/errors.ts';
import { getJson } from '../net/http.ts';
import { useStore } from '../net/store.ts';
import { href } from '../router.ts';
import { TournamentResults } from './tournaments/profile-results.tsx';

interface GameResult {
  readonly tableId: string;
  readonly game: string;
  readonly seat: number;
  readonly place: number;
  readonly ratingBefore: number | null;
  readonly ratingAfter: number | null;
  readonly finishedAt: number;
}

interface ProfileData {
  readonly user: UserInfo;
  readonly games: readonly GameResult[];
}

/** The newest rating per game (results come newest first). */
export function latestRatings(games: readonly GameResult[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const g of [...games].sort((a, b) => b.finishedAt - a.finishedAt)) {
    if (g.ratingAfter !== null && !out.has(g.game)) out.set(g.game, g.ratingAfter);
  }
  return out;
}

export function ProfilePage(props: { user?: string; }) {
  const { t, lang, pick } = useI18n();
  const me = useStore(userStore);
  const games = useStore(gamesStore);
  const name = props.user ?? me?.name;
  const [data, setData] = useState<ProfileData | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (name === undefined) return;
    getJson<ProfileData>(`/api/users/${encodeURIComponent(name)}/games`).then(
      setData,
      (e: unknown) => setError(reasonOf(e, lang)),
    );
  }, [name]);
  if (error !== null) return <p class="error">{t('common.error', { message: error })}</p>;
  if (data === null) return <p>{t('common.loading')}</p>;
  const title = (id: string) => pick(games?.find((g) => g.id === id)?.title, id);
  const ratings = latestRatings(data.games);
  const dateFmt = new Intl.DateTimeFormat(lang, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <section class="card-panel" data-testid="profile">
      <h1>
        {t('account.profile')}: {data.user.name}
      </h1>
      <h3>{t('account.ratings')}</h3>
      <ul>
        {[...ratings].map(([game, r]) => (
          <li key={game}>
            <a href={href({ page: 'leaderboard', game })}>{title(game)}</a>: {Math.round(r)}
          </li>
        ))}
      </ul>
      <TournamentResults name={data.user.name} />
      <h3>{t('account.recent')}</h3>
      {data.games.length === 0 ? <p>{t('account.noGames')}</p> : (
        <table class="data-table">
          <tbody>
            {data.games.map((g) => (
              <tr key={g.tableId}>
                <td>{dateFmt.format(g.finishedAt)}</td>
                <td>{title(g.game)}</td>
                <td>{t('result.place', { place: g.place })}</td>
                <td>{g.ratingAfter !== null ? Math.round(g.ratingAfter) : ''}</td>
                <td>
                  <a href={href({ page: 'replay', table: g.tableId })}>{t('account.replay')}</a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
