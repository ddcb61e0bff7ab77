/** What a live table needs from the rest of the server, and how it answers. */
import type { ErrorCode, RatingChange, ServerMessage } from '@kozyr/protocol';
import type { Storage, StoredTable } from '../storage/port.ts';
import type { WireFrame } from '../wire-frame.ts';

/** A connection watching a table (a seat holder or a spectator). */
export interface Subscriber {
  readonly userId: string;
  /**
   * A message object, or a frame already serialized — as text, or as the bytes of its WebSocket frame — shared by
   * every viewer who sees the same.
   */
  send(message: ServerMessage | string | WireFrame): void;
}

export interface Failure {
  readonly ok: false;
  readonly code: ErrorCode;
  readonly message: string;
  readonly detail?: unknown;
}
export type Outcome<T> = { readonly ok: true; readonly value: T; } | Failure;

export const fail = (code: ErrorCode, message: string, detail?: unknown): Failure =>
  detail === undefined ? { ok: false, code, message } : { ok: false, code, message, detail };
export const done = <T>(value: T): { ok: true; value: T; } => ({ ok: true, value });

/** An accepted move: the version it led to, and whether the mover's update carried the reply (`re`). */
export interface MoveAccepted {
  readonly version: number;
  readonly answered: boolean;
}

/** How a move's caller is told its fate: the outcome, or (null) the error that kept it from being stored or published. */
export type MoveSettled = (error: unknown, result: Outcome<MoveAccepted> | null) => void;

export interface TableHost {
  readonly storage: Storage;
  now(): number;
  /** How long a disconnected seat waits for its holder when the table has no turn timer. */
  readonly disconnectGraceMs: number;
  /** The table's public info changed (seats, status): lobby rooms are told. */
  onInfo(table: { readonly id: string; }): void;
  /**
   * The game is over: the table's final row, its results and ratings are stored
   * in one transaction (finishing twice changes nothing); returns the rating changes.
   */
  onOver(over: StoredTable): Promise<readonly RatingChange[]>;
  /** A background job failed (storage down, a broken game): logged, never thrown into a timer. */
  onError(error: unknown, context: string): void;
  /** Something worth a line in the server's log (a bot's move refused, a stand-in taking over). */
  log(line: string): void;
}
