/**
 * The Crowded Minibus: cards a 3, 6 or 7 sends away are handed out to the other players, evenly,
 * card by card (the `distribute` phase: the player on turn gives each card to a seat with the
 * fewest given so far, never to themselves).
 */
import type { Seat } from '../../../core/types.ts';
import { handOf } from '../ctx.ts';
import { fail } from '../errors.ts';
import type { State } from '../state.ts';
import { place, placePhases } from './place.ts';

type Distribute = Extract<State['phase'], { kind: 'distribute'; }>;

/** Seats that may receive the next card: others with the fewest cards given so far. */
function giveTargets(s: State, given: readonly number[]): Seat[] {
  const others = given.map((_, i) => i).filter((i) => i !== s.turn);
  const least = Math.min(...others.map((i) => given[i]!));
  return others.filter((i) => given[i] === least);
}

const distributing = (s: State): Distribute | null => (s.phase.kind === 'distribute' ? s.phase : null);

export const crowdedMinibus = place('crowdedMinibus', {
  handsOut: (c, cards) => {
    c.s.phase = { kind: 'distribute', cards: [...cards], given: c.s.hands.map(() => 0) };
  },
  moves: {
    give: (c, r, seat, card, to) => {
      const s = c.s;
      const phase = distributing(s);
      if (phase === null) return fail('not-now');
      const i = phase.cards.indexOf(card);
      if (i < 0) return fail('not-in-hand', { card });
      if (!giveTargets(s, phase.given).includes(to)) return fail('not-to-yourself');
      handOf(c, to).push(card);
      c.u.emit({ kind: 'given', to, card });
      const cards = phase.cards.filter((_, j) => j !== i);
      const given = phase.given.map((g, j) => (j === to ? g + 1 : g));
      if (cards.length === 0) return r.afterEffect(c), null;
      s.phase = { kind: 'distribute', cards, given };
      return null;
    },
  },
  phases: placePhases(['distribute'], {
    legal: (s, p, seat, out) => {
      if (seat !== s.turn) return;
      const targets = giveTargets(s, p.given);
      for (const card of [...new Set(p.cards)]) for (const to of targets) out.push({ kind: 'give', card, to });
    },
    view: (_s, p) => ({ kind: p.kind, cards: p.cards, given: p.given }),
    // Cards on their way from the row to the other players' hands.
    zones: (_s, p) => [{ id: 'minibus', cards: [...p.cards], visibleTo: 'all' }],
  }),
});
