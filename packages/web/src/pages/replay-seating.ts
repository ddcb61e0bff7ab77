/**
 * Who sits at a replayed table, as the table view is told: a replay shows the game, not
 * the club today, so no seat is away or played by a stand-in (those are live presence)
 * and nobody is waited for (the step's move line says who moved; "Waiting for …" and a
 * turn countdown belong to a live table).
 */
import type { PlayerInfo } from '@kozyr/protocol';

export interface ReplaySeating {
  readonly players: readonly (PlayerInfo | null)[];
  readonly actors: readonly number[];
}

const NOBODY_WAITED_FOR: readonly number[] = [];

export function replaySeating(players: readonly (PlayerInfo | null)[]): ReplaySeating {
  return {
    players: players.map((p) => (p === null || p.kind !== 'human' ? p : { ...p, connected: true, standIn: false })),
    actors: NOBODY_WAITED_FOR,
  };
}
