/**
 * Double Date: when a card laid or turned up this turn matches an open row card, the fastest
 * player may discard a card of that number from hand (the `double` phase; one window a turn).
 */
import type { Seat } from '../../../core/types.ts';
import { num } from '../cards.ts';
import { discardOf, handOf, removeFromHand } from '../ctx.ts';
import { fail } from '../errors.ts';
import type { State } from '../state.ts';
import { place, placePhases } from './place.ts';

type Double = Extract<State['phase'], { kind: 'double'; }>;

/** The number of a card just laid or turned up that the row already held, or null. */
function repeatedNumber(s: State, fresh: readonly number[]): number | null {
  for (const id of fresh) {
    const r = s.row.find((x) => x.id === id);
    if (r === undefined || r.faceDown) continue;
    const n = num(r.card);
    if (s.row.some((x) => x.id !== id && !x.faceDown && num(x.card) === n)) return n;
  }
  return null;
}

const claiming = (s: State): Double | null => (s.phase.kind === 'double' ? s.phase : null);

export const doubleDate = place('doubleDate', {
  effectDone: (c, fresh) => {
    const number = repeatedNumber(c.s, fresh);
    if (number === null) return false;
    c.s.phase = { kind: 'double', number, openedAt: c.at, claims: [] };
    return true;
  },
  moves: {
    match: (c, seat, card) => {
      const s = c.s;
      const phase = claiming(s);
      if (phase === null) return fail('not-now');
      if (phase.claims.some((x) => x.seat === seat)) return fail('already-pressed');
      if (!s.hands[seat]!.includes(card)) return fail('not-in-hand', { card });
      if (num(card) !== phase.number) return fail('not-that-number', { number: phase.number });
      s.phase = { ...phase, claims: [...phase.claims, { seat, at: c.at, card }] };
      c.u.emit({ kind: 'matched', seat });
      return null;
    },
  },
  window: {
    end: (s) => {
      const p = claiming(s);
      if (p === null) return null;
      if (p.claims.length === 0) return p.openedAt + s.config.shoutMs;
      return Math.min(...p.claims.map((x) => x.at)) + s.config.tieWindowMs;
    },
    /**
     * The fastest claim discards its card; the others keep theirs. Claims too close to tell apart
     * (the seed: the card lower in the discard pile) go to the first of them in turn order from
     * the active player: never to the first to arrive.
     */
    close: (c, r) => {
      const s = c.s;
      const p = claiming(s)!;
      if (p.claims.length > 0) {
        const first = Math.min(...p.claims.map((x) => x.at));
        const tied = p.claims.filter((x) => x.at - first < s.config.tieWindowMs || x.at === first);
        const order = (seat: Seat) => (seat - s.turn + s.seats) % s.seats;
        const win = [...tied].sort((a, b) => order(a.seat) - order(b.seat))[0]!;
        removeFromHand(handOf(c, win.seat), win.card);
        discardOf(c).push(win.card);
        c.u.emit({ kind: 'match-won', seat: win.seat, card: win.card });
      }
      r.checkEnd(c);
    },
    freezes: false,
  },
  phases: placePhases(['double'], {
    awaiting: () => [],
    // Anyone may hold a card of the number.
    actors: (s) => Array.from({ length: s.seats }, (_, i) => i),
    legal: (s, p, seat, out) => {
      if (p.claims.some((x) => x.seat === seat)) return;
      for (const card of [...new Set(s.hands[seat])].sort()) if (num(card) === p.number) out.push({ kind: 'match', card });
    },
    view: (s, p) => ({
      kind: p.kind,
      number: p.number,
      openedAt: p.openedAt,
      closesAt: p.openedAt + s.config.shoutMs,
      claimed: p.claims.map((x) => x.seat).sort((a, b) => a - b),
    }),
  }),
  bot: ({ legal }) => {
    // Claim at a human pace whenever a card of the number is in hand.
    const match = legal.find((m) => m.kind === 'match');
    return match ? { move: match, pace: 'quick' } : null;
  },
});
