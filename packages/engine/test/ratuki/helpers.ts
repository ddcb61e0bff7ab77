/** Stacked Ratuki tables for the rule tests: each seat's pile names its first cards, the rest follow in canonical order. */
import { expect } from 'vitest';
import { colourDeck, COLOURS } from '../../src/games/ratuki/cards.ts';
import { ratuki } from '../../src/games/ratuki/index.ts';
import type { Event, Move, State } from '../../src/games/ratuki/state.ts';
import type { RuleError } from '../../src/index.ts';

/** Seat s's pile: `first[s]` on top, then the rest of its colour in canonical order (1a..1g, 2a.., Xb). */
export function stackedDeck(first: readonly (readonly string[])[]): string[] {
  return first.flatMap((top, s) => {
    const rest = colourDeck(COLOURS[s]!).filter((c) => !top.includes(c));
    return [...top, ...rest];
  });
}

/** Play starts at once and nothing caps the rate unless a test says so. */
export function table(first: readonly (readonly string[])[], config: Record<string, unknown> = {}): State {
  const parsed = ratuki.parseConfig({ countdownMs: 0, minGapMs: 0, ...config }, first.length);
  if (!parsed.ok) throw new Error(parsed.error.message.en);
  const s = ratuki.setup(parsed.value, first.length, { seed: 7, deck: stackedDeck(first) });
  if (!s.ok) throw new Error(s.error.message.en);
  return s.value;
}

export function move(state: State, seat: number, m: Move, at: number): { state: State; events: readonly Event[]; } {
  const r = ratuki.apply(state, seat, m, at);
  if (!r.ok) throw new Error(`refused ${JSON.stringify(m)}: ${r.error.code} ${r.error.message.en}`);
  return { state: r.value.state, events: r.value.events };
}

export function refused(state: State, seat: number, m: Move, at: number): RuleError {
  const before = JSON.stringify(state);
  const r = ratuki.apply(state, seat, m, at);
  expect(r.ok, `${JSON.stringify(m)} should be refused`).toBe(false);
  expect(JSON.stringify(state)).toBe(before);
  if (r.ok) throw new Error('accepted');
  return r.error;
}

export const play = (card: string, stack: number, top: string | null): Move => ({ kind: 'play', card, stack, top });
export const junk = (card: string): Move => ({ kind: 'junk', card });

/**
 * Seat `seat` plays its whole pile alone, one card every 10 ms from `at`: the first legal play
 * each time (legal moves list plays first). With the pile `runOut(colour)` this is 35 plays.
 */
export function playAlone(state: State, seat: number, at: number, count: number): { state: State; at: number; events: Event[]; } {
  const events: Event[] = [];
  for (let i = 0; i < count; i++) {
    const m = ratuki.legalMoves(state, seat).find((x) => x.kind === 'play');
    if (m === undefined) throw new Error(`seat ${seat} has no play after ${i} cards`);
    const r = move(state, seat, m, at);
    events.push(...r.events);
    state = r.state;
    at += 10;
  }
  return { state, at, events };
}

/** A pile a seat can play out alone: 1 2 3 4 5 six times, then 1 2 3 X (the X takes) and the last X starts a stack. */
export function runOut(colour: string): string[] {
  const out: string[] = [];
  for (const copy of 'abcdef') for (const rank of '12345') out.push(`${colour}${rank}${copy}`);
  out.push(`${colour}1g`, `${colour}2g`, `${colour}3g`, `${colour}Xa`, `${colour}Xb`);
  return out;
}
