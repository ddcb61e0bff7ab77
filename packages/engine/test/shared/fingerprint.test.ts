/**
 * Behaviour fingerprints of UNO and Svintus: many whole games (uniform random moves by
 * random actors with random gaps in time, and matches of the basic and random bots)
 * hashed move by move with their events and outcome. The digests were recorded on the
 * tree before UNO and Svintus were rebuilt on one shedding factory and the core
 * updater (v2 contract); a refactor that changes any move, event, timing or result of
 * any of these games changes a digest. A change of rules must say so here, with the
 * configuration that still reproduces the old behaviour (see `mayDrawInstead`).
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Bot, BotInput, GameDef } from '../../src/core/game.ts';
import { Rng } from '../../src/core/rng.ts';
import type { Seat, Step, Tagged } from '../../src/core/types.ts';
import { svintus } from '../../src/games/svintus/index.ts';
import { uno } from '../../src/games/uno/index.ts';

type Game = GameDef<unknown, unknown, Tagged, Tagged, unknown>;

/** Applies every due deadline up to `at`, feeding the ticks to `record`. */
function advanceTo(game: Game, state: unknown, at: number, record: (line: string) => void): unknown {
  for (;;) {
    const due = game.deadline(state);
    if (due === null || due > at) return state;
    const step: Step<unknown, Tagged> | null = game.tick(state, at);
    if (step === null) return state;
    record(`tick@${at}|${JSON.stringify(step.events)}`);
    state = step.state;
  }
}

function config(game: Game, raw: Record<string, unknown>, seats: number): unknown {
  const c = game.parseConfig(raw, seats);
  if (!c.ok) throw new Error(`${game.id}: ${c.error.code} ${JSON.stringify(raw)}`);
  return c.value;
}

/** Uniform random legal moves by a random actor that has one, gaps of 0..2 s. */
function playoutDigest(game: Game, raw: Record<string, unknown>, seats: number, seed: number): string {
  const hash = createHash('sha256');
  const record = (line: string) => hash.update(line + '\n');
  const setup = game.setup(config(game, raw, seats), seats, { seed });
  if (!setup.ok) throw new Error(setup.error.code);
  let state = setup.value;
  const rng = Rng.seeded(seed * 7919 + 1);
  let at = 0;
  for (let moves = 0; moves < 300_000; moves++) {
    const outcome = game.outcome(state);
    if (outcome !== null) {
      record(`outcome|${JSON.stringify(outcome)}`);
      return hash.digest('hex').slice(0, 16);
    }
    at += rng.int(2001);
    state = advanceTo(game, state, at, record);
    const movers: { seat: Seat; legal: readonly Tagged[]; }[] = [];
    for (const seat of game.actors(state)) {
      const legal = game.legalMoves(state, seat);
      if (legal.length > 0) movers.push({ seat, legal });
    }
    if (movers.length === 0) {
      const due = game.deadline(state);
      if (due === null) throw new Error(`${game.id}: stuck`);
      at = Math.max(at, due);
      state = advanceTo(game, state, at, record);
      continue;
    }
    const { seat, legal } = movers[rng.int(movers.length)]!;
    const move = legal[rng.int(legal.length)]!;
    const res = game.apply(state, seat, move, at);
    if (!res.ok) throw new Error(`${game.id}: legal move refused: ${res.error.code}`);
    record(`${seat}|${JSON.stringify(move)}@${at}|${JSON.stringify(res.value.events)}`);
    state = res.value.state;
  }
  throw new Error(`${game.id}: playout did not end`);
}

/** Bots per seat; the quickest answer is played at `at + delay`, as botMatch and the server do. */
function matchDigest(game: Game, raw: Record<string, unknown>, bots: readonly Bot<unknown, Tagged>[], seed: number): string {
  const hash = createHash('sha256');
  const record = (line: string) => hash.update(line + '\n');
  const seats = bots.length;
  const setup = game.setup(config(game, raw, seats), seats, { seed });
  if (!setup.ok) throw new Error(setup.error.code);
  let state = setup.value;
  const rng = Rng.seeded(seed * 104729 + 3);
  let at = 0;
  for (let moves = 0; moves < 300_000; moves++) {
    const outcome = game.outcome(state);
    if (outcome !== null) {
      record(`outcome|${JSON.stringify(outcome)}`);
      return hash.digest('hex').slice(0, 16);
    }
    let best: { seat: Seat; move: Tagged; delay: number; } | null = null;
    for (const seat of game.actors(state)) {
      const legal = game.legalMoves(state, seat);
      if (legal.length === 0) continue;
      const current = state;
      let view: unknown;
      const input: BotInput<unknown, Tagged> = {
        get view() {
          return (view ??= game.view(current, seat));
        },
        seat,
        legal,
        forms: [],
        rng,
      };
      const choice = bots[seat]!.choose(input);
      if (choice === null) continue;
      const delay = choice.delayMs ?? 0;
      if (best === null || delay < best.delay) best = { seat, move: choice.move, delay };
    }
    const due = game.deadline(state);
    if (best === null || (due !== null && due <= at + best.delay)) {
      if (due === null) throw new Error(`${game.id}: no bot acts and no deadline`);
      at = Math.max(at, due);
      state = advanceTo(game, state, at, record);
      continue;
    }
    at += best.delay;
    const res = game.apply(state, best.seat, best.move, at);
    if (!res.ok) throw new Error(`${game.id}: bot move refused: ${res.error.code}`);
    record(`${best.seat}|${JSON.stringify(best.move)}@${at}|${JSON.stringify(res.value.events)}`);
    state = res.value.state;
  }
  throw new Error(`${game.id}: match did not end`);
}

/** Digests of a table: `count` seeds from `first`, joined. */
function playouts(game: Game, raw: Record<string, unknown>, seats: number, first: number, count: number): string {
  const out: string[] = [];
  for (let seed = first; seed < first + count; seed++) out.push(playoutDigest(game, raw, seats, seed));
  return createHash('sha256').update(out.join(',')).digest('hex').slice(0, 16);
}

function matches(game: Game, raw: Record<string, unknown>, seats: number, first: number, count: number): string {
  const basic = game.bots.basic!;
  const random = game.bots.random!;
  const out: string[] = [];
  for (let seed = first; seed < first + count; seed++) {
    // Basic and random bots alternate, the pattern shifting with the seed.
    const bots = Array.from({ length: seats }, (_, seat) => ((seat + seed) % 2 === 0 ? basic : random));
    out.push(matchDigest(game, raw, bots, seed));
  }
  return createHash('sha256').update(out.join(',')).digest('hex').slice(0, 16);
}

/**
 * Since the UNO rule fix (seed 001: draw only when no card fits) a player who holds a card
 * that fits may draw only with the `mayDrawInstead` setting; the digests below were
 * recorded when that was the only behaviour, so uniform UNO playouts turn it on. Bot
 * matches play the defaults: neither bot ever drew while holding a card that fits, so
 * their digests did not change with the rule.
 */
const UNO_DRAW_AT_WILL = { mayDrawInstead: true };

const cases: { name: string; digest: () => string; expected: string; }[] = [
  {
    name: 'uno playouts, defaults, 2 seats',
    digest: () => playouts(uno as Game, { rounds: 1, ...UNO_DRAW_AT_WILL }, 2, 1, 30),
    expected: '92142c90efceb488',
  },
  {
    name: 'uno playouts, defaults, 4 seats',
    digest: () => playouts(uno as Game, { rounds: 1, ...UNO_DRAW_AT_WILL }, 4, 11, 20),
    expected: 'c9fce35591b5d3be',
  },
  {
    name: 'uno playouts, jump-in and stacking, 3 seats',
    digest: () => playouts(uno as Game, { rounds: 1, jumpIn: true, stacking: true, ...UNO_DRAW_AT_WILL }, 3, 21, 20),
    expected: '0d483e32345695b3',
  },
  {
    name: 'uno playouts, race to 100, 5 seats',
    digest: () => playouts(uno as Game, { scoring: 'race', raceTarget: 100, ...UNO_DRAW_AT_WILL }, 5, 31, 10),
    expected: 'a7ac9b22e4533d76',
  },
  {
    name: 'uno bot matches, defaults, 2..6 seats',
    digest: () => [2, 3, 4, 6].map((n) => matches(uno as Game, {}, n, 41, 10)).join(','),
    expected: '24ff10612b1e2f66,fc0d5fcc0ad0e591,d868b866e497c91d,f74b344bde5f51d0',
  },
  {
    name: 'uno bot matches, jump-in, stacking, penalty mode, 4 seats',
    digest: () => matches(uno as Game, { jumpIn: true, stacking: true, penaltyMode: true, rounds: 2 }, 4, 51, 20),
    expected: 'ffc828d986e3f00c',
  },
  {
    name: 'svintus playouts, defaults, 2 seats',
    digest: () => playouts(svintus as Game, { rounds: 1 }, 2, 1, 40),
    expected: 'd09126c7ee30419c',
  },
  {
    name: 'svintus playouts, defaults, 5 seats',
    digest: () => playouts(svintus as Game, { rounds: 1 }, 5, 11, 30),
    expected: '59d0c45cffc1369b',
  },
  {
    name: 'svintus playouts, race to 15, 3 seats',
    digest: () => playouts(svintus as Game, { scoring: 'race', raceTarget: 15, tieWindowMs: 600 }, 3, 21, 15),
    expected: '730950218d6d833f',
  },
  {
    name: 'svintus bot matches, defaults, 2..6 seats',
    digest: () => [2, 3, 4, 6].map((n) => matches(svintus as Game, {}, n, 41, 10)).join(','),
    expected: 'e4946aed59c9bf11,62baaa410965bc02,7ec156b2512815b9,374ac29e23d69105',
  },
];

describe('shedding behaviour fingerprints (recorded before the shedding factory and v2)', () => {
  for (const c of cases) {
    it(c.name, () => {
      const got = c.digest();
      if (process.env.FINGERPRINT_PRINT === '1') console.log(`${c.name}: ${got}`);
      expect(got).toBe(c.expected);
    });
  }
});
