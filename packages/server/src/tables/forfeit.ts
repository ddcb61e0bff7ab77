/**
 * Giving a seat up during a game (leaving or surrendering, as Durak Online
 * counts it): the stand-in plays the seat to the end at once, never at a
 * human's pace, and the holder places last in the result and the ratings
 * whatever the stand-in achieves — below every seat that stayed, and when
 * several seats are given up, the earlier one lower. The holder is no longer
 * seated from then on (a spectator like any other) and cannot take the seat back.
 * The mark is part of the seat's stored row (StoredPlayer.left), so a restart
 * and the replay keep it.
 */
import type { Outcome } from '@kozyr/engine';
import type { StoredPlayer, StoredTable } from '../storage/port.ts';
import type { TableRecord } from './record.ts';
import { done, fail, type Failure, type Result } from './types.ts';

export interface ForfeitTable {
  readonly record: TableRecord;
  /** Store the seat's new holder, then tell the watchers. */
  setPlayers(seat: number, player: StoredPlayer | null): Promise<void>;
  /** Re-arm clocks and let the bots (the stand-in now among them) choose. */
  afterChange(): void;
}

type Human = Extract<StoredPlayer, { kind: 'human'; }>;

/** The seat a user holds or has given up, with its holder (null: the user never sat here). */
function heldBy(meta: StoredTable, userId: string): { seat: number; player: Human; } | null {
  for (const [seat, p] of meta.players.entries()) {
    if (p?.kind === 'human' && p.userId === userId) return { seat, player: p };
  }
  return null;
}

export const hasLeft = (p: StoredPlayer | null | undefined): boolean => p?.kind === 'human' && p.left !== undefined;

/** A seat given up cannot be taken back: the refusal every request that would take it again gets. */
export const seatLeft = (): Failure => fail('seat-left', 'you gave this seat up; a bot plays it to the end of the game');

/** The seat `userId` gave up at this table, if any. */
export function leftSeatOf(meta: StoredTable, userId: string): number | null {
  const held = heldBy(meta, userId);
  return held !== null && held.player.left !== undefined ? held.seat : null;
}

/** Why a user with no seat here may not move: never seated (`not-seated`), or the seat was given up (`seat-left`). */
export function unseated(meta: StoredTable, userId: string): Failure {
  return leftSeatOf(meta, userId) === null ? fail('not-seated', 'you hold no seat at this table') : seatLeft();
}

/** Inside the table's queue: mark the user's seat given up (stored first), then let the stand-in play it. */
export async function forfeitSeat(t: ForfeitTable, userId: string): Promise<Result<number>> {
  const meta = t.record.meta;
  const held = heldBy(meta, userId);
  if (held === null) return fail('not-seated', 'you hold no seat at this table');
  if (held.player.left !== undefined) return seatLeft();
  if (!t.record.playing) {
    return fail('bad-state', 'the game is not running: a seat is given up only during a game (before it, leave the table)');
  }
  const order = 1 + meta.players.filter(hasLeft).length;
  await t.setPlayers(held.seat, { ...held.player, standIn: true, left: order });
  t.afterChange();
  return done(held.seat);
}

/**
 * The game's outcome with every seat given up placed last: the seats that stayed keep their order among
 * themselves (ties still shared, competition-style), then the seats given up, the last one to leave first.
 * Seats that are not players (place null) stay so; teams and scores are the game's own.
 */
export function leaversLast(outcome: Outcome | null, players: readonly (StoredPlayer | null)[]): Outcome | null {
  if (outcome === null) return null;
  const places = outcome.places;
  const order = places.map((place, seat) => {
    const p = players[seat];
    return place !== null && p?.kind === 'human' && p.left !== undefined ? p.left : null;
  });
  if (order.every((o) => o === null)) return outcome;
  const stayed = places.map((place, seat) => place !== null && order[seat] === null);
  const stayers = stayed.filter(Boolean).length;
  const ranked = places.map((place, seat) => {
    if (place === null) return null;
    const left = order[seat];
    if (left === null || left === undefined) return 1 + places.filter((q, s) => stayed[s] && q! < place).length;
    return stayers + 1 + order.filter((o) => o !== null && o > left).length;
  });
  return { ...outcome, places: ranked };
}
