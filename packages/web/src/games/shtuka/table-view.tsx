/**
 * The Shtuka table: the round's head (the explainer, the mode, the die, the timer), the explainer's
 * task, the picture with zoom and pan, the big Grab button (and the space bar), the holder's click,
 * the mode's own panel, the track and, between rounds, the last round's end on its own picture.
 * Nothing here knows rules: every control comes from the server's legal moves and forms, and the
 * server judges every click.
 */
import type { ShtukaMove as Move, ShtukaView as View } from '@kozyr/engine/games/shtuka/client';
import type { JSX } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { Countdown } from '../../components/countdown.tsx';
import { useI18n } from '../../i18n/index.ts';
import { useRoute } from '../../router.ts';
import type { TableViewProps } from '../types.ts';
import { formMove, formOf } from './forms.tsx';
import { DrawingPanel, EyewitnessPanel, LinesPanel, type PanelProps, YesNoPanel } from './mode-panels.tsx';
import { PictureStage, type Spot } from './picture-stage.tsx';
import { ClickList, RoundEnd } from './round-end.tsx';
import './shtuka.css';
import { MODE_NAME, S, say } from './texts.ts';
import { Track } from './track.tsx';
import { usePictures } from './use-picture.ts';

type Props = TableViewProps<View, Move>;

/** The die's faces 1..6 as drawn. */
const DIE = ['⚀', '⚁', '⚂', '⚃', '⚄', '⚅'] as const;

function Head(props: { p: Props; names: readonly string[]; }): JSX.Element {
  const { lang } = useI18n();
  const v = props.p.view;
  const roll = props.p.legal.find((m) => m.kind === 'roll');
  const explainer = props.names[v.explainer] ?? '';
  return (
    <div class="sk-head" data-testid="sk-head" data-phase={v.phase} data-mode={v.mode ?? ''} data-round={v.round}>
      <span class="sk-round">{say(S.round, lang, { n: v.round })}</span>
      <span>{say(S.explainer, lang, { name: explainer })}</span>
      {v.die !== null && v.mode !== null && (
        <span class="sk-mode" data-testid="sk-mode">
          {/* Keyed by round: a new roll mounts a new die, which tumbles once. */}
          <span key={v.round} class="sk-die" aria-hidden="true">{DIE[v.die - 1]}</span> {say(MODE_NAME[v.mode], lang)}
        </span>
      )}
      {v.phase === 'roll' && roll === undefined && v.phase === 'roll' && <span>{say(S.waitRoll, lang, { name: explainer })}
      </span>}
      {roll !== undefined && (
        <button
          type="button"
          class="primary sk-big"
          onClick={() => props.p.send(roll)}
          data-testid="sk-roll"
        >
          {say(S.roll, lang)}
        </button>
      )}
      {v.phase !== 'roll' && v.phase !== 'over' && (
        <Countdown
          endsAt={v.endsAt}
          clockSkew={props.p.clockSkew}
          testId="sk-timer"
        />
      )}
    </div>
  );
}

/** The grab and what became of it: the holder, a tie, who is out or locked. */
function GrabBar(props: { p: Props; names: readonly string[]; onGrab: (() => void) | null; holding: boolean; }): JSX.Element {
  const { lang } = useI18n();
  const v = props.p.view;
  const seat = props.p.seat;
  // A seat out of the round has no button; a locked one sees it greyed until the lock ends.
  const searching = seat !== null && v.searchers.includes(seat) && !v.out.includes(seat);
  const status: string[] = [];
  if (v.grabbed.length > 1) status.push(say(S.tie, lang, { names: v.grabbed.map((s) => props.names[s]).join(', ') }));
  if (v.holder !== null && !props.holding) status.push(say(S.holds, lang, { name: props.names[v.holder] ?? '' }));
  if (seat !== null && v.out.includes(seat)) status.push(say(S.youOut, lang));
  if (seat !== null && v.locks.some((l) => l.seat === seat)) status.push(say(S.locked, lang));
  return (
    <div class="sk-grab-bar">
      {props.holding ?
        (
          <p class="sk-holding" data-testid="sk-holding">
            {say(S.youHold, lang)} <Countdown endsAt={v.answerBy} clockSkew={props.p.clockSkew} testId="sk-answer-timer" />
          </p>
        ) :
        searching && (v.phase === 'search' || v.phase === 'grab') && (
          <button
            type="button"
            class="primary sk-grab"
            disabled={props.onGrab === null}
            onClick={props.onGrab ?? undefined}
            data-testid="sk-grab"
          >
            {say(S.grab, lang)} <small>{say(S.grabKey, lang)}</small>
          </button>
        )}
      {status.map((s) => <p key={s} data-testid="sk-status">{s}</p>)}
    </div>
  );
}

export function ShtukaTableView(p: Props): JSX.Element {
  const { lang } = useI18n();
  const route = useRoute();
  const v = p.view;
  const table = p.openHands === undefined && route.page === 'table' ? route.table : null;
  const pictures = usePictures(table);
  const names = Array.from({ length: v.seats }, (_, s) => p.players[s]?.name ?? `#${s + 1}`);
  const forms = p.forms ?? [];
  const grab = p.legal.find((m) => m.kind === 'grab');
  const point = formOf(forms, 'point');
  const [pending, setPending] = useState<Spot | null>(null);

  // A click waits for its verdict; the next click, the next round or the verdict clear it.
  useEffect(() => setPending(null), [v.round, v.clicks.length, point === null]);
  // The space bar sends through the latest props (a send made at an older version would aim at that version).
  const latest = useRef(p);
  latest.current = p;
  useEffect(() => {
    if (grab === undefined) return;
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      if (e.code !== 'Space' || (target !== null && (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA'))) return;
      e.preventDefault();
      latest.current.send(grab);
    };
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, [grab !== undefined]);

  // Between rounds the last round's end is shown on the picture it belongs to.
  const reveal = v.last !== null && (v.phase === 'roll' || v.phase === 'over') ? v.last : null;
  const shown = pictures.get(reveal?.round ?? v.round) ?? null;
  const task = v.mode === 'blitz' && reveal === null ? pictures.get(v.round)?.task ?? null : null;
  const panel: PanelProps = { view: v, legal: p.legal, forms, seat: p.seat, names, lang, send: p.send };
  const live = v.phase !== 'roll' && v.phase !== 'over';

  return (
    <div class="sk-table" data-testid="shtuka-table" data-phase={v.phase} data-round={v.round}>
      <div class="sk-main">
        <Head p={p} names={names} />
        {(v.task !== null || task !== null) && (
          <div class="sk-task" data-testid="sk-task">
            {v.task !== null && (
              <strong data-testid="sk-task-words">{say(S.yourItem, lang, { item: v.task.words[lang] })}</strong>
            )}
            {task !== null && (
              <span class="sk-task-card">
                {say(S.findThis, lang)} <img src={task} alt="" data-testid="sk-task-card" />
              </span>
            )}
          </div>
        )}
        <PictureStage
          // A new picture is first seen whole: the zoom and pan start afresh with its round.
          key={reveal?.round ?? v.round}
          lang={lang}
          src={shown?.picture ?? null}
          beforeRoll={v.phase === 'roll' && reveal === null}
          background={v.background}
          width={v.picture.width}
          height={v.picture.height}
          clicks={reveal?.clicks ?? v.clicks}
          reveal={reveal}
          names={names}
          pending={pending}
          onSpot={point === null ? null : (spot) => {
            setPending(spot);
            p.send(formMove(point, spot));
          }}
        />
        <GrabBar p={p} names={names} onGrab={grab === undefined ? null : () => p.send(grab)} holding={point !== null} />
        {live && <ClickList clicks={v.clicks} names={names} lang={lang} />}
      </div>
      <div class="sk-side">
        {live && (v.mode === 'shtuka' || v.mode === 'gestures') && <LinesPanel {...panel} />}
        {live && v.mode === 'yes-no' && <YesNoPanel {...panel} />}
        {live && v.mode === 'drawing' && <DrawingPanel {...panel} />}
        {live && v.mode === 'eyewitness' && <EyewitnessPanel {...panel} />}
        {reveal !== null && <RoundEnd reveal={reveal} names={names} lang={lang} canvas={v.canvas.width} />}
        <Track view={v} names={names} seat={p.seat} lang={lang} />
      </div>
    </div>
  );
}
