/**
 * One scripted load-test player: a WebSocket that plays its seat as fast as
 * the server allows (a random legal move whenever it may act), measures the
 * time from each move sent to its own update (which is the reply) received, and
 * moves on to the next table of the series when a game ends.
 *
 * Every frame it sends (moves and requests alike) takes from the same
 * allowance the server counts, and it has at most one frame unanswered at a
 * time: the server refuses an over-rate frame before reading it (`re: null`),
 * so only then is it known which frame was refused — and it is sent again.
 */
import WebSocket from 'ws';
import { serverOptions } from '../config.ts';
import { TokenBucket } from '../ratelimit.ts';

interface Payload {
  readonly legal: readonly unknown[];
}

const REPLY_PREFIX = '{"type":"reply","re":';
const UPDATE_PREFIX = '{"type":"table.update","table":"';
const LEGAL_KEY = '"legal":';
const FORMS_KEY = ',"forms":';
const RE_KEY = ',"re":';
const QUOTE = 34;
const DEFAULTS = serverOptions({}, {});
/**
 * A tenth under the server's default limits: the server counts frames as it reads them, and a
 * frame delayed on the way arrives closer to the next one than it was sent.
 */
const LIMIT = { burst: Math.floor(DEFAULTS.messageBurst * 0.9), perSecond: DEFAULTS.messagesPerSecond * 0.9 };
/** One message's worth of the server's allowance. */
const RETRY_MS = Math.ceil(1000 / LIMIT.perSecond);

export class LoadPlayer {
  table: string | null = null;
  private nextId = 1;
  private state: Payload | null = null;
  private pendingAt: number | null = null;
  private pendingId = -1;
  private stopped = false;
  private welcome: Promise<void>;
  readonly latencies: number[] = [];
  moves = 0;
  refused = 0;
  /** Moves the server refused as over its message rate (each is sent again shortly). */
  rateLimited = 0;
  games = 0;
  /**
   * "As fast as the server allows": the client keeps (just) under the server's own
   * per-connection message rate (its default limits), so a fast table is paced rather than refused.
   */
  private readonly allowance = new TokenBucket(LIMIT.burst, LIMIT.perSecond, performance.now());
  /** Requests not yet sent, in order; they go out one at a time between moves. */
  private readonly outbox: {
    readonly frame: string;
    readonly id: number;
    readonly done: (m: Record<string, unknown>) => void;
  }[] = [];
  /** The request sent and not yet answered (a move in flight is `pendingAt`/`pendingId`). */
  private inFlight: (typeof this.outbox)[number] | null = null;
  /** A send is waiting for the allowance to refill. */
  private paced = false;

  constructor(
    url: string,
    private readonly creator: boolean,
    /** Think time before each move in ms (0 = as fast as the server allows). */
    private readonly thinkMs = 0,
    /** The socket's query (`?table=ID`, `?direct=1`: `serve --workers` hands it straight to the table's worker). */
    query = '',
  ) {
    // The server's frames are trusted here: no UTF-8 validation, no schema, and the big ones barely parsed.
    this.ws = new WebSocket(url.replace(/^http/, 'ws') + '/ws' + query, { perMessageDeflate: false, skipUTF8Validation: true });
    this.welcome = new Promise((resolve, reject) => {
      this.ws.once('error', reject);
      this.ws.on('message', (data) => {
        const text = data.toString();
        if (this.onFastPath(text)) return;
        const m = JSON.parse(text) as Record<string, unknown>;
        if (m['type'] === 'welcome') resolve();
        this.onMessage(m);
      });
    });
  }

  readonly ws: WebSocket;

  ready(): Promise<void> {
    return this.welcome;
  }

  /** A request, sent when the allowance and the frame in flight allow; resolves with its reply or error. */
  request(body: Record<string, unknown>): Promise<Record<string, unknown>> {
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.outbox.push({ frame: JSON.stringify({ ...body, id }), id, done: resolve });
      this.pump();
    });
  }

  private busy(): boolean {
    return this.inFlight !== null || this.pendingAt !== null;
  }

  /** Send what is due: the next request, else a move if one may be made. */
  private pump(): void {
    if (this.busy()) return;
    if (this.outbox.length === 0) {
      this.maybeMove();
      return;
    }
    if (!this.takeAllowance()) return;
    this.inFlight = this.outbox.shift()!;
    this.ws.send(this.inFlight.frame);
  }

  /** One frame's worth of the allowance, or false (and `pump` again once it has refilled). */
  private takeAllowance(): boolean {
    if (this.allowance.take(performance.now())) return true;
    if (!this.paced) {
      this.paced = true;
      setTimeout(() => {
        this.paced = false;
        this.pump();
      }, RETRY_MS);
    }
    return false;
  }

  stop(): void {
    this.stopped = true;
  }

  /**
   * The two frames of every move, read without parsing the whole frame (the
   * clients share the machine with the server and must not be what limits it):
   * the reply to our pending move (`{"type":"reply","re":N,...`) and an update of
   * our table, of which only the `legal` array is parsed. Anything else: false.
   */
  private onFastPath(text: string): boolean {
    if (text.startsWith(REPLY_PREFIX)) {
      const end = text.indexOf(',', REPLY_PREFIX.length);
      const re = Number(text.slice(REPLY_PREFIX.length, end < 0 ? text.length - 1 : end));
      if (re !== this.pendingId || this.pendingAt === null) return false;
      // A move's reply when we were not watching the table (else the update answers it).
      this.answered();
      this.pump();
      return true;
    }
    if (this.table === null || !text.startsWith(UPDATE_PREFIX)) return false;
    if (
      !text.startsWith(this.table, UPDATE_PREFIX.length) || text.charCodeAt(UPDATE_PREFIX.length + this.table.length) !== QUOTE
    ) return true;
    // The payload's keys come in a fixed order (view, legal, forms, actors, ...): `legal` is the last one of that name.
    const from = text.lastIndexOf(LEGAL_KEY);
    const to = from < 0 ? -1 : text.indexOf(FORMS_KEY, from);
    if (to < 0) return false;
    this.state = { legal: JSON.parse(text.slice(from + LEGAL_KEY.length, to)) as unknown[] };
    // Our own move's update ends with its request id: that update is the reply.
    if (this.pendingAt !== null && text.endsWith(`${RE_KEY}${this.pendingId}}`)) this.answered();
    this.pump();
    return true;
  }

  /** Our pending move was stored and broadcast: its round trip is done. */
  private answered(): void {
    this.latencies.push(performance.now() - this.pendingAt!);
    this.moves++;
    this.pendingAt = null;
  }

  private onMessage(m: Record<string, unknown>): void {
    const type = m['type'];
    if (type === 'error' && m['re'] === null && m['code'] === 'rate-limited') {
      // Refused before it was read, so the error cannot name it: it is the one frame in flight.
      this.rateLimited++;
      const refused = this.inFlight;
      if (refused !== null) {
        // Unread by the server, so its id is still fresh: the same frame goes again.
        this.inFlight = null;
        this.outbox.unshift(refused);
        setTimeout(() => this.pump(), RETRY_MS);
      } else if (this.pendingAt !== null) {
        // A refused move is chosen again (the position may have moved on meanwhile).
        this.pendingAt = null;
        setTimeout(() => this.pump(), RETRY_MS);
      }
      return;
    }
    if (type === 'reply' || type === 'error') {
      const re = m['re'] as number;
      const w = this.inFlight;
      if (w !== null && w.id === re) {
        this.inFlight = null;
        w.done(m);
        this.pump();
      } else if (re === this.pendingId && this.pendingAt !== null) {
        // An error means the move lost a race to a newer position.
        if (type === 'reply') this.answered();
        else {
          this.refused++;
          this.pendingAt = null;
        }
        this.pump();
      }
      return;
    }
    if (m['table'] !== this.table) return;
    if (type === 'table.state' || type === 'table.update') {
      const state = m['state'] as Payload | null;
      if (state === null) return;
      this.state = state;
      this.pump();
    } else if (type === 'table.over') {
      this.games++;
      this.state = null;
      if (this.creator && !this.stopped) void this.request({ type: 'table.playAgain', table: this.table });
    } else if (type === 'table.next') {
      this.table = m['next'] as string;
      if (!this.creator) void this.request({ type: 'table.resync', table: this.table, version: 0 });
    }
  }

  private thinking = false;

  private maybeMove(): void {
    if (this.thinkMs > 0) {
      if (this.thinking) return;
      this.thinking = true;
      setTimeout(() => {
        this.thinking = false;
        this.moveNow();
      }, this.thinkMs * (0.5 + Math.random()));
    } else this.moveNow();
  }

  private moveNow(): void {
    const s = this.state;
    if (this.stopped || this.busy() || this.outbox.length > 0 || s === null || s.legal.length === 0) return;
    if (!this.takeAllowance()) return;
    const move = s.legal[Math.floor(Math.random() * s.legal.length)];
    this.pendingAt = performance.now();
    this.pendingId = this.nextId++;
    this.ws.send(JSON.stringify({ type: 'table.move', id: this.pendingId, table: this.table, move }));
  }

  close(): void {
    this.ws.terminate();
  }
}
