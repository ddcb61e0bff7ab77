/** The Bank: after a ПУ-ПУ-ПУК the highest hand wins; not with two players. */
import { handSum } from '../cards.ts';
import { place } from './place.ts';

export const bank = place('bank', { notForTwo: true, afterPupupuk: { value: handSum, highestWins: true } });
