/**
 * The primary of `kozyr serve --workers N`. A WebSocket upgrade that names its
 * table (`?table=`, `?invite=`, `?quickplay=`, `?direct=1`) is handed, socket and all, to the
 * owning worker (handoff.ts) and the primary never sees its frames. Any other
 * socket (the lobby socket) is relayed here: the primary holds it
 * and routes each frame to the worker that owns its table (the owner is
 * `shardOf(tableId)`, so routing reads one field and keeps no directory).
 *
 * A relayed client gets one upstream socket to its home worker (round robin) at
 * connect, and one more to each other worker whose tables it touches, opened
 * with the identity the home worker gave it. The workers stay complete servers
 * (edge checks, rate limits, accounts): the front only reads `type`, `table`
 * and `invite`, forwards text unchanged and merges the few answers that come
 * from every worker (the lobby; when the workers are nodes of a club on Redis,
 * each lists the whole club, and one is asked). HTTP goes to worker 0 (every worker shares the
 * database), except what only the owner knows: an invite code's table goes to
 * the invite's worker, the lobby listing is every worker's merged, and
 * /api/stats sums every worker and the front itself (the load test's CPU figure).
 */
import { LIMITS } from '@kozyr/protocol';
import { createServer, type IncomingMessage, request as httpRequest } from 'node:http';
import type { Socket } from 'node:net';
import { WebSocket, WebSocketServer } from 'ws';
import { serverOptions } from '../config.ts';
import { clientAddress, originAllowed } from '../request-source.ts';
import { aggregatedMetrics, METRICS_CONTENT_TYPE, METRICS_JSON, type MetricsJson, processRegistry } from '../stats/prometheus.ts';
import { clusterFigures, ownProcess, type ProcessFigures } from '../stats/sums.ts';
import { releaseDeliveredFragments } from '../ws/receiver-fragments.ts';
import { directTarget, rawRequest, stopReading } from './handoff.ts';
import { inviteShard, quickplayKey, shardOf } from './shard.ts';

/** The worker that runs the tournaments: the one whose shard index is 0 (server.ts). */
export const TOURNAMENT_WORKER = 0;

/** A client that stops reading is dropped rather than buffering the front out of memory (as the workers do). */
const MAX_BUFFERED_BYTES = 8 * 1024 * 1024;

export interface FrontOptions {
  readonly port: number;
  readonly host: string;
  /** http://host:port of each worker, by index (a restarted worker gets a new one through `setWorker`). */
  readonly workers: readonly string[];
  /**
   * Pass a client's socket, with the request bytes already read, to worker `index`
   * (false: that worker cannot take it now, e.g. it is restarting).
   */
  readonly handOff?: (index: number, request: Buffer, socket: Socket) => boolean;
  /**
   * Each worker is a node of a club on Redis (workers.ts): its lobby already lists every table of the club
   * (every node's, this machine's other workers' included), so the lobby is asked of one worker, never merged.
   */
  readonly workersAreNodes?: boolean;
  /** The club's own settings, as its workers have them (default: this process's environment). */
  readonly allowedOrigins?: readonly string[];
  readonly trustProxy?: string | number | undefined;
}

export interface RunningFront {
  readonly url: string;
  readonly port: number;
  setWorker(index: number, url: string): void;
  /** Close every client whose frames reach this worker (it died: they reconnect and resync). */
  dropWorker(index: number): void;
  close(): Promise<void>;
}

/** Sockets written in this turn of the event loop, uncorked together by one callback (see ws/connection.ts). */
let corked: Socket[] = [];
function uncorkAll(): void {
  const list = corked;
  corked = [];
  for (const s of list) s.uncork();
}
function sendCorked(ws: WebSocket, text: string): void {
  const raw = (ws as unknown as { _socket?: Socket; })._socket;
  if (raw !== undefined && raw.writableCorked === 0) {
    raw.cork();
    if (corked.push(raw) === 1) setImmediate(uncorkAll);
  }
  ws.send(text);
}

/**
 * Where a client frame goes: one worker, or every worker (lobby subscriptions span all tables), unless each
 * worker's lobby is the whole club's (`lobbyIsWhole`: the workers are nodes), when the home worker answers it.
 */
export function routeOf(
  text: string,
  home: number,
  count: number,
  quickplayShard: (game: string) => number,
  lobbyIsWhole = false,
): number | 'all' {
  if (count <= 1 || text.length > LIMITS.maxFrameBytes) return home;
  let m: unknown;
  try {
    m = JSON.parse(text);
  } catch {
    return home; // the home worker refuses it with the usual error
  }
  if (typeof m !== 'object' || m === null) return home;
  const o = m as Record<string, unknown>;
  if (typeof o['table'] === 'string') return shardOf(o['table'], count);
  if (o['type'] === 'table.join' && typeof o['invite'] === 'string') return inviteShard(o['invite'], count);
  if (o['type'] === 'lobby.subscribe' || o['type'] === 'lobby.unsubscribe') return lobbyIsWhole ? home : 'all';
  // Worker 0 runs the club's tournaments (server.ts): every tournament request and subscription goes there.
  if (typeof o['type'] === 'string' && o['type'].startsWith('tournament.')) return TOURNAMENT_WORKER;
  // Quick play matches players waiting in one queue: every request for a game meets on one worker.
  if (o['type'] === 'table.quickplay' && typeof o['game'] === 'string') return quickplayShard(o['game']);
  return home;
}

interface Identity {
  readonly search: string;
  readonly headers: Record<string, string>;
}

/**
 * What a worker must see of the client: its credentials, the Origin and Host
 * it connected with (the origin check), and its address as the only entry of
 * X-Forwarded-For (per-address limits). Workers believe that header from the
 * front's loopback address (KOZYR_TRUST_PROXY, set by workers.ts), so it never
 * carries what the client wrote there: it is the peer's address, or, when the
 * club trusts a proxy in front (`trust`), the client's address that proxy gives.
 */
export function forwardedHeaders(req: IncomingMessage, trust?: string | number): Record<string, string> {
  const h = req.headers;
  const out: Record<string, string> = {};
  for (const name of ['cookie', 'authorization', 'origin', 'host'] as const) {
    const v = h[name];
    if (typeof v === 'string') out[name] = v;
  }
  out['x-forwarded-for'] = clientAddress(req, trust);
  return out;
}

/** A client on this machine that did not come through a proxy (what the workers' /api/stats allows without a token). */
function directLoopback(req: IncomingMessage): boolean {
  const a = req.socket.remoteAddress ?? '';
  const loop = a === '127.0.0.1' || a === '::1' || a === '::ffff:127.0.0.1';
  return loop && req.headers['x-forwarded-for'] === undefined && req.headers['forwarded'] === undefined;
}

interface FrontState {
  readonly workers: string[];
  /** Every worker's lobby lists the whole club (the workers are nodes): ask one, merge nothing. */
  readonly lobbyIsWhole: boolean;
  /** Whose X-Forwarded-For the club believes (KOZYR_TRUST_PROXY), for the client's address. */
  readonly trustProxy: string | number | undefined;
  readonly sessions: Set<Session>;
  /** Frames carried by the relay, both ways (a table played over handed-over sockets adds none). */
  relayedFrames: number;
}

class Session {
  private readonly upstreams: (WebSocket | undefined)[];
  private readonly pending: (string[] | undefined)[];
  /** What the client presented (query token, cookie, bearer), passed to its home worker as it came. */
  private readonly homeIdentity: Identity;
  /** Set at the home worker's welcome: what every other worker's socket presents. */
  private identity: Identity | null = null;
  /** Lobby requests sent to every worker: how many answers are still to come (only the first is forwarded). */
  private readonly fanout = new Map<unknown, number>();
  /** The latest `lobby.tables` of each worker, by game, merged into one list for the client. */
  private readonly lobby = new Map<string, unknown[][]>();
  private closed = false;

  constructor(
    private readonly client: WebSocket,
    private readonly home: number,
    private readonly front: FrontState,
    request: IncomingMessage,
  ) {
    this.upstreams = front.workers.map(() => undefined);
    this.pending = front.workers.map(() => undefined);
    this.homeIdentity = {
      search: new URL(request.url ?? '/ws', 'http://front').search,
      headers: forwardedHeaders(request, front.trustProxy),
    };
    this.open(home, this.homeIdentity);
    client.on('message', (data, isBinary) => {
      const text = isBinary ? null : data.toString();
      if (text === null) return this.toWorker(home, data as Buffer);
      const count = front.workers.length;
      const route = routeOf(text, home, count, (game) => shardOf(quickplayKey(game), count), front.lobbyIsWhole);
      if (route !== 'all') return this.toWorker(route, text);
      const id = (JSON.parse(text) as { id?: unknown; }).id;
      if (id === undefined) return this.toWorker(home, text);
      this.fanout.set(id, front.workers.length);
      for (let i = 0; i < front.workers.length; i++) this.toWorker(i, text);
    });
    client.on('close', () => this.close());
    client.on('error', () => this.close());
  }

  /** The sessions whose frames reach worker `index`. */
  uses(index: number): boolean {
    return this.upstreams[index] !== undefined;
  }

  close(code = 1000, reason = ''): void {
    if (this.closed) return;
    this.closed = true;
    this.front.sessions.delete(this);
    for (const u of this.upstreams) u?.terminate();
    if (this.client.readyState === WebSocket.OPEN) this.client.close(code, reason);
    else this.client.terminate();
  }

  private toWorker(index: number, frame: string | Buffer): void {
    this.front.relayedFrames++;
    const queue = this.pending[index];
    if (queue !== undefined) {
      queue.push(typeof frame === 'string' ? frame : frame.toString());
      return;
    }
    const up = this.upstreams[index];
    if (up === undefined) {
      this.pending[index] = [typeof frame === 'string' ? frame : frame.toString()];
      // Another worker's socket carries the identity the home worker settled (a guest's token, or the client's own).
      if (this.identity !== null) this.open(index, this.identity);
      return;
    }
    if (typeof frame === 'string') sendCorked(up, frame);
    else up.send(frame);
  }

  private open(index: number, identity: Identity): void {
    const url = this.front.workers[index]!.replace(/^http/, 'ws') + '/ws' + identity.search;
    const up = new WebSocket(url, { headers: identity.headers, perMessageDeflate: false });
    this.upstreams[index] = up;
    this.pending[index] ??= [];
    let first = true;
    up.on('open', () => {
      const queue = this.pending[index] ?? [];
      this.pending[index] = undefined;
      for (const f of queue) sendCorked(up, f);
    });
    up.on('message', (data) => {
      const text = data.toString();
      if (first) {
        first = false;
        if (text.startsWith('{"type":"welcome"')) return this.welcome(index, text);
      }
      this.fromWorker(index, text);
    });
    // A worker that goes away takes its tables' sockets with it: the client reconnects and resyncs.
    up.on('close', () => this.close(1012, 'a worker restarted; reconnect'));
    up.on('error', () => this.close(1012, 'a worker is unreachable; reconnect'));
  }

  private welcome(index: number, text: string): void {
    if (index !== this.home) return; // the client has had its welcome
    const w = JSON.parse(text) as { token?: unknown; };
    // A new guest's token, with where the client is (its address for the per-address limits, Origin and Host) but
    // none of the credentials it came with.
    const where = Object.fromEntries(
      Object.entries(this.homeIdentity.headers).filter(([name]) => name !== 'cookie' && name !== 'authorization'),
    );
    this.identity = typeof w.token === 'string' ?
      { search: `?token=${encodeURIComponent(w.token)}`, headers: where } :
      this.homeIdentity;
    this.toClient(text);
    for (let i = 0; i < this.pending.length; i++) {
      if (i !== this.home && this.pending[i] !== undefined && this.upstreams[i] === undefined) this.open(i, this.identity);
    }
  }

  private fromWorker(index: number, text: string): void {
    if (this.fanout.size > 0 && (text.startsWith('{"type":"reply"') || text.startsWith('{"type":"error"'))) {
      const re = (JSON.parse(text) as { re?: unknown; }).re;
      const left = this.fanout.get(re);
      if (left !== undefined) {
        if (left <= 1) this.fanout.delete(re);
        else this.fanout.set(re, left - 1);
        if (left !== this.front.workers.length) return; // only the first answer reaches the client
      }
    }
    if (text.startsWith('{"type":"lobby.tables"')) return this.mergeLobby(index, text);
    this.toClient(text);
  }

  private mergeLobby(index: number, text: string): void {
    const m = JSON.parse(text) as { game: string; tables: unknown[]; };
    let lists = this.lobby.get(m.game);
    if (lists === undefined) this.lobby.set(m.game, lists = this.front.workers.map(() => []));
    lists[index] = m.tables;
    this.toClient(JSON.stringify({ ...m, tables: lists.flat() }));
  }

  private toClient(text: string): void {
    if (this.client.readyState !== WebSocket.OPEN) return;
    if (this.client.bufferedAmount > MAX_BUFFERED_BYTES) return this.close(1008, 'not reading');
    this.front.relayedFrames++;
    sendCorked(this.client, text);
  }
}

/** Every worker's /api/stats summed with the front's own CPU and memory (stats/sums.ts). */
async function clusterStats(
  workers: readonly string[],
  search: string,
  req: IncomingMessage,
  relayed: () => { sockets: number; frames: number; },
): Promise<{ status: number; body: unknown; }> {
  const asked = await askEveryWorker(workers, `/api/stats${search}`, req);
  if ('refused' in asked) return asked.refused;
  const each = await Promise.all(asked.answers.map(async (a) => (await a.json()) as ProcessFigures & Record<string, unknown>));
  const body = {
    ...clusterFigures(each, ownProcess(new URLSearchParams(search).get('gc') === '1')),
    /** Client sockets the primary relays frame by frame (the rest were handed to their worker). */
    relayed: relayed().sockets,
    /** Frames the primary has relayed, both ways, since it started. */
    relayedFrames: relayed().frames,
  };
  return { status: 200, body };
}

/** Every worker's /metrics aggregated with the front's own process metrics (stats/prometheus.ts). */
async function clusterMetrics(
  workers: readonly string[],
  req: IncomingMessage,
  own: () => Promise<MetricsJson>,
): Promise<{ status: number; type: string; body: string; }> {
  const asked = await askEveryWorker(workers, '/metrics', req, METRICS_JSON);
  if ('refused' in asked) return { ...asked.refused, type: 'application/json', body: JSON.stringify(asked.refused.body) };
  const each = await Promise.all(asked.answers.map(async (a) => (await a.json()) as MetricsJson));
  return { status: 200, type: METRICS_CONTENT_TYPE, body: await aggregatedMetrics([...each, await own()]) };
}

/** Every worker's answer to `path`, or the first refusal. */
async function askEveryWorker(
  workers: readonly string[],
  path: string,
  req: IncomingMessage,
  accept?: string,
): Promise<{ refused: { status: number; body: unknown; }; } | { answers: Response[]; }> {
  // Each worker decides who may read its figures: a direct loopback client as it is, anyone else by token.
  const headers: Record<string, string> = directLoopback(req) ? {} : forwardedHeaders(req);
  if (typeof req.headers.authorization === 'string') headers['authorization'] = req.headers.authorization;
  if (accept !== undefined) headers['accept'] = accept;
  const answers = await Promise.all(workers.map((w) => fetch(`${w}${path}`, { headers })));
  const refused = answers.find((a) => a.status !== 200);
  if (refused !== undefined) return { refused: { status: refused.status, body: await refused.json() } };
  return { answers };
}

/** What the workers answer a refused origin (app.ts). */
const badOrigin = (req: IncomingMessage) => ({
  ok: false,
  code: 'bad-origin',
  message: `WebSocket connections from ${req.headers.origin} are not allowed`,
});

/** An HTTP answer on a socket whose upgrade is refused, and the socket closed. */
function refuseUpgrade(socket: Socket, status: number, reason: string, body: unknown): void {
  const text = JSON.stringify(body);
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nconnection: close\r\ncontent-type: application/json; charset=utf-8\r\n` +
      `content-length: ${Buffer.byteLength(text)}\r\n\r\n${text}`,
  );
}

const LISTING = /^\/api\/games\/([^/]+)\/tables$/;
const INVITE = /^\/api\/invite\/([^/]+)$/;
/** A table's picture (Shtuka): held in memory by the worker the table's id hashes to. */
const PICTURE = /^\/pictures\/([^/]+)\/[^/]+$/;

/**
 * The worker an HTTP request goes to. What only the owner knows goes to the owner: the table behind an invite
 * code lives in the invite's worker, a table's picture in the table's. Accounts, replays and the browser
 * client: the workers share one database, so worker 0 answers.
 */
export function httpWorker(pathname: string, count: number): number {
  const invite = INVITE.exec(pathname);
  if (invite !== null) return inviteShard(decodeURIComponent(invite[1]!), count);
  const picture = PICTURE.exec(pathname);
  if (picture !== null) return shardOf(decodeURIComponent(picture[1]!), count);
  return 0;
}

/**
 * The lobby listing over HTTP (`/api/games/:game/tables?offset&limit`) across
 * every worker: each worker's first `offset + limit` tables (waiting ones first,
 * as each worker orders them), waiting tables of all workers before playing
 * ones, and the total summed. A page holds at most `pageSize`, as from one server.
 */
async function mergedListing(
  workers: readonly string[],
  game: string,
  url: URL,
  req: IncomingMessage,
  pageSize: number,
  trust: string | number | undefined,
): Promise<{ status: number; headers: Record<string, string>; body: string; }> {
  const offset = Math.max(0, Math.trunc(Number(url.searchParams.get('offset') ?? 0)) || 0);
  const limit = Math.min(pageSize, Math.max(1, Math.trunc(Number(url.searchParams.get('limit') ?? pageSize)) || 1));
  const headers = forwardedHeaders(req, trust);
  const lists = await Promise.all(workers.map(async (w) => {
    const tables: { status?: unknown; }[] = [];
    // Page through the worker until it has given `offset + limit` tables or has no more.
    for (;;) {
      const r = await fetch(`${w}/api/games/${game}/tables?offset=${tables.length}&limit=${pageSize}`, { headers });
      if (r.status !== 200) return { status: r.status, body: await r.text(), tables, total: 0 };
      const page = (await r.json()) as { status?: unknown; }[];
      const total = Number(r.headers.get('x-total-count') ?? page.length);
      tables.push(...page);
      if (page.length === 0 || tables.length >= total || tables.length >= offset + limit) {
        return { status: 200, body: '', tables, total };
      }
    }
  }));
  const refused = lists.find((p) => p.status !== 200);
  if (refused !== undefined) {
    return { status: refused.status, headers: { 'content-type': 'application/json' }, body: refused.body };
  }
  const all = lists.flatMap((p) => p.tables);
  const merged = [...all.filter((t) => t.status === 'waiting'), ...all.filter((t) => t.status !== 'waiting')];
  return {
    status: 200,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'x-total-count': String(lists.reduce((n, p) => n + p.total, 0)),
    },
    body: JSON.stringify(merged.slice(offset, offset + limit)),
  };
}

export async function startFront(o: FrontOptions): Promise<RunningFront> {
  // The workers' page size, origins and proxies (they read the same environment).
  const club = serverOptions({});
  const allowedOrigins = o.allowedOrigins ?? club.allowedOrigins;
  const state: FrontState = {
    workers: [...o.workers],
    lobbyIsWhole: o.workersAreNodes === true,
    trustProxy: Object.hasOwn(o, 'trustProxy') ? o.trustProxy : club.trustProxy,
    sessions: new Set<Session>(),
    relayedFrames: 0,
  };
  // The workers' page size and ws setting (they read the same environment).
  const { lobbyPageSize: pageSize, releaseWsFragments } = club;
  let nextHome = 0;
  // The lobby sockets' frames pass through here too (ws/receiver-fragments.ts).
  releaseDeliveredFragments(releaseWsFragments);
  // The front's own process figures, aggregated into /metrics with the workers'.
  const ownMetrics = processRegistry();
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024, perMessageDeflate: false });
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://front');
    if (url.pathname === '/api/stats') {
      clusterStats(state.workers, url.search, req, () => ({ sockets: state.sessions.size, frames: state.relayedFrames })).then(
        (r) => res.writeHead(r.status, { 'content-type': 'application/json' }).end(JSON.stringify(r.body)),
        (e: unknown) => res.writeHead(502).end(`a worker did not answer: ${e instanceof Error ? e.message : String(e)}`),
      );
      return;
    }
    if (url.pathname === '/metrics') {
      clusterMetrics(state.workers, req, () => ownMetrics.getMetricsAsJSON()).then(
        (r) => res.writeHead(r.status, { 'content-type': r.type }).end(r.body),
        (e: unknown) => res.writeHead(502).end(`a worker did not answer: ${e instanceof Error ? e.message : String(e)}`),
      );
      return;
    }
    // Worker nodes list the whole club themselves: their listing goes to worker 0 as it is, like any other page.
    const listing = state.lobbyIsWhole ? null : LISTING.exec(url.pathname);
    if (listing !== null && req.method === 'GET') {
      mergedListing(state.workers, listing[1]!, url, req, pageSize, state.trustProxy).then(
        (r) => res.writeHead(r.status, r.headers).end(r.body),
        (e: unknown) => res.writeHead(502).end(`a worker did not answer: ${e instanceof Error ? e.message : String(e)}`),
      );
      return;
    }
    const index = httpWorker(url.pathname, state.workers.length);
    const target = new URL(req.url ?? '/', state.workers[index]);
    const up = httpRequest(target, {
      method: req.method,
      headers: { ...req.headers, ...forwardedHeaders(req, state.trustProxy) },
    }, (r) => {
      res.writeHead(r.statusCode ?? 502, r.headers);
      r.pipe(res);
    });
    up.on(
      'error',
      (e) => res.headersSent ? res.destroy() : res.writeHead(502).end(`worker ${index} did not answer: ${e.message}`),
    );
    req.pipe(up);
  });
  let nextDirect = 0;
  const roundRobin = () => {
    const i = nextDirect;
    nextDirect = (nextDirect + 1) % state.workers.length;
    return i;
  };
  server.on('upgrade', (req, socket: Socket, head: Buffer) => {
    const url = new URL(req.url ?? '/', 'http://front');
    if (url.pathname !== '/ws') return socket.destroy();
    const direct = o.handOff === undefined ? null : directTarget(url, state.workers.length, roundRobin);
    if (direct !== null) {
      // The owner completes the handshake and holds the socket; nothing more of it passes through here.
      stopReading(socket);
      if (o.handOff!(direct, rawRequest(req, head, clientAddress(req, state.trustProxy)), socket)) return;
      socket.end('HTTP/1.1 503 Service Unavailable\r\nconnection: close\r\nretry-after: 1\r\n\r\n');
      return;
    }
    // The origin check of the workers, before the handshake: a refused page gets 403, as from a lone server, not
    // a socket that opens and is closed with "reconnect" (which a client would retry for ever).
    if (!originAllowed(req, allowedOrigins)) return refuseUpgrade(socket, 403, 'Forbidden', badOrigin(req));
    wss.handleUpgrade(req, socket, head, (client) => {
      const home = nextHome;
      nextHome = (nextHome + 1) % state.workers.length;
      const s = new Session(client, home, state, req);
      state.sessions.add(s);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(o.port, o.host, () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : o.port;
  return {
    url: `http://${o.host}:${port}`,
    port,
    setWorker(index, url) {
      state.workers[index] = url;
    },
    dropWorker(index) {
      for (const s of [...state.sessions]) if (s.uses(index)) s.close(1012, 'a worker restarted; reconnect');
    },
    async close() {
      for (const s of [...state.sessions]) s.close(1001, 'server shutting down');
      wss.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
