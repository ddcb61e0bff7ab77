/**
 * The end of a bout and everything it sets off: the table to the discard or
 * to the taker, the refill, players going out, the end of a game and the
 * deal of the next game of a series.
 */
import type { Seat } from '../../core/types.ts';
import { append, joined } from './arrays.ts';
import { CODES, codes } from './cards.ts';
import { boutLimit } from './rules.ts';
import { nextInPlay } from './seats.ts';
import type { Event, MutableState, State } from './state.ts';

/** Cards on the table: attacks and the cards covering them. */
function tableCards(state: State): number[] {
  const out = state.attacks.slice();
  for (let i = 0; i < state.covers.length; i++) if (state.covers[i]! >= 0) out.push(state.covers[i]!);
  return out;
}

/**
 * Decision 9: refill up to dealSize, the main attacker first, the other seats
 * clockwise from it, the defender last, while the talon lasts. Porozhniy: a
 * seat draws only into an empty hand (then up to dealSize).
 */
function refill(s: MutableState, events: Event[]): void {
  const n = s.seats;
  const order: Seat[] = [];
  for (let i = 0; i < n; i++) {
    const seat = (s.attacker + i) % n;
    if (seat !== s.defender && s.place[seat] === 0) order.push(seat);
  }
  order.push(s.defender);
  const emptyOnly = s.config.variant === 'porozhniy';
  let talon = s.talon;
  let hands: number[][] | null = null;
  let known: (readonly number[])[] | null = null;
  for (const seat of order) {
    if (talon.length === 0) break;
    const have = s.hands[seat]!.length;
    if (emptyOnly && have > 0) continue;
    const take = Math.min(s.config.dealSize - have, talon.length);
    if (take <= 0) continue;
    const drawn = talon.slice(0, take);
    talon = talon.slice(take);
    hands ??= s.hands.slice() as number[][];
    hands[seat] = joined(hands[seat]!, drawn);
    // Decision 9: the face-up trump card stays known to all in its new hand.
    if (talon.length === 0 && drawn[drawn.length - 1] === s.trumpCard) {
      known ??= s.known.slice();
      known[seat] = append(known[seat]!, s.trumpCard);
    }
    events.push({ kind: 'draw', seat, count: take, cards: codes(drawn), trumpCard: CODES[s.trumpCard]! });
  }
  if (hands !== null) {
    s.hands = hands;
    s.talon = talon;
  }
  if (known !== null) s.known = known;
}

/** Decision 11: after refill, seats with no cards while the talon is empty are out, sharing one place. */
function goOut(s: MutableState, events: Event[]): void {
  if (s.talon.length > 0) return;
  let outBefore = 0;
  for (let i = 0; i < s.seats; i++) if (s.place[i] !== 0) outBefore++;
  let place: number[] | null = null;
  const seats: Seat[] = [];
  for (let i = 0; i < s.seats; i++) {
    if (s.place[i] === 0 && s.hands[i]!.length === 0) {
      place ??= s.place.slice();
      place[i] = outBefore + 1;
      seats.push(i);
    }
  }
  if (place === null) return;
  s.place = place;
  events.push({ kind: 'out', seats, place: outBefore + 1 });
}

/** Decision 11/12: the game ends when at most one seat holds cards; then the series goes on or ends. */
function endGame(s: MutableState, events: Event[], at: number): void {
  let durak: Seat | null = null;
  const places = s.place.slice();
  for (let i = 0; i < s.seats; i++) {
    if (places[i] === 0) {
      durak = i;
      places[i] = s.seats; // the last player holding cards takes the last place
    }
  }
  // No seat left in play: the last ones emptied their hands in the same bout, a draw at the place they reached.
  const losses = s.losses.slice();
  if (durak !== null) losses[durak]! += 1;
  const seriesOver = s.config.series === 1 || Math.max(...losses) >= s.config.series;
  events.push({ kind: 'round-over', game: s.game, places: places.slice(), durak, losses: losses.slice(), seriesOver });
  s.losses = losses;
  s.lastPlaces = places;
  s.place = places;
  if (seriesOver) {
    s.over = true;
    return;
  }
  // Decision 12: the next game is dealt by `tick`, so the final position and its events come first.
  s.nextDealAt = at;
}

/** Close the bout: `taken` = the defender takes every card on the table, else they go to the discard. */
export function endBout(s: MutableState, taken: boolean, events: Event[], at: number): void {
  const cards = tableCards(s);
  const defender = s.defender;
  events.push({ kind: 'bout-over', defender, taken, cards: codes(cards) });
  if (taken) {
    // Decision 10: everyone saw the taken cards; they stay public until played.
    const hands = s.hands.slice();
    hands[defender] = joined(hands[defender]!, cards);
    const known = s.known.slice();
    known[defender] = joined(known[defender]!, cards);
    s.hands = hands;
    s.known = known;
  } else {
    s.discard = joined(s.discard, cards);
  }
  s.attacks = [];
  s.covers = [];
  s.tableRanks = 0;
  s.done = 0;
  s.taking = false;
  refill(s, events);
  goOut(s, events);
  let inPlay = 0;
  for (let i = 0; i < s.seats; i++) if (s.place[i] === 0) inPlay++;
  if (inPlay <= 1) {
    endGame(s, events, at);
    return;
  }
  // Seed 002: the defender who beat everything attacks next (or the next seat if it went out); a taker is skipped.
  const attacker = !taken && s.place[defender] === 0 ? defender : nextInPlay(s.place, defender);
  s.attacker = attacker;
  s.defender = nextInPlay(s.place, attacker);
  s.firstBout = false;
  s.limit = boutLimit(s.config, false, s.hands[s.defender]!.length);
}
