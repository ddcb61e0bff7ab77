/**
 * The fallback table for a game that has no view of its own yet: who may act,
 * the viewer's legal moves as buttons (cards drawn where a move names them).
 * Enough to play any game of the engine contract; a game's own view replaces it.
 */
import { Card } from '../cards/card.tsx';
import { parseCard } from '../cards/codes.ts';
import { useI18n } from '../i18n/index.ts';
import type { TableViewProps } from './types.ts';

/** A readable label for any tagged move: its kind and its other scalar fields. */
export function moveLabel(move: unknown): string {
  if (move === null || typeof move !== 'object') return String(move);
  const o = move as Record<string, unknown>;
  const rest = Object.entries(o)
    .filter(([k, v]) =>
      k !== 'kind' && (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') &&
      !(typeof v === 'string' && parseCard(v) !== null)
    )
    .map(([k, v]) => `${k}: ${String(v)}`);
  return [String(o['kind'] ?? ''), ...rest].join(' ');
}

function moveCards(move: unknown): string[] {
  if (move === null || typeof move !== 'object') return [];
  return Object.values(move as Record<string, unknown>).filter((v): v is string =>
    typeof v === 'string' && parseCard(v) !== null
  );
}

export function GenericTableView(props: TableViewProps) {
  const { t } = useI18n();
  const name = (s: number) => props.players[s]?.name ?? `#${s + 1}`;
  const mine = props.seat !== null && props.actors.includes(props.seat);
  return (
    <div class="felt" data-testid="generic-table">
      <div class="turn-line">
        {mine ?
          t('table.yourTurn') :
          props.actors.length > 0 ?
          t('table.turnOf', { name: props.actors.map(name).join(', ') }) :
          ''}
      </div>
      <div class="actions" style={{ '--card-w': '40px' }}>
        {props.legal.map((m, i) => (
          <button key={i} type="button" class="generic-move" onClick={() => props.send(m)}>
            <span class="card-row">
              {moveCards(m).map((c) => <Card key={c} code={c} />)}
            </span>
            {moveLabel(m)}
          </button>
        ))}
      </div>
    </div>
  );
}
