/** The Turbulence Zone: a 1 makes everyone pass the whole hand to the left neighbour at once. */
import { rightOf } from '../ctx.ts';
import { place } from './place.ts';

export const turbulenceZone = place('turbulenceZone', {
  one: (c) => {
    const s = c.s;
    s.hands = s.hands.map((_, i) => s.hands[rightOf(s, i)]!);
    c.u.emit({ kind: 'hands-passed' });
  },
});
