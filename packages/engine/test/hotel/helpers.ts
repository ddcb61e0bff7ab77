/** Shared helpers of the Hotel tests: stacked tables, moves by door, and the round-by-round driver. */
import { expect } from 'vitest';
import type { Seat } from '../../src/core/types.ts';
import { BASE_ROOMS, SIX_PLUS_ROOMS } from '../../src/games/hotel/cards.ts';
import { hotel } from '../../src/games/hotel/index.ts';
import { roomsFor } from '../../src/games/hotel/setup.ts';
import type { Event, Move, State } from '../../src/games/hotel/state.ts';

export { hotel };
export type { Event, Move, State };

/**
 * A table with a stacked room deck: `top` rooms are dealt first (round 1 gets the first
 * `doors` of them, door 1 first), the rest of the table's rooms follow in their box order.
 */
export function table(opts: {
  seats: number;
  config?: Record<string, unknown>;
  top?: readonly string[];
  guests?: readonly string[];
  at?: number;
}): State {
  const config = hotel.parseConfig({ choiceSeconds: 0, ...opts.config }, opts.seats);
  if (!config.ok) throw new Error(config.error.message.en);
  const all = roomsFor(config.value, opts.seats);
  const top = opts.top ?? [];
  const rest = all.filter((r) => !top.includes(r));
  const guests = config.value.guests ? (opts.guests ?? Array.from({ length: opts.seats }, () => '-')) : [];
  const res = hotel.setup(config.value, opts.seats, { seed: 7, deck: [...top, ...rest, ...guests], at: opts.at ?? 0 });
  if (!res.ok) throw new Error(res.error.message.en);
  return res.value;
}

/** Rooms by stars, in box order: `room(3, 0)` is the first 3-star room. Ghosts are stars -2. */
export function room(stars: number, i = 0): string {
  const code = stars === -2 ? 'x' : String(stars);
  const all = [...BASE_ROOMS, ...SIX_PLUS_ROOMS].filter((r) => r[1] === code);
  return all[i]!;
}

export interface Played {
  state: State;
  events: Event[];
}

/** Apply moves in order (each `[seat, move]`), failing the test on a refusal. */
export function play(state: State, moves: readonly (readonly [Seat, Move])[], at = 0): Played {
  const events: Event[] = [];
  for (const [seat, move] of moves) {
    const res = hotel.apply(state, seat, move, at);
    if (!res.ok) throw new Error(`seat ${seat} ${JSON.stringify(move)}: ${res.error.code} ${res.error.message.en}`);
    state = res.value.state;
    events.push(...res.value.events);
  }
  return { state, events };
}

export const knock = (door: number): Move => ({ kind: 'knock', door });

/** Every seat knocks its door (doors[seat]). */
export function round(state: State, doors: readonly number[]): Played {
  return play(state, doors.map((d, s) => [s, knock(d)] as const));
}

export function refused(state: State, seat: Seat, move: Move, code: string): void {
  const res = hotel.apply(state, seat, move, 0);
  expect(res.ok).toBe(false);
  if (!res.ok) {
    expect(res.error.code).toBe(`hotel/${code}`);
    for (const lang of ['ru', 'uk', 'bg', 'en'] as const) expect(res.error.message[lang]).not.toMatch(/\{\w+\}/);
  }
}
