/** Svintus moves and time: the Khlopkopyt slap window closes at `deadline`, and `tick` resolves it. */
import type { Result, Seat, Step } from '../../core/types.ts';
import { apply as sharedApply, deadline as sharedDeadline, tick as sharedTick } from '../shared-shedding/apply.ts';
import { SVINTUS } from './cards.ts';
import type { SvintusEvent, SvintusMove, SvintusState } from './state.ts';

export const apply = (s: SvintusState, seat: Seat, move: SvintusMove, at: number): Result<Step<SvintusState, SvintusEvent>> =>
  sharedApply(SVINTUS, s, seat, move, at);
export const deadline = (s: SvintusState): number | null => sharedDeadline(s);
export const tick = (s: SvintusState, at: number): Step<SvintusState, SvintusEvent> | null => sharedTick(SVINTUS, s, at);
