/**
 * The Pu-Pu-Puk table: the place card with its rule, every seat with its cards and round wins, the deck
 * and the discard, the row as cards (face-down ones face down) with its sum large, the question the
 * current effect asks (a card of the row, a player, a number, a blind draw) with its answers, the shouts
 * and gestures as big buttons with their countdown, each violation with its burn button, and the hand.
 * Nothing here knows rules: every control is a move the server listed (`legal`), as chessground draws
 * only the destinations it is given.
 */
import {
  type Lang,
  type PupupukMove as Move,
  pupupukPlaceNames as placeNames,
  type PupupukView as View,
} from '@kozyr/engine/client';
import { useState } from 'preact/hooks';
import { Countdown } from '../../components/countdown.tsx';
import { PresenceBadge } from '../../components/presence.tsx';
import { say } from '../../i18n/club-texts.ts';
import { useI18n } from '../../i18n/index.ts';
import type { TableViewProps } from '../types.ts';
import { cardTitle, PupupukCard } from './card-face.tsx';
import { violationText } from './events.ts';
import { GESTURE_NAMES, L, PHRASE_NAMES, PLACE_RULES } from './labels.ts';
import './pupupuk.css';

type Props = TableViewProps<View, Move>;
type Kind = Move['kind'];
type Of<K extends Kind> = Extract<Move, { kind: K; }>;

/** The hand card a move is about, for the moves chosen by picking a card of the hand. */
function handCardOf(m: Move): string | null {
  switch (m.kind) {
    case 'lay':
    case 'discard':
    case 'match':
      return m.card;
    case 'improv':
      return m.discard;
    case 'go':
      return m.discard ?? null;
    default:
      return null;
  }
}

/** What a move chosen on a hand card does, in words. */
function handMoveLabel(m: Move, lang: Lang): string {
  switch (m.kind) {
    case 'lay': {
      if (m.faceDown === true) return L.layFaceDown[lang];
      const parts: string[] = [L.layIt[lang]];
      if (m.phrase !== undefined) parts.push(`«${PHRASE_NAMES[m.phrase][lang]}»`);
      if (m.puk === true) parts.push(L.withPuk[lang]);
      return parts.join(' ');
    }
    case 'discard':
      return L.discardIt[lang];
    case 'improv':
      return L.improvIt[lang];
    case 'match':
      return L.matchIt[lang];
    default:
      return L.goDiscard[lang];
  }
}

/** A big button for one listed move. */
function MoveButton(props: { move: Move; send: (m: Move) => void; label: string; big?: boolean; testId?: string; }) {
  return (
    <button
      type="button"
      class={props.big ? 'primary pp-big' : 'pp-choice'}
      data-move={props.move.kind}
      data-testid={props.testId ?? `move-${props.move.kind}`}
      onClick={() => props.send(props.move)}
    >
      {props.label}
    </button>
  );
}

export function PupupukTableView(p: Props) {
  const { lang } = useI18n();
  const v = p.view;
  const [selected, setSelected] = useState<string | null>(null);
  const name = (s: number) => p.players[s]?.name ?? `#${s + 1}`;
  const of = <K extends Kind>(kind: K): Of<K>[] => p.legal.filter((m): m is Of<K> => m.kind === kind);
  const phase = v.phase;
  const closesAt = typeof phase['closesAt'] === 'number' ? phase['closesAt'] : null;
  const countdown = closesAt === null ? null : <Countdown endsAt={closesAt} clockSkew={p.clockSkew} testId="race-timer" />;

  // Hand cards: the moves listed for each, picked by a click (one move: at once; several: a choice).
  const handMoves = (card: string) => p.legal.filter((m) => handCardOf(m) === card);
  const chosen = selected === null ? [] : handMoves(selected);
  const pickHand = (card: string) => {
    const moves = handMoves(card);
    if (moves.length === 1) {
      setSelected(null);
      p.send(moves[0]!);
    } else if (moves.length > 1) setSelected(selected === card ? null : card);
  };
  // Row cards (and the discard's top card): the 4 takes one, the 7 picks the next to discard.
  const slotMoves = (slot: number) => p.legal.filter((m) => (m.kind === 'take' || m.kind === 'purge') && m.slot === slot);
  const pickSlot = (slot: number) => {
    const m = slotMoves(slot)[0];
    if (m !== undefined) p.send(m);
  };
  const topSlot = -1;
  const discardTop = v.discard[v.discard.length - 1] ?? null;

  const blind = of('draw-blind');
  const blindSource = phase['kind'] === 'blind-draws' && p.seat !== null ?
    ((phase['from'] as readonly (number | null)[])[p.seat] ?? v.turn) :
    v.turn;
  const prompt = questionOf(p, v, lang, name);
  const handSum = v.hand.reduce((a, c) => a + (c.charCodeAt(0) - 48), 0);

  return (
    <div class="felt pp-table" data-testid="pupupuk-table">
      <div class="pp-top">
        <div class="pp-place" data-testid="place" data-place={v.place ?? 'none'}>
          <div class="pp-place-name">{v.place === null ? L.noPlace[lang] : placeNames[v.place][lang]}</div>
          {v.place !== null && <div class="pp-place-rule">{PLACE_RULES[v.place][lang]}</div>}
          {v.relayRunning && <div class="pp-place-rule">{L.relay[lang]}</div>}
        </div>
        <div class="pp-status" data-testid="turn">
          <span>{say(L.round, lang, { n: v.round })}</span>
          <strong>{v.turn === p.seat ? L.yourTurn[lang] : say(L.turnOf, lang, { name: name(v.turn) })}</strong>
        </div>
      </div>
      {v.silence && <div class="notice pp-silence" data-testid="silence">{L.silence[lang]}</div>}

      <div class="seats pp-seats">
        {v.handCounts.map((n, s) => (
          <div
            key={s}
            class={`seat${p.actors.includes(s) ? ' acting' : ''}${v.turn === s ? ' pp-turn' : ''}`}
            data-testid={`seat-${s}`}
          >
            <span class="name">{name(s)}{s === p.seat ? ' ★' : ''}</span>
            <PresenceBadge player={p.players[s]} />
            <span class="role">{say(L.cards, lang, { n })} · {L.wins[lang]}: {v.wins[s]}</span>
            {v.hands !== null && s !== p.seat && (
              <div class="pp-open-hand">{v.hands[s]!.map((c) => <PupupukCard key={c} code={c} />)}</div>
            )}
          </div>
        ))}
      </div>

      <div class="pp-middle">
        <div class="pp-piles">
          <div class="pp-pile" data-testid="deck">
            <PupupukCard code={null} />
            <span>{L.deck[lang]}: {v.deckCount}</span>
          </div>
          <div class="pp-pile" data-testid="discard">
            {discardTop === null ? <div class="pp-empty-pile" /> : (
              <PupupukCard
                code={discardTop}
                glow={slotMoves(topSlot).length > 0}
                move={slotMoves(topSlot).length > 0}
                {...(slotMoves(topSlot).length > 0 ? { onClick: () => pickSlot(topSlot) } : {})}
              />
            )}
            <span>{L.discard[lang]}: {v.discard.length}</span>
          </div>
        </div>
        <div class="pp-row-area">
          <div class="pp-sum">
            <span>{L.sum[lang]}</span>
            <strong data-testid="sum" class={v.sum >= 17 ? 'pp-sum--hot' : ''}>{v.sum}</strong>
            <span class="pp-sum-of">/ 21</span>
          </div>
          <div class="pp-row" data-testid="row">
            {v.row.length === 0 && <span class="pp-empty">{L.emptyRow[lang]}</span>}
            {v.row.map((r) => {
              const moves = slotMoves(r.slot);
              return (
                <PupupukCard
                  key={r.slot}
                  code={'card' in r ? r.card : null}
                  glow={moves.length > 0}
                  move={moves.length > 0}
                  {...(moves.length > 0 ? { onClick: () => pickSlot(r.slot) } : {})}
                />
              );
            })}
          </div>
        </div>
      </div>

      {prompt !== null && (
        <div class="pp-prompt" data-testid="prompt">
          <p>{prompt} {countdown}</p>
          {blind.length > 0 && (
            <div class="pp-blind">
              {blind.map((m) => <PupupukCard key={m.position} code={null} glow move onClick={() => p.send(m)} />)}
              <span class="pp-from">{name(blindSource)}</span>
            </div>
          )}
          <div class="pp-choices">
            {of('offer').map((m) => (
              <MoveButton key={m.target} move={m} send={p.send} label={say(L.offerTo, lang, { name: name(m.target) })} />
            ))}
            {of('name').map((m) => <MoveButton key={m.number} move={m} send={p.send} label={String(m.number)} />)}
            {of('choose-taker').map((m) => (
              <MoveButton key={m.seat} move={m} send={p.send} label={say(L.taker, lang, { name: name(m.seat) })} />
            ))}
            {of('give').map((m) => (
              <MoveButton
                key={`${m.card}-${m.to}`}
                move={m}
                send={p.send}
                label={say(L.give, lang, { card: cardTitle(m.card, lang), name: name(m.to) })}
              />
            ))}
            {of('say').map((m, i) => (
              <MoveButton
                key={i}
                move={m}
                send={p.send}
                label={m.phrase === undefined ? L.sayNothing[lang] : `«${PHRASE_NAMES[m.phrase][lang]}»`}
              />
            ))}
          </div>
        </div>
      )}

      <div class="pp-races">
        {of('gesture').map((m) => (
          <MoveButton
            key={m.gesture}
            move={m}
            send={p.send}
            big
            label={GESTURE_NAMES[m.gesture][lang]}
          />
        ))}
        {of('shout').map((m) => <MoveButton key="shout" move={m} send={p.send} big label={L.shout[lang]} />)}
        {of('ochko').map((m) => <MoveButton key="ochko" move={m} send={p.send} big label={L.ochko[lang]} />)}
        {of('go').filter((m) => m.discard === undefined).map((m) => (
          <MoveButton key="go" move={m} send={p.send} big label={L.go[lang]} />
        ))}
        {of('reveal').map((m) => <MoveButton key="reveal" move={m} send={p.send} label={L.reveal[lang]} />)}
      </div>

      {v.violations.map((x) => {
        const burn = of('burn').find((m) => m.violation === x.id);
        return (
          <div key={x.id} class="pp-violation" data-testid="violation">
            <span>{L.violation[lang]}: {violationText(x.rule, name(x.seat), lang)}</span>
            {burn !== undefined && <MoveButton move={burn} send={p.send} big label={L.burn[lang]} testId="burn" />}
          </div>
        );
      })}

      {v.hands !== null && <p class="pp-between">{L.between[lang]}</p>}
      {p.seat !== null && (
        <div class="pp-hand-area">
          <p class="pp-hand-title">{say(L.yourHand, lang, { n: handSum })}</p>
          <div class="hand" data-testid="hand">
            {v.hand.map((c) => {
              const moves = handMoves(c);
              return (
                <PupupukCard
                  key={c}
                  code={c}
                  glow={moves.length > 0 && selected !== c}
                  selected={selected === c}
                  move={moves.length > 0}
                  {...(moves.length > 0 ? { onClick: () => pickHand(c) } : {})}
                />
              );
            })}
          </div>
          {selected !== null && chosen.length > 0 && (
            <div class="pp-choices" data-testid="card-choices">
              <span class="pp-chosen">{cardTitle(selected, lang)}:</span>
              {chosen.map((m, i) => (
                <MoveButton
                  key={i}
                  move={m}
                  send={(x) => {
                    setSelected(null);
                    p.send(x);
                  }}
                  label={handMoveLabel(m, lang)}
                />
              ))}
              <button type="button" class="pp-choice" onClick={() => setSelected(null)}>{L.cancel[lang]}</button>
            </div>
          )}
        </div>
      )}
    </div>
  );
}

/** The question the moment asks this viewer, from what the server lists for it, or from the open window. */
function questionOf(p: Props, v: View, lang: Lang, name: (s: number) => string): string | null {
  const has = (k: Kind) => p.legal.some((m) => m.kind === k);
  if (has('take')) return L.takeAsk[lang];
  if (has('purge')) return L.purgeAsk[lang];
  if (has('discard')) return L.discardAsk[lang];
  if (has('name')) return L.nameAsk[lang];
  if (has('offer')) return L.offerAsk[lang];
  if (has('give')) return L.giveAsk[lang];
  if (has('choose-taker')) return L.takerAsk[lang];
  if (has('say')) return L.sayAsk[lang];
  if (has('draw-blind')) {
    const from = v.phase['kind'] === 'blind-draws' && p.seat !== null ?
      ((v.phase['from'] as readonly (number | null)[])[p.seat] ?? v.turn) :
      v.turn;
    return say(L.blindFrom, lang, { name: name(from) });
  }
  switch (v.phase['kind']) {
    case 'gesture':
      return L.gestureAsk[lang];
    case 'six-seven':
      return L.shoutAsk[lang];
    case 'double':
      return say(L.doubleAsk, lang, { n: String(v.phase['number']) });
    default:
      return has('lay') ? L.pickCard[lang] : null;
  }
}
