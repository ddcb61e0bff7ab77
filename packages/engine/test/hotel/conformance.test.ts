/**
 * The shared conformance suite on Hotel: both versions, 2–8 seats, guests on and off, every
 * variant, with and without the choosing window's deadline (gaps between moves up to 40 s
 * let windows close, so stand-ins are exercised). Plus Hotel's secrets check: no view and no
 * per-viewer event carries the token of a secret the viewer may not see.
 */
import { describe, expect, it } from 'vitest';
import type { Secret } from '../../src/core/game.ts';
import { advance } from '../../src/core/host.ts';
import { Rng } from '../../src/core/rng.ts';
import { mayView } from '../../src/core/secrets.ts';
import type { Viewer } from '../../src/core/types.ts';
import { conformance } from '../../src/testing/conformance.ts';
import { hotel } from './helpers.ts';
import type { State } from './helpers.ts';

const tables = [
  { config: { version: 'free' }, seats: [2, 3, 4, 5] },
  { config: { version: 'full' }, seats: [2, 3, 4, 5, 6, 7, 8] },
  { config: { version: 'full', guests: false }, seats: [2, 4, 6, 8] },
  { config: { ghosts: false }, seats: [2, 5] },
  { config: { version: 'free', ghosts: false, shortGame: true }, seats: [3] },
  { config: { shortGame: true }, seats: [2, 4, 7] },
  { config: { noMercy: true }, seats: [2, 3, 4] },
  { config: { noMercy: true, guests: false, ghosts: false }, seats: [4] },
  { config: { moletsUses: 9, naprastkaUses: 9, luluUses: 9, peroUses: 9, muglaUses: 9, bakshish: 9 }, seats: [3, 6] },
];

conformance(hotel, { tables, playouts: 20, deepPlayouts: 3, maxGapMs: 0 });
// Gaps up to the window's length let windows close (stand-ins) but never two in one gap: the suite judges
// an event by the zones before and after the gap, and a card revealed in one round is back in a hand two later.
conformance(hotel, {
  tables: [{ config: { choiceSeconds: 30 }, seats: [2, 4, 8] }],
  playouts: 10,
  deepPlayouts: 2,
  maxGapMs: 30_000,
  firstSeed: 99,
});
conformance(hotel, {
  tables: [{ config: { version: 'free', choiceSeconds: 5 }, seats: [3] }],
  playouts: 10,
  deepPlayouts: 2,
  maxGapMs: 5000,
  firstSeed: 77,
});

/** Whether a token occurs in a JSON tree: strings and numbers as whole values, objects as equal subtrees. */
function contains(tree: unknown, token: Secret['token']): boolean {
  if (typeof token !== 'object') {
    if (tree === token) return true;
  } else if (tree !== null && typeof tree === 'object' && JSON.stringify(tree) === JSON.stringify(token)) return true;
  if (Array.isArray(tree)) return tree.some((x) => contains(x, token));
  if (tree !== null && typeof tree === 'object') return Object.values(tree).some((x) => contains(x, token));
  return false;
}

function viewers(seats: number): Viewer[] {
  return [...Array.from({ length: seats }, (_, s) => s), 'spectator'];
}

function leaks(state: State, what: unknown, viewer: Viewer, secrets: readonly Secret[]): string[] {
  return secrets.filter((s) => !mayView(s, viewer) && contains(what, s.token)).map((s) => s.id);
}

describe('hotel secrets', () => {
  for (const [config, seats] of [[{}, 2], [{}, 4], [{}, 6], [{ moletsUses: 20, naprastkaUses: 20, luluUses: 20 }, 3]] as const) {
    it(`no view or event shows a secret to a viewer who may not see it: ${JSON.stringify(config)} with ${seats} seats`, () => {
      let checked = 0;
      for (let seed = 1; seed <= 30; seed++) {
        const parsed = hotel.parseConfig({ ...config, choiceSeconds: 30 }, seats);
        if (!parsed.ok) throw new Error(parsed.error.code);
        const setup = hotel.setup(parsed.value, seats, { seed });
        if (!setup.ok) throw new Error(setup.error.code);
        let state = setup.value;
        const rng = Rng.seeded(seed);
        let at = 0;
        while (hotel.outcome(state) === null) {
          const before = hotel.secrets(state);
          for (const v of viewers(seats)) expect(leaks(state, hotel.view(state, v), v, before), `view of ${v}`).toEqual([]);
          const actors = hotel.actors(state);
          let events;
          if (actors.length === 0 || rng.int(20) === 0) {
            at = hotel.deadline(state) ?? at;
            const step = advance(hotel, state, at);
            events = step.events;
            state = step.state;
          } else {
            const seat = rng.pick(actors);
            const res = hotel.apply(state, seat, rng.pick(hotel.legalMoves(state, seat)), at);
            if (!res.ok) throw new Error(res.error.code);
            events = res.value.events;
            state = res.value.state;
          }
          // A secret of the state before the step may show in its events only once it is out (the reveal).
          const after = hotel.secrets(state);
          const still = before.filter((s) => after.some((a) => a.id === s.id && !mayView(a, 'spectator')));
          for (const v of viewers(seats)) {
            for (const e of events) {
              const seen = hotel.eventView(e, v);
              if (seen !== null) expect(leaks(state, seen, v, still), `event ${e.kind} seen by ${v}`).toEqual([]);
            }
          }
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(100);
    });
  }
});
