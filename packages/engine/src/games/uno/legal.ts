/** Who may act in UNO and how (turn moves, the call, catches, jump-ins when enabled). */
import type { Seat } from '../../core/types.ts';
import { actors as sharedActors, legalMoves as sharedLegal } from '../shared-shedding/legal.ts';
import { UNO } from './cards.ts';
import type { UnoMove, UnoState } from './state.ts';

export const actors = (s: UnoState): readonly Seat[] => sharedActors(s);
export const legalMoves = (s: UnoState, seat: Seat): readonly UnoMove[] => sharedLegal(UNO, s, seat);
