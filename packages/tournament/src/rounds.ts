/**
 * The next round of a round-based format, computed from the tournament so far and its seed: who sits
 * at which table and who has a bye. Stored in the log only as `start-round`; a replay recomputes it.
 */
import { err, ok, type Result } from '@kozyr/engine';
import { firstBracket, snakeTables } from './bracket.ts';
import type { ClubRoundsConfig, KnockoutConfig, SwissConfig } from './config.ts';
import { rngFor } from './draw.ts';
import { fail } from './errors.ts';
import { nextBracket, nextField, seeded } from './knockout.ts';
import { meetings, seatAvoidingRepeats, splitTables } from './seating.ts';
import { clubStandings, swissPoints, swissStandings } from './standings.ts';
import { pairSwiss } from './swiss-pairing.ts';
import type { Tournament } from './types.ts';

/** A round before it becomes tables: seats per table, in table order, and the byes. */
export interface Seating {
  readonly tables: readonly (readonly string[])[];
  readonly byes: readonly string[];
  readonly bracket?: readonly (string | null)[];
}

/** Entrants who take pairings: everyone who has not left, in the order they joined. */
export const playing = (t: Tournament): string[] => t.entrants.filter((e) => !Object.hasOwn(t.left, e.id)).map((e) => e.id);

/** Round 1 in a seeded random order; later rounds in the order of the standings. */
function byStanding(t: Tournament, order: readonly string[]): string[] {
  const ids = playing(t);
  if (t.rounds.length === 0) return rngFor(t.seed, 'round:1').shuffle(ids);
  return order.filter((id) => ids.includes(id));
}

function seatByStanding(t: Tournament, order: readonly string[], min: number, max: number): Result<Seating> {
  const ids = byStanding(t, order);
  if (ids.length < min) return err(fail('too-few-entrants', { min, have: ids.length }));
  const sizes = splitTables(ids.length, min, max);
  if (sizes === null) return err(fail('cannot-seat', { n: ids.length, min, max }));
  return ok({ tables: seatAvoidingRepeats(ids, sizes, meetings(t.tables)), byes: [] });
}

export function clubRound(t: Tournament, config: ClubRoundsConfig): Result<Seating> {
  return seatByStanding(t, clubStandings(t).map((s) => s.id), config.tableSize.min, config.tableSize.max);
}

export function swissRound(t: Tournament, config: SwissConfig): Result<Seating> {
  if (config.tableSize > 2) {
    return seatByStanding(t, swissStandings(t, config).map((s) => s.id), Math.max(2, config.tableSize - 1), config.tableSize);
  }
  const ids = playing(t);
  if (ids.length < 2) return err(fail('too-few-entrants', { min: 2, have: ids.length }));
  const points = swissPoints(t, config);
  const hadBye = new Set(t.rounds.flatMap((r) => r.byes));
  const rng = rngFor(t.seed, `round:${t.rounds.length + 1}`);
  const { pairs, bye } = pairSwiss(
    ids.map((id) => ({ id, score: points.get(id)!, hadBye: hadBye.has(id) })),
    meetings(t.tables),
    rng,
  );
  // Table 1 is the top board: the pair with the most points.
  const tables = pairs.slice().sort((a, b) => points.get(b[0])! + points.get(b[1])! - points.get(a[0])! - points.get(a[1])!);
  return ok({ tables, byes: bye === null ? [] : [bye] });
}

export function knockoutRound(t: Tournament, config: KnockoutConfig): Result<Seating> {
  const last = t.rounds.at(-1);
  if (config.tableSize === 2) {
    let bracket: (string | null)[];
    if (last === undefined) {
      const ids = playing(t);
      if (ids.length < 2) return err(fail('too-few-entrants', { min: 2, have: ids.length }));
      bracket = firstBracket(seeded(t, ids));
    } else {
      bracket = nextBracket(t, config, last);
    }
    const tables: string[][] = [];
    const byes: string[] = [];
    for (let i = 0; i < bracket.length; i += 2) {
      const [a, b] = [bracket[i]!, bracket[i + 1]!];
      if (a !== null && b !== null) tables.push([a, b]);
      else if (a !== null || b !== null) byes.push((a ?? b)!);
    }
    return ok({ tables, byes, bracket });
  }
  const field = last === undefined ? seeded(t, playing(t)) : nextField(t, config, last);
  if (field.length < 2) return err(fail('too-few-entrants', { min: 2, have: field.length }));
  const sizes = field.length <= config.tableSize ? [field.length] : splitTables(field.length, 2, config.tableSize)!;
  return ok({ tables: snakeTables(field, sizes), byes: [] });
}
