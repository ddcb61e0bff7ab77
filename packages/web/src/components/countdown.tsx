/** Seconds left until the server's turn timer acts, ticking locally. */
import { useEffect, useState } from 'preact/hooks';
import { useI18n } from '../i18n/index.ts';

export function secondsLeft(endsAt: number, now: number): number {
  return Math.max(0, Math.round((endsAt - now) / 1000));
}

export function Countdown(props: { endsAt: number | null; clockSkew: number; testId?: string; }) {
  const { t } = useI18n();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (props.endsAt === null) return;
    const id = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(id);
  }, [props.endsAt]);
  if (props.endsAt === null) return null;
  const count = secondsLeft(props.endsAt, now + props.clockSkew);
  return (
    <span class={`timer${count <= 5 ? ' timer--low' : ''}`} data-testid={props.testId ?? 'timer'} aria-live="off">
      <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" style={{ verticalAlign: '-2px', marginRight: '4px' }}>
        <circle cx="8" cy="9" r="6" fill="none" stroke="currentColor" stroke-width="2" />
        <path d="M8 9V5.5M6 1.5h4" stroke="currentColor" stroke-width="2" fill="none" />
      </svg>
      {t('table.seconds', { count })}
    </span>
  );
}
