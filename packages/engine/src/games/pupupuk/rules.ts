/**
 * The rules of the sum-to-21 game: a turn is laying a card, carrying out its effect fully
 * (which may wait for choices and reaction windows), then the end of the turn: the 2's
 * face-down cards due are turned up, the sum is checked (ПУ-ПУ-ПУК at 21 or more), then the
 * empty hands. Every step works on the move's draft on the core updater (`Ctx`), so a
 * refused move changes nothing and an accepted one never mutates its input.
 */
import { err, ok, type Result, type RuleError, type Seat, type Step } from '../../core/types.ts';
import { DECK, type Gesture, gestureFor, handSum, num, type Phrase, phraseOf } from './cards.ts';
import type { Config } from './config.ts';
import {
  type Ctx,
  ctx,
  discardOf,
  done,
  drawDeck,
  drawInto,
  handOf,
  nextSeat,
  openInRow,
  penalize,
  removeFromHand,
  rightOf,
  rngOf,
  rowOf,
  shuffleHand,
} from './ctx.ts';
import { fail } from './errors.ts';
import type { Ranking, Rules } from './places/place.ts';
import { PLACE_RULES, placeOf } from './places/table.ts';
import { lastOf, lastPress } from './races.ts';
import type { Event, Move, RoundEnd, RowCard, State } from './state.ts';

/** A step is taken on a draft (`ctx`) and finished by `done`; the GameDef wires them around `applyMove`. */
export { ctx, done };

/** How long every hand stays on show between two rounds. */
export const BETWEEN_ROUNDS_MS = 4000;
const HAND_SIZE = 5;

/** The row's sum: open cards, plus (Toilet Queue) the top card of the discard. */
export function rowSum(s: State): number {
  let t = 0;
  for (const r of s.row) if (!r.faceDown) t += num(r.card);
  if (placeOf(s).discardTopInRow && s.discard.length > 0) t += num(s.discard[s.discard.length - 1]!);
  return t;
}

/** Talking is forbidden now: the round's place says when (between rounds never). */
export function silence(s: State): boolean {
  const rule = placeOf(s).silence;
  return s.phase.kind !== 'between' && s.phase.kind !== 'over' && rule !== null && rule.now(s, rowSum(s));
}

// ---------------------------------------------------------------------------------------------
// Cards moving

/** Cards leaving the row or a hand for the discard; in the Crowded Minibus they go to the other players instead. */
function toDiscard(c: Ctx, seat: Seat, cards: readonly string[], from: 'hand' | 'row'): boolean {
  if (cards.length === 0) return false;
  if (placeOf(c.s).handsOut !== null) return true;
  discardOf(c).push(...cards);
  c.u.emit({ kind: 'discarded', seat, cards: [...cards], from });
  return false;
}

// ---------------------------------------------------------------------------------------------
// Rounds

function pickPlace(c: Ctx): State['place'] {
  const s = c.s;
  const usable = s.seats === 2 ? s.config.places.filter((p) => !PLACE_RULES[p].notForTwo) : s.config.places;
  if (usable.length === 0) return null;
  return usable.length === 1 ? usable[0]! : usable[rngOf(c).int(usable.length)]!;
}

/** Deal a round from `order` (dealing order: 5 cards to each seat from seat 0, then the deck, its first card on top). */
export function dealRound(c: Ctx, order: readonly string[], starter: Seat): void {
  const s = c.s;
  s.round += 1;
  // A new deal: every array is new, and this move may change them in place.
  s.hands = c.u.adopt(Array.from({ length: s.seats }, (_, i) => c.u.adopt(order.slice(i * HAND_SIZE, (i + 1) * HAND_SIZE))));
  s.deck = c.u.adopt(order.slice(s.seats * HAND_SIZE).reverse());
  s.discard = c.u.adopt([]);
  s.row = c.u.adopt([]);
  s.turn = starter;
  s.lastLayer = starter;
  s.laidSlot = null;
  s.turnNo = 1;
  s.finedThisTurn = [];
  s.violations = [];
  s.lottery = null;
  s.phase = { kind: 'lay' };
  s.place = pickPlace(c);
  s.relay = null;
  c.u.emit({ kind: 'round-start', round: s.round, place: s.place, starter });
  placeOf(s).roundStarted(c, RULES);
}

/** A fresh round: every card collected and shuffled. */
function newRound(c: Ctx, starter: Seat): void {
  dealRound(c, rngOf(c).shuffle(DECK), starter);
}

const BY_HAND_SUM: Ranking = { value: handSum, highestWins: false };

/** The winners by hand sums among every seat but `loser`: the lowest (after ПУ-ПУ-ПУК, as the place ranks hands). */
export function lowestHands(s: State, loser: Seat | null, reason: RoundEnd): Seat[] {
  const ranking = reason === 'pupupuk' ? placeOf(s).afterPupupuk : BY_HAND_SUM;
  const value = ranking.value;
  const highest = ranking.highestWins;
  let best: number | null = null;
  const out: Seat[] = [];
  for (let seat = 0; seat < s.seats; seat++) {
    if (seat === loser) continue;
    const v = value(s.hands[seat]!);
    if (best === null || (highest ? v > best : v < best)) {
      best = v;
      out.length = 0;
    }
    if (v === best) out.push(seat);
  }
  return out;
}

/** The round is over: the winners score, every card is shown, and the next round (or the end) follows. */
export function endRound(c: Ctx, winners: readonly Seat[], loser: Seat | null, reason: RoundEnd): void {
  const s = c.s;
  for (const r of s.row) {
    if (r.faceDown) c.u.emit({ kind: 'revealed', slot: r.id, card: r.card });
  }
  s.row = s.row.map((r) => (r.faceDown ? { ...r, faceDown: false } : r));
  s.wins = s.wins.map((w, seat) => (winners.includes(seat) ? w + 1 : w));
  const result = { round: s.round, winners: [...winners], loser, reason };
  s.lastRound = result;
  s.violations = [];
  s.lottery = null;
  s.relay = null;
  c.u.emit({ kind: 'round-won', result, sums: s.hands.map(handSum) });
  c.u.emit({ kind: 'round-over' });
  const champions = s.wins.flatMap((w, seat) => (w >= s.config.winsToWin ? [seat] : []));
  if (champions.length > 0) {
    s.champions = champions;
    s.phase = { kind: 'over' };
    c.u.emit({ kind: 'match-over', champions });
    return;
  }
  // The player whose turn ended the round starts the next, whoever won.
  s.phase = { kind: 'between', until: c.at + BETWEEN_ROUNDS_MS, starter: s.turn };
}

// ---------------------------------------------------------------------------------------------
// The end of a turn

function nextTurn(c: Ctx): void {
  const s = c.s;
  s.turn = nextSeat(s, s.turn);
  s.turnNo += 1;
  s.laidSlot = null;
  s.phase = { kind: 'lay' };
  // Silences fine once per turn (violations stay burnable until the next card is laid).
  s.finedThisTurn = [];
}

/** The laid card's effect is complete: turn up the 2's cards due, then School Break's pair, then the checks. */
export function afterEffect(c: Ctx): void {
  const s = c.s;
  const fresh: number[] = s.laidSlot === null ? [] : [s.laidSlot];
  if (s.row.some((r) => r.faceDown && r.revealAt !== null && r.revealAt <= s.turnNo)) {
    s.row = s.row.map((r) => {
      if (!r.faceDown || r.revealAt === null || r.revealAt > s.turnNo) return r;
      c.u.emit({ kind: 'revealed', slot: r.id, card: r.card });
      fresh.push(r.id);
      return { ...r, faceDown: false };
    });
  }
  // A window the place opens (Double Date, School Break) ends the turn when it closes.
  if (placeOf(s).effectDone(c, fresh)) return;
  checkEnd(c);
}

/** The sum check, the Relay's ring, then the empty hands; otherwise the turn passes (or waits for «ХОД!»). */
function checkEnd(c: Ctx): void {
  const s = c.s;
  const sum = rowSum(s);
  if (sum >= 21) {
    c.u.emit({ kind: 'pupupuk', seat: s.turn, sum });
    endRound(c, lowestHands(s, s.turn, 'pupupuk'), s.turn, 'pupupuk');
    return;
  }
  const clock = placeOf(s).clock;
  if (clock !== null && clock.rang(c, RULES)) return;
  if (emptyHands(c)) return;
  placeOf(s).turnOver(c, RULES);
}

function emptyHands(c: Ctx): boolean {
  const empty = c.s.hands.flatMap((h, seat) => (h.length === 0 ? [seat] : []));
  if (empty.length === 0) return false;
  endRound(c, empty, null, 'empty-hand');
  return true;
}

// ---------------------------------------------------------------------------------------------
// Laying a card and its effect

/** Whether a row card may be taken by a 4: a face-down card, or an open card that is not a 4. */
export const takeable = (r: RowCard): boolean => r.faceDown || num(r.card) !== 4;
/** Where the discard's top card is in the row (Toilet Queue), a 4 may take it too (slot -1) unless it is a 4. */
export const TOP_OF_DISCARD = -1;
export function takeSlots(s: State): number[] {
  const out = s.row.filter(takeable).map((r) => r.id);
  if (placeOf(s).discardTopInRow && s.discard.length > 0 && num(s.discard[s.discard.length - 1]!) !== 4) out.push(TOP_OF_DISCARD);
  return out;
}
/** The 7: the open row cards still to choose from (numbers other than 7 not yet discarded). */
export function purgeSlots(s: State, doneNumbers: readonly number[]): number[] {
  return s.row.filter((r) => !r.faceDown && num(r.card) !== 7 && !doneNumbers.includes(num(r.card))).map((r) => r.id);
}

/** A zero's phrase was said aloud: talking, where the place counts it so. */
function phraseSaid(c: Ctx, seat: Seat): void {
  const rule = placeOf(c.s).silence;
  if (rule?.phrasesTalk === true) rule.talk(c, seat);
}

export function lay(c: Ctx, seat: Seat, card: string, phrase: Phrase | undefined, puk: boolean): RuleError | null {
  const s = c.s;
  const hand = s.hands[seat]!;
  if (!hand.includes(card)) return fail('not-in-hand', { card });
  const zero = num(card) === 0;
  if (!zero && phrase !== undefined && phrase !== 'none') return fail('phrase-only-for-zero');
  const phrases = placeOf(s).layPhrases;
  if (phrase === 'whose' && !phrases.includes('whose')) return fail('not-now');
  const said = zero ? phrase ?? 'none' : 'none';
  if (said !== 'none') phraseSaid(c, seat);
  if (zero && said !== phraseOf(card) && !(said === 'whose' && phrases.includes('whose'))) {
    // A wrong or missing phrase: the card goes back to hand without effect, to be laid again.
    c.u.emit({ kind: 'wrong-phrase', seat, card });
    return null;
  }
  removeFromHand(handOf(c, seat), card);
  // Laying a card begins a turn: a violation nobody burned before it costs nothing any more.
  s.violations = [];
  s.laidSlot = openInRow(c, card);
  s.lastLayer = seat;
  c.u.emit(zero ? { kind: 'laid', seat, card, phrase: said } : { kind: 'laid', seat, card });
  placeOf(s).laid(c, seat, puk);
  effect(c, seat, card, said);
  return null;
}

function effect(c: Ctx, seat: Seat, card: string, phrase: Phrase): void {
  const s = c.s;
  switch (num(card)) {
    case 0: {
      const required = Array.from({ length: s.seats }, (_, i) => i).filter((i) => phrase === 'whose' || i !== seat);
      s.phase = { kind: 'gesture', phrase, openedAt: c.at, required, presses: [] };
      return;
    }
    case 1: {
      const one = placeOf(s).one;
      if (one !== null) {
        one(c);
        return afterEffect(c);
      }
      const from = Array.from({ length: s.seats }, (_, i) => (s.hands[rightOf(s, i)]!.length > 0 ? rightOf(s, i) : null));
      if (from.every((f) => f === null)) return afterEffect(c);
      for (const f of from) if (f !== null) shuffleHand(c, f);
      s.phase = { kind: 'blind-draws', from, picks: from.map(() => null) };
      return;
    }
    case 2: {
      const down = drawDeck(c);
      if (down !== null) {
        rowOf(c).push({ id: s.nextRowId++, card: down, faceDown: true, revealAt: s.turnNo + 1 });
        c.u.emit({ kind: 'face-down', seat, slot: s.nextRowId - 1 });
      }
      return afterEffect(c);
    }
    case 3:
      drawInto(c, seat);
      if (s.hands[seat]!.length === 0) return afterEffect(c);
      s.phase = { kind: 'discard' };
      return;
    case 4:
      if (takeSlots(s).length === 0) return afterEffect(c);
      s.phase = { kind: 'take' };
      return;
    case 5:
      if (s.hands[seat]!.length === 0) return afterEffect(c);
      s.phase = { kind: 'offer' };
      return;
    case 6:
      if (placeOf(s).sixSevenInert) return afterEffect(c);
      s.phase = { kind: 'name' };
      return;
    default:
      if (placeOf(s).sixSevenInert) return afterEffect(c);
      return continuePurge(c, [], []);
  }
}

/** The 7 goes on: the next card to discard, automatically when only one card is left to choose. */
function continuePurge(c: Ctx, doneNumbers: readonly number[], collected: readonly string[]): void {
  const s = c.s;
  for (;;) {
    const slots = purgeSlots(s, doneNumbers);
    if (slots.length === 0) return finishRowDiscard(c, collected);
    if (slots.length > 1) {
      s.phase = { kind: 'purge', done: doneNumbers, collected };
      return;
    }
    const card = discardSlot(c, slots[0]!);
    doneNumbers = [...doneNumbers, num(card)];
    if (placeOf(s).handsOut !== null) collected = [...collected, card];
  }
}

function discardSlot(c: Ctx, slot: number): string {
  const s = c.s;
  const i = s.row.findIndex((r) => r.id === slot);
  const card = s.row[i]!.card;
  rowOf(c).splice(i, 1);
  toDiscard(c, s.turn, [card], 'row');
  return card;
}

/** Cards a 3, 6 or 7 sent away: handed out where the place says so; otherwise the effect is done. */
function finishRowDiscard(c: Ctx, collected: readonly string[]): void {
  const handsOut = placeOf(c.s).handsOut;
  if (handsOut !== null && collected.length > 0) {
    handsOut(c, collected);
    return;
  }
  afterEffect(c);
}

// ---------------------------------------------------------------------------------------------
// Moves in the phases

export function applyMove(c: Ctx, seat: Seat, move: Move): RuleError | null {
  const s = c.s;
  const phase = s.phase;
  if (phase.kind === 'over') return fail('game-over');
  if (phase.kind === 'between') return fail('not-now');
  const moves = placeOf(s).moves;
  if (move.kind === 'ochko') return moves.ochko === undefined ? fail('not-now') : moves.ochko(c, seat);
  if (frozen(s)) return fail('not-now');
  if (move.kind === 'burn') return burn(c, seat, move.violation);
  switch (move.kind) {
    case 'lay':
      if (phase.kind !== 'lay') return fail('not-now');
      if (seat !== s.turn) return fail('not-your-turn');
      if (move.faceDown === true) {
        return moves.layFaceDown === undefined ? fail('not-now') : moves.layFaceDown(c, RULES, seat, move.card, move.phrase);
      }
      return lay(c, seat, move.card, move.phrase, move.puk === true);
    case 'reveal':
      if (phase.kind !== 'lay' || moves.reveal === undefined) return fail('not-now');
      if (seat !== s.turn) return fail('not-your-turn');
      return moves.reveal(c, RULES, seat);
    case 'improv':
      if (phase.kind !== 'lay' || moves.improv === undefined) return fail('not-now');
      if (seat !== s.turn) return fail('not-your-turn');
      return moves.improv(c, RULES, seat, move.discard);
    case 'say':
      return moves.say === undefined ? fail('not-now') : moves.say(c, RULES, seat, move.phrase ?? 'none');
    case 'gesture':
      return gesture(c, seat, move.gesture);
    case 'draw-blind':
      return drawBlind(c, seat, move.position);
    case 'shout':
      return moves.shout === undefined ? fail('not-now') : moves.shout(c, seat);
    case 'match':
      return moves.match === undefined ? fail('not-now') : moves.match(c, seat, move.card);
    case 'choose-taker':
      return moves.chooseTaker === undefined ? fail('not-now') : moves.chooseTaker(c, RULES, seat, move.seat);
    default:
      break;
  }
  if (seat !== s.turn) return fail('not-your-turn');
  switch (move.kind) {
    case 'discard':
      if (phase.kind !== 'discard') return fail('not-now');
      if (!removeFromHand(handOf(c, seat), move.card)) return fail('not-in-hand', { card: move.card });
      if (toDiscard(c, seat, [move.card], 'hand')) return finishRowDiscard(c, [move.card]), null;
      afterEffect(c);
      return null;
    case 'take': {
      if (phase.kind !== 'take') return fail('not-now');
      if (!takeSlots(s).includes(move.slot)) {
        const r = s.row.find((x) => x.id === move.slot);
        return r !== undefined ? fail('cannot-take-four') : fail('no-such-slot');
      }
      let card: string;
      let faceDown = false;
      if (move.slot === TOP_OF_DISCARD) card = discardOf(c).pop()!;
      else {
        const i = s.row.findIndex((r) => r.id === move.slot);
        card = s.row[i]!.card;
        faceDown = s.row[i]!.faceDown;
        rowOf(c).splice(i, 1);
      }
      // A face-down card may be taken even if it turns out to be a 4: it was face down when chosen.
      handOf(c, seat).push(card);
      c.u.emit({ kind: 'taken', seat, slot: move.slot, card, faceDown });
      afterEffect(c);
      return null;
    }
    case 'offer':
      if (phase.kind !== 'offer') return fail('not-now');
      if (move.target === seat || move.target < 0 || move.target >= s.seats) return fail('not-another-player');
      shuffleHand(c, seat);
      s.phase = { kind: 'give', target: move.target };
      return null;
    case 'name': {
      if (phase.kind !== 'name') return fail('not-now');
      if (!Number.isInteger(move.number) || move.number < 0 || move.number > 5) return fail('bad-number');
      c.u.emit({ kind: 'named', seat, number: move.number });
      const gone = s.row.filter((r) => !r.faceDown && num(r.card) === move.number);
      s.row = s.row.filter((r) => r.faceDown || num(r.card) !== move.number);
      const cards = gone.map((r) => r.card);
      if (toDiscard(c, seat, cards, 'row')) return finishRowDiscard(c, cards), null;
      afterEffect(c);
      return null;
    }
    case 'purge': {
      if (phase.kind !== 'purge') return fail('not-now');
      if (!purgeSlots(s, phase.done).includes(move.slot)) return fail('cannot-purge');
      const card = discardSlot(c, move.slot);
      const collected = placeOf(s).handsOut !== null ? [...phase.collected, card] : phase.collected;
      continuePurge(c, [...phase.done, num(card)], collected);
      return null;
    }
    case 'give':
      return moves.give === undefined ? fail('not-now') : moves.give(c, RULES, seat, move.card, move.to);
    case 'go':
      return moves.go === undefined ? fail('not-now') : moves.go(c, RULES, seat, move.discard);
    default:
      return fail('not-now');
  }
}

function gesture(c: Ctx, seat: Seat, g: Gesture): RuleError | null {
  const phase = c.s.phase;
  if (phase.kind !== 'gesture' || !phase.required.includes(seat)) return fail('not-now');
  if (!placeOf(c.s).gestures.includes(g)) return fail('not-now');
  if (phase.presses.some((p) => p.seat === seat)) return fail('already-pressed');
  c.s.phase = { ...phase, presses: [...phase.presses, { seat, at: c.at, gesture: g }] };
  c.u.emit({ kind: 'gestured', seat });
  return null;
}

function drawBlind(c: Ctx, seat: Seat, position: number): RuleError | null {
  const s = c.s;
  const phase = s.phase;
  if (phase.kind === 'blind-draws') {
    const from = phase.from[seat];
    if (from === null || from === undefined || phase.picks[seat] !== null) return fail('not-now');
    if (!Number.isInteger(position) || position < 0 || position >= s.hands[from]!.length) {
      return fail('no-such-position', { position });
    }
    const picks = phase.picks.map((p, i) => (i === seat ? position : p));
    if (picks.some((p, i) => p === null && phase.from[i] !== null)) {
      s.phase = { ...phase, picks };
      return null;
    }
    // Everyone has chosen: all draw at once, each from the neighbour's hand as it was.
    const before = s.hands.map((h) => h.slice());
    const taken = phase.from.map((f, i) => (f === null ? null : before[f]![picks[i]!]!));
    phase.from.forEach((f, i) => {
      if (f !== null) removeFromHand(handOf(c, f), taken[i]!);
    });
    phase.from.forEach((f, i) => {
      if (f === null) return;
      handOf(c, i).push(taken[i]!);
      c.u.emit({ kind: 'drew', seat: i, card: taken[i]!, from: f });
    });
    afterEffect(c);
    return null;
  }
  if (phase.kind === 'give') {
    if (seat !== phase.target) return fail('not-now');
    if (!Number.isInteger(position) || position < 0 || position >= s.hands[s.turn]!.length) {
      return fail('no-such-position', { position });
    }
    const card = handOf(c, s.turn).splice(position, 1)[0]!;
    handOf(c, seat).push(card);
    c.u.emit({ kind: 'drew', seat, card, from: s.turn });
    afterEffect(c);
    return null;
  }
  return fail('not-now');
}

function burn(c: Ctx, seat: Seat, id: number): RuleError | null {
  const s = c.s;
  if (reactionOpen(s)) return fail('not-now');
  const v = s.violations.find((x) => x.id === id);
  if (v === undefined) return fail('no-such-violation');
  if (v.seat === seat) return fail('cannot-burn-self');
  s.violations = s.violations.filter((x) => x.id !== id);
  c.u.emit({ kind: 'burned', by: seat, violation: id });
  if (PLACE_RULES[v.rule].violationOncePerTurn) {
    if (s.finedThisTurn.includes(v.seat)) return null;
    s.finedThisTurn = [...s.finedThisTurn, v.seat];
  }
  penalize(c, [v.seat], v.rule);
  return null;
}

/** A reaction window is open (a zero's gesture race, or a window of the place's): its presses are judged by time. */
export const reactionOpen = (s: State): boolean => s.phase.kind === 'gesture' || placeWindowEnd(s) !== null;

/** When the place's window open now closes; null when none is open. */
function placeWindowEnd(s: State): number | null {
  const w = placeOf(s).window;
  return w === null ? null : w.end(s);
}

/** The place's window open now stops everything else (the Lottery's «Очко!»). */
export function frozen(s: State): boolean {
  const w = placeOf(s).window;
  return w !== null && w.freezes && w.end(s) !== null;
}

// ---------------------------------------------------------------------------------------------
// Time

/** When the window open now closes (the place's first: the Lottery's stops a zero's race), or null. */
function windowEnd(s: State): number | null {
  const own = placeWindowEnd(s);
  if (own !== null) return own;
  const p = s.phase;
  if (p.kind === 'between') return p.until;
  if (p.kind === 'gesture') {
    const end = p.openedAt + s.config.gestureMs;
    return p.presses.length === p.required.length ? Math.min(end, lastPress(p.presses).at) : end;
  }
  return null;
}

export function deadline(s: State): number | null {
  const w = windowEnd(s);
  const clock = placeOf(s).clock;
  const r = clock === null ? null : clock.next(s);
  if (w === null) return r;
  return r === null ? w : Math.min(w, r);
}

export function tick(s: State, at: number): Step<State, Event> | null {
  const due = deadline(s);
  if (due === null || at < due) return null;
  const w = windowEnd(s);
  if (w === null || w > due) {
    // Not a window: the place's clock was due.
    return placeOf(s).clock!.tick(s, due, RULES);
  }
  const c = ctx(s, due);
  closeWindow(c);
  return done(c);
}

function closeWindow(c: Ctx): void {
  const s = c.s;
  const own = placeOf(s).window;
  if (own !== null && own.end(s) !== null) {
    own.close(c, RULES);
    return;
  }
  const p = s.phase;
  if (p.kind === 'between') {
    newRound(c, p.starter);
    return;
  }
  if (p.kind === 'gesture') {
    penalize(c, lastOf(p.presses, p.required, gestureFor(p.phrase), s.config.tieWindowMs), 'gesture');
    afterEffect(c);
  }
}

// ---------------------------------------------------------------------------------------------
// Chat: the silences

export function chat(s: State, seat: Seat, at: number): Step<State, Event> | null {
  if (seat < 0 || seat >= s.seats || !silence(s) || s.finedThisTurn.includes(seat)) return null;
  const c = ctx(s, at);
  // Silence holds, so the place has a silence rule.
  return placeOf(s).silence!.talk(c, seat) ? done(c) : null;
}

/** What the places' hooks call back into. */
const RULES: Rules = { rowSum, lowestHands, endRound, afterEffect, effect, phraseSaid, checkEnd, emptyHands, nextTurn };

export const result = <T>(r: RuleError | null, value: () => T): Result<T> => (r === null ? ok(value()) : err(r));

export type { Config };
