/**
 * Fastify wiring: cookies, the HTTP routes, the WebSocket endpoint /ws and the
 * static browser client (packages/web/dist) when it has been built.
 */
import fastifyCookie from '@fastify/cookie';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { RawData, WebSocket } from 'ws';
import { type Accounts, hashToken } from './accounts/accounts.ts';
import type { ServerOptions } from './config.ts';
import { guestLimiter, registerHttp, registerPageDelivery, registerStatsRoutes, tokenOf } from './http.ts';
import type { Lobby } from './lobby/lobby.ts';
import type { Metrics } from './metrics.ts';
import type { SocketRouter } from './ownership.ts';
import { TokenBucket } from './ratelimit.ts';
import { originAllowed, proxyTrust } from './request-source.ts';
import type { BotSource } from './stats/bots.ts';
import { startStats } from './stats/index.ts';
import type { Storage, StoredUser } from './storage/port.ts';
import { StorageUnavailable } from './storage/resilient.ts';
import type { TableRegistry } from './tables/registry.ts';
import { Connection } from './ws/connection.ts';
import type { DispatchContext } from './ws/dispatch.ts';
import { handleFrameNow } from './ws/edge.ts';
import { ReadGate } from './ws/read-gate.ts';
import { releaseDeliveredFragments } from './ws/receiver-fragments.ts';
import type { Sockets } from './ws/sockets.ts';

export interface AppDeps {
  readonly options: ServerOptions;
  readonly storage: Storage;
  readonly accounts: Accounts;
  readonly tables: TableRegistry;
  readonly lobby: Lobby;
  readonly metrics: Metrics;
  readonly dispatch: DispatchContext;
  readonly sockets: Sockets;
  /** Frames for tables another process owns go there (ownership.ts); undefined: every frame is handled here. */
  readonly links?: SocketRouter | undefined;
  /** The bot threads, whose figures `/api/stats` and `/metrics` carry (stats/bots.ts). */
  readonly bots?: BotSource | undefined;
}

/** WebSocket close code for a socket whose session ended (logout). */
export const CLOSE_LOGGED_OUT = 4001;

/**
 * Let go of what the upgrade's HTTP request left on a socket that is now a WebSocket. @fastify/websocket
 * answers the upgrade through a ServerResponse assigned to the TCP socket (never finished, so never taken
 * off it) and routes the WebSocket's errors through a closure over Fastify's request and reply. Both kept
 * the request, its headers, the response and Fastify's request and reply alive as long as the socket:
 * old-generation memory per socket that every full collection walks. The
 * caller puts its own error listener on at once.
 */
function releaseUpgrade(socket: WebSocket, req: FastifyRequest): void {
  const tcp = req.raw.socket as Socket & { _httpMessage?: unknown; };
  if (tcp._httpMessage instanceof ServerResponse) tcp._httpMessage.detachSocket(tcp);
  socket.removeAllListeners('error');
}

/**
 * One frame from a socket, through the edge (rate limit, schema, request ids) to its handler. A module
 * function, not a closure per socket: with tsx's keepNames each named closure also had a property store
 * of its own, and a socket lives as long as its player (old generation).
 */
function runFrame(d: AppDeps, log: FastifyBaseLogger, conn: Connection, bucket: TokenBucket, data: RawData): void {
  try {
    handleFrameNow(d.dispatch, d.metrics, conn, bucket, data)?.catch((e: unknown) => frameBroke(log, conn, e));
  } catch (e) {
    frameBroke(log, conn, e);
  }
}

/** A handler threw: logged, and the client told (the socket stays open). */
function frameBroke(log: FastifyBaseLogger, conn: Connection, e: unknown): void {
  log.error(e);
  conn.send({ type: 'error', re: null, ok: false, code: 'internal', message: 'internal error' });
}

export async function buildApp(d: AppDeps): Promise<FastifyInstance> {
  const trust = d.options.trustProxy;
  const app: FastifyInstance = Fastify({
    logger: d.options.logger,
    bodyLimit: 64 * 1024,
    // Per-address limits must see the client, not the TLS proxy in front (docs/operating.md).
    ...(trust === undefined ? {} : { trustProxy: proxyTrust(trust) }),
  });
  // The database away (see storage/resilient.ts): a clear 503 that names it, not a bare 500.
  app.setErrorHandler((e, _req, reply) => {
    if (!(e instanceof StorageUnavailable)) throw e;
    return reply.code(503).send({ ok: false, code: 'storage-unavailable', message: e.message });
  });
  await app.register(fastifyCookie);
  // Frames above our own 16 KiB limit get an error reply; only absurd ones (over 1 MiB) close the socket.
  // No compression: frames are small and deflate would cost more CPU per move than it saves on loopback or LAN.
  await app.register(fastifyWebsocket, { options: { maxPayload: 1024 * 1024, perMessageDeflate: false } });
  // Without it ws keeps every delivered message alive until the next full collection (ws/receiver-fragments.ts).
  const release = d.options.releaseWsFragments;
  if (releaseDeliveredFragments(release) !== release) {
    app.log.warn('ws has no Receiver.dataMessage: its delivered messages stay alive longer');
  }
  await registerPageDelivery(app, d.options.webDist);
  const guests = guestLimiter(d.options);
  registerHttp(app, { ...d, tournaments: d.dispatch.tournaments }, guests, d.dispatch.inviteLimiter);
  // The operator's figures (stats/): measured from now until the app closes.
  const stats = startStats(d);
  app.addHook('onClose', async () => stats.stop());
  registerStatsRoutes(app, stats, d.options);
  await app.register((await import('./replay-views.ts')).replayViews, { deps: d });

  // Open sockets by session and by user: a logout ends the sockets of that session, "everywhere" all of the user's.
  const bySession = new Map<string, Set<Connection>>();
  const byUser = new Map<string, Set<Connection>>();
  const index = (map: Map<string, Set<Connection>>, key: string, conn: Connection, add: boolean) => {
    let set = map.get(key);
    if (add) {
      if (set === undefined) map.set(key, set = new Set());
      set.add(conn);
    } else if (set !== undefined) {
      set.delete(conn);
      if (set.size === 0) map.delete(key);
    }
  };
  d.accounts.onSessionsEnded((e) => {
    const conns = 'tokenHash' in e ? bySession.get(e.tokenHash) : byUser.get(e.userId);
    for (const conn of [...(conns ?? [])]) {
      conn.ended = true;
      conn.socket.close(CLOSE_LOGGED_OUT, 'logged out');
    }
  });

  const refuse = (reply: FastifyReply, status: number, code: string, message: string) => {
    d.metrics.socketsRefused++;
    return reply.code(status).send({ ok: false, code, message });
  };
  const identities = new WeakMap<FastifyRequest, { user: StoredUser; token: string; issued: boolean; }>();
  app.get(
    '/ws',
    {
      websocket: true,
      // Identify before the upgrade: a session (cookie, ?token=, bearer) or a fresh guest.
      preValidation: async (req, reply) => {
        if (!originAllowed(req, d.options.allowedOrigins)) {
          return refuse(reply, 403, 'bad-origin', `WebSocket connections from ${req.headers.origin} are not allowed`);
        }
        if (!d.sockets.admits(req.ip)) {
          return refuse(reply, 429, 'too-many-connections', 'too many open connections from your address');
        }
        try {
          const token = tokenOf(req);
          const user = await d.accounts.fromToken(token);
          if (user !== null && token !== undefined) identities.set(req, { user, token, issued: false });
          else {
            if (!guests.take(`guest:${req.ip}`, Date.now())) {
              return refuse(reply, 429, 'rate-limited', 'too many new guests from your address; wait a minute');
            }
            const g = await d.accounts.guest();
            if (g.ok) identities.set(req, { user: g.user, token: g.token, issued: true });
          }
        } catch (e) {
          if (!(e instanceof StorageUnavailable)) throw e;
          return refuse(reply, 503, 'storage-unavailable', e.message);
        }
        return undefined;
      },
    },
    (socket, req) => {
      const id = identities.get(req);
      if (id === undefined) {
        socket.close(1011, 'no identity');
        return;
      }
      releaseUpgrade(socket, req);
      // In the plugin's listener's place at once: an 'error' with no listener would throw out of the event loop.
      socket.on('error', (e) => {
        app.log.warn({ err: e, user: id.user.id }, 'socket error');
        socket.terminate();
      });
      const conn = new Connection(socket, id.user, id.token, req.ip, d.sockets);
      const tokenHash = hashToken(id.token);
      const bucket = new TokenBucket(d.options.messageBurst, d.options.messagesPerSecond, Date.now());
      d.sockets.add(socket, req.ip, id.user.id);
      index(bySession, tokenHash, conn, true);
      index(byUser, id.user.id, conn, true);
      d.metrics.socketsOpen++;
      d.metrics.socketsTotal++;
      const links = d.links;
      links?.opened(conn);
      const frame = (data: RawData): void => {
        if (links === undefined) runFrame(d, app.log, conn, bucket, data);
        else links.frame(conn, data, () => runFrame(d, app.log, conn, bucket, data));
      };
      // Frames go through the socket's read gate: held while its output backs up or it is over its rate (ws/read-gate.ts).
      conn.reading = new ReadGate(socket, req.raw.socket, frame, d.options.slowSocketBytes);
      socket.on('message', conn.reading.frame);
      socket.on('close', () => {
        d.sockets.delete(socket);
        index(bySession, tokenHash, conn, false);
        index(byUser, id.user.id, conn, false);
        d.metrics.socketsOpen--;
        d.lobby.leaveAll(conn);
        for (const tid of conn.tables) d.tables.get(tid)?.unsubscribe(conn);
        d.dispatch.tournaments?.unsubscribeAll(conn);
        links?.closed(conn);
      });
      const user = { id: id.user.id, name: id.user.name, guest: id.user.guest };
      // A session the client already holds (cookie, ?token=) is never echoed: an HttpOnly cookie stays out of page scripts.
      conn.send(id.issued ? { type: 'welcome', user, token: id.token, protocol: 1 } : { type: 'welcome', user, protocol: 1 });
    },
  );
  return app;
}
