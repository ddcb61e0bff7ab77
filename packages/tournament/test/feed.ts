/**
 * A simulated result feed for tests: every open table reports a seeded result in which a higher
 * rating usually places better, as games reported by the server would. Each event goes through
 * `applyEvent` and is kept in the log, so a test can replay the log and compare.
 */
import { Rng } from '@kozyr/engine';
import { expect } from 'vitest';
import {
  applyEvent,
  createTournament,
  type Entrant,
  openTables,
  replay,
  standings,
  type Table,
  type Tournament,
  type TournamentEvent,
} from '../src/index.ts';

export interface Run {
  t: Tournament;
  readonly log: TournamentEvent[];
}

export function apply(run: Run, e: TournamentEvent): Run {
  const next = applyEvent(run.t, e);
  if (!next.ok) throw new Error(`${e.kind} refused: ${next.error.code} ${next.error.message.en}`);
  run.t = next.value;
  run.log.push(e);
  return run;
}

export function refused(t: Tournament, e: TournamentEvent, code: string): void {
  const next = applyEvent(t, e);
  expect(next.ok).toBe(false);
  if (!next.ok) {
    expect(next.error.code).toBe(code);
    for (const lang of ['ru', 'uk', 'bg', 'en'] as const) expect(next.error.message[lang].length).toBeGreaterThan(5);
  }
}

/** 16 entrants by default, every third a bot, ratings spread and shuffled by the seed. */
export function entrants(n = 16, seed = 1): Entrant[] {
  const ratings = Rng.seeded(seed).shuffle(Array.from({ length: n }, (_, i) => 1200 + 50 * i));
  return ratings.map((rating, i) => ({ id: `p${String(i + 1).padStart(2, '0')}`, rating, kind: i % 3 === 2 ? 'bot' : 'human' }));
}

/** Places at a table: by rating plus noise, a tie now and then. */
function simulatedPlaces(t: Tournament, table: Table, rng: Rng): number[] {
  const rating = new Map(t.entrants.map((e) => [e.id, e.rating]));
  const strength = table.seats.map((id) => rating.get(id)! + rng.range(-300, 300));
  const keys = strength.map((s) => -Math.round(s / 40));
  return keys.map((k) => 1 + keys.filter((o) => o < k).length);
}

/** One result for every open table; club tables report their hands one or two at a time. */
export function feedRound(run: Run, rng: Rng): Run {
  for (const table of openTables(run.t)) {
    const c = run.t.config;
    if (c.format === 'club-rounds') {
      let left = c.hands - table.games.reduce((n, g) => n + g.hands.length, 0);
      while (left > 0) {
        const count = Math.min(left, rng.range(1, 2));
        const hands = Array.from({ length: count }, () => {
          const places = simulatedPlaces(run.t, table, rng);
          return places.map((p) => (p === 1 ? 0 : rng.range(1, 20) * p));
        });
        apply(run, { kind: 'result', table: table.id, hands });
        left -= count;
      }
    } else {
      apply(run, { kind: 'result', table: table.id, places: simulatedPlaces(run.t, table, rng) });
    }
  }
  return run;
}

export function start(config: Tournament['config'], seed: number, people: readonly Entrant[]): Run {
  const run: Run = { t: createTournament(config, seed), log: [] };
  for (const entrant of people) apply(run, { kind: 'join', entrant });
  return run;
}

/** Entrant ids by seat → a list in the table's seat order from a record keyed by id. */
export const bySeat = <T>(table: Table, values: Readonly<Record<string, T>>): T[] => table.seats.map((id) => values[id]!);

/** The log replays to the same tournament and standings: pairings and results depend on nothing but config, seed and log. */
export function expectReplays(run: Run): void {
  const again = replay(run.t.config, run.t.seed, run.log);
  expect(again.ok && again.value).toEqual(run.t);
  expect(again.ok && standings(again.value)).toEqual(standings(run.t));
}

/** An entrant for hand-built cases. */
export const entrant = (id: string, rating = 1500, kind: Entrant['kind'] = 'human'): Entrant => ({ id, rating, kind });
