/**
 * Hotel's icons drawn as SVG: a star, a ghost, a bulb and a door. Emoji need a colour-emoji
 * font that many systems lack (they show as empty boxes); these draw the same everywhere.
 */
import type { JSX } from 'preact';

type IconProps = { size?: string; class?: string; } & Omit<JSX.SVGAttributes<SVGSVGElement>, 'size'>;

function Icon(props: IconProps & { children: JSX.Element | JSX.Element[]; view?: string; }) {
  const { size = '1em', class: extra, children, view = '0 0 24 24', ...rest } = props;
  return (
    <svg
      {...rest}
      class={`ht-icon${extra === undefined ? '' : ` ${extra}`}`}
      width={size}
      height={size}
      viewBox={view}
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const StarIcon = (p: IconProps) => (
  <Icon {...p}>
    <path
      d="M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5L2.5 9.4l6.6-.9z"
      fill="currentColor"
      stroke="rgba(0,0,0,0.25)"
      stroke-width="0.8"
    />
  </Icon>
);

export const GhostIcon = (p: IconProps) => (
  <Icon {...p}>
    <path
      d="M5 21V10a7 7 0 0 1 14 0v11l-2.3-1.8L14.3 21 12 19.2 9.7 21l-2.4-1.8z"
      fill="#f4f4ff"
      stroke="#556"
      stroke-width="1.2"
    />
    <circle cx="9.5" cy="10.5" r="1.4" fill="#223" />
    <circle cx="14.5" cy="10.5" r="1.4" fill="#223" />
  </Icon>
);

export const BulbIcon = (p: IconProps) => (
  <Icon {...p}>
    <path
      d="M12 2.5a6.5 6.5 0 0 0-3.8 11.8c.6.5 1 1.2 1 2V17h5.6v-.7c0-.8.4-1.5 1-2A6.5 6.5 0 0 0 12 2.5z"
      fill="#ffd54f"
      stroke="#8a6d00"
    />
    <path d="M9.3 19h5.4M10 21.3h4" stroke="#555" stroke-width="1.6" stroke-linecap="round" />
  </Icon>
);

export const DoorIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M6 21.5V3.5a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v18" fill="none" stroke="currentColor" stroke-width="1.8" />
    <circle cx="15" cy="12.5" r="1.2" fill="currentColor" />
    <path d="M3.5 21.5h17" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" />
  </Icon>
);
