/** One WebSocket client: who it is, what it watches, and sending with a guard against slow readers. */
import type { ServerMessage } from '@kozyr/protocol';
import type { Socket } from 'node:net';
import type { WebSocket } from 'ws';
import type { StoredUser } from '../storage/port.ts';
import type { Subscriber } from '../tables/types.ts';

/** A client that stops reading is dropped rather than buffering the server out of memory. */
const MAX_BUFFERED_BYTES = 8 * 1024 * 1024;
/** How many recent request ids are remembered to refuse replays. */
const REMEMBERED_IDS = 512;

/**
 * Sockets corked in this turn of the event loop, all uncorked by one shared
 * callback (one setImmediate per turn for the whole server, not one per socket).
 */
let corkedThisTurn: Connection[] = [];

function uncorkAll(): void {
  const list = corkedThisTurn;
  corkedThisTurn = [];
  for (const c of list) c.uncork();
}

export class Connection implements Subscriber {
  readonly tables = new Set<string>();
  /** A Set tells 1 from "1" by itself, so ids are kept as they came (no key string per request). */
  private readonly seenIds = new Set<string | number>();
  /** The raw socket while it is corked for the rest of this turn. */
  private corked: Socket | null = null;

  constructor(
    readonly socket: WebSocket,
    readonly user: StoredUser,
    readonly token: string,
  ) {}

  get userId(): string {
    return this.user.id;
  }

  send(message: ServerMessage | string): void {
    if (this.socket.readyState !== this.socket.OPEN) return;
    if (this.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.socket.close(1008, 'not reading');
      return;
    }
    this.cork();
    // Framing stays with the ws library; corking batches this turn's frames into one write.
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /**
   * Frames sent in one turn of the event loop (a broadcast, then the reply to
   * the mover) leave in one write: one syscall instead of one per frame.
   */
  private cork(): void {
    if (this.corked !== null) return;
    const raw = (this.socket as unknown as { _socket?: Socket; })._socket;
    if (raw === undefined) return;
    this.corked = raw;
    raw.cork();
    if (corkedThisTurn.push(this) === 1) setImmediate(uncorkAll);
  }

  /** Let the frames corked this turn leave (called once per turn by the shared callback). */
  uncork(): void {
    const raw = this.corked;
    this.corked = null;
    raw?.uncork();
  }

  /** false when this request id was already used on this connection (a replayed request). */
  freshId(id: string | number): boolean {
    if (this.seenIds.has(id)) return false;
    this.seenIds.add(id);
    if (this.seenIds.size > REMEMBERED_IDS) {
      const oldest = this.seenIds.values().next().value;
      if (oldest !== undefined) this.seenIds.delete(oldest);
    }
    return true;
  }
}
