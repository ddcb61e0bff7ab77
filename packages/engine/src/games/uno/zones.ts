/** UNO's zones (hands, split by who was shown which cards in a challenge; stock; pile) and its multiset of 108 cards. */
import type { Zone } from '../../core/types.ts';
import { zones as sharedZones } from '../shared-shedding/zones.ts';
import { UNO } from './cards.ts';
import type { UnoState } from './state.ts';

export const zones = (s: UnoState): readonly Zone[] => sharedZones(s);
export const cards = (): readonly string[] => UNO.deck;
