/**
 * Fastify wiring: cookies, the HTTP routes, the WebSocket endpoint /ws and the
 * static browser client (packages/web/dist) when it has been built.
 */
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import type { WebSocket } from 'ws';
import type { Accounts } from './accounts/accounts.ts';
import type { ServerOptions } from './config.ts';
import { registerHttp, tokenOf } from './http.ts';
import type { Lobby } from './lobby/lobby.ts';
import type { Metrics } from './metrics.ts';
import { TokenBucket } from './ratelimit.ts';
import type { Storage, StoredUser } from './storage/port.ts';
import type { TableRegistry } from './tables/registry.ts';
import { Connection } from './ws/connection.ts';
import type { DispatchContext } from './ws/dispatch.ts';
import { handleFrame } from './ws/edge.ts';

export interface AppDeps {
  readonly options: ServerOptions;
  readonly storage: Storage;
  readonly accounts: Accounts;
  readonly tables: TableRegistry;
  readonly lobby: Lobby;
  readonly metrics: Metrics;
  readonly dispatch: DispatchContext;
  readonly sockets: Set<WebSocket>;
}

const NOT_BUILT = `Kozyr club server is running.
The browser client is not built yet (packages/web/dist is missing).
Bots and scripts can play over the WebSocket at /ws; see docs/protocol.md.
`;

export async function buildApp(d: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({ logger: d.options.logger, bodyLimit: 64 * 1024 });
  await app.register(fastifyCookie);
  // Frames above our own 16 KiB limit get an error reply; only absurd ones (over 1 MiB) close the socket.
  // No compression: frames are small and deflate would cost more CPU per move than it saves on loopback or LAN.
  await app.register(fastifyWebsocket, { options: { maxPayload: 1024 * 1024, perMessageDeflate: false } });
  registerHttp(app, d);
  await app.register((await import('./replay-views.ts')).replayViews, { deps: d });

  if (existsSync(d.options.webDist)) await app.register(fastifyStatic, { root: d.options.webDist, prefix: '/' });
  else app.get('/', async (_req, reply) => reply.type('text/plain; charset=utf-8').send(NOT_BUILT));

  const identities = new WeakMap<FastifyRequest, { user: StoredUser; token: string; issued: boolean; }>();
  app.get(
    '/ws',
    {
      websocket: true,
      // Identify before the upgrade: a session (cookie, ?token=, bearer) or a fresh guest.
      preValidation: async (req) => {
        const token = tokenOf(req);
        const user = await d.accounts.fromToken(token);
        if (user !== null && token !== undefined) identities.set(req, { user, token, issued: false });
        else {
          const g = await d.accounts.guest();
          if (g.ok) identities.set(req, { user: g.user, token: g.token, issued: true });
        }
      },
    },
    (socket, req) => {
      const id = identities.get(req);
      if (id === undefined) {
        socket.close(1011, 'no identity');
        return;
      }
      const conn = new Connection(socket, id.user, id.token);
      const bucket = new TokenBucket(d.options.messageBurst, d.options.messagesPerSecond, Date.now());
      d.sockets.add(socket);
      d.metrics.socketsOpen++;
      d.metrics.socketsTotal++;
      socket.on('message', (data) => {
        handleFrame(d.dispatch, d.metrics, conn, bucket, data).catch((e: unknown) => {
          app.log.error(e);
          conn.send({ type: 'error', re: null, ok: false, code: 'internal', message: 'internal error' });
        });
      });
      socket.on('close', () => {
        d.sockets.delete(socket);
        d.metrics.socketsOpen--;
        d.lobby.leaveAll(conn);
        for (const tid of conn.tables) d.tables.get(tid)?.unsubscribe(conn);
      });
      socket.on('error', () => socket.terminate());
      const user = { id: id.user.id, name: id.user.name, guest: id.user.guest };
      // A session the client already holds (cookie, ?token=) is never echoed: an HttpOnly cookie stays out of page scripts.
      conn.send(id.issued ? { type: 'welcome', user, token: id.token, protocol: 1 } : { type: 'welcome', user, protocol: 1 });
    },
  );
  return app;
}
