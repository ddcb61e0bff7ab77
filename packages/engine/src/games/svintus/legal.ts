/** Who may act in Svintus and how: the turn player, interceptors, slappers, the call and catches. Chat is never listed. */
import type { Seat } from '../../core/types.ts';
import { actors as sharedActors, legalMoves as sharedLegal } from '../shared-shedding/legal.ts';
import { SVINTUS } from './cards.ts';
import type { SvintusMove, SvintusState } from './state.ts';

export const actors = (s: SvintusState): readonly Seat[] => sharedActors(s);
export const legalMoves = (s: SvintusState, seat: Seat): readonly SvintusMove[] => sharedLegal(SVINTUS, s, seat);
