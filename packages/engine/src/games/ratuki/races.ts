/**
 * Real-time races: a move aimed at an older version of the table is judged against what
 * its player saw. It is refused when what it aimed at has changed since: the round it was
 * made in has ended, or (a play) the stack at its place is no longer the one the player saw
 * ("the stack moved: it is now 3"). A junk aims at nothing but the player's own hand, which
 * only its own moves change, so it is never stale within its round.
 */
import type { RuleError, Seat } from '../../core/types.ts';
import { aimError } from './apply.ts';
import { fail } from './errors.ts';
import type { Move, State } from './state.ts';

export function stale(seen: State, now: State, _seat: Seat, move: Move): RuleError | null {
  if (seen.phase === 'playing' && (seen.round !== now.round || now.phase !== 'playing')) {
    return fail('round-over', { round: seen.round });
  }
  if (move.kind !== 'play') return null;
  // A move that did not fit what its player saw is not a race: `apply` refuses it for what it is.
  if (move.stack >= seen.seats || aimError(seen, move) !== null) return null;
  if (seen.stacks[move.stack] === now.stacks[move.stack]) return null;
  return aimError(now, move);
}
