/** Stacked positions for the rule tests: a stacked deal, then every card placed where the test says. */
import { expect } from 'vitest';
import { play } from '../../src/core/host.ts';
import { DECK } from '../../src/games/pupupuk/cards.ts';
import { pupupuk } from '../../src/games/pupupuk/index.ts';
import type { Event, Move, MutableState, RowCard, State } from '../../src/games/pupupuk/state.ts';

export const game = pupupuk;

/** A table dealt from the deck in its printed order (seat 0 starts); `config` as a player submits it. */
export function table(config: Record<string, unknown> = {}, seats = 4): State {
  const parsed = pupupuk.parseConfig(config, seats);
  if (!parsed.ok) throw new Error(parsed.error.code);
  const s = pupupuk.setup(parsed.value, seats, { seed: 1, deck: DECK });
  if (!s.ok) throw new Error(s.error.code);
  return s.value;
}

export interface Arrangement {
  hands?: Record<number, string[]>;
  /** Open row cards, in order. */
  row?: string[];
  /** Face-down row cards from a 2, revealed at the end of turn `revealAt`. */
  faceDown?: { card: string; revealAt: number | null; }[];
  /** The deck's top cards, the first on top. */
  top?: string[];
  discard?: string[];
  /** Empty the deck (its cards go to the discard, under `discard`). */
  emptyDeck?: boolean;
}

/** A position a test stages: a JSON copy of a state, its fields and card arrays writable (the engine's states are read-only). */
export type Staged = Omit<MutableState, 'hands' | 'deck' | 'discard' | 'row' | 'wins'> & {
  hands: string[][];
  deck: string[];
  discard: string[];
  row: RowCard[];
  wins: number[];
};

/** A copy of `s` to stage a position on. */
export const stage = (s: State): Staged => JSON.parse(JSON.stringify(s)) as Staged;

/** Place the named cards exactly; every other card stays where it was or, when displaced, goes under the deck. */
export function arrange(s0: State, a: Arrangement): State {
  const s = stage(s0);
  const named = new Set<string>([
    ...Object.values(a.hands ?? {}).flat(),
    ...(a.row ?? []),
    ...(a.faceDown ?? []).map((f) => f.card),
    ...(a.top ?? []),
    ...(a.discard ?? []),
  ]);
  const strip = (xs: string[]) => xs.filter((c) => !named.has(c));
  const spare: string[] = [];
  s.hands = s.hands.map((h, seat) => {
    if (a.hands?.[seat] === undefined) return strip(h);
    spare.push(...strip(h));
    return [...a.hands[seat]!];
  });
  // Hands that lost named cards are filled back from the spare cards, so their sizes stay.
  s.hands = s.hands.map((h, seat) => {
    if (a.hands?.[seat] !== undefined) return h;
    const want = s0.hands[seat]!.length;
    const deckSpare = strip(s.deck).filter((c) => !h.includes(c));
    while (h.length < want) {
      const c = spare.pop() ?? deckSpare.pop();
      if (c === undefined) break;
      s.deck = s.deck.filter((x) => x !== c);
      h.push(c);
    }
    return h;
  });
  const rowCards = s.row.filter((r) => !named.has(r.card)).map((r) => r.card);
  spare.push(...rowCards);
  s.row = [];
  for (const card of a.row ?? []) s.row.push({ id: s.nextRowId++, card, faceDown: false, revealAt: null });
  for (const f of a.faceDown ?? []) s.row.push({ id: s.nextRowId++, card: f.card, faceDown: true, revealAt: f.revealAt });
  const inHands = new Set(s.hands.flat());
  const rest = [...strip(s.deck), ...spare, ...strip(s.discard)].filter((c) => !inHands.has(c));
  const unique = [...new Set(rest)];
  // The deck is stored bottom first: its top is the last element.
  if (a.emptyDeck === true) {
    s.deck = [...(a.top ?? [])].reverse();
    s.discard = [...unique, ...(a.discard ?? [])];
  } else {
    s.deck = [...unique, ...[...(a.top ?? [])].reverse()];
    s.discard = [...(a.discard ?? [])];
  }
  const all = [...s.hands.flat(), ...s.deck, ...s.discard, ...s.row.map((r) => r.card)];
  expect(all.sort()).toEqual([...DECK].sort());
  return s;
}

export interface Played {
  state: State;
  events: Event[];
}

/** Play a move that must be accepted (with every tick due by `at` first, as a host does). */
export function mv(s: State, seat: number, move: Move, at = 0): Played {
  const r = play(pupupuk, s, seat, move, at);
  if (!r.ok) throw new Error(`${JSON.stringify(move)} by ${seat} refused: ${r.error.code}`);
  return { state: r.value.state, events: [...r.value.events] };
}

/** Play a move that must be refused with `code`; the state is unchanged. */
export function refused(s: State, seat: number, move: Move, code: string, at = 0): void {
  const before = JSON.stringify(s);
  const r = play(pupupuk, s, seat, move, at);
  expect(r.ok).toBe(false);
  if (!r.ok) expect(r.error.code).toBe(`pupupuk/${code}`);
  expect(JSON.stringify(s)).toBe(before);
}

/** Let time pass to `at`. */
export function wait(s: State, at: number): Played {
  const events: Event[] = [];
  for (;;) {
    const due = pupupuk.deadline(s);
    if (due === null || due > at) return { state: s, events };
    const t = pupupuk.tick(s, due)!;
    s = t.state;
    events.push(...t.events);
  }
}

export const kinds = (events: readonly Event[]) => events.map((e) => e.kind);
export const rowCards = (s: State) => s.row.filter((r) => !r.faceDown).map((r) => r.card);
