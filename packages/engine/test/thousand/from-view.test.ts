/** Thousand's `search.fromView`: the state behind a seat's view shows that view again (test/shared/from-view.ts). */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/core/rng.ts';
import { thousand } from '../../src/games/thousand/index.ts';
import type { Move, State } from '../../src/games/thousand/state.ts';
import { checkFromView } from '../shared/from-view.ts';
import { bid, config, deckOf, run, table } from './helpers.ts';

const behind = (s: State, seat: number): State => thousand.search!.fromView!(thousand.view(s, seat), seat);
const topBid = (moves: readonly Move[]): number => Math.max(...moves.map((m) => (m.kind === 'bid' ? m.value : 0)));

/** House rules, each unlike the default: the dealer opens, bids over 120 need no marriage, the barrel at 900. */
const HOUSE = { opener: 'dealer', bidLimit: 'free', barrelAt: 900 } as const;

describe('thousand: the state behind a seat view', () => {
  for (const seats of [2, 3, 4]) {
    it(`${seats} seats on the default settings: the view again, the same actors and legal moves`, () => {
      expect(checkFromView(thousand, { dealLimit: 3 }, seats, 12)).toBeGreaterThan(100);
    });
  }

  it('3 seats with house rules: the view again, the same actors and legal moves', () => {
    const raw = { ...HOUSE, dealLimit: 3, boltPenalty: 'three-in-a-row', darkGame: true, goldenKon: true };
    expect(checkFromView(thousand, raw, 3, 8)).toBeGreaterThan(100);
  });

  it("the state behind every seat's view has the table's settings, not the defaults", () => {
    const house = config(HOUSE, 3);
    const defaults = config({}, 3);
    for (const key of Object.keys(HOUSE) as (keyof typeof HOUSE)[]) expect(house[key]).not.toBe(defaults[key]);
    // Seat 2 deals and, on this table, opens; seat 0, next, holds no king or queen: no marriage.
    const deck = deckOf(3, ['AS TS AH TH AC TC AD', '9H KS QS JS 9S 9C KC', 'JH QC JC TD KD QD JD'], ['KH QH 9D']);
    const opened = table(HOUSE, 3, deck);
    expect(thousand.actors(opened)).toEqual([2]);
    for (const seat of [0, 1, 2]) {
      expect(behind(opened, seat).config).toEqual(house);
      expect(behind(opened, seat).opener).toBe(2);
    }
    const s = run(opened, [[2, bid(100)]]).state;
    const mine = behind(s, 0);
    expect(mine.config).toEqual(house);
    // Free bidding lets seat 0 go over 120 without a marriage; the defaults would stop it at 120.
    expect(topBid(thousand.legalMoves(mine, 0))).toBe(topBid(thousand.legalMoves(s, 0)));
    expect(topBid(thousand.legalMoves(mine, 0))).toBeGreaterThan(120);
    expect(topBid(thousand.legalMoves({ ...mine, config: defaults }, 0))).toBe(120);
  });

  it('a shown talon card whose place the view leaves open is rebuilt as unknown, not as public', () => {
    // Random play: late in a deal a shown card may be in a pile or, given away, in a hand; the view says neither.
    let open = 0;
    for (const seed of [1, 2, 3]) {
      const setup = thousand.setup(config({}, 3), 3, { seed });
      if (!setup.ok) throw new Error(setup.error.code);
      let s = setup.value;
      const rng = Rng.seeded(seed);
      for (let moves = 0; thousand.outcome(s) === null && moves < 3000; moves++) {
        for (let seat = 0; seat < 3; seat++) {
          const v = thousand.view(s, seat);
          const placed = new Set([
            ...v.hand,
            ...v.players.flatMap((p) => p.known),
            ...v.trick.map((t) => t.card),
            ...(v.lastTrick?.cards ?? []).map((t) => t.card),
          ]);
          if (v.talonShown.some((c) => !placed.has(c))) open++;
          expect(thousand.view(behind(s, seat), seat)).toEqual(v);
        }
        const actor = thousand.actors(s).find((a) => thousand.legalMoves(s, a).length > 0);
        if (actor === undefined) break;
        const legal = thousand.legalMoves(s, actor);
        s = run(s, [[actor, legal[rng.int(legal.length)]!]]).state;
      }
    }
    expect(open).toBeGreaterThan(10);
  });
});
