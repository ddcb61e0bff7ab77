/**
 * One scripted load-test player: a WebSocket that plays its seat as fast as
 * the server allows (a random legal move whenever it may act), measures the
 * time from each move sent to its broadcast (and reply) received, and
 * moves on to the next table of the series when a game ends.
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
const ACTORS_KEY = ',"actors":';
const QUOTE = 34;
const DEFAULTS = serverOptions({}, {});
const LIMIT = { burst: DEFAULTS.messageBurst, perSecond: DEFAULTS.messagesPerSecond };
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
   * "As fast as the server allows": the client keeps to the server's own per-connection
   * message rate (its default limits), so a fast table is paced rather than refused.
   */
  private readonly allowance = new TokenBucket(LIMIT.burst, LIMIT.perSecond, performance.now());
  private waiting = new Map<number, (m: Record<string, unknown>) => void>();

  constructor(
    url: string,
    private readonly creator: boolean,
    /** Think time before each move in ms (0 = as fast as the server allows). */
    private readonly thinkMs = 0,
  ) {
    // The server's frames are trusted here: no UTF-8 validation, no schema, and the big ones barely parsed.
    this.ws = new WebSocket(url.replace(/^http/, 'ws') + '/ws', { perMessageDeflate: false, skipUTF8Validation: true });
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

  request(body: Record<string, unknown>): Promise<Record<string, unknown>> {
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.waiting.set(id, resolve);
      this.ws.send(JSON.stringify({ ...body, id }));
    });
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
      if (re !== this.pendingId || this.pendingAt === null || this.waiting.has(re)) return false;
      // The server writes the broadcast and then this reply in the same flush, so the reply's
      // arrival is the broadcast's arrival.
      this.latencies.push(performance.now() - this.pendingAt);
      this.moves++;
      this.pendingAt = null;
      this.maybeMove();
      return true;
    }
    if (this.table === null || !text.startsWith(UPDATE_PREFIX)) return false;
    if (
      !text.startsWith(this.table, UPDATE_PREFIX.length) || text.charCodeAt(UPDATE_PREFIX.length + this.table.length) !== QUOTE
    ) return true;
    // The payload's keys come in a fixed order (view, legal, actors, ...): `legal` is the last one of that name.
    const from = text.lastIndexOf(LEGAL_KEY);
    const to = from < 0 ? -1 : text.indexOf(ACTORS_KEY, from);
    if (to < 0) return false;
    this.state = { legal: JSON.parse(text.slice(from + LEGAL_KEY.length, to)) as unknown[] };
    this.maybeMove();
    return true;
  }

  private onMessage(m: Record<string, unknown>): void {
    const type = m['type'];
    if (type === 'error' && m['re'] === null && m['code'] === 'rate-limited') {
      // Refused before it was read, so the reply cannot name it: if a move was pending, it was this one.
      this.rateLimited++;
      if (this.pendingAt !== null) {
        this.pendingAt = null;
        setTimeout(() => this.moveNow(), RETRY_MS);
      }
      return;
    }
    if (type === 'reply' || type === 'error') {
      const re = m['re'] as number;
      const w = this.waiting.get(re);
      if (w !== undefined) {
        this.waiting.delete(re);
        w(m);
      } else if (re === this.pendingId && this.pendingAt !== null) {
        // The server writes the broadcast and then this reply in the same flush, so the reply's
        // arrival is the broadcast's arrival; an error means the move lost a race to a newer position.
        if (type === 'reply') {
          this.latencies.push(performance.now() - this.pendingAt);
          this.moves++;
        } else this.refused++;
        this.pendingAt = null;
        this.maybeMove();
      }
      return;
    }
    if (m['table'] !== this.table) return;
    if (type === 'table.state' || type === 'table.update') {
      const state = m['state'] as Payload | null;
      if (state === null) return;
      this.state = state;
      this.maybeMove();
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
  /** A paced move is waiting for the allowance to refill. */
  private paced = false;

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
    if (this.stopped || this.pendingAt !== null || s === null || s.legal.length === 0) return;
    if (!this.allowance.take(performance.now())) {
      if (!this.paced) {
        this.paced = true;
        setTimeout(() => {
          this.paced = false;
          this.moveNow();
        }, RETRY_MS);
      }
      return;
    }
    const move = s.legal[Math.floor(Math.random() * s.legal.length)];
    this.pendingAt = performance.now();
    this.pendingId = this.nextId++;
    this.ws.send(JSON.stringify({ type: 'table.move', id: this.pendingId, table: this.table, move }));
  }

  close(): void {
    this.ws.terminate();
  }
}
