/**
 * The seed's opening of a hand: the first-dealer draw (first hand only), the
 * deal one card at a time from the left of the dealer, and the turned-up card.
 *
 * A deck is given in dealing order (index 0 is the first card taken). The
 * draw takes cards from the top: seats draw in seat order 0, 1, ...; a seat
 * that draws an action card draws again at once; the seats tied on the highest
 * number draw again, in seat order, until one is left. The drawn cards then go
 * to the bottom of the deck, in the order drawn, and the deal starts with the
 * next card. A seeded table is exactly a stacked table whose deck is the seed's
 * shuffle, so both paths are one.
 */
import type { Seat } from '../../core/types.ts';
import { cardInfo, sortHand } from './deckset.ts';
import type { Deckset } from './types.ts';

export interface DealerDraw {
  readonly dealer: Seat;
  /** The deck after the draw: the drawn cards moved to the bottom. */
  readonly deck: readonly string[];
  /** Every card each seat drew, in order (for the 'deal' event and tests). */
  readonly drawn: readonly (readonly string[])[];
}

export function drawForDealer(g: Deckset, deck: readonly string[], seats: number): DealerDraw {
  // Plain loops and arrays (no Array.from, Map or spread): this runs at the start of every bot match.
  let pos = 0;
  const drawn: string[][] = [];
  let contenders: Seat[] = [];
  for (let seat = 0; seat < seats; seat++) {
    drawn.push([]);
    contenders.push(seat);
  }
  while (contenders.length > 1 && pos < deck.length) {
    // Each contender's number card (-1: the deck ran out before it drew one).
    const best: number[] = [];
    let top = -1;
    for (const seat of contenders) {
      let rank = -1;
      while (pos < deck.length) {
        const card = deck[pos++]!;
        drawn[seat]!.push(card);
        rank = cardInfo(g, card).rank;
        if (rank >= 0) break;
      }
      best.push(rank);
      if (rank > top) top = rank;
    }
    const tied: Seat[] = [];
    for (let i = 0; i < contenders.length; i++) if (best[i] === top) tied.push(contenders[i]!);
    contenders = tied;
  }
  // A deck that runs out mid-draw (only a hostile stacked deck can) leaves the first contender as dealer.
  return { dealer: contenders[0]!, deck: deck.slice(pos).concat(deck.slice(0, pos)), drawn };
}

export interface Deal {
  readonly hands: string[][];
  /** Turned-up card (first card of the discard pile). */
  readonly first: string;
  /** Face-down stock, next card to draw last. */
  readonly stock: string[];
  /** Cards turned up and sent to the bottom of the stock first (a UNO Wild Draw Four). */
  readonly returned: readonly string[];
}

/**
 * Deal `handSize` cards one at a time, starting left of the dealer, then turn
 * up the next card; a card `refusedFirst` says so goes to the bottom and the
 * next one is turned instead.
 */
export function deal(
  deck: readonly string[],
  seats: number,
  dealer: Seat,
  handSize: number,
  refusedFirst: (code: string) => boolean,
): Deal {
  const hands: string[][] = [];
  for (let seat = 0; seat < seats; seat++) hands.push([]);
  let pos = 0;
  for (let round = 0; round < handSize; round++) {
    for (let k = 1; k <= seats; k++) hands[(dealer + k) % seats]!.push(deck[pos++]!);
  }
  for (const hand of hands) sortHand(hand); // hands are kept sorted (see deckset.ts)
  const rest = deck.slice(pos);
  const returned: string[] = [];
  // Bounded by the deck: a deck of only refused cards is impossible for real decks.
  while (rest.length > 1 && refusedFirst(rest[0]!) && returned.length < rest.length) {
    const card = rest.shift()!;
    rest.push(card);
    returned.push(card);
  }
  const first = rest.shift()!;
  return { hands, first, stock: rest.reverse(), returned };
}
