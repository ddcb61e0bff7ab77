/** Corked sends (one write per turn): every length class must reach a standard client intact and in order. */
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { Connection } from '../src/ws/connection.ts';

const user = { id: 'u1', name: 'u1', passHash: null, guest: true, createdAt: 0 };

describe('server text frames', () => {
  it('frames of every length class (7-bit, 16-bit, 64-bit lengths, multi-byte text) arrive intact and in order', async () => {
    const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    await new Promise<void>((r) => wss.once('listening', () => r()));
    const texts = [0, 1, 125, 126, 127, 65535, 65536, 100_000].map((n, i) => `${i}:` + 'я€x'.repeat(n).slice(0, n));
    const sent = new Promise<Connection>((resolve) =>
      wss.once('connection', (socket) => resolve(new Connection(socket, user, 't')))
    );
    const client = new WebSocket(`ws://127.0.0.1:${(wss.address() as AddressInfo).port}`);
    const received: string[] = [];
    const all = new Promise<void>((resolve) =>
      client.on('message', (data, binary) => {
        expect(binary).toBe(false);
        received.push(data.toString());
        if (received.length === texts.length + 1) resolve();
      })
    );
    const conn = await sent;
    for (const t of texts) conn.send(t);
    // A message object goes the same way, serialized once.
    conn.send({ type: 'reply', re: 7, ok: true });
    await all;
    expect(received).toEqual([...texts, '{"type":"reply","re":7,"ok":true}']);
    client.close();
    await new Promise<void>((r) => wss.close(() => r()));
  });
});
