/** Where the cards lie: one hidden hand per seat, the face-down stock, the face-up pile. */
import type { Zone } from '../../core/types.ts';
import type { SheddingState } from './types.ts';

export function zones(s: SheddingState): Zone[] {
  const out: Zone[] = s.hands.map((cards, seat) => ({ id: `hand-${seat}`, cards, visibleTo: [seat], owner: seat }));
  out.push({ id: 'stock', cards: s.stock, visibleTo: 'none' }, { id: 'discard', cards: s.discard, visibleTo: 'all' });
  return out;
}
