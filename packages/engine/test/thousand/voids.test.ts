/**
 * The suits a seat showed it lacks (seed-004#play: follow suit, else trump): set when a seat plays off
 * the suit led (and off the trump), true for every hand along bot matches, shown to every viewer, and
 * kept by the search's deals.
 */
import { describe, expect, it } from 'vitest';
import { botMatch } from '../../src/core/autoplay.ts';
import { Rng } from '../../src/core/rng.ts';
import { suitOf, SUITS } from '../../src/games/thousand/cards.ts';
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

  it('a play off the suit led sets the led suit, and the trump too when the card is no trump', () => {
    let checked = 0;
    for (let i = 1; i < states.length; i++) {
      const [before, after] = [states[i - 1]!, states[i]!];
      if (before.phase !== 'play' || before.trick.length === 0 || after.phase !== 'play') continue;
      const seat = before.turn;
      const played = before.hands[seat]!.find((c) => !after.hands[seat]!.includes(c));
      if (played === undefined) continue;
      const led = suitOf(before.trick[0]!);
      const suit = suitOf(played);
      let want = before.voids[seat]!;
      if (suit !== led) want |= 1 << led;
      if (suit !== led && before.trump >= 0 && suit !== before.trump) want |= 1 << before.trump;
      expect(after.voids[seat]).toBe(want);
      if (suit !== led) checked++;
    }
    expect(checked).toBeGreaterThan(20);
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
});
