/** UNO determinization for search bots (shared; keeps who may jump in and the cards a challenge showed the seat, re-judges a challenged player). */
import type { Rng } from '../../core/rng.ts';
import type { Seat } from '../../core/types.ts';
import { determinize as sharedDeterminize } from '../shared-shedding/determinize.ts';
import { UNO } from './cards.ts';
import type { UnoState } from './state.ts';

export const determinize = (s: UnoState, seat: Seat, rng: Rng): UnoState => sharedDeterminize(UNO, s, seat, rng);
