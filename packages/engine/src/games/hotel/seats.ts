/** Colours and card codes of seats and of the Night Porter. */
import type { Seat } from '../../core/types.ts';
import { type Colour, COLOURS, doorCard, porterColour } from './cards.ts';
import type { State } from './state.ts';

export function colourOf(seat: Seat): Colour {
  return COLOURS[seat]!;
}

export function porterCardOf(state: State, door: number): string {
  return doorCard(porterColour(state.config.version), door);
}

/** The door cards a seat holds in hand: not resting, not face down this round. */
export function handOf(state: State, seat: Seat): number[] {
  const out: number[] = [];
  const rest = state.resting[seat]!;
  const c = state.choices[seat];
  for (let d = 1; d <= state.doors; d++) {
    if (d === rest) continue;
    if (c !== null && c !== undefined && !c.lulu && c.cards.includes(d)) continue;
    out.push(d);
  }
  return out;
}

/** The Porter plays doors 1–3. */
export const PORTER_DOORS = 3;
