/**
 * Trick play (seed-004#play): follow suit, else trump, else anything; a lead
 * of a queen or king from a marriage (after a trick won) declares it and
 * makes its suit trump. The last trick ends the deal.
 */
import { err, ok, type Result, type Seat, type Step } from '../../core/types.ts';
import { cardId, codeOf, SUITS } from './cards.ts';
import { fail } from './errors.ts';
import { declaredByLead, fourNinesBonus, nextInOrder, playRefusal, trickWinnerIndex } from './rules.ts';
import { scoreDeal } from './scoring.ts';
import type { Event, State } from './state.ts';
import { update } from './update.ts';

type Out = Result<Step<State, Event>>;

export function applyPlay(s: State, seat: Seat, code: string): Out {
  const card = cardId(code)!;
  const hand = s.hands[seat]!;
  if (!hand.includes(card)) return err(fail('not-in-hand', { card: code }));
  const refusal = playRefusal(s, hand, card);
  if (refusal !== null) return err(fail(refusal));

  const events: Event[] = [{ kind: 'play', seat, card: code }];
  let { trump, declarations } = s;
  const declared = declaredByLead(s, seat, card);
  if (declared !== null) {
    trump = declared.suit;
    declarations = [...declarations, { seat, ...declared }];
    events.push({ kind: 'marriage', seat, suit: SUITS[declared.suit]!, type: declared.type, points: declared.points });
  }
  const nines = fourNinesBonus(s, hand, card);
  if (nines > 0) {
    declarations = [...declarations, { seat, suit: -1, type: 'nines', points: nines }];
    events.push({ kind: 'four-nines', seat, points: nines });
  }
  const hands = s.hands.slice();
  hands[seat] = hand.filter((c) => c !== card);
  const trick = [...s.trick, card];

  if (trick.length < s.order.length) {
    return ok({ state: update(s, { hands, trick, trump, declarations, turn: nextInOrder(s.order, seat) }), events });
  }

  // The trick is complete: the highest trump, else the highest card of the led suit, takes it.
  let winner = s.leader;
  for (let i = trickWinnerIndex(trick, trump); i > 0; i--) winner = nextInOrder(s.order, winner);
  const won = s.won.slice();
  won[winner] = [...won[winner]!, ...trick];
  const tricks = s.tricks.slice();
  tricks[winner] = tricks[winner]! + 1;
  events.push({ kind: 'trick', winner, cards: trick.map(codeOf) });
  const state = update(s, {
    hands,
    trick: [],
    trump,
    declarations,
    won,
    tricks,
    leader: winner,
    turn: winner,
    lastTrick: { leader: s.leader, cards: trick, winner },
  });
  if (hands[winner]!.length > 0) return ok({ state, events });
  const scored = scoreDeal(state, false);
  return ok({ state: scored.state, events: [...events, ...scored.events] });
}
