/**
 * Swiss pairing for two-seat tables on a maximum-weight matching (edmonds-blossom). Every pair of
 * players is an edge; the weights are ordered so that, among all matchings that pair everyone:
 *   1. fewer repeat opponents wins over anything else (a repeat only when no other pairing exists),
 *   2. then smaller score differences (score groups: players meet their own group, floaters the next),
 *   3. then a seeded jitter, so equal choices (round 1) differ from seed to seed and replay exactly.
 * With an odd field, a bye vertex joins the graph with edges only to players who have not had one,
 * cheapest for the lowest score, so the bye goes to the bottom and nobody has it twice.
 */
import type { Rng } from '@kozyr/engine';
import blossom from 'edmonds-blossom';
import type { MetCount } from './seating.ts';

export interface SwissPlayer {
  readonly id: string;
  readonly score: number;
  readonly hadBye: boolean;
}

export interface SwissPairing {
  readonly pairs: readonly (readonly [string, string])[];
  readonly bye: string | null;
}

/** Seeded jitter per edge: below one unit of score difference even summed over every pair of the field. */
const JITTER = 100;
/** Score differences are counted in quarter points, squared, up to this many. */
const SCORE_CAP = 10_000;

export function pairSwiss(players: readonly SwissPlayer[], met: MetCount, rng: Rng): SwissPairing {
  const n = players.length;
  const needBye = n % 2 === 1;
  const pairsInMatching = Math.floor(n / 2) + 1;
  // Each level outweighs everything below it summed over a whole matching, so the order of concerns holds for any field.
  const scoreUnit = JITTER * pairsInMatching;
  const fresh = SCORE_CAP * scoreUnit * pairsInMatching;
  const weight = (isFresh: boolean, diff: number): number =>
    (isFresh ? fresh : 0) + SCORE_CAP * scoreUnit - Math.min(SCORE_CAP, Math.round(diff * 4) ** 2) * scoreUnit + rng.int(JITTER) +
    1;
  const lowest = Math.min(...players.map((p) => p.score));
  const edges: [number, number, number][] = [];
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const a = players[i]!;
      const b = players[j]!;
      edges.push([i, j, weight(met(a.id, b.id) === 0, a.score - b.score)]);
    }
  }
  if (needBye) {
    const eligible = players.some((p) => !p.hadBye);
    for (let i = 0; i < n; i++) {
      const p = players[i]!;
      // Only when everyone has had a bye (more rounds than players) does anyone get a second.
      if (p.hadBye && eligible) continue;
      edges.push([i, n, weight(true, p.score - lowest)]);
    }
  }
  const mate = n < 2 && !needBye ? [] : blossom(edges, true);
  const pairs: [string, string][] = [];
  let bye: string | null = null;
  for (let i = 0; i < n; i++) {
    const m = mate[i] ?? -1;
    if (m === n) bye = players[i]!.id;
    else if (m > i) pairs.push([players[i]!.id, players[m]!.id]);
  }
  return { pairs, bye };
}
