/**
 * Suit shapes in a 100×100 box. The four outlines differ so suits read in black
 * and white; red suits also carry a hatch pattern (see CardDefs) so that red and
 * black differ without colour.
 */
import type { CardSuit } from './codes.ts';

export const SUIT_PATHS: Readonly<Record<CardSuit | 'star', string>> = {
  H: 'M50 90C22 66 5 50 5 31 5 16 16 6 29 6c10 0 17 6 21 14 4-8 11-14 21-14 13 0 24 10 24 25 0 19-17 35-45 59z',
  D: 'M50 3 88 50 50 97 12 50z',
  S: 'M50 3c14 21 45 36 45 58 0 14-11 22-23 22-8 0-15-4-18-9 1 9 5 17 13 23H33c8-6 12-14 13-23-3 5-10 9-18 9C16 83 5 75 5 61 5 39 36 24 50 3z',
  C: 'M50 6a21 21 0 0 1 16 35 21 21 0 1 1 1 36c-5 0-10-2-13-5 1 9 5 16 12 22H34c7-6 11-13 12-22-3 3-8 5-13 5a21 21 0 1 1 1-36A21 21 0 0 1 50 6z',
  star: 'M50 4l13 30 33 3-25 21 8 32-29-17-29 17 8-32L4 37l33-3z',
};

export const RED = '#c62828';
export const BLACK = '#1b1b1b';

/** Shared SVG patterns, rendered once at the app root. */
export function CardDefs() {
  return (
    <svg width="0" height="0" style={{ position: 'absolute' }} aria-hidden="true">
      <defs>
        <pattern id="kz-hatch" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <rect width="6" height="6" fill={RED} />
          <rect width="2" height="6" fill="#fff" />
        </pattern>
        <pattern id="kz-back" width="10" height="10" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <rect width="10" height="10" fill="#1f4e8c" />
          <rect width="4" height="10" fill="#2f6bb5" />
          <rect width="10" height="2" fill="#4a86cf" />
        </pattern>
      </defs>
    </svg>
  );
}

/** Fill of a suit: solid black for ♠♣, hatched red for ♥♦. */
export function suitFill(suit: CardSuit): string {
  return suit === 'H' || suit === 'D' ? 'url(#kz-hatch)' : BLACK;
}

export function SuitShape(props: { suit: CardSuit; x: number; y: number; size: number; }) {
  const { suit, x, y, size } = props;
  const red = suit === 'H' || suit === 'D';
  return (
    <path
      d={SUIT_PATHS[suit]}
      transform={`translate(${x} ${y}) scale(${size / 100})`}
      fill={suitFill(suit)}
      stroke={red ? RED : BLACK}
      stroke-width={red ? 6 : 0}
    />
  );
}
