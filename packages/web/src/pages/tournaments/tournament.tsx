/**
 * One tournament's page, live over the socket: what it is and when it starts, registration, the round and its
 * clock, the standings (final once it is over), the round's tables with a link to watch each (or to play, at
 * one's own), and once it is over every game with its replay.
 */
import type { Lang } from '@kozyr/engine/client';
import { say } from '../../i18n/club-texts.ts';
import { useI18n } from '../../i18n/index.ts';
import { TT } from '../../i18n/tournament-texts.ts';
import { userStore } from '../../net/club.ts';
import { reasonOf } from '../../net/errors.ts';
import { useStore } from '../../net/store.ts';
import { type TournamentView, useLiveTournament } from '../../net/tournaments.ts';
import { href } from '../../router.ts';
import { dateTime, EnterButton, entrantName, RoundClock, startLine, TournamentFacts } from './parts.tsx';
import { Standings } from './standings.tsx';
import './tournaments.css';

function seatNames(view: TournamentView, seats: readonly string[], lang: Lang): string {
  const byId = new Map(view.entrants.map((e) => [e.id, e]));
  return seats.map((id) => {
    const e = byId.get(id);
    return e === undefined ? id : entrantName(e, lang);
  }).join(', ');
}

function RoundTables(props: { view: TournamentView; me: string | undefined; }) {
  const { lang } = useI18n();
  const { view } = props;
  if (view.tables.length === 0) return null;
  return (
    <section class="card-panel tourn-block">
      <h2>{say(TT.tables, lang)}</h2>
      <ul class="tourn-tables" data-testid="round-tables">
        {view.tables.map((tb) => {
          const mine = props.me !== undefined && tb.seats.includes(props.me);
          return (
            <li key={tb.id} data-testid={`round-table-${tb.id}`}>
              <strong>{say(TT.table, lang, { id: tb.id })}</strong>
              <span class="tourn-seats">{seatNames(view, tb.seats, lang)}</span>
              <small>{tb.done ? say(TT.tableDone, lang) : say(TT.gamesCount, lang, { count: tb.games })}</small>
              {tb.gameTable !== null && (
                <a class="button-link" href={href({ page: 'table', table: tb.gameTable })} data-testid="watch-table">
                  {say(mine ? TT.play : TT.watch, lang)}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Every game played, by tournament table, each with its replay. */
function Games(props: { view: TournamentView; }) {
  const { lang } = useI18n();
  const { view } = props;
  if (view.games.length === 0) return null;
  return (
    <section class="card-panel tourn-block">
      <h2>{say(TT.gamesList, lang)}</h2>
      <ul class="tourn-games" data-testid="games">
        {view.games.map((g) => (
          <li key={g.gameTable}>
            {say(TT.table, lang, { id: g.table })}, {say(TT.gameN, lang, { n: g.n + 1 })}:{' '}
            <a href={href({ page: 'replay', table: g.gameTable })} data-testid="game-replay">{say(TT.replay, lang)}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Status(props: { view: TournamentView; }) {
  const { lang } = useI18n();
  const v = props.view;
  const rounds = v.config['rounds'];
  switch (v.status) {
    case 'upcoming':
      return (
        <p class="tourn-status" data-testid="tournament-status">
          {startLine(v, lang)} · {say(TT.entrants, lang, { count: v.entrants.length })}
        </p>
      );
    case 'running':
      return (
        <p class="tourn-status" data-testid="tournament-status">
          {v.round > 0 && (
            <strong data-testid="round">
              {typeof rounds === 'number' ?
                say(TT.roundOf, lang, { round: v.round, rounds }) :
                say(TT.round, lang, { round: v.round })}
            </strong>
          )} <RoundClock view={v} />
        </p>
      );
    case 'finished':
      return (
        <p class="tourn-status" data-testid="tournament-status">
          {v.finishedAt !== null && say(TT.finishedAt, lang, { time: dateTime(v.finishedAt, lang) })}
        </p>
      );
  }
}

const STATE = { upcoming: TT.isUpcoming, running: TT.isRunning, finished: TT.isFinished } as const;

export function TournamentPage(props: { id: string; }) {
  const { t, lang } = useI18n();
  const me = useStore(userStore);
  const { view, error, adopt } = useLiveTournament(props.id);
  if (view === null) {
    return error === null ?
      <p>{t('common.loading')}</p> :
      <p class="error">{t('common.error', { message: reasonOf(error, lang) })}</p>;
  }
  const organiser = view.entrants.find((e) => e.id === view.organiser)?.name;
  return (
    <div class="tourn-page" data-testid="tournament-page" data-status={view.status} data-round={view.round}>
      <a href={href({ page: 'tournaments' })}>{say(TT.back, lang)}</a>
      <section class="card-panel">
        <div class="tourn-head">
          <h1>{view.title}</h1>
          <span class={`tourn-pill tourn-pill--${view.status}`}>{say(STATE[view.status], lang)}</span>
        </div>
        <TournamentFacts view={view} />
        {organiser !== undefined && <p class="tourn-settings">{say(TT.organiser, lang, { name: organiser })}</p>}
        <Status view={view} />
        <EnterButton view={view} onDone={adopt} />
      </section>
      <section class="card-panel tourn-block">
        <h2>{say(view.status === 'finished' ? TT.finalStandings : TT.standings, lang)}</h2>
        <Standings view={view} me={me?.id} />
      </section>
      {view.status === 'running' && <RoundTables view={view} me={me?.id} />}
      {view.status === 'finished' && <Games view={view} />}
    </div>
  );
}
