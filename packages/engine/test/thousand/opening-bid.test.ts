/**
 * Seed 004: «Первым заказ делает сдатчик. Делает он ее обязательно размером в сто очков»; «обязательная
 * сотня». The opening bid is exactly 100 (the barrel bid for a player on the barrel), never more, then
 * raises go in steps of 5; who opens is the setting `opener` (the player left of the dealer by default,
 * or the dealer). On stacked decks: seat 0 holds every winner, so a hand alone would allow far more.
 */
import { describe, expect, it } from 'vitest';
import { thousand } from '../../src/games/thousand/index.ts';
import type { Move } from '../../src/games/thousand/state.ts';
import { bid, deckOf, pass, refusal, run, table } from './helpers.ts';

// Bidding order at a new three-seat table: seat 2 deals, seat 0 (left of the dealer) is the forehand.
const STRONG = deckOf(3, ['AS AH TH KH QH AC AD', '9H KS QS JS 9S TC KC', 'JH QC JC TD KD QD JD'], ['TS 9C 9D']);
const bids = (moves: readonly Move[]) => moves.filter((m) => m.kind === 'bid').map((m) => (m as { value: number; }).value);

describe('thousand: the compulsory hundred', () => {
  it('the forehand opens with exactly 100, however strong its hand: no other bid, no pass', () => {
    const s = table({}, 3, STRONG);
    expect(thousand.actors(s)).toEqual([0]);
    expect(thousand.legalMoves(s, 0)).toEqual([bid(100)]);
    expect(refusal(s, 0, bid(105))).toBe('thousand/opening-bid');
    expect(refusal(s, 0, bid(170))).toBe('thousand/opening-bid');
    expect(refusal(s, 0, pass)).toBe('thousand/must-open');
    expect(run(s, [[0, bid(100)]]).state.bid).toBe(100);
  });

  it('after the opening, the next bidder raises by at least 5 or passes', () => {
    const s = run(table({}, 3, STRONG), [[0, bid(100)]]).state;
    const legal = thousand.legalMoves(s, 1);
    expect(bids(legal)[0]).toBe(105);
    expect(bids(legal).every((v, i) => v === 105 + 5 * i)).toBe(true);
    expect(legal).toContainEqual(pass);
    expect(refusal(s, 1, bid(100))).toBe('thousand/bid-too-low');
  });

  it('setting opener = dealer: the dealer opens, with exactly 100', () => {
    const s = table({ opener: 'dealer' }, 3, STRONG);
    expect(s.dealer).toBe(2);
    expect(thousand.actors(s)).toEqual([2]);
    expect(thousand.legalMoves(s, 2)).toEqual([bid(100)]);
    expect(refusal(s, 2, bid(120))).toBe('thousand/opening-bid');
    // The bidding then goes on round from the dealer: seat 0 raises or passes.
    expect(thousand.actors(run(s, [[2, bid(100)]]).state)).toEqual([0]);
  });

  it('a player on the barrel opens at exactly the barrel bid (120; setting 125)', () => {
    const on = { scores: [0, 880, 0], onBarrel: [false, true, false] };
    const s = table({}, 3, STRONG, on);
    expect(thousand.actors(s)).toEqual([1]);
    expect(thousand.legalMoves(s, 1).filter((m) => m.kind === 'bid')).toEqual([bid(120)]);
    expect(refusal(s, 1, bid(125))).toBe('thousand/opening-bid');
    const s125 = table({ barrelBid: 125 }, 3, STRONG, on);
    expect(thousand.legalMoves(s125, 1).filter((m) => m.kind === 'bid')).toEqual([bid(125)]);
  });
});
