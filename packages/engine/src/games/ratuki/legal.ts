/**
 * Who may act and what: in real time every seat is an actor while the round is being
 * played (`awaiting` is always empty: nobody is waited on). A seat's legal moves are its
 * cards that fit a stack as it stands (or start one in an empty place) and junking any
 * card. The play-rate cap depends on the time of the move, so `apply` judges it, not this list.
 */
import type { Seat } from '../../core/types.ts';
import { RATUKI, value } from './cards.ts';
import type { Move, State } from './state.ts';

const EVERYONE: readonly (readonly Seat[])[] = [0, 1, 2, 3, 4, 5].map((n) =>
  Object.freeze(Array.from({ length: n }, (_, s) => s))
);
const NOBODY: readonly Seat[] = Object.freeze([]);
const NO_MOVES: readonly Move[] = Object.freeze([]);

export function actors(state: State): readonly Seat[] {
  return state.phase === 'playing' ? EVERYONE[state.seats]! : NOBODY;
}

export function awaiting(): readonly Seat[] {
  return NOBODY;
}

/** The plays of `card` on the centre as it stands: on every stack it fits, in every empty place it may start. */
export function playsOf(state: State, card: string, out: Move[]): void {
  const v = value(card);
  const starts = v === 1 || v === RATUKI;
  const stacks = state.stacks;
  for (let i = 0; i < stacks.length; i++) {
    const s = stacks[i]!;
    if (s === null) {
      if (starts) out.push({ kind: 'play', card, stack: i, top: null });
    } else if (v === RATUKI || v === s.value + 1 || (v === s.value - 1 && v >= 1)) {
      out.push({ kind: 'play', card, stack: i, top: s.top });
    }
  }
}

/** Plays first (card by card in hand order), then one junk move per card. */
export function legalMoves(state: State, seat: Seat): readonly Move[] {
  if (state.phase !== 'playing' || seat < 0 || seat >= state.seats) return NO_MOVES;
  const hand = state.players[seat]!.hand;
  const out: Move[] = [];
  for (const card of hand) playsOf(state, card, out);
  for (const card of hand) out.push({ kind: 'junk', card });
  return out;
}

/** Every well-formed move worth trying: each hand card onto each place with its real top, a stale top and no top, and junked. */
export function moveSpace(state: State): readonly Move[] {
  const out: Move[] = [];
  const tops = state.stacks.map((s) => (s === null ? null : s.top));
  const anyTop = tops.find((t) => t !== null) ?? null;
  for (const p of state.players) {
    for (const card of p.hand) {
      out.push({ kind: 'junk', card });
      for (let i = 0; i < state.seats; i++) {
        out.push({ kind: 'play', card, stack: i, top: tops[i]! });
        out.push({ kind: 'play', card, stack: i, top: null });
        if (anyTop !== null) out.push({ kind: 'play', card, stack: i, top: anyTop });
      }
    }
  }
  return out;
}
