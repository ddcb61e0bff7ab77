/**
 * Standings per format, every tie-break in its order, the seeded draw last, and entrants who left
 * after everyone who stayed. A tie-break is a number where higher ranks first, so one ranking
 * routine serves every format; head-to-head alone is computed inside each tied group.
 */
import type { ArenaConfig, SwissConfig } from './config.ts';
import { drawKey } from './draw.ts';
import { handWinners, pointsFor } from './results.ts';
import type { Entrant, Table, Tournament } from './types.ts';

export const TIE_BREAKS = [
  'penalty',
  'hands-won',
  'best-round',
  'points',
  'buchholz-cut-1',
  'sonneborn-berger',
  'head-to-head',
  'still-in',
  'round-reached',
  'last-place',
  'rating',
  'draw',
] as const;
export type TieBreak = (typeof TIE_BREAKS)[number];

export interface Standing {
  /** 1-based; unique, because the seeded draw settles every tie. */
  readonly rank: number;
  readonly id: string;
  readonly left: boolean;
  /** The values the ranking compared, in order (penalty and best round as counted: fewer is better there). */
  readonly values: Readonly<Partial<Record<TieBreak, number>>>;
  readonly games: number;
}

interface Row {
  readonly id: string;
  readonly left: boolean;
  /** Compared in order, higher first. */
  readonly keys: readonly number[];
  readonly values: Partial<Record<TieBreak, number>>;
  readonly games: number;
}

/** Head-to-head inside a tied group: each member's score from games between members only. */
type HeadToHead = (group: readonly string[]) => ReadonlyMap<string, number>;

function rank(t: Tournament, rows: Row[], h2h?: HeadToHead): Standing[] {
  const cmpKeys = (a: Row, b: Row): number => {
    if (a.left !== b.left) return a.left ? 1 : -1;
    for (let i = 0; i < a.keys.length; i++) if (a.keys[i] !== b.keys[i]) return b.keys[i]! - a.keys[i]!;
    return 0;
  };
  rows.sort(cmpKeys);
  const out: Standing[] = [];
  for (let i = 0; i < rows.length;) {
    let j = i + 1;
    while (j < rows.length && cmpKeys(rows[i]!, rows[j]!) === 0) j++;
    const group = rows.slice(i, j);
    const direct = h2h !== undefined && group.length > 1 ? h2h(group.map((r) => r.id)) : null;
    const ordered = group
      .map((r) => ({ r, h: direct?.get(r.id) ?? 0, d: drawKey(t.seed, r.id) }))
      .sort((a, b) => b.h - a.h || b.d - a.d);
    for (const { r, h, d } of ordered) {
      const values = { ...r.values, ...(h2h !== undefined ? { 'head-to-head': h } : {}), draw: d };
      out.push({ rank: out.length + 1, id: r.id, left: r.left, values, games: r.games });
    }
    i = j;
  }
  return out;
}

const isLeft = (t: Tournament, id: string): boolean => Object.hasOwn(t.left, id);

/** The tables an entrant sat at, in the order they were seated. */
const tablesOf = (t: Tournament, id: string): Table[] => t.tables.filter((tb) => tb.seats.includes(id));

/** Club rounds: total penalty points (fewer better), hands won, the best single round (fewest), the draw. */
export function clubStandings(t: Tournament): Standing[] {
  return rank(
    t,
    t.entrants.map((e) => {
      let penalty = 0;
      let handsWon = 0;
      let best = Infinity;
      let games = 0;
      for (const tb of tablesOf(t, e.id)) {
        const seat = tb.seats.indexOf(e.id);
        let round = 0;
        for (const g of tb.games) {
          for (const hand of g.hands) {
            round += hand[seat]!;
            if (handWinners(hand).includes(seat)) handsWon++;
          }
        }
        penalty += round;
        if (tb.done) {
          best = Math.min(best, round);
          games++;
        }
      }
      return {
        id: e.id,
        left: isLeft(t, e.id),
        keys: [-penalty, handsWon, -best],
        values: { penalty, 'hands-won': handsWon, 'best-round': best },
        games,
      };
    }),
  );
}

/** For one entrant in one game: 1 for each table-mate placed behind, ½ for a tie, 0 ahead. */
const versus = (places: readonly number[], me: number, other: number): number =>
  places[me]! < places[other]! ? 1 : places[me] === places[other] ? 0.5 : 0;

/** Swiss points of every entrant: points by place at each table plus a win's points per bye. */
export function swissPoints(t: Tournament, config: SwissConfig): Map<string, number> {
  const points = new Map<string, number>(t.entrants.map((e) => [e.id, 0]));
  for (const tb of t.tables) {
    for (const g of tb.games) {
      tb.seats.forEach((id, seat) => points.set(id, points.get(id)! + pointsFor(g.places, seat, config.pointsByPlace)));
    }
  }
  for (const r of t.rounds) for (const id of r.byes) points.set(id, points.get(id)! + config.pointsByPlace[0]!);
  return points;
}

/** Swiss: points, Buchholz cut-1, Sonneborn–Berger, head-to-head, the draw. */
export function swissStandings(t: Tournament, config: SwissConfig): Standing[] {
  const points = swissPoints(t, config);
  const h2h: HeadToHead = (group) => {
    const score = new Map<string, number>(group.map((id) => [id, 0]));
    for (const tb of t.tables) {
      for (const g of tb.games) {
        tb.seats.forEach((id, me) => {
          if (!score.has(id)) return;
          tb.seats.forEach((other, o) => {
            if (o !== me && score.has(other)) score.set(id, score.get(id)! + versus(g.places, me, o));
          });
        });
      }
    }
    return score;
  };
  return rank(
    t,
    t.entrants.map((e) => {
      const opponents: number[] = [];
      let sb = 0;
      let games = 0;
      for (const tb of tablesOf(t, e.id)) {
        const me = tb.seats.indexOf(e.id);
        for (const g of tb.games) {
          games++;
          tb.seats.forEach((other, o) => {
            if (o === me) return;
            opponents.push(points.get(other)!);
            sb += versus(g.places, me, o) * points.get(other)!;
          });
        }
      }
      const buchholz = opponents.reduce((s, p) => s + p, 0) - (opponents.length > 0 ? Math.min(...opponents) : 0);
      const p = points.get(e.id)!;
      return {
        id: e.id,
        left: isLeft(t, e.id),
        keys: [p, buchholz, sb],
        values: { points: p, 'buchholz-cut-1': buchholz, 'sonneborn-berger': sb },
        games,
      };
    }),
    h2h,
  );
}

/** What the knockout has decided of each entrant: still in, the furthest round reached, the place at the last table. */
export interface Progress {
  readonly stillIn: boolean;
  readonly reached: number;
  readonly lastPlace: number;
}

/** Knockout: still in, the round reached, the place at the last table, the rating, the draw. */
export function knockoutStandings(t: Tournament, progress: ReadonlyMap<string, Progress>): Standing[] {
  return rank(
    t,
    t.entrants.map((e: Entrant) => {
      const p = progress.get(e.id) ?? { stillIn: false, reached: 0, lastPlace: 0 };
      return {
        id: e.id,
        left: isLeft(t, e.id),
        keys: [p.stillIn ? 1 : 0, p.reached, -p.lastPlace, e.rating],
        values: { 'still-in': p.stillIn ? 1 : 0, 'round-reached': p.reached, 'last-place': p.lastPlace, rating: e.rating },
        games: tablesOf(t, e.id).reduce((c, tb) => c + tb.games.length, 0),
      };
    }),
  );
}

/**
 * Arena points of one entrant: points by place per finished game, in the order the games were
 * seated; after `streak.after` sole first places in a row, a further sole first place scores
 * `streak.multiplier` times. Anything but a sole first place ends the streak.
 */
export function arenaPoints(t: Tournament, config: ArenaConfig, id: string): { points: number; games: number; } {
  let points = 0;
  let streak = 0;
  let games = 0;
  for (const tb of tablesOf(t, id)) {
    if (!tb.done) continue;
    const seat = tb.seats.indexOf(id);
    const places = tb.games[0]!.places;
    const won = places[seat] === 1 && places.filter((p) => p === 1).length === 1;
    const base = pointsFor(places, seat, config.pointsByPlace);
    points += won && streak >= config.streak.after ? base * config.streak.multiplier : base;
    streak = won ? streak + 1 : 0;
    games++;
  }
  return { points, games };
}

/** Arena: points with the streak bonus, the draw. */
export function arenaStandings(t: Tournament, config: ArenaConfig): Standing[] {
  return rank(
    t,
    t.entrants.map((e) => {
      const { points, games } = arenaPoints(t, config, e.id);
      return { id: e.id, left: isLeft(t, e.id), keys: [points], values: { points }, games };
    }),
  );
}
