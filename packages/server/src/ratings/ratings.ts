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

export async function rateFinishedTable(storage: Storage, t: StoredTable, finishedAt: number): Promise<RatingChange[]> {
  const outcome = t.outcome as Outcome | null;
  if (outcome === null) return [];
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
  const ratings: Rating[] = [];
  const results: GameResult[] = [];
  const changes: RatingChange[] = [];
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
  await storage.recordGame(ratings, results);
  return changes;
}
