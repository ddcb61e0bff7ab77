/**
 * Pu-Pu-Puk: the state behind a seat's view (search.fromView), checked along bot matches with
 * every place: for every state reached and every seat, the rebuilt state shows that seat the
 * same view and offers it the same listed moves, and so does every determinization of it.
 */
import { describe, expect, it } from 'vitest';
import type { Config } from '../../src/games/pupupuk/config.ts';
import { pupupuk } from '../../src/games/pupupuk/index.ts';
import { placeKey, PLACES } from '../../src/games/pupupuk/places.ts';
import type { Move, State } from '../../src/games/pupupuk/state.ts';
import { checkFromView, matchStates } from '../shared/match-from-view.ts';

function check(states: readonly State[], seats: number): Set<string> {
  checkFromView(pupupuk, states, seats);
  return new Set(states.map((s) => s.phase.kind));
}

const RELAY = { relayMinMs: 10000, relayMaxMs: 30000 };

const behind = (state: State, seat: number): State => pupupuk.search!.fromView!(pupupuk.view(state, seat), seat);
const extraDiscards = (moves: readonly Move[]): number => moves.filter((m) => m.kind === 'go' && 'discard' in m).length;

function parse(raw: Record<string, unknown>): Config {
  const parsed = pupupuk.parseConfig(raw, 3);
  if (!parsed.ok) throw new Error(parsed.error.code);
  return parsed.value;
}
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
      const phases = check(matchStates(pupupuk, {}, seats, 3), seats);
      expect(phases.has('lay') && phases.has('between')).toBe(true);
    });
  }
  for (const place of PLACES) {
    it(`the place ${place}, 3 seats`, () => {
      const phases = check(matchStates(pupupuk, { [placeKey(place)]: true, ...RELAY }, 3, 3), 3);
      if (OWN[place] !== undefined) expect(phases).toContain(OWN[place]);
    });
  }
  it('every place, 4 and 5 seats', () => {
    const phases = new Set([
      ...check(matchStates(pupupuk, { allPlaces: true, ...RELAY }, 4, 4), 4),
      ...check(matchStates(pupupuk, { allPlaces: true, ...RELAY }, 5, 2), 5),
    ]);
    // Reached: the number effects' phases and the places' own.
    for (const kind of ['gesture', 'blind-draws', 'give', 'purge', 'take', 'offer', 'name']) expect(phases).toContain(kind);
  });

  it("the state behind every seat's view has the table's settings, not the defaults", () => {
    // Each unlike the default: the Relay only, three round wins, a short Relay range without the extra discard.
    const raw = { placeRelay: true, winsToWin: 3, relayMinMs: 10000, relayMaxMs: 30000, relayExtraDiscard: false };
    const table = parse(raw);
    const defaults = parse({});
    for (const key of ['places', 'winsToWin', 'relayMinMs', 'relayMaxMs', 'relayExtraDiscard'] as const) {
      expect(table[key]).not.toEqual(defaults[key]);
    }
    const states = matchStates(pupupuk, raw, 3, 3);
    for (const state of states) {
      for (let seat = 0; seat < 3; seat++) expect(behind(state, seat).config).toEqual(table);
    }
    // A match to three wins goes on where a seat has two; on the defaults it would be over.
    expect(states.some((s) => s.phase.kind !== 'over' && s.wins.includes(2))).toBe(true);
    // After «ХОД!» the table allows no extra discard; the defaults would offer one per card in hand.
    const go = states.find((s) => s.phase.kind === 'go')!;
    const mine = behind(go, go.turn);
    expect(pupupuk.legalMoves(mine, go.turn)).toEqual(pupupuk.legalMoves(go, go.turn));
    expect(extraDiscards(pupupuk.legalMoves(mine, go.turn))).toBe(0);
    expect(extraDiscards(pupupuk.legalMoves({ ...mine, config: defaults }, go.turn))).toBe(go.hands[go.turn]!.length);
  });
});
