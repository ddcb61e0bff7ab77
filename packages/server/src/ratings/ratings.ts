/**
 * Per-game Glicko-2 ratings (the `glicko2` package), updated after each rated
 * game among its registered players. A multi-seat game is entered as a race of
 * places (ties share a place); guests, bots and seats that are not players are not rated.
 */
import type { Outcome } from '@kozyr/engine';
import type { RatingChange } from '@kozyr/protocol';
import glicko2 from 'glicko2';
import type { GameResult, Rating, Storage, StoredTable } from '../storage/port.ts';

const SETTINGS = { tau: 0.5, rating: 1500, rd: 350, vol: 0.06 };

/**
 * Store the end of a game — the table's final row, new ratings and results —
 * in one transaction. A table already over in storage (a retry after a write
 * whose answer was lost, a restart) is not rated again: its stored results are
 * reported instead.
 */
export async function finishTable(storage: Storage, over: StoredTable): Promise<RatingChange[]> {
  const { ratings, results, changes } = await rateGame(storage, over, over.finishedAt ?? 0);
  if (await storage.finishTable(over, ratings, results)) return changes;
  return storedChanges(storage, over);
}

/** The rating changes a finished table made, as stored with its results. */
export async function storedChanges(storage: Storage, t: StoredTable): Promise<RatingChange[]> {
  const stored = await storage.tableResults(t.id);
  return stored.flatMap((r) => {
    const p = t.players[r.seat];
    if (r.ratingBefore === null || r.ratingAfter === null || p?.kind !== 'human') return [];
    return [{ userId: r.userId, name: p.name, before: r.ratingBefore, after: r.ratingAfter }];
  });
}

interface RatedGame {
  readonly ratings: Rating[];
  readonly results: GameResult[];
  readonly changes: RatingChange[];
}

async function rateGame(storage: Storage, t: StoredTable, finishedAt: number): Promise<RatedGame> {
  const ratings: Rating[] = [];
  const results: GameResult[] = [];
  const changes: RatingChange[] = [];
  const outcome = t.outcome as Outcome | null;
  if (outcome === null) return { ratings, results, changes };
  const humans: { userId: string; name: string; seat: number; place: number; }[] = [];
  for (const [seat, p] of t.players.entries()) {
    if (p === null || p.kind !== 'human') continue;
    // A seat with no place is not a player (a host, an explainer): it is neither rated nor ranked.
    const place = outcome.places[seat];
    if (place === null || place === undefined) continue;
    const user = await storage.userById(p.userId);
    if (user !== null && !user.guest) humans.push({ userId: p.userId, name: p.name, seat, place });
  }
  const rated = t.options.rated && humans.length >= 2;
  const ranking = new glicko2.Glicko2(SETTINGS);
  const entries = await Promise.all(
    humans.map(async (h) => {
      const old = await storage.rating(h.userId, t.game);
      const player = ranking.makePlayer(old?.rating ?? SETTINGS.rating, old?.rd ?? SETTINGS.rd, old?.vol ?? SETTINGS.vol);
      return { ...h, old, player };
    }),
  );
  if (rated) {
    const places = [...new Set(entries.map((e) => e.place))].sort((a, b) => a - b);
    ranking.updateRatings(ranking.makeRace(places.map((pl) => entries.filter((e) => e.place === pl).map((e) => e.player))));
  }
  for (const e of entries) {
    const before = e.old?.rating ?? SETTINGS.rating;
    const after = rated ? e.player.getRating() : before;
    if (rated) {
      ratings.push({
        userId: e.userId,
        game: t.game,
        rating: after,
        rd: e.player.getRd(),
        vol: e.player.getVol(),
        games: (e.old?.games ?? 0) + 1,
      });
      changes.push({ userId: e.userId, name: e.name, before, after });
    }
    results.push({
      tableId: t.id,
      userId: e.userId,
      game: t.game,
      seat: e.seat,
      place: e.place,
      ratingBefore: rated ? before : null,
      ratingAfter: rated ? after : null,
      finishedAt,
    });
  }
  return { ratings, results, changes };
}
