/** The Jacuzzi: every card is laid with «пук»; a lay without it is a violation for the others to burn. */
import { addViolation } from '../ctx.ts';
import { place } from './place.ts';

export const jacuzzi = place('jacuzzi', {
  pukRequired: true,
  laid: (c, seat, puk) => {
    if (!puk) addViolation(c, seat, 'jacuzzi');
  },
});
