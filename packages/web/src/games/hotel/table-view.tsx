/**
 * The Hotel table from the viewer's seat: the doors in a row, each with its rooms (stars
 * drawn, newest on top) and, after "Chuk-chuk!", the door cards that knocked there, all
 * turned over together; the viewer's door cards in their colour (a tap knocks; with Professor
 * Molets a second card can be selected and both played); every seat as a compact chip with
 * its resting card, guest card, Bakshish and score; the choosing window's countdown and the
 * "Which door?" hint. Everything comes from the view, the listed legal moves and the events:
 * the two cards selected for Molets are matched to the server's listed move for those doors.
 */
import type { HotelEvent as Event, HotelMove as Move, HotelView as View, Lang } from '@kozyr/engine/client';
import { useState } from 'preact/hooks';
import { Countdown } from '../../components/countdown.tsx';
import { useI18n } from '../../i18n/index.ts';
import type { TableViewProps } from '../types.ts';
import { colourCss, DoorCard, doorOf, GuestCard, RoomCard, roomStarsOf } from './cards.tsx';
import './hotel.css';
import { BulbIcon, StarIcon } from './icons.tsx';
import { fill, L } from './labels.ts';
import { hotelMoveText } from './moves.ts';

type Props = TableViewProps<View, Move>;

function nameOf(p: Props, seat: number): string {
  return p.players[seat]?.name ?? `#${seat + 1}`;
}

function Doors(props: { p: Props; }) {
  const { lang } = useI18n();
  const v = props.p.view;
  return (
    <div class="ht-doors" data-testid="doors" style={{ '--doors': v.under.length }}>
      {v.under.map((stack, i) => {
        const door = i + 1;
        const total = stack.reduce((a, r) => a + roomStarsOf(r), 0);
        const here = (v.revealed ?? []).filter((r) => r.door === door);
        const porterHere = v.porterCard !== null && doorOf(v.porterCard) === door;
        return (
          <div
            class={`ht-door${here.length + (porterHere ? 1 : 0) > 1 ? ' ht-clash' : ''}`}
            key={door}
            data-testid={`door-${door}`}
          >
            <div class="ht-sign">{door}</div>
            <div class="ht-total" title={fill(L.starsLong[lang], { n: total })}>
              {total}
              <StarIcon size="0.8em" />
            </div>
            <div class="ht-knockers" key={`${v.round}-${v.revealed === null ? 0 : 1}`}>
              {here.map((r) => (
                <DoorCard
                  key={r.seat}
                  code={r.cards.find((c) => doorOf(c) === door) ?? r.cards[0]!}
                  small
                  class="ht-flip"
                />
              ))}
              {porterHere && v.porterCard !== null && <DoorCard code={v.porterCard} small class="ht-flip" />}
            </div>
            <div class="ht-stack">
              {[...stack].reverse().map((r, k) => <RoomCard key={r} code={r} lang={lang} top={k === 0} />)}
            </div>
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
            class={`ht-seat${waiting ? ' acting' : ''}${props.p.seat === s.seat ? ' ht-me' : ''}`}
            key={s.seat}
            data-testid={`seat-${s.seat}`}
            style={{ '--seat': colourCss(s.colour) }}
          >
            <div class="ht-seat-head">
              <span class="ht-name">{nameOf(props.p, s.seat)}</span>
              <span class="ht-score" title={fill(L.rooms[lang], { n: s.rooms.length })}>
                {s.score}
                <StarIcon size="0.85em" />
              </span>
            </div>
            <div class="ht-seat-row">
              <span class="ht-resting" title={L.resting[lang]}>
                {s.resting === null ? <span class="ht-no-card" /> : <DoorCard code={s.resting} small class="ht-rest" />}
              </span>
              <span class="ht-state" data-testid={`chosen-${s.seat}`}>
                {v.phase === 'choose' ? (s.chosen ? `✓ ${L.chosen[lang]}` : L.choosing[lang]) : ''}
              </span>
            </div>
            {(s.guest !== null || s.bakshish > 0) && (
              <div class="ht-seat-row">
                {s.guest !== null && <GuestCard guest={s.guest} uses={s.usesLeft} lang={lang} seat={s.seat} />}
                {s.bakshish > 0 && <span class="ht-bakshish">{fill(L.bakshish[lang], { n: s.bakshish })}</span>}
              </div>
            )}
          </div>
        );
      })}
      {v.porter !== null && (
        <div class="ht-seat ht-porter" data-testid="porter" style={{ '--seat': colourCss(v.porter.colour) }}>
          <div class="ht-seat-head">
            <span class="ht-name">{L.porter[lang]}</span>
          </div>
          <div class="ht-seat-row">
            <span class="ht-resting" title={L.resting[lang]}>
              {v.porter.resting === null ?
                <span class="ht-no-card" /> :
                <DoorCard code={v.porter.resting} small class="ht-rest" />}
            </span>
          </div>
        </div>
      )}
    </div>
  );
}

function moveLabel(p: Props, m: Move, lang: Lang): string {
  return hotelMoveText(m, lang, (s) => nameOf(p, s));
}

/** The listed Molets move for exactly these two doors, if the server offers one. */
function moletsFor(legal: readonly Move[], doors: readonly number[]): Move | undefined {
  if (doors.length !== 2) return undefined;
  const [a, b] = [...doors].sort((x, y) => x - y);
  return legal.find((m) => m.kind === 'molets' && m.doors[0] === a && m.doors[1] === b);
}

function Hand(props: { p: Props; }) {
  const { lang } = useI18n();
  const p = props.p;
  const hand = p.view.hand ?? [];
  const [selected, setSelected] = useState<readonly number[]>([]);
  const knockAt = (door: number) => p.legal.find((m) => m.kind === 'knock' && m.door === door);
  const molets = p.legal.some((m) => m.kind === 'molets');
  // A selection that no longer matches the hand or the moves (a new round, a stand-in) is dropped.
  const live = selected.filter((d) => knockAt(d) !== undefined);
  if (live.length !== selected.length) setSelected(live);
  const send = (m: Move | undefined) => {
    if (m === undefined) return;
    setSelected([]);
    p.send(m);
  };
  const tap = (door: number) => {
    // Without Molets a tap is the knock; with him a tap selects, so a second card can join it.
    if (!molets) return send(knockAt(door));
    if (live.includes(door)) return setSelected(live.filter((d) => d !== door));
    setSelected(live.length >= 2 ? [live[1]!, door] : [...live, door]);
  };
  const pair = moletsFor(p.legal, live);
  return (
    <div class="ht-hand-area">
      <div class="ht-hand" data-testid="hand">
        {hand.map((c) => {
          const door = doorOf(c);
          const m = knockAt(door);
          const chosen = live.includes(door);
          return m === undefined ?
            <DoorCard key={c} code={c} class="ht-idle" /> :
            (
              <button
                key={c}
                type="button"
                class={`ht-knock${chosen ? ' ht-selected' : ''}`}
                data-testid={`knock-${door}`}
                data-door={door}
                aria-pressed={molets ? chosen : undefined}
                title={moveLabel(p, m, lang)}
                onClick={() => tap(door)}
              >
                <DoorCard code={c} />
              </button>
            );
        })}
      </div>
      {molets && (
        <div class="ht-confirm">
          {live.length === 1 && (
            <button
              type="button"
              class="primary"
              data-testid="play-one"
              onClick={() => send(knockAt(live[0]!))}
            >
              {fill(L.knock[lang], { n: live[0]! })}
            </button>
          )}
          {pair !== undefined && pair.kind === 'molets' && (
            <button
              type="button"
              class="primary"
              data-testid="play-molets"
              onClick={() => send(pair)}
            >
              {moveLabel(p, pair, lang)}
            </button>
          )}
          {live.length === 0 && <small>{L.moletsHint[lang]}</small>}
        </div>
      )}
    </div>
  );
}

function Controls(props: { p: Props; }) {
  const { lang } = useI18n();
  const p = props.p;
  const v = p.view;
  const powers = p.legal.filter((m) => m.kind !== 'knock' && m.kind !== 'molets');
  return (
    <div class="ht-controls" data-testid="controls">
      {v.hand !== null && (
        <div class="ht-your">
          <small>{L.yourHand[lang]}</small>
          <Hand p={p} />
        </div>
      )}
      {v.mine !== null && (
        <div class="ht-mine" data-testid="mine">
          <small>{L.faceDown[lang]}</small>
          {v.mine.map((c) => (
            <span key={c} class="ht-mine-card">
              <DoorCard code={c} faceDown small />
              {fill(L.door[lang], { n: doorOf(c) })}
            </span>
          ))}
        </div>
      )}
      {v.peek !== null && (
        <div class="ht-peek" data-testid="peek">
          {fill(L.peeked[lang], { name: nameOf(p, v.peek.seat), door: doorOf(v.peek.card) })}
          <DoorCard code={v.peek.card} small />
        </div>
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

/** "Chuk-chuk!" at the reveal, the stand-ins, takes and collisions of the last update, as a short banner. */
function LastEvents(props: { p: Props; }) {
  const { lang } = useI18n();
  const events = (props.p.events ?? []) as readonly Event[];
  const reveal = events.find((e) => e.kind === 'reveal');
  const lines: string[] = [];
  for (const e of events) {
    if (e.kind === 'stand-in') lines.push(fill(L.standIn[lang], { names: e.seats.map((s) => nameOf(props.p, s)).join(', ') }));
    if (e.kind === 'took') lines.push(fill(L.took[lang], { name: nameOf(props.p, e.seat), door: e.door }));
    if (e.kind === 'collision') lines.push(fill(L.collision[lang], { door: e.door }));
  }
  if (reveal === undefined && lines.length === 0) return null;
  return (
    <div class="ht-events" data-testid="last-events" role="status">
      {reveal !== undefined && reveal.kind === 'reveal' && (
        <strong class="ht-chuk" key={reveal.round} data-testid="reveal">{L.chukChuk[lang]}</strong>
      )}
      {lines.map((l, i) => <span key={i}>{l}</span>)}
    </div>
  );
}

function Hint(props: { seats: number; }) {
  const { lang } = useI18n();
  const [open, setOpen] = useState(false);
  return (
    <div class="ht-hint" data-testid="hint">
      <button type="button" onClick={() => setOpen(!open)} aria-expanded={open}>
        <BulbIcon size="1.1em" /> {L.hintTitle[lang]}
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
