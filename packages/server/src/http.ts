/** HTTP routes: accounts (cookie sessions), games, lobby listing, leaderboards, recent games, replays; the operator's figures. */
import type {} from '@fastify/cookie';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { TOURNAMENT_LISTS } from '@kozyr/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { relative, sep } from 'node:path';
import { z } from 'zod';
import { type AccountResult, type Accounts, SESSION_COOKIE, userInfo } from './accounts/accounts.ts';
import type { ServerOptions } from './config.ts';
import type { Lobby } from './lobby/lobby.ts';
import { KeyedLimiter, LoginLimiter } from './ratelimit.ts';
import { originAllowed } from './request-source.ts';
import type { ServerStats } from './stats/index.ts';
import { METRICS_CONTENT_TYPE, METRICS_JSON } from './stats/prometheus.ts';
import type { Storage } from './storage/port.ts';
import type { TableRegistry } from './tables/registry.ts';
import type { Tournaments } from './tournaments/tournaments.ts';
import { gameSummary } from './ws/dispatch.ts';

const Credentials = z.strictObject({ name: z.string().min(1).max(64), password: z.string().min(1).max(200) });

export interface HttpDeps {
  readonly options: ServerOptions;
  readonly sockets: { readonly size: number; };
  readonly accounts: Accounts;
  readonly storage: Storage;
  readonly tables: TableRegistry;
  /** The listing's source: this server's tables, or every node's (many-nodes/lobby.ts). */
  readonly lobby: Pick<Lobby, 'page'>;
  /** One node of many: an invite code of a table another node holds is looked up there (many-nodes/links.ts). */
  readonly links?: { tableOfInvite(code: string): Promise<string | null>; } | undefined;
  readonly tournaments?: Pick<Tournaments, 'list' | 'get' | 'ofUser'> | undefined;
}

const isTournamentList = (s: string): s is (typeof TOURNAMENT_LISTS)[number] =>
  (TOURNAMENT_LISTS as readonly string[]).includes(s);

export function tokenOf(req: FastifyRequest): string | undefined {
  const q = (req.query as Record<string, unknown> | undefined)?.['token'];
  if (typeof q === 'string') return q;
  const auth = req.headers.authorization;
  if (auth?.startsWith('Bearer ')) return auth.slice(7);
  return req.cookies[SESSION_COOKIE];
}

/** New guests per address, shared by POST /api/guest and guest sockets. */
export const guestLimiter = (o: Pick<ServerOptions, 'guestBurst' | 'guestsPerMinute'>): KeyedLimiter =>
  new KeyedLimiter(o.guestBurst, o.guestsPerMinute / 60);

/**
 * Headers every answer carries: no framing by other sites, no MIME sniffing,
 * no referrer leaking table ids, scripts only from the club itself, and HSTS
 * when the club is served over HTTPS.
 */
export function securityHeaders(secure: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    'content-security-policy': [
      "default-src 'self'",
      "script-src 'self'",
      // The client sets styles from script (positions of cards); no inline script is ever needed.
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data:",
      "connect-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join('; '),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'cross-origin-opener-policy': 'same-origin',
  };
  if (secure) headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}

/** A loopback client that did not come through a proxy (no forwarding headers). */
const isLocalDirect = (req: FastifyRequest): boolean =>
  (req.ip === '127.0.0.1' || req.ip === '::1' || req.ip === '::ffff:127.0.0.1') &&
  req.headers['x-forwarded-for'] === undefined && req.headers['forwarded'] === undefined;

// ---- The page as sent: compression and caching -------------------------------------------------------------

const NOT_BUILT = `Kozyr club server is running.
The browser client is not built yet (packages/web/dist is missing).
Bots and scripts can play over the WebSocket at /ws; see docs/protocol.md.
`;

/**
 * Vite names every built file under assets/ by a hash of its content, so a name never changes meaning and
 * the browser may keep it for a year without asking. Everything else (index.html, which names the current
 * assets, the manifest, the service worker) is revalidated on every load, so a new build is seen at once.
 */
export const cacheControlOf = (webDist: string, file: string): string =>
  relative(webDist, file).split(sep)[0] === 'assets' ? 'public, max-age=31536000, immutable' : 'no-cache';

/**
 * Brotli (else gzip) for every answer of at least half a kilobyte that a client accepts compressed: the
 * page's scripts and styles, index.html and the JSON of /api/games. Registered before any route, since the
 * plugin compresses only the routes declared after it; the client's files (packages/web/dist) when built.
 */
export async function registerPageDelivery(app: FastifyInstance, webDist: string): Promise<void> {
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: 512 });
  if (!existsSync(webDist)) {
    app.get('/', async (_req, reply) => reply.type('text/plain; charset=utf-8').send(NOT_BUILT));
    return;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    cacheControl: false,
    // dist's dotfiles (the build's source-hash stamp, scripts/build-web.mjs) are bookkeeping, not the page.
    dotfiles: 'ignore',
    setHeaders: (res, file) => {
      res.setHeader('cache-control', cacheControlOf(webDist, file));
    },
  });
}

// -------------------------------------------------------------------------------------------------------------

export function registerHttp(
  app: FastifyInstance,
  d: HttpDeps,
  guests: KeyedLimiter = guestLimiter(d.options),
  /** Shared with table.join by invite over WebSocket: one budget per address. */
  invites: KeyedLimiter = new KeyedLimiter(d.options.inviteBurst, d.options.invitesPerMinute / 60),
): void {
  const secure = d.options.secureCookies;
  const headers = securityHeaders(secure);
  app.addHook('onSend', async (_req, reply, payload) => {
    for (const [k, v] of Object.entries(headers)) if (!reply.hasHeader(k)) void reply.header(k, v);
    return payload;
  });
  const logins = new LoginLimiter(d.options.loginBurst, d.options.loginPerMinute);
  // A session begun or ended by a page of another origin is refused before anything is done (route option).
  const sameOrigin = {
    preHandler: async (req: FastifyRequest, reply: FastifyReply) => {
      if (originAllowed(req, d.options.allowedOrigins)) return;
      return reply.code(403).send({
        ok: false,
        code: 'bad-origin',
        message: `requests from ${req.headers.origin} are not allowed`,
      });
    },
  };

  const answer = (_req: FastifyRequest, reply: FastifyReply, r: AccountResult) => {
    if (!r.ok) return reply.code(r.status).send({ ok: false, code: r.code, message: r.message });
    const maxAge = Math.floor(r.lifetimeMs / 1000);
    void reply.setCookie(SESSION_COOKIE, r.token, { httpOnly: true, sameSite: 'lax', path: '/', secure, maxAge });
    // The token travels only in the HttpOnly cookie, never in a body a page script could read; a script or
    // bot takes it from Set-Cookie and passes it as ?token= or a bearer header (docs/protocol.md).
    return reply.send({ ok: true, user: userInfo(r.user) });
  };

  const credentials = (req: FastifyRequest, reply: FastifyReply) => {
    const body = Credentials.safeParse(req.body);
    if (!body.success) {
      void reply.code(400).send({ ok: false, code: 'bad-request', message: 'expected {"name": string, "password": string}' });
      return null;
    }
    const wait = logins.check(req.ip, body.data.name, Date.now());
    if (wait > 0) {
      void reply.code(429).header('retry-after', String(Math.ceil(wait / 1000))).send({
        ok: false,
        code: 'rate-limited',
        message: `too many attempts from your address; wait ${Math.ceil(wait / 1000)} s`,
      });
      return null;
    }
    return body.data;
  };

  app.post('/api/register', sameOrigin, async (req, reply) => {
    const c = credentials(req, reply);
    return c === null ? reply : answer(req, reply, await d.accounts.register(c.name, c.password));
  });
  app.post('/api/login', sameOrigin, async (req, reply) => {
    const c = credentials(req, reply);
    if (c === null) return reply;
    const r = await d.accounts.login(c.name, c.password);
    logins.settle(req.ip, c.name, r.ok, Date.now());
    return answer(req, reply, r);
  });
  app.post('/api/guest', sameOrigin, async (req, reply) => {
    if (!guests.take(`guest:${req.ip}`, Date.now())) {
      return reply.code(429).send({
        ok: false,
        code: 'rate-limited',
        message: 'too many new guests from your address; wait a minute',
      });
    }
    return answer(req, reply, await d.accounts.guest());
  });
  app.post('/api/logout', sameOrigin, async (req, reply) => {
    await d.accounts.logout(tokenOf(req));
    void reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { ok: true };
  });
  /** Ends every session of the user (every device and socket), not only this one. */
  app.post('/api/logout-everywhere', sameOrigin, async (req, reply) => {
    if (!(await d.accounts.logoutEverywhere(tokenOf(req)))) {
      return reply.code(401).send({ ok: false, code: 'unauthorized', message: 'not logged in' });
    }
    void reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { ok: true };
  });
  app.get('/api/me', async (req, reply) => {
    const user = await d.accounts.fromToken(tokenOf(req));
    return user === null ?
      reply.code(401).send({ ok: false, code: 'unauthorized', message: 'not logged in' }) :
      { ok: true, user: userInfo(user) };
  });

  app.get('/api/games', async () => Object.values(d.options.games).map(gameSummary));
  app.get<{ Params: { game: string; }; Querystring: { offset?: string; limit?: string; }; }>(
    '/api/games/:game/tables',
    async (req, reply) => {
      const offset = Math.max(0, Math.trunc(Number(req.query.offset ?? 0)) || 0);
      const limit = Math.min(
        d.options.lobbyPageSize,
        Math.max(1, Math.trunc(Number(req.query.limit ?? d.options.lobbyPageSize)) || 1),
      );
      const page = d.lobby.page(req.params.game, offset, limit);
      void reply.header('x-total-count', String(page.total));
      return page.tables;
    },
  );
  app.get<{ Params: { game: string; }; }>(
    '/api/games/:game/leaderboard',
    async (req) => d.storage.leaderboard(req.params.game, 100),
  );
  // Tournaments: the lists (upcoming, running, finished) and one tournament's view with its standings.
  app.get<{ Querystring: { status?: string; }; }>('/api/tournaments', async (req, reply) => {
    const status = req.query.status ?? 'upcoming';
    if (!isTournamentList(status)) {
      return reply.code(400).send({ ok: false, code: 'bad-message', message: `status is one of ${TOURNAMENT_LISTS.join(', ')}` });
    }
    return d.tournaments === undefined ? [] : d.tournaments.list(status);
  });
  app.get<{ Params: { id: string; }; }>('/api/tournaments/:id', async (req, reply) => {
    const r = d.tournaments === undefined ? null : await d.tournaments.get(req.params.id);
    if (r === null || !r.ok) {
      return reply.code(404).send({ ok: false, code: 'unknown-tournament', message: `no tournament "${req.params.id}"` });
    }
    return r.value;
  });
  // The tournaments an account entered, newest first: [{ id, name, game, format, status, place, entrants, finishedAt }].
  app.get<{ Params: { name: string; }; }>('/api/users/:name/tournaments', async (req, reply) => {
    const user = await d.storage.userByName(req.params.name);
    if (user === null) return reply.code(404).send({ ok: false, code: 'unknown-user', message: 'no such user' });
    return d.tournaments === undefined ? [] : d.tournaments.ofUser(user.id);
  });
  app.get<{ Params: { name: string; }; }>('/api/users/:name/games', async (req, reply) => {
    const user = await d.storage.userByName(req.params.name);
    if (user === null) return reply.code(404).send({ ok: false, code: 'unknown-user', message: 'no such user' });
    return { user: userInfo(user), games: await d.storage.recentGames(user.id, 50) };
  });
  app.get<{ Params: { code: string; }; }>('/api/invite/:code', async (req, reply) => {
    if (!invites.take(`invite:${req.ip}`, Date.now())) {
      return reply.code(429).send({ ok: false, code: 'rate-limited', message: 'too many invite codes tried; wait a minute' });
    }
    const t = d.tables.byInviteCode(req.params.code);
    if (t !== undefined) return { table: t.id, info: t.info() };
    // On a club of several nodes the table may live on another one: the code is published in Redis.
    const elsewhere = /^[A-Za-z0-9]{1,32}$/.test(req.params.code) ? await d.links?.tableOfInvite(req.params.code) : null;
    return elsewhere === null || elsewhere === undefined ?
      reply.code(404).send({ ok: false, code: 'unknown-table', message: 'no such invite' }) :
      { table: elsewhere };
  });

  /** The invite link players share: it opens the client, which joins by the code. */
  app.get<{ Params: { code: string; }; }>(
    '/i/:code',
    async (req, reply) => reply.redirect(`/?invite=${encodeURIComponent(req.params.code.toUpperCase())}`),
  );

  /** The full log, seed and chat of a finished table (all hands open); refused while it runs. */
  app.get<{ Params: { id: string; }; }>('/api/tables/:id/replay', async (req, reply) => {
    const t = await d.storage.getTable(req.params.id);
    if (t === null) return reply.code(404).send({ ok: false, code: 'unknown-table', message: 'no such table' });
    if (t.status !== 'over') {
      return reply.code(403).send({
        ok: false,
        code: 'bad-state',
        message: 'the game is still running; its log is published when it is over',
        seedHash: t.seedHash,
      });
    }
    const log = await d.storage.log(t.id);
    return {
      table: t.id,
      game: t.game,
      seats: t.seats,
      config: t.config,
      seed: t.seed,
      salt: t.salt,
      seedHash: t.seedHash,
      deck: t.deck,
      players: t.players,
      moves: log.map((e) => (e.move === null ? { tick: true, at: e.at } : { seat: e.seat, move: e.move, at: e.at, by: e.by })),
      outcome: t.outcome,
      chat: await d.storage.chat(t.id),
    };
  });

  /**
   * The same finished table as a `kozyr replay` scenario file. Clock ticks are
   * not listed: `play` re-runs every tick due before a move from that move's `at`.
   */
  app.get<{ Params: { id: string; }; }>('/api/tables/:id/scenario', async (req, reply) => {
    const t = await d.storage.getTable(req.params.id);
    if (t === null) return reply.code(404).send({ ok: false, code: 'unknown-table', message: 'no such table' });
    if (t.status !== 'over') return reply.code(403).send({ ok: false, code: 'bad-state', message: 'the game is still running' });
    const moves = (await d.storage.log(t.id)).flatMap((
      e,
    ) => {
      if (e.move === null || e.seat === null) return [];
      // A chat line the game acted on is replayed through its chat hook (`kozyr replay` reads `chat`).
      const text = e.by === 'chat' ? (e.move as { text?: unknown; }).text : undefined;
      return [typeof text === 'string' ? { seat: e.seat, chat: text, at: e.at } : { seat: e.seat, move: e.move, at: e.at }];
    });
    return {
      game: t.game,
      seats: t.seats,
      config: t.config,
      seed: t.seed,
      dealtAt: t.startedAt ?? 0,
      ...(t.deck === null ? {} : { deck: t.deck }),
      moves,
    };
  });
}

/**
 * The operator's figures (stats/): `/api/stats` as JSON (`?reset=1` starts the windowed figures afresh, `?gc=1`
 * collects first where the process allows it) and `/metrics` for Prometheus. Memory, CPU and counters help an
 * attacker time one: a bearer token when configured (KOZYR_STATS_TOKEN), else only a loopback client that did not
 * come through a proxy.
 */
export function registerStatsRoutes(app: FastifyInstance, stats: ServerStats, options: Pick<ServerOptions, 'statsToken'>): void {
  const operator = (req: FastifyRequest, reply: FastifyReply): boolean => {
    const token = options.statsToken;
    const allowed = token === undefined ? isLocalDirect(req) : req.headers.authorization === `Bearer ${token}`;
    if (!allowed) void reply.code(403).send({ ok: false, code: 'forbidden', message: 'operator only (see docs/operating.md)' });
    return allowed;
  };
  app.get('/api/stats', async (req, reply) => {
    if (!operator(req, reply)) return reply;
    const q = req.query as Record<string, unknown>;
    return stats.figures({ reset: q['reset'] === '1', gc: q['gc'] === '1' });
  });
  app.get('/metrics', async (req, reply) => {
    if (!operator(req, reply)) return reply;
    // A primary of `serve --workers N` asks for JSON, to aggregate every worker's (stats/prometheus.ts).
    if (req.headers.accept === METRICS_JSON) return stats.metricsJson();
    return reply.type(METRICS_CONTENT_TYPE).send(await stats.metrics());
  });
}
