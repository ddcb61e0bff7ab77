/**
 * UNO's 108 cards (seed 001). Codes: colour letter R G B Y + face: `R0`..`R9`
 * number cards, `RS` Skip, `RR` Reverse, `RD` Draw Two; black cards `W` Wild and
 * `W4` Wild Draw Four. Per colour one 0 and two of each 1..9, S, R, D; four W
 * and four W4.
 */
import { makeDeckset } from '../shared-shedding/deckset.ts';
import type { CardInfo, Deckset, Effect } from '../shared-shedding/types.ts';
import { fail } from './errors.ts';

export const UNO_COLOURS = ['R', 'G', 'B', 'Y'] as const;
export type UnoColour = (typeof UNO_COLOURS)[number];

/** Coloured action faces and what they do. */
const ACTIONS = [
  ['S', 'skip'],
  ['R', 'reverse'],
  ['D', 'draw'],
] as const satisfies readonly (readonly [string, Effect])[];

/** Seed 001 scoring: numbers at face value, coloured actions 20, black cards 50. */
export const ACTION_POINTS = 20;
export const BLACK_POINTS = 50;

function unoCards(): { info: CardInfo; copies: number; }[] {
  const out: { info: CardInfo; copies: number; }[] = [];
  for (const colour of UNO_COLOURS) {
    for (let n = 0; n <= 9; n++) {
      out.push({
        info: { code: `${colour}${n}`, colour, face: String(n), effect: 'number', rank: n, points: n },
        copies: n === 0 ? 1 : 2,
      });
    }
    for (const [face, effect] of ACTIONS) {
      out.push({ info: { code: `${colour}${face}`, colour, face, effect, rank: -1, points: ACTION_POINTS }, copies: 2 });
    }
  }
  out.push({ info: { code: 'W', colour: '', face: 'W', effect: 'wild', rank: -1, points: BLACK_POINTS }, copies: 4 });
  out.push({ info: { code: 'W4', colour: '', face: 'W4', effect: 'wild-draw', rank: -1, points: BLACK_POINTS }, copies: 4 });
  return out;
}

export const UNO: Deckset = makeDeckset({
  id: 'uno',
  colours: UNO_COLOURS,
  cards: unoCards(),
  kinds: ['play', 'draw', 'pass', 'accept', 'challenge', 'choose-colour', 'call', 'catch', 'decline'],
  fail,
});
