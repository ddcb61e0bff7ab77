/**
 * The Improv Circle: instead of laying, the player on turn may discard a card; the deck's top
 * card is then laid unseen, as if from the hand. A zero off the deck waits for its phrase (the
 * `say` phase); a wrong one sends it to the hand and the player lays again.
 */
import { num, phraseOf } from '../cards.ts';
import { discardOf, drawDeck, handOf, openInRow, removeFromHand, rowOf } from '../ctx.ts';
import { fail } from '../errors.ts';
import { place, placePhases } from './place.ts';

export const improvCircle = place('improvCircle', {
  turnMoves: (s, seat, out) => {
    for (const card of [...s.hands[seat]!].sort()) out.push({ kind: 'improv', discard: card });
  },
  moves: {
    improv: (c, r, seat, discard) => {
      const s = c.s;
      if (!removeFromHand(handOf(c, seat), discard)) return fail('not-in-hand', { card: discard });
      s.violations = [];
      discardOf(c).push(discard);
      c.u.emit({ kind: 'discarded', seat, cards: [discard], from: 'hand' });
      const card = drawDeck(c);
      if (card === null) {
        r.afterEffect(c);
        return null;
      }
      const slot = openInRow(c, card);
      s.laidSlot = slot;
      s.lastLayer = seat;
      c.u.emit({ kind: 'laid', seat, card, improvised: true });
      if (num(card) === 0) {
        // A zero off the deck still needs its phrase: it is awaited now.
        s.phase = { kind: 'say', slot };
        return null;
      }
      r.effect(c, seat, card, 'none');
      return null;
    },
    say: (c, r, seat, phrase) => {
      const s = c.s;
      if (s.phase.kind !== 'say') return fail('not-now');
      if (seat !== s.turn) return fail('not-your-turn');
      const slot = s.phase.slot;
      const i = s.row.findIndex((x) => x.id === slot);
      const card = s.row[i]!.card;
      if (phrase === 'whose') return fail('not-now');
      c.u.emit({ kind: 'said', seat, phrase });
      if (phrase !== 'none') r.phraseSaid(c, seat);
      if (phrase !== phraseOf(card)) {
        // A wrong or missing phrase: the card goes to the hand without effect, and the player lays again.
        rowOf(c).splice(i, 1);
        handOf(c, seat).push(card);
        c.u.emit({ kind: 'wrong-phrase', seat, card });
        s.phase = { kind: 'lay' };
        return null;
      }
      r.effect(c, seat, card, phrase);
      return null;
    },
  },
  phases: placePhases(['say'], {
    legal: (s, _p, seat, out) => {
      if (seat === s.turn) out.push({ kind: 'say', phrase: 'who' }, { kind: 'say', phrase: 'not' }, { kind: 'say' });
    },
    view: (_s, p) => ({ kind: p.kind, slot: p.slot }),
  }),
});
