/** The shell: the top bar, the offline banner and the routed page. */
import { useEffect } from 'preact/hooks';
import { CardDefs } from './cards/suits.tsx';
import { TopBar } from './components/top-bar.tsx';
import { useI18n } from './i18n/index.ts';
import { boot, connStore, userStore } from './net/club.ts';
import { useStore } from './net/store.ts';
import { AccountPage } from './pages/account.tsx';
import { LeaderboardPage } from './pages/leaderboard.tsx';
import { LobbyPage } from './pages/lobby.tsx';
import { ProfilePage } from './pages/profile.tsx';
import { ReplayPage } from './pages/replay.tsx';
import { RulesPage } from './pages/rules.tsx';
import { InvitePage, TablePage } from './pages/table.tsx';
import { TournamentPage } from './pages/tournaments/tournament.tsx';
import { TournamentsPage } from './pages/tournaments/tournaments.tsx';
import { type Route, useRoute } from './router.ts';

function Page(props: { route: Route; }) {
  const r = props.route;
  switch (r.page) {
    case 'lobby':
      return <LobbyPage game={r.game} />;
    case 'table':
      return <TablePage key={r.table} table={r.table} />;
    case 'invite':
      return <InvitePage code={r.code} />;
    case 'replay':
      return <ReplayPage key={r.table} table={r.table} />;
    case 'rules':
      return <RulesPage game={r.game} />;
    case 'account':
      return <AccountPage />;
    case 'profile':
      return <ProfilePage key={r.user ?? ''} user={r.user} />;
    case 'leaderboard':
      return <LeaderboardPage key={r.game} game={r.game} />;
    case 'tournaments':
      return <TournamentsPage />;
    case 'tournament':
      return <TournamentPage key={r.id} id={r.id} />;
  }
}

export function App() {
  const { t, lang } = useI18n();
  const route = useRoute();
  const user = useStore(userStore);
  const connState = useStore(connStore);
  useEffect(() => {
    document.documentElement.lang = lang;
    document.title = t('app.title');
  }, [lang]);
  useEffect(() => {
    void boot();
  }, []);
  return (
    <>
      <CardDefs />
      <TopBar route={route} />
      {connState === 'closed' && user !== null && <div class="offline">{t('common.offline')}</div>}
      <main>
        <Page route={route} />
      </main>
    </>
  );
}
