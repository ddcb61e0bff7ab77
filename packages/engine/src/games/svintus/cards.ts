/**
 * Svintus's 112 cards (seed 001, RULES-DECISIONS#svintus). Colours: B blue,
 * O orange, R red, G green. Codes: colour letter + face: `B0`..`B7` numbers,
 * `BK` Khapezh (take 3), `BR` Perekhryuk (reverse), `BZ` Zakhrapin (skip),
 * `BT` Tikhokhryun (silence), `BH` Khlopkopyt (slap); `P` Polisvin (black, any
 * colour). Per colour two of each number and action; eight Polisvin.
 */
import { makeDeckset } from '../shared-shedding/deckset.ts';
import type { CardInfo, Deckset, Effect } from '../shared-shedding/types.ts';
import { fail } from './errors.ts';

export const SVINTUS_COLOURS = ['B', 'O', 'R', 'G'] as const;
export type SvintusColour = (typeof SVINTUS_COLOURS)[number];

/** Action faces and what they do. */
const ACTIONS = [
  ['K', 'draw'], // Хапеж
  ['R', 'reverse'], // Перехрюк
  ['Z', 'skip'], // Захрапин
  ['T', 'silence'], // Тихохрюн
  ['H', 'slap'], // Хлопкопыт
] as const satisfies readonly (readonly [string, Effect])[];

/** Seed 001 scoring: numbers at face value, action cards 20, Polisvin 50. */
export const ACTION_POINTS = 20;
export const POLISVIN_POINTS = 50;
export const POLISVIN = 'P';

function svintusCards(): { info: CardInfo; copies: number; }[] {
  const out: { info: CardInfo; copies: number; }[] = [];
  for (const colour of SVINTUS_COLOURS) {
    for (let n = 0; n <= 7; n++) {
      out.push({ info: { code: `${colour}${n}`, colour, face: String(n), effect: 'number', rank: n, points: n }, copies: 2 });
    }
    for (const [face, effect] of ACTIONS) {
      out.push({ info: { code: `${colour}${face}`, colour, face, effect, rank: -1, points: ACTION_POINTS }, copies: 2 });
    }
  }
  out.push({
    info: { code: POLISVIN, colour: '', face: POLISVIN, effect: 'wild', rank: -1, points: POLISVIN_POINTS },
    copies: 8,
  });
  return out;
}

export const SVINTUS: Deckset = makeDeckset({
  id: 'svintus',
  colours: SVINTUS_COLOURS,
  cards: svintusCards(),
  kinds: ['play', 'draw', 'pass', 'accept', 'choose-colour', 'call', 'catch', 'slap', 'decline'],
  fail,
});
