/**
 * Apply a move: validate with the predicates shared with legalMoves (a move
 * object that legalMoves has just listed for this very state and seat is
 * already known legal, see `listedMove`), make it on the core updater (a move
 * within a bout writes small ints only, table.ts), then close the bout when
 * nothing more can happen in it (decision 6: judged on public facts only).
 */
import { err, ok, type Result, type RuleError, type Seat, type Step } from '../../core/types.ts';
import { Updater } from '../../core/updater.ts';
import { endBout } from './bout.ts';
import { beatReason, beatTable, CARD_COUNT, cardId, cardName, CODES, isSpecial, rankOf, RANKS } from './cards.ts';
import { MAX_SEATS } from './config.ts';
import { fail } from './errors.ts';
import { actorMask, listedIndex, listedMove, rememberActors } from './legal.ts';
import { makeAttack, makeDefend, makeDone, makeTake, makeTransfer } from './make.ts';
import { attackIndex, defendIndex, DONE_INDEX, TAKE_INDEX, transferIndex } from './moves.ts';
import { cannotBeat, failWith, WHY } from './reasons.ts';
import { matchesTable, mayThrowIn, transferTarget } from './rules.ts';
import { copyState, type Event, type Move, type State } from './state.ts';
import { attackAt, coverAt, handSize, holds, slotOfAttack } from './table.ts';

/** The `done` event of each seat, shared: after every cover each seat is asked again, so `done` is the commonest move. */
const DONE_EVENT: readonly Event[] = Array.from(
  { length: MAX_SEATS },
  (_, seat) => Object.freeze({ kind: 'done', seat }) as Event,
);

/** The events of a `done` move of each seat, shared: lists of events are never changed once made. */
const DONE_EVENTS: readonly (readonly Event[])[] = DONE_EVENT.map((e) => [e]);

/** The events of a `take` move of each seat, shared the same way. */
const TAKE_EVENTS: readonly (readonly Event[])[] = Array.from(
  { length: MAX_SEATS },
  (_, seat) => [Object.freeze({ kind: 'take', seat }) as Event],
);

/**
 * The events of an `attack` (lead or throw-in) of each seat and card, ATTACK_EVENTS[seat * CARD_COUNT + card],
 * shared the same way: a move within a bout then allocates no event and no list (two thirds of the moves
 * are attacks, covers and takes). Built once (336 small lists).
 */
const ATTACK_EVENTS: readonly (readonly Event[])[] = Array.from(
  { length: MAX_SEATS * CARD_COUNT },
  (_, i) => [Object.freeze({ kind: 'attack', seat: (i / CARD_COUNT) | 0, card: CODES[i % CARD_COUNT]! }) as Event],
);

/**
 * The events of a `defend` of each seat, attack and card, DEFEND_EVENTS[(seat * CARD_COUNT + attack) * CARD_COUNT
 * + card], made at first use (a table uses a few hundred of the 18,816), then shared the same way. null = not yet.
 */
const DEFEND_EVENTS: (readonly Event[] | null)[] = new Array<readonly Event[] | null>(MAX_SEATS * CARD_COUNT * CARD_COUNT)
  .fill(null);

function defendEvents(seat: Seat, att: number, card: number): readonly Event[] {
  const i = (seat * CARD_COUNT + att) * CARD_COUNT + card;
  const known = DEFEND_EVENTS[i]!;
  if (known !== null) return known;
  const made = [Object.freeze({ kind: 'defend', seat, attack: CODES[att]!, card: CODES[card]! }) as Event];
  DEFEND_EVENTS[i] = made;
  return made;
}

const hasCard = holds;

function checkAttack(state: State, seat: Seat, card: number): RuleError | null {
  if (state.count === 0) {
    if (seat === state.defender) return fail('defender-cannot-attack');
    if (seat !== state.attacker) return fail('must-lead-first', { attacker: state.attacker });
    return hasCard(state, seat, card) ? null : fail('card-not-in-hand', { card: cardName(card) });
  }
  if (seat === state.defender) return fail('defender-cannot-attack');
  if (!mayThrowIn(state, seat)) {
    return state.place[seat] !== 0 ?
      failWith('not-your-turn', { seat }, { why: WHY.out }) :
      fail('not-allowed-to-throw-in', { seat });
  }
  if ((state.done >> seat) & 1) return fail('said-done', { seat });
  if (!hasCard(state, seat, card)) return fail('card-not-in-hand', { card: cardName(card) });
  if (state.count >= state.limit) return fail('limit-reached', { limit: state.limit });
  if (!matchesTable(state, card)) {
    return isSpecial(card) ?
      fail('special-throw-in', { card: cardName(card) }) :
      fail('rank-not-on-table', { card: cardName(card) });
  }
  return null;
}

function checkDefend(state: State, seat: Seat, att: number, card: number): RuleError | null {
  if (seat !== state.defender) return failWith('not-your-turn', { seat }, { why: WHY.notDefender });
  if (state.taking) return fail('already-taking');
  const i = slotOfAttack(state, att);
  if (i < 0 || coverAt(state, i) !== -1) return fail('not-an-uncovered-attack-card', { attack: cardName(att) });
  if (!hasCard(state, seat, card)) return fail('card-not-in-hand', { card: cardName(card) });
  const japanese = state.config.variant === 'japanese';
  if (beatTable(state.deal.trumpSuit, japanese)[card * CARD_COUNT + att] !== 1) {
    const reason = beatReason(card, att, state.deal.trumpSuit, japanese);
    return cannotBeat(cardName(card), cardName(att), reason === 'beats' ? 'lower-rank' : reason);
  }
  return null;
}

function checkTransfer(state: State, seat: Seat, card: number): RuleError | null {
  // Seed 002: choosing the joker variant does not switch transfers on; only perevodnoy transfers.
  if (state.config.variant !== 'perevodnoy') return fail('transfer-not-in-variant', { variant: state.config.variant });
  if (seat !== state.defender) return failWith('not-your-turn', { seat }, { why: WHY.notDefender });
  if (state.taking) return fail('already-taking');
  if (state.count === 0) return fail('must-lead-first', { attacker: state.attacker });
  if (state.uncovered !== state.count) return fail('transfer-after-cover');
  if (!hasCard(state, seat, card)) return fail('card-not-in-hand', { card: cardName(card) });
  const rank = rankOf(attackAt(state, 0));
  if (isSpecial(card) || rankOf(card) !== rank) return fail('transfer-rank', { card: cardName(card), rank: RANKS[rank] ?? '-' });
  const t = transferTarget(state);
  if (t.hand < t.count) return fail('transfer-next-too-few', { next: t.next, hand: t.hand, count: t.count, limit: t.limit });
  if (t.count > t.limit) return fail('limit-reached', { limit: t.limit });
  return null;
}

function checkTake(state: State, seat: Seat): RuleError | null {
  if (seat !== state.defender) return failWith('not-your-turn', { seat }, { why: WHY.notDefender });
  if (state.taking) return fail('already-taking');
  if (state.count === 0) return failWith('nothing-to-take', {}, { why: WHY.noTable });
  if (state.uncovered === 0) return failWith('nothing-to-take', {}, { why: WHY.allCovered });
  return null;
}

function checkDone(state: State, seat: Seat): RuleError | null {
  if (state.count === 0) return fail('must-lead-first', { attacker: state.attacker });
  if (seat === state.defender) return fail('defender-cannot-attack');
  if (!mayThrowIn(state, seat)) {
    return state.place[seat] !== 0 ?
      failWith('not-your-turn', { seat }, { why: WHY.out }) :
      fail('not-allowed-to-throw-in', { seat });
  }
  if ((state.done >> seat) & 1) return fail('said-done', { seat });
  // Decision 6: done needs no matching card (that would reveal the hand), only an open turn to throw in.
  if (handSize(state, seat) === 0) return fail('nothing-to-add', { seat });
  if (state.count >= state.limit) return fail('limit-reached', { limit: state.limit });
  return null;
}

function idOf(code: string): number {
  const id = cardId(code);
  if (id === undefined) throw new Error(`durak: move with unknown card ${code} (parseMove lets none through)`);
  return id;
}

export function apply(state: State, seat: Seat, move: Move, at: number): Result<Step<State, Event>> {
  if (state.deal.over) return err(fail('game-over'));
  if (state.deal.nextDealAt !== null) return err(fail('between-games'));
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.seats) {
    return err(failWith('not-your-turn', { seat }, { why: WHY.noSeat }));
  }
  // A move legalMoves listed for this state and seat passed every check there; anything else is checked here.
  // The core updater's draft (its copy is Durak's copyState); every move writes, so the copy is made here.
  const s = new Updater<State, Event>(state, copyState).edit();
  let own: readonly Event[]; // the move's own event, as a shared one-element list (emitted after the switch: see below)
  let event: Event | null = null; // or that event, made for this move (a transfer)
  // One of the very move objects legalMoves has just listed for this state and seat: its index says its cards.
  const listed = listedIndex(state, seat, move);
  switch (move.kind) {
    case 'attack': {
      const card = listed >= 0 ? listed - attackIndex(0) : idOf(move.card);
      const e = listed >= 0 || listedMove(state, seat, attackIndex(card)) ? null : checkAttack(state, seat, card);
      if (e) return err(e);
      makeAttack(s, seat, card);
      own = ATTACK_EVENTS[seat * CARD_COUNT + card]!;
      break;
    }
    case 'defend': {
      const pair = listed - defendIndex(0, 0); // att * CARD_COUNT + card when listed
      const att = listed >= 0 ? (pair / CARD_COUNT) | 0 : idOf(move.attack);
      const card = listed >= 0 ? pair - att * CARD_COUNT : idOf(move.card);
      const e = listed >= 0 || listedMove(state, seat, defendIndex(att, card)) ? null : checkDefend(state, seat, att, card);
      if (e) return err(e);
      makeDefend(s, seat, att, card);
      own = defendEvents(seat, att, card);
      break;
    }
    case 'transfer': {
      const card = listed >= 0 ? listed - transferIndex(0) : idOf(move.card);
      const e = listed >= 0 || listedMove(state, seat, transferIndex(card)) ? null : checkTransfer(state, seat, card);
      if (e) return err(e);
      event = { kind: 'transfer', seat, card: CODES[card]!, defender: makeTransfer(s, seat, card) };
      own = [event];
      break;
    }
    case 'take': {
      const e = listed >= 0 || listedMove(state, seat, TAKE_INDEX) ? null : checkTake(state, seat);
      if (e) return err(e);
      makeTake(s);
      own = TAKE_EVENTS[seat]!;
      break;
    }
    case 'done': {
      const e = listed >= 0 || listedMove(state, seat, DONE_INDEX) ? null : checkDone(state, seat);
      if (e) return err(e);
      makeDone(s, seat);
      own = DONE_EVENTS[seat]!;
      break;
    }
  }
  // Decision 6/7: the bout ends once every attack card is covered (or the defender takes) and every seat
  // allowed to throw in has said done (or holds no cards), or at once when the limit is reached: with
  // cards on the table, once nobody may act.
  //
  // Every move writes to the draft (the updater's `edit()` above), so the step is the draft and this move's
  // events: the updater is used for its copy only, at one call site, and is passed to no function (the
  // compiler then keeps it in registers instead of making an object per move). The bout's end writes to the
  // draft and returns its own list; otherwise the move's own one-element list is the shared one (ATTACK_EVENTS,
  // DEFEND_EVENTS, TAKE_EVENTS, DONE_EVENTS; a transfer's is made here).
  let mask = actorMask(s);
  let events: readonly Event[];
  if (s.count > 0 && mask === 0) {
    events = endBout(s, event ?? own[0]!, s.taking, at);
    mask = actorMask(s);
  } else {
    events = own;
  }
  rememberActors(s, mask);
  return ok({ state: s, events });
}
