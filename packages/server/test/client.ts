/** A scripted WebSocket client for the tests: request/reply by id, and waiting for pushed messages. */
import WebSocket from 'ws';

export type Msg = Record<string, unknown> & { type: string; };

export class TestClient {
  readonly messages: Msg[] = [];
  private nextId = 1;
  private waiters: { pred: (m: Msg) => boolean; resolve: (m: Msg) => void; }[] = [];
  user!: { id: string; name: string; guest: boolean; };
  token!: string;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const m = JSON.parse(data.toString()) as Msg;
      this.messages.push(m);
      this.waiters = this.waiters.filter((w) => {
        if (!w.pred(m)) return true;
        w.resolve(m);
        return false;
      });
    });
  }

  static async connect(
    baseUrl: string,
    token?: string,
    headers: Record<string, string> = {},
    /** More of the query (`table`, `direct`: the `serve --workers` direct path). */
    query: Record<string, string> = {},
  ): Promise<TestClient> {
    const q = new URLSearchParams(token === undefined ? query : { token, ...query }).toString();
    const url = baseUrl.replace(/^http/, 'ws') + '/ws' + (q === '' ? '' : `?${q}`);
    const c = new TestClient(new WebSocket(url, { headers }));
    // A refused handshake (a 503 from a primary whose worker is restarting) fails the connect, not the test run.
    const refused = new Promise<never>((_, reject) => c.ws.once('error', reject));
    const welcome = await Promise.race([c.waitFor((m) => m.type === 'welcome'), refused]);
    c.user = welcome['user'] as TestClient['user'];
    c.token = (welcome['token'] as string | undefined) ?? token ?? '';
    return c;
  }

  /** Wait for a message (already received since `from`, or to come). */
  waitFor(pred: (m: Msg) => boolean, timeoutMs = 5000, from = 0): Promise<Msg> {
    const seen = this.messages.slice(from).find(pred);
    if (seen !== undefined) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`timed out waiting; last: ${JSON.stringify(this.messages.slice(-3))}`)),
        timeoutMs,
      );
      this.waiters.push({
        pred,
        resolve: (m) => {
          clearTimeout(timer);
          resolve(m);
        },
      });
    });
  }

  /** Send a request and wait for the reply or error naming its id. */
  async request(body: Record<string, unknown>, id: string | number = this.nextId++): Promise<Msg> {
    const mark = this.messages.length;
    this.ws.send(JSON.stringify({ ...body, id }));
    const answer = await this.waitFor(
      (m) => (m.type === 'reply' || m.type === 'error' || m.type === 'table.update') && m['re'] === id,
      5000,
      mark,
    );
    // A move's reply rides in the mover's update (docs/protocol.md): read as the reply it stands for.
    return answer.type === 'table.update' ? { type: 'reply', re: id, ok: true, data: { version: answer['version'] } } : answer;
  }

  async ok(body: Record<string, unknown>): Promise<Record<string, unknown>> {
    const r = await this.request(body);
    if (r.type !== 'reply') throw new Error(`request ${JSON.stringify(body)} failed: ${JSON.stringify(r)}`);
    return (r['data'] ?? {}) as Record<string, unknown>;
  }

  /** A two-seat table that only bots play, watched by this client (not seated): its id. */
  async botTable(
    game: string,
    options: { botDelayMs?: number; config?: Record<string, unknown>; bots?: Record<string, unknown>[]; } = {},
  ): Promise<string> {
    const data = await this.ok({
      type: 'table.create',
      game,
      seats: 2,
      sit: false,
      botDelayMs: options.botDelayMs ?? 0,
      ...(options.config === undefined ? {} : { config: options.config }),
      bots: options.bots ?? [{}, {}],
    });
    return data['table'] as string;
  }

  sendRaw(data: string | Buffer): void {
    this.ws.send(data);
  }

  /** The latest seat payload pushed for a table. */
  latest(
    table: string,
  ): { version: number; view: Record<string, unknown>; legal: Record<string, unknown>[]; actors: number[]; } | null {
    for (let i = this.messages.length - 1; i >= 0; i--) {
      const m = this.messages[i]!;
      if ((m.type === 'table.update' || m.type === 'table.state') && m['table'] === table && m['state'] !== null) {
        return m['state'] as never;
      }
    }
    return null;
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      if (this.ws.readyState === WebSocket.CLOSED) return resolve();
      this.ws.once('close', () => resolve());
      this.ws.close();
    });
  }
}
