/**
 * The standings as the server ranked them: rank, the entrant, the format's ranking values in the format's order
 * (the seeded draw, which only settles what is still tied, is not shown) and the games played. A leaver is
 * marked; so is the viewer's own row.
 */
import { say } from '../../i18n/club-texts.ts';
import { useI18n } from '../../i18n/index.ts';
import { TT, VALUE_NAMES } from '../../i18n/tournament-texts.ts';
import type { TournamentView } from '../../net/tournaments.ts';
import { entrantName } from './parts.tsx';

/** The value columns the standings show, in the format's order. */
export function valueColumns(standings: TournamentView['standings']): string[] {
  return Object.keys(standings[0]?.values ?? {}).filter((k) => k !== 'draw');
}

export function Standings(props: { view: TournamentView; me: string | undefined; }) {
  const { lang } = useI18n();
  const { view } = props;
  if (view.standings.length === 0) return <p data-testid="no-standings">{say(TT.noStandings, lang)}</p>;
  const columns = valueColumns(view.standings);
  const byId = new Map(view.entrants.map((e) => [e.id, e]));
  const heading = (key: string) => {
    const name = VALUE_NAMES[key];
    return name === undefined ? key : say(name, lang);
  };
  return (
    <div class="tourn-standings-wrap">
      <table class="data-table tourn-standings" data-testid="standings">
        <thead>
          <tr>
            <th title={say(TT.rank, lang)} aria-label={say(TT.rank, lang)}>#</th>
            <th>{say(TT.player, lang)}</th>
            {columns.map((c) => <th key={c} class="num">{heading(c)}</th>)}
            <th class="num">{say(TT.gamesPlayed, lang)}</th>
          </tr>
        </thead>
        <tbody>
          {view.standings.map((s) => {
            const e = byId.get(s.id);
            const name = e === undefined ? s.id : entrantName(e, lang);
            return (
              <tr key={s.id} class={s.id === props.me ? 'tourn-me' : ''} data-testid={`standing-${s.rank}`} data-entrant={s.id}>
                <td>{s.rank}</td>
                <td>
                  <span class="tourn-name" title={name}>
                    {name}
                    {s.id === props.me && <small class="tourn-badge">{say(TT.you, lang)}</small>}
                    {s.left && <small class="tourn-badge tourn-left">{say(TT.left, lang)}</small>}
                  </span>
                </td>
                {columns.map((c) => <td key={c} class="num" data-value={c}>{s.values[c] ?? '—'}</td>)}
                <td class="num">{s.games}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
