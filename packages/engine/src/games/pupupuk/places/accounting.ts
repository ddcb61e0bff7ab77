/**
 * Accounting: silence while the row's sum is even (the empty row included). A chat line then is a
 * violation that costs a card only when someone burns it, at most one per player and turn.
 */
import { addViolation } from '../ctx.ts';
import { place } from './place.ts';

export const accounting = place('accounting', {
  silence: {
    now: (_s, sum) => sum % 2 === 0,
    talk: (c, seat) => {
      if (c.s.violations.some((v) => v.seat === seat && v.rule === 'accounting')) return false;
      addViolation(c, seat, 'accounting');
      return true;
    },
    phrasesTalk: false,
  },
  violationOncePerTurn: true,
});
