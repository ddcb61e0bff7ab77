/** kozyr bench: UNO and Svintus are measured with random players and with the uniform playout, each row labelled. */
import { games } from '@kozyr/engine';
import { describe, expect, it } from 'vitest';
import { benchedGames } from '../src/commands/bench.ts';
import { kozyr } from './run-cli.ts';

interface Row {
  game: string;
  policy: string;
  seats: number;
  roundsPerSecond: number;
  movesPerRound: number;
}

describe('kozyr bench policies', () => {
  it('UNO: a row for random players (the headline) and one for uniform moves; random players\u2019 hands are short', () => {
    const r = kozyr('bench', '--game', 'uno', '--runs', '1', '--ms', '60', '--json');
    expect(r.status).toBe(0);
    const rows = (JSON.parse(r.stdout) as { rows: Row[]; }).rows;
    expect(rows.map((x) => x.policy)).toEqual(['random players', 'uniform moves']);
    const [players, uniform] = rows as [Row, Row];
    expect(players.seats).toBe(4);
    expect(players.roundsPerSecond).toBeGreaterThan(0);
    // A random player plays a card that fits instead of drawing: a hand is tens of moves, not thousands.
    expect(players.movesPerRound).toBeLessThan(200);
    // Seed 001 lets nobody draw while holding a card that fits, so uniform moves make short hands too
    // (about 100 moves; with the official draw-at-will rule, mayDrawInstead, about 2,000).
    expect(uniform.movesPerRound).toBeLessThan(1000);
  });

  it('Svintus: the same two rows, and the table output names and explains both policies', () => {
    const r = kozyr('bench', '--game', 'svintus', '--runs', '1', '--ms', '60');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/svintus\s+4\s+random players/);
    expect(r.stdout).toMatch(/svintus\s+4\s+uniform moves/);
    expect(r.stdout).toContain('a random card among those that fit');
  });

  it('Durak: the uniform row and the reference playout, with engine/reference measured pair by pair', () => {
    const r = kozyr('bench', '--game', 'durak', '--runs', '3', '--ms', '50', '--json');
    expect(r.status).toBe(0);
    const rows = (JSON.parse(r.stdout) as { rows: (Row & { engineOverReference?: number; })[]; }).rows;
    expect(rows.map((x) => x.policy)).toEqual(['uniform moves', 'reference']);
    const [uniform, reference] = rows as [Row, Row & { engineOverReference: number; }];
    expect(reference.engineOverReference).toBeGreaterThan(0);
    // The same games: the reference plays the engine's seeds and choices, so a game takes as many moves.
    expect(Math.abs(reference.movesPerRound - uniform.movesPerRound) / uniform.movesPerRound).toBeLessThan(0.1);
    const text = kozyr('bench', '--game', 'durak', '--runs', '1', '--ms', '50');
    expect(text.stdout).toMatch(/durak: engine\/reference = \d\.\d\d/);
  });

  it('without --game every registered game is benched; --game names one or several, and an unknown one is refused', () => {
    expect(benchedGames(undefined).map((g) => g.id)).toEqual(Object.keys(games));
    expect(benchedGames('ratuki,durak').map((g) => g.id)).toEqual(['durak', 'ratuki']);
    expect(() => benchedGames('durak,checkers')).toThrow(/unknown game "checkers"/);
  });

  it('several games are measured each in a process of its own: one game of each timing model, briefly', () => {
    const sample = Object.values(games).filter((g, i, all) => all.findIndex((o) => o.type.timing === g.type.timing) === i);
    expect(sample.map((g) => g.type.timing).sort()).toEqual(['realtime', 'simultaneous', 'turns']);
    const r = kozyr('bench', '--game', sample.map((g) => g.id).join(','), '--runs', '1', '--ms', '10');
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain('each game in a process of its own');
    // A row per game: real-time games are played by random players only (each on its own clock).
    for (const g of sample) {
      expect(r.stdout).toMatch(new RegExp(`^${g.id}\\s+\\d+\\s+(uniform moves|random players)\\s+\\d`, 'm'));
    }
  });
});
