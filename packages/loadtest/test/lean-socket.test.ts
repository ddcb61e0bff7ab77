import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { type WebSocket, WebSocketServer } from 'ws';
import { acceptFor, clientFrame, LeanSocket } from '../src/lean-socket.ts';

/** A `ws` server (what the club runs) on loopback; `onConnection` gets each accepted socket. */
async function wsServer(onConnection: (ws: WebSocket) => void): Promise<{ url: string; close: () => Promise<void>; }> {
  const http: Server = createServer((_req, res) => res.writeHead(503).end());
  const wss = new WebSocketServer({ noServer: true });
  http.on('upgrade', (req, socket, head) => {
    if (req.url?.includes('refuse') === true) {
      socket.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\n\r\n');
      return;
    }
    wss.handleUpgrade(req, socket, head, onConnection);
  });
  await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
  const { port } = http.address() as AddressInfo;
  return {
    url: `ws://127.0.0.1:${port}/ws`,
    close: async () => {
      for (const c of wss.clients) c.terminate();
      await new Promise((r) => http.close(r));
    },
  };
}

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of closers.splice(0)) await c();
});

function until(f: () => boolean): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const t = setInterval(() => {
      if (f()) {
        clearInterval(t);
        resolve();
      } else if (Date.now() - started > 5000) {
        clearInterval(t);
        reject(new Error('timed out'));
      }
    }, 5);
  });
}

describe("the load test clients' WebSocket (lean-socket.ts)", () => {
  it('reads every frame whole, of every length and fragmented, however the reads cut them', async () => {
    const sizes = [0, 5, 125, 126, 65_535, 65_536, 300_000];
    const server = await wsServer((ws) => {
      for (const n of sizes) ws.send('x'.repeat(n));
      // One message in three fragments.
      ws.send('ab', { fin: false });
      ws.send('cd', { fin: false });
      ws.send('é!', { fin: true });
    });
    closers.push(server.close);
    const got: string[] = [];
    const s = new LeanSocket(server.url, (b) => got.push(b.toString()));
    await s.opened;
    await until(() => got.length === sizes.length + 1);
    expect(got.map((m) => m.length)).toEqual([...sizes, 6]);
    expect(got.slice(0, -1).every((m) => /^x*$/.test(m))).toBe(true);
    expect(got.at(-1)).toBe('abcdé!');
    s.terminate();
  });

  it('sends masked text frames the server reads as sent (UTF-8 and long ones too)', async () => {
    const received: string[] = [];
    const server = await wsServer((ws) => ws.on('message', (d: Buffer) => received.push(d.toString())));
    closers.push(server.close);
    const s = new LeanSocket(server.url, () => {});
    await s.opened;
    const sent = ['{"type":"ping","id":1}', 'карты ♠', 'y'.repeat(70_000), 'z'.repeat(200), 'abc'];
    for (const m of sent) s.send(m);
    await until(() => received.length === sent.length);
    expect(received).toEqual(sent);
    s.terminate();
  });

  it("answers a ping with its pong (the server's heartbeat keeps it)", async () => {
    let pong: string | null = null;
    const server = await wsServer((ws) => {
      ws.on('pong', (d: Buffer) => (pong = d.toString()));
      ws.ping('beat');
    });
    closers.push(server.close);
    const s = new LeanSocket(server.url, () => {});
    await s.opened;
    await until(() => pong !== null);
    expect(pong).toBe('beat');
    s.terminate();
  });

  it('a refused upgrade rejects, naming the status', async () => {
    const server = await wsServer(() => {});
    closers.push(server.close);
    const s = new LeanSocket(server.url + '?refuse=1', () => {});
    await expect(s.opened).rejects.toThrow(/503/);
  });

  it('masks with a fresh key per frame, and the accept it checks is the RFC 6455 one', () => {
    // The RFC's own example: key dGhlIHNhbXBsZSBub25jZQ== is answered s3pPLMBiTxaQ9kYGzzhZRbK+xOo=.
    expect(acceptFor('dGhlIHNhbXBsZSBub25jZQ==')).toBe('s3pPLMBiTxaQ9kYGzzhZRbK+xOo=');
    const a = clientFrame(1, 'hello');
    const b = clientFrame(1, 'hello');
    expect(a[0]).toBe(0x81);
    expect(a[1]).toBe(0x80 | 5);
    expect(a.subarray(2, 6).equals(b.subarray(2, 6))).toBe(false);
    const unmasked = Buffer.from(a.subarray(6).map((c, i) => c ^ a[2 + (i % 4)]!));
    expect(unmasked.toString()).toBe('hello');
  });
});
