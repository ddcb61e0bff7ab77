/**
 * Step through a finished game move by move with every hand open. The server
 * rebuilt each step from the log; the client only shows the views it sent.
 */
import type { PlayerInfo } from '@kozyr/protocol';
import { useEffect, useRef, useState } from 'preact/hooks';
import { Card } from '../cards/card.tsx';
import { cardNamer } from '../cards/names.ts';
import { SheddingCard } from '../cards/shedding-card.tsx';
import { moveCards, moveText } from '../games/move-names.ts';
import { useGameClient } from '../games/registry.tsx';
import type { GameClient } from '../games/types.ts';
import { useI18n } from '../i18n/index.ts';
import { shownName, shownPlayers } from '../i18n/players.ts';
import { gamesStore } from '../net/club.ts';
import { reasonOf } from '../net/errors.ts';
import { getJson } from '../net/http.ts';
import { useStore } from '../net/store.ts';
import { REPLAY_SPEEDS, type ReplaySpeed, startPlayback } from './replay-playback.ts';
import { replaySeating } from './replay-seating.ts';

interface ReplayStep {
  readonly seat: number | null;
  readonly move: unknown;
  readonly at: number | null;
  readonly views: readonly unknown[];
  readonly actors: readonly number[];
}

interface ReplayData {
  readonly game: string;
  readonly seats: number;
  readonly players: readonly (PlayerInfo | null)[];
  readonly steps: readonly ReplayStep[];
}

function MoveLine(
  props: { step: ReplayStep; players: ReplayData['players']; game: string; words: GameClient['moveText'] | undefined; },
) {
  const i18n = useI18n();
  const { step } = props;
  if (step.seat === null || step.move === null) return <span>—</span>;
  const names = cardNamer(props.game, i18n);
  const shedding = props.game === 'uno' || props.game === 'svintus';
  return (
    <span class="card-row" style={{ alignItems: 'center', '--card-w': '34px' }} data-testid="replay-move">
      <strong>{shownName(props.players[step.seat], step.seat, i18n.lang)}</strong>{' '}
      {props.words?.(step.move, i18n.lang) ?? moveText(step.move, i18n.lang, names)}
      {props.words === undefined && moveCards(step.move, names).map((c) =>
        shedding ? <SheddingCard key={c} game={props.game as 'uno'} code={c} /> : <Card key={c} code={c} />
      )}
    </span>
  );
}

export function ReplayPage(props: { table: string; }) {
  const { t, lang, pick } = useI18n();
  const games = useStore(gamesStore);
  const [data, setData] = useState<ReplayData | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [i, setI] = useState(0);
  const client = useGameClient(data?.game);
  useEffect(() => {
    getJson<ReplayData>(`/api/tables/${encodeURIComponent(props.table)}/replay/views`).then(
      setData,
      (e: unknown) => setError(reasonOf(e, lang)),
    );
  }, [props.table]);
  const last = (data?.steps.length ?? 1) - 1;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowRight') setI((x) => Math.min(x + 1, last));
      if (e.key === 'ArrowLeft') setI((x) => Math.max(x - 1, 0));
    };
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, [last]);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<ReplaySpeed>(1);
  // The timer reads the shown step through a ref: a viewer stepping by hand while it plays moves it on from there.
  const shown = useRef(i);
  shown.current = i;
  useEffect(() => {
    if (!playing) return;
    const advance = () => {
      const next = Math.min(shown.current + 1, last);
      shown.current = next;
      setI(next);
      return next < last;
    };
    return startPlayback(speed, advance, () => setPlaying(false));
  }, [playing, speed, last]);
  const togglePlay = () => {
    // Play at the end starts the game over rather than doing nothing.
    if (!playing && i === last) setI(0);
    setPlaying(!playing);
  };
  if (error !== null) return <p class="error">{t('common.error', { message: error })}</p>;
  if (data === null) return <p>{t('common.loading')}</p>;
  const step = data.steps[i]!;
  const seating = replaySeating(shownPlayers(data.players, lang));
  const title = pick(games?.find((g) => g.id === data.game)?.title, data.game);
  return (
    <section data-testid="replay">
      <div class="card-panel">
        <h1>
          {t('replay.title')}: {title}
        </h1>
        <div class="replay-controls">
          <button type="button" data-testid="replay-start" onClick={() => setI(0)} disabled={i === 0}>
            |◀ {t('replay.start')}
          </button>
          <button type="button" data-testid="replay-prev" onClick={() => setI(Math.max(0, i - 1))} disabled={i === 0}>
            ◀ {t('replay.prev')}
          </button>
          <span data-testid="replay-step">{t('replay.step', { n: i, total: last })}</span>
          <button type="button" data-testid="replay-next" onClick={() => setI(Math.min(last, i + 1))} disabled={i === last}>
            {t('replay.next')} ▶
          </button>
          <button type="button" data-testid="replay-end" onClick={() => setI(last)} disabled={i === last}>
            {t('replay.end')} ▶|
          </button>
          <button type="button" data-testid="replay-play" aria-pressed={playing} onClick={togglePlay} disabled={last === 0}>
            {playing ? `⏸ ${t('replay.pause')}` : `⏵ ${t('replay.play')}`}
          </button>
          <label>
            {t('replay.speed')}{' '}
            <select
              data-testid="replay-speed"
              value={String(speed)}
              onChange={(e) => setSpeed(Number(e.currentTarget.value) as ReplaySpeed)}
            >
              {REPLAY_SPEEDS.map((s) => <option key={s} value={String(s)}>{s}×</option>)}
            </select>
          </label>
        </div>
        <MoveLine step={step} players={data.players} game={data.game} words={client?.moveText} />
      </div>
      {client !== undefined && client !== null && step.views[0] !== undefined && (
        <client.Table
          view={step.views[0]}
          legal={[]}
          actors={seating.actors}
          seat={null}
          players={seating.players}
          turnEndsAt={null}
          clockSkew={0}
          send={() => undefined}
          openHands={client.openHands(step.views)}
        />
      )}
    </section>
  );
}
