/** The score sheet across rounds: each round's scores (score pile − cards left) and the running totals, as on paper. */
import type { RatukiView as View } from '@kozyr/engine/client';
import { useI18n } from '../../i18n/index.ts';
import { L } from './labels.ts';

export function ScoreSheet(props: { view: View; names: readonly string[]; }) {
  const { lang } = useI18n();
  const { view } = props;
  return (
    <table class="rk-sheet" data-testid="score-sheet">
      <caption>{L.sheet[lang]}</caption>
      <thead>
        <tr>
          <th>{L.round[lang]}</th>
          {props.names.map((n, s) => <th key={s}>{n}</th>)}
        </tr>
      </thead>
      <tbody>
        {view.rounds.map((r) => (
          <tr key={r.round} data-testid={`sheet-round-${r.round}`}>
            <td>
              {r.round}
              {r.out === null ? ' ·' : ''}
            </td>
            {r.scores.map((sc, s) => (
              <td key={s} class={r.out === s ? 'rk-out' : ''}>
                <span class="rk-round-score">{sc > 0 ? `+${sc}` : sc}</span> <small>{r.totals[s]}</small>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th>{L.total[lang]}</th>
          {view.players.map((p, s) => <th key={s} data-testid={`total-${s}`}>{p.total}</th>)}
        </tr>
      </tfoot>
    </table>
  );
}
