/** The round's end for everyone: what the item was, why the round ended, every click, the drawing and every sketch. */
import type { Lang } from '@kozyr/engine/client';
import type { Reveal } from '@kozyr/engine/games/shtuka/client';
import type { JSX } from 'preact';
import { Drawing } from './sketchpad.tsx';
import { S, say } from './texts.ts';

export function ClickList(props: { clicks: Reveal['clicks']; names: readonly string[]; lang: Lang; }): JSX.Element | null {
  if (props.clicks.length === 0) return null;
  return (
    <ul class="sk-clicks" data-testid="sk-clicks">
      {props.clicks.map((c, i) => (
        <li key={i} class={c.right ? 'sk-right' : 'sk-wrong'} data-testid={`sk-click-${i}`} data-right={String(c.right)}>
          {say(S.clicked, props.lang, {
            name: props.names[c.seat] ?? '',
            verdict: say(c.spot === null ? S.late : c.right ? S.right : S.wrong, props.lang),
          })}
        </li>
      ))}
    </ul>
  );
}

export function RoundEnd(props: { reveal: Reveal; names: readonly string[]; lang: Lang; canvas: number; }): JSX.Element {
  const { reveal: r, lang, names } = props;
  const bySeat = new Map<number, Reveal['sketches'][number]['points'][]>();
  for (const k of r.sketches) bySeat.set(k.seat, [...(bySeat.get(k.seat) ?? []), k.points]);
  return (
    <section class="sk-reveal card-panel" data-testid="sk-reveal" data-round={r.round} data-why={r.why}>
      <h3>{say(S.revealTitle, lang, { n: r.round, item: r.target.words[lang] })}</h3>
      <p>{r.found === null ? say(S.why[r.why], lang) : say(S.foundBy, lang, { name: names[r.found] ?? '' })}</p>
      <ClickList clicks={r.clicks} names={names} lang={lang} />
      {(r.drawing.length > 0 || bySeat.size > 0) && (
        <div class="sk-drawings">
          <h4>{say(S.drawingsTitle, lang)}</h4>
          <div class="sk-drawings-row">
            {r.drawing.length > 0 && (
              <figure>
                <Drawing lines={r.drawing.map((s) => s.points)} size={props.canvas} testId="sk-reveal-drawing" />
              </figure>
            )}
            {[...bySeat].map(([seat, lines]) => (
              <figure key={seat}>
                <Drawing lines={lines} size={props.canvas} testId={`sk-reveal-sketch-${seat}`} />
                <figcaption>{names[seat]}</figcaption>
              </figure>
            ))}
          </div>
        </div>
      )}
    </section>
  );
}
