/**
 * The state behind a seat's view, for bots that search (a bot is given only its view): every
 * public fact as the view shows it, the seat's own hand in its order, and what the seat cannot
 * know filled in plainly — each other hand is its known cards (decision 10: taken from the table,
 * the trump card) followed by unseen cards, the talon's hidden part the rest of them, in deck order.
 * `determinize` then re-deals exactly those unseen cards, so the known cards stay where play showed
 * them. `view(stateFromView(v, seat), seat)` is `v` again.
 *
 * Like a determinized state, the hands hold only the cards held now (the cards on the table are
 * counted as played by nobody) and the discard keeps its order as one beaten pair per bout, which
 * is all a view shows of it. What no view shows and no rule of the game in play reads is set
 * plainly: the first-bout limit of a later game of the series (the view's limit while the first
 * bout lasts), the time of the next deal of a series (0: due), the generator.
 */
import { Rng } from '../../core/rng.ts';
import type { Seat } from '../../core/types.ts';
import { cardId, deckIds, rankOf, SUITS } from './cards.ts';
import type { Discard, State, View } from './state.ts';

function idOf(code: string): number {
  const id = cardId(code);
  if (id === undefined) throw new Error(`durak: the view names an unknown card ${JSON.stringify(code)}`);
  return id;
}

const idsOf = (xs: readonly string[]): number[] => xs.map(idOf);

/** A card set as two 28-bit ints (ids 0..27, 28..55), as the state keeps it. */
function bits(ids: readonly number[]): { lo: number; hi: number; } {
  let lo = 0;
  let hi = 0;
  for (const c of ids) {
    if (c < 28) lo |= 1 << c;
    else hi |= 1 << (c - 28);
  }
  return { lo, hi };
}

/** Up to six cards packed in slots of 6 bits (card id + 1, 0 = empty), three to an int. */
function packed(cards: readonly (number | null)[]): { lo: number; hi: number; } {
  let lo = 0;
  let hi = 0;
  cards.forEach((c, i) => {
    if (c === null) return;
    if (i < 3) lo |= (c + 1) << (i * 6);
    else hi |= (c + 1) << ((i - 3) * 6);
  });
  return { lo, hi };
}

/** The discard as one beaten pair per link, oldest first in the view, newest first in the list. */
function discardOf(cards: readonly number[]): Discard | null {
  if (cards.length % 2 !== 0) throw new Error(`durak: a discard of ${cards.length} cards is not beaten pairs`);
  let before: Discard | null = null;
  for (let i = 0; i < cards.length; i += 2) {
    before = { attacksLo: cards[i]! + 1, attacksHi: 0, coversLo: cards[i + 1]! + 1, coversHi: 0, count: 1, before };
  }
  return before;
}

export function stateFromView(view: View, seat: Seat): State {
  const config = {
    variant: view.variant,
    deck: view.deck,
    dealSize: view.dealSize,
    firstBoutLimit: view.firstBout && view.limit === 6 ? 6 : 5,
    throwIn: view.throwIn,
    series: view.series,
  } as const;
  const own = idsOf(view.hand);
  const known = view.seats.map((s) => idsOf(s.known));
  const attacks = view.table.map((p) => idOf(p.attack));
  const covers = view.table.map((p) => (p.cover === null ? null : idOf(p.cover)));
  const discard = idsOf(view.discard);
  const trumpCard = idOf(view.trumpCard);
  const seen = new Set<number>([...own, ...known.flat(), ...attacks, ...discard]);
  for (const c of covers) if (c !== null) seen.add(c);
  if (view.trumpCardInTalon) seen.add(trumpCard);
  const unseen = deckIds(config).filter((c) => !seen.has(c));
  let k = 0;
  const hands = view.seats.map((s, i) => {
    if (i === seat) return own;
    const hand = known[i]!.slice();
    for (let n = s.handSize - hand.length; n > 0; n--) hand.push(unseen[k++]!);
    return hand;
  });
  const talon = view.talonCount > 0 ? [...unseen.slice(k, k + view.talonCount - 1), trumpCard] : [];
  const knownSet = bits(known.flat());
  const attackSlots = packed(attacks);
  const coverSlots = packed(covers);
  const onTable = bits([...attacks, ...covers.filter((c): c is number => c !== null)]);
  let tableRanks = 0;
  for (const c of [...attacks, ...covers]) if (c !== null) tableRanks |= 1 << rankOf(c);
  let done = 0;
  view.seats.forEach((s, i) => (done |= s.done ? 1 << i : 0));
  return {
    config,
    seats: view.seats.length,
    deal: {
      rng: Rng.seeded(0).state(),
      game: view.game,
      order: talon,
      trumpCard,
      trumpSuit: view.trumpSuit === null ? -1 : SUITS.indexOf(view.trumpSuit as (typeof SUITS)[number]),
      losses: view.seats.map((s) => s.losses),
      lastPlaces: view.lastPlaces,
      nextDealAt: view.gameOver && !view.seriesOver ? 0 : null,
      over: view.seriesOver,
    },
    hands,
    knownLo: knownSet.lo,
    knownHi: knownSet.hi,
    played: 0,
    talonAt: 0,
    attacksLo: attackSlots.lo,
    attacksHi: attackSlots.hi,
    coversLo: coverSlots.lo,
    coversHi: coverSlots.hi,
    count: attacks.length,
    uncovered: covers.filter((c) => c === null).length,
    onLo: onTable.lo,
    onHi: onTable.hi,
    tableRanks,
    discard: discardOf(discard),
    attacker: view.attacker,
    defender: view.defender,
    done,
    taking: view.taking,
    limit: view.limit,
    firstBout: view.firstBout,
    place: view.seats.map((s) => s.place),
  };
}
