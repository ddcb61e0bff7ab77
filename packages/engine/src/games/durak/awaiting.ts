/** The seats the table waits on (the turn timer and stand-ins act only for these). */
import type { Seat } from '../../core/types.ts';
import { actors } from './legal.ts';
import { defenderToAct } from './rules.ts';
import type { State } from './state.ts';

/**
 * Decision 6: the main attacker to lead; then the defender while it has an uncovered card to
 * answer (throwers-in may add cards meanwhile, but nobody waits for them); once everything is
 * covered or the defender takes, the bout ends only when every seat asked to throw in has said
 * done, so the table waits on those seats. Public facts only, as `actors`.
 */
export function awaiting(state: State): readonly Seat[] {
  const may = actors(state);
  if (may.length === 0 || state.count === 0) return may;
  if (defenderToAct(state)) return [state.defender];
  return may.filter((s) => s !== state.defender);
}
