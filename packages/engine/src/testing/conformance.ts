/**
 * One conformance suite for every game (after OpenSpiel's basic_tests):
 * random playouts from many seeds and seat counts, checking after each move
 * that cards are conserved, legal moves apply, illegal moves are refused and
 * change nothing, replay is deterministic, the state survives JSON, views and
 * events hide what they must, determinization agrees with the seat's view, and
 * the game ends. A game's test file calls `conformance(game, options)`.
 */
import { describe, expect, it } from 'vitest';
import type { GameDef } from '../core/game.ts';
import { advance } from '../core/host.ts';
import { Rng } from '../core/rng.ts';
import type { Seat, Tagged, Viewer, Zone } from '../core/types.ts';

export interface ConformanceTable {
  /** Raw config as a player would submit it. */
  readonly config: Record<string, unknown>;
  readonly seats: readonly number[];
}

export interface ConformanceOptions {
  readonly tables: readonly ConformanceTable[];
  /** Playouts per table with the cheaper checks after every move. */
  readonly playouts?: number;
  /** Playouts per table with every check after every move (views, events, determinize, JSON). */
  readonly deepPlayouts?: number;
  /** A game must end within this many accepted moves. */
  readonly maxMoves?: number;
  /** Time between moves is drawn from [0, maxGapMs]: reaction games need gaps around their windows. */
  readonly maxGapMs?: number;
  /** Illegal moves tried per position. */
  readonly illegalPerMove?: number;
  readonly firstSeed?: number;
}

interface Recorded<M> {
  readonly seat: Seat;
  readonly move: M;
  readonly at: number;
}

const json = (x: unknown): string => JSON.stringify(x);

function sortedCards(zones: readonly Zone[]): string[] {
  const all: string[] = [];
  for (const z of zones) for (const c of z.cards) all.push(c);
  return all.sort();
}

function visibleCards(zones: readonly Zone[], viewer: Viewer): Set<string> {
  const out = new Set<string>();
  for (const z of zones) {
    const sees = z.visibleTo === 'all' || (viewer !== 'spectator' && z.visibleTo !== 'none' && z.visibleTo.includes(viewer));
    if (sees) { for (const c of z.cards) out.add(c); }
  }
  return out;
}

/** Every string in a JSON value that is a card code of this table. */
function cardStrings(value: unknown, codes: ReadonlySet<string>, out: string[] = []): string[] {
  if (typeof value === 'string') {
    if (codes.has(value)) out.push(value);
  } else if (Array.isArray(value)) {
    for (const v of value) cardStrings(v, codes, out);
  } else if (value !== null && typeof value === 'object') {
    for (const v of Object.values(value)) cardStrings(v, codes, out);
  }
  return out;
}

function rngNumbers(state: unknown): number[] {
  const rng = (state as { rng?: unknown; }).rng;
  return Array.isArray(rng) ? (rng as number[]) : [];
}

export function checkPlaces(places: readonly (number | null)[], seats: number): void {
  expect(places.length).toBe(seats);
  const ranked = places.filter((p): p is number => p !== null);
  for (const p of ranked) {
    // Competition ranking among players (null: a seat that is not a player): a place is 1 + the
    // number of players strictly ahead (ties share, "1224").
    expect(p).toBe(1 + ranked.filter((q) => q < p).length);
  }
}

/** The checks, usable on their own: each throws on the first violation it finds. */
export function conformanceChecks<C, S, M extends Tagged, E extends Tagged, V>(
  game: GameDef<C, S, M, E, V>,
  options: ConformanceOptions,
) {
  const playouts = options.playouts ?? 300;
  const deep = options.deepPlayouts ?? 20;
  const maxMoves = options.maxMoves ?? 5000;
  const maxGap = options.maxGapMs ?? 0;
  const illegalPerMove = options.illegalPerMove ?? 2;
  const firstSeed = options.firstSeed ?? 1;

  const viewersOf = (seats: number): Viewer[] => [...Array.from({ length: seats }, (_, s) => s), 'spectator'];

  function assertHidden(state: S, seats: number, label: string, extraVisible?: (v: Viewer) => Set<string>): void {
    const zones = game.cards?.zones(state) ?? [];
    const codes = new Set(game.cards?.cards(state) ?? []);
    const rngNums = rngNumbers(state).map(String);
    for (const viewer of viewersOf(seats)) {
      const view = game.view(state, viewer);
      const visible = visibleCards(zones, viewer);
      const leaked = cardStrings(view, codes).filter((c) => !visible.has(c) && !extraVisible?.(viewer).has(c));
      if (leaked.length > 0) throw new Error(`${label}: view of ${viewer} shows hidden cards ${leaked.join(' ')}`);
      const text = json(view);
      if (/"rng"/.test(text) || (rngNums.length > 0 && rngNums.every((n) => text.includes(n)))) {
        throw new Error(`${label}: view of ${viewer} carries the generator state`);
      }
    }
  }

  function assertEventsHidden(before: S, after: S, events: readonly E[], seats: number, label: string): void {
    if (game.cards === undefined) return;
    const codes = new Set(game.cards.cards(after));
    const zonesBefore = game.cards.zones(before);
    const zonesAfter = game.cards.zones(after);
    for (const viewer of viewersOf(seats)) {
      const visible = visibleCards(zonesBefore, viewer);
      for (const c of visibleCards(zonesAfter, viewer)) visible.add(c);
      for (const e of events) {
        const seen = game.eventView(e, viewer);
        if (seen === null) continue;
        const leaked = cardStrings(seen, codes).filter((c) => !visible.has(c));
        if (leaked.length > 0) {
          throw new Error(`${label}: event ${e.kind} seen by ${viewer} shows hidden cards ${leaked.join(' ')}`);
        }
        expect(JSON.parse(json(seen))).toEqual(seen);
      }
    }
  }

  function assertConserved(state: S, label: string): void {
    if (game.cards === undefined) return;
    const want = [...game.cards.cards(state)].sort();
    const got = sortedCards(game.cards.zones(state));
    if (json(got) !== json(want)) {
      throw new Error(`${label}: cards not conserved (${got.length} in zones, ${want.length} in the deck)`);
    }
  }

  function assertDeterminize(state: S, seats: number, rng: Rng, label: string): void {
    if (game.search === undefined) return;
    for (let seat = 0; seat < seats; seat++) {
      const det = game.search.determinize(state, seat, rng);
      assertConserved(det, `${label} determinized for ${seat}`);
      expect(game.view(det, seat), `${label}: determinize for seat ${seat} disagrees with its view`).toEqual(
        game.view(state, seat),
      );
      expect(game.actors(det)).toEqual(game.actors(state));
      expect(game.legalMoves(det, seat)).toEqual(game.legalMoves(state, seat));
    }
  }

  /** Play one random game; returns the recorded moves and the final state. */
  function playout(table: ConformanceTable, seats: number, seed: number, isDeep: boolean) {
    const label = `${json(table.config)} seats=${seats} seed=${seed}`;
    const parsed = game.parseConfig(table.config, seats);
    if (!parsed.ok) throw new Error(`${label}: config refused: ${parsed.error.code}`);
    const setup = game.setup(parsed.value, seats, { seed });
    if (!setup.ok) throw new Error(`${label}: setup refused: ${setup.error.code}`);
    let state = setup.value;
    const rng = Rng.seeded(seed * 7919 + 13);
    const log: Recorded<M>[] = [];
    let at = 0;
    assertConserved(state, label);
    if (isDeep) assertHidden(state, seats, label);

    while (game.outcome(state) === null) {
      if (log.length >= maxMoves) throw new Error(`${label}: no end after ${maxMoves} moves`);
      at += maxGap > 0 ? rng.int(maxGap + 1) : 0;
      const ticked = advance(game, state, at);
      if (ticked.events.length > 0 && isDeep) assertEventsHidden(state, ticked.state, ticked.events, seats, `${label} tick`);
      state = ticked.state;
      if (game.outcome(state) !== null) break;

      const actors = game.actors(state);
      const legalBySeat = Array.from({ length: seats }, (_, s) => game.legalMoves(state, s));
      for (let s = 0; s < seats; s++) {
        if (!actors.includes(s) && legalBySeat[s]!.length > 0) {
          throw new Error(`${label}: seat ${s} has legal moves but is not an actor`);
        }
        if (actors.includes(s) && legalBySeat[s]!.length === 0) throw new Error(`${label}: actor ${s} has no legal move`);
      }
      if (actors.length === 0) {
        const due = game.deadline(state);
        if (due === null) throw new Error(`${label}: nobody can act, no deadline, no outcome`);
        at = Math.max(at, due);
        continue;
      }

      const snapshot = json(state);
      // Illegal moves: well-formed but not in the seat's legal list must be refused and change nothing.
      const space = game.fuzz?.moveSpace(state) ?? [];
      for (let i = 0; i < illegalPerMove && space.length > 0; i++) {
        const seat = rng.int(seats);
        const move = rng.pick(space);
        const key = json(move);
        if (legalBySeat[seat]!.some((m) => json(m) === key)) continue;
        const res = game.apply(state, seat, move, at);
        if (res.ok) throw new Error(`${label}: illegal ${key} by seat ${seat} was accepted`);
        expect(res.error.code).toMatch(new RegExp(`^${game.id}/[a-z0-9-]+$`));
        for (const lang of ['ru', 'uk', 'bg', 'en'] as const) expect(res.error.message[lang].length).toBeGreaterThan(0);
        expect(res.error.rule.length).toBeGreaterThan(0);
      }
      // Every legal move of every seat applies (checked fully on deep playouts, one per seat otherwise).
      for (let s = 0; s < seats; s++) {
        const legal = legalBySeat[s]!;
        const sample = isDeep ? legal : legal.length > 0 ? [rng.pick(legal)] : [];
        for (const m of sample) {
          const parsedMove = game.parseMove(JSON.parse(json(m)));
          if (!parsedMove.ok || json(parsedMove.value) !== json(m)) {
            throw new Error(`${label}: legal move ${json(m)} does not parse back`);
          }
          const res = game.apply(state, s, m, at);
          if (!res.ok) throw new Error(`${label}: legal move ${json(m)} of seat ${s} refused: ${res.error.code}`);
        }
      }
      if (json(state) !== snapshot) throw new Error(`${label}: apply mutated its input state`);

      const seat = rng.pick(actors);
      const move = rng.pick(legalBySeat[seat]!);
      const res = game.apply(state, seat, move, at);
      if (!res.ok) throw new Error(`${label}: chosen legal move refused: ${res.error.code}`);
      log.push({ seat, move, at });
      if (isDeep) {
        assertEventsHidden(state, res.value.state, res.value.events, seats, `${label} move ${log.length}`);
        assertHidden(res.value.state, seats, `${label} move ${log.length}`);
        expect(JSON.parse(json(res.value.state))).toEqual(res.value.state);
        if (log.length % 5 === 0) assertDeterminize(res.value.state, seats, rng, `${label} move ${log.length}`);
      }
      state = res.value.state;
      assertConserved(state, `${label} move ${log.length}`);
    }

    const outcome = game.outcome(state)!;
    checkPlaces(outcome.places, seats);
    expect(game.actors(state)).toEqual([]);
    expect(JSON.parse(json(state))).toEqual(state);
    return { log, state, label, config: parsed.value, endAt: at };
  }

  function replay(config: C, seats: number, seed: number, log: readonly Recorded<M>[], endAt: number): S {
    const setup = game.setup(config, seats, { seed });
    if (!setup.ok) throw new Error('replay setup refused');
    let state = setup.value;
    for (const { seat, move, at } of log) {
      state = advance(game, state, at).state;
      const res = game.apply(state, seat, move, at);
      if (!res.ok) throw new Error(`replay refused ${json(move)}: ${res.error.code}`);
      state = res.value.state;
    }
    return advance(game, state, endAt).state;
  }

  /** All playouts of one table and seat count; returns the number of moves played. */
  function playTable(table: ConformanceTable, seats: number): number {
    let moves = 0;
    for (let i = 0; i < playouts + deep; i++) {
      const seed = firstSeed + i * 104729 + seats;
      const { log, state, config, endAt } = playout(table, seats, seed, i < deep);
      moves += log.length;
      // Same seed and same moves give the same state.
      if (i < deep || i % 10 === 0) expect(json(replay(config, seats, seed, log, endAt))).toBe(json(state));
    }
    return moves;
  }

  function checkConfigRefusals(): void {
    const seats = options.tables[0]!.seats[0]!;
    const unknown = game.parseConfig({ noSuchSetting: 1 }, seats);
    expect(unknown.ok).toBe(false);
    if (!unknown.ok) {
      expect(unknown.error.code).toBe('config/unknown-key');
      expect(unknown.error.message.en).toContain('noSuchSetting');
    }
    for (const setting of game.configSchema) {
      const res = game.parseConfig({ [setting.key]: { nonsense: true } }, seats);
      expect(res.ok).toBe(false);
      if (!res.ok) expect(res.error.message.en).toContain(setting.key);
    }
  }

  function checkMalformedMoves(): void {
    const garbage: unknown[] = [null, 1, 'attack', [], {}, { kind: 42 }, { kind: 'no-such-move' }, { kind: 'attack', card: 12 }];
    for (const g of garbage) {
      const res = game.parseMove(g);
      expect(res.ok, json(g)).toBe(false);
    }
  }

  return { playTable, checkConfigRefusals, checkMalformedMoves };
}

/** Register the suite with vitest: one test per table and seat count, plus the refusal checks. */
export function conformance<C, S, M extends Tagged, E extends Tagged, V>(
  game: GameDef<C, S, M, E, V>,
  options: ConformanceOptions,
): void {
  const checks = conformanceChecks(game, options);
  describe(`${game.id} conformance`, () => {
    for (const table of options.tables) {
      for (const seats of table.seats) {
        it(`random playouts: ${json(table.config)} with ${seats} seats`, () => {
          const moves = checks.playTable(table, seats);
          expect(moves).toBeGreaterThan(0);
        });
      }
    }
    it('refuses unknown settings and values outside the schema, naming the setting', () => checks.checkConfigRefusals());
    it('refuses malformed moves with an error', () => checks.checkMalformedMoves());
  });
}
