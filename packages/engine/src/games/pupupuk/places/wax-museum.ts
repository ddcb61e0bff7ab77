/** The Wax Museum: a zero may be laid with «Чей пук?», which everyone (its layer too) answers by freezing. */
import { GESTURES } from '../cards.ts';
import { place } from './place.ts';

export const waxMuseum = place('waxMuseum', {
  layPhrases: ['who', 'not', 'whose', undefined],
  gestures: GESTURES,
});
