/**
 * The Ratuki table, built for speed: every seat's counts along the top, the centre places
 * (one per player, fixed in size and position, so stacks coming and going never move the
 * layout), the viewer's three cards large enough to tap, drag or click, keyboard shortcuts
 * (1–3 a card, then 1–n the place, J junks; their hints shown only where a keyboard and a fine
 * pointer are, see ratuki.css), optimistic highlighting until the server's
 * verdict, refusals shown briefly beside the place without blocking the next try, the
 * score sheet and the race log. Nothing here knows rules: what glows comes from the
 * server's legal moves, and the server judges every card.
 */
import type { RatukiMove as Move, RatukiView as View } from '@kozyr/engine/client';
import { useEffect, useRef, useState } from 'preact/hooks';
import { useI18n } from '../../i18n/index.ts';
import { useRoute } from '../../router.ts';
import type { TableViewProps } from '../types.ts';
import { RCard } from './cards.tsx';
import { fillText, L } from './labels.ts';
import { RaceLog } from './race-log.tsx';
import './ratuki.css';
import { ScoreSheet } from './score-sheet.tsx';
import { medianMs, useRace } from './use-race.ts';
import { ratukiCardName } from './words.ts';

type Props = TableViewProps<View, Move>;

/** A drag shorter than this is a tap. */
const DRAG_PX = 12;

function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const id = setInterval(() => setNow(Date.now()), 100);
    return () => clearInterval(id);
  }, [active]);
  return now;
}

function Banner(props: { p: Props; names: readonly string[]; }) {
  const { lang } = useI18n();
  const v = props.p.view;
  const now = useNow(v.phase === 'countdown') + props.p.clockSkew;
  const last = v.rounds.at(-1);
  let text: string;
  if (v.phase === 'countdown') text = fillText(L.countdown[lang], { s: Math.max(0, (v.startsAt - now) / 1000).toFixed(1) });
  else if (v.phase === 'playing') text = L.go[lang];
  else {
    const who = last?.out === null || last === undefined ? L.dead[lang] : fillText(L.out[lang], { name: props.names[last.out]! });
    text = `${v.phase === 'over' ? L.gameOver[lang] : fillText(L.roundOver[lang], { n: v.round })} · ${who}`;
  }
  return (
    <div class={`rk-banner rk-${v.phase}`} data-testid="ratuki-banner" data-phase={v.phase}>
      <span>
        {L.round[lang]} {v.round}
      </span>
      <strong>{text}</strong>
    </div>
  );
}

function Seats(props: { p: Props; names: readonly string[]; }) {
  const { lang } = useI18n();
  const v = props.p.view;
  return (
    <div class="rk-seats" style={{ '--seats': v.seats }}>
      {v.players.map((s, i) => (
        <div key={i} class={`rk-seat rk-seat-${s.colour}${v.you === i ? ' rk-me' : ''}`} data-testid={`seat-${i}`}>
          <span class="rk-name">{props.names[i]}</span>
          <span class="rk-counts">
            <span>
              {L.hand[lang]} {s.hand}
            </span>
            <span data-testid={`draw-${i}`}>
              {L.draw[lang]} {s.draw}
            </span>
            <span data-testid={`junk-${i}`}>
              {L.junk[lang]} {s.junk}
            </span>
            <span data-testid={`score-${i}`}>
              {L.score[lang]} {s.score}
            </span>
          </span>
          <span class="rk-total" title={L.total[lang]}>Σ {s.total}</span>
          {props.p.openHands?.[i] !== undefined && (
            <span class="rk-open-hand">{props.p.openHands[i]!.map((c) => <RCard key={c} code={c} class="rk-tiny" />)}</span>
          )}
        </div>
      ))}
    </div>
  );
}

export function RatukiTableView(props: Props) {
  const { lang } = useI18n();
  const route = useRoute();
  const v = props.view;
  const replay = props.openHands !== undefined;
  const table = !replay && route.page === 'table' ? route.table : null;
  const race = useRace(table, props.seat, props.events);
  const [selected, setSelected] = useState<string | null>(null);
  const drag = useRef<{ card: string; x: number; y: number; t0: number; } | null>(null);
  const names = v.players.map((_, s) => props.players[s]?.name ?? `#${s + 1}`);
  const playing = v.phase === 'playing' && v.you !== null && !replay;
  const pendingCards = new Set(race.pending.map((t) => t.move.card));

  // A selected card that has left the hand (played, or the round is over) is no longer selected.
  if (selected !== null && !v.hand.includes(selected)) setSelected(null);

  const playOn = (card: string, place: number, t0: number) => {
    const top = v.stacks[place]?.top ?? null;
    race.send({ kind: 'play', card, stack: place, top }, t0);
    setSelected(null);
  };
  const junk = (card: string, t0: number) => {
    race.send({ kind: 'junk', card }, t0);
    setSelected(null);
  };
  /** A tap on a place: the selected card goes there; with none selected, the first card the server lists for it. */
  const tapPlace = (place: number, t0: number) => {
    if (!playing) return;
    if (selected !== null) return playOn(selected, place, t0);
    const m = props.legal.find((x) => x.kind === 'play' && x.stack === place && !pendingCards.has(x.card));
    if (m !== undefined && m.kind === 'play') playOn(m.card, place, t0);
  };

  useEffect(() => {
    if (!playing) return;
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      if (target !== null && (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA')) return;
      // Event time stamps share performance.now()'s origin: latency counts from the key itself.
      const t0 = e.timeStamp;
      const n = Number(e.key);
      if (Number.isInteger(n) && n >= 1) {
        if (selected === null) {
          const card = v.hand[n - 1];
          if (card !== undefined) setSelected(card);
        } else if (n <= v.seats) playOn(selected, n - 1, t0);
        e.preventDefault();
      } else if ((e.key === 'j' || e.key === 'J') && selected !== null) {
        junk(selected, t0);
      } else if (e.key === 'Escape') setSelected(null);
    };
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  });

  const onCardDown = (card: string) => (e: PointerEvent) => {
    if (!playing) return;
    drag.current = { card, x: e.clientX, y: e.clientY, t0: e.timeStamp };
    const up = (u: PointerEvent) => {
      removeEventListener('pointerup', up);
      const d = drag.current;
      drag.current = null;
      if (d === null) return;
      const moved = Math.hypot(u.clientX - d.x, u.clientY - d.y) > DRAG_PX;
      if (!moved) {
        setSelected((s) => (s === d.card ? null : d.card));
        return;
      }
      const el = document.elementFromPoint(u.clientX, u.clientY);
      const place = el?.closest('[data-place]')?.getAttribute('data-place');
      if (place !== undefined && place !== null) playOn(d.card, Number(place), u.timeStamp);
      else if (el !== null && el.closest('[data-testid=junk-target]') !== null) junk(d.card, u.timeStamp);
    };
    addEventListener('pointerup', up);
  };

  const fits = (card: string) => props.legal.some((m) => m.kind === 'play' && m.card === card);
  const accepts = (place: number) =>
    selected !== null && props.legal.some((m) => m.kind === 'play' && m.card === selected && m.stack === place);
  const med = medianMs(race.latency);

  return (
    <div class="rk-table" data-testid="ratuki-table" data-latency-median={med === null ? '' : med.toFixed(1)}>
      <div class="rk-main">
        <Banner p={props} names={names} />
        <Seats p={props} names={names} />
        <div class="rk-places" style={{ '--seats': v.seats }} data-testid="places">
          {v.stacks.map((s, i) => {
            const ghost = race.pending.find((t) => t.move.kind === 'play' && t.move.stack === i);
            const refusal = race.refusals.findLast((r) => r.stack === i);
            return (
              <button
                type="button"
                key={i}
                class={`rk-place${accepts(i) ? ' rk-accepts' : ''}${refusal ? ' rk-refused' : ''}`}
                data-place={i}
                data-testid={`place-${i}`}
                data-top={s?.top ?? ''}
                aria-label={fillText(L.place[lang], { n: i + 1 })}
                onPointerDown={(e) => {
                  // A tap on a place answers on pointerdown: the fastest input a finger or a mouse gives.
                  if (drag.current === null) tapPlace(i, e.timeStamp);
                }}
              >
                <span class="rk-key">{i + 1}</span>
                {s === null ? <span class="rk-empty">{L.startHere[lang]}</span> : (
                  <>
                    <RCard code={s.top} class="rk-big" label={ratukiCardName(s.top, lang)} />
                    <span class="rk-size">{fillText(L.cards[lang], { n: s.size })}</span>
                  </>
                )}
                {ghost !== undefined && <RCard code={ghost.move.card} class="rk-big rk-ghost" />}
                {refusal !== undefined && (
                  <span class="rk-refusal" role="status" data-testid="place-refusal">{refusal.text}</span>
                )}
              </button>
            );
          })}
        </div>
        {v.you !== null && !replay && (
          <div class="rk-hand-row">
            <div class="rk-hand" data-testid="hand">
              {v.hand.map((c, i) => (
                <div key={c} class="rk-slot">
                  <span class="rk-key">{i + 1}</span>
                  <RCard
                    code={c}
                    label={ratukiCardName(c, lang)}
                    class={`rk-big${fits(c) && playing ? ' rk-fits' : ''}${selected === c ? ' rk-selected' : ''}${
                      pendingCards.has(c) ? ' rk-pending' : ''
                    }`}
                    onPointerDown={onCardDown(c)}
                  />
                </div>
              ))}
            </div>
            <button
              type="button"
              class="rk-junk"
              data-testid="junk-target"
              disabled={!playing || selected === null}
              onPointerDown={(e) => selected !== null && junk(selected, e.timeStamp)}
            >
              {L.junkIt[lang]} <span class="rk-key-inline">(J)</span>
            </button>
            <span class="rk-latency" data-testid="latency">
              {med === null ? '' : fillText(L.latency[lang], { ms: Math.round(med) })}
            </span>
          </div>
        )}
        {race.refusals.filter((r) => r.stack === null).map((r) => (
          <p key={r.id} class="rk-toast" role="status" data-testid="refusal-toast">
            {r.text}
          </p>
        ))}
        {v.you !== null && !replay && <p class="rk-keys" data-testid="key-hint">{fillText(L.keys[lang], { n: v.seats })}</p>}
        {v.you === null && !replay && <p class="rk-keys">{L.spectating[lang]}</p>}
      </div>
      <aside class="rk-side">
        <ScoreSheet view={v} names={names} />
        <RaceLog view={v} names={names} />
      </aside>
    </div>
  );
}
