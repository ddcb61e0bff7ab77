/**
 * Lobby: one room per game with its live table list, quick play, play against
 * bots, the create-table form generated from the game's config schema, and
 * links to the game's rules and leaderboard.
 */
import type { TableInfo } from '@kozyr/protocol';
import { useEffect, useState } from 'preact/hooks';
import { ConfigForm, type CreateRequest } from '../components/config-form.tsx';
import { GameArt, pitch } from '../components/game-art.tsx';
import { TableRow } from '../components/table-row.tsx';
import { playBot } from '../games/bot-levels.ts';
import type { GameInfo } from '../games/catalogue.ts';
import { say, UI } from '../i18n/club-texts.ts';
import { useI18n } from '../i18n/index.ts';
import { conn, gamesStore } from '../net/club.ts';
import { reasonOf } from '../net/errors.ts';
import { Store, useStore } from '../net/store.ts';
import { href, navigate } from '../router.ts';

interface Joined {
  readonly table: string;
  readonly seat: number | null;
}

/** The count a game plays best at, for "Play against bots" (Thousand is a game for three). */
const BEST_SEATS: Readonly<Record<string, number>> = { durak: 3, uno: 4, svintus: 4, thousand: 3 };

export function bestSeats(game: Pick<GameInfo, 'id' | 'seats'>): number {
  const best = BEST_SEATS[game.id] ?? game.seats.min;
  return Math.min(game.seats.max, Math.max(game.seats.min, best));
}

/** How many people are online, as the last lobby frame said (every room's frames carry it; null: not heard yet). */
const onlineStore = new Store<number | null>(null);
const heardOnline = (online: number | undefined) => online !== undefined && onlineStore.set(online);

function useLiveTables(game: string): readonly TableInfo[] {
  const [tables, setTables] = useState<readonly TableInfo[]>([]);
  useEffect(() => {
    const offs = [
      conn.on('lobby.tables', (m) => {
        heardOnline(m.online);
        if (m.game === game) setTables(m.tables);
      }),
      conn.on('lobby.table', (m) => {
        heardOnline(m.online);
        if (m.game === game) setTables((ts) => [...ts.filter((x) => x.table !== m.info.table), m.info]);
      }),
      conn.on('lobby.removed', (m) => m.game === game && setTables((ts) => ts.filter((x) => x.table !== m.table))),
    ];
    const subscribe = () => void conn.request({ type: 'lobby.subscribe', game }).catch(() => undefined);
    offs.push(conn.onOpen(subscribe));
    subscribe();
    return () => {
      for (const off of offs) off();
      void conn.request({ type: 'lobby.unsubscribe', game }).catch(() => undefined);
    };
  }, [game]);
  return tables;
}

function Room(props: { game: GameInfo; }) {
  const { t, pick, lang } = useI18n();
  const { game } = props;
  const tables = useLiveTables(game.id);
  const [creating, setCreating] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const go = async (request: () => Promise<Joined>) => {
    setBusy(true);
    setError(null);
    try {
      const j = await request();
      navigate({ page: 'table', table: j.table });
    } catch (e) {
      setError(reasonOf(e, lang));
    } finally {
      setBusy(false);
    }
  };
  const create = (req: CreateRequest) =>
    go(() =>
      conn.request<Joined>({
        type: 'table.create',
        game: game.id,
        seats: req.seats,
        config: req.config,
        turnSeconds: req.turnSeconds,
        bots: req.bots.map((bot) => (bot === undefined ? {} : { bot })),
      })
    );
  const vsBots = () =>
    go(() =>
      conn.request<Joined>({
        type: 'table.create',
        game: game.id,
        seats: bestSeats(game),
        bots: Array.from({ length: bestSeats(game) - 1 }, () => playBot(game)),
      })
    );

  const open = tables.filter((x) => x.status !== 'over');
  return (
    <section class="card-panel room" data-testid={`room-${game.id}`}>
      <div class="room-head">
        <GameArt game={game.id} />
        <div class="room-title">
          <h2>{pick(game.title)}</h2>
          {pitch(game.id, lang) !== null && <p class="pitch" data-testid="pitch">{pitch(game.id, lang)}</p>}
        </div>
        <span>{t('lobby.tables', { count: open.length })}</span>
      </div>
      <div class="room-actions">
        <button
          type="button"
          class="primary"
          disabled={busy}
          onClick={() => go(() => conn.request<Joined>({ type: 'table.quickplay', game: game.id }))}
        >
          {t('lobby.quickPlay')}
        </button>
        <button type="button" disabled={busy} data-testid="play-bots" onClick={vsBots}>
          {t('lobby.quickPlayBots')}
        </button>
        <button type="button" disabled={busy} data-testid="open-create" onClick={() => setCreating(!creating)}>
          {t('lobby.createTable')}
        </button>
        <a href={href({ page: 'rules', game: game.id })}>{t('nav.rules')}</a>
        <a href={href({ page: 'leaderboard', game: game.id })}>{t('nav.leaderboard')}</a>
      </div>
      <p class="rating-note" data-testid="rating-note">{say(UI.ratingNote, lang)}</p>
      {error && !creating && <p class="error" role="alert">{error}</p>}
      {creating && <ConfigForm game={game} busy={busy} error={error} onSubmit={create} onCancel={() => setCreating(false)} />}
      {open.length === 0 ? <p>{t('lobby.noTables')}</p> : (
        <ul class="table-list">
          {open.map((info) => (
            <TableRow
              key={info.table}
              game={game}
              info={info}
              onJoin={() => go(() => conn.request<Joined>({ type: 'table.join', table: info.table }))}
              onWatch={() => navigate({ page: 'table', table: info.table })}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

export function LobbyPage(props: { game?: string; }) {
  const { t } = useI18n();
  const games = useStore(gamesStore);
  const online = useStore(onlineStore);
  if (games === null) return <p>{t('common.loading')}</p>;
  const shown = props.game === undefined ? games : games.filter((g) => g.id === props.game);
  return (
    <div>
      <h1 class="visually-hidden">{t('lobby.title')}</h1>
      {online !== null && <p class="online" data-testid="online">{t('lobby.online', { count: online })}</p>}
      <div class="rooms">
        {shown.map((g) => <Room key={g.id} game={g} />)}
      </div>
    </div>
  );
}
