/** Durak's fast random playout (search.playout): the games of move-by-move play, and nothing a host holds is disturbed. */
import { describe, expect, it } from 'vitest';
import { randomPlayout } from '../../src/core/autoplay.ts';
import { Rng } from '../../src/core/rng.ts';
import { durak, type State } from '../../src/games/durak/index.ts';
import { conformanceChecks } from '../../src/testing/conformance.ts';

const playout = durak.search!.playout!;

function table(raw: Record<string, unknown>, seats: number, seed: number): State {
  const config = durak.parseConfig(raw, seats);
  if (!config.ok) throw new Error(config.error.code);
  const setup = durak.setup(config.value, seats, { seed });
  if (!setup.ok) throw new Error(setup.error.code);
  return setup.value;
}

/** `state` after `n` random moves (the moves of randomPlayout's choices, played through apply). */
function after(state: State, n: number, rng: Rng): State {
  let s = state;
  for (let i = 0; i < n && durak.outcome(s) === null; i++) {
    const actors = durak.actors(s);
    const seat = actors[rng.int(actors.length)]!;
    const legal = durak.legalMoves(s, seat);
    const res = durak.apply(s, seat, legal[rng.int(legal.length)]!, 0);
    if (!res.ok) throw new Error(res.error.code);
    s = res.value.state;
  }
  return s;
}

describe('durak: search.playout', () => {
  it('randomPlayout plays the same games with it as move by move without it', () => {
    const moveByMove = { ...durak, search: { determinize: durak.search!.determinize } };
    const tables: [Record<string, unknown>, number][] = [
      [{}, 2],
      [{ variant: 'perevodnoy' }, 4],
      [{ variant: 'joker', deck: 52, throwIn: 'neighbours' }, 5],
      [{ variant: 'pustushka', deck: 24, series: 3 }, 3],
      [{ variant: 'porozhniy', deck: 32 }, 3],
      [{ variant: 'japanese', firstBoutLimit: 5 }, 6],
    ];
    for (const [raw, seats] of tables) {
      const config = durak.parseConfig(raw, seats);
      if (!config.ok) throw new Error(config.error.code);
      for (let seed = 1; seed <= 40; seed++) {
        expect(randomPlayout(durak, config.value, seats, seed)).toEqual(randomPlayout(moveByMove, config.value, seats, seed));
      }
    }
  });

  it('a playout between listing the legal moves and applying one of them changes nothing of that move', () => {
    // legal.ts keeps what it knows of the last list it made (apply then takes a listed move without checks);
    // a playout in between (a search bot's rollout) must not change what that listed move means.
    for (let seed = 1; seed <= 30; seed++) {
      const rng = Rng.seeded(seed);
      const state = after(table({ variant: 'perevodnoy' }, 3, seed), 4 + (seed % 9), rng);
      if (durak.outcome(state) !== null) continue;
      const seat = durak.actors(state)[0]!;
      const legal = durak.legalMoves(state, seat);
      const move = legal[legal.length - 1]!;
      const alone = durak.apply(state, seat, move, 0);
      durak.legalMoves(state, seat);
      playout(state, Rng.seeded(seed * 3), 0);
      const afterPlayout = durak.apply(state, seat, move, 0);
      expect(JSON.stringify(afterPlayout)).toBe(JSON.stringify(alone));
    }
  });

  it('leaves the state it starts from as it was, and its end is a state like any other (JSON, outcome)', () => {
    const state = after(table({ variant: 'joker' }, 4, 11), 30, Rng.seeded(11));
    const before = JSON.stringify(state);
    const played = playout(state, Rng.seeded(5), 0);
    expect(JSON.stringify(state)).toBe(before);
    expect(played.moves).toBeGreaterThan(0);
    expect(durak.outcome(played.state)).not.toBeNull();
    expect(JSON.parse(JSON.stringify(played.state))).toEqual(played.state);
  });

  it('the conformance suite catches a playout that does not play the moves of move-by-move play', () => {
    const real = durak.search!;
    const withPlayout = (fast: typeof playout) => ({ ...durak, search: { ...real, playout: fast } });
    const options = { tables: [{ config: {}, seats: [2] }], playouts: 0, deepPlayouts: 1 };
    const oneMore = withPlayout((s, rng, at) => {
      const r = playout(s, rng, at);
      return { ...r, moves: r.moves + 1 };
    });
    expect(() => conformanceChecks(oneMore, options).playTable(options.tables[0]!, 2)).toThrow(/another number of moves/);
    // One draw too many: the same game could end the same by chance, the generator's next number would not.
    const drawsMore = withPlayout((s, rng, at) => {
      const r = playout(s, rng, at);
      rng.u32();
      return r;
    });
    expect(() => conformanceChecks(drawsMore, options).playTable(options.tables[0]!, 2)).toThrow(/drew another amount/);
  });
});
