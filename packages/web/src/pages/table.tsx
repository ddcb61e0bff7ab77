/**
 * The table page: header with invite link and rules link, seating while the
 * table waits, the game's own table view while it plays, chat beside it, the
 * refusal reason of a refused move, and the result screen at the end.
 */
import type { ConfigValue, Outcome } from '@kozyr/engine/client';
import type { TableInfo } from '@kozyr/protocol';
import { useEffect, useState } from 'preact/hooks';
import { Chat } from '../components/chat.tsx';
import { ResultPanel } from '../components/result.tsx';
import { summarize } from '../games/catalogue.ts';
import { GenericTableView } from '../games/generic-table-view.tsx';
import { gameClients } from '../games/registry.tsx';
import { useI18n } from '../i18n/index.ts';
import { clockSkew, conn, gamesStore, userStore } from '../net/club.ts';
import { reasonOf } from '../net/errors.ts';
import { getJson } from '../net/http.ts';
import { useLiveTable } from '../net/live-table.ts';
import { useStore } from '../net/store.ts';
import { href, navigate } from '../router.ts';

interface Joined {
  readonly table: string;
}

function InviteLink(props: { info: TableInfo; }) {
  const { t } = useI18n();
  const [copied, setCopied] = useState(false);
  const link = `${location.origin}/${href({ page: 'invite', code: props.info.invite })}`;
  return (
    <div class="invite">
      <label for="invite-link">{t('table.invite')}</label>
      <input
        id="invite-link"
        readOnly
        value={link}
        data-testid="invite-link"
        onFocus={(e) => (e.currentTarget as HTMLInputElement).select()}
      />
      <button
        type="button"
        onClick={() =>
          void navigator.clipboard?.writeText(link).then(
            () => setCopied(true),
            () => undefined,
          )}
      >
        {copied ? t('table.copied') : t('table.copy')}
      </button>
    </div>
  );
}

function Seating(props: { info: TableInfo; seat: number | null; isCreator: boolean; act: (f: () => Promise<unknown>) => void; }) {
  const { t } = useI18n();
  const { info } = props;
  const table = info.table;
  const seated = info.players.filter((p) => p !== null).length;
  return (
    <section class="card-panel" data-testid="seating">
      <p>{t('table.waitingPlayers')}</p>
      <div class="seating">
        {info.players.map((p, s) =>
          p !== null ?
            (
              <span key={s} class="seat-chip">
                {s + 1}. {p.name}
              </span>
            ) :
            (
              <span key={s} class="seating">
                {props.seat === null && (
                  <button
                    type="button"
                    class="primary"
                    data-testid={`sit-${s}`}
                    onClick={() => props.act(() => conn.request({ type: 'table.join', table, seat: s }))}
                  >
                    {t('table.sit')} {s + 1}
                  </button>
                )}
                {props.isCreator && (
                  <button
                    type="button"
                    data-testid={`bot-${s}`}
                    onClick={() => props.act(() => conn.request({ type: 'table.addBot', table, seat: s }))}
                  >
                    {t('table.addBot')} {s + 1}
                  </button>
                )}
                {props.seat !== null && !props.isCreator && <span>{t('table.emptySeat')}</span>}
              </span>
            )
        )}
      </div>
      {props.seat !== null && (
        <button
          type="button"
          data-testid="leave"
          onClick={() => props.act(() => conn.request({ type: 'table.leave', table }))}
        >
          {t('table.leave')}
        </button>
      )}
      {props.isCreator && seated >= 2 && seated < info.seats && (
        <button
          type="button"
          onClick={() => props.act(() => conn.request({ type: 'table.start', table }))}
        >
          {t('table.start')}
        </button>
      )}
    </section>
  );
}

export function TablePage(props: { table: string; }) {
  const i18n = useI18n();
  const { t, lang, pick } = i18n;
  const live = useLiveTable(props.table);
  const user = useStore(userStore);
  const games = useStore(gamesStore);
  const skew = useStore(clockSkew);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [storedOutcome, setStoredOutcome] = useState<Outcome | null>(null);
  const { info, seat, payload } = live;
  const game = games?.find((g) => g.id === info?.game);

  useEffect(() => setRefusal(null), [live.version]);
  useEffect(() => {
    // After a reload the `table.over` push is gone; the stored outcome comes with the replay.
    if (info?.status !== 'over' || live.over !== null) return;
    getJson<{ outcome: Outcome | null; }>(`/api/tables/${encodeURIComponent(info.table)}/replay`).then(
      (r) => setStoredOutcome(r.outcome),
      () => undefined,
    );
  }, [info?.status, live.over, info?.table]);

  const act = (f: () => Promise<unknown>) => {
    setRefusal(null);
    f().catch((e: unknown) => setRefusal(reasonOf(e, lang)));
  };

  if (live.error !== null && info === null) {
    return <p class="error">{t('common.error', { message: reasonOf(live.error, lang) })}</p>;
  }
  if (info === null) return <p>{t('common.loading')}</p>;

  const View = gameClients[info.game]?.Table ?? GenericTableView;
  const outcome = live.over?.outcome !== undefined ? (live.over.outcome as Outcome) : storedOutcome;
  const playAgain = () =>
    act(async () => {
      const j = live.next !== null ?
        await conn.request<Joined>({ type: 'table.join', table: live.next }) :
        await conn.request<Joined>({ type: 'table.playAgain', table: info.table });
      navigate({ page: 'table', table: j.table });
    });

  return (
    <div
      class="table-page"
      data-testid="table-page"
      data-status={info.status}
      data-version={live.version}
      data-seat={seat ?? 'spectator'}
    >
      <div>
        <div class="table-head card-panel">
          <h2>
            {game ? pick(game.title) : info.game}
            {game && (
              <small data-testid="table-variant">· {summarize(game, info.config as Record<string, ConfigValue>, lang)}</small>
            )}
          </h2>
          <a href={href({ page: 'rules', game: info.game })} data-testid="rules-link">
            {t('table.rulesLink')}
          </a>
          {seat === null && <span data-testid="spectator-note">{t('table.spectator')}</span>}
          {info.status === 'waiting' && <InviteLink info={info} />}
        </div>
        {info.status === 'waiting' && <Seating info={info} seat={seat} isCreator={user?.id === info.creator} act={act} />}
        {refusal !== null && (
          <p class="refusal" role="alert" data-testid="refusal">
            {t('table.refused', { reason: refusal })}
          </p>
        )}
        {outcome !== null && info.status === 'over' && (
          <ResultPanel
            outcome={outcome}
            players={info.players}
            ratings={live.over?.ratings ?? []}
            namesLoser={info.game === 'durak'}
            onPlayAgain={playAgain}
            onLobby={() => navigate({ page: 'lobby' })}
            replayHref={href({ page: 'replay', table: info.table })}
          />
        )}
        {payload !== null && (
          <View
            view={payload.view}
            legal={payload.legal}
            events={live.events}
            actors={payload.actors}
            seat={seat}
            players={info.players}
            turnEndsAt={payload.turnEndsAt}
            deadline={payload.deadline}
            clockSkew={skew}
            send={(move) => act(() => conn.request({ type: 'table.move', table: info.table, move, version: live.version }))}
          />
        )}
      </div>
      <Chat
        lines={live.chat}
        notice={payload === null ? null : (gameClients[info.game]?.chatNotice?.(payload.view, lang) ?? null)}
        onSend={(text) => conn.request({ type: 'table.chat', table: info.table, text }).then(() => undefined)}
      />
    </div>
  );
}

/** `#/invite/CODE`: find the table behind an invite code and open it. */
export function InvitePage(props: { code: string; }) {
  const { t, lang } = useI18n();
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    getJson<{ table: string; }>(`/api/invite/${encodeURIComponent(props.code)}`).then(
      (r) => navigate({ page: 'table', table: r.table }),
      (e: unknown) => setError(reasonOf(e, lang)),
    );
  }, [props.code]);
  return error === null ? <p>{t('common.loading')}</p> : <p class="error">{t('common.error', { message: error })}</p>;
}
