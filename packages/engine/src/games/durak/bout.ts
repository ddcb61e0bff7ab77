/**
 * The end of a bout and everything it sets off: the table to the discard or
 * to the taker, the refill, players going out, the end of a game and the
 * deal of the next game of a series. This is where the hands are rebuilt:
 * during the bout they kept the cards played onto the table (see State).
 */
import type { Seat } from '../../core/types.ts';
import { CODES, codes } from './cards.ts';
import { boutLimit } from './rules.ts';
import { nextInPlay } from './seats.ts';
import type { Draft, MutableState } from './state.ts';
import { anyOnTable, clearTable, hasPlayed, held, tableCards } from './table.ts';

/**
 * The hands (and their known parts) without the cards now on the table, for the seats that
 * played this bout; arrays of seats that did not play stay shared. The new arrays are owned by
 * the move, so the take and the refill may append to them.
 */
function dropPlayed(u: Draft, s: MutableState): void {
  let hands: (readonly number[])[] | null = null;
  let known: (readonly number[])[] | null = null;
  for (let seat = 0; seat < s.seats; seat++) {
    if (!hasPlayed(s, seat)) continue;
    (hands ??= u.adopt(s.hands.slice()))[seat] = u.adopt(held(s, s.hands[seat]!));
    const k = s.known[seat]!;
    if (k.length > 0 && anyOnTable(s, k)) (known ??= u.adopt(s.known.slice()))[seat] = u.adopt(held(s, k));
  }
  if (hands !== null) s.hands = hands;
  if (known !== null) s.known = known;
}

/**
 * Decision 9: refill up to dealSize, the main attacker first, the other seats
 * clockwise from it, the defender last, while the talon lasts. Porozhniy: a
 * seat draws only into an empty hand (then up to dealSize).
 */
function refill(u: Draft, s: MutableState): void {
  const n = s.seats;
  const emptyOnly = s.config.variant === 'porozhniy';
  const order = s.deal.order;
  const trumpCard = s.deal.trumpCard;
  let at = s.talonAt;
  // i = n stands for the defender, who draws last.
  for (let i = 0; i <= n && at < order.length; i++) {
    const seat = i === n ? s.defender : (s.attacker + i) % n;
    if (i < n && (seat === s.defender || s.place[seat] !== 0)) continue;
    const have = s.hands[seat]!.length;
    if (emptyOnly && have > 0) continue;
    const take = Math.min(s.config.dealSize - have, order.length - at);
    if (take <= 0) continue;
    const hands = (s.hands = u.writable(s.hands));
    const hand = (hands[seat] = u.writable(hands[seat]!));
    const cards: string[] = [];
    for (let k = 0; k < take; k++) {
      hand.push(order[at + k]!);
      cards.push(CODES[order[at + k]!]!);
    }
    at += take;
    // Decision 9: the face-up trump card stays known to all in its new hand.
    if (at === order.length && order[at - 1] === trumpCard) {
      const known = (s.known = u.writable(s.known));
      (known[seat] = u.writable(known[seat]!)).push(trumpCard);
    }
    u.emit({ kind: 'draw', seat, count: take, cards, trumpCard: CODES[trumpCard]! });
  }
  s.talonAt = at;
}

/** Decision 11: after refill, seats with no cards while the talon is empty are out, sharing one place. */
function goOut(u: Draft, s: MutableState): void {
  if (s.talonAt < s.deal.order.length) return;
  let outBefore = 0;
  for (let i = 0; i < s.seats; i++) if (s.place[i] !== 0) outBefore++;
  let seats: Seat[] | null = null;
  for (let i = 0; i < s.seats; i++) {
    if (s.place[i] === 0 && s.hands[i]!.length === 0) (seats ??= []).push(i);
  }
  if (seats === null) return;
  const place = (s.place = u.writable(s.place));
  for (const i of seats) place[i] = outBefore + 1;
  u.emit({ kind: 'out', seats, place: outBefore + 1 });
}

/** Decision 11/12: the game ends when at most one seat holds cards; then the series goes on or ends. */
function endGame(u: Draft, s: MutableState, at: number): void {
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
  u.emit({ kind: 'round-over', game: s.deal.game, places: places.slice(), durak, losses: losses.slice(), seriesOver });
  s.place = places;
  // Decision 12: the next game is dealt by `tick`, so the final position and its events come first.
  s.deal = { ...s.deal, losses, lastPlaces: places, over: seriesOver, nextDealAt: seriesOver ? null : at };
}

/** Close the bout: `taken` = the defender takes every card on the table, else they go to the discard. */
export function endBout(u: Draft, taken: boolean, at: number): void {
  const s = u.edit();
  const cards = tableCards(s);
  const defender = s.defender;
  u.emit({ kind: 'bout-over', defender, taken, cards: codes(cards) });
  dropPlayed(u, s);
  if (taken) {
    // Decision 10: everyone saw the taken cards; they stay public until played.
    const hands = (s.hands = u.writable(s.hands));
    const hand = (hands[defender] = u.writable(hands[defender]!));
    const known = (s.known = u.writable(s.known));
    const seen = (known[defender] = u.writable(known[defender]!));
    for (let i = 0; i < cards.length; i++) {
      hand.push(cards[i]!);
      seen.push(cards[i]!);
    }
  } else {
    s.discard = { cards, before: s.discard };
  }
  clearTable(s);
  s.done = 0;
  s.taking = false;
  refill(u, s);
  goOut(u, s);
  let inPlay = 0;
  for (let i = 0; i < s.seats; i++) if (s.place[i] === 0) inPlay++;
  if (inPlay <= 1) {
    endGame(u, s, at);
    return;
  }
  // Seed 002: the defender who beat everything attacks next (or the next seat if it went out); a taker is skipped.
  const attacker = !taken && s.place[defender] === 0 ? defender : nextInPlay(s.place, defender);
  s.attacker = attacker;
  s.defender = nextInPlay(s.place, attacker);
  s.firstBout = false;
  s.limit = boutLimit(s.config, false, s.hands[s.defender]!.length);
}
