/**
 * A full state consistent with what `seat` knows: every card whose place the
 * seat does not know (others' private cards, untaken talons, unseen discards)
 * is re-dealt at random among those same places, a hand never getting a card of
 * a suit its seat showed it lacks (State.voids, and the trick in play). Who-knows-what marks stay with
 * the place, so the seat's view is unchanged.
 */
import type { Rng } from '../../core/rng.ts';
import type { Seat } from '../../core/types.ts';
import { suitOf } from './cards.ts';
import { withTrickVoids } from './rules.ts';
import { draft, type State } from './state.ts';

/** Uniform draws before a deal is built slot by slot: late in a deal several seats' voids may leave few deals that fit. */
const TRIES = 64;

type Slot = { readonly where: 'hand' | 'talon' | 'discard'; readonly i: number; readonly j: number; };

export function determinize(s: State, seat: Seat, rng: Rng): State {
  return determinizeTrying(s, seat, rng, TRIES);
}

/** `determinize` with `tries` uniform draws before a deal is built slot by slot (0: built at once, for its test). */
export function determinizeTrying(s: State, seat: Seat, rng: Rng, tries: number): State {
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

  // The suits each seat showed it lacks: in the tricks gathered, and in the trick in play.
  const voids = s.trick.length > 1 ? withTrickVoids(s.voids, s.order, s.leader, s.trick, s.trump) : s.voids;
  const dealt = dealAgreeing(voids, slots, cards, rng, tries);
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

/**
 * `cards` dealt at random into `slots`, no hand getting a card of a suit its seat showed it lacks: a
 * uniform shuffle, drawn again until it fits (so every fitting deal is as likely as in the real
 * deal). After `tries` draws that do not fit (late in a deal, when few deals fit), a fitting deal is
 * built slot by slot (`buildAgreeing`).
 */
function dealAgreeing(
  voids: readonly number[],
  slots: readonly Slot[],
  cards: readonly number[],
  rng: Rng,
  tries: number,
): number[] {
  if (voids.every((v) => v === 0)) return rng.shuffle(cards);
  const lacks = slots.map((slot) => (slot.where === 'hand' ? voids[slot.i]! : 0));
  const fits = (deal: readonly number[]) => deal.every((c, k) => (lacks[k]! & (1 << suitOf(c))) === 0);
  for (let t = 0; t < tries; t++) {
    const dealt = rng.shuffle(cards);
    if (fits(dealt)) return dealt;
  }
  return buildAgreeing(lacks, cards, rng);
}

/**
 * A fitting deal built slot by slot, the slots in random order: each takes a random card left of a suit
 * it may hold such that the cards still left can fill the slots still empty. The true deal fits, so one
 * such card is always there. Whether the rest can be placed is Hall's condition over the four suits:
 * every set of suits has no more cards left than there are empty slots that may hold one of them.
 */
function buildAgreeing(lacks: readonly number[], cards: readonly number[], rng: Rng): number[] {
  const left = [...cards];
  const out = new Array<number>(lacks.length);
  const empty = lacks.map((_, k) => k);
  const placeable = () => {
    for (let set = 1; set < 16; set++) {
      let have = 0;
      for (const c of left) if ((set & (1 << suitOf(c))) !== 0) have++;
      let room = 0;
      for (const k of empty) if ((set & ~lacks[k]!) !== 0) room++;
      if (have > room) return false;
    }
    return true;
  };
  for (const k of rng.shuffle(empty)) {
    empty.splice(empty.indexOf(k), 1);
    const order = rng.shuffle(left.map((_, i) => i));
    let chosen = order[0]!;
    for (const i of order) {
      if ((lacks[k]! & (1 << suitOf(left[i]!))) !== 0) continue;
      const [card] = left.splice(i, 1);
      const ok = placeable();
      left.splice(i, 0, card!);
      if (ok) {
        chosen = i;
        break;
      }
    }
    out[k] = left.splice(chosen, 1)[0]!;
  }
  return out;
}
