/**
 * What a draw shows of a hand. Under the seed's rule a player draws only when no card of its hand
 * fits (`drawWhenPlayable` off), so everybody at the table learns that the hand it held then had no
 * card of the colour in play, none of the top card's face and no black card; when the drawn card
 * does not fit either (the turn passes at once) that holds for the hand after the draw too.
 *
 * A miss keeps that as "at least `atLeast` of the seat's cards fit neither": a card it plays later
 * that would not have fitted may be one of them (the count falls by one), a card that would have
 * fitted cannot be (the count stays), cards it takes later are not counted. It is a lower bound that
 * stays true, whatever the seat held. A search deals the seat's unknown cards with it
 * (`dealHidden`), so a seat that drew on red is not dealt red cards it cannot hold.
 *
 * A miss names the face by its place in the deck's faces (`faceIndex`), not by the face itself: some
 * cards' code is their face (Svintus' Polisvin), and a view must carry no string that names a card
 * hidden from its viewer.
 */
import type { Seat } from '../../core/types.ts';
import { fitsOn } from './legal.ts';
import type { CardInfo, Deckset, Miss } from './types.ts';

const FACES = new WeakMap<Deckset, readonly string[]>();

/** The deck's faces, sorted: a miss names a face by its index here. */
function facesOf(g: Deckset): readonly string[] {
  let faces = FACES.get(g);
  if (faces === undefined) {
    faces = [...new Set(g.deck.map((c) => g.info[c]!.face))].sort();
    FACES.set(g, faces);
  }
  return faces;
}

export const faceIndex = (g: Deckset, face: string): number => facesOf(g).indexOf(face);

/** Whether a card of `info` would have fitted where `m` was drawn. */
const fitted = (g: Deckset, info: CardInfo, m: Miss): boolean => fitsOn(info, m.colour, facesOf(g)[m.face]!);

/** No miss (a new hand; the shared empty list, never written). */
export const NO_MISSES: readonly Miss[] = Object.freeze([]);

/** The misses after `seat` drew on `colour` and `face` holding `atLeast` cards that fit neither. */
export function withMiss(misses: readonly Miss[], seat: Seat, colour: string, face: number, atLeast: number): readonly Miss[] {
  // An older miss of the seat on the same colour and face says less than this one: it goes.
  const kept = misses.filter((m) => m.seat !== seat || m.colour !== colour || m.face !== face);
  return atLeast > 0 ? [...kept, { seat, colour, face, atLeast }] : kept;
}

/** The misses after `seat` played a card of `info`: each miss the card could have been counted in falls by one. */
export function afterPlay(g: Deckset, misses: readonly Miss[], seat: Seat, info: CardInfo): readonly Miss[] {
  let out: Miss[] | null = null;
  for (let i = 0; i < misses.length; i++) {
    const m = misses[i]!;
    if (m.seat !== seat || fitted(g, info, m)) continue;
    out ??= misses.slice();
    out[i] = { ...m, atLeast: m.atLeast - 1 };
  }
  return out === null ? misses : out.filter((m) => m.atLeast > 0);
}

/**
 * `count` cards for `seat`'s hidden part, taken out of the shuffled `pool`, as its misses allow.
 * The seat's misses, oldest first: the cards counted in an older one were held at every later one
 * too, so they fit none of them; each miss gets the cards it still lacks from those that fit none of
 * its own and the later misses, the rest come from the top of the pool. When the pool runs short of
 * such cards (it cannot, on a state play reached) the seat takes what there is.
 */
export function dealHidden(g: Deckset, misses: readonly Miss[], seat: Seat, pool: string[], count: number): string[] {
  const own = misses.length === 0 ? misses : misses.filter((m) => m.seat === seat);
  const out: string[] = [];
  for (let i = 0; i < own.length; i++) {
    const later = own.slice(i);
    const target = Math.min(count, own[i]!.atLeast);
    for (let k = 0; k < pool.length && out.length < target;) {
      const info = g.info[pool[k]!]!;
      if (later.every((m) => !fitted(g, info, m))) out.push(pool.splice(k, 1)[0]!);
      else k++;
    }
  }
  out.push(...pool.splice(0, count - out.length));
  return out;
}
