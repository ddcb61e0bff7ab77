/**
 * The end of a bout and everything it sets off: the table to the discard or
 * to the taker, the refill, players going out, the end of a game and the
 * deal of the next game of a series.
 */
import type { Seat } from '../../core/types.ts';
import { CODES, codes } from './cards.ts';
import { boutLimit } from './rules.ts';
import { nextInPlay } from './seats.ts';
import type { Draft, State } from './state.ts';

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
function refill(u: Draft): void {
  const s = u.state;
  const n = s.seats;
  const emptyOnly = s.config.variant === 'porozhniy';
  const talon = s.talon;
  let drawn = 0;
  // i = n stands for the defender, who draws last.
  for (let i = 0; i <= n && drawn < talon.length; i++) {
    const seat = i === n ? s.defender : (s.attacker + i) % n;
    if (i < n && (seat === s.defender || s.place[seat] !== 0)) continue;
    const have = s.hands[seat]!.length;
    if (emptyOnly && have > 0) continue;
    const take = Math.min(s.config.dealSize - have, talon.length - drawn);
    if (take <= 0) continue;
    const d = u.edit();
    const hands = (d.hands = u.writable(d.hands));
    const hand = (hands[seat] = u.writable(hands[seat]!));
    const cards: string[] = [];
    for (let k = 0; k < take; k++) {
      hand.push(talon[drawn + k]!);
      cards.push(CODES[talon[drawn + k]!]!);
    }
    drawn += take;
    // Decision 9: the face-up trump card stays known to all in its new hand.
    if (drawn === talon.length && talon[drawn - 1] === s.trumpCard) {
      const known = (d.known = u.writable(d.known));
      (known[seat] = u.writable(known[seat]!)).push(s.trumpCard);
    }
    u.emit({ kind: 'draw', seat, count: take, cards, trumpCard: CODES[s.trumpCard]! });
  }
  if (drawn > 0) u.edit().talon = talon.slice(drawn);
}

/** Decision 11: after refill, seats with no cards while the talon is empty are out, sharing one place. */
function goOut(u: Draft): void {
  const s = u.state;
  if (s.talon.length > 0) return;
  let outBefore = 0;
  for (let i = 0; i < s.seats; i++) if (s.place[i] !== 0) outBefore++;
  let seats: Seat[] | null = null;
  for (let i = 0; i < s.seats; i++) {
    if (s.place[i] === 0 && s.hands[i]!.length === 0) (seats ??= []).push(i);
  }
  if (seats === null) return;
  const d = u.edit();
  const place = (d.place = u.writable(d.place));
  for (const i of seats) place[i] = outBefore + 1;
  u.emit({ kind: 'out', seats, place: outBefore + 1 });
}

/** Decision 11/12: the game ends when at most one seat holds cards; then the series goes on or ends. */
function endGame(u: Draft, at: number): void {
  const s = u.edit();
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
  let most = 0;
  for (const l of losses) most = Math.max(most, l);
  const seriesOver = s.config.series === 1 || most >= s.config.series;
  u.emit({ kind: 'round-over', game: s.game, places: places.slice(), durak, losses: losses.slice(), seriesOver });
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
export function endBout(u: Draft, taken: boolean, at: number): void {
  const s = u.edit();
  const cards = tableCards(s);
  const defender = s.defender;
  u.emit({ kind: 'bout-over', defender, taken, cards: codes(cards) });
  if (taken) {
    // Decision 10: everyone saw the taken cards; they stay public until played.
    const hands = (s.hands = u.writable(s.hands));
    const hand = (hands[defender] = u.writable(hands[defender]!));
    const known = (s.known = u.writable(s.known));
    const seen = (known[defender] = u.writable(known[defender]!));
    for (const c of cards) {
      hand.push(c);
      seen.push(c);
    }
  } else {
    const discard = (s.discard = u.writable(s.discard));
    for (const c of cards) discard.push(c);
  }
  s.attacks = [];
  s.covers = [];
  s.tableRanks = 0;
  s.done = 0;
  s.taking = false;
  refill(u);
  goOut(u);
  let inPlay = 0;
  for (let i = 0; i < s.seats; i++) if (s.place[i] === 0) inPlay++;
  if (inPlay <= 1) {
    endGame(u, at);
    return;
  }
  // Seed 002: the defender who beat everything attacks next (or the next seat if it went out); a taker is skipped.
  const attacker = !taken && s.place[defender] === 0 ? defender : nextInPlay(s.place, defender);
  s.attacker = attacker;
  s.defender = nextInPlay(s.place, attacker);
  s.firstBout = false;
  s.limit = boutLimit(s.config, false, s.hands[s.defender]!.length);
}
