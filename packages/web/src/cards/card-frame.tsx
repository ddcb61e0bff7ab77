/**
 * What every card drawn in SVG shares, whatever its face: the 100×140 frame with its rounded border, the
 * classes the table's styles key on (glow, selected, dim, clickable), its name for screen readers (role,
 * aria-label and a title), its code as `data-card` (null when face down, so a hidden card never reaches the
 * DOM) and, when it can be played, the keyboard of a button. A game's card draws only its face inside.
 */
import type { ComponentChildren, JSX } from 'preact';
import { buttonAttrs } from './keys.ts';

export const CARD_W = 100;
export const CARD_H = 140;

export interface CardLook {
  readonly glow?: boolean;
  readonly selected?: boolean;
  readonly dim?: boolean;
  readonly class?: string;
  readonly onClick?: () => void;
  readonly style?: JSX.CSSProperties;
}

export interface CardFrameProps extends CardLook {
  /** null = face down. */
  readonly code: string | null;
  /** What the card is called, read out and shown as its tooltip. */
  readonly label: string;
  /** The game's own class beside `card` (`sh-card`, `pp-card`). */
  readonly kind?: string;
  /** The border's fill: the card's paper, or a back's pattern. */
  readonly paper: string;
  /** Further data attributes (`data-colour`, `data-move`). */
  readonly data?: Readonly<Record<`data-${string}`, string | undefined>>;
  readonly children?: ComponentChildren;
}

export function CardFrame(props: CardFrameProps) {
  const classes = [
    'card',
    props.kind ?? '',
    props.glow ? 'card--glow' : '',
    props.selected ? 'card--selected' : '',
    props.dim ? 'card--dim' : '',
    props.onClick ? 'card--clickable' : '',
    props.class ?? '',
  ].filter(Boolean).join(' ');
  return (
    <svg
      class={classes}
      viewBox={`0 0 ${CARD_W} ${CARD_H}`}
      role={props.onClick ? 'button' : 'img'}
      aria-label={props.label}
      data-card={props.code ?? undefined}
      {...props.data}
      {...buttonAttrs(props.onClick)}
      onClick={props.onClick}
      style={props.style}
    >
      <title>{props.label}</title>
      <rect x="1.5" y="1.5" width={CARD_W - 3} height={CARD_H - 3} rx="9" fill={props.paper} stroke="#333" stroke-width="2" />
      {props.children}
    </svg>
  );
}

/** The white inner line of a plain card back. */
export function BackLine() {
  return <rect x="9" y="9" width={CARD_W - 18} height={CARD_H - 18} rx="5" fill="none" stroke="#fff" stroke-width="3" />;
}
