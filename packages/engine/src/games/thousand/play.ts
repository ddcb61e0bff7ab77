/**
 * Trick play (seed-004#play): follow suit, else trump, else anything; a lead
 * of a queen or king from a marriage (after a trick won) declares it and
 * makes its suit trump. The last trick ends the deal.
 */
import type { RuleError, Seat } from '../../core/types.ts';
import { cardId, codeOf, suitOf, SUITS } from './cards.ts';
import { fail } from './errors.ts';
import { declaredByLead, fourNinesBonus, nextInOrder, playRefusal, trickWinnerIndex, withTrickVoids } from './rules.ts';
import { scoreDeal } from './scoring.ts';
import type { Draft } from './state.ts';

export function applyPlay(u: Draft, seat: Seat, code: string): RuleError | null {
  const s = u.state;
  const card = cardId(code)!;
  const hand = s.hands[seat]!;
  if (!hand.includes(card)) return fail('not-in-hand', { card: code });
  const refusal = playRefusal(s, hand, card);
  if (refusal !== null) return fail(refusal);

  // The hot path of every playout: the draft's fields are written directly (named stores), not
  // through assign/array (an Object.assign and keyed stores per call); see state.ts `Draft`.
  const w = u.edit();
  u.emit({ kind: 'play', seat, card: code });
  const declared = declaredByLead(s, seat, card);
  if (declared !== null) {
    w.trump = declared.suit;
    w.declarations = [...s.declarations, { seat, ...declared }];
    u.emit({ kind: 'marriage', seat, suit: SUITS[declared.suit]!, type: declared.type, points: declared.points });
  }
  const nines = fourNinesBonus(s, hand, card);
  if (nines > 0) {
    w.declarations = [...w.declarations, { seat, suit: -1, type: 'nines', points: nines }];
    u.emit({ kind: 'four-nines', seat, points: nines });
  }
  const hands = u.writable(s.hands);
  hands[seat] = hand.filter((c) => c !== card);
  w.hands = hands;
  const trick = [...s.trick, card];

  if (trick.length < s.order.length) {
    w.trick = trick;
    w.turn = nextInOrder(s.order, seat);
    return null;
  }

  // The trick is complete: the highest trump, else the highest card of the led suit, takes it.
  const trump = w.trump;
  let winner = s.leader;
  for (let i = trickWinnerIndex(trick, trump); i > 0; i--) winner = nextInOrder(s.order, winner);
  const won = u.writable(s.won);
  const pile = u.writable(won[winner]!);
  for (let i = 0; i < trick.length; i++) pile.push(trick[i]!);
  won[winner] = pile;
  w.won = won;
  const tricks = u.writable(s.tricks);
  tricks[winner]! += 1;
  w.tricks = tricks;
  u.emit({ kind: 'trick', winner, cards: trick.map(codeOf) });
  w.trick = [];
  w.leader = winner;
  w.turn = winner;
  w.lastTrick = { leader: s.leader, cards: trick, winner };
  if (hands[winner]!.length === 0) {
    scoreDeal(u, false);
    return null;
  }
  // What the trick showed of the followers' hands, kept once it is gathered (a trick in play shows it itself).
  const led = suitOf(trick[0]!);
  for (let i = 1; i < trick.length; i++) {
    if (suitOf(trick[i]!) !== led) {
      w.voids = withTrickVoids(s.voids, s.order, s.leader, trick, trump);
      break;
    }
  }
  return null;
}
