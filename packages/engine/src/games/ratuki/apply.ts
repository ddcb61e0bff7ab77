/**
 * Applying a move (RULES-DECISIONS#ratuki). Moves are applied in the order the host
 * receives them; a `play` names the stack and the top card it aims at, so a card aimed
 * at a stack that changed a moment before is refused and stays in hand. After a card is
 * played or junked the seat draws back to 3 at once (the hand is always full before the
 * next card), turning its junk pile over when the draw pile is empty. A seat left with no
 * card in hand, draw and junk calls OUT and the round ends at once. A move is made on the
 * core updater (state.ts `draft`): the mover's seat is rebuilt, the other seats stay shared.
 */
import { err, ok, type Result, type RuleError, type Seat, type Step } from '../../core/types.ts';
import { rankIndex, RATUKI, TOP_VALUE, value } from './cards.ts';
import { fail } from './errors.ts';
import { deadCentre, endRound } from './round.ts';
import {
  type Cons,
  type Draft,
  draft,
  type Event,
  type Move,
  RECENT,
  type Recent,
  type SeatState,
  type Stack,
  type State,
} from './state.ts';

/** Why `seat` may not move at `at` at all, or null. */
export function gate(state: State, seat: Seat, at: number): RuleError | null {
  if (state.phase === 'over') return fail('game-over');
  if (state.phase === 'between') return fail('round-over', { round: state.round });
  if (state.phase === 'countdown') return fail('not-started', { round: state.round, ms: Math.max(0, state.startsAt - at) });
  const last = state.players[seat]!.lastAt;
  const gap = state.config.minGapMs;
  if (last !== null && at - last < gap) return fail('too-fast', { gap, wait: Math.ceil(last + gap - at) });
  return null;
}

/** The stack's value as players say it: "it is now 3". */
const shown = (s: Stack | null): string => (s === null ? '—' : String(s.value));

/** Why `move` does not fit the centre as it is now, or null (the hand and the gate are checked elsewhere). */
export function aimError(state: State, move: Move & { kind: 'play'; }): RuleError | null {
  if (move.stack >= state.seats) return fail('no-such-stack', { stack: move.stack, last: state.seats - 1 });
  const stack = state.stacks[move.stack]!;
  if (move.top === null) {
    if (stack !== null) return fail('place-taken', { stack: move.stack, value: shown(stack) });
  } else {
    if (stack === null) return fail('stack-taken', { stack: move.stack });
    if (stack.top !== move.top) return fail('stack-moved', { value: shown(stack), aimed: move.top });
  }
  return fitError(stack, move.card);
}

/** Whether `card` may go on `stack` (null = an empty place). */
export function fitError(stack: Stack | null, card: string): RuleError | null {
  const v = value(card);
  if (stack === null) return v === 1 || v === RATUKI ? null : fail('cannot-start', { card });
  if (v === RATUKI || v === stack.value + 1 || (v === stack.value - 1 && v >= 1)) return null;
  return fail('does-not-fit', { card, value: stack.value });
}

/** A seat as the hot path rebuilds it: every field written out, so every seat object has one shape. */
function seatOf(
  hand: readonly string[],
  draw: readonly string[],
  drawPos: number,
  junk: Cons<string> | null,
  junkCount: number,
  taken: Cons<Cons<string>> | null,
  scoreCount: number,
  left: readonly number[],
  lastAt: number,
): SeatState {
  return { hand, draw, drawPos, junk, junkCount, taken, scoreCount, left, lastAt };
}

/** Every accepted move: the mover's new seat, the time of the last change and the race as everyone saw it. */
function moved(u: Draft, seat: Seat, mover: SeatState, at: number, last: Recent): void {
  const s = u.edit();
  // Fields written by name, arrays through `writable` (the updater's hot-path form).
  const players = u.writable(s.players);
  players[seat] = mover;
  s.players = players;
  const keep = s.recent.length >= RECENT ? s.recent.slice(1 - RECENT) : s.recent.slice();
  keep.push(last);
  s.recent = keep;
  s.lastAt = at;
}

interface Refilled {
  readonly hand: string[];
  readonly draw: readonly string[];
  readonly drawPos: number;
  readonly junk: Cons<string> | null;
  readonly junkCount: number;
  readonly drew: string | null;
  readonly turnover: number;
}

/** Refill the hand to 3 after `card` left it: the next card of the draw pile, turning the junk pile over first when it is empty. */
function refill(p: SeatState, card: string, junk: Cons<string> | null, junkCount: number): Refilled {
  const hand: string[] = [];
  for (const c of p.hand) if (c !== card) hand.push(c);
  let draw = p.draw;
  let drawPos = p.drawPos;
  let turnover = 0;
  if (drawPos >= draw.length && junk !== null) {
    // "An empty draw pile turns the junk pile over": the card junked first is drawn first.
    const pile: string[] = new Array<string>(junkCount);
    let i = junkCount;
    for (let j: Cons<string> | null = junk; j !== null; j = j.tail) pile[--i] = j.head;
    draw = pile;
    drawPos = 0;
    turnover = junkCount;
    junk = null;
    junkCount = 0;
  }
  let drew: string | null = null;
  if (drawPos < draw.length) {
    drew = draw[drawPos++]!;
    hand.push(drew);
  }
  return { hand, draw, drawPos, junk, junkCount, drew, turnover };
}

const out = (p: SeatState): boolean => p.hand.length === 0 && p.drawPos >= p.draw.length && p.junkCount === 0;

export function apply(state: State, seat: Seat, move: Move, at: number): Result<Step<State, Event>> {
  const blocked = gate(state, seat, at);
  if (blocked !== null) return err(blocked);
  const p = state.players[seat]!;
  if (!p.hand.includes(move.card)) return err(fail('card-not-in-hand', { card: move.card, hand: p.hand.join(' ') || '—' }));

  const u = draft(state);
  if (move.kind === 'junk') {
    const r = refill(p, move.card, { head: move.card, tail: p.junk }, p.junkCount + 1);
    const mover = seatOf(r.hand, r.draw, r.drawPos, r.junk, r.junkCount, p.taken, p.scoreCount, p.left, at);
    moved(u, seat, mover, at, { seat, kind: 'junk', card: null, stack: null, took: 0, at });
    u.emit({ kind: 'junk', seat, card: move.card, drew: r.drew, turnover: r.turnover, at });
    return ok(u.step());
  }

  const aimed = aimError(state, move);
  if (aimed !== null) return err(aimed);
  const before = state.stacks[move.stack]!;
  const v = value(move.card);
  const cards: Cons<string> = { head: move.card, tail: before === null ? null : before.cards };
  const size = before === null ? 1 : before.size + 1;
  const takes = before !== null && (v === RATUKI || v === TOP_VALUE);
  const r = refill(p, move.card, p.junk, p.junkCount);
  const left = p.left.slice();
  left[rankIndex(move.card)]!--;
  const s = u.edit();
  const stacks = u.writable(s.stacks);
  s.stacks = stacks;
  if (takes) stacks[move.stack] = null;
  else stacks[move.stack] = { top: move.card, value: v === RATUKI ? 1 : v, size, cards };
  const taken = takes ? { head: cards, tail: p.taken } : p.taken;
  const mover = seatOf(r.hand, r.draw, r.drawPos, r.junk, r.junkCount, taken, p.scoreCount + (takes ? size : 0), left, at);
  moved(u, seat, mover, at, { seat, kind: 'play', card: move.card, stack: move.stack, took: takes ? size : 0, at });
  u.emit({
    kind: 'play',
    seat,
    card: move.card,
    stack: move.stack,
    value: takes ? 0 : stacks[move.stack]!.value,
    took: takes ? size : 0,
    drew: r.drew,
    turnover: r.turnover,
    at,
  });
  // The centre and the cards left change only by plays, so a play is the only move that can leave the centre dead.
  s.dead = deadCentre(stacks, s.players);
  if (out(mover)) endRound(u, seat, at);
  return ok(u.step());
}
