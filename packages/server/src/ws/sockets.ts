/**
 * Every open WebSocket of the server, and what keeps them from exhausting it:
 * a cap per client address, a global budget for output buffered to clients
 * that do not read, a quick drop of a socket whose buffer stays full, and
 * heartbeats (a socket that does not answer a ping by the next one is gone).
 *
 * Heartbeats are staggered: every socket is pinged once per `heartbeatMs`, a
 * slice of them at each short tick, never all in one turn of the event loop
 * (a ping is a socket write: 10,000 of them at once stalled a worker's loop
 * for 0.6 s under load, and every table on it with it).
 *
 * A socket the client has sent anything on since its last turn (beyond the
 * pong to its last ping) is alive: it is not pinged, the bytes read say what a
 * pong would. At 10,000 human-paced tables every player sends a move every few
 * seconds, so the pings (a write and a pong read for each, on both sides) all
 * but stop. An idle socket is pinged at every turn as before (a proxy between
 * sees traffic as often as it did), and a dead one is dropped as soon.
 *
 * Output is measured only where it waits: a connection tells the set when a
 * turn's frames left bytes in its socket's buffer (the kernel took less than
 * was written: the client reads slowly or not at all), and the sweeps measure
 * those sockets until each has drained. Every other socket's buffer is empty.
 * Measuring every socket at every sweep (four times a second) read the state
 * of 10,000 sockets' streams 40,000 times a second, each a few cache misses
 * (about 1 µs per move at 5,000 human-paced tables).
 */
import type { WebSocket } from 'ws';
import type { ServerOptions } from '../config.ts';
import type { Metrics } from '../metrics.ts';
import type { OutputGuard } from './connection.ts';

type Limits = Pick<
  ServerOptions,
  'connectionsPerAddress' | 'outputBudgetBytes' | 'slowSocketBytes' | 'slowSocketMs' | 'heartbeatMs'
>;

interface Tracked {
  readonly socket: WebSocket;
  readonly address: string;
  /** The account (or guest) on this socket: the lobby counts who is online by it. */
  readonly user: string;
  /** Answered the last ping. */
  alive: boolean;
  /** Since when its buffer has been above `slowSocketBytes` (null: it is not). */
  fullSince: number | null;
  /** Bytes read from the client by the heartbeat's last turn at this socket or its last pong (-1: not known). */
  read: number;
}

/**
 * Bytes read so far from the client, from the TCP socket under `ws` (its `_socket`: not in ws's typings, but
 * there since its first versions); -1 if there is none, and then the socket is pinged every turn.
 */
function bytesRead(socket: WebSocket): number {
  return (socket as unknown as { _socket?: { bytesRead?: number; }; })._socket?.bytesRead ?? -1;
}

/**
 * Add `by` to a key's count; a count that reaches zero leaves the map, so its size is the keys still counted.
 * Returns the new count.
 */
function countIn(counts: Map<string, number>, key: string, by: 1 | -1): number {
  const n = (counts.get(key) ?? 0) + by;
  if (n <= 0) counts.delete(key);
  else counts.set(key, n);
  return n;
}

/** How often buffers are measured against the budget. */
const SWEEP_MS = 250;
/** The longest tick of the staggered heartbeat (shorter when `heartbeatMs` is short: eight ticks per round at least). */
const BEAT_TICK_MS = 250;

export class Sockets implements OutputGuard {
  private readonly open = new Map<WebSocket, Tracked>();
  /** The sockets whose output may be waiting in their buffers (see the top): what the sweeps measure. */
  private readonly backlog = new Set<Tracked>();
  private readonly perAddress = new Map<string, number>();
  /** Open sockets per user: its size is how many people are online here (tabs and devices of one count once). */
  private readonly perUser = new Map<string, number>();
  /** Told when a person's first socket opens here (true) and their last one closes (false): `serve --workers` sums them. */
  onUser: ((user: string, present: boolean) => void) | null = null;
  private readonly sweeper: NodeJS.Timeout;
  private readonly heartbeat: NodeJS.Timeout;
  private readonly beatTickMs: number;
  /** Where the heartbeat's round over `open` stands (a Map iterator survives deletions and sees additions). */
  private round: Iterator<[WebSocket, Tracked]> | null = null;
  /** Pings owed: grows by `size × tick / heartbeatMs` at each tick, so each socket is pinged once per heartbeatMs. */
  private owed = 0;

  constructor(
    private readonly limits: Limits,
    private readonly metrics: Metrics,
    private readonly now: () => number = Date.now,
  ) {
    this.sweeper = setInterval(() => this.sweep(), SWEEP_MS);
    this.sweeper.unref();
    this.beatTickMs = Math.max(1, Math.min(BEAT_TICK_MS, Math.floor(limits.heartbeatMs / 8)));
    this.heartbeat = setInterval(() => this.beat(), this.beatTickMs);
    this.heartbeat.unref();
  }

  get size(): number {
    return this.open.size;
  }

  /** Distinct users with an open socket to this process (the lobby's "online"). */
  get onlineUsers(): number {
    return this.perUser.size;
  }

  /** Whether the user has a socket open here. */
  isOnline(user: string): boolean {
    return this.perUser.has(user);
  }

  /** Whether one more socket from this address is allowed. */
  admits(address: string): boolean {
    return (this.perAddress.get(address) ?? 0) < this.limits.connectionsPerAddress;
  }

  add(socket: WebSocket, address: string, user: string): void {
    this.open.set(socket, { socket, address, user, alive: true, fullSince: null, read: bytesRead(socket) });
    countIn(this.perAddress, address, 1);
    if (countIn(this.perUser, user, 1) === 1) this.onUser?.(user, true);
    socket.on('pong', () => {
      const t = this.open.get(socket);
      if (t === undefined) return;
      t.alive = true;
      // The pong's own bytes are not the client speaking unasked: an idle socket is still pinged at its next turn.
      t.read = bytesRead(socket);
    });
  }

  delete(socket: WebSocket): void {
    const t = this.open.get(socket);
    if (t === undefined) return;
    this.open.delete(socket);
    this.backlog.delete(t);
    countIn(this.perAddress, t.address, -1);
    if (countIn(this.perUser, t.user, -1) === 0) this.onUser?.(t.user, false);
  }

  /** Server shutdown: every socket ends and the timers stop. */
  terminateAll(): void {
    for (const s of this.open.keys()) s.terminate();
    clearInterval(this.sweeper);
    clearInterval(this.heartbeat);
  }

  /** Drop a socket at once (no closing handshake: a client that does not read would never finish one). */
  drop(socket: WebSocket, why: 'slow' | 'budget' | 'heartbeat'): void {
    if (!this.open.has(socket)) return;
    if (why === 'heartbeat') this.metrics.socketsTimedOut++;
    else this.metrics.socketsDroppedSlow++;
    this.delete(socket);
    socket.terminate();
  }

  /** A connection's socket holds more unread output than a connection may (connection.ts): dropped. */
  overflowed(socket: WebSocket): void {
    this.drop(socket, 'slow');
  }

  /** A connection's turn left output waiting in its socket's buffer: measured by the sweeps until it drains. */
  backlogged(socket: WebSocket): void {
    const t = this.open.get(socket);
    if (t !== undefined) this.backlog.add(t);
  }

  private sweep(): void {
    const now = this.now();
    let total = 0;
    const buffered: [WebSocket, number][] = [];
    for (const t of this.backlog) {
      const socket = t.socket;
      const bytes = socket.bufferedAmount;
      if (bytes === 0) {
        // Drained: measured again once a turn leaves output waiting.
        t.fullSince = null;
        this.backlog.delete(t);
        continue;
      }
      if (bytes > this.limits.slowSocketBytes) {
        t.fullSince ??= now;
        if (now - t.fullSince >= this.limits.slowSocketMs) {
          this.drop(socket, 'slow');
          continue;
        }
      } else t.fullSince = null;
      buffered.push([socket, bytes]);
      total += bytes;
    }
    this.metrics.bufferedBytes = total;
    if (total <= this.limits.outputBudgetBytes) return;
    // Over the budget: the fullest buffers go first, until the rest fits.
    buffered.sort((a, b) => b[1] - a[1]);
    for (const [socket, bytes] of buffered) {
      if (total <= this.limits.outputBudgetBytes) break;
      this.drop(socket, 'budget');
      total -= bytes;
    }
    this.metrics.bufferedBytes = total;
  }

  /** One tick of the staggered heartbeat: the next slice of the round is pinged (or dropped if it did not answer). */
  private beat(): void {
    const size = this.open.size;
    if (size === 0) {
      this.owed = 0;
      return;
    }
    this.owed = Math.min(this.owed + (size * this.beatTickMs) / this.limits.heartbeatMs, size);
    for (; this.owed >= 1; this.owed--) {
      let next = this.round?.next();
      if (next === undefined || next.done === true) {
        this.round = this.open.entries();
        next = this.round.next();
        if (next.done === true) return;
      }
      const [socket, t] = next.value;
      const read = bytesRead(socket);
      if (read !== t.read) {
        // Heard from since the last turn (after the pong, if one came): alive, and no ping is needed to know it.
        t.read = read;
        t.alive = true;
        continue;
      }
      if (!t.alive) {
        this.drop(socket, 'heartbeat');
        continue;
      }
      t.alive = false;
      socket.ping();
      // A ping the kernel did not take (the client stopped reading) waits in the buffer like a frame.
      if (socket.bufferedAmount > 0) this.backlog.add(t);
    }
  }
}
