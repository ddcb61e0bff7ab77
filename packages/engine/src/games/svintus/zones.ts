/** Svintus's zones (hands, stock, pile) and its multiset of 112 cards. */
import type { Zone } from '../../core/types.ts';
import { zones as sharedZones } from '../shared-shedding/zones.ts';
import { SVINTUS } from './cards.ts';
import type { SvintusState } from './state.ts';

export const zones = (s: SvintusState): readonly Zone[] => sharedZones(s);
export const cards = (): readonly string[] => SVINTUS.deck;
