/**
 * The Relay: a hidden timer rings at a random moment; a turn ends only with «ХОД!» (the `go`
 * phase, with the extra discard of `relayExtraDiscard`). The timer is the place's clock, looked
 * at every `RELAY_CHECK_MS`; on the ring the effect in progress finishes, then the mover loses.
 */
import { highestCard } from '../cards.ts';
import { ctx, discardOf, done, handOf, removeFromHand, rngOf } from '../ctx.ts';
import { fail } from '../errors.ts';
import { draft } from '../state.ts';
import { place, placePhases } from './place.ts';

/** How often the Relay's hidden timer is looked at: the host's deadline never shows the ring time itself. */
export const RELAY_CHECK_MS = 1000;

export const relay = place('relay', {
  roundStarted: (c) => {
    const s = c.s;
    // The timer starts as the place is read: a secret of the state until it rings.
    // Half a millisecond off the grid of move times, so no public time can ever equal it.
    const ringsAt = c.at + rngOf(c).range(s.config.relayMinMs, s.config.relayMaxMs) + 0.5;
    s.relay = { ringsAt, nextCheck: c.at + RELAY_CHECK_MS, rang: false };
  },
  turnOver: (c) => {
    c.s.phase = { kind: 'go' };
  },
  moves: {
    go: (c, r, seat, discard) => {
      const s = c.s;
      if (s.phase.kind !== 'go') return fail('not-now');
      c.u.emit({ kind: 'go', seat });
      if (discard !== undefined) {
        if (!s.config.relayExtraDiscard) return fail('not-now');
        if (!removeFromHand(handOf(c, seat), discard)) return fail('not-in-hand', { card: discard });
        discardOf(c).push(discard);
        c.u.emit({ kind: 'discarded', seat, cards: [discard], from: 'hand' });
        if (r.emptyHands(c)) return null;
      }
      r.nextTurn(c);
      return null;
    },
  },
  phases: placePhases(['go'], {
    legal: (s, _p, seat, out) => {
      if (seat !== s.turn) return;
      out.push({ kind: 'go' });
      if (s.config.relayExtraDiscard) { for (const card of [...s.hands[seat]!].sort()) out.push({ kind: 'go', discard: card }); }
    },
    view: (_s, p) => ({ kind: p.kind }),
  }),
  clock: {
    next: (s) => (s.relay !== null && !s.relay.rang ? s.relay.nextCheck : null),
    tick: (s, due, r) => {
      const timer = s.relay!;
      if (timer.ringsAt > due) {
        // Looked at and not yet due: nothing else changes.
        const u = draft(s);
        u.set('relay', { ...timer, nextCheck: due + RELAY_CHECK_MS });
        return u.step();
      }
      const c = ctx(s, due);
      const st = c.s;
      st.relay = { ...timer, rang: true };
      c.u.emit({ kind: 'relay-rang', at: due });
      // Between turns (a card to lay, «ХОД!» to say) the winner is determined now; an effect in progress finishes first.
      if (st.phase.kind === 'lay' || st.phase.kind === 'go') r.endRound(c, r.lowestHands(st, st.turn, 'relay'), st.turn, 'relay');
      return done(c);
    },
    rang: (c, r) => {
      const s = c.s;
      if (s.relay?.rang !== true) return false;
      r.endRound(c, r.lowestHands(s, s.turn, 'relay'), s.turn, 'relay');
      return true;
    },
  },
  bot: ({ legal, view }) => {
    // «ХОД!» with the highest card discarded.
    const goes = legal.filter((m) => m.kind === 'go');
    if (goes.length === 0) return null;
    const discards = goes.filter((m) => m.kind === 'go' && m.discard !== undefined);
    const move = discards.length === 0 ?
      goes[0]! :
      discards.find((m) => m.kind === 'go' && m.discard === highestCard(view.hand)) ?? goes[0]!;
    return { move, pace: 'think' };
  },
});
