/**
 * Hotel's search capability: the state a bot rebuilds behind its view shows that view again,
 * and `determinize` re-draws everything a seat cannot know about the others' face-down
 * choices — which card, how many (Molets' second card), whether Lulu played her resting card
 * — and keeps what Naprastka showed it.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/core/rng.ts';
import type { Seat } from '../../src/core/types.ts';
import { determinize } from '../../src/games/hotel/determinize.ts';
import { stateFromView } from '../../src/games/hotel/from-view.ts';
import { hotel, knock, play, type State, table } from './helpers.ts';

/** Random playouts: every state reached (the start included), by legal moves of random actors. */
function* states(config: Record<string, unknown>, seats: number, games: number): Generator<State> {
  const parsed = hotel.parseConfig({ choiceSeconds: 0, ...config }, seats);
  if (!parsed.ok) throw new Error(parsed.error.code);
  for (let seed = 1; seed <= games; seed++) {
    const setup = hotel.setup(parsed.value, seats, { seed });
    if (!setup.ok) throw new Error(setup.error.code);
    let state = setup.value;
    const rng = Rng.seeded(seed);
    while (hotel.outcome(state) === null) {
      yield state;
      const actors = hotel.actors(state);
      const seat = actors[rng.int(actors.length)]!;
      const legal = hotel.legalMoves(state, seat);
      const res = hotel.apply(state, seat, legal[rng.int(legal.length)]!, 0);
      if (!res.ok) throw new Error(res.error.code);
      state = res.value.state;
    }
  }
}

/** How often each kind of choice seat `of` gets in `n` determinizations for `seat`. */
function drawn(state: State, seat: Seat, of: Seat, n: number): { one: number; two: number; lulu: number; } {
  const rng = Rng.seeded(3);
  const out = { one: 0, two: 0, lulu: 0 };
  for (let i = 0; i < n; i++) {
    const c = determinize(state, seat, rng).choices[of]!;
    if (c.lulu) out.lulu++;
    else if (c.cards.length === 2) out.two++;
    else out.one++;
  }
  return out;
}

describe('hotel search: the state behind a view, determinize', () => {
  for (
    const [config, seats] of [[{}, 2], [{}, 4], [{ version: 'free' }, 3], [{ moletsUses: 9, luluUses: 9 }, 6], [{}, 8]] as const
  ) {
    it(`the state rebuilt from a seat's view shows that very view: ${JSON.stringify(config)}, ${seats} seats`, () => {
      let checked = 0;
      for (const state of states(config, seats, 15)) {
        for (let seat = 0; seat < seats; seat++) {
          const v = hotel.view(state, seat);
          expect(hotel.view(stateFromView(v, seat), seat)).toEqual(v);
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(100);
    });
  }

  it('determinize re-draws how many cards Professor Molets played: one played card may be two, as far as others know', () => {
    let s = table({ seats: 3, guests: ['molets', '-', '-'] });
    s = play(s, [[0, knock(1)]]).state;
    const seen = drawn(s, 1, 0, 400);
    expect(seen.one).toBeGreaterThan(0);
    expect(seen.two).toBeGreaterThan(0);
    // And the other way round: his two cards may be one.
    let t = table({ seats: 3, guests: ['molets', '-', '-'] });
    t = play(t, [[0, { kind: 'molets', doors: [1, 2] }]]).state;
    expect(drawn(t, 1, 0, 400).one).toBeGreaterThan(0);
  });

  it('determinize re-draws whether Lulu played her resting card', () => {
    let s = table({ seats: 3, guests: ['lulu', '-', '-'] });
    s = play(s, [[0, knock(1)], [1, knock(2)], [2, knock(3)]]).state;
    // Round 2: Lulu's card for door 1 rests; she knocks at door 2.
    s = play(s, [[0, knock(2)]]).state;
    const seen = drawn(s, 1, 0, 400);
    expect(seen.lulu).toBeGreaterThan(0);
    expect(seen.one).toBeGreaterThan(0);
    // Her own determinization keeps her own choice.
    expect(drawn(s, 0, 0, 50)).toEqual({ one: 50, two: 0, lulu: 0 });
  });

  it('what Baba Naprastka saw stays true in her determinizations (and only the seen card is certain)', () => {
    let s = table({ seats: 3, guests: ['naprastka', 'molets', '-'] });
    s = play(s, [[1, { kind: 'molets', doors: [1, 3] }], [0, { kind: 'peek', seat: 1 }]]).state;
    const saw = s.peeks[0]!;
    expect(saw.seat).toBe(1);
    const rng = Rng.seeded(5);
    const others = new Set<string>();
    for (let i = 0; i < 300; i++) {
      const c = determinize(s, 0, rng).choices[1]!;
      expect(c.cards).toContain(saw.door);
      others.add(c.cards.join(','));
    }
    expect(others.size).toBeGreaterThan(1);
  });
});
