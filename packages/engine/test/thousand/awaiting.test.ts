/** Contract v2: whom the Thousand table waits on — always the one seat to act (bidder, declarer, player in turn). */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/core/rng.ts';
import { thousand } from '../../src/games/thousand/index.ts';
import { config } from './helpers.ts';

describe('Thousand: awaiting', () => {
  it('is the one seat with legal moves in every phase of random deals, and nobody once the game is over', () => {
    const rng = Rng.seeded(4);
    const phases = new Set<string>();
    for (const seats of [2, 3, 4]) {
      const setup = thousand.setup(config({ dealLimit: 2 }, seats), seats, { seed: seats });
      if (!setup.ok) throw new Error(setup.error.code);
      let s = setup.value;
      while (thousand.outcome(s) === null) {
        const awaited = thousand.awaiting(s);
        expect(awaited).toHaveLength(1);
        expect(thousand.actors(s)).toEqual(awaited);
        for (let seat = 0; seat < seats; seat++) expect(thousand.legalMoves(s, seat).length > 0).toBe(seat === awaited[0]);
        phases.add(s.phase);
        const res = thousand.apply(s, awaited[0]!, rng.pick(thousand.legalMoves(s, awaited[0]!)), 0);
        if (!res.ok) throw new Error(res.error.code);
        s = res.value.state;
      }
      expect(thousand.awaiting(s)).toEqual([]);
    }
    expect([...phases].sort()).toEqual(['bidding', 'contract', 'dealing', 'give', 'play', 'talon']);
  });
});
