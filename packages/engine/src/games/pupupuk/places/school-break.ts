/**
 * School Break: the 6 and the 7 have no effect; an open 6 and an open 7 in the row at the end of
 * a turn open the «Сикс севен» race (the `six-seven` phase), whose last shouter takes the pair.
 */
import { num } from '../cards.ts';
import type { State } from '../state.ts';
import { place } from './place.ts';

/** The ids of an open 6 and an open 7 in the row, or null. */
function sixSevenPair(s: State): [number, number] | null {
  let six: number | null = null;
  let seven: number | null = null;
  for (const r of s.row) {
    if (r.faceDown) continue;
    if (six === null && num(r.card) === 6) six = r.id;
    if (seven === null && num(r.card) === 7) seven = r.id;
  }
  return six !== null && seven !== null ? [six, seven] : null;
}

export const schoolBreak = place('schoolBreak', {
  sixSevenInert: true,
  effectDone: (c) => {
    const pair = sixSevenPair(c.s);
    if (pair === null) return false;
    c.s.phase = { kind: 'six-seven', openedAt: c.at, presses: [], pair };
    return true;
  },
});
