/** What every game's table view gets from the table page: the seat payload the server sent and a way to send intents. */
import type { PlayerInfo } from '@kozyr/protocol';

export interface TableViewProps<V = unknown, M = unknown> {
  readonly view: V;
  readonly legal: readonly M[];
  readonly actors: readonly number[];
  /** The viewer's seat, or null for a spectator. */
  readonly seat: number | null;
  readonly players: readonly (PlayerInfo | null)[];
  /** Epoch ms at which the turn timer acts, or null. */
  readonly turnEndsAt: number | null;
  /** Epoch ms at which the game's own timed window closes (the seat payload's `deadline`, e.g. a slap window), or null. */
  readonly deadline?: number | null;
  /** Server clock minus local clock, ms. */
  readonly clockSkew: number;
  readonly send: (move: M) => void;
  /** The events of the last update, as this viewer may see them (for a line about what just happened). */
  readonly events?: readonly unknown[];
  /** Replays: every hand open. */
  readonly openHands?: readonly (readonly string[])[];
}
