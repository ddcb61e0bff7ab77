/**
 * The race as it happened: the last moves with the server's receive times, relative to
 * "Ratuki!" and to the move before (moves a few milliseconds apart are marked as a race).
 */
import type { RatukiView as View } from '@kozyr/engine/client';
import { useI18n } from '../../i18n/index.ts';
import { RCard } from './cards.tsx';
import { fillText, L } from './labels.ts';
import { ratukiCardName } from './words.ts';

/** Moves closer than this are shown as a race. */
const RACE_MS = 50;

export function RaceLog(props: { view: View; names: readonly string[]; }) {
  const { lang } = useI18n();
  const { recent, goAt } = props.view;
  return (
    <section class="rk-race" data-testid="race-log">
      <h3>{L.race[lang]}</h3>
      <ol>
        {recent.map((r, i) => {
          const gap = i === 0 ? null : r.at - recent[i - 1]!.at;
          return (
            <li key={`${r.at}-${r.seat}`} class={gap !== null && gap < RACE_MS ? 'rk-close' : ''} data-testid="race-line">
              <span class="rk-time">+{((r.at - goAt) / 1000).toFixed(3)} s</span>
              {gap !== null && <span class="rk-gap">Δ {gap < 10 ? gap.toFixed(1) : Math.round(gap)} ms</span>}
              <strong>{props.names[r.seat]}</strong>
              {r.kind === 'play' && r.card !== null ?
                (
                  <>
                    <RCard code={r.card} class="rk-tiny" still label={ratukiCardName(r.card, lang)} />
                    <span>→ {fillText(L.place[lang], { n: (r.stack ?? 0) + 1 })}</span>
                    {r.took > 0 && <span class="rk-took">{fillText(L.took[lang], { n: r.took })}</span>}
                  </>
                ) :
                <span>{L.junked[lang]}</span>}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
