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
import { serverOptions } from '@kozyr/server/config.ts';
import { TokenBucket } from '@kozyr/server/ratelimit.ts';
import { LeanSocket } from './lean-socket.ts';
import { THINK_SPREAD, type Thinker, thinkTime, ThinkWheel } from './think-wheel.ts';

/** The frames' fixed parts the fast path looks for, as bytes: the frames are read as received, not decoded whole. */
const REPLY_PREFIX = Buffer.from('{"type":"reply","re":');
const UPDATE_PREFIX = Buffer.from('{"type":"table.update","table":"');
const LEGAL_KEY = Buffer.from('"legal":');
const FORMS_KEY = Buffer.from(',"forms":');
const RE_KEY = Buffer.from(',"re":');
const QUOTE = 34;
const CLOSE_BRACE = 125;
const DEFAULTS = serverOptions({}, {});
/**
 * A tenth under the server's default limits: the server counts frames as it reads them, and a
 * frame delayed on the way arrives closer to the next one than it was sent.
 */
const LIMIT = { burst: Math.floor(DEFAULTS.messageBurst * 0.9), perSecond: DEFAULTS.messagesPerSecond * 0.9 };
/** One message's worth of the server's allowance. */
const RETRY_MS = Math.ceil(1000 / LIMIT.perSecond);
/** The longest think time `kozyr loadtest --think` allows (10 s) drawn at its longest. */
const MAX_THINK_MS = 10_000 * THINK_SPREAD.most;
/** Every player of this process thinks on one timer (think-wheel.ts). */
const processWheel = new ThinkWheel(MAX_THINK_MS);

/** Whether `b` holds `part` at `at`. */
function bytesAt(b: Buffer, part: Buffer, at: number): boolean {
  return at >= 0 && b.length >= at + part.length && b.compare(part, 0, part.length, at, at + part.length) === 0;
}

/** The whole number written in `b` from `at` (digits only), or -1 if none is. */
function numberAt(b: Buffer, at: number): number {
  let n = 0;
  let i = at;
  for (; i < b.length; i++) {
    const c = b[i]!;
    if (c < 48 || c > 57) break;
    n = n * 10 + c - 48;
  }
  return i === at ? -1 : n;
}

/** N of a frame that ends `,"re":N}` (an update that is the reply to our move N), or -1. */
function trailingRe(b: Buffer): number {
  if (b[b.length - 1] !== CLOSE_BRACE) return -1;
  let i = b.length - 2;
  while (i >= 0 && b[i]! >= 48 && b[i]! <= 57) i--;
  if (i === b.length - 2 || !bytesAt(b, RE_KEY, i + 1 - RE_KEY.length)) return -1;
  return numberAt(b, i + 1);
}

export class LoadPlayer implements Thinker {
  private tableId: string | null = null;
  /** `tableId` as bytes, to find it in a frame. */
  private tableBytes: Buffer | null = null;
  private nextId = 1;
  /**
   * The legal moves of our seat in the latest frame of our table, as the JSON text it came in (null: none
   * seen, or the game is over). Parsed only when a move is chosen from it: most frames are superseded
   * before the player's think time is over, and one string outlives a think time more cheaply than a
   * parsed array of moves (the young generation copies and promotes whatever lives that long).
   */
  private legal: string | null = null;
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
  /** Frames decoded and parsed whole (not by the fast path): the lobby, requests' replies, a game's start and end. */
  parsedFrames = 0;
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
    private readonly wheel: ThinkWheel = processWheel,
  ) {
    // The server's frames are trusted here: no UTF-8 validation, no schema, and the big ones barely parsed.
    this.ws = new LeanSocket(url.replace(/^http/, 'ws') + '/ws' + query, (data) => {
      if (this.onFastPath(data)) return;
      this.parsedFrames++;
      const m = JSON.parse(data.toString()) as Record<string, unknown>;
      if (m['type'] === 'welcome') this.welcomed();
      this.onMessage(m);
    });
    this.welcome = new Promise((resolve, reject) => {
      this.welcomed = resolve;
      this.ws.opened.catch(reject);
    });
  }

  private welcomed: () => void = () => {};

  /** The player's socket (lean-socket.ts: a client that costs the machine little next to the server). */
  readonly ws: LeanSocket;

  /** The table this player plays (the load test seats it; `table.next` moves it on). */
  get table(): string | null {
    return this.tableId;
  }

  set table(id: string | null) {
    this.tableId = id;
    this.tableBytes = id === null ? null : Buffer.from(id);
  }

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
   * The two frames of every move, read as bytes without decoding or parsing the frame (the clients
   * share the machine with the server and must not be what limits it): the reply to our pending move
   * (`{"type":"reply","re":N,...`) and an update of our table, of which only the `legal` array is kept
   * (as text; it is parsed when a move is chosen). Anything else: false.
   */
  private onFastPath(b: Buffer): boolean {
    if (bytesAt(b, REPLY_PREFIX, 0)) {
      const re = numberAt(b, REPLY_PREFIX.length);
      if (re !== this.pendingId || this.pendingAt === null) return false;
      // A move's reply when we were not watching the table (else the update answers it).
      this.answered();
      this.pump();
      return true;
    }
    const table = this.tableBytes;
    if (table === null || !bytesAt(b, UPDATE_PREFIX, 0)) return false;
    if (!bytesAt(b, table, UPDATE_PREFIX.length) || b[UPDATE_PREFIX.length + table.length] !== QUOTE) return true;
    // The payload's keys come in a fixed order (view, legal, forms, actors, ...): `legal` is the last one of that name.
    const from = b.lastIndexOf(LEGAL_KEY);
    const to = from < 0 ? -1 : b.indexOf(FORMS_KEY, from);
    if (to < 0) return false;
    this.legal = b.toString('utf8', from + LEGAL_KEY.length, to);
    // Our own move's update ends with its request id: that update is the reply.
    if (this.pendingAt !== null && trailingRe(b) === this.pendingId) this.answered();
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
      const state = m['state'] as { legal: unknown[]; } | null;
      if (state === null) return;
      this.legal = JSON.stringify(state.legal);
      this.pump();
    } else if (type === 'table.over') {
      this.games++;
      this.legal = null;
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
      this.wheel.after(thinkTime(this.thinkMs, Math.random()), this);
    } else this.moveNow();
  }

  /** The think time is over (the wheel calls this). */
  wake(): void {
    this.thinking = false;
    this.moveNow();
  }

  private moveNow(): void {
    const legal = this.legal;
    if (this.stopped || this.busy() || this.outbox.length > 0 || legal === null || legal === '[]') return;
    if (!this.takeAllowance()) return;
    // The moves the latest frame allowed, read from that frame (see `legal`).
    const moves = JSON.parse(legal) as unknown[];
    const move = moves[Math.floor(Math.random() * moves.length)];
    this.pendingAt = performance.now();
    this.pendingId = this.nextId++;
    this.ws.send(JSON.stringify({ type: 'table.move', id: this.pendingId, table: this.tableId, move }));
  }

  close(): void {
    this.ws.terminate();
  }
}
