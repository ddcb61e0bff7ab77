/**
 * From what a table reports to what the standings count: places with no-shows put last, points by
 * place with ties sharing the places they span, and club hands' penalty points.
 */
import { err, ok, type Result } from '@kozyr/engine';
import type { TournamentConfig } from './config.ts';
import { fail } from './errors.ts';
import type { GameResult, PlayedGame } from './types.ts';

/**
 * Competition places (1, 1, 3) from any "lower is better" keys: a seat's place is one more than the
 * seats strictly ahead of it.
 */
export function placesBy(keys: readonly number[]): number[] {
  return keys.map((k) => 1 + keys.filter((o) => o < k).length);
}

/**
 * A seat's points: the average of `pointsByPlace` over the places its tie spans (a two-seat draw on
 * 2/0 gives 1 each). A table smaller than the list scores on its last entries, so last place is always
 * worth the least.
 */
export function pointsFor(places: readonly number[], seat: number, pointsByPlace: readonly number[]): number {
  const place = places[seat]!;
  const first = 1 + places.filter((p) => p < place).length;
  const tied = places.filter((p) => p === place).length;
  const offset = pointsByPlace.length - places.length;
  let sum = 0;
  for (let p = first; p < first + tied; p++) sum += pointsByPlace[offset + p - 1] ?? 0;
  return sum / tied;
}

/** The seats that won a club hand: those with its fewest penalty points. */
export function handWinners(hand: readonly number[]): number[] {
  const best = Math.min(...hand);
  return hand.flatMap((p, seat) => (p === best ? [seat] : []));
}

const isCount = (x: unknown): boolean => typeof x === 'number' && Number.isFinite(x) && x >= 0;

/** Checks a reported game against its table and records it with the no-shows' forfeits applied. */
export function recordGame(
  config: TournamentConfig,
  table: { readonly id: string; readonly seats: readonly string[]; readonly games: readonly PlayedGame[]; },
  result: GameResult,
): Result<PlayedGame> {
  const n = table.seats.length;
  const noShows = result.noShows ?? [];
  const bad = (expected: string) => err(fail('bad-result', { table: table.id, expected }));
  if (!noShows.every((id) => table.seats.includes(id))) return bad('no-shows who are seated at this table');
  const absent = table.seats.map((id) => noShows.includes(id));
  if (config.format === 'club-rounds') {
    const already = table.games.reduce((c, g) => c + g.hands.length, 0);
    const hands = result.hands ?? [];
    if (hands.length < 1 || already + hands.length > config.hands || !hands.every((h) => h.length === n && h.every(isCount))) {
      return bad(`1 to ${config.hands - already} hands of ${n} penalty counts each`);
    }
    // A no-show takes the worst penalty of every hand its stand-in played.
    const forfeited = hands.map((h) => {
      const worst = Math.max(...h);
      return h.map((p, seat) => (absent[seat] ? worst : p));
    });
    const totals = table.seats.map((_, seat) => forfeited.reduce((s, h) => s + h[seat]!, 0));
    return ok({ places: placesBy(totals), hands: forfeited });
  }
  const places = result.places;
  if (places === undefined || places.length !== n || !places.every((p) => Number.isInteger(p) && p >= 1 && p <= n)) {
    return bad(`a place from 1 to ${n} for each of the ${n} seats`);
  }
  // Present seats keep their order among themselves; no-shows share the places after them.
  return ok({ places: placesBy(places.map((p, seat) => (absent[seat] ? n + 1 : p))), hands: [] });
}
