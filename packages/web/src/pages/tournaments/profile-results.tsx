/** A player's tournaments on their profile: each with its game, format, the place of the field, and a link to it. */
import { useEffect, useState } from 'preact/hooks';
import { say } from '../../i18n/club-texts.ts';
import { useI18n } from '../../i18n/index.ts';
import { TT } from '../../i18n/tournament-texts.ts';
import { reasonOf } from '../../net/errors.ts';
import { type TournamentResult, tournamentResults } from '../../net/tournaments.ts';
import { href } from '../../router.ts';
import { dateTime, useGameTitle } from './parts.tsx';
import { formatName } from './settings.ts';

export function TournamentResults(props: { name: string; }) {
  const { t, lang } = useI18n();
  const title = useGameTitle();
  const [results, setResults] = useState<readonly TournamentResult[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    tournamentResults(props.name).then(setResults, (e: unknown) => setError(reasonOf(e, lang)));
  }, [props.name]);
  return (
    <div data-testid="profile-tournaments">
      <h3>{say(TT.results, lang)}</h3>
      {error !== null ?
        <p class="error">{t('common.error', { message: error })}</p> :
        results === null ?
        <p>{t('common.loading')}</p> :
        results.length === 0 ?
        <p>{say(TT.noResults, lang)}</p> :
        (
          <table class="data-table">
            <tbody>
              {results.map((r) => (
                <tr key={r.id}>
                  <td>
                    {r.finishedAt !== null ?
                      dateTime(r.finishedAt, lang) :
                      say(r.status === 'upcoming' ? TT.isUpcoming : TT.playing, lang)}
                  </td>
                  <td>
                    <a href={href({ page: 'tournament', id: r.id })}>{r.name}</a>
                  </td>
                  <td>
                    {title(r.game)} · {formatName(r.format, lang)}
                  </td>
                  <td>
                    {r.place === null ?
                      '' :
                      say(TT.placeOf, lang, {
                        place: r.place,
                        count: typeof r.entrants === 'number' ? r.entrants : r.entrants.length,
                      })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
    </div>
  );
}
