/** HTTP routes: accounts (cookie sessions), games, lobby listing, leaderboards, recent games, replays, stats. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type {} from '@fastify/cookie';
import { z } from 'zod';
import { type AccountResult, type Accounts, SESSION_COOKIE, userInfo } from './accounts/accounts.ts';
import type { ServerOptions } from './config.ts';
import { LoopDelay } from './loop-delay.ts';
import type { Metrics } from './metrics.ts';
import { KeyedLimiter } from './ratelimit.ts';
import type { Storage } from './storage/port.ts';
import type { TableRegistry } from './tables/registry.ts';
import { gameSummary } from './ws/dispatch.ts';

const Credentials = z.strictObject({ name: z.string().min(1).max(64), password: z.string().min(1).max(200) });

export interface HttpDeps {
  readonly options: ServerOptions;
  readonly accounts: Accounts;
  readonly storage: Storage;
  readonly tables: TableRegistry;
  readonly metrics: Metrics;
}

export function tokenOf(req: FastifyRequest): string | undefined {
  const q = (req.query as Record<string, unknown> | undefined)?.['token'];
  if (typeof q === 'string') return q;
  const auth = req.headers.authorization;
  if (auth?.startsWith('Bearer ')) return auth.slice(7);
  return req.cookies[SESSION_COOKIE];
}

export function registerHttp(app: FastifyInstance, d: HttpDeps): void {
  // Event-loop delay tells a slow server (stalls) from a busy one (queueing); reset at each /api/stats?reset=1.
  const loopDelay = new LoopDelay();
  app.addHook('onClose', async () => loopDelay.stop());
  const limiter = new KeyedLimiter(d.options.loginBurst, d.options.loginPerMinute / 60);
  const secure = process.env['NODE_ENV'] === 'production';

  const answer = (reply: FastifyReply, r: AccountResult) => {
    if (!r.ok) return reply.code(r.status).send({ ok: false, code: r.code, message: r.message });
    void reply.setCookie(SESSION_COOKIE, r.token, { httpOnly: true, sameSite: 'lax', path: '/', secure, maxAge: 30 * 24 * 3600 });
    return reply.send({ ok: true, user: userInfo(r.user), token: r.token });
  };

  const credentials = (req: FastifyRequest, reply: FastifyReply) => {
    const body = Credentials.safeParse(req.body);
    if (!body.success) {
      void reply.code(400).send({ ok: false, code: 'bad-request', message: 'expected {"name": string, "password": string}' });
      return null;
    }
    const now = Date.now();
    // Both keys are charged, so neither one IP guessing many names nor many IPs guessing one name get far.
    const byIp = limiter.take(`ip:${req.ip}`, now);
    const byName = limiter.take(`name:${body.data.name.toLowerCase()}`, now);
    if (!byIp || !byName) {
      void reply.code(429).send({ ok: false, code: 'rate-limited', message: 'too many attempts; wait a minute' });
      return null;
    }
    return body.data;
  };

  app.post('/api/register', async (req, reply) => {
    const c = credentials(req, reply);
    return c === null ? reply : answer(reply, await d.accounts.register(c.name, c.password));
  });
  app.post('/api/login', async (req, reply) => {
    const c = credentials(req, reply);
    return c === null ? reply : answer(reply, await d.accounts.login(c.name, c.password));
  });
  app.post('/api/guest', async (_req, reply) => answer(reply, await d.accounts.guest()));
  app.post('/api/logout', async (req, reply) => {
    await d.accounts.logout(tokenOf(req));
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
  app.get<{ Params: { game: string; }; }>('/api/games/:game/tables', async (req) => d.tables.listed(req.params.game));
  app.get<{ Params: { game: string; }; }>(
    '/api/games/:game/leaderboard',
    async (req) => d.storage.leaderboard(req.params.game, 100),
  );
  app.get<{ Params: { name: string; }; }>('/api/users/:name/games', async (req, reply) => {
    const user = await d.storage.userByName(req.params.name);
    if (user === null) return reply.code(404).send({ ok: false, code: 'unknown-user', message: 'no such user' });
    return { user: userInfo(user), games: await d.storage.recentGames(user.id, 50) };
  });
  app.get<{ Params: { code: string; }; }>('/api/invite/:code', async (req, reply) => {
    const t = d.tables.byInviteCode(req.params.code);
    return t === undefined ?
      reply.code(404).send({ ok: false, code: 'unknown-table', message: 'no such invite' }) :
      { table: t.id, info: t.info() };
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

  app.get('/api/stats', async (req) => {
    // Only a process started with --expose-gc (the load test's server) can collect on request.
    const gc = (globalThis as { gc?: () => void; }).gc;
    if ((req.query as Record<string, unknown>)['gc'] === '1' && gc !== undefined) gc();
    const mem = process.memoryUsage();
    let playing = 0;
    for (const t of d.tables.all()) if (t.stored.status === 'playing') playing++;
    const q = req.query as Record<string, unknown>;
    const loop = loopDelay.figures();
    if (q['reset'] === '1') loopDelay.reset();
    const cpu = process.cpuUsage();
    return {
      tables: d.tables.size,
      playing,
      memory: { rss: mem.rss, heapUsed: mem.heapUsed },
      cpuMicros: cpu.user + cpu.system,
      loopDelayMs: loop,
      ...d.metrics,
    };
  });
}
