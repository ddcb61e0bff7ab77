import { describe, expect, it } from 'vitest';
import { kozyr, scenarioFile } from './run-cli.ts';

const SUITS = ['S', 'C', 'D', 'H'];
const RANKS = ['6', '7', '8', '9', 'T', 'J', 'Q', 'K', 'A'];
const deck36 = SUITS.flatMap((s) => RANKS.map((r) => r + s));

/** Seat 0's and seat 1's hands, then the talon with `trump` last; every other card in between. */
function stacked(hand0: string[], hand1: string[], trump: string, extra: string[] = []): string[] {
  const used = new Set([...hand0, ...hand1, trump]);
  const rest = [...deck36, ...extra].filter((c) => !used.has(c));
  return [...hand0, ...hand1, ...rest, trump];
}

// Seed 002's worked example: two seats, a 36-card base with the joker, hearts are trump.
const workedExample = {
  game: 'durak',
  seats: 2,
  config: { variant: 'joker', deck: 36 },
  deck: stacked(['AH', 'AS', '7H', '8D', '9D', 'TD'], ['JK', '7S', '8C', '9C', 'TC', 'JD'], '6H', ['JK']),
  seed: 7,
  moves: [
    { seat: 0, move: { kind: 'attack', card: 'AH' }, at: 0 },
    { seat: 1, move: { kind: 'defend', attack: 'AH', card: 'JK' }, at: 1000 },
    { seat: 0, move: { kind: 'attack', card: 'AS' }, at: 2000 },
    { seat: 1, move: { kind: 'defend', attack: 'AS', card: '7S' }, at: 3000 },
    { seat: 1, move: { kind: 'take' }, at: 4000 },
    // After the take the attacker is asked whether it adds more (whether it holds a matching card is
    // hidden); it holds no ace and no special, says done, and the defender takes the table.
    { seat: 0, move: { kind: 'done' }, at: 5000 },
  ],
};

describe('kozyr replay on Durak', () => {
  it("replays seed 002's worked example: the joker covers the trump ace, the thrown-in ace of spades forces a take", () => {
    const r = kozyr('replay', scenarioFile(workedExample));
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.results.map((x: { ok: boolean; }) => x.ok)).toEqual([true, true, true, false, true, true]);
    expect(out.results[3].code).toBe('durak/cannot-beat');
    expect(out.results[3].message).toMatch(/7/);
    // The taker holds 8 cards: five left after the defence plus the two aces and its joker.
    expect([...out.hands[1]].sort()).toEqual(['7S', '8C', '9C', 'AH', 'AS', 'JD', 'JK', 'TC'].sort());
    // The attacker refilled to six first; the taker skips its attack, so seat 0 leads again.
    expect(out.hands[0]).toHaveLength(6);
    expect(out.actors).toEqual([0]);
    expect(out.views).toHaveLength(2);
    expect(out.views[0].hand).toHaveLength(6);
    expect(JSON.stringify(out.views[0])).not.toContain('"8C"');
    expect(out.outcome).toBeNull();
  });

  it('shuffles with the seed when no deck is given, the same way every time', () => {
    const sc = { game: 'durak', seats: 3, seed: 12345, moves: [] };
    const a = JSON.parse(kozyr('replay', scenarioFile(sc)).stdout);
    const b = JSON.parse(kozyr('replay', scenarioFile(sc)).stdout);
    expect(a.hands).toEqual(b.hands);
    expect(a.hands.map((h: string[]) => h.length)).toEqual([6, 6, 6]);
    const c = JSON.parse(kozyr('replay', scenarioFile({ ...sc, seed: 54321 })).stdout);
    expect(c.hands).not.toEqual(a.hands);
  });

  it('an unknown card in the deck is an error with exit status 2', () => {
    const bad = { ...workedExample, deck: workedExample.deck.map((c) => (c === '8D' ? 'XX' : c)) };
    const r = kozyr('replay', scenarioFile(bad));
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/XX/);
    expect(r.stdout).toBe('');
  });

  it('an unknown card in a move is an error with exit status 2', () => {
    const bad = { ...workedExample, moves: [{ seat: 0, move: { kind: 'attack', card: 'ZZ' } }] };
    const r = kozyr('replay', scenarioFile(bad));
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/moves\.0\.move/);
  });

  it('a config the game refuses is an error with exit status 2', () => {
    const r = kozyr('replay', scenarioFile({ game: 'durak', seats: 2, config: { variant: 'strip' }, moves: [] }));
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/variant/);
  });
});

describe('kozyr simulate and bench on Durak', () => {
  it('simulate prints a summary with places per seat and per bot', () => {
    const r = kozyr('simulate', '--game', 'durak', '--games', '40', '--seed', '3', '--bots', 'basic,random', '--json');
    expect(r.status).toBe(0);
    const s = JSON.parse(r.stdout);
    expect(s.games).toBe(40);
    expect(s.perSeat).toHaveLength(2);
    expect(s.perBot.basic.games).toBe(40);
    expect(s.perBot.random.games).toBe(40);
    expect(s.perBot.basic.notLastRate).toBeGreaterThan(s.perBot.random.notLastRate);
    expect(s.movesPerGame).toBeGreaterThan(10);
  });

  it('bench measures every registered game and reports JSON', () => {
    const r = kozyr('bench', '--runs', '1', '--ms', '50', '--json');
    expect(r.status).toBe(0);
    const b = JSON.parse(r.stdout);
    const durak = b.rows.find((row: { game: string; }) => row.game === 'durak');
    expect(durak.seats).toBe(2);
    expect(durak.gamesPerSecond).toBeGreaterThan(0);
    expect(durak.roundsPerSecond).toBeGreaterThan(0);
  });
});
