/**
 * The Relay: a hidden timer rings at a random moment; a turn ends only with «ХОД!» (the `go`
 * phase, with the extra discard of `relayExtraDiscard`). The ring itself is handled by the clock
 * (rules.ts `tick`), which looks at the timer every `RELAY_CHECK_MS`.
 */
import { rngOf } from '../ctx.ts';
import { place } from './place.ts';

/** How often the Relay's hidden timer is looked at: the host's deadline never shows the ring time itself. */
export const RELAY_CHECK_MS = 1000;

export const relay = place('relay', {
  turnEndsWithGo: true,
  roundStarted: (c) => {
    const s = c.s;
    // The timer starts as the place is read: a secret of the state until it rings.
    // Half a millisecond off the grid of move times, so no public time can ever equal it.
    const ringsAt = c.at + rngOf(c).range(s.config.relayMinMs, s.config.relayMaxMs) + 0.5;
    s.relay = { ringsAt, nextCheck: c.at + RELAY_CHECK_MS, rang: false };
  },
});
