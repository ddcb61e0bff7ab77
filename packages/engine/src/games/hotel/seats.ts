/** Colours and card codes of seats and of the Night Porter. */
import type { Seat } from '../../core/types.ts';
import { type Colour, COLOURS, doorCard, porterColour } from './cards.ts';
import type { State } from './state.ts';

export function colourOf(seat: Seat): Colour {
  return COLOURS[seat]!;
}

// Card codes are looked up, not built: events and views name cards at every move of the bench's loop.
const CARD: readonly (readonly string[])[] = COLOURS.map((c) => Array.from({ length: 7 }, (_, d) => doorCard(c, d)));
const SINGLE: readonly (readonly (readonly string[])[])[] = CARD.map((row) => row.map((c) => [c]));

/** The code of `seat`'s card for `door`. */
export function cardOf(seat: Seat, door: number): string {
  return CARD[seat]![door]!;
}

/** The codes of `seat`'s cards for `doors` (a shared array for one card: never mutate it). */
export function cardsOf(seat: Seat, doors: readonly number[]): readonly string[] {
  return doors.length === 1 ? SINGLE[seat]![doors[0]!]! : doors.map((d) => CARD[seat]![d]!);
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
