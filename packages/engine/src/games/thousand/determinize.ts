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

  // The suits each seat showed it lacks: in the tricks gathered, and in the trick in play.
  const voids = s.trick.length > 1 ? withTrickVoids(s.voids, s.order, s.leader, s.trick, s.trump) : s.voids;
  const dealt = dealAgreeing(voids, slots, cards, rng);
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

/** Draws before the fallback: late in a deal several seats' voids may leave few deals that fit. */
const TRIES = 64;

/**
 * `cards` dealt at random into `slots`, no hand getting a card of a suit its seat showed it lacks: a
 * uniform shuffle, drawn again until it fits (so every fitting deal is as likely as in the real
 * deal). After `TRIES` draws that do not fit, the last one is mended: each hand slot of a seat with
 * voids takes the first card left of a suit it may hold, the seats with the most voids first.
 */
function dealAgreeing(voids: readonly number[], slots: readonly Slot[], cards: readonly number[], rng: Rng): number[] {
  let dealt = rng.shuffle(cards);
  if (voids.every((v) => v === 0)) return dealt;
  const fits = (deal: readonly number[]) =>
    slots.every((slot, k) => slot.where !== 'hand' || (voids[slot.i]! & (1 << suitOf(deal[k]!))) === 0);
  for (let t = 1; t < TRIES && !fits(dealt); t++) dealt = rng.shuffle(cards);
  if (fits(dealt)) return dealt;
  const out = new Array<number>(slots.length);
  const left = dealt.slice();
  const bitsOf = (v: number) => (v & 1) + ((v >> 1) & 1) + ((v >> 2) & 1) + ((v >> 3) & 1);
  const constrained = slots.map((slot, k) => ({ slot, k }))
    .filter(({ slot }) => slot.where === 'hand' && voids[slot.i]! !== 0)
    .sort((a, b) => bitsOf(voids[b.slot.i]!) - bitsOf(voids[a.slot.i]!));
  for (const { slot, k } of constrained) {
    const lacks = voids[slot.i]!;
    const at = left.findIndex((c) => (lacks & (1 << suitOf(c))) === 0);
    out[k] = left.splice(at < 0 ? 0 : at, 1)[0]!;
  }
  for (let k = 0; k < slots.length; k++) if (out[k] === undefined) out[k] = left.shift()!;
  return out;
}
