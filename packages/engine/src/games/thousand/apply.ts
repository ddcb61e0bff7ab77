/** apply: check the phase and the seat, then hand the move to the rule module of its phase. */
import { err, ok, type Result, type RuleError, type Seat, type Step } from '../../core/types.ts';
import { applyBid, applyBiddingRedeal, applyPass } from './bidding.ts';
import { dealShuffled } from './deal.ts';
import { fail } from './errors.ts';
import { actor } from './legal.ts';
import { applyPlay } from './play.ts';
import { type Draft, draft, type Event, type Move, type Phase, type State } from './state.ts';
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
  const u = draft(s);
  const refused = applyTo(u, seat, move);
  return refused === null ? ok(u.step()) : err(refused);
}

/** The move made on the draft by the rule module of its phase, or why it is refused (the draft is then dropped). */
function applyTo(u: Draft, seat: Seat, move: Move): RuleError | null {
  const s = u.state;
  if (move.kind === 'redeal') {
    if (s.phase === 'bidding') return applyBiddingRedeal(u, seat);
    if (s.phase === 'give') return applyTalonRedeal(u, seat);
    return fail('no-redeal-reason');
  }
  if (PHASE_OF[move.kind] !== s.phase) return fail('wrong-phase');
  switch (move.kind) {
    case 'bid':
      return applyBid(u, seat, move.value);
    case 'pass':
      return applyPass(u, seat);
    case 'take-talon':
      return applyTakeTalon(u, seat, move.talon, false);
    case 'take-talon-dark':
      return applyTakeTalon(u, seat, move.talon, true);
    case 'give':
      if (s.seats === 2) return fail('wrong-phase');
      return applyGive(u, seat, move.card, move.to);
    case 'discard':
      if (s.seats !== 2) return fail('wrong-phase');
      return applyDiscard(u, seat, move.card);
    case 'contract':
      return applyContract(u, seat, move.value);
    case 'roll-out':
      return applyRollOut(u, seat);
    case 'play':
      return applyPlay(u, seat, move.card);
    case 'deal':
      dealShuffled(u, seat);
      return null;
  }
}
