/**
 * Where the cards lie: each hand (hidden, but split by who has been shown which of
 * its cards, see shown.ts), the face-down stock, the face-up pile.
 */
import type { Zone } from '../../core/types.ts';
import { pileCards } from './pile.ts';
import { handZones } from './shown.ts';
import type { SheddingState } from './types.ts';

export function zones(s: SheddingState): Zone[] {
  const out: Zone[] = s.hands.flatMap((cards, seat) => handZones(seat, cards, s.shown));
  out.push({ id: 'stock', cards: pileCards(s.stock), visibleTo: 'none' }, {
    id: 'discard',
    cards: pileCards(s.discard),
    visibleTo: 'all',
  });
  return out;
}
