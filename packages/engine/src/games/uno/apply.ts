/** UNO moves and time. UNO has no timed window; only the pause after a scored hand is closed by `tick`. */
import type { Result, Seat, Step } from '../../core/types.ts';
import { apply as sharedApply, deadline as sharedDeadline, tick as sharedTick } from '../shared-shedding/apply.ts';
import { UNO } from './cards.ts';
import type { UnoEvent, UnoMove, UnoState } from './state.ts';

export const apply = (s: UnoState, seat: Seat, move: UnoMove, at: number): Result<Step<UnoState, UnoEvent>> =>
  sharedApply(UNO, s, seat, move, at);
export const deadline = (s: UnoState): number | null => sharedDeadline(s);
export const tick = (s: UnoState, at: number): Step<UnoState, UnoEvent> | null => sharedTick(UNO, s, at);
