/**
 * The direct path of `kozyr serve --workers N`: a WebSocket upgrade whose URL
 * names its table (`/ws?table=ID`), an invite (`/ws?invite=CODE`), a game's
 * quick play (`/ws?quickplay=GAME`: the worker of that game's queue) or asks for
 * a worker of its own (`/ws?direct=1`, for a client that creates its tables
 * itself) is passed, as the operating-system socket with the request bytes the
 * primary has read, to the worker that owns the table. That worker completes
 * the handshake and holds the socket from then on: the primary does no work
 * per frame (this is how sticky-session modules hand sockets to workers).
 * Any other socket (the lobby) is relayed (front.ts). The browser client opens
 * one such socket per table it is at (packages/web/src/net/club-connection.ts).
 */
import type { IncomingMessage, Server } from 'node:http';
import type { Socket } from 'node:net';
import { type OnlineWorker, shareOnline } from './online.ts';
import { inviteShard, quickplayKey, shardOf } from './shard.ts';

/** The IPC message that carries a handed-over socket (the socket itself is the message's handle). */
export interface HandedSocket {
  readonly kozyr: 'socket';
  /** The request line, headers and any bytes after them, as the primary read them (base64). */
  readonly request: string;
}

/**
 * The worker a direct upgrade goes to, or null when the URL asks for none (the
 * socket is relayed). A table or invite that names its owner wins over `direct`.
 */
export function directTarget(url: URL, count: number, roundRobin: () => number): number | null {
  if (url.pathname !== '/ws') return null;
  const table = url.searchParams.get('table');
  if (table !== null && table !== '') return shardOf(table, count);
  const invite = url.searchParams.get('invite');
  if (invite !== null && invite !== '') return inviteShard(invite, count);
  // Everyone waiting for a game meets in one queue, on the worker the relay sends `table.quickplay` to.
  const quickplay = url.searchParams.get('quickplay');
  if (quickplay !== null && quickplay !== '') return shardOf(quickplayKey(quickplay), count);
  if (url.searchParams.get('direct') === '1') return roundRobin();
  return null;
}

/**
 * Stop this process reading the socket before its handle is sent to a worker.
 * `pause()` alone is not enough: a net.Socket's handle goes on reading into the
 * paused stream's buffer, and once sent (until the worker acknowledges it and the
 * handle closes here) into nothing. The worker's 101 may reach the client before
 * that, and the client's first frame, read here, was lost (seen in
 * browser-workers.test.ts under load: a `table.spectate` never answered).
 */
export function stopReading(socket: Socket): void {
  socket.pause();
  const handle = (socket as unknown as { _handle?: { reading?: boolean; readStop?: () => number; } | null; })._handle;
  if (handle === undefined || handle === null) return;
  handle.reading = false;
  handle.readStop?.();
}

/**
 * The bytes of the request as they came: request line, headers in their
 * original case and order, the blank line, then whatever followed (`head`).
 * The worker parses them again as if it had read them itself. One header is
 * the front's own: X-Forwarded-For, which the worker believes from a loopback
 * peer, is `forwardedFor` (the client's address, front.ts's forwardedHeaders),
 * never what a client on this machine wrote there.
 */
export function rawRequest(req: IncomingMessage, head: Buffer, forwardedFor: string): Buffer {
  let text = `${req.method ?? 'GET'} ${req.url ?? '/'} HTTP/${req.httpVersion}\r\n`;
  const h = req.rawHeaders;
  for (let i = 0; i + 1 < h.length; i += 2) {
    if (h[i]!.toLowerCase() !== 'x-forwarded-for') text += `${h[i]}: ${h[i + 1]}\r\n`;
  }
  text += `X-Forwarded-For: ${forwardedFor}\r\n\r\n`;
  return Buffer.concat([Buffer.from(text, 'latin1'), head]);
}

export function isHandedSocket(m: unknown): m is HandedSocket {
  return typeof m === 'object' && m !== null && (m as { kozyr?: unknown; }).kozyr === 'socket' &&
    typeof (m as { request?: unknown; }).request === 'string';
}

/**
 * Worker side: every socket the primary hands over enters this process's HTTP
 * server as a new connection, and the request bytes the primary had read are
 * fed to it first, so the server answers the upgrade as for any client (its
 * address is the client's own: the socket is the client's).
 */
function acceptHandedSockets(server: Server): void {
  process.on('message', (m: unknown, handle: unknown) => {
    if (!isHandedSocket(m)) return;
    const socket = handle as Socket | undefined;
    if (socket === undefined || socket === null) return;
    server.emit('connection', socket);
    socket.emit('data', Buffer.from(m.request, 'base64'));
    socket.resume();
  });
}

/** The line a worker prints on stdout once it listens, followed by its URL (workers.ts reads it). */
export const WORKER_LISTENING = 'WORKER LISTENING';

/**
 * Run `server` as a worker of the primary (workers.ts): it takes the sockets handed over, shares who is
 * online on it (online.ts), tells the supervisor its URL, exits when the IPC channel closes (the supervisor died, however it died: a worker never
 * outlives it) and closes cleanly on SIGTERM.
 */
export function serveAsWorker(
  server: { readonly httpServer: Server; readonly url: string; close(): Promise<void>; } & Partial<OnlineWorker>,
): void {
  acceptHandedSockets(server.httpServer);
  // A club server (not the load test's floor) shares who is online on it before it takes any socket.
  if (server.sockets !== undefined && server.lobby !== undefined) shareOnline({ sockets: server.sockets, lobby: server.lobby });
  process.stdout.write(`${WORKER_LISTENING} ${server.url}\n`);
  // A stop of the whole process group (Ctrl-C's SIGINT, systemd's SIGTERM) reaches this worker and the supervisor at
  // once; the supervisor then sends SIGTERM again and exits, closing the IPC channel. Each of them waits for the one
  // close (its moves stored, the journal merged into the club's file): a second signal without a listener would
  // end the process mid-close.
  let closing: Promise<void> | null = null;
  const stop = () => {
    closing ??= server.close().finally(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  process.once('disconnect', stop);
}
