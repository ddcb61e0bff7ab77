/**
 * A full state consistent with what `seat` sees: the other hands (while the round is
 * played: between rounds every hand is shown), the deck and the row's face-down cards
 * are re-dealt at random from the cards among them, every size kept; hands are in
 * blind-draw order, which is shuffled whenever a blind draw opens, so a dealt order
 * hides nothing. The Relay's ring time, a secret of nobody, is drawn again: what is left
 * of it is taken as uniform over the spread of the setting (the view shows only that it
 * has not rung).
 */
import type { Rng } from '../../core/rng.ts';
import type { Seat } from '../../core/types.ts';
import { RELAY_CHECK_MS } from './places/relay.ts';
import type { RowCard, State } from './state.ts';

const handsShown = (s: State): boolean => s.phase.kind === 'between' || s.phase.kind === 'over';

export function determinize(s: State, seat: Seat, rng: Rng): State {
  const hidden = (o: Seat) => o !== seat && !handsShown(s);
  const pool: string[] = [...s.deck];
  for (const r of s.row) if (r.faceDown) pool.push(r.card);
  s.hands.forEach((h, o) => {
    if (hidden(o)) pool.push(...h);
  });
  const shuffled = rng.shuffle(pool);
  let next = 0;
  const take = (n: number): string[] => shuffled.slice(next, next += n);
  const deck = take(s.deck.length);
  const row = s.row.map((r): RowCard => (r.faceDown ? { ...r, card: take(1)[0]! } : r));
  const hands = s.hands.map((h, o) => (hidden(o) ? take(h.length) : h));
  const relay = s.relay === null || s.relay.rang ? s.relay : {
    ...s.relay,
    ringsAt: s.relay.nextCheck - RELAY_CHECK_MS + rng.range(0, s.config.relayMaxMs - s.config.relayMinMs) + 0.5,
  };
  return { ...s, deck, row, hands, relay, rng: rng.state() };
}
