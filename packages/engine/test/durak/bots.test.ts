/** The basic bot: always legal, and it beats the random bot in at least 90% of 1,000 two-player games. */
import { describe, expect, it } from 'vitest';
import { botMatch } from '../../src/core/autoplay.ts';
import type { Bot } from '../../src/core/game.ts';
import { randomBot } from '../../src/core/host.ts';
import { Rng } from '../../src/core/rng.ts';
import { durak, type Move, type State, type View } from '../../src/games/durak/index.ts';
import { act, attack, defend, done, start, take } from './helpers.ts';

const random = randomBot as unknown as Bot<View, Move>;

/** What the basic bot plays for `seat` in `state`, seeing only that seat's view and legal moves. */
function basicMove(state: State, seat: number): Move | undefined {
  const legal = durak.legalMoves(state, seat);
  return durak.bots.basic!.choose({ view: durak.view(state, seat), seat, legal, forms: [], rng: Rng.seeded(1) })?.move;
}

describe('durak bots', () => {
  it('basic beats random in at least 90% of 1,000 two-player 36-card games (alternating seats)', () => {
    const config = durak.parseConfig({}, 2);
    if (!config.ok) throw new Error(config.error.code);
    const basic = durak.bots.basic!;
    let wins = 0;
    let draws = 0;
    const games = 1000;
    for (let g = 0; g < games; g++) {
      const seat = g % 2;
      const bots = seat === 0 ? [basic, random] : [random, basic];
      const { outcome } = botMatch(durak, config.value, bots, 1000 + g);
      const mine = outcome.places[seat]!;
      const theirs = outcome.places[1 - seat]!;
      if (mine < theirs) wins++;
      else if (mine === theirs) draws++;
    }
    console.log(`durak basic vs random: ${wins}/${games} wins (${((wins / games) * 100).toFixed(1)}%), ${draws} draws`);
    expect(wins / games).toBeGreaterThanOrEqual(0.9);
  });

  it('basic says done when it has nothing to add, and when it would only give away a trump', () => {
    // Seat 0 holds the only heart (trumps): it attacks first.
    let s = start({}, 2, { hands: [['6C', '6D', '7H', '8C', '9C', 'TC'], ['7C', '7S', '8D', '9D', 'TD', 'JD']], trump: 'KH' });
    s = act(s, 0, attack('6C')).state;
    expect(basicMove(s, 0)).toEqual(attack('6D')); // a cheap six: thrown in
    s = act(s, 0, attack('6D')).state;
    expect(basicMove(s, 0)).toEqual(done); // nothing left that matches
    s = act(s, 1, defend('6C', '7C')).state;
    expect(durak.legalMoves(s, 0)).toEqual([attack('7H'), done]);
    expect(basicMove(s, 0)).toEqual(done); // the seven of trumps is worth keeping while the talon lasts
    s = act(s, 1, take).state;
    expect(basicMove(s, 0)).toEqual(done); // not even into a take
  });

  it('basic plays every variant legally to the end, with up to 6 seats', () => {
    const basic = durak.bots.basic!;
    const tables: [Record<string, unknown>, number][] = [
      [{ variant: 'perevodnoy' }, 4],
      [{ variant: 'joker', deck: 52 }, 6],
      [{ variant: 'pustushka', throwIn: 'neighbours' }, 5],
      [{ variant: 'porozhniy' }, 3],
      [{ variant: 'japanese', series: 2 }, 3],
    ];
    for (const [raw, seats] of tables) {
      const config = durak.parseConfig(raw, seats);
      if (!config.ok) throw new Error(config.error.code);
      for (let g = 0; g < 10; g++) {
        const { outcome } = botMatch(durak, config.value, Array.from({ length: seats }, () => basic), 77 + g);
        expect(outcome.places).toHaveLength(seats);
      }
    }
  });
});
