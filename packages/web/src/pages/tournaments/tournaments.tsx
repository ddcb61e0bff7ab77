/**
 * The Tournaments tab: upcoming ones (register or leave, when they start), running ones (the round and its
 * clock, a link to the live standings) and finished ones (the winner, a link to the final standings), and the
 * form to create one.
 */
import { useState } from 'preact/hooks';
import { say } from '../../i18n/club-texts.ts';
import { useI18n } from '../../i18n/index.ts';
import { TT } from '../../i18n/tournament-texts.ts';
import { type TournamentList, type TournamentView, useTournamentList } from '../../net/tournaments.ts';
import { href, navigate } from '../../router.ts';
import { CreateTournamentForm } from './create-form.tsx';
import { EnterButton, entrantName, RoundClock, startLine, TournamentFacts } from './parts.tsx';
import './tournaments.css';

function Card(props: { view: TournamentView; onChanged: () => void; }) {
  const { lang } = useI18n();
  const v = props.view;
  const winner = v.status === 'finished' ? v.standings[0] : undefined;
  const winnerEntrant = v.entrants.find((e) => e.id === winner?.id);
  return (
    <li class="tourn-card" data-testid={`tournament-${v.id}`}>
      <div class="tourn-head">
        <a class="tourn-title" href={href({ page: 'tournament', id: v.id })}>{v.title}</a>
        <span class="tourn-count">{say(TT.entrants, lang, { count: v.entrants.length })}</span>
      </div>
      <TournamentFacts view={v} />
      <div class="tourn-line">
        {v.status === 'upcoming' && <span>{startLine(v, lang)}</span>}
        {v.status === 'running' && (
          <span>
            {say(TT.round, lang, { round: v.round })} <RoundClock view={v} />
          </span>
        )}
        {winnerEntrant !== undefined && (
          <span data-testid="winner">{say(TT.winner, lang, { name: entrantName(winnerEntrant, lang) })}</span>
        )}
        <EnterButton view={v} onDone={props.onChanged} />
        <a href={href({ page: 'tournament', id: v.id })} data-testid="open-tournament">
          {say(v.status === 'upcoming' ? TT.open : v.status === 'running' ? TT.standings : TT.finalStandings, lang)}
        </a>
      </div>
    </li>
  );
}

function List(props: { status: TournamentList; }) {
  const { t, lang } = useI18n();
  const { list, reload } = useTournamentList(props.status);
  return (
    <section class="card-panel tourn-block" data-testid={`tournaments-${props.status}`}>
      <h2>{say(TT[props.status], lang)}</h2>
      {list === null ? <p>{t('common.loading')}</p> : list.length === 0 ? <p>{say(TT.none, lang)}</p> : (
        <ul class="tourn-list">
          {list.map((v) => <Card key={v.id} view={v} onChanged={reload} />)}
        </ul>
      )}
    </section>
  );
}

/** The lists in the order a visitor looks for them (the protocol's `TOURNAMENT_LISTS`, kept out of the bundle with zod). */
const LISTS: readonly TournamentList[] = ['upcoming', 'running', 'finished'];

export function TournamentsPage() {
  const { lang } = useI18n();
  const [creating, setCreating] = useState(false);
  return (
    <div class="tourn-page" data-testid="tournaments">
      <div class="tourn-head">
        <h1>{say(TT.tab, lang)}</h1>
        <button type="button" class="primary" data-testid="open-create-tournament" onClick={() => setCreating(!creating)}>
          {say(TT.create, lang)}
        </button>
      </div>
      {creating && (
        <CreateTournamentForm
          onCreated={(v) => navigate({ page: 'tournament', id: v.id })}
          onCancel={() => setCreating(false)}
        />
      )}
      {LISTS.map((status) => <List key={status} status={status} />)}
    </div>
  );
}
