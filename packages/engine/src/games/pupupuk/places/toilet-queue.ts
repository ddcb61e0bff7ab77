/** The Toilet Queue: the discard's top card counts in the row's sum, and a 4 may take it. */
import { place } from './place.ts';

export const toiletQueue = place('toiletQueue', { discardTopInRow: true });
