/**
 * Hotel's bots: basic beats random players, strong beats basic (the issue's figure is
 * measured with `kozyr simulate` over 1,000 games; here a smaller sample with a margin), both
 * use the guests' powers, and both only ever make legal moves (botMatch refuses otherwise).
 */
import { describe, expect, it } from 'vitest';
import type { Bot } from '../../src/core/game.ts';
import { basic, strong } from '../../src/games/hotel/bots.ts';
import type { Move, View } from '../../src/games/hotel/state.ts';
import { botMatch, randomBot, Rng } from '../../src/index.ts';
import { hotel } from './helpers.ts';
import { play, room, table } from './helpers.ts';

const random = randomBot as unknown as Bot<View, Move>;

function oneAgainstThree(one: Bot<View, Move>, other: Bot<View, Move>, games: number, config: Record<string, unknown> = {}) {
  const c = hotel.parseConfig(config, 4);
  if (!c.ok) throw new Error(c.error.code);
  let wins = 0;
  for (let g = 0; g < games; g++) {
    const seat = g % 4;
    const bots = [other, other, other, other];
    bots[seat] = one;
    if (botMatch(hotel, c.value, bots, 1000 + g).outcome.places[seat] === 1) wins++;
  }
  return wins / games;
}

describe('hotel bots', () => {
  it('basic wins well above its share (25%) against three random players', () => {
    expect(oneAgainstThree(basic, random, 200)).toBeGreaterThan(0.35);
  });

  it('strong wins at least 60% of four-player games against three basic bots', () => {
    expect(oneAgainstThree(strong, basic, 120)).toBeGreaterThan(0.6);
  });

  it('strong beats basic without guests too', () => {
    expect(oneAgainstThree(strong, basic, 80, { guests: false })).toBeGreaterThan(0.5);
  });

  it('both bots use every guest’s power over a few six-player games', () => {
    const c = hotel.parseConfig({}, 6);
    if (!c.ok) throw new Error(c.error.code);
    for (const bot of [basic, strong]) {
      const used = new Set<string>();
      for (let seed = 1; seed <= 30; seed++) {
        const start = hotel.setup(c.value, 6, { seed });
        if (!start.ok) throw new Error(start.error.code);
        const end = botMatch(hotel, c.value, [bot, bot, bot, bot, bot, bot], seed).state;
        end.guests.forEach((g, seat) => {
          if (g === 'bo' ? end.bakshish[seat]! > 0 : g !== null && end.uses[seat]! < start.value.uses[seat]!) used.add(g!);
        });
      }
      expect([...used].sort(), bot.id).toEqual(['bo', 'lulu', 'molets', 'mugla', 'naprastka', 'pero']);
    }
  });

  it('Detective Mugla takes a 4★ topmost room when she collides', () => {
    const top = [room(1, 0), room(1, 1), room(4, 0)];
    const s = play(table({ seats: 3, top, guests: ['mugla', '-', '-'] }), [[1, { kind: 'knock', door: 3 }], [2, {
      kind: 'knock',
      door: 1,
    }], [0, {
      kind: 'knock',
      door: 3,
    }]]).state;
    expect(s.phase).toBe('mugla');
    for (const bot of [basic, strong]) {
      const m = bot.choose({ view: hotel.view(s, 0), seat: 0, legal: hotel.legalMoves(s, 0), forms: [], rng: Rng.seeded(1) });
      expect(m?.move, bot.id).toEqual({ kind: 'mugla' });
    }
  });
});
