/**
 * A full state consistent with what `seat` knows: every card whose place the
 * seat does not know (others' private cards, untaken talons, unseen discards)
 * is re-dealt at random among those same places. Who-knows-what marks stay
 * with the place, so the seat's view is unchanged.
 */
import type { Rng } from '../../core/rng.ts';
import type { Seat } from '../../core/types.ts';
import { draft, type State } from './state.ts';

type Slot = { readonly where: 'hand' | 'talon' | 'discard'; readonly i: number; readonly j: number; };

export function determinize(s: State, seat: Seat, rng: Rng): State {
  const bit = 1 << seat;
  const unknown = (c: number) => (s.seen[c]! & bit) === 0;
  const slots: Slot[] = [];
  const cards: number[] = [];
  s.hands.forEach((hand, i) => {
    if (i === seat) return;
    hand.forEach((c, j) => unknown(c) && (slots.push({ where: 'hand', i, j }), cards.push(c)));
  });
  s.talons.forEach((t, i) => t.forEach((c, j) => (slots.push({ where: 'talon', i, j }), cards.push(c))));
  s.discards.forEach((c, j) => unknown(c) && (slots.push({ where: 'discard', i: 0, j }), cards.push(c)));
  if (cards.length === 0) return s;

  const dealt = rng.shuffle(cards);
  const hands = s.hands.map((h) => h.slice());
  const talons = s.talons.map((t) => t.slice());
  const discards = s.discards.slice();
  const seen = s.seen.slice();
  const moved = new Map<number, number>();
  slots.forEach((slot, k) => {
    const card = dealt[k]!;
    moved.set(cards[k]!, card);
    seen[card] = s.seen[cards[k]!]!;
    if (slot.where === 'hand') hands[slot.i]![slot.j] = card;
    else if (slot.where === 'talon') talons[slot.i]![slot.j] = card;
    else discards[slot.j] = card;
  });
  // The declarer's record of the talon follows the cards, so a dark talon stays consistent.
  const talonTaken = s.talonTaken.map((c) => moved.get(c) ?? c);
  const u = draft(s);
  u.assign({ hands, talons, discards, seen, talonTaken });
  return u.step().state;
}
