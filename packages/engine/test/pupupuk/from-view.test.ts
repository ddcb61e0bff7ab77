/**
 * Pu-Pu-Puk: the state behind a seat's view (search.fromView), checked along bot matches with
 * every place: for every state reached and every seat, the rebuilt state shows that seat the
 * same view and offers it the same listed moves, and so does every determinization of it.
 */
import { describe, expect, it } from 'vitest';
import { botMatch } from '../../src/core/autoplay.ts';
import { Rng } from '../../src/core/rng.ts';
import { pupupuk } from '../../src/games/pupupuk/index.ts';
import { placeKey, PLACES } from '../../src/games/pupupuk/places.ts';
import type { State } from '../../src/games/pupupuk/state.ts';

function matchStates(config: Record<string, unknown>, seats: number, games: number): State[] {
  const parsed = pupupuk.parseConfig(config, seats);
  if (!parsed.ok) throw new Error(parsed.error.code);
  const out: State[] = [];
  const keep = (step: { state: State; }) => out.push(step.state);
  for (let seed = 1; seed <= games; seed++) {
    const bots = Array.from({ length: seats }, (_, s) => (s === seed % seats ? pupupuk.bots.basic! : pupupuk.bots.random!));
    botMatch(pupupuk, parsed.value, bots, seed, { moved: (_, step) => keep(step), ticked: keep });
  }
  return out;
}

function check(states: readonly State[]): Set<string> {
  const { fromView, determinize } = pupupuk.search!;
  const rng = Rng.seeded(5);
  const phases = new Set<string>();
  for (const [i, state] of states.entries()) {
    phases.add(state.phase.kind);
    for (let seat = 0; seat < state.seats; seat++) {
      const v = pupupuk.view(state, seat);
      const behind = fromView!(v, seat);
      expect(pupupuk.view(behind, seat), `state ${i}, seat ${seat}`).toEqual(v);
      expect(pupupuk.legalMoves(behind, seat), `state ${i}, seat ${seat}: legal moves`).toEqual(pupupuk.legalMoves(state, seat));
      expect(pupupuk.actors(behind), `state ${i}, seat ${seat}: actors`).toEqual(pupupuk.actors(state));
      const det = determinize(behind, seat, rng);
      expect(pupupuk.view(det, seat), `state ${i}, seat ${seat}: determinized`).toEqual(v);
      expect(pupupuk.legalMoves(det, seat), `state ${i}, seat ${seat}: determinized legal moves`).toEqual(
        pupupuk.legalMoves(state, seat),
      );
    }
  }
  return phases;
}

const RELAY = { relayMinMs: 10000, relayMaxMs: 30000 };
/** A phase only the place opens, which its matches reach. */
const OWN: Partial<Record<(typeof PLACES)[number], string>> = {
  schoolBreak: 'six-seven',
  doubleDate: 'double',
  crowdedMinibus: 'distribute',
  relay: 'go',
  improvCircle: 'say',
};

describe('pupupuk search: the state behind a view', () => {
  for (const seats of [2, 3, 4, 6]) {
    it(`no place, ${seats} seats`, () => {
      const phases = check(matchStates({}, seats, 3));
      expect(phases.has('lay') && phases.has('between')).toBe(true);
    });
  }
  for (const place of PLACES) {
    it(`the place ${place}, 3 seats`, () => {
      const phases = check(matchStates({ [placeKey(place)]: true, ...RELAY }, 3, 3));
      if (OWN[place] !== undefined) expect(phases).toContain(OWN[place]);
    });
  }
  it('every place, 4 and 5 seats', () => {
    const phases = check([
      ...matchStates({ allPlaces: true, ...RELAY }, 4, 4),
      ...matchStates({ allPlaces: true, ...RELAY }, 5, 2),
    ]);
    // Reached: the number effects' phases and the places' own.
    for (const kind of ['gesture', 'blind-draws', 'give', 'purge', 'take', 'offer', 'name']) expect(phases).toContain(kind);
  });
});
