/**
 * The Thousand table from the viewer's seat: opponents (cards held, cards of
 * theirs the viewer knows, bid or pass, tricks, score, barrel), the talon, the
 * trick, the trump and declared marriages, the viewer's hand, the moves the
 * server listed as buttons, and the score sheet beside the table (below it on
 * a phone). Every control is one of the legal moves; nothing here knows rules.
 */
import type { Lang, ThousandEvent as Event, ThousandMove as Move, ThousandView as View } from '@kozyr/engine/client';
import { useState } from 'preact/hooks';
import { Card } from '../../cards/card.tsx';
import { sortThousand } from '../../cards/hand-order.ts';
import { Countdown } from '../../components/countdown.tsx';
import { HandOrderSwitch, useHandOrder } from '../../components/hand-order-switch.tsx';
import { PresenceBadge } from '../../components/presence.tsx';
import { say, UI } from '../../i18n/club-texts.ts';
import { useI18n } from '../../i18n/index.ts';
import { othersInPlayOrder } from '../seats.ts';
import type { TableViewProps } from '../types.ts';
import { fillText, L } from './labels.ts';
import { lastEventLine } from './last-event.ts';
import { cardClickMove, clickableCards, giveOptions, hasMove, keptValue, movesOf, stepValue } from './moves.ts';
import { ScoreSheet } from './score-sheet.tsx';
import './thousand.css';

type Props = TableViewProps<View, Move>;

const SUIT_SIGN: Readonly<Record<string, string>> = { S: '♠', C: '♣', D: '♦', H: '♥' };

function nameOf(props: Props, seat: number): string {
  return props.players[seat]?.name ?? `#${seat + 1}`;
}

/** What a seat's line says besides name and score: dealer, pass or standing bid, contract, barrel. */
function seatTags(p: Props, seat: number, lang: Lang): string[] {
  const v = p.view;
  const s = v.players[seat]!;
  const bidding = v.phase === 'bidding';
  return [
    seat === v.dealer ? L.dealer[lang] : '',
    bidding && s.passed ? L.passed[lang] : '',
    bidding && v.bidder === seat && v.bid > 0 ? String(v.bid) : '',
    !bidding && v.contract > 0 && v.declarer === seat ? `${L.bid[lang]} ${v.contract}` : '',
    s.onBarrel ? `◎${s.barrelAttempts > 0 ? `×${s.barrelAttempts}` : ''}` : '',
  ].filter(Boolean);
}

function SeatBox(props: { p: Props; seat: number; }) {
  const { lang } = useI18n();
  const v = props.p.view;
  const s = v.players[props.seat]!;
  const acting = props.p.actors.includes(props.seat);
  const open = props.p.openHands?.[props.seat];
  const tags = seatTags(props.p, props.seat, lang);
  return (
    <div class={`seat th-seat${acting ? ' acting' : ''}`} data-testid={`seat-${props.seat}`}>
      <span class="name">{nameOf(props.p, props.seat)}</span>
      <PresenceBadge player={props.p.players[props.seat]} />
      <span class="role">
        {s.score} {tags.length > 0 && `· ${tags.join(' · ')}`}
      </span>
      <span class="role">{fillText(L.tricks[lang], { n: s.tricks, points: s.trickPoints })}</span>
      {open ? <div class="hand">{open.map((c) => <Card key={c} code={c} />)}</div> : (
        <>
          {s.known.length > 0 && (
            // Cards of this hand the viewer has seen (the shown talon, a card it gave): shown face up.
            <div class="known-cards" data-testid={`known-${props.seat}`}>
              {s.known.map((c) => <Card key={c} code={c} />)}
            </div>
          )}
          <div class="mini-fan" aria-hidden="true">
            {Array.from(
              { length: Math.max(0, Math.min(s.handCount - s.known.length, 10)) },
              (_, i) => <Card key={i} code={null} />,
            )}
          </div>
        </>
      )}
    </div>
  );
}

function Centre(props: { p: Props; }) {
  const { lang } = useI18n();
  const v = props.p.view;
  const name = (s: number) => nameOf(props.p, s);
  const auction = v.phase === 'bidding' ?
    (v.bid > 0 ?
      fillText(L.standingBid[lang], { value: v.bid, name: name(v.bidder) }) :
      fillText(L.noBid[lang], { value: v.opening })) :
    null;
  const contract = v.phase !== 'bidding' && v.contract > 0 ?
    fillText(L.contractOf[lang], { name: name(v.declarer), value: v.contract }) :
    null;
  // The talon is on the table until it is taken and its cards given away; then it is gone.
  const talonOnTable = v.phase === 'bidding' || v.phase === 'talon' || v.phase === 'give';
  const talons = talonOnTable && (v.talonCounts.some((n) => n > 0) || v.talonShown.length > 0);
  const trick = v.trick.length > 0 ? v.trick : v.phase === 'dealing' || v.phase === 'over' ? (v.lastTrick?.cards ?? []) : [];
  return (
    <div class="th-centre">
      <div class="th-info" data-testid="th-info">
        {/* Once a deal is scored (its cards still on the table) the view already counts the next one. */}
        <span data-testid="deal-no">
          {fillText(L.dealNo[lang], { n: v.phase === 'dealing' || v.phase === 'over' ? v.deal - 1 : v.deal })}
        </span>
        {v.golden && <span class="tag">★ {L.golden[lang]}</span>}
        {auction !== null && <span data-testid="auction">{auction}</span>}
        {contract !== null && (
          <span data-testid="contract-info">
            {contract}
            {v.dark ? ` (${L.dark[lang]})` : ''}
          </span>
        )}
        <span class="trump-label" data-testid="trump">
          {v.trump === null ? L.noTrump[lang] : `${L.trump[lang]}: ${SUIT_SIGN[v.trump] ?? v.trump}`}
        </span>
        {v.declarations.length > 0 && (
          <ul class="th-declarations" data-testid="declarations">
            {v.declarations.map((d, i) => (
              <li key={i}>
                {name(d.seat)}: {L[d.type][lang]} {d.suit === null ? '' : (SUIT_SIGN[d.suit] ?? d.suit)} {d.points}
              </li>
            ))}
          </ul>
        )}
      </div>
      {talons && (
        <div class="th-talon" data-testid="talon">
          <span>{L.talon[lang]}</span>
          <div class="card-row">
            {v.talonShown.map((c) => <Card key={c} code={c} />)}
            {v.talonCounts.map((n, i) => (
              <div key={i} class="mini-fan">
                {Array.from({ length: n }, (_, k) => <Card key={k} code={null} />)}
              </div>
            ))}
          </div>
        </div>
      )}
      <div class="th-trick" data-testid="trick">
        {trick.map((c) => (
          <figure key={c.card} class="th-played">
            <Card code={c.card} />
            <figcaption>{name(c.seat)}</figcaption>
          </figure>
        ))}
        {v.trick.length === 0 && v.lastTrick !== null && (
          <small class="th-last" data-testid="last-trick">
            {fillText(L.lastTrick[lang], { name: name(v.lastTrick.winner) })}
          </small>
        )}
      </div>
    </div>
  );
}

/**
 * Choosing a number among the listed bids (or contract values): −5 / +5 step
 * through the listed values, the main button sends the one shown. One stepper
 * instead of a button per value keeps the table on one screen.
 */
function Stepper(props: { values: readonly number[]; kind: 'bid' | 'contract'; send: (m: Move) => void; }) {
  const { lang } = useI18n();
  const [chosen, setChosen] = useState<number | null>(null);
  const value = keptValue(props.values, chosen);
  if (value === null) return null;
  const min = Math.min(...props.values);
  const max = Math.max(...props.values);
  const label = props.kind === 'bid' ? L.bid[lang] : L.contract[lang];
  return (
    <div class="th-stepper" role="group" aria-label={label} data-testid={`${props.kind}-stepper`}>
      <button
        type="button"
        data-testid={`${props.kind}-down`}
        aria-label={`${label} −5`}
        disabled={value <= min}
        onClick={() => setChosen(stepValue(props.values, value, -1))}
      >
        −5
      </button>
      <output class="th-stepper-value" data-testid={`${props.kind}-value`} aria-live="polite">
        {value}
      </output>
      <button
        type="button"
        data-testid={`${props.kind}-up`}
        aria-label={`${label} +5`}
        disabled={value >= max}
        onClick={() => setChosen(stepValue(props.values, value, 1))}
      >
        +5
      </button>
      <button
        type="button"
        class="primary"
        data-move={props.kind}
        data-testid={props.kind === 'bid' ? 'bid' : 'contract'}
        onClick={() => props.send(props.kind === 'bid' ? { kind: 'bid', value } : { kind: 'contract', value })}
      >
        {label} {value}
      </button>
    </div>
  );
}

/** Every non-card move as a button, in the order a player meets them. */
function Actions(props: { p: Props; send: (m: Move) => void; }) {
  const { lang } = useI18n();
  const { legal } = props.p;
  const send = props.send;
  const talonCount = props.p.view.talonCounts.length;
  return (
    <div class="actions th-actions" data-testid="actions">
      {hasMove(legal, 'bid') && <Stepper kind="bid" values={movesOf(legal, 'bid').map((m) => m.value)} send={send} />}
      {hasMove(legal, 'pass') && (
        <button
          type="button"
          class="primary"
          data-move="pass"
          data-testid="pass"
          onClick={() => send({ kind: 'pass' })}
        >
          {L.pass[lang]}
        </button>
      )}
      {movesOf(legal, 'take-talon').map((m) => (
        <button
          key={`t${m.talon}`}
          type="button"
          class="primary"
          data-move="take-talon"
          data-testid={`take-talon-${m.talon}`}
          onClick={() => send(m)}
        >
          {talonCount > 1 ? fillText(L.takeTalonN[lang], { n: m.talon + 1 }) : L.takeTalon[lang]}
        </button>
      ))}
      {movesOf(legal, 'take-talon-dark').map((m) => (
        <button
          key={`d${m.talon}`}
          type="button"
          data-move="take-talon-dark"
          data-testid={`take-dark-${m.talon}`}
          onClick={() => send(m)}
        >
          {L.takeDark[lang]}
          {talonCount > 1 ? ` ${m.talon + 1}` : ''}
        </button>
      ))}
      {hasMove(legal, 'contract') && (
        <Stepper
          kind="contract"
          values={movesOf(legal, 'contract').map((m) => m.value)}
          send={send}
        />
      )}
      {hasMove(legal, 'roll-out') && (
        <button
          type="button"
          data-move="roll-out"
          data-testid="roll-out"
          onClick={() => send({ kind: 'roll-out' })}
        >
          {L.rollOut[lang]}
        </button>
      )}
      {hasMove(legal, 'redeal') && (
        <button
          type="button"
          data-move="redeal"
          data-testid="redeal"
          onClick={() => send({ kind: 'redeal' })}
        >
          {L.redeal[lang]}
        </button>
      )}
      {hasMove(legal, 'deal') && (
        <button
          type="button"
          class="primary"
          data-move="deal"
          data-testid="deal"
          onClick={() => send({ kind: 'deal' })}
        >
          {L.deal[lang]}
        </button>
      )}
    </div>
  );
}

export function ThousandTableView(props: Props) {
  const { lang } = useI18n();
  const { view, legal, seat } = props;
  const [selected, setSelected] = useState<string | null>(null);
  const order = useHandOrder();
  const clickable = clickableCards(legal);
  const others = othersInPlayOrder(view.players.length, seat);
  const send = (m: Move) => {
    setSelected(null);
    props.send(m);
  };
  const onCard = (card: string) => {
    if (!clickable.has(card)) return;
    const only = cardClickMove(legal, card);
    if (only !== null) send(only);
    else setSelected(selected === card ? null : card);
  };
  const iAct = seat !== null && props.actors.includes(seat);
  const names = view.players.map((p) => nameOf(props, p.seat));
  const happened = lastEventLine((props.events ?? []) as readonly Event[], seat, (s) => nameOf(props, s), lang);
  const hint = hasMove(legal, 'give') ? L.pickGive[lang] : hasMove(legal, 'discard') ? L.pickDiscard[lang] : '';
  return (
    <div class="th-layout">
      <div class="felt" data-testid="thousand-table" data-phase={view.phase}>
        <div class={`opponents${others.length >= 4 ? ' opponents--many' : ''}`} data-testid="opponents">
          {others.map((s) => <SeatBox key={s} p={props} seat={s} />)}
        </div>
        <Centre p={props} />
        {happened !== null && (
          <div class="last-event" data-testid="last-event">
            {happened}
          </div>
        )}
        <div class="turn-line" data-testid="turn">
          {iAct ?
            L.yourTurn[lang] :
            props.actors.length > 0 ?
            fillText(L.turnOf[lang], { name: props.actors.map((s) => nameOf(props, s)).join(', ') }) :
            ''}
          {props.actors.length > 0 && <Countdown endsAt={props.turnEndsAt} clockSkew={props.clockSkew} />}
        </div>
        {seat !== null && props.openHands === undefined && (
          <>
            <div class="th-me" data-testid={`seat-${seat}`}>
              {names[seat]} · {view.players[seat]?.score ?? 0} ·{' '}
              {fillText(L.tricks[lang], { n: view.players[seat]?.tricks ?? 0, points: view.players[seat]?.trickPoints ?? 0 })}
              {seatTags(props, seat, lang).map((tag) => ` · ${tag}`)}
              {view.phase !== 'bidding' && view.declarer === seat && view.contract > 0 && (
                <strong data-testid="my-role">· {say(UI.youDeclare, lang)}</strong>
              )}
            </div>
            <div class="hand" data-testid="hand">
              {sortThousand(view.hand, view.trump, order).map((c) => (
                <Card
                  key={c}
                  code={c}
                  glow={clickable.has(c) && selected !== c}
                  class={selected === c ? 'card--selected' : ''}
                  onClick={clickable.has(c) ?
                    () => onCard(c) :
                    undefined}
                />
              ))}
            </div>
            {hint !== '' && selected === null && <p class="th-hint">{hint}</p>}
            {selected !== null && (
              <div class="actions" data-testid="give-targets">
                {giveOptions(legal, selected).map((m) => (
                  <button
                    key={m.to}
                    type="button"
                    class="primary"
                    data-move="give"
                    data-testid={`give-to-${m.to}`}
                    onClick={() => send(m)}
                  >
                    {fillText(L.giveTo[lang], { name: nameOf(props, m.to) })}
                  </button>
                ))}
              </div>
            )}
            <Actions p={props} send={send} />
            <HandOrderSwitch />
          </>
        )}
        {seat !== null && props.openHands !== undefined && <SeatBox p={props} seat={seat} />}
      </div>
      <ScoreSheet sheet={view.sheet} names={names} lang={lang} players={view.players} />
    </div>
  );
}
