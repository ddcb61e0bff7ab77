/**
 * Trick play (seed-004#play): follow suit, else trump, else anything; a lead
 * of a queen or king from a marriage (after a trick won) declares it and
 * makes its suit trump. The last trick ends the deal.
 */
import type { RuleError, Seat } from '../../core/types.ts';
import { cardId, codeOf, SUITS } from './cards.ts';
import { fail } from './errors.ts';
import { declaredByLead, fourNinesBonus, nextInOrder, playRefusal, trickWinnerIndex } from './rules.ts';
import { scoreDeal } from './scoring.ts';
import type { Draft } from './state.ts';

export function applyPlay(u: Draft, seat: Seat, code: string): RuleError | null {
  const s = u.state;
  const card = cardId(code)!;
  const hand = s.hands[seat]!;
  if (!hand.includes(card)) return fail('not-in-hand', { card: code });
  const refusal = playRefusal(s, hand, card);
  if (refusal !== null) return fail(refusal);

  u.emit({ kind: 'play', seat, card: code });
  const declared = declaredByLead(s, seat, card);
  if (declared !== null) {
    u.assign({ trump: declared.suit, declarations: [...s.declarations, { seat, ...declared }] });
    u.emit({ kind: 'marriage', seat, suit: SUITS[declared.suit]!, type: declared.type, points: declared.points });
  }
  const nines = fourNinesBonus(s, hand, card);
  if (nines > 0) {
    u.set('declarations', [...u.state.declarations, { seat, suit: -1, type: 'nines', points: nines }]);
    u.emit({ kind: 'four-nines', seat, points: nines });
  }
  u.array('hands')[seat] = hand.filter((c) => c !== card);
  const trick = [...s.trick, card];

  if (trick.length < s.order.length) {
    u.assign({ trick, turn: nextInOrder(s.order, seat) });
    return null;
  }

  // The trick is complete: the highest trump, else the highest card of the led suit, takes it.
  const trump = u.state.trump;
  let winner = s.leader;
  for (let i = trickWinnerIndex(trick, trump); i > 0; i--) winner = nextInOrder(s.order, winner);
  u.inner('won', winner).push(...trick);
  u.array('tricks')[winner]! += 1;
  u.emit({ kind: 'trick', winner, cards: trick.map(codeOf) });
  u.assign({ trick: [], leader: winner, turn: winner, lastTrick: { leader: s.leader, cards: trick, winner } });
  if (u.state.hands[winner]!.length === 0) scoreDeal(u, false);
  return null;
}
