/**
 * botMatch builds a bot's view lazily: a bot that decides from `legal` alone never
 * pays for a projection, and every bot that reads the view plays exactly as before.
 */
import { describe, expect, it } from 'vitest';
import { durak } from '../../src/games/durak/index.ts';
import { svintus } from '../../src/games/svintus/index.ts';
import { uno } from '../../src/games/uno/index.ts';
import { type AnyGame, type Bot, botMatch, randomBot, type Tagged } from '../../src/index.ts';
import { toyGame, type ToyMove, type ToyView } from './toy-game.ts';

/** The toy game with its projections counted. */
function countingToy() {
  const counter = { views: 0 };
  const game = {
    ...toyGame,
    view: (s: Parameters<typeof toyGame.view>[0], v: Parameters<typeof toyGame.view>[1]) => {
      counter.views++;
      return toyGame.view(s, v);
    },
  };
  return { game, counter };
}

const firstLegal: Bot<ToyView, ToyMove> = { id: 'first-legal', choose: ({ legal }) => ({ move: legal[0]! }) };
const readsViewTwice: Bot<ToyView, ToyMove> = {
  id: 'reads-view-twice',
  choose: ({ view, legal }) => {
    const again = view;
    return { move: legal.find((m) => again.hand.includes(m.card)) ?? legal[0]! };
  },
};

describe('botMatch bot input', () => {
  it('never builds the view for a bot that does not read it', () => {
    const { game, counter } = countingToy();
    const r = botMatch(game, { handSize: 3 }, [firstLegal, firstLegal], 4);
    expect(r.moves).toBeGreaterThan(0);
    expect(counter.views).toBe(0);
  });

  it("builds the view once per question for a bot that reads it, and it is the seat's own view", () => {
    const { game, counter } = countingToy();
    let asked = 0;
    const spy: Bot<ToyView, ToyMove> = {
      id: 'spy',
      choose: (input) => {
        asked++;
        const a = input.view;
        const b = input.view;
        expect(a).toBe(b);
        expect(a.me).toBe(input.seat);
        return readsViewTwice.choose(input);
      },
    };
    botMatch(game, { handSize: 3 }, [spy, spy], 4);
    expect(asked).toBeGreaterThan(0);
    expect(counter.views).toBe(asked);
  });

  it('re-aims one input per question: each bot sees its own seat, legal list and view', () => {
    const { game } = countingToy();
    const seen: { seat: number; legal: readonly ToyMove[]; }[] = [];
    const spy: Bot<ToyView, ToyMove> = {
      id: 'spy',
      choose: (input) => {
        expect(input.view.me).toBe(input.seat);
        seen.push({ seat: input.seat, legal: input.legal });
        return firstLegal.choose(input);
      },
    };
    const asked: { seat: number; legal: readonly ToyMove[]; }[] = [];
    botMatch(game, { handSize: 3 }, [spy, spy], 4, { asked: (seat, legal) => asked.push({ seat, legal }) });
    expect(seen.length).toBeGreaterThan(0);
    expect(seen).toEqual(asked);
  });

  it('shows its watch every actor list, every answer, every move and every tick, in order', () => {
    const { game } = countingToy();
    const log: string[] = [];
    let moved = 0;
    let ticked = 0;
    const r = botMatch(game, { handSize: 3 }, [firstLegal, firstLegal], 4, {
      actors: (actors) => log.push(`actors ${actors.join(',')}`),
      asked: (seat, _legal, choice) => log.push(`asked ${seat} ${choice === null ? '-' : choice.move.card}`),
      ticked: (step) => {
        ticked++;
        log.push(`ticked ${step.events.map((e) => e.kind).join(',')}`);
      },
      moved: (seat, step) => {
        moved++;
        const played = step.events[0];
        log.push(`moved ${seat} ${played?.kind === 'played' ? played.card : '?'}`);
      },
    });
    expect(moved).toBe(r.moves);
    expect(ticked).toBeGreaterThan(0); // the toy's finished trick stays on show until a tick clears it
    // Every move is the answer just given by the only seat asked before it.
    for (let i = 0; i < log.length; i++) {
      if (!log[i]!.startsWith('moved')) continue;
      const [, seat, card] = log[i]!.split(' ');
      expect(log[i - 1]).toBe(`asked ${seat} ${card}`);
      expect(log[i - 2]).toBe(`actors ${seat}`);
    }
  });

  // Recorded with the eager view (before botInput existed): same seed, same bots, same outcome.
  const before: Record<string, { places: number[]; scores: number[]; moves: number; rounds: number; }> = {
    'uno/1': { places: [3, 4, 1, 2], scores: [29, 65, 0, 21], moves: 39, rounds: 1 },
    'uno/2': { places: [2, 4, 1, 3], scores: [23, 69, 0, 55], moves: 59, rounds: 1 },
    'uno/3': { places: [1, 3, 2, 4], scores: [0, 238, 55, 482], moves: 401, rounds: 1 },
    'svintus/1': { places: [2, 1, 3, 4], scores: [10, 0, 20, 28], moves: 78, rounds: 1 },
    'svintus/2': { places: [3, 1, 4, 1], scores: [7, 0, 23, 0], moves: 130, rounds: 1 },
    'svintus/3': { places: [1, 4, 3, 1], scores: [0, 38, 34, 0], moves: 51, rounds: 1 },
    'durak/1': { places: [1, 2], scores: [0, 1], moves: 111, rounds: 1 },
    'durak/2': { places: [1, 2], scores: [0, 1], moves: 88, rounds: 1 },
    'durak/3': { places: [1, 2], scores: [0, 1], moves: 139, rounds: 1 },
  };
  const random = randomBot;
  const tables: [AnyGame, Record<string, unknown>, Bot<unknown, Tagged>[]][] = [
    [
      uno as unknown as AnyGame,
      { rounds: 1, mayDrawInstead: true }, // recorded before UNO's seed rule (draw only when nothing fits)
      [uno.bots.basic!, random, uno.bots.basic!, random] as Bot<unknown, Tagged>[],
    ],
    [
      svintus as unknown as AnyGame,
      { rounds: 1 },
      [svintus.bots.basic!, random, random, svintus.bots.basic!] as Bot<unknown, Tagged>[],
    ],
    [durak as unknown as AnyGame, {}, [random, random]],
  ];
  it.each(tables.map((t) => [t[0].id, ...t] as const))(
    '%s: existing bots give the same outcomes as with the eager view',
    (id, game, raw, bots) => {
      const config = game.parseConfig(raw, bots.length);
      if (!config.ok) throw new Error(config.error.code);
      for (const seed of [1, 2, 3]) {
        const r = botMatch(game, config.value, bots, seed);
        expect({ places: r.outcome.places, scores: r.outcome.scores, moves: r.moves, rounds: r.rounds }).toEqual(
          before[`${id}/${seed}`],
        );
      }
    },
  );
});
