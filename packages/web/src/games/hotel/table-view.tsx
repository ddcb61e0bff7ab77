/**
 * The Hotel table from the viewer's seat: the doors with their stacks of rooms (newest on top,
 * stars visible), every seat's resting card, who has chosen (never what), guests with uses
 * left, Bakshish and scores, the viewer's door cards and every legal move as a button, the
 * choosing window's countdown, the "Which door?" hint, and the reveal ("Chuk-chuk!") animated
 * when the event arrives. Everything comes from the view, the legal moves and the events.
 */
import type { HotelEvent as Event, HotelMove as Move, HotelView as View } from '@kozyr/engine/client';
import { useState } from 'preact/hooks';
import { Countdown } from '../../components/countdown.tsx';
import { useI18n } from '../../i18n/index.ts';
import type { TableViewProps } from '../types.ts';
import { colourCss, DoorCard, RoomCard, roomStarsOf } from './cards.tsx';
import './hotel.css';
import { fill, L } from './labels.ts';

type Props = TableViewProps<View, Move>;

function nameOf(p: Props, seat: number): string {
  return p.players[seat]?.name ?? `#${seat + 1}`;
}

const GUEST_NAMES = {
  molets: { en: 'Professor Molets', ru: 'Профессор Молец', uk: 'Професор Молець', bg: 'Професор Молец' },
  naprastka: { en: 'Baba Naprastka', ru: 'Баба Напёрстка', uk: 'Баба Наперстка', bg: 'Баба Напръстка' },
  lulu: { en: 'Lulu', ru: 'Лулу', uk: 'Лулу', bg: 'Лулу' },
  pero: { en: 'Madam Pero', ru: 'Мадам Перо', uk: 'Мадам Перо', bg: 'Мадам Перо' },
  bo: { en: 'Piccolo Bo', ru: 'Пикколо Бо', uk: 'Пікколо Бо', bg: 'Пиколо Бо' },
  mugla: { en: 'Detective Mugla', ru: 'Детектив Мгла', uk: 'Детектив Імла', bg: 'Детектив Мъгла' },
} as const;

function Doors(props: { p: Props; }) {
  const { lang } = useI18n();
  const v = props.p.view;
  return (
    <div class="ht-doors" data-testid="doors">
      {v.under.map((stack, i) => {
        const door = i + 1;
        const total = stack.reduce((a, r) => a + roomStarsOf(r), 0);
        const here = (v.revealed ?? []).filter((r) => r.door === door);
        const porterHere = v.porterCard !== null && Number(v.porterCard.slice(1)) === door;
        return (
          <div class="ht-door" key={door} data-testid={`door-${door}`}>
            <div class="ht-sign">{fill(L.door[lang], { n: door })}</div>
            <div class="ht-total">{fill(L.stars[lang], { n: total })}</div>
            <div class="ht-stack">
              {[...stack].reverse().map((r, k) => <RoomCard key={r} code={r} lang={lang} top={k === 0} />)}
            </div>
            {(here.length > 0 || porterHere) && (
              <div class="ht-knockers">
                {here.map((r) => (
                  <DoorCard
                    key={r.seat}
                    code={r.cards.find((c) => Number(c.slice(1)) === door) ?? r.cards[0]!}
                    small
                  />
                ))}
                {porterHere && <DoorCard code={v.porterCard} small />}
              </div>
            )}
          </div>
        );
      })}
    </div>
  );
}

function Seats(props: { p: Props; }) {
  const { lang } = useI18n();
  const v = props.p.view;
  return (
    <div class="ht-seats">
      {v.table.map((s) => {
        const waiting = v.awaiting.includes(s.seat);
        return (
          <div
            class={`seat ht-seat${waiting ? ' acting' : ''}`}
            key={s.seat}
            data-testid={`seat-${s.seat}`}
            style={{ borderLeft: `6px solid ${colourCss(s.colour)}` }}
          >
            <span class="name">{nameOf(props.p, s.seat)}</span>
            <span class="role" data-testid={`chosen-${s.seat}`}>
              {v.phase === 'choose' ? (s.chosen ? `✓ ${L.chosen[lang]}` : L.choosing[lang]) : ''}
            </span>
            <div class="ht-resting">
              <small>{L.resting[lang]}:</small> {s.resting === null ? '—' : <DoorCard code={s.resting} small />}
            </div>
            {s.guest !== null && (
              <span class="role" data-testid={`guest-${s.seat}`}>
                {GUEST_NAMES[s.guest][lang]} · {fill(L.usesLeft[lang], { n: s.usesLeft })}
              </span>
            )}
            <span class="role">
              {fill(L.score[lang], { n: s.score })} · {fill(L.rooms[lang], { n: s.rooms.length })}
              {s.bakshish > 0 ? ` · ${fill(L.bakshish[lang], { n: s.bakshish })}` : ''}
            </span>
            <div class="ht-won">{s.rooms.map((r) => <RoomCard key={r} code={r} lang={lang} />)}</div>
          </div>
        );
      })}
      {v.porter !== null && (
        <div class="seat ht-seat" data-testid="porter" style={{ borderLeft: `6px solid ${colourCss(v.porter.colour)}` }}>
          <span class="name">{L.porter[lang]}</span>
          <div class="ht-resting">
            <small>{L.resting[lang]}:</small> {v.porter.resting === null ? '—' : <DoorCard code={v.porter.resting} small />}
          </div>
        </div>
      )}
    </div>
  );
}

function moveLabel(p: Props, m: Move, lang: keyof typeof L.door): string {
  switch (m.kind) {
    case 'knock':
      return fill(L.knock[lang], { n: m.door });
    case 'lulu':
      return L.lulu[lang];
    case 'molets':
      return fill(L.molets[lang], { a: m.doors[0], b: m.doors[1] });
    case 'peek':
      return fill(L.peek[lang], { name: nameOf(p, m.seat) });
    case 'pick':
      return fill(L.pick[lang], { n: m.door });
    case 'pero':
      return fill(L.pero[lang], { n: m.door });
    case 'mugla':
      return L.mugla[lang];
    case 'pass':
      return L.pass[lang];
  }
}

function Controls(props: { p: Props; }) {
  const { lang } = useI18n();
  const p = props.p;
  const v = p.view;
  const knocks = p.legal.filter((m) => m.kind === 'knock');
  const powers = p.legal.filter((m) => m.kind !== 'knock');
  return (
    <div class="ht-controls" data-testid="controls">
      {v.hand !== null && (
        <div class="ht-hand" data-testid="hand">
          <small>{L.yourHand[lang]}:</small>
          {v.hand.map((c) => {
            const m = knocks.find((k) => k.kind === 'knock' && k.door === Number(c.slice(1)));
            return m === undefined ?
              <DoorCard key={c} code={c} /> :
              (
                <button
                  key={c}
                  type="button"
                  class="ht-knock"
                  data-testid={`knock-${m.kind === 'knock' ? m.door : 0}`}
                  title={moveLabel(p, m, lang)}
                  onClick={() => p.send(m)}
                >
                  <DoorCard code={c} />
                </button>
              );
          })}
        </div>
      )}
      {v.mine !== null && <div data-testid="mine">{fill(L.youChose[lang], { cards: v.mine.join(', ') })}</div>}
      {v.peek !== null && (
        <div data-testid="peek">{fill(L.peeked[lang], { name: nameOf(p, v.peek.seat), card: v.peek.card })}</div>
      )}
      {powers.length > 0 && (
        <div class="ht-powers">
          {powers.map((m, i) => (
            <button key={i} type="button" data-testid={`move-${m.kind}-${i}`} onClick={() => p.send(m)}>
              {moveLabel(p, m, lang)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

/** The reveal, the stand-ins, takes and collisions of the last update, as a short animated banner. */
function LastEvents(props: { p: Props; }) {
  const { lang } = useI18n();
  const events = (props.p.events ?? []) as readonly Event[];
  const reveal = events.find((e) => e.kind === 'reveal');
  const standIn = events.find((e) => e.kind === 'stand-in');
  const lines: string[] = [];
  for (const e of events) {
    if (e.kind === 'took') lines.push(fill(L.took[lang], { name: nameOf(props.p, e.seat), door: e.door }));
    if (e.kind === 'collision') lines.push(fill(L.collision[lang], { door: e.door }));
  }
  if (reveal === undefined && standIn === undefined && lines.length === 0) return null;
  return (
    <div class="ht-events" data-testid="last-events">
      {standIn !== undefined && standIn.kind === 'stand-in' && (
        <div data-testid="stand-in">
          {fill(L.standIn[lang], { names: standIn.seats.map((s) => nameOf(props.p, s)).join(', ') })}
        </div>
      )}
      {reveal !== undefined && reveal.kind === 'reveal' && (
        <div class="ht-reveal" key={reveal.round} data-testid="reveal">
          <strong class="ht-chuk">{L.chukChuk[lang]}</strong>
          {reveal.plays.map((pl) => (
            <span key={pl.seat} class="ht-flip">
              {nameOf(props.p, pl.seat)}: {pl.cards.map((c) => <DoorCard key={c} code={c} small />)}
            </span>
          ))}
          {reveal.porter !== null && (
            <span class="ht-flip">
              {L.porter[lang]}: <DoorCard code={reveal.porter} small />
            </span>
          )}
        </div>
      )}
      {lines.map((l, i) => <div key={i}>{l}</div>)}
    </div>
  );
}

function Hint(props: { seats: number; }) {
  const { lang } = useI18n();
  const [open, setOpen] = useState(false);
  return (
    <div class="ht-hint" data-testid="hint">
      <button type="button" onClick={() => setOpen(!open)} aria-expanded={open}>
        💡 {L.hintTitle[lang]}
      </button>
      {open && <p>{props.seats >= 6 ? L.hintMany[lang] : L.hintFew[lang]}</p>}
    </div>
  );
}

export function HotelTableView(p: Props) {
  const { lang } = useI18n();
  const v = p.view;
  const waiting = v.phase !== 'choose' && v.awaiting.length > 0 ?
    fill(L.waitingFor[lang], { name: nameOf(p, v.awaiting[0]!) }) :
    null;
  return (
    <div class="table-view ht-table" data-testid="hotel-table">
      <div class="ht-info">
        <span data-testid="round">{fill(L.round[lang], { n: v.round })}</span>
        <span data-testid="deck-left">{fill(L.deckLeft[lang], { n: v.deckLeft })}</span>
        {v.phase === 'over' && <span>{L.over[lang]}</span>}
        {waiting !== null && <span data-testid="waiting">{waiting}</span>}
        <Countdown endsAt={p.deadline ?? null} clockSkew={p.clockSkew} />
        <Hint seats={v.seats} />
      </div>
      <LastEvents p={p} />
      <Doors p={p} />
      <Controls p={p} />
      <Seats p={p} />
    </div>
  );
}
