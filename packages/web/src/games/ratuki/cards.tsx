/** A Ratuki card drawn from its code (colour, rank, copy): big numerals in the seat's colour, the Ratuki card starred. */
import type { JSX } from 'preact';

const COLOUR_CLASS: Readonly<Record<string, string>> = {
  R: 'rk-red',
  B: 'rk-blue',
  G: 'rk-green',
  Y: 'rk-yellow',
  P: 'rk-purple',
};

export function RCard(
  props: { code: string | null; class?: string; label?: string; still?: boolean; } & JSX.HTMLAttributes<HTMLDivElement>,
): JSX.Element {
  // A `still` card is a mention (the race log): without data-card the table's motion never flies it.
  const { code, label, class: extra, still, ...rest } = props;
  if (code === null) return <div {...rest} class={`rk-card rk-back ${extra ?? ''}`} aria-hidden="true" />;
  const rank = code[1] === 'X' ? '★' : code[1];
  return (
    <div
      {...rest}
      class={`rk-card ${COLOUR_CLASS[code[0]!] ?? ''} ${extra ?? ''}`}
      data-card={still === true ? undefined : code}
      aria-label={label ?? code}
    >
      <span class="rk-corner">{rank}</span>
      <span class="rk-rank">{rank}</span>
      {code[1] === 'X' && <span class="rk-word">Ratuki</span>}
    </div>
  );
}
