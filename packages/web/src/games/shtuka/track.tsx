/** The track: one lane per player (or per team) with its token at its score, to the track's end. */
import type { Lang } from '@kozyr/engine/client';
import type { ShtukaView as View } from '@kozyr/engine/games/shtuka/client';
import type { JSX } from 'preact';
import { S, say } from './texts.ts';

export function Track(props: { view: View; names: readonly string[]; seat: number | null; lang: Lang; }): JSX.Element {
  const v = props.view;
  const { lang } = props;
  // With teams, seat s plays for team s mod teams (the view's track holds one score per team).
  const sideOf = (seat: number) => (v.teams === 0 ? seat : seat % v.teams);
  const label = (side: number) =>
    v.teams === 0 ?
      (props.names[side] ?? '') :
      `${say(S.team, lang, { n: side + 1 })}: ${props.names.filter((_, seat) => sideOf(seat) === side).join(', ')}`;
  const mine = props.seat === null ? null : sideOf(props.seat);
  return (
    <section class="sk-track card-panel" data-testid="sk-track">
      <h4>{say(S.track, lang, { n: v.trackEnd })}</h4>
      {v.scores.map((score, side) => (
        <div key={side} class={`sk-lane${side === mine ? ' sk-mine' : ''}`} data-testid={`sk-score-${side}`} data-score={score}>
          <span class="sk-lane-name">{label(side)}</span>
          <span class="sk-lane-bar" style={{ '--end': v.trackEnd }}>
            <span class="sk-token" style={{ left: `${(Math.min(score, v.trackEnd) / v.trackEnd) * 100}%` }}>{score}</span>
          </span>
        </div>
      ))}
    </section>
  );
}
