/**
 * What is hidden: where the cards lie (each hand, split by who has been shown
 * which of its cards, see shown.ts; the face-down stock; the face-up pile), and
 * the one secret that is not a card: whether a challengeable Wild Draw Four was
 * a bluff, which only its player knows until the challenge is made or not.
 */
import type { Secret } from '../../core/game.ts';
import { cardSecrets } from '../../core/secrets.ts';
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

/**
 * Every card the viewer may not see, and the verdict of a pending challenge: its token is
 * `{ player, guilty }`, the shape a leak of the state's `challenge` would take in a view
 * (the hand that decides it is in the player's hand zone, so its cards are card secrets).
 */
export function secrets(s: SheddingState): Secret[] {
  const out = cardSecrets(zones(s));
  const c = s.challenge;
  if (c !== null) {
    out.push({ id: `challenge/${c.player}/verdict`, visibleTo: [c.player], token: { player: c.player, guilty: c.guilty } });
  }
  return out;
}
