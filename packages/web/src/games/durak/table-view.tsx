/**
 * The Durak table from the viewer's seat: opponents with card counts, the
 * trump and talon count, each attack card with its cover, the viewer's hand
 * with playable cards glowing, and the Take / Done buttons when legal.
 * Everything shown comes from the View and the legal moves the server sent.
 */
import type { DurakEvent as Event, DurakMove as Move, DurakView as View } from '@kozyr/engine/client';
import { useState } from 'preact/hooks';
import { Card } from '../../cards/card.tsx';
import { sortDurak } from '../../cards/hand-order.ts';
import { Countdown } from '../../components/countdown.tsx';
import { HandOrderSwitch, useHandOrder } from '../../components/hand-order-switch.tsx';
import { PresenceBadge } from '../../components/presence.tsx';
import { say, UI } from '../../i18n/club-texts.ts';
import { useI18n } from '../../i18n/index.ts';
import { othersInPlayOrder } from '../seats.ts';
import type { TableViewProps } from '../types.ts';
import { clickMove, defendMove, guessMove, hasMove, movesWithCard, playableCards, tableDropMove } from './moves.ts';
import { useTouchDrag } from './touch-drag.tsx';

const DRAG_TYPE = 'text/x-kozyr-card';

function playerName(props: TableViewProps<View, Move>, seat: number): string {
  return props.players[seat]?.name ?? `#${seat + 1}`;
}

/** "defends · 6 cards · ✓": the parts a seat has, a seat with no role starting with its cards. */
export function seatLine(role: string, cards: string, done: boolean): string {
  return [role, cards, done ? '✓' : ''].filter((x) => x !== '').join(' · ');
}

/**
 * The durak of a finished game: the one seat still holding cards takes the last place (the engine's endGame).
 * Seats out in the same bout share the place they reached, always above the last, so a draw names no one.
 */
export function isDurak(view: View, seat: number): boolean {
  return view.gameOver && view.seats[seat]?.place === view.seats.length;
}

/** The viewer's own part in the bout, said plainly. */
export function myRole(view: View, seat: number, acting: boolean, lang: 'ru' | 'uk' | 'bg' | 'en'): string {
  if (isDurak(view, seat)) return say(UI.youDurak, lang);
  if ((view.seats[seat]?.place ?? 0) > 0) return say(UI.youOut, lang);
  if (seat === view.attacker) return say(UI.youAttack, lang);
  if (seat === view.defender) return say(UI.youDefend, lang);
  return acting ? say(UI.youThrowIn, lang) : '';
}

function SeatBox(props: { p: TableViewProps<View, Move>; seat: number; }) {
  const { t, lang } = useI18n();
  const { view } = props.p;
  const s = view.seats[props.seat]!;
  const acting = props.p.actors.includes(props.seat);
  const role = isDurak(view, props.seat) ?
    say(UI.durak, lang) :
    s.place > 0 ?
    t('table.out') :
    props.seat === view.attacker ?
    t('table.attacker') :
    props.seat === view.defender ?
    t('table.defender') :
    acting ?
    say(UI.throwsIn, lang) :
    '';
  const open = props.p.openHands?.[props.seat];
  return (
    <div class={`seat${acting ? ' acting' : ''}`} data-testid={`seat-${props.seat}`}>
      <span class="name">{playerName(props.p, props.seat)}</span>
      <PresenceBadge player={props.p.players[props.seat]} />
      {acting && props.p.turnEndsAt !== null && (
        <Countdown endsAt={props.p.turnEndsAt} clockSkew={props.p.clockSkew} testId="seat-timer" />
      )}
      <span class="role">{seatLine(role, t('table.hand', { count: s.handSize }), s.done)}</span>
      {!open && s.known.length > 0 && (
        // Cards of this hand everyone has seen (taken from the table): public, so shown.
        <div class="known-cards" data-testid={`known-${props.seat}`}>
          {s.known.map((c) => <Card key={c} code={c} />)}
        </div>
      )}
      {open ? <div class="hand">{open.map((c) => <Card key={c} code={c} />)}</div> : (
        <div class="mini-fan" aria-hidden="true">
          {Array.from({ length: Math.min(s.handSize, 8) }, (_, i) => <Card key={i} code={null} />)}
        </div>
      )}
    </div>
  );
}

/** One line about what the last update did: a take or a beaten bout. */
function LastEvent(props: { p: TableViewProps<View, Move>; }) {
  const { t } = useI18n();
  const events = (props.p.events ?? []) as readonly Event[];
  const over = events.find((e) => e.kind === 'bout-over');
  if (over === undefined || over.kind !== 'bout-over') return null;
  return (
    <div class="last-event" data-testid="last-event">
      {over.taken ? t('table.took', { name: playerName(props.p, over.defender) }) : t('table.done')}
    </div>
  );
}

function DeckArea(props: { view: View; }) {
  const { t } = useI18n();
  const v = props.view;
  return (
    <div class="deck-area" data-testid="deck">
      <div class="deck-stack">
        <Card code={v.trumpCard} class={`trump${v.trumpCardInTalon ? '' : ' card--dim'}`} />
        {v.talonCount > 1 && <Card code={null} class="talon" />}
      </div>
      <span class="trump-label" data-testid="trump">
        {v.trumpSuit === null ?
          t('table.noTrump') :
          `${t('table.trump')}: ${v.trumpSuit === 'S' ? '♠' : v.trumpSuit === 'C' ? '♣' : v.trumpSuit === 'D' ? '♦' : '♥'}`}
      </span>
      <span data-testid="talon-count">
        {v.talonCount > 0 ? t('table.talon', { count: v.talonCount }) : t('table.talonEmpty')}
      </span>
      <span>{t('table.discard', { count: v.discard.length })}</span>
    </div>
  );
}

export function DurakTableView(props: TableViewProps<View, Move>) {
  const { t, lang } = useI18n();
  const { view, legal, seat } = props;
  const [selected, setSelected] = useState<string | null>(null);
  const [dragOver, setDragOver] = useState(false);
  const order = useHandOrder();
  const playable = playableCards(legal);
  const mine = seat !== null && props.openHands === undefined;
  const others = othersInPlayOrder(view.seats.length, seat);
  const selectedOptions = selected === null ? [] : movesWithCard(legal, selected);
  const send = (m: Move) => {
    setSelected(null);
    props.send(m);
  };

  const onHandClick = (card: string) => {
    if (!playable.has(card)) {
      // Not among the legal moves: send the intent anyway so the server says why (its reason is shown).
      const tried = seat === null ? null : guessMove(view, seat, card);
      if (tried !== null && props.actors.includes(seat!)) send(tried);
      return;
    }
    const only = clickMove(legal, card);
    if (only !== null) send(only);
    else setSelected(selected === card ? null : card);
  };
  const onAttackCardClick = (attack: string) => {
    if (selected === null) return;
    const m = defendMove(legal, selected, attack);
    if (m !== undefined) send(m);
  };
  const dropCard = (e: DragEvent): string | null => e.dataTransfer?.getData(DRAG_TYPE) || null;
  const touch = useTouchDrag((card, drop) => {
    const m = drop.attack === null ? tableDropMove(legal, card) : defendMove(legal, card, drop.attack);
    if (m !== undefined) send(m);
  });

  const iAct = seat !== null && props.actors.includes(seat);
  const turnText = iAct ?
    t('table.yourTurn') :
    props.actors.length > 0 ?
    t('table.turnOf', { name: props.actors.map((s) => playerName(props, s)).join(', ') }) :
    '';

  return (
    <div class="felt" data-testid="durak-table">
      <div class={`opponents${others.length >= 4 ? ' opponents--many' : ''}`} data-testid="opponents">
        {others.map((s) => <SeatBox key={s} p={props} seat={s} />)}
      </div>
      <div class="middle">
        <DeckArea view={view} />
        <div
          class={`bout${dragOver ? ' droppable' : ''}`}
          data-testid="bout"
          onDragOver={(e) => {
            e.preventDefault();
            setDragOver(true);
          }}
          onDragLeave={() => setDragOver(false)}
          onDrop={(e) => {
            e.preventDefault();
            setDragOver(false);
            const card = dropCard(e);
            const m = card === null ? undefined : tableDropMove(legal, card);
            if (m !== undefined) send(m);
          }}
        >
          {view.table.map((pair) => {
            const target = selected !== null && defendMove(legal, selected, pair.attack) !== undefined;
            return (
              <div
                key={pair.attack}
                class="pair"
                data-testid={`pair-${pair.attack}`}
                data-drop-attack={pair.attack}
                data-covered={String(pair.cover !== null)}
                onDragOver={(e) => e.preventDefault()}
                onDrop={(e) => {
                  const card = dropCard(e);
                  const m = card === null ? undefined : defendMove(legal, card, pair.attack);
                  if (m !== undefined) {
                    e.preventDefault();
                    e.stopPropagation();
                    setDragOver(false);
                    send(m);
                  }
                }}
              >
                <Card
                  code={pair.attack}
                  class={target ? 'card--target' : ''}
                  onClick={target ?
                    () => onAttackCardClick(pair.attack) :
                    undefined}
                />
                {pair.cover !== null && <Card code={pair.cover} class="cover" />}
              </div>
            );
          })}
        </div>
      </div>
      <LastEvent p={props} />
      <div class="turn-line" data-testid="turn">
        {turnText}
        {props.actors.length > 0 && <Countdown endsAt={props.turnEndsAt} clockSkew={props.clockSkew} />}
      </div>
      {seat !== null && (
        <>
          {mine && (
            <p class="my-role" data-testid="my-role">
              {myRole(view, seat, props.actors.includes(seat), lang)}
            </p>
          )}
          {mine && (
            <div class="hand" data-testid="hand">
              {sortDurak(view.hand, view.trumpSuit, order).map((c) => (
                // SVG elements cannot be HTML-draggable; the wrapper carries the drag.
                <div
                  key={c}
                  class={`drag-wrap${playable.has(c) ? ' drag-wrap--playable' : ''}`}
                  draggable={playable.has(c)}
                  onDragStart={(e) => e.dataTransfer?.setData(DRAG_TYPE, c)}
                  {...(playable.has(c) ? touch.handlers(c) : {})}
                >
                  <Card
                    code={c}
                    glow={playable.has(c) && selected !== c}
                    class={selected === c ? 'card--selected' : ''}
                    onClick={() => onHandClick(c)}
                  />
                </div>
              ))}
            </div>
          )}
          {props.openHands !== undefined && <SeatBox p={props} seat={seat} />}
          <div class="actions">
            {mine && <HandOrderSwitch />}
            {selectedOptions.some((m) => m.kind === 'transfer') && (
              <button
                type="button"
                data-testid="transfer"
                onClick={() => send(selectedOptions.find((m) => m.kind === 'transfer')!)}
              >
                {t('table.transfer')}
              </button>
            )}
            {selected !== null && selectedOptions.some((m) => m.kind === 'defend') && <span>{t('table.pickTarget')}</span>}
            {hasMove(legal, 'take') && (
              <button
                type="button"
                class="primary"
                data-testid="take"
                onClick={() => send({ kind: 'take' })}
              >
                {t('table.take')}
              </button>
            )}
            {hasMove(legal, 'done') && (
              <button
                type="button"
                class="primary"
                data-testid="done"
                onClick={() => send({ kind: 'done' })}
              >
                {view.table.length > 0 && view.table.every((p) => p.cover !== null) && !view.taking ?
                  t('table.done') :
                  t('table.pass')}
              </button>
            )}
          </div>
        </>
      )}
      {touch.layer}
    </div>
  );
}
