/**
 * What crosses between a table and a bot thread: everything a bot's `choose` is
 * given, as plain data (the seat's view as the JSON its client would receive,
 * the generator as a seed drawn from the table's bot generator), and its answer.
 */
import type { MoveForm, ReactionRange, Tagged } from '@kozyr/engine';

/** What a bot thread is started with. */
export interface ThreadData {
  /** tsx's ESM API, registered before the thread's module loads. */
  readonly tsx: string;
  /** The thread's module (thread.ts). */
  readonly thread: string;
  /** The module the thread loads the games from. */
  readonly games: string;
  /** The thread's nice value (0–19). */
  readonly nice: number;
}

export interface ThinkRequest {
  readonly game: string;
  readonly bot: string;
  readonly seat: number;
  /** The seat's view, serialized as for its client: a bot is given exactly what its seat may see. */
  readonly view: string;
  readonly legal: readonly Tagged[];
  readonly forms: readonly MoveForm[];
  /** Seeds the bot's generator in the thread (drawn from the table's bot generator). */
  readonly seed: number;
  readonly reaction?: ReactionRange;
}

export interface BotChoiceData {
  readonly move: Tagged;
  readonly delayMs: number | undefined;
}

/** The bot's choice (null: nothing to do now), or why the thread could not give one. */
export type ThinkAnswer =
  | { readonly ok: true; readonly choice: BotChoiceData | null; }
  | { readonly ok: false; readonly reason: string; };

/** Main thread to bot thread. */
export interface ThinkJob {
  readonly id: number;
  readonly request: ThinkRequest;
}

/** Bot thread to main thread. */
export interface ThinkReply {
  readonly id: number;
  readonly answer: ThinkAnswer;
}
