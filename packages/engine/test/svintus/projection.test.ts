/** What each viewer and a searching bot may know: own cards only, and the facts the table shows. */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/core/rng.ts';
import { SVINTUS } from '../../src/games/svintus/cards.ts';
import { svintus } from '../../src/games/svintus/index.ts';
import { stackDeck, Table } from '../uno/stack.ts';

const B = ['B0', 'B1', 'B2', 'B3', 'B4', 'B5', 'B6', 'B7'];
const O = ['O0', 'O2', 'O3', 'O4', 'O5', 'O6', 'O7', 'O7'];
const G = ['G0', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7', 'G7'];

describe('views and determinization', () => {
  it('who may intercept is public: every seat in the window is an actor, holding the card or not, and may decline', () => {
    const hands = [B, ['R5', ...O.slice(1)], G, ['R5', 'BK', 'BK', 'BZ', 'BZ', 'GK', 'GK', 'R6']];
    const t = new Table(svintus, { rounds: 1 }, 4, stackDeck(SVINTUS, { draw: ['R7', 'G1', 'B1', 'O1'], hands, first: 'R1' }));
    t.play(1, { kind: 'play', card: 'R5' });
    expect(svintus.actors(t.state)).toEqual([0, 2, 3]); // seat 2 plays next; seats 0 and 3 may intercept
    expect(t.legal(0)).toEqual([{ kind: 'decline' }]);
    expect(t.legal(3)).toEqual([{ kind: 'play', card: 'R5' }, { kind: 'decline' }]);
    t.play(0, { kind: 'decline' });
    expect(svintus.actors(t.state)).toEqual([2, 3]);
    t.refuse(0, { kind: 'decline' }, 'svintus/nothing-to-decline');
    t.play(3, { kind: 'decline' });
    // Who declined is plain data in the view (the state keeps a bit per seat).
    expect(svintus.view(t.state, 2).declined).toEqual([0, 3]);
    expect(svintus.view(t.state, 'spectator').declined).toEqual([0, 3]);
    const rng = Rng.seeded(11);
    for (let i = 0; i < 20; i++) {
      const det = svintus.search!.determinize(t.state, 0, rng);
      expect(svintus.actors(det)).toEqual([2]);
      expect(det.hands[0]).toEqual(t.state.hands[0]);
      expect(det.hands.map((h) => h.length)).toEqual(t.state.hands.map((h) => h.length));
    }
  });
  it('a view shows the viewer\u2019s own hand only; a spectator sees no hand', () => {
    const t = new Table(svintus, {}, 3, stackDeck(SVINTUS, { draw: ['R7', 'G1', 'B1'], hands: [B, O, G], first: 'R1' }));
    expect([...svintus.view(t.state, 1).hand!].sort()).toEqual([...O].sort());
    expect(svintus.view(t.state, 'spectator').hand).toBeNull();
    expect(JSON.stringify(svintus.view(t.state, 'spectator'))).not.toMatch(/"rng"|B0|O0|G0/);
  });
});
