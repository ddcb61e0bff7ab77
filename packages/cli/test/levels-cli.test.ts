/** `kozyr simulate --ladder` and `kozyr bench --bots`: the bot levels, their strength and their cost. */
import { describe, expect, it } from 'vitest';
import { wilson } from '../src/bench/levels.ts';
import { kozyr } from './run-cli.ts';

describe('bot levels on the command line', () => {
  it('the ladder plays every pair of the levels asked for and gives each rate with its interval', () => {
    const r = kozyr('simulate', '--ladder', 'durak', '--games', '4', '--levels', 'random,easy,normal', '--json');
    expect(r.stderr).toBe('');
    const out = JSON.parse(r.stdout) as {
      chance: number;
      rows: { level: string; against: string; games: number; firsts: number; first: { lo: number; hi: number; }; }[];
    };
    expect(out.chance).toBe(0.5);
    expect(out.rows.map((x) => `${x.level}/${x.against}`)).toEqual(['easy/random', 'normal/random', 'normal/easy']);
    for (const row of out.rows) {
      expect(row.games).toBe(4);
      expect(row.first.lo).toBeLessThanOrEqual(row.firsts / 4);
      expect(row.first.hi).toBeGreaterThanOrEqual(row.firsts / 4);
    }
  });

  it('the ladder refuses a game with fewer than two of the levels asked for', () => {
    const r = kozyr('simulate', '--ladder', 'durak', '--levels', 'strong');
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/fewer than two levels/);
  });

  it('Wilson intervals: the textbook case, and the edges stay inside [0, 1]', () => {
    const w = wilson(8, 10);
    expect(w.lo).toBeCloseTo(0.49, 2);
    expect(w.hi).toBeCloseTo(0.943, 2);
    expect(wilson(0, 5).lo).toBe(0);
    expect(wilson(5, 5).hi).toBe(1);
  });

  it('bench --bots times every level of a game by decision', () => {
    const r = kozyr('bench', '--bots', '--game', 'hotel', '--decisions', '5', '--json');
    expect(r.stderr).toBe('');
    const rows =
      (JSON.parse(r.stdout) as { rows: { level: string; decisions: number; medianMs: number; p95Ms: number; }[]; }).rows;
    expect(rows.map((x) => x.level)).toEqual(['easy', 'normal', 'strong']);
    for (const row of rows) {
      expect(row.decisions).toBe(5);
      expect(row.p95Ms).toBeGreaterThanOrEqual(row.medianMs);
    }
  });
});
