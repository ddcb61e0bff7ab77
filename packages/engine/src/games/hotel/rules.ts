/**
 * Who may act, what they may do, and applying a move (seed 003, RULES-DECISIONS#hotel).
 * During `choose` every seat that has not chosen is awaited; Baba Naprastka may peek
 * before she chooses. After the reveal the one guest whose decision is due is awaited.
 */
import { err, ok, type Result, type RuleError, type Seat, type Step } from '../../core/types.ts';
import { MAX_SEATS } from './config.ts';
import { fail } from './errors.ts';
import { KNOCK, LULU, MOLETS, MUGLA, PASS, PEEK, PERO, PICK } from './moves.ts';
import { afterMugla, afterPero, afterPick, freeDoors, muglaSeat, peroSeat, reveal } from './round.ts';
import { cardOf, cardsOf, handOf } from './seats.ts';
import { type Choice, type Draft, draft, type Event, type Move, type State } from './state.ts';

const NOBODY: readonly Seat[] = [];
const NO_MOVES: readonly Move[] = [];
/** SEATS_OF[mask]: the seats whose bits are set, shared lists (awaiting is asked at every step of a playout). */
const SEATS_OF: readonly (readonly Seat[])[] = Array.from({ length: 1 << MAX_SEATS }, (_, mask) => {
  const out: Seat[] = [];
  for (let s = 0; s < MAX_SEATS; s++) if ((mask & (1 << s)) !== 0) out.push(s);
  return out;
});
/** KNOCKS[doors][resting]: the knocks of a seat without a usable guest, shared (never mutated). */
const KNOCKS: readonly (readonly (readonly Move[])[])[] = [0, 1, 2, 3, 4, 5, 6].map((doors) =>
  [0, 1, 2, 3, 4, 5, 6].map((rest) => KNOCK.slice(1, doors + 1).filter((m) => m.kind === 'knock' && m.door !== rest))
);
/** A plain knock at each door, shared (choices are never mutated). */
const PLAIN: readonly Choice[] = [0, 1, 2, 3, 4, 5, 6].map((door) => ({ cards: [door], lulu: false, door }));

/** The seat whose decision a post-reveal step waits for (-1 when none). */
export function decider(state: State): Seat {
  switch (state.phase) {
    case 'molets':
      return state.choices.findIndex((c) => c !== null && c.cards.length === 2);
    case 'pero':
      return peroSeat(state);
    case 'mugla':
      return muglaSeat(state);
    default:
      return -1;
  }
}

export function awaiting(state: State): readonly Seat[] {
  if (state.phase === 'choose') {
    let mask = 0;
    for (let s = 0; s < state.seats; s++) if (state.choices[s] === null) mask |= 1 << s;
    return SEATS_OF[mask]!;
  }
  const d = decider(state);
  return d < 0 ? NOBODY : [d];
}

export const actors = awaiting;

/** The open window's deadline: it opened at `windowAt` and lasts `choiceSeconds` (0 = no deadline). */
export function deadline(state: State): number | null {
  if (state.phase === 'over' || state.config.choiceSeconds === 0) return null;
  return state.windowAt + state.config.choiceSeconds * 1000;
}

export function legalMoves(state: State, seat: Seat): readonly Move[] {
  switch (state.phase) {
    case 'choose': {
      if (state.choices[seat] !== null) return NO_MOVES;
      const rest = state.resting[seat]!;
      const guest = state.guests[seat];
      const knocks = KNOCKS[state.doors]![rest]!;
      if (guest === null || guest === 'bo' || state.uses[seat]! <= 0) return knocks;
      const out = knocks.slice();
      {
        const hand = handOf(state, seat);
        if (guest === 'lulu' && state.resting[seat]! > 0) out.push(LULU);
        else if (guest === 'molets') {
          for (let i = 0; i < hand.length; i++) for (let j = i + 1; j < hand.length; j++) out.push(MOLETS[hand[i]!]![hand[j]!]!);
        } else if (guest === 'naprastka' && state.peeks[seat] === null) {
          for (let t = 0; t < state.seats; t++) if (t !== seat && state.choices[t] !== null) out.push(PEEK[t]!);
        }
      }
      return out;
    }
    case 'molets':
      return decider(state) === seat ? state.choices[seat]!.cards.map((d) => PICK[d]!) : NO_MOVES;
    case 'pero':
      return decider(state) === seat ? [PASS, ...freeDoors(state).map((d) => PERO[d]!)] : NO_MOVES;
    case 'mugla':
      return decider(state) === seat ? [MUGLA, PASS] : NO_MOVES;
    case 'over':
      return NO_MOVES;
  }
}

/** Every well-formed move for this table, legal or not (the fuzzer's vocabulary). */
export function moveSpace(state: State): readonly Move[] {
  const out: Move[] = [LULU, MUGLA, PASS];
  for (let d = 0; d <= state.doors + 1 && d < KNOCK.length; d++) out.push(KNOCK[d]!, PICK[d]!, PERO[d]!);
  for (let a = 1; a <= state.doors; a++) for (let b = 1; b <= state.doors; b++) out.push(MOLETS[a]![b]!);
  for (let t = 0; t < state.seats; t++) out.push(PEEK[t]!);
  return out;
}

function guestCheck(state: State, seat: Seat, guest: 'lulu' | 'molets' | 'naprastka') {
  if (state.guests[seat] !== guest) return fail('not-your-guest', { guest, seat });
  if (state.uses[seat]! <= 0) return fail('no-uses-left', { guest });
  return null;
}

function doorCheck(state: State, door: number) {
  return door >= 1 && door <= state.doors ? null : fail('no-such-door', { door, doors: state.doors });
}

/** A seat's choice is in: when it is the last, "Chuk-chuk!". */
function chosen(u: Draft, seat: Seat, choice: Choice, at: number): void {
  // The hot path of every playout: the draft's field written by name (see core/updater.ts).
  const s = u.edit();
  const choices = u.writable(s.choices);
  s.choices = choices;
  choices[seat] = choice;
  u.emit({ kind: 'knocked', seat, cards: cardsOf(seat, choice.cards) });
  if (!choices.includes(null)) reveal(u, at);
}

/** A choice (or Naprastka's peek) in the choosing window, made on `u`; the rule error when refused (nothing written). */
function applyChoose(u: Draft, seat: Seat, move: Move, at: number): RuleError | null {
  const state = u.state;
  if (state.choices[seat] !== null) return fail('already-chosen', { seat });
  switch (move.kind) {
    case 'knock': {
      const bad = doorCheck(state, move.door);
      if (bad) return bad;
      if (move.door === state.resting[seat]) return fail('card-resting', { door: move.door });
      chosen(u, seat, PLAIN[move.door]!, at);
      return null;
    }
    case 'lulu': {
      const bad = guestCheck(state, seat, 'lulu');
      if (bad) return bad;
      const rest = state.resting[seat]!;
      if (rest === 0) return fail('nothing-resting');
      chosen(u, seat, { cards: [rest], lulu: true, door: rest }, at);
      return null;
    }
    case 'molets': {
      const bad = guestCheck(state, seat, 'molets');
      if (bad) return bad;
      const [a, b] = move.doors;
      const doorBad = doorCheck(state, a) ?? doorCheck(state, b);
      if (doorBad) return doorBad;
      if (a >= b) return fail('molets-two-doors', { doors: `${a}, ${b}` });
      for (const d of move.doors) if (d === state.resting[seat]) return fail('card-resting', { door: d });
      chosen(u, seat, { cards: [a, b], lulu: false, door: 0 }, at);
      return null;
    }
    case 'peek': {
      const bad = guestCheck(state, seat, 'naprastka');
      if (bad) return bad;
      if (state.peeks[seat] !== null) return fail('already-peeked');
      const t = move.seat;
      if (t < 0 || t >= state.seats) return fail('no-such-seat', { seat: t });
      if (t === seat) return fail('peek-self');
      const target = state.choices[t];
      if (target === null || target === undefined) return fail('peek-not-chosen', { seat: t });
      // Two face-down cards of Molets look alike: she sees one of them, at random.
      const door = target.cards.length === 2 ? target.cards[u.random('rng').int(2)]! : target.cards[0]!;
      u.array('peeks')[seat] = { seat: t, door };
      u.array('uses')[seat]!--;
      u.emit({ kind: 'peeked', seat, target: t, card: cardOf(t, door) });
      return null;
    }
    default:
      return fail('not-choosing', { phase: state.phase });
  }
}

function waitingFor(state: State): string {
  const d = decider(state);
  return d < 0 ? 'nobody' : `seat ${d} (${state.guests[d]})`;
}

export function apply(state: State, seat: Seat, move: Move, at: number): Result<Step<State, Event>> {
  if (state.phase === 'over') return err(fail('game-over'));
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.seats) return err(fail('no-such-seat', { seat }));
  if (state.phase === 'choose') {
    if (move.kind === 'pick' || move.kind === 'pero' || move.kind === 'mugla' || move.kind === 'pass') {
      return err(fail('not-your-decision', { who: 'every seat to choose a door', seat }));
    }
    const u = draft(state);
    const refused = applyChoose(u, seat, move, at);
    return refused === null ? ok(u.step()) : err(refused);
  }
  if (decider(state) !== seat) return err(fail('not-your-decision', { who: waitingFor(state), seat }));
  const u = draft(state);
  switch (state.phase) {
    case 'molets': {
      if (move.kind !== 'pick') return err(fail('not-choosing', { phase: state.phase }));
      const cards = state.choices[seat]!.cards;
      if (!cards.includes(move.door)) return err(fail('pick-not-played', { door: move.door, cards: cards.join(', ') }));
      afterPick(u, seat, move.door, at);
      return ok(u.step());
    }
    case 'pero': {
      if (move.kind === 'pass') {
        afterPero(u, seat, 0, at);
        return ok(u.step());
      }
      if (move.kind !== 'pero') return err(fail('not-choosing', { phase: state.phase }));
      const bad = doorCheck(state, move.door);
      if (bad) return err(bad);
      if (!freeDoors(state).includes(move.door)) return err(fail('pero-door-chosen', { door: move.door }));
      afterPero(u, seat, move.door, at);
      return ok(u.step());
    }
    case 'mugla': {
      if (move.kind !== 'mugla' && move.kind !== 'pass') return err(fail('not-choosing', { phase: state.phase }));
      afterMugla(u, seat, move.kind === 'mugla', at);
      return ok(u.step());
    }
  }
  return err(fail('not-choosing', { phase: state.phase }));
}
