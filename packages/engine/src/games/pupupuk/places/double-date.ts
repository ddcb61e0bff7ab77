/**
 * Double Date: when a card laid or turned up this turn matches an open row card, the fastest
 * player may discard a card of that number from hand (the `double` phase; one window a turn).
 */
import { num } from '../cards.ts';
import type { State } from '../state.ts';
import { place } from './place.ts';

/** The number of a card just laid or turned up that the row already held, or null. */
function repeatedNumber(s: State, fresh: readonly number[]): number | null {
  for (const id of fresh) {
    const r = s.row.find((x) => x.id === id);
    if (r === undefined || r.faceDown) continue;
    const n = num(r.card);
    if (s.row.some((x) => x.id !== id && !x.faceDown && num(x.card) === n)) return n;
  }
  return null;
}

export const doubleDate = place('doubleDate', {
  effectDone: (c, fresh) => {
    const number = repeatedNumber(c.s, fresh);
    if (number === null) return false;
    c.s.phase = { kind: 'double', number, openedAt: c.at, claims: [] };
    return true;
  },
});
