/**
 * Every place's rules as one fingerprint: seeded playouts of every configuration (no place,
 * each place alone, all places) at several seat counts, played four ways, with every step's
 * state, views, events and answers hashed into two digests: the rules (the first three ways)
 * and the bot matches (the fourth). A change meant to move code without changing a rule (the
 * places' modules, say) must leave both as they are; a change to the bots' play moves only theirs.
 *
 * The four ways:
 * - the shared playout fingerprint (test/shared/fingerprint.ts): uniformly random moves by
 *   random actors, the clock moving on before every move, chat lines now and then, every
 *   seat's and the spectator's view and every event as each viewer receives it;
 * - the conformance suite's kind of random play: random gaps, chat lines with the words the
 *   game reacts to, a move of any seat that has one (not only actors), and moves from the
 *   fuzzer's space that are not legal, whose refusals (error codes and rule pointers) are
 *   hashed too; after every step the state itself, every seat's choices, actors, awaiting,
 *   deadline, zones and secrets;
 * - `randomPlayout` (the bench's playout): its outcome, moves and rounds;
 * - bot matches (`botMatch`): `basic`, `random` and the two mixed, through the match's watch hooks.
 *
 * `npm test` plays the quick set; `PUPUPUK_FINGERPRINT=full` plays ten times as many seeds
 * (its own digests). `FINGERPRINT_PRINT=1` prints the digests. Both sets were recorded again when
 * the views gained the table's settings (`config`): with that field left out of the views the
 * previous digests come out, so no move, event or other view field changed.
 */
import { createHash, type Hash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { randomPlayout } from '../../src/core/autoplay.ts';
import type { Bot } from '../../src/core/game.ts';
import { advance } from '../../src/core/host.ts';
import { Rng } from '../../src/core/rng.ts';
import type { Step, Viewer } from '../../src/core/types.ts';
import { pupupuk as game } from '../../src/games/pupupuk/index.ts';
import { placeKey, PLACES } from '../../src/games/pupupuk/places.ts';
import type { Event, Move, State, View } from '../../src/games/pupupuk/state.ts';
import { fingerprint, matchFingerprint } from '../shared/fingerprint.ts';

const DIGESTS = {
  quick: {
    rules: '7743ea5f40a0d242481fdf2f2b2f8347cc42a2e7222d60bc39a94e52832e50cf',
    bots: '54c8e1338a9bc10b3a150e93753ebc38cdaf1a5431f56e7460d0a378f61e30f0',
  },
  full: {
    rules: '75e0030c3b4ade919d5b98cf4376b24f64584b8bb2e32f7d5be87ada7ac1e372',
    bots: '13bd545d10be0d9205cd485ff4a089b88d712c6ad86250ea70ae0fe68d7e1f1b',
  },
} as const;

const size = process.env.PUPUPUK_FINGERPRINT === 'full' ? 'full' : 'quick';
const scale = size === 'full' ? 10 : 1;

interface Table {
  readonly config: Record<string, unknown>;
  readonly seats: number;
}

/** Short Relay timers, so the ring happens inside most rounds. */
const relay = { relayMinMs: 10000, relayMaxMs: 30000 };

/** No place at every seat count, each place alone at a seat count of its own, all places at every seat count. */
const TABLES: readonly Table[] = [
  ...[2, 3, 4, 5, 6].map((seats) => ({ config: {}, seats })),
  ...PLACES.map((p, i) => ({ config: { [placeKey(p)]: true, ...relay }, seats: 2 + (i % 5) })),
  // Bank and Supermarket are left out with two players: played alone at two seats, no place is drawn.
  { config: { placeBank: true, placeSupermarket: true, placeLibrary: true }, seats: 2 },
  ...[2, 3, 4, 5, 6].map((seats) => ({ config: { allPlaces: true, ...relay }, seats })),
  {
    config: { allPlaces: true, relayExtraDiscard: false, winsToWin: 1, gestureMs: 1000, shoutMs: 1200, tieWindowMs: 400 },
    seats: 4,
  },
];

const json = (x: unknown): string => JSON.stringify(x);

function parsed(t: Table) {
  const config = game.parseConfig(t.config, t.seats);
  if (!config.ok) throw new Error(`${json(t.config)}: ${config.error.code}`);
  return config.value;
}

/** Random play as the conformance suite plays it, every step hashed. */
function conformancePlay(hash: Hash, t: Table, seed: number): void {
  const setup = game.setup(parsed(t), t.seats, { seed });
  if (!setup.ok) throw new Error(setup.error.code);
  let state: State = setup.value;
  const rng = Rng.seeded(seed * 7919 + 13);
  const viewers: Viewer[] = [...Array.from({ length: t.seats }, (_, s) => s), 'spectator'];
  const words = ['пук', 'ХОД', 'Очко', 'чук'];
  let at = 0;
  const accept = (step: Step<State, Event>, what: string) => {
    hash.update(what);
    hash.update(json(step.events));
    for (const v of viewers) hash.update(json(step.events.map((e) => game.eventView(e, v))));
    state = step.state;
    hash.update(json(state));
    for (const v of viewers) hash.update(json(game.view(state, v)));
    hash.update(json(game.cards!.zones(state)));
    hash.update(json(game.secrets(state)));
  };
  for (let steps = 0; game.outcome(state) === null; steps++) {
    if (steps > 50_000) throw new Error(`${json(t.config)} seed ${seed}: no end`);
    at += rng.int(3001);
    const ticked = advance(game, state, at);
    if (ticked.events.length > 0 || ticked.state !== state) accept(ticked, 'tick');
    if (game.outcome(state) !== null) break;
    if (rng.float() < 0.2) {
      const seat = rng.int(t.seats);
      const text = Array.from({ length: rng.range(1, 4) }, () => rng.pick(words)).join(' ');
      const said = game.chat!(state, seat, text, at);
      if (said === null) hash.update('silent');
      else accept(said, `chat ${seat}`);
      if (game.outcome(state) !== null) break;
    }
    const legal = Array.from({ length: t.seats }, (_, s) => game.legalMoves(state, s));
    hash.update(json([legal, game.actors(state), game.awaiting(state), game.deadline(state)]));
    // Moves outside the legal lists: the refusal (code, rule) is part of the rules.
    const space = game.fuzz!.moveSpace(state);
    for (let i = 0; i < 3 && space.length > 0; i++) {
      const seat = rng.int(t.seats);
      const move = rng.pick(space);
      if (legal[seat]!.some((m) => json(m) === json(move))) continue;
      const res = game.apply(state, seat, move, at);
      hash.update(res.ok ? `accepted ${json(res.value.events)}` : json([res.error.code, res.error.rule]));
    }
    const movers = Array.from({ length: t.seats }, (_, s) => s).filter((s) => legal[s]!.length > 0);
    if (movers.length === 0) {
      const due = game.deadline(state);
      if (due === null) throw new Error(`${json(t.config)} seed ${seed}: nobody can act and no deadline`);
      at = Math.max(at, due);
      continue;
    }
    const seat = rng.pick(movers);
    const move = rng.pick(legal[seat]!);
    const res = game.apply(state, seat, move, at);
    if (!res.ok) throw new Error(`legal move refused: ${res.error.code}`);
    accept(res.value, `move ${seat} ${json(move)}`);
  }
  hash.update(json(game.outcome(state)));
}

const bot = (id: 'basic' | 'random'): Bot<View, Move> => game.bots[id]!;

const LINEUPS: Record<string, (seats: number) => (seed: number) => readonly Bot<View, Move>[]> = {
  basic: (seats) => () => Array.from({ length: seats }, () => bot('basic')),
  random: (seats) => () => Array.from({ length: seats }, () => bot('random')),
  // Seat by seat, turned with the seed.
  mixed: (seats) => (seed) => Array.from({ length: seats }, (_, s) => bot((s + seed) % 2 === 0 ? 'basic' : 'random')),
};

/**
 * Every table played every way, into two digests: the rules (every way but the bots) and the bot
 * matches, so a change to the bots' play re-records only theirs; the count of playouts with them.
 */
function digest(): { rules: string; bots: string; playouts: number; } {
  const hash = createHash('sha256');
  const botHash = createHash('sha256');
  let playouts = 0;
  for (const t of TABLES) {
    const n = 8 * scale;
    hash.update(fingerprint(game, t.config, t.seats, n, { everyViewer: true, msPerMove: 700, chat: 0.05 }));
    hash.update(fingerprint(game, t.config, t.seats, n, { everyViewer: true, msPerMove: 150 }));
    playouts += 2 * n;
    for (let seed = 1; seed <= 6 * scale; seed++) conformancePlay(hash, t, seed);
    playouts += 6 * scale;
    const config = parsed(t);
    for (let seed = 1; seed <= 10 * scale; seed++) hash.update(json(randomPlayout(game, config, t.seats, seed)));
    playouts += 10 * scale;
    for (const lineup of Object.values(LINEUPS)) {
      botHash.update(matchFingerprint(game, t.config, lineup(t.seats), 4 * scale));
      playouts += 4 * scale;
    }
  }
  return { rules: hash.digest('hex'), bots: botHash.digest('hex'), playouts };
}

describe(`pupupuk: every place's rules fingerprinted (${size} set)`, () => {
  it('plays every configuration the same way as when the digest was recorded', { timeout: 600_000 }, () => {
    const got = digest();
    if (process.env.FINGERPRINT_PRINT === '1') {
      console.log(`${size}: rules ${got.rules}, bots ${got.bots} (${got.playouts} playouts)`);
    }
    expect(got.rules).toBe(DIGESTS[size].rules);
    expect(got.bots).toBe(DIGESTS[size].bots);
  });
});
