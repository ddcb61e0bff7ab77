/**
 * The suits a seat showed it lacks (seed-004#play: follow suit, else trump): set when a seat plays off
 * the suit led (and off the trump), true for every hand along bot matches, shown to every viewer, and
 * kept by the search's deals.
 */
import { describe, expect, it } from 'vitest';
import { botMatch } from '../../src/core/autoplay.ts';
import { Rng } from '../../src/core/rng.ts';
import { suitOf, SUITS } from '../../src/games/thousand/cards.ts';
import { determinizeTrying } from '../../src/games/thousand/determinize.ts';
import { thousand } from '../../src/games/thousand/index.ts';
import type { State } from '../../src/games/thousand/state.ts';

/** Whether `hand` holds a card of a suit in `voids` (bits, 1 << suit). */
const holdsVoid = (hand: readonly number[], voids: number): boolean => hand.some((c) => (voids & (1 << suitOf(c))) !== 0);

describe('Thousand: what a play off the suit led shows', () => {
  const states: State[] = [];
  for (let seed = 1; seed <= 8; seed++) {
    const config = thousand.parseConfig({ dealLimit: 4 }, 3);
    if (!config.ok) throw new Error(config.error.code);
    const bots = [thousand.bots['random']!, thousand.bots['basic']!, thousand.bots['basic']!];
    botMatch(thousand, config.value, bots, seed, { moved: (_seat, step) => states.push(step.state) });
  }
  const withVoids = states.filter((s) => s.voids.some((v) => v !== 0));

  it('seats showed voids in many positions (the checks below are not empty)', () => {
    expect(withVoids.length).toBeGreaterThan(50);
  });

  it('a seat never holds a card of a suit it showed it lacks', () => {
    for (const s of withVoids) s.voids.forEach((v, seat) => expect(holdsVoid(s.hands[seat]!, v)).toBe(false));
  });

  it('a gathered trick adds each follower off the suit led: the led suit, and the trump when its card is neither', () => {
    let checked = 0;
    for (let i = 1; i < states.length; i++) {
      const [before, after] = [states[i - 1]!, states[i]!];
      const last = after.lastTrick;
      // A trick just gathered, and the deal goes on (a deal's end starts the next deal's voids afresh).
      if (last === null || before.trick.length !== before.order.length - 1 || after.phase !== 'play') continue;
      const want = before.voids.slice();
      const led = suitOf(last.cards[0]!);
      let seat = last.leader;
      for (const card of last.cards.slice(1)) {
        seat = before.order[(before.order.indexOf(seat) + 1) % before.order.length]!;
        if (suitOf(card) === led) continue;
        want[seat]! |= 1 << led;
        if (after.trump >= 0 && suitOf(card) !== after.trump) want[seat]! |= 1 << after.trump;
        checked++;
      }
      expect(after.voids).toEqual(want);
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('the search also reads the trick in play: a follower off the suit led is dealt none of it', () => {
    const rng = Rng.seeded(5);
    let checked = 0;
    for (const s of states) {
      if (s.phase !== 'play' || s.trick.length < 2) continue;
      const follower = s.order[(s.order.indexOf(s.leader) + 1) % s.order.length]!;
      const led = suitOf(s.trick[0]!);
      if (suitOf(s.trick[1]!) === led || s.voids[follower]! & (1 << led)) continue;
      const me = s.order.find((o) => o !== follower)!;
      for (let k = 0; k < 5; k++) {
        expect(holdsVoid(thousand.search!.determinize(s, me, rng).hands[follower]!, 1 << led)).toBe(false);
      }
      checked++;
    }
    expect(checked).toBeGreaterThan(5);
  });

  it('every viewer sees them, as suits', () => {
    const s = withVoids[0]!;
    for (const viewer of [0, 1, 2, 'spectator'] as const) {
      expect(thousand.view(s, viewer).voids).toEqual(s.voids.map((v) => SUITS.filter((_, suit) => (v & (1 << suit)) !== 0)));
    }
  });

  it('the search deals no seat a card of a suit it showed it lacks, and every hand keeps its size', () => {
    const rng = Rng.seeded(3);
    for (const s of withVoids.filter((_, i) => i % 3 === 0)) {
      const seat = s.voids.findIndex((v) => v === 0);
      const me = seat < 0 ? 0 : seat;
      const world = thousand.search!.determinize(s, me, rng);
      expect(world.hands.map((h) => h.length)).toEqual(s.hands.map((h) => h.length));
      s.voids.forEach((v, o) => {
        if (o !== me) expect(holdsVoid(world.hands[o]!, v)).toBe(false);
      });
    }
  });

  it('a deal built slot by slot (when few uniform deals fit) fits too, and deals exactly the unseen cards', () => {
    const rng = Rng.seeded(5);
    let varied = 0;
    for (const s of withVoids) {
      const me = Math.max(0, s.voids.findIndex((v) => v === 0));
      const worlds = [1, 2].map(() => determinizeTrying(s, me, rng, 0));
      for (const world of worlds) {
        expect(world.hands[me]).toEqual(s.hands[me]);
        expect(world.hands.map((h) => h.length)).toEqual(s.hands.map((h) => h.length));
        const all = (x: State) => [...x.hands.flat(), ...x.talons.flat(), ...x.discards].sort((a, b) => a - b);
        expect(all(world)).toEqual(all(s));
        s.voids.forEach((v, o) => {
          if (o !== me) expect(holdsVoid(world.hands[o]!, v), `seat ${o} lacks ${v}`).toBe(false);
        });
      }
      if (JSON.stringify(worlds[0]!.hands) !== JSON.stringify(worlds[1]!.hands)) varied++;
    }
    // Random, not one fixed deal: two builds of one position differ in most positions.
    expect(varied).toBeGreaterThan(withVoids.length / 2);
  });
});
