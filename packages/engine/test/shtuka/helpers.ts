/** Shtuka tables for the rule tests: a table with one mode in play, moves that must be accepted, the target's spot. */
import { expect } from 'vitest';
import type { Point } from '../../src/core/forms.ts';
import { advance, play as hostPlay } from '../../src/core/host.ts';
import type { Seat } from '../../src/core/types.ts';
import { type Mode, MODE_KEY, MODES } from '../../src/games/shtuka/config.ts';
import { shtuka } from '../../src/games/shtuka/index.ts';
import { hits, middleOf, PICTURE } from '../../src/games/shtuka/layout.ts';
import type { ShtukaEvent, ShtukaMove, ShtukaState } from '../../src/games/shtuka/state.ts';

export { shtuka };

/** Settings that allow only `mode` on the die. */
export const only = (mode: Mode): Record<string, boolean> => Object.fromEntries(MODES.map((m) => [MODE_KEY[m], m === mode]));

export function table(config: Record<string, unknown> = {}, seats = 3, seed = 7): ShtukaState {
  const parsed = shtuka.parseConfig(config, seats);
  if (!parsed.ok) throw new Error(parsed.error.code);
  const s = shtuka.setup(parsed.value, seats, { seed });
  if (!s.ok) throw new Error(s.error.code);
  return s.value;
}

export interface Played {
  readonly state: ShtukaState;
  readonly events: readonly ShtukaEvent[];
}

/** A move that must be accepted (the clock first runs to `at`, as a host does). */
export function play(s: ShtukaState, seat: Seat, move: ShtukaMove, at: number): Played {
  const r = hostPlay(shtuka, s, seat, move, at);
  if (!r.ok) throw new Error(`${JSON.stringify(move)} of seat ${seat} refused: ${r.error.code}`);
  return r.value;
}

/** The code a refused move gets. */
export function refused(s: ShtukaState, seat: Seat, move: ShtukaMove, at: number): string {
  const r = hostPlay(shtuka, s, seat, move, at);
  if (r.ok) throw new Error(`${JSON.stringify(move)} of seat ${seat} was accepted`);
  for (const lang of ['ru', 'uk', 'bg', 'en'] as const) expect(r.error.message[lang].length).toBeGreaterThan(0);
  return r.error.code;
}

export const tick = (s: ShtukaState, at: number): Played => advance(shtuka, s, at);

/** The middle of the target's outline: always on it. */
export const rightSpot = (s: ShtukaState): Point => middleOf(s.round.layout[s.round.target]!);

/** A spot on the picture well away from the target. */
export function wrongSpot(s: ShtukaState): Point {
  const t = s.round.layout[s.round.target]!;
  const spot = { x: t.x > PICTURE.width / 2 ? 5 : PICTURE.width - 5, y: t.y > PICTURE.height / 2 ? 5 : PICTURE.height - 5 };
  expect(hits(t, spot, 40)).toBe(false);
  return spot;
}

/** Roll (the explainer), then `seat` grabs alone and its tie window closes: it holds the Shtuka. */
export function rollAndGrab(s: ShtukaState, seat: Seat, at: number): ShtukaState {
  let state = s.round.phase === 'roll' ? play(s, s.explainer, { kind: 'roll' }, at).state : s;
  state = play(state, seat, { kind: 'grab' }, at + 10).state;
  state = tick(state, at + 10 + state.config.tieMs).state;
  expect(state.round.holder).toBe(seat);
  return state;
}

export const point = (s: ShtukaState, seat: Seat, spot: Point, at: number): Played =>
  play(s, seat, { kind: 'point', round: s.roundNo, spot }, at);
