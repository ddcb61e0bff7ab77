/**
 * Reading from one client, held while the server must not take more from it:
 *
 * - its output waits: the kernel takes no more of what the server sends it, and the server's own buffer for the
 *   socket holds more than a socket may keep waiting (`slowSocketBytes`; the socket set drops it if that lasts,
 *   ws/sockets.ts). Reading resumes at the socket's `drain`, when the client has taken it all.
 * - it is over its message rate: the frame that found its allowance empty was refused (`rate-limited`, ws/edge.ts),
 *   and reading resumes when its next frame is allowed.
 *
 * Why: the server handles every client's frames on one event loop, in the order the kernel reports them ready. A
 * client that sends without reading its answers, or faster than its allowance, would otherwise have everything it
 * manages to send parsed and answered at once (a readable socket is read up to 32 times in a row), and the answers
 * queued for it: that work sits in front of every other client's frames, and one abusive socket starves them all.
 * Held, its frames stay in the kernel and TCP's flow control slows its sender down; a turn of the loop does no
 * more of its work than its allowance let through since the last one (a frame or two at the sustained rate), so
 * the others are answered in their turn. Nothing is lost or reordered: held frames are handled, in order, once
 * the hold ends, as if just sent.
 *
 * The hold is ws's own `pause()`/`resume()` (Node's `readStop` on the TCP socket). Frames of a read ws had already
 * made still arrive after `pause()`: they wait here, at most one read's worth (64 KiB), since nothing more is read.
 */
import type { Socket } from 'node:net';
import type { RawData, WebSocket } from 'ws';

/** Why reading is held, a bit each: it resumes once no reason is left. */
const OUTPUT = 1;
const RATE = 2;
/** What a handled frame's slot holds, so the array does not keep its buffer alive. */
const EMPTY: RawData = Buffer.alloc(0);

export class ReadGate {
  private held = 0;
  /** Frames delivered while reading was held, in arrival order; `next` is the first not handled yet. */
  private waiting: RawData[] = [];
  private next = 0;

  constructor(
    private readonly socket: WebSocket,
    private readonly raw: Socket,
    /** Handles one frame (the edge, ws/edge.ts). */
    private readonly run: (data: RawData) => void,
    /** Output waiting beyond this many bytes holds reading (the server's `slowSocketBytes`). */
    private readonly outputBytes: number,
  ) {}

  /** ws's `message` listener: a frame is handled now, or after the frames that wait before it. */
  readonly frame = (data: RawData): void => {
    if (this.held !== 0 || this.next < this.waiting.length) this.waiting.push(data);
    else this.run(data);
  };

  /**
   * A write found the socket's buffer at its high-water mark (Node's `write` returned false, so `drain` will come):
   * past `outputBytes`, nothing more is read until the client has taken it all.
   */
  outputWaits(): void {
    if ((this.held & OUTPUT) !== 0 || this.raw.writableLength <= this.outputBytes) return;
    this.hold(OUTPUT);
    this.raw.once('drain', () => this.release(OUTPUT));
  }

  /** A frame was refused over the message rate: nothing more is read for `ms`, when the next one is allowed. */
  holdForRate(ms: number): void {
    if ((this.held & RATE) !== 0) return;
    this.hold(RATE);
    // Made per hold, not kept per socket: most sockets are never held.
    setTimeout(() => this.release(RATE), ms).unref();
  }

  private hold(reason: number): void {
    if (this.held === 0) this.socket.pause();
    this.held |= reason;
  }

  private release(reason: number): void {
    this.held &= ~reason;
    if (this.held !== 0) return;
    if (this.socket.readyState !== this.socket.OPEN) {
      // Closing meanwhile: its frames would only be answered into nothing. Read on, so ws sees the client's close.
      this.waiting = [];
      this.next = 0;
      this.socket.resume();
      return;
    }
    // The frames that waited, in order, until one of them holds reading again.
    while (this.held === 0 && this.next < this.waiting.length) {
      const data = this.waiting[this.next]!;
      this.waiting[this.next++] = EMPTY;
      this.run(data);
    }
    if (this.next === this.waiting.length) {
      this.waiting = [];
      this.next = 0;
    }
    if (this.held === 0) this.socket.resume();
  }
}
