/** What the table's helpers (clock, bot turns) may use of the live table they serve. */
import type { AnyGame, Rng, Tagged } from '@kozyr/engine';
import type { LogEntry, LogSource } from '../storage/port.ts';
import type { TableRecord } from './record.ts';
import type { Timers } from './timers.ts';
import type { MoveAccepted, Result, TableHost } from './types.ts';

export interface TableCore {
  readonly game: AnyGame;
  readonly record: TableRecord;
  readonly host: TableHost;
  readonly timers: Timers;
  /** Bots' own randomness (not the game seed, which only deals). */
  readonly botRng: Rng;
  readonly closed: boolean;
  /** Run `job` in the table's queue, from a timer: a failure is reported, never thrown. */
  later(context: string, job: () => Promise<void>): void;
  /** Inside the queue: judge a move (aimed at a version, for games with `races`), store it, then publish it. */
  commitMove(seat: number, move: Tagged, at: number, by: LogSource, aimedAt?: number): Promise<Result<MoveAccepted>>;
  /** Inside the queue: let the stand-in take over a human's seat, or give it back. */
  setStandIn(seat: number, standIn: boolean): Promise<void>;
  /** Inside the queue: store a log entry, take the position it leads to, then publish its events. */
  commit(entry: LogEntry, state: unknown, events: readonly Tagged[]): Promise<void>;
  isConnected(userId: string): boolean;
  /** Re-arm everything time-driven for the current position. */
  afterChange(): void;
}

/** A move's time: the later of `at` and the last entry's, so the log never goes back in time. */
export const stampOf = (core: TableCore, at: number): number => Math.max(at, core.record.lastAt);
