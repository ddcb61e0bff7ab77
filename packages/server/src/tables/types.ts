/** What a live table needs from the rest of the server, and how it answers. */
import type { LanguageAnalysers, Result as EngineResult } from '@kozyr/engine';
import type { ErrorCode, RatingChange, ServerMessage } from '@kozyr/protocol';
import type { Pictures } from '../pictures/pictures.ts';
import type { Storage, StoredTable } from '../storage/port.ts';
import type { WireFrame } from '../wire-frame.ts';
import type { BotThinker } from './bot-pool/pool.ts';

/** A connection watching a table (a seat holder or a spectator). */
export interface Subscriber {
  readonly userId: string;
  /**
   * A message object, or a frame already serialized — as text, or as the bytes of its WebSocket frame — shared by
   * every viewer who sees the same.
   */
  send(message: ServerMessage | string | WireFrame): void;
}

/** Why the server refused a request: a stable code, a message, and what the client may show beside it. */
export interface ServerError {
  readonly code: ErrorCode;
  readonly message: string;
  readonly detail?: unknown;
}
/**
 * The engine's `Result` shape with the server's refusal as its error. A refusal reaches a client as the protocol's
 * flat `{ type: 'error', ok: false, code, message, detail? }`: ws/edge.ts (`refusal`) maps it there.
 */
export type Result<T> = EngineResult<T, ServerError>;
/** A refused `Result` (what `fail` builds). */
export type Failure = Extract<Result<unknown>, { readonly ok: false; }>;

export const fail = (code: ErrorCode, message: string, detail?: unknown): Failure => ({
  ok: false,
  error: detail === undefined ? { code, message } : { code, message, detail },
});
export const done = <T>(value: T): { ok: true; value: T; } => ({ ok: true, value });

/** An accepted move: the version it led to, and whether the mover's update carried the reply (`re`). */
export interface MoveAccepted {
  readonly version: number;
  readonly answered: boolean;
}

/** How a move's caller is told its fate: the outcome, or (null) the error that kept it from being stored or published. */
export type MoveSettled = (error: unknown, result: Result<MoveAccepted> | null) => void;

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
  /** The club's picture renderer and store (games with `pictures`); without it, no table draws any. */
  readonly pictures?: Pictures;
  /** The club's language analysers (games with `language`: Shtuka's nouns); without them, no move is screened. */
  readonly language?: LanguageAnalysers;
  /** Where thinking bots decide, off the table's queue (bot-pool/); without it every bot decides inline. */
  readonly thinker?: BotThinker;
}
