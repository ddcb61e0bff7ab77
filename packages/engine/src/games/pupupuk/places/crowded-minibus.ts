/** The Crowded Minibus: cards a 3, 6 or 7 sends away are handed out to the other players, evenly, card by card. */
import { place } from './place.ts';

export const crowdedMinibus = place('crowdedMinibus', { handsOutDiscards: true });
