/**
 * A WebSocket does not keep its upgrade's HTTP request alive. @fastify/websocket leaves the upgrade's
 * response assigned to the TCP socket and its own error listener (a closure over Fastify's request and
 * reply) on the WebSocket; each kept the request, its headers and both Fastify objects for the socket's
 * whole life, about 2.9 KB of old generation per socket (app.ts, releaseUpgrade).
 */
import type { IncomingMessage } from 'node:http';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/index.ts';
import { TestClient } from './client.ts';
import { testServer } from './helpers.ts';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

let server: RunningServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('the upgrade request of an open WebSocket', () => {
  it('is collected while the socket stays open, and the socket still plays and closes', async () => {
    server = await testServer();
    const requests: WeakRef<IncomingMessage>[] = [];
    server.httpServer.prependListener('upgrade', (req: IncomingMessage) => void requests.push(new WeakRef(req)));
    const clients = [await TestClient.connect(server.url), await TestClient.connect(server.url)];
    expect(requests).toHaveLength(2);
    for (let i = 0; i < 5 && requests.some((r) => r.deref() !== undefined); i++) {
      await new Promise((r) => setImmediate(r));
      gc();
    }
    expect(requests.map((r) => r.deref() === undefined)).toEqual([true, true]);
    // The sockets are whole: they answer requests, and a close still leaves the server's count.
    const created = await clients[0]!.ok({ type: 'table.create', game: 'fake', seats: 2 });
    expect(created['table']).toEqual(expect.any(String));
    expect(server.sockets.size).toBe(2);
    for (const c of clients) await c.close();
    await expect.poll(() => server!.sockets.size).toBe(0);
  });
});
