/** Ratuki's bots: the `basic` policy's preferences, human delays by speed, the play-rate cap, and the random player. */
import { describe, expect, it } from 'vitest';
import { REACTION } from '../../src/games/ratuki/bots.ts';
import { ratuki } from '../../src/games/ratuki/index.ts';
import type { Move, State, View } from '../../src/games/ratuki/state.ts';
import { type BotInput, type ReactionRange, realtimeMatch, Rng } from '../../src/index.ts';
import { move, play, table } from './helpers.ts';

function input(state: State, seat: number, seed = 1, reaction?: ReactionRange): BotInput<View, Move> {
  return {
    view: ratuki.view(state, seat),
    seat,
    legal: ratuki.legalMoves(state, seat),
    forms: [],
    rng: Rng.seeded(seed),
    ...(reaction === undefined ? {} : { reaction }),
  };
}

/** Place 0 at 4 (R1a R2a R3a B4a), seat 0 still holding R5a and R3b; seat 1 holding B3a and B5b. */
function stackAtFour(): State {
  let s = table([['R1a', 'R2a', 'R3a', 'R5a', 'R3b', 'R1b'], ['B4a', 'B3a', 'B2a', 'B5b']]);
  s = move(s, 0, play('R1a', 0, null), 10).state;
  s = move(s, 0, play('R2a', 0, 'R1a'), 20).state;
  s = move(s, 0, play('R3a', 0, 'R2a'), 30).state;
  return move(s, 1, play('B4a', 0, 'R3a'), 40).state;
}

const basic = ratuki.bots['basic']!;

describe('Ratuki bots', () => {
  it('basic takes a stack when it can: a 5 on a 4 before any other card', () => {
    const s = stackAtFour();
    expect(s.players[0]!.hand).toEqual(['R5a', 'R3b', 'R1b']);
    expect(basic.choose(input(s, 0))?.move).toEqual(play('R5a', 0, 'B4a'));
  });

  it('basic blocks a stack near 5 when it cannot take it: a 3 on the 4', () => {
    const s = stackAtFour();
    expect(s.players[1]!.hand).toEqual(['B3a', 'B2a', 'B5b']);
    // Seat 1 holds B5b too: taking comes first.
    expect(basic.choose(input(s, 1))?.move).toEqual(play('B5b', 0, 'B4a'));
    const noFive: State = { ...s, players: s.players.map((p, i) => (i === 1 ? { ...p, hand: ['B3a', 'B2a', 'B1a'] } : p)) };
    expect(basic.choose(input(noFive, 1))?.move).toEqual(play('B3a', 0, 'B4a'));
  });

  it('basic takes a tall stack with a Ratuki but keeps it rather than take a stack of one', () => {
    let s = table([['R1a', 'R2a', 'R3a'], ['BXa', 'B1a', 'B2a']]);
    s = move(s, 0, play('R1a', 0, null), 10).state;
    // On a stack of one, a 2 or a new stack is better than spending the Ratuki.
    expect(basic.choose(input(s, 1))?.move.card).not.toBe('BXa');
    s = move(s, 0, play('R2a', 0, 'R1a'), 20).state;
    s = move(s, 0, play('R3a', 0, 'R2a'), 30).state;
    expect(basic.choose(input(s, 1))?.move).toEqual(play('BXa', 0, 'R3a'));
  });

  it('basic junks only when no card in hand fits, the highest first', () => {
    const s = table([['R4a', 'R5a', 'R2a'], ['B1a', 'B2a', 'B3a']]);
    expect(ratuki.legalMoves(s, 0).filter((m) => m.kind === 'play')).toEqual([]);
    expect(basic.choose(input(s, 0))?.move).toEqual({ kind: 'junk', card: 'R5a' });
  });

  it("each speed answers within its reaction range from its own last move; the host's range wins for `basic`", () => {
    const s = table([['R1a', 'R2a', 'R3a'], ['B1a', 'B2a', 'B3a']], { minGapMs: 0 });
    for (const speed of ['easy', 'normal', 'fast'] as const) {
      const bot = ratuki.bots[`basic-${speed}`]!;
      const range = REACTION[speed];
      const seen = new Set<number>();
      for (let t = 100; t < 100 + 50 * 37; t += 37) {
        const after = move(s, 0, play('R1a', 0, null), t).state;
        const d = bot.choose(input(after, 0))!.delayMs!;
        expect(d).toBeGreaterThanOrEqual(range.minMs);
        expect(d).toBeLessThanOrEqual(range.maxMs);
        seen.add(d);
      }
      // Human, not constant: the reaction time varies from one card to the next.
      expect(seen.size).toBeGreaterThan(20);
    }
    expect(REACTION.fast.maxMs).toBeLessThan(REACTION.easy.minMs);
    const after = move(s, 0, play('R1a', 0, null), 100).state;
    expect(basic.choose(input(after, 0, 3, { minMs: 5000, maxMs: 5000 }))!.delayMs).toBe(5000);
  });

  it("a bot asked again after others' moves answers at the same moment, so faster players never starve it", () => {
    let s = table([['R1a', 'R2a', 'R3a'], ['B5a', 'B5b', 'B5c']], { minGapMs: 0 });
    s = move(s, 0, play('R1a', 0, null), 100).state;
    const bot = ratuki.bots['basic-easy']!;
    const first = 100 + bot.choose(input(s, 0))!.delayMs!;
    for (let t = 150; t < 1000; t += 150) {
      s = move(s, 1, { kind: 'junk', card: s.players[1]!.hand[0]! }, t).state;
      expect(t + bot.choose(input(s, 0))!.delayMs!).toBe(first);
    }
  });

  it('a bot never answers before the play-rate cap lets its seat play again', () => {
    const s = table([['R1a', 'R2a', 'R3a'], ['B1a', 'B2a', 'B3a']], { minGapMs: 2000 });
    const after = move(s, 0, play('R1a', 0, null), 100).state;
    for (const id of ['basic-fast', 'random']) {
      const d = ratuki.bots[id]!.choose(input(after, 0))!.delayMs!;
      expect(d, id).toBeGreaterThanOrEqual(2000);
    }
  });

  it('the random player plays a uniformly random playable card, and junks only when none fits', () => {
    const s = table([['R1a', 'R1b', 'R5a'], ['B5a', 'B4a', 'B3a']]);
    const random = ratuki.bots['random']!;
    const seen = new Map<string, number>();
    for (let seed = 1; seed <= 600; seed++) {
      const m = random.choose(input(s, 0, seed))!.move;
      expect(m.kind).toBe('play');
      const key = JSON.stringify(m);
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    // R1a and R1b may each start a stack in place 0 or 1: four plays, about 150 each.
    expect(seen.size).toBe(4);
    for (const n of seen.values()) expect(n).toBeGreaterThan(100);
    expect(random.choose(input(s, 1))!.move.kind).toBe('junk');
  });

  it('at one speed, basic beats the random player in most two-player games', () => {
    const cfg = ratuki.parseConfig({ singleRound: true }, 2);
    if (!cfg.ok) throw new Error();
    let wins = 0;
    const games = 200;
    for (let g = 0; g < games; g++) {
      const seats = [{ bot: basic, reaction: REACTION.normal }, { bot: ratuki.bots['random']!, reaction: REACTION.normal }];
      const order = g % 2 === 0 ? seats : [seats[1]!, seats[0]!];
      const r = realtimeMatch(ratuki, cfg.value, order, 1000 + g);
      if (r.outcome.places[g % 2 === 0 ? 0 : 1] === 1) wins++;
    }
    expect(wins / games).toBeGreaterThan(0.6);
  });

  it('fast basic wins at least 60% of 500 two-player games against easy basic', () => {
    const cfg = ratuki.parseConfig({}, 2);
    if (!cfg.ok) throw new Error();
    let wins = 0;
    for (let g = 0; g < 500; g++) {
      const fastFirst = g % 2 === 0;
      const lineup = [ratuki.bots['basic-fast']!, ratuki.bots['basic-easy']!].map((bot) => ({ bot }));
      const r = realtimeMatch(ratuki, cfg.value, fastFirst ? lineup : [lineup[1]!, lineup[0]!], g);
      if (r.outcome.places[fastFirst ? 0 : 1] === 1 && r.outcome.places[fastFirst ? 1 : 0] === 2) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(300);
  });
});
