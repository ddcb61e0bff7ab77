/**
 * The match standings from the view: each seat's penalty points per hand (the
 * view's list of finished hands, plus `round-over` events this page saw), the
 * running total and the place.
 */
import type { SheddingEvent as Event, SheddingView } from '@kozyr/engine/client';

/** Points per seat for each hand seen, by hand number. */
export type HandHistory = Readonly<Record<number, readonly number[]>>;

export function addHands(
  history: HandHistory,
  view: Pick<SheddingView, 'lastRound' | 'rounds'>,
  events: readonly unknown[],
): HandHistory {
  let out = history;
  const add = (round: number, points: readonly number[]) => {
    if (out[round] === undefined) out = { ...out, [round]: points };
  };
  for (const r of view.rounds) add(r.round, r.points);
  for (const e of events as readonly Event[]) if (e.kind === 'round-over') add(e.round, e.points);
  if (view.lastRound !== null) add(view.lastRound.round, view.lastRound.points);
  return out;
}

export interface StandingsRow {
  readonly seat: number;
  /** Per hand 1..n: points, or null for a hand this page did not see end. */
  readonly hands: readonly (number | null)[];
  readonly total: number;
  readonly place: number;
}

/** Ranks by total: the final places once the match is over, else by the scoring's direction (ties share a place). */
export function standings(
  view: Pick<SheddingView, 'seats' | 'totals' | 'places' | 'rules' | 'lastRound'>,
  history: HandHistory,
): StandingsRow[] {
  const hands = view.lastRound?.round ?? 0;
  const lowerWins = view.rules.scoring === 'tournament';
  const better = (a: number, b: number) => (lowerWins ? a < b : a > b);
  const rows: StandingsRow[] = [];
  for (let seat = 0; seat < view.seats; seat++) {
    const total = view.totals[seat] ?? 0;
    const place = view.places?.[seat] ?? 1 + view.totals.filter((x) => better(x, total)).length;
    const perHand: (number | null)[] = [];
    for (let r = 1; r <= hands; r++) perHand.push(history[r]?.[seat] ?? null);
    rows.push({ seat, hands: perHand, total, place });
  }
  return rows.sort((a, b) => a.place - b.place || a.seat - b.seat);
}
