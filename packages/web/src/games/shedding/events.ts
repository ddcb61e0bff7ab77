/** UNO's and Svintus's events for the hand log: the special ones as the table's event line words them, the rest as moves. */
import type { Describe } from '../hand-log.ts';
import { eventLine } from './last-event.ts';

const SPECIAL = new Set(['caught', 'challenge', 'slap-over', 'silence-broken', 'wrong-card', 'reshuffle']);

export const describeShedding: Describe = (event, ctx) => {
  if (event.kind === 'play' && (event as { intercept?: boolean; }).intercept === true) {
    return eventLine([event], ctx.name, ctx.lang, 0);
  }
  if (event.kind === 'caught') return null; // its penalty count lives in the view's rules: the table's own line says it
  if (SPECIAL.has(event.kind)) return eventLine([event], ctx.name, ctx.lang, 0);
  if (event.kind === 'deal' || event.kind === 'round-over' || event.kind === 'match-over' || event.kind === 'colour') return null;
  return undefined;
};
