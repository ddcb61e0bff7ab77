/** One WebSocket client: who it is, what it watches, and sending with a guard against slow readers. */
import type { ServerMessage } from '@kozyr/protocol';
import type { Socket } from 'node:net';
import type { WebSocket } from 'ws';
import type { StoredUser } from '../storage/port.ts';
import type { Subscriber } from '../tables/types.ts';
import { frameHeader, WireFrame } from '../wire-frame.ts';
import type { ReadGate } from './read-gate.ts';

/** A client that stops reading is dropped rather than buffering the server out of memory. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
/**
 * Request ids (docs/protocol.md, "Frames"): numeric ids are remembered in a
 * window of the latest REMEMBERED_IDS, and any number not above the highest one
 * that has left the window is refused, so a reused number is always refused at
 * a fixed memory cost (a client that counts upwards loses nothing). String ids are all remembered,
 * up to MAX_STRING_IDS per connection; then the connection must be renewed.
 */
const REMEMBERED_IDS = 512;
export const MAX_STRING_IDS = 10_000;

export type IdCheck = 'fresh' | 'reused' | 'exhausted';

/** What a connection tells the server's socket set (ws/sockets.ts) about its socket's output. */
export interface OutputGuard {
  /** The socket holds more unread output than a connection may: drop it. */
  overflowed(socket: WebSocket): void;
  /**
   * A turn's frames left bytes in the socket's buffer (the client reads slower than it is sent): the socket
   * set measures it at its sweeps until it drains. Only such sockets are measured there, not every socket.
   */
  backlogged(socket: WebSocket): void;
}

/** For a connection outside a socket set (a test's): terminated when it overflows, never measured. */
export const TERMINATE_ON_OVERFLOW: OutputGuard = { overflowed: (socket) => socket.terminate(), backlogged: () => {} };

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

/** Close code telling a client to reconnect at once (what it watched moved, or the way to it went away). */
export const CLOSE_RECONNECT = 1012;

export class Connection implements Subscriber {
  readonly tables = new Set<string>();
  /**
   * The latest numeric ids, a ring of up to REMEMBERED_IDS in the order they came (the oldest at `idsStart`),
   * an array that grows by `push` until it is full (a typed array would be a new buffer outside the heap at
   * each growth); every number up to `numericFloor` counts as used. Not a Set: a client counts upwards, so
   * an id above `highestId` is fresh without a look-up, and a window that keeps moving costs a Set a new
   * backing table every few hundred ids.
   */
  private readonly ids: number[] = [];
  private idsStart = 0;
  private highestId = -1;
  private numericFloor = -1;
  /** String ids used so far; made at the first one (clients that count never need it: one Set less per socket). */
  private seenStrings: Set<string> | null = null;
  /** The session behind this socket has ended (logout): it may no longer act. */
  ended = false;
  /** The raw socket while it is corked for the rest of this turn. */
  private corked: Socket | null = null;
  /**
   * The socket negotiated compression (the club's server never offers it, app.ts): ws's sender may then
   * queue frames while it deflates, so every frame goes through it to keep their order.
   */
  private readonly compressed: boolean;
  /**
   * Reading from this client (ws/read-gate.ts), held when its output backs up; null for a socket whose frames
   * do not come from a TCP socket of ours (a node link's stand-in, a test's).
   */
  reading: ReadGate | null = null;

  constructor(
    readonly socket: WebSocket,
    readonly user: StoredUser,
    readonly token: string,
    /** The client's address (per-address limits). */
    readonly address = '',
    /** Drops the socket when it has buffered too much, and measures one whose output waits (ws/sockets.ts). */
    private readonly guard: OutputGuard = TERMINATE_ON_OVERFLOW,
  ) {
    const extensions = (socket as { extensions?: unknown; }).extensions;
    this.compressed = typeof extensions === 'string' && extensions !== '';
  }

  get userId(): string {
    return this.user.id;
  }

  /**
   * A frame to this client. A socket of our own is written to directly (not through ws's sender, which would
   * first copy a text into a buffer of its own and frame it there): a `WireFrame` as its bytes, a text as a header
   * and then the text. Without compression (the club's server offers none, app.ts) ws's own writes (pings, the
   * close frame) never wait in a queue, so frames written here and there stay in the order they were sent; a socket
   * that did negotiate it, or one that is not a socket of ours (a node link's stand-in), frames its own.
   */
  /** Close so that the client reconnects, and finds what it watched where it is now. */
  reconnect(reason: string): void {
    this.socket.close(CLOSE_RECONNECT, reason);
  }

  send(message: ServerMessage | string | WireFrame): void {
    if (this.socket.readyState !== this.socket.OPEN) return;
    // Measured at the first frame of each turn (the getter walks the stream's state; a broadcast sends several
    // frames per turn): what one turn adds on top is bounded by the frames of that turn.
    if (this.corked === null && this.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      // No closing handshake: a client that does not read would hold the buffer until the close times out.
      this.guard.overflowed(this.socket);
      return;
    }
    // Corking batches this turn's frames into one syscall.
    this.cork();
    const raw = this.corked;
    // A write returns false once the socket's buffer reaches its high-water mark (the kernel is taking no more):
    // the read gate then stops reading a client whose output waits beyond its bound until it drains
    // (read-gate.ts), so it cannot make the server answer faster than it reads the answers.
    if (message instanceof WireFrame) {
      if (raw === null || this.compressed) this.sendThroughWs(message.text);
      else if (!raw.write(message.bytes)) this.reading?.outputWaits();
      return;
    }
    const text = typeof message === 'string' ? message : JSON.stringify(message);
    if (raw === null || this.compressed) this.sendThroughWs(text);
    else {
      raw.write(frameHeader(Buffer.byteLength(text)));
      if (!raw.write(text, 'utf8')) this.reading?.outputWaits();
    }
  }

  /** A frame ws frames itself (compressed, or a stand-in's): what it buffers is measured by the socket set's sweeps. */
  private sendThroughWs(text: string): void {
    this.socket.send(text);
    this.guard.backlogged(this.socket);
    if (this.corked?.writableNeedDrain === true) this.reading?.outputWaits();
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

  /**
   * Let the frames corked this turn leave (called once per turn by the shared callback). What the kernel did
   * not take at once stays in the socket's buffer: the socket set is told, so its sweeps measure this socket.
   */
  uncork(): void {
    const raw = this.corked;
    if (raw === null) return;
    this.corked = null;
    raw.uncork();
    if (raw.writableLength > 0) this.guard.backlogged(this.socket);
  }

  /** 'reused' when this request id was already used on this connection (a replayed request). */
  checkId(id: string | number): IdCheck {
    if (typeof id === 'string') {
      const seen = this.seenStrings ??= new Set();
      if (seen.has(id)) return 'reused';
      if (seen.size >= MAX_STRING_IDS) return 'exhausted';
      seen.add(id);
      return 'fresh';
    }
    if (id <= this.numericFloor || (id <= this.highestId && this.remembers(id))) return 'reused';
    this.remember(id);
    return 'fresh';
  }

  private remembers(id: number): boolean {
    const ids = this.ids;
    for (let i = 0, at = this.idsStart; i < ids.length; i++, at = at + 1 === ids.length ? 0 : at + 1) {
      if (ids[at] === id) return true;
    }
    return false;
  }

  private remember(id: number): void {
    if (id > this.highestId) this.highestId = id;
    if (this.ids.length < REMEMBERED_IDS) {
      // Not full yet, so it has never turned: the oldest id is at 0.
      this.ids.push(id);
      return;
    }
    // The oldest leaves the window (the lowest, for a client that counts up); the floor keeps it refused.
    this.numericFloor = Math.max(this.numericFloor, this.ids[this.idsStart]!);
    this.ids[this.idsStart] = id;
    this.idsStart = this.idsStart + 1 === REMEMBERED_IDS ? 0 : this.idsStart + 1;
  }

  /** true when the request id is fresh (kept for callers that only need yes or no). */
  freshId(id: string | number): boolean {
    return this.checkId(id) === 'fresh';
  }
}
