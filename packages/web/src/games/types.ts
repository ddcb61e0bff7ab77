/**
 * What the table page and a game's web folder agree on: the props every table view gets (the seat
 * payload the server sent and a way to send intents) and the client a folder registers.
 */
import type { Lang } from '@kozyr/engine/client';
import type { MoveForm, PlayerInfo } from '@kozyr/protocol';
import type { JSX } from 'preact';
import type { MotionHints } from '../motion/card-motion.ts';
import type { Describe } from './hand-log.ts';

export interface TableViewProps<V = unknown, M = unknown> {
  readonly view: V;
  readonly legal: readonly M[];
  /** The open moves (a point, a stroke, a text) this seat may fill now, from the seat payload. */
  readonly forms?: readonly MoveForm[];
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

/**
 * What `games/<id>/client.tsx` exports as `client` (registry.tsx finds it by that path): the table
 * view, for replays how to read each seat's hand out of that seat's own view, and the game's words.
 */
export interface GameClient {
  readonly Table: (p: TableViewProps) => JSX.Element;
  /** Replays: every seat's hand, from the views the server sent for each seat. */
  openHands(views: readonly unknown[]): readonly (readonly string[])[];
  /** A warning shown by the chat input for this view (Svintus: the Tikhokhryun silence), or null. */
  chatNotice?(view: unknown, lang: Lang): string | null;
  /** The game's own words for its events in the hand log. */
  readonly describe?: Describe;
  /** The game's own words for a move in the replay's move line (default: the move's kind and its cards). */
  readonly moveText?: (move: unknown, lang: Lang) => string;
  /** Where the cards of an update went and came from, for the motion. */
  motionHints?(events: readonly unknown[], viewer: number | null): MotionHints;
}
