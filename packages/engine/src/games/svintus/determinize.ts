/** Svintus determinization for search bots (shared; keeps who may intercept the top card). */
import type { Rng } from '../../core/rng.ts';
import type { Seat } from '../../core/types.ts';
import { determinize as sharedDeterminize } from '../shared-shedding/determinize.ts';
import { SVINTUS } from './cards.ts';
import type { SvintusState } from './state.ts';

export const determinize = (s: SvintusState, seat: Seat, rng: Rng): SvintusState => sharedDeterminize(SVINTUS, s, seat, rng);
