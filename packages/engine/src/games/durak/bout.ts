/**
 * The end of a bout and everything it sets off: the table to the discard or
 * to the taker, the refill, players going out, the end of a game and the
 * deal of the next game of a series. This is where the hands are rebuilt:
 * during the bout they kept the cards played onto the table (see State).
 */
import type { Seat } from '../../core/types.ts';
import { CARD_COUNT, CODES } from './cards.ts';
import { MAX_SEATS } from './config.ts';
import { codeList, intList } from './lists.ts';
import { boutLimit } from './rules.ts';
import { nextInPlay } from './seats.ts';
import type { Event, MutableState } from './state.ts';
import { clearTable, handSize, hasPlayed, slot } from './table.ts';

/** Where each seat's refill starts in the deck order and how many cards it draws (this bout's, see endBout). */
const DRAW_FROM = new Int32Array(MAX_SEATS);
const DRAW_COUNT = new Int32Array(MAX_SEATS);
/** Scratch for the cards of a new hand or list (a hand never holds more than every card). */
const CARDS = new Int32Array(CARD_COUNT);
/** Write the table's cards into `out` from index `m`: the attacks in order, then the covers in the order of their attacks. */
function writeTable(s: MutableState, out: Int32Array, m: number): number {
  const n = s.count;
  for (let i = 0; i < n; i++) out[m++] = slot(s.attacksLo, s.attacksHi, i);
  for (let i = 0; i < n; i++) {
    const c = slot(s.coversLo, s.coversHi, i);
    out[m] = c;
    m += c >= 0 ? 1 : 0;
  }
  return m;
}

/**
 * Decision 9: refill up to dealSize, the main attacker first, the other seats clockwise from it,
 * the defender last, while the talon lasts. Porozhniy: a seat draws only into an empty hand (then
 * up to dealSize). Only works out and announces the draws (DRAW_FROM, DRAW_COUNT): the hands are
 * built after, once per seat (endBout). `tableCount` cards go to the defender when it takes.
 * Returns the seat that drew the face-up trump card (the talon's last), or -1.
 */
function refill(events: Event[] | null, s: MutableState, taken: boolean, tableCount: number): Seat {
  const n = s.seats;
  const emptyOnly = s.config.variant === 'porozhniy';
  const order = s.deal.order;
  const trumpCard = s.deal.trumpCard;
  const cards = CARDS;
  let at = s.talonAt;
  let trumpTo = -1;
  for (let i = 0; i < n; i++) DRAW_COUNT[i] = 0;
  // i = n stands for the defender, who draws last.
  for (let i = 0; i <= n && at < order.length; i++) {
    const seat = i === n ? s.defender : (s.attacker + i) % n;
    if (i < n && (seat === s.defender || s.place[seat] !== 0)) continue;
    const have = handSize(s, seat) + (taken && seat === s.defender ? tableCount : 0);
    if (emptyOnly && have > 0) continue;
    const take = Math.min(s.config.dealSize - have, order.length - at);
    if (take <= 0) continue;
    DRAW_FROM[seat] = at;
    DRAW_COUNT[seat] = take;
    at += take;
    // Decision 9: the face-up trump card stays known to all in its new hand.
    if (at === order.length && order[at - 1] === trumpCard) trumpTo = seat;
    if (events !== null) {
      for (let k = 0; k < take; k++) cards[k] = order[at - take + k]!;
      events.push({ kind: 'draw', seat, count: take, cards: codeList(cards, take), trumpCard: CODES[trumpCard]! });
    }
  }
  s.talonAt = at;
  return trumpTo;
}

/**
 * The hands after the bout, each built once: without the cards the seat put on the table, then (the
 * defender) the table it takes, then what it drew. Arrays of seats that did not change stay shared
 * with the state the move started from. Each new array is written into the scratch first and made
 * at its exact size (lists.ts). The known cards (decision 10) are a bit set: the table's cards leave
 * it, unless the defender takes them (everyone saw them), and the face-up trump card joins it when
 * drawn.
 */
function rebuildHands(s: MutableState, taken: boolean, trumpTo: Seat): void {
  const onLo = s.onLo;
  const onHi = s.onHi;
  const order = s.deal.order;
  const cards = CARDS;
  let hands: (readonly number[])[] | null = null;
  for (let seat = 0; seat < s.seats; seat++) {
    const played = hasPlayed(s, seat);
    const takes = taken && seat === s.defender;
    const draws = DRAW_COUNT[seat]!;
    if (played || takes || draws > 0) {
      const old = s.hands[seat]!;
      // Kept by counting (no branch per card on "on the table", as in findMoves: the cards come in
      // no order a processor could predict). The test is table.ts setBit written out (as in findMoves:
      // an imported function is looked up and checked at every call).
      let m = 0;
      for (let j = 0; j < old.length; j++) {
        const c = old[j]!;
        const low = (c - 28) >> 31;
        cards[m] = c;
        m += 1 - ((((onLo & low) | (onHi & ~low)) >> (c + (~low & -28))) & 1);
      }
      if (takes) m = writeTable(s, cards, m);
      const from = DRAW_FROM[seat]!;
      for (let k = 0; k < draws; k++) cards[m++] = order[from + k]!;
      // The outer array is this move's own copy (young), so storing into it costs no write barrier call.
      (hands ??= s.hands.slice())[seat] = intList(cards, m);
    }
  }
  if (hands !== null) s.hands = hands;
  // Decision 10: everyone saw the taken cards; they stay public until played. The face-up trump card stays known to all.
  let knownLo = taken ? s.knownLo | onLo : s.knownLo & ~onLo;
  let knownHi = taken ? s.knownHi | onHi : s.knownHi & ~onHi;
  if (trumpTo >= 0) {
    const t = s.deal.trumpCard;
    if (t < 28) knownLo |= 1 << t;
    else knownHi |= 1 << (t - 28);
  }
  s.knownLo = knownLo;
  s.knownHi = knownHi;
}

/** Decision 11: after refill, seats with no cards while the talon is empty are out, sharing one place. */
function goOut(events: Event[] | null, s: MutableState): void {
  if (s.talonAt < s.deal.order.length) return;
  let outBefore = 0;
  for (let i = 0; i < s.seats; i++) if (s.place[i] !== 0) outBefore++;
  let seats: Seat[] | null = null;
  for (let i = 0; i < s.seats; i++) {
    if (s.place[i] === 0 && s.hands[i]!.length === 0) (seats ??= []).push(i);
  }
  if (seats === null) return;
  const place = (s.place = s.place.slice());
  for (const i of seats) place[i] = outBefore + 1;
  events?.push({ kind: 'out', seats, place: outBefore + 1 });
}

/** Decision 11/12: the game ends when at most one seat holds cards; then the series goes on or ends. */
function endGame(events: Event[] | null, s: MutableState, at: number): void {
  let durak: Seat | null = null;
  const places = s.place.slice();
  for (let i = 0; i < s.seats; i++) {
    if (places[i] === 0) {
      durak = i;
      places[i] = s.seats; // the last player holding cards takes the last place
    }
  }
  // No seat left in play: the last ones emptied their hands in the same bout, a draw at the place they reached.
  const losses = s.deal.losses.slice();
  if (durak !== null) losses[durak]! += 1;
  let most = 0;
  for (const l of losses) most = Math.max(most, l);
  const seriesOver = s.config.series === 1 || most >= s.config.series;
  events?.push({ kind: 'round-over', game: s.deal.game, places: places.slice(), durak, losses: losses.slice(), seriesOver });
  s.place = places;
  // Decision 12: the next game is dealt by `tick`, so the final position and its events come first.
  s.deal = { ...s.deal, losses, lastPlaces: places, over: seriesOver, nextDealAt: seriesOver ? null : at };
}

/**
 * Close the bout on the move's draft `s` after the move's own `event`, and return the step's events
 * (that event first): `taken` = the defender takes every card on the table, else they go to the
 * discard. It is given the draft, not the updater, so that the updater never leaves `apply` (see
 * there). Arrays it puts into the draft are fresh (built here), never the state's own.
 */
export function endBout(s: MutableState, event: Event, taken: boolean, at: number): Event[] {
  const tableCount = writeTable(s, CARDS, 0);
  // Made young here and grown by push: storing events into a module's scratch list (old) would cost a
  // write barrier call per event.
  const events: Event[] = [event, { kind: 'bout-over', defender: s.defender, taken, cards: codeList(CARDS, tableCount) }];
  closeBout(s, taken, at, events);
  return events;
}

/**
 * The bout's end on `s` (see endBout), its events pushed to `events`, or none made at all (null: the
 * random playout, playout.ts, which plays on a private copy and reports no events).
 */
export function closeBout(s: MutableState, taken: boolean, at: number, events: Event[] | null): void {
  const defender = s.defender;
  // Every attack card, and a cover on each but the uncovered ones.
  const tableCount = 2 * s.count - s.uncovered;
  const trumpTo = refill(events, s, taken, tableCount);
  rebuildHands(s, taken, trumpTo);
  if (!taken) {
    s.discard = {
      attacksLo: s.attacksLo,
      attacksHi: s.attacksHi,
      coversLo: s.coversLo,
      coversHi: s.coversHi,
      count: s.count,
      before: s.discard,
    };
  }
  clearTable(s);
  s.done = 0;
  s.taking = false;
  goOut(events, s);
  let inPlay = 0;
  for (let i = 0; i < s.seats; i++) if (s.place[i] === 0) inPlay++;
  if (inPlay <= 1) {
    endGame(events, s, at);
  } else {
    // Seed 002: the defender who beat everything attacks next (or the next seat if it went out); a taker is skipped.
    const attacker = !taken && s.place[defender] === 0 ? defender : nextInPlay(s.place, defender);
    s.attacker = attacker;
    s.defender = nextInPlay(s.place, attacker);
    s.firstBout = false;
    s.limit = boutLimit(s.config, false, s.hands[s.defender]!.length);
  }
}
