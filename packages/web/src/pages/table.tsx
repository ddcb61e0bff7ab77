/**
 * The table page: header with invite link and rules link, seating while the
 * table waits, the game's own table view while it plays, chat beside it, the
 * refusal reason of a refused move, and the result screen at the end.
 */
import type { ConfigValue, Outcome } from '@kozyr/engine/client';
import type { TableInfo } from '@kozyr/protocol';
import { useEffect, useRef, useState } from 'preact/hooks';
import { cardNamer } from '../cards/names.ts';
import { Chat } from '../components/chat.tsx';
import { secondsLeft } from '../components/countdown.tsx';
import { ForfeitControl, useLeftNotice } from '../components/forfeit.tsx';
import { HandLog } from '../components/hand-log.tsx';
import { ResultPanel } from '../components/result.tsx';
import { GenericTableView } from '../games/generic-table-view.tsx';
import { logLines } from '../games/hand-log.ts';
import { useGameClient } from '../games/registry.tsx';
import { summarize } from '../games/variant-summary.ts';
import { labelledPlayers } from '../i18n/bot-level-texts.ts';
import { PLAYER_TEXTS, say, UI } from '../i18n/club-texts.ts';
import { useI18n } from '../i18n/index.ts';
import { shownName } from '../i18n/players.ts';
import { reducedMotion, useCardMotion } from '../motion/card-motion.ts';
import { clockSkew, conn, gamesStore, userStore } from '../net/club.ts';
import { reasonOf } from '../net/errors.ts';
import { getJson } from '../net/http.ts';
import { useLiveTable } from '../net/live-table.ts';
import { useStore } from '../net/store.ts';
import { href, navigate } from '../router.ts';
import { play } from '../sound/sound.ts';
import { type Moment, soundsFor, tickDue } from '../sound/table-sounds.ts';

interface Joined {
  readonly table: string;
}

/** How long a refusal stays up unless the player dismisses it or moves again (read at leisure, not at a bot's pace). */
export const REFUSAL_MS = 6000;

interface Refusal {
  readonly text: string;
  /** A new refusal with the same words restarts its timer. */
  readonly id: number;
}

/** The refusal as a toast over the page: it never moves the table, and the next update does not erase it. */
function RefusalToast(props: { refusal: Refusal; onClose: () => void; }) {
  const { t, lang } = useI18n();
  return (
    <div class="toast" role="alert" data-testid="refusal-toast">
      <span data-testid="refusal">{t('table.refused', { reason: props.refusal.text })}</span>
      <button type="button" class="toast-close" aria-label={say(UI.dismiss, lang)} onClick={props.onClose}>
        ×
      </button>
    </div>
  );
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

/** After this long alone at a waiting table, its creator is offered a way out: bots, or another table. */
export const ALONE_MS = 4000;

/** Alone at a table nobody joins: fill it with bots (it starts when full), or go to a table that is waiting. */
function AloneOffer(props: { info: TableInfo; act: (f: () => Promise<unknown>) => void; }) {
  const { lang } = useI18n();
  const [none, setNone] = useState(false);
  const { info } = props;
  const fill = () =>
    props.act(async () => {
      for (const [s, p] of info.players.entries()) {
        if (p === null) await conn.request({ type: 'table.addBot', table: info.table, seat: s });
      }
    });
  const joinOther = () =>
    props.act(async () => {
      const tables = await getJson<TableInfo[]>(`/api/games/${encodeURIComponent(info.game)}/tables`);
      const other = tables.find((x) => x.table !== info.table && x.status === 'waiting' && x.players.some((p) => p === null));
      if (other === undefined) return setNone(true);
      const j = await conn.request<Joined>({ type: 'table.join', table: other.table });
      await conn.request({ type: 'table.leave', table: info.table });
      navigate({ page: 'table', table: j.table });
    });
  return (
    <div class="alone-offer" data-testid="alone-offer" role="status">
      <strong>{say(UI.aloneTitle, lang)}</strong>
      <button type="button" class="primary" data-testid="fill-bots" onClick={fill}>
        {say(UI.fillBots, lang)}
      </button>
      <button type="button" data-testid="join-waiting" onClick={joinOther}>
        {say(UI.joinWaiting, lang)}
      </button>
      {none && <span>{say(UI.noneWaiting, lang)}</span>}
    </div>
  );
}

function Seating(props: { info: TableInfo; seat: number | null; isCreator: boolean; act: (f: () => Promise<unknown>) => void; }) {
  const { t, lang } = useI18n();
  const { info } = props;
  const table = info.table;
  const seated = info.players.filter((p) => p !== null).length;
  const alone = props.isCreator && seated === 1 && info.seats > 1;
  const [offer, setOffer] = useState(false);
  useEffect(() => {
    setOffer(false);
    if (!alone) return;
    const id = setTimeout(() => setOffer(true), ALONE_MS);
    return () => clearTimeout(id);
  }, [alone, info.table]);
  return (
    <section class="card-panel" data-testid="seating">
      <p>{t('table.waitingPlayers')}</p>
      {offer && alone && <AloneOffer info={info} act={props.act} />}
      <div class="seating">
        {info.players.map((p, s) =>
          p !== null ?
            (
              <span key={s} class="seat-chip">
                {s + 1}. {p.name}
                {p.kind === 'human' && !p.connected && <small class="presence">· {say(PLAYER_TEXTS.offline, lang)}</small>}
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
          // The server stops sending this table to a leaver: the page goes back to the lobby it came from.
          onClick={() => props.act(() => conn.request({ type: 'table.leave', table }).then(() => navigate({ page: 'lobby' })))}
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
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const refusals = useRef(0);
  const [standInNote, setStandInNote] = useState<string | null>(null);
  const lastActors = useRef<readonly number[]>([]);
  const [log, setLog] = useState<readonly string[]>([]);
  const motionRoot = useRef<HTMLDivElement>(null);
  const lastMoment = useRef<Moment | null>(null);
  const [storedOutcome, setStoredOutcome] = useState<Outcome | null>(null);
  const { info, seat, payload } = live;
  const game = games?.find((g) => g.id === info?.game);
  const client = useGameClient(info?.game);
  const leftNote = useLeftNotice(info, seat);

  useEffect(() => {
    if (refusal === null) return;
    const id = setTimeout(() => setRefusal(null), REFUSAL_MS);
    return () => clearTimeout(id);
  }, [refusal]);
  useEffect(() => {
    // A seat whose player is away moved (its turn passed): its stand-in bot played, and everyone is told.
    const before = lastActors.current;
    lastActors.current = payload?.actors ?? [];
    if (info === null || payload === null) return;
    const movedFor = before.find((s) => {
      const p = info.players[s];
      return s !== seat && p?.kind === 'human' && p.standIn;
    });
    setStandInNote(
      movedFor === undefined ?
        null :
        say(PLAYER_TEXTS.standInMoved, lang, { name: shownName(info.players[movedFor], movedFor, lang) }),
    );
  }, [live.version]);
  useEffect(() => {
    // After a reload the `table.over` push is gone; the stored outcome comes with the replay.
    if (info?.status !== 'over' || live.over !== null) return;
    getJson<{ outcome: Outcome | null; }>(`/api/tables/${encodeURIComponent(info.table)}/replay`).then(
      (r) => setStoredOutcome(r.outcome),
      () => undefined,
    );
  }, [info?.status, live.over, info?.table]);

  const names = cardNamer(info?.game ?? '', i18n);
  useCardMotion(
    motionRoot,
    live.version,
    client?.motionHints?.(live.events, seat) ?? { sweepTo: null, drawFrom: null },
  );
  const myTurn = seat !== null && payload !== null && payload.actors.includes(seat);
  useEffect(() => {
    // In a strip of many opponents (a phone), the seat whose move it is scrolls into the middle.
    const active = motionRoot.current?.querySelector<HTMLElement>('.opponents--many .seat.acting');
    const strip = active?.parentElement;
    if (active === null || active === undefined || strip === null || strip === undefined) return;
    const a = active.getBoundingClientRect();
    const s = strip.getBoundingClientRect();
    const left = strip.scrollLeft + (a.left - s.left) - s.width / 2 + a.width / 2;
    strip.scrollTo({ left, behavior: reducedMotion() ? 'auto' : 'smooth' });
  }, [live.version]);
  useEffect(() => {
    if (payload === null) return;
    const now: Moment = { events: live.events, myTurn, windowOpen: payload.deadline !== null && payload.deadline !== undefined };
    for (const s of soundsFor(lastMoment.current, now)) play(s);
    lastMoment.current = now;
  }, [live.version]);
  const turnEndsAt = payload?.turnEndsAt ?? null;
  useEffect(() => {
    // The last five seconds of the viewer's own turn tick.
    if (!myTurn || turnEndsAt === null) return;
    let last: number | null = null;
    const id = setInterval(() => {
      const left = secondsLeft(turnEndsAt, Date.now() + skew);
      if (tickDue(left, last)) play('tick');
      last = left;
    }, 250);
    return () => clearInterval(id);
  }, [myTurn, turnEndsAt, skew]);
  useEffect(() => {
    if (info === null || live.events.length === 0) return;
    const ctx = { lang, names, viewer: seat, name: (s: number) => shownName(info.players[s], s, lang) };
    const lines = logLines(live.events, ctx, client?.describe);
    if (lines.length > 0) setLog((l) => [...l, ...lines].slice(-300));
  }, [live.version]);
  // A refusal is not cleared by the next move either: it stays its time (or until dismissed, or the next refusal).
  const act = (f: () => Promise<unknown>) => {
    f().catch((e: unknown) => setRefusal({ text: reasonOf(e, lang, names), id: ++refusals.current }));
  };

  if (live.error !== null && info === null) {
    return <p class="error">{t('common.error', { message: reasonOf(live.error, lang) })}</p>;
  }
  if (info === null) return <p>{t('common.loading')}</p>;

  const View = client === null ? GenericTableView : client?.Table;
  // The seats' labels: a bot with its level.
  const players = labelledPlayers(info.players, lang);
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
              <small data-testid="table-variant">
                {' · '}
                {summarize(game, info.config as Record<string, ConfigValue>, lang)}
              </small>
            )}
          </h2>
          <a href={href({ page: 'rules', game: info.game })} data-testid="rules-link">
            {t('table.rulesLink')}
          </a>
          {seat === null && <span data-testid="spectator-note">{t('table.spectator')}</span>}
          {seat !== null && info.status === 'playing' && <ForfeitControl table={info.table} act={act} />}
          {info.status === 'waiting' && <InviteLink info={info} />}
        </div>
        {info.status === 'waiting' && (
          <Seating info={{ ...info, players }} seat={seat} isCreator={user?.id === info.creator} act={act} />
        )}
        {refusal !== null && <RefusalToast key={refusal.id} refusal={refusal} onClose={() => setRefusal(null)} />}
        {standInNote !== null && (
          <p class="note-toast" role="status" data-testid="stand-in-note">
            {standInNote}
          </p>
        )}
        {leftNote !== null && (
          <p class="note-toast left-note" role="status" data-testid="left-note">
            {leftNote}
          </p>
        )}
        {outcome !== null && info.status === 'over' && (
          <ResultPanel
            outcome={outcome}
            players={players}
            ratings={live.over?.ratings ?? []}
            namesLoser={info.game === 'durak'}
            onPlayAgain={playAgain}
            onLobby={() => navigate({ page: 'lobby' })}
            replayHref={href({ page: 'replay', table: info.table })}
          />
        )}
        <div ref={motionRoot} class="motion-root">
          {payload !== null && View !== undefined && (
            <View
              view={payload.view}
              legal={payload.legal}
              forms={payload.forms}
              events={live.events}
              actors={payload.actors}
              seat={seat}
              players={players}
              turnEndsAt={payload.turnEndsAt}
              deadline={payload.deadline}
              clockSkew={skew}
              send={(move) => act(() => conn.request({ type: 'table.move', table: info.table, move, version: live.version }))}
            />
          )}
        </div>
      </div>
      <aside class="side">
        {payload !== null && <HandLog lines={log} />}
        <Chat
          lines={live.chat}
          notice={payload === null ? null : (client?.chatNotice?.(payload.view, lang) ?? null)}
          onSend={(text) => conn.request({ type: 'table.chat', table: info.table, text }).then(() => undefined)}
        />
      </aside>
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
