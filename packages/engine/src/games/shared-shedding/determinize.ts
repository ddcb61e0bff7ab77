/**
 * A full state consistent with what `seat` has seen: the other hands and the
 * stock are re-dealt at random, hand sizes kept (who may act follows from
 * public facts only, so it cannot change). A drawn card stays in its drawer's
 * hand, and a challenged player's guilt is re-judged on its new hand.
 */
import type { Rng } from '../../core/rng.ts';
import type { Seat } from '../../core/types.ts';
import type { Deckset, SheddingState } from './types.ts';

export function determinize(g: Deckset, s: SheddingState, seat: Seat, rng: Rng): SheddingState {
  const drawer = s.phase === 'drawn' && s.turn !== seat ? s.turn : -1;
  const pool: string[] = s.stock.slice();
  for (let o = 0; o < s.seats; o++) if (o !== seat) pool.push(...s.hands[o]!);
  if (drawer >= 0) pool.splice(pool.indexOf(s.drawn!), 1);
  const shuffled = rng.shuffle(pool);
  const hands = s.hands.map((h, o) => {
    if (o === seat) return h.slice();
    const hand = shuffled.splice(0, o === drawer ? h.length - 1 : h.length);
    if (o === drawer) hand.push(s.drawn!);
    return hand.sort(); // hands are kept sorted (see deckset.ts)
  });
  const c = s.challenge;
  const challenge = c === null || c.player === seat ? c : { ...c, guilty: hands[c.player]!.some((card) => g.info[card]!.colour === c.prevColour) };
  return { ...s, hands, stock: shuffled, challenge, rng: rng.state() };
}
