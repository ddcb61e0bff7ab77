/** apply: check the phase and the seat, then hand the move to the rule module of its phase. */
import { err, ok, type Result, type Seat, type Step } from '../../core/types.ts';
import { applyBid, applyBiddingRedeal, applyPass } from './bidding.ts';
import { dealShuffled } from './deal.ts';
import { fail } from './errors.ts';
import { actor } from './legal.ts';
import { applyPlay } from './play.ts';
import type { Event, Move, Phase, State } from './state.ts';
import { applyContract, applyDiscard, applyGive, applyRollOut, applyTakeTalon, applyTalonRedeal } from './talon.ts';

type Out = Result<Step<State, Event>>;

/** The phase in which each move kind is made ('redeal' is checked per phase below). */
const PHASE_OF: Readonly<Record<Exclude<Move['kind'], 'redeal'>, Phase>> = {
  bid: 'bidding',
  pass: 'bidding',
  'take-talon': 'talon',
  'take-talon-dark': 'talon',
  give: 'give',
  discard: 'give',
  contract: 'contract',
  'roll-out': 'contract',
  play: 'play',
  deal: 'dealing',
};

export function apply(s: State, seat: Seat, move: Move, _at: number): Out {
  if (s.phase === 'over') return err(fail('game-over'));
  if (seat !== actor(s)) {
    return err(fail(s.phase === 'talon' || s.phase === 'give' || s.phase === 'contract' ? 'not-declarer' : 'not-your-turn'));
  }
  if (move.kind === 'redeal') {
    if (s.phase === 'bidding') return applyBiddingRedeal(s, seat);
    if (s.phase === 'give') return applyTalonRedeal(s, seat);
    return err(fail('no-redeal-reason'));
  }
  if (PHASE_OF[move.kind] !== s.phase) return err(fail('wrong-phase'));
  switch (move.kind) {
    case 'bid':
      return applyBid(s, seat, move.value);
    case 'pass':
      return applyPass(s, seat);
    case 'take-talon':
      return applyTakeTalon(s, seat, move.talon, false);
    case 'take-talon-dark':
      return applyTakeTalon(s, seat, move.talon, true);
    case 'give':
      if (s.seats === 2) return err(fail('wrong-phase'));
      return applyGive(s, seat, move.card, move.to);
    case 'discard':
      if (s.seats !== 2) return err(fail('wrong-phase'));
      return applyDiscard(s, seat, move.card);
    case 'contract':
      return applyContract(s, seat, move.value);
    case 'roll-out':
      return applyRollOut(s, seat);
    case 'play':
      return applyPlay(s, seat, move.card);
    case 'deal': {
      const dealt = dealShuffled(s, seat);
      return ok({ state: dealt.state, events: dealt.events });
    }
  }
}
