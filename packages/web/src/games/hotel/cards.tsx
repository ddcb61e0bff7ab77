/** Hotel's cards drawn from their codes: rooms (`r3-30`, `rx-02`) and door cards (`R3`). */
import type { Lang } from '@kozyr/engine/client';
import { L } from './labels.ts';

const COLOUR_CSS: Readonly<Record<string, string>> = {
  R: '#d64545',
  B: '#3a6fd8',
  G: '#2f9d57',
  Y: '#d9b51c',
  P: '#8a4fc7',
  O: '#e07b24',
  K: '#333',
  W: '#ddd',
};

export function roomStarsOf(code: string): number {
  return code[1] === 'x' ? -2 : Number(code[1]);
}

export function RoomCard(props: { code: string; lang: Lang; top?: boolean; }) {
  const stars = roomStarsOf(props.code);
  const ghost = stars < 0;
  return (
    <div class={`ht-room${ghost ? ' ht-ghost' : ''}${props.top ? ' ht-top' : ''}`} data-room={props.code} title={props.code}>
      {ghost ? `👻 ${L.ghost[props.lang]} −2` : '★'.repeat(stars)}
    </div>
  );
}

export function DoorCard(props: { code: string | null; faceDown?: boolean; small?: boolean; }) {
  if (props.code === null || props.faceDown) {
    return <div class={`ht-door-card ht-back${props.small ? ' ht-small' : ''}`} aria-hidden="true" />;
  }
  const colour = COLOUR_CSS[props.code[0]!] ?? '#888';
  return (
    <div
      class={`ht-door-card${props.small ? ' ht-small' : ''}`}
      style={{ borderColor: colour, color: colour }}
      data-card={props.code}
    >
      {props.code.slice(1)}
    </div>
  );
}

export function colourCss(letter: string): string {
  return COLOUR_CSS[letter] ?? '#888';
}
