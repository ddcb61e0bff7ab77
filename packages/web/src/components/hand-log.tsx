/**
 * What just happened, and the hand so far: the latest line in view (and read
 * out by screen readers, politely), every line of the hand in a scrollable list.
 */
import { useEffect, useRef } from 'preact/hooks';
import { say, UI } from '../i18n/club-texts.ts';
import { useI18n } from '../i18n/index.ts';

export function HandLog(props: { lines: readonly string[]; }) {
  const { lang } = useI18n();
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const el = list.current;
    if (el !== null) el.scrollTop = el.scrollHeight;
  }, [props.lines.length]);
  const last = props.lines[props.lines.length - 1];
  return (
    <section class="hand-log card-panel" aria-label={say(UI.handLog, lang)}>
      <p class="event-line" data-testid="event-line" aria-live="polite" aria-atomic="true">
        {last ?? say(UI.noEvents, lang)}
      </p>
      <details>
        <summary>{say(UI.handLog, lang)} ({props.lines.length})</summary>
        <ol ref={list} data-testid="hand-log" tabIndex={0}>
          {props.lines.map((l, i) => <li key={i}>{l}</li>)}
        </ol>
      </details>
    </section>
  );
}
