/** kozyr replay / simulate / bench on Ratuki: a race replayed from its timings, speeds as bot ids, the real-time bench row. */
import { describe, expect, it } from 'vitest';
import { colourDeck } from '../../engine/src/games/ratuki/cards.ts';
import { kozyr, scenarioFile } from './run-cli.ts';

/** Each seat's pile: the named cards on top, the rest of its colour in canonical order. */
const pile = (colour: 'R' | 'B', top: string[]) => [...top, ...colourDeck(colour).filter((c) => !top.includes(c))];

const race = {
  game: 'ratuki',
  seats: 2,
  config: { countdownMs: 1000 },
  deck: [...pile('R', ['R1a', 'R2a', 'R4a']), ...pile('B', ['B2a', 'B3a', 'B5a'])],
  seed: 3,
  moves: [
    { seat: 0, move: { kind: 'play', card: 'R1a', stack: 0, top: null }, at: 900 },
    { seat: 0, move: { kind: 'play', card: 'R1a', stack: 0, top: null }, at: 1200 },
    // Both aim at the 1 within a millisecond: seat 1's 2 arrives first, seat 0's 2 finds a 2 there.
    { seat: 1, move: { kind: 'play', card: 'B2a', stack: 0, top: 'R1a' }, at: 1500 },
    { seat: 0, move: { kind: 'play', card: 'R2a', stack: 0, top: 'R1a' }, at: 1500.4 },
    { seat: 1, move: { kind: 'play', card: 'B3a', stack: 0, top: 'B2a' }, at: 1650 },
  ],
};

describe('kozyr on Ratuki', () => {
  it('replay: a card before "Ratuki!" is refused, then the first of two cards aimed at one stack is taken and the second refused', () => {
    const r = kozyr('replay', scenarioFile(race));
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.results.map((x: { ok: boolean; }) => x.ok)).toEqual([false, true, true, false, true]);
    expect(out.results[0].code).toBe('ratuki/not-started');
    expect(out.results[3].code).toBe('ratuki/stack-moved');
    expect(out.results[3].message).toContain('it is now 2');
    expect(out.hands[0]).toContain('R2a');
    expect(out.views[0].stacks[0]).toEqual({ top: 'B3a', value: 3, size: 3 });
    expect(out.actors).toEqual([0, 1]);
  });

  it('simulate: speeds are part of the bot ids, and fast basic beats easy basic', () => {
    const r = kozyr(
      'simulate',
      '--game',
      'ratuki',
      '--seats',
      '2',
      '--games',
      '40',
      '--seed',
      '5',
      '--bots',
      'basic-fast,basic-easy',
      '--json',
    );
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.perBot['basic-fast'].games).toBe(40);
    expect(out.perBot['basic-fast'].firstPlaces).toBeGreaterThanOrEqual(24);
  });

  it('bench: random players racing in real time, without a uniform-moves row', () => {
    const r = kozyr('bench', '--game', 'ratuki', '--runs', '1', '--ms', '80', '--json');
    expect(r.status).toBe(0);
    const rows = JSON.parse(r.stdout).rows as { policy: string; roundsPerSecond: number; }[];
    expect(rows.map((x) => x.policy)).toEqual(['random players']);
    expect(rows[0]!.roundsPerSecond).toBeGreaterThan(0);
  });
});
