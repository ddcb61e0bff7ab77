/**
 * One scripted load-test player: a WebSocket that plays its seat as fast as
 * the server allows (a random legal move whenever it may act), measures the
 * time from each move sent to its broadcast (and reply) received, and
 * moves on to the next table of the series when a game ends.
 */
import WebSocket from 'ws';

interface Payload {
  readonly version: number;
  readonly legal: readonly unknown[];
}

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
  games = 0;
  private waiting = new Map<number, (m: Record<string, unknown>) => void>();

  constructor(
    url: string,
    private readonly creator: boolean,
    /** Think time before each move in ms (0 = as fast as the server allows). */
    private readonly thinkMs = 0,
  ) {
    this.ws = new WebSocket(url.replace(/^http/, 'ws') + '/ws', { perMessageDeflate: false });
    this.welcome = new Promise((resolve, reject) => {
      this.ws.once('error', reject);
      this.ws.on('message', (data) => {
        const m = JSON.parse(data.toString()) as Record<string, unknown>;
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

  private onMessage(m: Record<string, unknown>): void {
    const type = m['type'];
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
    const move = s.legal[Math.floor(Math.random() * s.legal.length)];
    this.pendingAt = performance.now();
    this.pendingId = this.nextId++;
    this.ws.send(JSON.stringify({ type: 'table.move', id: this.pendingId, table: this.table, move }));
  }

  close(): void {
    this.ws.terminate();
  }
}
