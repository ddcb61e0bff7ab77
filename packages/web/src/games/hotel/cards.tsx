/**
 * Hotel's cards drawn from their codes: rooms (`r3-30`: three stars; `rx-02`: a Ghost, −2),
 * door cards (`R3`: door 3 in red, the seat's colour) face up or face down, and the guests
 * with their uses. The codes stay in data attributes; a player reads stars, doors and names.
 */
import type { HotelView as View, Lang } from '@kozyr/engine/client';
import { DoorIcon, GhostIcon, StarIcon } from './icons.tsx';
import { fill, GUEST_NAMES, L } from './labels.ts';

const COLOUR_CSS: Readonly<Record<string, string>> = {
  R: '#d64545',
  B: '#3a6fd8',
  G: '#2f9d57',
  Y: '#c9a30e',
  P: '#8a4fc7',
  O: '#e07b24',
  K: '#333',
  W: '#9a9a9a',
};

export function colourCss(letter: string): string {
  return COLOUR_CSS[letter] ?? '#888';
}

export function roomStarsOf(code: string): number {
  return code[1] === 'x' ? -2 : Number(code[1]);
}

export const doorOf = (card: string): number => Number(card.slice(1));

export function RoomCard(props: { code: string; lang: Lang; top?: boolean; }) {
  const stars = roomStarsOf(props.code);
  const ghost = stars < 0;
  const label = ghost ? `${L.ghost[props.lang]} −2` : fill(L.starsLong[props.lang], { n: stars });
  return (
    <div
      class={`ht-room${ghost ? ' ht-ghost' : ''}${props.top === true ? ' ht-top' : ''}`}
      data-room={props.code}
      title={label}
      aria-label={label}
    >
      {ghost ?
        (
          <>
            <GhostIcon size="1.1em" />
            <span>−2</span>
          </>
        ) :
        Array.from({ length: stars }, (_, i) => <StarIcon key={i} size="0.95em" />)}
    </div>
  );
}

/** A door card in its seat's colour: the door's number large; face down, the colour's back. */
export function DoorCard(props: { code: string; faceDown?: boolean; small?: boolean; class?: string; }) {
  const colour = colourCss(props.code[0]!);
  const size = props.small === true ? ' ht-small' : '';
  const extra = props.class === undefined ? '' : ` ${props.class}`;
  if (props.faceDown === true) {
    return <div class={`ht-door-card ht-back${size}${extra}`} style={{ '--seat': colour }} aria-hidden="true" />;
  }
  return (
    <div class={`ht-door-card${size}${extra}`} style={{ '--seat': colour }} data-card={props.code} data-door={doorOf(props.code)}>
      <DoorIcon class="ht-door-icon" size="0.9em" />
      <span class="ht-door-no">{doorOf(props.code)}</span>
    </div>
  );
}

/** A guest as a card: the name and the uses left (Piccolo Bo: the Bakshish left to take). */
export function GuestCard(
  props: { guest: NonNullable<View['table'][number]['guest']>; uses: number; lang: Lang; seat: number; },
) {
  return (
    <div class={`ht-guest ht-guest-${props.guest}`} data-testid={`guest-${props.seat}`}>
      <span class="ht-guest-name">{GUEST_NAMES[props.guest][props.lang]}</span>
      <span class="ht-uses" title={fill(L.usesLeft[props.lang], { n: props.uses })}>
        {fill(L.usesLeft[props.lang], { n: props.uses })}
      </span>
    </div>
  );
}
