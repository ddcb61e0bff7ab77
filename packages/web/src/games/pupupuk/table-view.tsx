/**
 * The Pu-Pu-Puk table: the place card with its rule, the row and its sum, the deck and the discard,
 * every seat's cards and round wins, the viewer's hand, the silence warning, the open race with its
 * countdown, violations to burn, and the moves the server listed as buttons. Nothing here knows rules.
 */
import { type PupupukMove as Move, pupupukPlaceNames as placeNames, type PupupukView as View } from '@kozyr/engine/client';
import { Countdown } from '../../components/countdown.tsx';
import { useI18n } from '../../i18n/index.ts';
import { moveLabel } from '../generic-table-view.tsx';
import type { TableViewProps } from '../types.ts';
import { L, PLACE_RULES } from './labels.ts';

type Props = TableViewProps<View, Move>;

export function PupupukTableView(p: Props) {
  const { lang } = useI18n();
  const v = p.view;
  const name = (s: number) => p.players[s]?.name ?? `#${s + 1}`;
  const closesAt = typeof v.phase['closesAt'] === 'number' ? (v.phase['closesAt'] as number) : null;
  return (
    <div class="felt" data-testid="pupupuk-table">
      <div class="turn-line" data-testid="place" data-place={v.place ?? 'none'}>
        <strong>{L.place[lang]}:</strong> {v.place === null ? L.noPlace[lang] : placeNames[v.place][lang]}
        {v.place !== null && <div class="role">{PLACE_RULES[v.place][lang]}</div>}
        {v.relayRunning && <div class="role">{L.relay[lang]}</div>}
      </div>
      {v.silence && <div class="notice" data-testid="silence">{L.silence[lang]}</div>}
      <div class="seats">
        {v.handCounts.map((n, s) => (
          <div key={s} class={`seat${p.actors.includes(s) ? ' acting' : ''}`} data-testid={`seat-${s}`}>
            <span class="name">{name(s)}</span>
            <span class="role">🂠 {n} · {L.wins[lang]} {v.wins[s]}</span>
          </div>
        ))}
      </div>
      <div class="row" data-testid="row">
        <span>
          {L.sum[lang]}: <strong data-testid="sum">{v.sum}</strong>
        </span>{' '}
        {v.row.map((r) => <span key={r.slot} class="pp-card">{'card' in r ? r.card[0] : `(${L.faceDown[lang]})`}</span>)}
      </div>
      <div class="role">
        {L.deck[lang]}: {v.deckCount} · {L.discard[lang]}: {v.discard.map((c) => c[0]).join(' ')}
      </div>
      {closesAt !== null && (
        <div class="role">
          {String(v.phase['kind'])} · {L.closesIn[lang]} <Countdown endsAt={closesAt} clockSkew={p.clockSkew} />
        </div>
      )}
      {v.violations.map((x) => (
        <div key={x.id} class="role" data-testid="violation">
          {L.violation[lang]}: {name(x.seat)} ({placeNames[x.rule][lang]})
        </div>
      ))}
      <div class="hand" data-testid="hand">{v.hand.map((c) => <span key={c} class="pp-card">{c}</span>)}</div>
      <div class="actions">
        {p.legal.map((m, i) => (
          <button
            key={i}
            type="button"
            class="generic-move"
            data-testid={`move-${m.kind}`}
            onClick={() => p.send(m)}
          >
            {moveLabel(m)}
          </button>
        ))}
      </div>
    </div>
  );
}
