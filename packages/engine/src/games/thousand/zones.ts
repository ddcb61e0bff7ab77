/**
 * Zones: each hand is split by who knows each card (own only, also the
 * declarer who gave it, everyone after the talon was shown), so the hiding
 * checks see exactly what every seat may know.
 */
import type { Zone } from '../../core/types.ts';
import { CARD_CODES, codes } from './cards.ts';
import { PUBLIC, type State } from './state.ts';

function seatsOf(mask: number, seats: number): number[] {
  const out: number[] = [];
  for (let s = 0; s < seats; s++) if (mask & (1 << s)) out.push(s);
  return out;
}

export function zones(s: State): Zone[] {
  const out: Zone[] = [];
  s.hands.forEach((hand, seat) => {
    const byMask = new Map<number, number[]>();
    for (const c of hand) {
      const m = s.seen[c]! | (1 << seat);
      const list = byMask.get(m) ?? [];
      list.push(c);
      byMask.set(m, list);
    }
    if (byMask.size === 0) out.push({ id: `hand-${seat}`, cards: [], visibleTo: [seat], owner: seat });
    for (const [mask, cards] of byMask) {
      const visibleTo = mask === PUBLIC ? 'all' : seatsOf(mask, s.seats);
      out.push({
        id: mask === 1 << seat ? `hand-${seat}` : `hand-${seat}-known-${mask}`,
        cards: codes(cards),
        visibleTo,
        owner: seat,
      });
    }
  });
  s.talons.forEach((t, i) => out.push({ id: `talon-${i}`, cards: codes(t), visibleTo: 'none' }));
  // Two players' discards: the declarer knows them; a discarded card of a shown talon stays public.
  const publicDiscards = s.discards.filter((c) => s.seen[c] === PUBLIC);
  const privateDiscards = s.discards.filter((c) => s.seen[c] !== PUBLIC);
  if (publicDiscards.length > 0) out.push({ id: 'discards-known', cards: codes(publicDiscards), visibleTo: 'all' });
  if (privateDiscards.length > 0) out.push({ id: 'discards', cards: codes(privateDiscards), visibleTo: [s.declarer] });
  out.push({ id: 'trick', cards: codes(s.trick), visibleTo: 'all' });
  s.won.forEach((w, seat) => out.push({ id: `won-${seat}`, cards: codes(w), visibleTo: 'all' }));
  return out;
}

export const allCards = (): readonly string[] => CARD_CODES;
