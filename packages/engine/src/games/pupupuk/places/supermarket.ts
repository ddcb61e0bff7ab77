/** The Supermarket: after a ПУ-ПУ-ПУК hands are valued by the Supermarket's sum (cards.ts); not with two players. */
import { supermarketSum } from '../cards.ts';
import { place } from './place.ts';

export const supermarket = place('supermarket', { notForTwo: true, afterPupupuk: { value: supermarketSum, highestWins: false } });
