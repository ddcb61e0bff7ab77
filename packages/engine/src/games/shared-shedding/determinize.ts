/**
 * A full state consistent with what `seat` has seen (its view): the other hands,
 * the stock and the pile under the top card are re-dealt at random, hand and pile
 * sizes kept (who may act follows from public facts only, so it cannot change).
 * Another seat's drawn card (phase 'drawn') is re-drawn among the cards that fit,
 * the only thing its drawer's choice to keep playing shows. What `seat` knows stays
 * where it is: the cards of another hand `seat` was shown in a challenge, and a Wild
 * Draw Four everyone saw go back. What other seats were shown of hands not `seat`'s
 * own is unknown to `seat` and is dropped. A pending challenge is re-judged on a hand
 * drawn from the player's new one. The state's memory is what the view holds: no
 * seat's voids are inferred from its draws, since neither keeps them.
 */
import type { Rng } from '../../core/rng.ts';
import type { Seat } from '../../core/types.ts';
import { fitsOn, topCard } from './legal.ts';
import { pileCards, pileOf } from './pile.ts';
import { knownBy, shownFor } from './shown.ts';
import type { Challenge, Deckset, SheddingState } from './types.ts';

export function determinize(g: Deckset, s: SheddingState, seat: Seat, rng: Rng): SheddingState {
  const shown = s.shown.length === 0 ? s.shown : shownFor(s.shown, seat);
  const drawer = s.phase === 'drawn' && s.turn !== seat ? s.turn : -1;
  // The cards each other hand keeps: those `seat` knows to be there.
  const fixed = s.hands.map((_, o) => (o === seat || shown.length === 0 ? [] : knownBy(shown, o, seat).slice()));
  const left = new Map<string, number>();
  for (const cards of fixed) for (const c of cards) left.set(c, (left.get(c) ?? 0) + 1);
  const pool: string[] = [];
  const pour = (cards: readonly string[]) => {
    for (const c of cards) {
      const n = left.get(c) ?? 0;
      if (n > 0) left.set(c, n - 1);
      else pool.push(c);
    }
  };
  pour(pileCards(s.stock));
  for (let o = 0; o < s.seats; o++) if (o !== seat) pour(s.hands[o]!);
  // The pile under the top card: the view shows only how many cards it holds.
  const under = pileCards(s.discard).slice(0, -1);
  pool.push(...under);
  const shuffled = rng.shuffle(pool);
  const drawn = drawer < 0 ? s.drawn : drawnCard(g, s, shuffled, fixed[drawer]!);
  // Per other seat: the cards dealt to it at random (a re-judged challenge draws from them).
  const dealt: string[][] = s.hands.map((h, o) => (o === seat ? [] : shuffled.splice(0, h.length - fixed[o]!.length)));
  const hands = s.hands.map((h, o) => (o === seat ? h.slice() : [...fixed[o]!, ...dealt[o]!].sort())); // hands are kept sorted (see deckset.ts)
  const c = s.challenge;
  const challenge = c === null || c.player === seat ? c : rejudged(g, c, fixed[c.player]!, dealt[c.player]!);
  const discard = pileOf([...shuffled.splice(0, under.length), s.discard!.card]);
  return { ...s, hands, stock: pileOf(shuffled), discard, drawn, challenge, shown, rng: rng.state() };
}

/**
 * The card another seat drew and may play: a card that fits, the first of the shuffled
 * `pool` (moved from it into the drawer's `fixed` cards), or its own when the only ones
 * that fit are among the drawer's cards `seat` knows.
 */
function drawnCard(g: Deckset, s: SheddingState, pool: string[], fixed: string[]): string {
  const top = g.info[topCard(s)]!;
  const at = pool.findIndex((c) => fitsOn(g.info[c]!, s.colour, top.face));
  if (at < 0) return s.drawn!;
  const [card] = pool.splice(at, 1);
  fixed.push(card!);
  return card!;
}

/**
 * The hand the challenged player held when it played the Wild Draw Four: the cards
 * `seat` knows of it (all still held then: a challenge phase adds cards only by a catch,
 * and those are unknown) and as many of the randomly dealt ones as were missing.
 */
function rejudged(g: Deckset, c: Challenge, known: readonly string[], dealt: readonly string[]): Challenge {
  const hand = [...known, ...dealt.slice(0, c.hand.length - known.length)].sort();
  return { ...c, hand, guilty: hand.some((card) => g.info[card]!.colour === c.prevColour) };
}
