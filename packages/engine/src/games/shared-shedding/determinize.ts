/**
 * A full state consistent with what `seat` has seen: the other hands and the
 * stock are re-dealt at random, hand sizes kept (who may act follows from
 * public facts only, so it cannot change). What `seat` knows stays where it is:
 * a drawn card in its drawer's hand, the cards of another hand `seat` was shown
 * in a challenge, and a Wild Draw Four everyone saw go back. What other seats
 * were shown of hands not `seat`'s own is unknown to `seat` and is dropped. A
 * pending challenge is re-judged on a hand drawn from the player's new one.
 */
import type { Rng } from '../../core/rng.ts';
import type { Seat } from '../../core/types.ts';
import { pileCards, pileOf } from './pile.ts';
import { knownBy, shownFor } from './shown.ts';
import type { Challenge, Deckset, SheddingState } from './types.ts';

export function determinize(g: Deckset, s: SheddingState, seat: Seat, rng: Rng): SheddingState {
  const shown = s.shown.length === 0 ? s.shown : shownFor(s.shown, seat);
  const drawer = s.phase === 'drawn' && s.turn !== seat ? s.turn : -1;
  // The cards each other hand keeps: those `seat` knows to be there.
  const fixed = s.hands.map((_, o) => {
    if (o === seat) return [];
    const known = shown.length === 0 ? [] : knownBy(shown, o, seat).slice();
    if (o === drawer) known.push(s.drawn!);
    return known;
  });
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
  const shuffled = rng.shuffle(pool);
  // Per other seat: the cards dealt to it at random (a re-judged challenge draws from them).
  const dealt: string[][] = s.hands.map((h, o) => (o === seat ? [] : shuffled.splice(0, h.length - fixed[o]!.length)));
  const hands = s.hands.map((h, o) => (o === seat ? h.slice() : [...fixed[o]!, ...dealt[o]!].sort())); // hands are kept sorted (see deckset.ts)
  const c = s.challenge;
  const challenge = c === null || c.player === seat ? c : rejudged(g, c, fixed[c.player]!, dealt[c.player]!);
  return { ...s, hands, stock: pileOf(shuffled), challenge, shown, rng: rng.state() };
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
