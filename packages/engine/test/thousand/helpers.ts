/**
 * Stacked decks and scripted deals for Thousand tests. Hands are given in
 * bidding order (forehand first: seat 0 at a new table, where the last seat
 * deals); cards left unnamed fill the short hands and talons in code order.
 */
import { expect } from 'vitest';
import type { Seat } from '../../src/core/types.ts';
import { CARD_CODES, cardId } from '../../src/games/thousand/cards.ts';
import type { Config } from '../../src/games/thousand/config.ts';
import { dealFrom, handSize, talonSizes } from '../../src/games/thousand/deal.ts';
import { thousand } from '../../src/games/thousand/index.ts';
import { draft, type Event, type Move, type State } from '../../src/games/thousand/state.ts';

const split = (cards: string): string[] => cards.split(/\s+/).filter((c) => c.length > 0);

/** A full deck: `hands` in bidding order, then `talons`; every named card once, the rest filled in. */
export function deckOf(seats: number, hands: readonly string[], talons: readonly string[] = []): string[] {
  const active = seats === 4 ? 3 : seats;
  const slots = [
    ...Array.from({ length: active }, (_, i) => ({ size: handSize(seats), cards: split(hands[i] ?? '') })),
    ...talonSizes(seats).map((size, i) => ({ size, cards: split(talons[i] ?? '') })),
  ];
  const used = new Set(slots.flatMap((slot) => slot.cards));
  const spare = CARD_CODES.filter((c) => !used.has(c));
  return slots.flatMap((slot) => {
    const out = [...slot.cards];
    while (out.length < slot.size) out.push(spare.shift()!);
    return out;
  });
}

export function config(raw: Record<string, unknown> = {}, seats = 3): Config {
  const parsed = thousand.parseConfig(raw, seats);
  if (!parsed.ok) throw new Error(parsed.error.code);
  return parsed.value;
}

/** A new table on a stacked deck; `patch` sets table fields (scores, barrel, bolts) before the deal is laid out. */
export function table(raw: Record<string, unknown>, seats: number, deck: readonly string[], patch: Partial<State> = {}): State {
  const res = thousand.setup(config(raw, seats), seats, { seed: 1, deck });
  if (!res.ok) throw new Error(res.error.code);
  if (Object.keys(patch).length === 0) return res.value;
  const u = draft({ ...res.value, ...patch });
  dealFrom(u, res.value.dealer, deck.map((c) => cardId(c)!));
  return u.step().state;
}

export type Scripted = readonly [Seat, Move];

/** Apply moves that must all be accepted; returns the final state and every event. */
export function run(state: State, moves: readonly Scripted[]): { state: State; events: Event[]; } {
  const events: Event[] = [];
  for (const [seat, move] of moves) {
    const res = thousand.apply(state, seat, move, 0);
    if (!res.ok) throw new Error(`${JSON.stringify(move)} by ${seat} refused: ${res.error.code}`);
    state = res.value.state;
    events.push(...res.value.events);
  }
  return { state, events };
}

/** The code of a refused move (fails the test if it was accepted). */
export function refusal(state: State, seat: Seat, move: Move): string {
  const res = thousand.apply(state, seat, move, 0);
  expect(res.ok, `${JSON.stringify(move)} should be refused`).toBe(false);
  return res.ok ? '' : res.error.code;
}

/** Play out the rest of the deal: each seat plays its first legal card, or the script's card when it has one. */
export function playOut(
  state: State,
  leads: Readonly<Record<number, readonly string[]>> = {},
): { state: State; events: Event[]; } {
  const events: Event[] = [];
  const queues = new Map(Object.entries(leads).map(([seat, cards]) => [Number(seat), [...cards]]));
  while (state.phase === 'play') {
    const seat = state.turn;
    const queue = queues.get(seat);
    const legal = thousand.legalMoves(state, seat);
    const wanted = queue !== undefined && queue.length > 0 ? queue.shift()! : undefined;
    const move = wanted === undefined ? legal[0]! : ({ kind: 'play', card: wanted } as const);
    const res = thousand.apply(state, seat, move, 0);
    if (!res.ok) throw new Error(`${JSON.stringify(move)} by ${seat} refused: ${res.error.code}`);
    state = res.value.state;
    events.push(...res.value.events);
  }
  return { state, events };
}

export const bid = (value: number): Move => ({ kind: 'bid', value });
export const pass: Move = { kind: 'pass' };
export const take = (talon = 0): Move => ({ kind: 'take-talon', talon });
export const give = (card: string, to: Seat): Move => ({ kind: 'give', card, to });
export const contract = (value: number): Move => ({ kind: 'contract', value });
export const rollOut: Move = { kind: 'roll-out' };
export const playCard = (card: string): Move => ({ kind: 'play', card });

export function lastLine(state: State) {
  const line = state.sheet[state.sheet.length - 1];
  if (line === undefined) throw new Error('no scored deal');
  return line;
}
