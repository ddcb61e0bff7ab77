import { describe, expect, it } from 'vitest';
import type { GameDef } from '../../src/index.ts';
import { conformance, conformanceChecks } from '../../src/testing/conformance.ts';
import { type ToyEvent, toyGame, type ToyMove, type ToyState, type ToyView } from './toy-game.ts';

type Toy = GameDef<{ handSize: number; }, ToyState, ToyMove, ToyEvent, ToyView>;
const tables = [{ config: {}, seats: [2, 3] }];

// The suite itself, on a game known to be right.
conformance(toyGame, { tables, playouts: 100, deepPlayouts: 10 });

/** Run the playouts of a broken variant and return the error it raises. */
function failureOf(broken: Toy): string {
  const checks = conformanceChecks(broken, { tables, playouts: 5, deepPlayouts: 5 });
  try {
    checks.playTable(tables[0]!, 3);
  } catch (e) {
    return (e as Error).message;
  }
  return 'no failure';
}

describe('the conformance suite catches broken games', () => {
  it('a view that shows other hands', () => {
    const leaky: Toy = { ...toyGame, view: (s, v) => ({ ...toyGame.view(s, v), hand: s.hands.flat() }) };
    expect(failureOf(leaky)).toMatch(/shows the secret/);
  });

  it('an event that shows a hidden card to other seats', () => {
    const leaky: Toy = {
      ...toyGame,
      apply: (s, seat, m, at) => {
        const r = toyGame.apply(s, seat, m, at);
        return r.ok ?
          { ok: true, value: { ...r.value, events: [...r.value.events, { kind: 'played', seat, card: s.kitty[0]! }] } } :
          r;
      },
    };
    expect(failureOf(leaky)).toMatch(/shows the secret/);
  });

  it('a view that carries the generator state', () => {
    const leaky: Toy = { ...toyGame, view: (s, v) => ({ ...toyGame.view(s, v), rng: s.rng }) as ToyView };
    expect(failureOf(leaky)).toMatch(/generator/);
  });

  it('an apply that mutates its input', () => {
    const mutating: Toy = {
      ...toyGame,
      apply: (s, seat, m, at) => {
        s.points[0]! += 0.5;
        return toyGame.apply(s, seat, m, at);
      },
    };
    expect(failureOf(mutating)).toMatch(/apply mutated its input state/);
  });

  it('an apply that accepts a card the seat does not hold', () => {
    const lax: Toy = {
      ...toyGame,
      apply: (
        s,
        seat,
        m,
        at,
      ) => (s.hands[seat]!.includes(m.card) ? toyGame.apply(s, seat, m, at) : { ok: true, value: { state: s, events: [] } }),
    };
    expect(failureOf(lax)).toMatch(/was accepted/);
  });

  it('a move that loses a card', () => {
    const lossy: Toy = {
      ...toyGame,
      tick: (s, at) => {
        const r = toyGame.tick(s, at);
        return r === null ? null : { ...r, state: { ...r.state, won: r.state.won.slice(1) } };
      },
    };
    expect(failureOf(lossy)).toMatch(/not conserved/);
  });

  it('a determinize that changes what the seat can see', () => {
    const wrong: Toy = { ...toyGame, search: { determinize: (s) => ({ ...s, points: s.points.map((p) => p + 1) }) } };
    expect(failureOf(wrong)).toMatch(/determinize/);
  });

  it('a game that never ends', () => {
    const endless: Toy = {
      ...toyGame,
      outcome: () => null,
      actors: (s) => [s.turn],
      legalMoves: (s, seat) => (seat === s.turn ? [{ kind: 'play', card: 'C1' }] : []),
      apply: (s) => ({ ok: true, value: { state: s, events: [] } }),
    };
    const checks = conformanceChecks(endless, { tables, playouts: 1, deepPlayouts: 0, maxMoves: 50, illegalPerMove: 0 });
    expect(() => checks.playTable(tables[0]!, 2)).toThrow(/no end after 50 moves/);
  });
});

describe('the conformance suite catches broken contracts', () => {
  it('an awaited seat that is not an actor', () => {
    const wrong: Toy = { ...toyGame, awaiting: (s) => Array.from({ length: s.seats }, (_, i) => i) };
    expect(failureOf(wrong)).toMatch(/awaited seat \d is not an actor/);
  });

  it('awaiting that depends on a hidden card', () => {
    // Waits on the turn seat only when the first face-down card is odd: the same public position, two answers.
    // Without `search`, so that the comparison of equal spectator views finds it (determinize would too).
    const { search: _search, ...noSearch } = toyGame;
    const wrong: Toy = { ...noSearch, awaiting: (s) => (Number(s.kitty[0]!.slice(1)) % 2 === 1 ? toyGame.awaiting(s) : []) };
    expect(failureOf(wrong)).toMatch(/do not follow from public information/);
  });
});
