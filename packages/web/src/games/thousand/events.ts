/** Thousand's events for the hand log: marriages, the auction, tricks, scored deals as the event line words them; the rest as moves. */
import type { ThousandEvent as Event } from '@kozyr/engine/client';
import type { Describe } from '../hand-log.ts';
import { lastEventLine } from './last-event.ts';

const OWN = new Set(['marriage', 'four-nines', 'roll-out', 'auction-won', 'redeal', 'round-over', 'card-given', 'trick']);

export const describeThousand: Describe = (event, ctx) => {
  if (OWN.has(event.kind)) return lastEventLine([event as Event], ctx.viewer, ctx.name, ctx.lang);
  if (event.kind === 'deal' || event.kind === 'game-over' || event.kind === 'talon-taken') return null;
  return undefined;
};
