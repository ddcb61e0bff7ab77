/**
 * Persistence of one live table: its stored row and its position (state,
 * version). Every change is written to storage first and applied in memory
 * only once storage has it, so what clients are told is always on disk.
 */
import type { AnyGame } from '@kozyr/engine';
import type { LogEntry, Storage, StoredPlayer, StoredTable } from '../storage/port.ts';

export class TableRecord {
  private row: StoredTable;
  private position: unknown = null;
  private at = 0;
  private seq = 0;
  /**
   * The seq of a log write that failed without an answer (the connection
   * dropped): it may have landed. It was never acknowledged nor applied, so the
   * next write of that seq replaces it (see Storage.appendLog).
   */
  private unsure: number | null = null;

  constructor(
    readonly game: AnyGame,
    stored: StoredTable,
    private readonly storage: Storage,
  ) {
    this.row = stored;
  }

  get meta(): StoredTable {
    return this.row;
  }
  /** The game state (null before the deal). */
  get state(): unknown {
    return this.position;
  }
  /** How many log entries the game has: the version clients see. */
  get version(): number {
    return this.seq;
  }
  /** The time of the last entry: a later move is never stamped earlier. */
  get lastAt(): number {
    return this.at;
  }
  get playing(): boolean {
    return this.row.status === 'playing';
  }

  /** A resumed game: the state rebuilt from its log, which storage already holds. */
  restore(state: unknown, log: readonly LogEntry[]): void {
    this.position = state;
    this.seq = log.length;
    this.at = log.length === 0 ? (this.row.startedAt ?? 0) : log[log.length - 1]!.at;
  }

  /** Store the table's row, then hold it. */
  async save(next: StoredTable): Promise<void> {
    await this.storage.saveTable(next);
    this.row = next;
  }

  /** Store the started table, then hold it and its freshly dealt state. */
  async start(next: StoredTable, state: unknown, at: number): Promise<void> {
    await this.save(next);
    this.position = state;
    this.at = at;
  }

  /** Hold a row the host has already stored (the end of a game, written with its results). */
  adopt(stored: StoredTable): void {
    this.row = stored;
  }

  /**
   * Append one entry to the log; the position it leads to is taken only once
   * storage has it, and then `stored` is told (null), or why it is not stored
   * (nothing taken). The entry joins storage's group commit of this turn where
   * storage has one (`appendLogSoon`: no promise per entry), else it is written
   * by `appendLog` — always so when this seq's earlier write may have landed.
   */
  append(entry: LogEntry, state: unknown, stored: (error: unknown) => void): void {
    const after = (error: unknown): void => {
      if (error === null) this.take(entry, state);
      else this.unsure = entry.seq;
      stored(error);
    };
    const unsure = this.unsure === entry.seq;
    if (!unsure && this.storage.appendLogSoon?.(this.row.id, entry, after) === true) return;
    this.storage.appendLog(this.row.id, entry, unsure).then(
      () => after(null),
      (e: unknown) => after(e ?? new Error('not stored')),
    );
  }

  private take(entry: LogEntry, state: unknown): void {
    this.unsure = null;
    this.position = state;
    this.seq = entry.seq + 1;
    this.at = entry.at;
  }

  /** The seat the user holds; a seat given up during the game (StoredPlayer.left) is no longer the user's. */
  seatOf(userId: string): number | null {
    const players = this.row.players;
    for (let i = 0; i < players.length; i++) {
      const p = players[i];
      if (p !== null && p !== undefined && p.kind === 'human' && p.userId === userId && p.left === undefined) return i;
    }
    return null;
  }

  player(seat: number): StoredPlayer | null {
    return this.row.players[seat] ?? null;
  }

  /** A seat a program plays: a bot's, or a human's while the stand-in covers it. */
  isBotSeat(seat: number): boolean {
    const p = this.row.players[seat];
    return p !== null && p !== undefined && (p.kind === 'bot' || p.standIn === true);
  }
}
