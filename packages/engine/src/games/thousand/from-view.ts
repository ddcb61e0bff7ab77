/**
 * The state behind a seat's view, for bots that search (a bot is given only its view): every
 * public fact as the view shows it, the seat's own hand, and what the seat cannot know filled in
 * plainly. `determinize` then re-deals the cards the seat has not seen (others' private cards, the
 * talons, two players' discards); `view(stateFromView(v, seat), seat)` is `v` again. The table's
 * settings are the view's own (they are public), so a playout follows the table's rules.
 *
 * What the view does not show is filled in as follows:
 * - the cards each seat has taken in tricks: the view gives their count and points only, so each
 *   pile is made of cards no hand shows, the last trick in its winner's pile, with exactly those
 *   points (shown talon cards no hand holds first: they were played);
 * - others' hidden cards, the talons and the discards: the cards left, in deck order;
 * - the running counts the score sheet implies (bolts in a row, barrel falls, the golden kon's end)
 *   are read back from the sheet's marks; the generator is a fixed one.
 */
import { Rng } from '../../core/rng.ts';
import type { Seat } from '../../core/types.ts';
import { cardId, DECK_SIZE, pointsOf, SUITS } from './cards.ts';
import { barrelSeatOf, goldenDeals, handSize, openerOf } from './deal.ts';
import { PUBLIC, type State, type View } from './state.ts';

function idOf(code: string): number {
  const id = cardId(code);
  if (id === undefined) throw new Error(`thousand: the view names an unknown card ${JSON.stringify(code)}`);
  return id;
}

const suitIndex = (suit: string | null): number => (suit === null ? -1 : SUITS.indexOf(suit as (typeof SUITS)[number]));

/** Every set of `count` cards of `pool` worth exactly `points`, in pool order (lazily: the first usually fits). */
function* piles(pool: readonly number[], count: number, points: number, from = 0): Generator<number[]> {
  if (count === 0) {
    if (points === 0) yield [];
    return;
  }
  for (let i = from; i <= pool.length - count; i++) {
    const p = pointsOf(pool[i]!);
    if (p > points) continue;
    for (const rest of piles(pool, count - 1, points - p, i + 1)) yield [pool[i]!, ...rest];
  }
}

/**
 * A pile of `counts[s]` cards worth `points[s]` for every seat from `s` on, from `pool`, each card in
 * one pile (a search over the seats: one seat's pile may leave the next none); null when none fit.
 */
function allPiles(pool: readonly number[], counts: readonly number[], points: readonly number[], s = 0): number[][] | null {
  if (s === counts.length) return [];
  for (const pile of piles(pool, counts[s]!, points[s]!)) {
    const left = pool.filter((c) => !pile.includes(c));
    const rest = allPiles(left, counts, points, s + 1);
    if (rest !== null) return [pile, ...rest];
  }
  return null;
}

/** Bolts in a row and barrel falls, counted back from the sheet's marks. */
function sheetCounts(view: View, seats: number): { boltRun: number[]; barrelFalls: number[]; goldenUntil: number; } {
  const boltRun = new Array<number>(seats).fill(0);
  const barrelFalls = new Array<number>(seats).fill(0);
  let goldenUntil = goldenDeals(seats);
  for (const line of view.sheet) {
    line.marks.forEach((marks, s) => {
      if (marks.includes('bolt')) boltRun[s] = (boltRun[s]! + 1) % 3;
      else if (marks.length > 0 || line.deltas[s] !== 0) boltRun[s] = 0;
      if (marks.includes('barrel-fall')) barrelFalls[s]!++;
    });
    if (line.marks.some((m) => m.includes('golden-restart'))) goldenUntil = line.deal + goldenDeals(seats);
  }
  return { boltRun, barrelFalls, goldenUntil };
}

export function stateFromView(view: View, seat: Seat): State {
  const seats = view.players.length;
  const config = view.config;
  const mine = view.hand.map(idOf);
  const known = view.players.map((p, s) => (s === seat ? mine : p.known.map(idOf)));
  const trick = view.trick.map((t) => idOf(t.card));
  const last = view.lastTrick === null ? [] : view.lastTrick.cards.map((t) => idOf(t.card));
  const shown = view.talonShown.map(idOf);
  const placed = new Set<number>([...known.flat(), ...trick, ...last]);
  // Shown talon cards no hand holds were played (or, two players, discarded): offered to the piles first.
  const rest = [
    ...shown.filter((c) => !placed.has(c)),
    ...Array.from({ length: DECK_SIZE }, (_, c) => c).filter((c) => !placed.has(c) && !shown.includes(c)),
  ];
  const perTrick = view.order.length;
  const forced = view.players.map((_, s) => (view.lastTrick !== null && view.lastTrick.winner === s ? last : []));
  const found = allPiles(
    rest,
    view.players.map((p, s) => p.tricks * perTrick - forced[s]!.length),
    view.players.map((p, s) => p.trickPoints - forced[s]!.reduce((a, c) => a + pointsOf(c), 0)),
  );
  if (found === null) throw new Error('thousand: no tricks fit the counts and points of the view');
  const won = found.map((pile, s) => [...forced[s]!, ...pile]);
  const taken = new Set(found.flat());
  // Shown talon cards that are in no pile and no hand were discarded (two players): they go last, to the discards.
  const left = [
    ...rest.filter((c) => !taken.has(c) && !shown.includes(c)),
    ...rest.filter((c) => !taken.has(c) && shown.includes(c)),
  ];
  const seen = new Array<number>(DECK_SIZE).fill(0);
  for (const pile of won) for (const c of pile) seen[c] = PUBLIC;
  for (const c of trick) seen[c] = PUBLIC;
  let k = 0;
  /** Cards put in others' hands to make up their counts: where they are is what the seat does not know. */
  const fillers = new Set<number>();
  const hands = view.players.map((p, s) => {
    if (s === seat) {
      for (const c of mine) seen[c] = 1 << seat;
      return mine;
    }
    const hand = known[s]!.slice();
    for (const c of hand) seen[c] = (1 << seat) | (1 << s);
    while (hand.length < p.handCount) {
      const c = left[k++]!;
      seen[c] = 1 << s;
      fillers.add(c);
      hand.push(c);
    }
    return hand;
  });
  const talons = view.talonCounts.map((n) => left.slice(k, k += n));
  const discards = left.slice(k);
  for (const c of discards) seen[c] = view.declarer >= 0 ? 1 << view.declarer : 0;
  // A shown talon card is public where the seat still knows its place; one the declarer gave away (a hand's filler
  // here) went where only the declarer and its taker know.
  for (const c of shown) if (seen[c] !== 0 && !fillers.has(c)) seen[c] = PUBLIC;
  const { boltRun, barrelFalls, goldenUntil } = sheetCounts(view, seats);
  const barrelSeat = barrelSeatOf(config, view.order, view.players.map((p) => p.onBarrel));
  const full = handSize(seats);
  return {
    seats,
    config,
    rng: Rng.seeded(0).state(),
    phase: view.phase,
    dealsScored: view.deal - 1,
    goldenUntil,
    dealer: view.dealer,
    order: view.order,
    hands,
    seen,
    talons,
    talonShown: shown,
    talonTaken: shown,
    discards,
    opener: openerOf(config, view.order, view.dealer, barrelSeat),
    opening: view.opening,
    bid: view.bid,
    bidder: view.bidder,
    passed: view.players.map((p) => p.passed),
    turn: view.toAct[0] ?? -1,
    declarer: view.declarer,
    contract: view.contract,
    golden: view.golden,
    dark: view.dark,
    givenTo: view.phase === 'give' ? view.order.filter((s) => s !== view.declarer && view.players[s]!.handCount > full) : [],
    leader: view.leader,
    trick,
    trump: suitIndex(view.trump),
    voids: view.voids.map((suits) => suits.reduce((bits, suit) => bits | (1 << suitIndex(suit)), 0)),
    lastTrick: view.lastTrick === null ?
      null :
      { leader: view.lastTrick.cards[0]!.seat, cards: last, winner: view.lastTrick.winner },
    won,
    tricks: view.players.map((p) => p.tricks),
    declarations: view.declarations.map((d) => ({ seat: d.seat, suit: suitIndex(d.suit), type: d.type, points: d.points })),
    scores: view.scores,
    onBarrel: view.players.map((p) => p.onBarrel),
    barrelAttempts: view.players.map((p) => p.barrelAttempts),
    barrelFalls,
    bolts: view.players.map((p) => p.bolts),
    boltRun,
    rollOuts: view.players.map((p) => p.rollOuts),
    sheet: view.sheet,
  };
}
