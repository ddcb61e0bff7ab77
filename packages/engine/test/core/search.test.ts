/**
 * The search bot (core/search) on Durak: it is honest (it searches from its view alone, and a bot
 * handed the other hand would play otherwise, so the check can fail), it replays (the same view and
 * generator state give the same move), and it only ever answers with a move it was given.
 */
import { describe, expect, it } from 'vitest';
import { botInput, botMatch } from '../../src/core/autoplay.ts';
import type { Bot, BotInput, GameDef } from '../../src/core/game.ts';
import { Rng } from '../../src/core/rng.ts';
import { searchBot, type SearchMethod } from '../../src/core/search/index.ts';
import { basicBot } from '../../src/games/durak/bots.ts';
import { durak, type DurakConfig, type Event, type Move, type State, type View } from '../../src/games/durak/index.ts';
import { durakSearch } from '../../src/games/durak/search.ts';

type Durak = GameDef<DurakConfig, State, Move, Event, View>;

const config = (() => {
  const c = durak.parseConfig({ variant: 'podkidnoy', deck: 36 }, 2);
  if (!c.ok) throw new Error(c.error.code);
  return c.value;
})();

const spec = (method: SearchMethod, iterations: number) => ({
  ...durakSearch,
  id: 'search',
  method,
  iterations,
  fallback: basicBot,
});

/** Positions of seat 0 with a real choice, along games of the basic bot against itself. */
function positions(games: number): State[] {
  const out: State[] = [];
  for (let seed = 1; seed <= games; seed++) {
    botMatch(durak, config, [basicBot, basicBot], seed, {
      moved: (_, step) => {
        if (durak.legalMoves(step.state, 0).length >= 3) out.push(step.state);
      },
    });
  }
  return out;
}

/** A plain input holding exactly what the contract gives a bot: no state anywhere in it. */
function plainInput(state: State, seat: number, rng: Rng): BotInput<View, Move> {
  return { view: durak.view(state, seat), seat, legal: durak.legalMoves(state, seat), forms: [], rng };
}

describe('the search bot', () => {
  const states = positions(3).slice(0, 24);

  it('searches from the view alone: fromView is handed the input view, and a state-free input gives the same move', () => {
    let seen: View[] = [];
    const spied: Durak = {
      ...durak,
      search: { ...durak.search!, fromView: (v, s) => (seen.push(v), durak.search!.fromView!(v, s)) },
    };
    const bot = searchBot(spied, spec('pimc', 30));
    for (const state of states.slice(0, 8)) {
      seen = [];
      const input = plainInput(state, 0, Rng.seeded(5));
      expect(Object.keys(input).sort()).toEqual(['forms', 'legal', 'rng', 'seat', 'view']);
      const plain = bot.choose(input);
      expect(seen).toEqual([input.view]);
      // The host's input (the state kept privately, the view built on demand) gives the very same move.
      const hosted = bot.choose(botInput(spied, state, 0, durak.legalMoves(state, 0), Rng.seeded(5)));
      expect(hosted).toEqual(plain);
    }
  });

  it('plays otherwise when handed the other hand: a search on the true state differs somewhere', () => {
    const honest = searchBot(durak, spec('pimc', 60));
    let truth: State | null = null;
    // A cheat: the "state behind the view" is the true state, and nothing is re-dealt.
    const clairvoyant: Durak = { ...durak, search: { determinize: (s) => s, fromView: () => truth! } };
    const cheat = searchBot(clairvoyant, spec('pimc', 60));
    let differ = 0;
    for (const state of states) {
      truth = state;
      const a = honest.choose(plainInput(state, 0, Rng.seeded(9)))!.move;
      const b = cheat.choose(plainInput(state, 0, Rng.seeded(9)))!.move;
      if (JSON.stringify(a) !== JSON.stringify(b)) differ++;
    }
    expect(differ).toBeGreaterThan(0);
  });

  for (const method of ['pimc', 'ismcts'] as const) {
    it(`${method}: replays (same view, same generator state, same move) and answers only with a move it was given`, () => {
      const bot = searchBot(durak, spec(method, 40));
      for (const state of states.slice(0, 10)) {
        const first = bot.choose(plainInput(state, 0, Rng.seeded(3)))!.move;
        expect(bot.choose(plainInput(state, 0, Rng.seeded(3)))!.move).toEqual(first);
        expect(durak.legalMoves(state, 0)).toContainEqual(first);
      }
    });
  }

  it('answers a decision with nothing listed through its fallback, and takes a lone move without searching', () => {
    const asked: string[] = [];
    const fallback: Bot<View, Move> = { id: 'fallback', choose: () => (asked.push('fallback'), null) };
    const bot = searchBot(durak, { ...spec('pimc', 10), fallback });
    const state = states[0]!;
    expect(bot.choose({ ...plainInput(state, 0, Rng.seeded(1)), legal: [] })).toBeNull();
    expect(asked).toEqual(['fallback']);
    const only = durak.legalMoves(state, 0)[0]!;
    expect(bot.choose({ ...plainInput(state, 0, Rng.seeded(1)), legal: [only] })).toEqual({ move: only });
  });

  it('refuses a game without search.fromView, and a budget that is not a positive number of iterations', () => {
    const blind: Durak = { ...durak, search: { determinize: durak.search!.determinize } };
    const bot = searchBot(blind, spec('pimc', 10));
    expect(() => bot.choose(plainInput(states[0]!, 0, Rng.seeded(1)))).toThrow(/search\.fromView/);
    expect(() => searchBot(durak, spec('pimc', 0))).toThrow(/positive integer/);
  });
});
