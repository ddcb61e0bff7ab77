/**
 * The UNO / Svintus table from the viewer's seat: opponents with hand sizes and
 * calls, the pile's top card, the colour in force, direction, stock, whose turn
 * and the timers, big buttons for every out-of-turn move the server lists (the
 * call, catches, slap, challenge, interception/jump-in), the colour choice, the
 * hand with the cards that fit glowing (in UNO's penalty mode the other legal cards
 * marked as playable with a penalty, as the engine's `fits` says), and the standings after each hand. Every
 * control is a legal move as the server sent it; nothing here knows rules, and
 * nothing delays an out-of-turn button (the server judges by arrival time).
 */
import type { Lang, SheddingMove as Move, SheddingView } from '@kozyr/engine/client';
import { useEffect, useState } from 'preact/hooks';
import { sortShedding } from '../../cards/hand-order.ts';
import { SheddingCard, SheddingCardDefs } from '../../cards/shedding-card.tsx';
import { COLOUR_FILL, COLOUR_NAME, colourButtonStyle, colourLetter, type SheddingGame } from '../../cards/shedding-faces.ts';
import { Countdown } from '../../components/countdown.tsx';
import { HandOrderSwitch, useHandOrder } from '../../components/hand-order-switch.tsx';
import { PresenceBadge } from '../../components/presence.tsx';
import { useI18n } from '../../i18n/index.ts';
import { othersInPlayOrder } from '../seats.ts';
import type { TableViewProps } from '../types.ts';
import { label } from './labels.ts';
import { eventLine } from './last-event.ts';
import {
  cardClick,
  cardMark,
  type MoveButton,
  moveButtons,
  outOfTurnPlays,
  playableCards,
  type PlayMove,
  playsOf,
} from './moves.ts';
import { addHands, type HandHistory, standings } from './standings.ts';
import './shedding.css';

export type SheddingProps = TableViewProps<SheddingView, Move>;

/** What differs between the two games' tables: the cards and a few words. */
export interface SheddingGameUi {
  readonly game: SheddingGame;
  /** "UNO!" / "Svintus!" */
  readonly call: Readonly<Record<Lang, string>>;
  readonly slap: Readonly<Record<Lang, string>>;
  /** The name of a play out of turn: UNO's jump-in, Svintus's interception. */
  readonly outOfTurn: 'jumpIn' | 'intercept';
}

const TURN_PHASES = new Set(['choose-colour', 'play', 'drawn', 'penalty', 'challenge']);

const nameOf = (p: SheddingProps, seat: number): string => p.players[seat]?.name ?? `#${seat + 1}`;

function ColourSwatch(props: { colour: string; lang: Lang; }) {
  if (props.colour === '') return null;
  return (
    <span class="sh-swatch" data-testid="current-colour" data-colour={props.colour}>
      <span class="sh-dot" style={{ background: COLOUR_FILL[props.colour] ?? '#777' }}>
        {colourLetter(props.colour, props.lang)}
      </span>
      {COLOUR_NAME[props.colour]?.[props.lang] ?? props.colour}
    </span>
  );
}

function SeatBox(props: { p: SheddingProps; ui: SheddingGameUi; seat: number; }) {
  const { lang } = useI18n();
  const v = props.p.view;
  const n = v.handSizes[props.seat] ?? 0;
  const open = props.p.openHands?.[props.seat];
  const turn = v.turn === props.seat && TURN_PHASES.has(v.phase);
  // Cards of this hand the viewer was shown (a challenge) or saw go back (a Wild Draw Four); a replay of an older table has none.
  const known: readonly string[] = v.knownCards?.[props.seat] ?? [];
  return (
    <div
      class={`seat${props.p.actors.includes(props.seat) ? ' acting' : ''}${turn ? ' sh-turn' : ''}`}
      data-testid={`seat-${props.seat}`}
      data-hand-size={n}
    >
      <span class="name">{nameOf(props.p, props.seat)}</span>
      <PresenceBadge player={props.p.players[props.seat]} />
      <span class="role">
        {label('cards', lang, { n })}
        {props.seat === v.dealer ? ` · ${label('dealer', lang)}` : ''}
        {v.called[props.seat] ? ` · ${props.ui.call[lang]}` : ''}
        {v.slap?.pressed[props.seat] ? ` · ${label('slapped', lang)}` : ''}
      </span>
      {!open && known.length > 0 && (
        <div class="known-cards" data-testid={`known-${props.seat}`}>
          {known.map((c, i) => <SheddingCard key={i} game={props.ui.game} code={c} />)}
        </div>
      )}
      {open ?
        <div class="hand">{open.map((c, i) => <SheddingCard key={i} game={props.ui.game} code={c} />)}</div> :
        (
          <div class="mini-fan" aria-hidden="true">
            {Array.from(
              { length: Math.min(Math.max(0, n - known.length), 8) },
              (_, i) => <SheddingCard key={i} game={props.ui.game} code={null} />,
            )}
          </div>
        )}
    </div>
  );
}

function Centre(props: { p: SheddingProps; ui: SheddingGameUi; }) {
  const { lang } = useI18n();
  const v = props.p.view;
  return (
    <div class="sh-centre" data-testid="pile">
      <div class="sh-stack">
        <SheddingCard game={props.ui.game} code={null} />
        <span data-testid="stock-count">{label('stock', lang, { n: v.stockCount })}</span>
      </div>
      <div class="sh-stack">
        <SheddingCard game={props.ui.game} code={v.top} class="sh-top" />
        <span>{label('pile', lang, { n: v.discardCount })}</span>
      </div>
      <div class="sh-facts">
        <ColourSwatch colour={v.colour} lang={lang} />
        <span data-testid="direction" data-direction={v.direction} class="sh-direction">
          {v.direction === 1 ? `↻ ${label('clockwise', lang)}` : `↺ ${label('counter', lang)}`}
        </span>
        <span>{label('hand', lang, { n: v.round })}</span>
      </div>
    </div>
  );
}

function buttonText(b: MoveButton, p: SheddingProps, ui: SheddingGameUi, lang: Lang): string {
  const v = p.view;
  const m = b.move;
  switch (m.kind) {
    case 'call':
      return ui.call[lang];
    case 'slap':
      return ui.slap[lang];
    case 'catch':
      return label('catch', lang, { name: nameOf(p, m.seat) });
    case 'challenge':
      return label('challenge', lang, { name: nameOf(p, v.challengeOf ?? v.lastPlayer) });
    case 'accept':
      return v.phase === 'challenge' ?
        label('acceptFour', lang) :
        v.penalty > 0 ?
        label('accept', lang, { n: v.penalty }) :
        label('acceptSkip', lang);
    case 'draw':
      return label('draw', lang);
    case 'pass':
      return v.phase === 'drawn' ? label('keep', lang) : label('pass', lang);
    case 'decline':
      return label('decline', lang);
    case 'choose-colour':
      return COLOUR_NAME[m.colour]?.[lang] ?? m.colour;
    default:
      return m.kind;
  }
}

function Standings(props: { p: SheddingProps; history: HandHistory; onHide?: () => void; }) {
  const { lang } = useI18n();
  const v = props.p.view;
  const rows = standings(v, props.history);
  const hands = v.lastRound?.round ?? 0;
  const winner = v.lastRound === null ? null : nameOf(props.p, v.lastRound.winner);
  return (
    <section class="sh-standings" data-testid="standings">
      <h3>
        {v.phase === 'over' ? label('matchOver', lang) : label('standings', lang)}
        {winner !== null && <small>{' · '}{label('handWon', lang, { name: winner })}</small>}
      </h3>
      <table>
        <thead>
          <tr>
            <th>{label('place', lang)}</th>
            <th>{label('seat', lang)}</th>
            {Array.from({ length: hands }, (_, i) => <th key={i}>{i + 1}</th>)}
            <th>{label('total', lang)}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.seat} data-testid={`standing-${r.seat}`} class={r.seat === props.p.seat ? 'sh-me' : ''}>
              <td data-testid={`place-${r.seat}`}>{r.place}</td>
              <td>{nameOf(props.p, r.seat)}</td>
              {r.hands.map((h, i) => <td key={i}>{h === null ? '–' : h}</td>)}
              <td data-testid={`total-${r.seat}`}>
                <strong>{r.total}</strong>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {v.phase === 'scored' && <p>{label('nextHand', lang)}</p>}
      {props.onHide !== undefined && (
        <button type="button" data-testid="hide-standings" onClick={props.onHide}>
          {label('hide', lang)}
        </button>
      )}
    </section>
  );
}

export function SheddingTableView(props: SheddingProps & { ui: SheddingGameUi; }) {
  const { lang } = useI18n();
  const { view: v, legal, seat, ui } = props;
  const [picking, setPicking] = useState<{ card: string; options: readonly PlayMove[]; } | null>(null);
  const [history, setHistory] = useState<HandHistory>({});
  const [hiddenRound, setHiddenRound] = useState(0);
  const order = useHandOrder();
  useEffect(() => setHistory((h) => addHands(h, v, props.events ?? [])), [v, props.events]);
  // A colour choice left open from an earlier position is dropped once that play is no longer listed.
  useEffect(() => {
    if (picking !== null && !playableCards(legal).has(picking.card)) setPicking(null);
  }, [legal]);

  const myTurn = seat !== null && v.turn === seat && TURN_PHASES.has(v.phase);
  const playable = playableCards(legal);
  const buttons = moveButtons(legal);
  const urgent = buttons.filter((b) => b.urgent);
  const calm = buttons.filter((b) => !b.urgent);
  const jumps = outOfTurnPlays(legal, myTurn);
  const send = (m: Move) => {
    setPicking(null);
    props.send(m);
  };
  const onCard = (card: string) => {
    const c = cardClick(legal, card, myTurn);
    if (c.kind === 'send') send(c.move);
    else if (c.kind === 'pick-colour') setPicking(picking?.card === card ? null : { card: c.card, options: c.options });
  };
  const turnName = v.phase === 'slap' ?
    '' :
    TURN_PHASES.has(v.phase) ?
    (myTurn ? label('yourTurn', lang) : label('turnOf', lang, { name: nameOf(props, v.turn) })) :
    '';
  const windowOpen = props.deadline !== undefined && props.deadline !== null && v.phase !== 'scored' && v.phase !== 'over';
  const others = othersInPlayOrder(v.seats, seat);
  const hand = sortShedding(v.hand ?? [], ui.game, order);
  const happened = eventLine(props.events ?? [], (s) => nameOf(props, s), lang, v.rules.callPenalty);
  // After drawing, the drawn card can be played (when it fits) or kept: both as plain buttons too.
  const drawnPlayable = myTurn && v.phase === 'drawn' && v.drawn !== null && playsOf(legal, v.drawn).length > 0;

  return (
    <div class={`felt sh-table sh-${ui.game}`} data-testid={`${ui.game}-table`} data-phase={v.phase}>
      <SheddingCardDefs />
      <div class={`opponents${others.length >= 4 ? ' opponents--many' : ''}`} data-testid="opponents">
        {others.map((s) => <SeatBox key={s} p={props} ui={ui} seat={s} />)}
      </div>
      <Centre p={props} ui={ui} />
      {v.silence >= 0 && (
        <div class="sh-banner sh-silence" role="status" data-testid="silence">
          {label('silence', lang, { name: nameOf(props, v.silence) })}
        </div>
      )}
      {v.phase === 'slap' && (
        <div class="sh-banner sh-slap" role="status" data-testid="slap-window">
          {label('slapNow', lang)}
        </div>
      )}
      {windowOpen && (
        <div class="sh-window" data-testid="window">
          {label('window', lang)} <Countdown endsAt={props.deadline ?? null} clockSkew={props.clockSkew} />
        </div>
      )}
      {happened !== null && (
        <div class="last-event" data-testid="last-event">
          {happened}
        </div>
      )}
      <div class="turn-line" data-testid="turn">
        {turnName}
        {props.actors.length > 0 && props.turnEndsAt !== null && (
          <Countdown endsAt={props.turnEndsAt} clockSkew={props.clockSkew} />
        )}
      </div>
      {(urgent.length > 0 || jumps.length > 0) && (
        <div class="sh-urgent" data-testid="urgent">
          {urgent.map((b) => (
            <button
              key={b.key}
              type="button"
              class="sh-big"
              data-testid={b.key}
              data-move={b.move.kind}
              onClick={() => send(b.move)}
            >
              {buttonText(b, props, ui, lang)}
            </button>
          ))}
          {jumps.map((m, i) => (
            <button
              key={`jump-${i}`}
              type="button"
              class="sh-big"
              data-testid={`jump-${m.card}${m.colour ?? ''}`}
              data-move="intercept"
              onClick={() => send(m)}
            >
              <SheddingCard game={ui.game} code={m.card} />
              {label(ui.outOfTurn, lang)}
              {m.colour !== undefined ? ` · ${COLOUR_NAME[m.colour]?.[lang] ?? m.colour}` : ''}
            </button>
          ))}
        </div>
      )}
      {picking !== null && (
        <div class="sh-colours" data-testid="colour-picker">
          <span>{label('chooseColour', lang)}:</span>
          {picking.options.map((m) => (
            <button
              key={m.colour}
              type="button"
              class="sh-colour"
              data-testid={`play-as-${m.colour}`}
              style={colourButtonStyle(m.colour ?? '')}
              onClick={() => send(m)}
            >
              {colourLetter(m.colour ?? '', lang)} · {COLOUR_NAME[m.colour ?? '']?.[lang]}
            </button>
          ))}
          <button
            type="button"
            onClick={() => setPicking(null)}
          >
            {label('cancel', lang)}
          </button>
        </div>
      )}
      {seat !== null && props.openHands === undefined && (v.called[seat] || seat === v.dealer) && (
        <div class="sh-me-line" data-testid="my-status">
          {[seat === v.dealer ? label('dealer', lang) : '', v.called[seat] ? `${ui.call[lang]} ✓` : ''].filter(Boolean).join(
            ' · ',
          )}
        </div>
      )}
      {seat !== null && props.openHands === undefined && (
        <div class="hand sh-hand" data-testid="hand">
          {hand.map((c, i) => {
            const mark = cardMark(playable, v.fits, c);
            const card = (
              <SheddingCard
                key={`${c}-${i}`}
                game={ui.game}
                code={c}
                glow={mark === 'fits' && picking?.card !== c}
                class={picking?.card === c ? 'card--selected' : v.drawn === c && v.phase === 'drawn' ? 'sh-drawn' : ''}
                onClick={() => onCard(c)}
              />
            );
            if (mark !== 'penalty') return card;
            // Legal but costly (penalty mode): a dashed frame and a "+N" badge, not a colour, say so; the label says why.
            const why = label('penaltyPlay', lang, { n: v.rules.wrongCardPenalty });
            return (
              <span key={`${c}-${i}`} class="sh-penalty" title={why} data-testid={`penalty-${c}`}>
                {card}
                <span class="sh-penalty-badge" aria-hidden="true">
                  +{v.rules.wrongCardPenalty}
                </span>
                <span class="visually-hidden">{why}</span>
              </span>
            );
          })}
        </div>
      )}
      {seat !== null && props.openHands === undefined && <HandOrderSwitch />}
      {props.openHands !== undefined && seat !== null && <SeatBox p={props} ui={ui} seat={seat} />}
      {(calm.length > 0 || drawnPlayable) && (
        <div class="actions" data-testid="moves">
          {drawnPlayable && (
            <button
              type="button"
              class="primary"
              data-testid="play-drawn"
              data-move="play"
              onClick={() => onCard(v.drawn!)}
            >
              {label('playDrawn', lang)}
            </button>
          )}
          {calm.map((b) => (
            <button
              key={b.key}
              type="button"
              class={b.move.kind === 'choose-colour' ? 'sh-colour' : 'primary'}
              style={b.move.kind === 'choose-colour' ? colourButtonStyle(b.move.colour) : undefined}
              data-testid={b.key}
              data-move={b.move.kind}
              onClick={() => send(b.move)}
            >
              {b.move.kind === 'choose-colour' ? `${colourLetter(b.move.colour, lang)} · ` : ''}
              {buttonText(b, props, ui, lang)}
            </button>
          ))}
        </div>
      )}
      {v.lastRound !== null &&
        (v.phase === 'scored' || v.phase === 'over' ? <Standings p={props} history={history} /> : (
          // The next hand is dealt at once, so the standings of the hand just ended stay until dismissed.
          hiddenRound !== v.lastRound.round && (
            <Standings
              p={props}
              history={history}
              onHide={() => setHiddenRound(v.lastRound?.round ?? 0)}
            />
          )
        ))}
    </div>
  );
}
