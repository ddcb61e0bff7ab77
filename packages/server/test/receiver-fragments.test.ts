import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { serverOptions } from '../src/config.ts';
import { releaseDeliveredFragments, wsReceiver } from '../src/ws/receiver-fragments.ts';
import { TestClient } from './client.ts';
import { testServer } from './helpers.ts';

/** A client's frame (masked, as a client's must be; the all-zero key leaves the payload as it is), up to 64 KiB. */
function clientFrame(opcode: number, payload: Buffer, fin = true): Buffer {
  const n = payload.length;
  const length = n < 126 ? [0x80 | n] : [0x80 | 126, n >> 8, n & 0xff];
  return Buffer.concat([Buffer.from([(fin ? 0x80 : 0) | opcode, ...length, 0, 0, 0, 0]), payload]);
}

/** A fragment that more of the message follows (FIN bit cleared). */
const notFinal = (opcode: number, payload: Buffer): Buffer => clientFrame(opcode, payload, false);

interface TestReceiver {
  _fragments: unknown[];
  write(chunk: Buffer): boolean;
  on(event: 'message', listener: (data: Buffer | Buffer[], isBinary: boolean) => void): void;
  on(event: 'error', listener: (e: Error) => void): void;
}

function serverReceiver(binaryType = 'nodebuffer'): { receiver: TestReceiver; got: (Buffer | Buffer[])[]; } {
  const Receiver = wsReceiver() as unknown as new(options: object) => TestReceiver;
  expect(Receiver).not.toBeNull();
  const receiver = new Receiver({ isServer: true, maxPayload: 1 << 20, binaryType });
  const got: (Buffer | Buffer[])[] = [];
  receiver.on('message', (data) => got.push(data));
  receiver.on('error', (e) => {
    throw e;
  });
  return { receiver, got };
}

describe("ws's Receiver: a delivered message's fragments are released", () => {
  // This ws has the method to wrap: an upgrade that renames it fails here (the server would run without the wrap).
  const wrapped = releaseDeliveredFragments();

  it('wraps the method once however often it is asked (every server of a process asks)', () => {
    expect(wrapped).toBe(true);
    const method = wsReceiver()!.prototype.dataMessage;
    expect(releaseDeliveredFragments()).toBe(true);
    expect(wsReceiver()!.prototype.dataMessage).toBe(method);
  });

  it('empties the array that gathered a text message once it is delivered, and delivers the text whole', () => {
    const { receiver, got } = serverReceiver();
    const first = receiver._fragments;
    receiver.write(clientFrame(1, Buffer.from('{"type":"table.move","id":7}')));
    expect(got.map(String)).toEqual(['{"type":"table.move","id":7}']);
    expect(first).toHaveLength(0);
    expect(receiver._fragments).not.toBe(first);

    // The next message gathers in the array ws started, which is emptied in its turn.
    const second = receiver._fragments;
    receiver.write(clientFrame(1, Buffer.from('x'.repeat(300))));
    expect(got.map(String)).toEqual(['{"type":"table.move","id":7}', 'x'.repeat(300)]);
    expect(second).toHaveLength(0);
  });

  it('keeps a fragmented message whole until its last fragment, binary included', () => {
    const { receiver, got } = serverReceiver();
    const gathering = receiver._fragments;
    receiver.write(notFinal(1, Buffer.from('hel')));
    receiver.write(notFinal(0, Buffer.from('lo, ')));
    // Not yet delivered: the fragments so far are still held.
    expect(got).toEqual([]);
    expect(gathering).toHaveLength(2);
    receiver.write(clientFrame(0, Buffer.from('world')));
    expect(got.map(String)).toEqual(['hello, world']);
    expect(gathering).toHaveLength(0);

    const binary = receiver._fragments;
    receiver.write(Buffer.concat([notFinal(2, Buffer.from([1, 2])), clientFrame(0, Buffer.from([3]))]));
    expect(got[1]).toEqual(Buffer.from([1, 2, 3]));
    expect(binary).toHaveLength(0);
  });

  it("leaves the array alone where ws hands it to the listener (binaryType 'fragments')", () => {
    const { receiver, got } = serverReceiver('fragments');
    receiver.write(Buffer.concat([notFinal(2, Buffer.from([9])), clientFrame(0, Buffer.from([8]))]));
    expect(got).toHaveLength(1);
    expect(got[0]).toEqual([Buffer.from([9]), Buffer.from([8])]);
  });

  it('a real server and client still exchange messages of every size', async () => {
    const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    await once(server, 'listening');
    server.on('connection', (socket) => socket.on('message', (data, isBinary) => socket.send(data, { binary: isBinary })));
    const client = new WebSocket(`ws://127.0.0.1:${(server.address() as AddressInfo).port}`);
    await once(client, 'open');
    try {
      for (const size of [0, 1, 125, 126, 65_535, 65_536, 200_000]) {
        const text = 'é'.repeat(size >> 1) + 'a'.repeat(size & 1);
        const echoed = once(client, 'message');
        client.send(text);
        const [data, isBinary] = await echoed;
        expect(isBinary).toBe(false);
        expect(String(data)).toBe(text);
      }
    } finally {
      client.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe('the server option turns the release off', () => {
  it('with releaseWsFragments false ws reads as it is, keeping the delivered array; true wraps it again', async () => {
    const off = await testServer({ releaseWsFragments: false });
    try {
      const { receiver, got } = serverReceiver();
      const first = receiver._fragments;
      receiver.write(clientFrame(1, Buffer.from('{"type":"ping"}')));
      expect(got.map(String)).toEqual(['{"type":"ping"}']);
      expect(first).toHaveLength(1);
      // The server itself still reads its clients' frames.
      const client = await TestClient.connect(off.url);
      expect(client.user.id).not.toBe('');
      await client.close();
    } finally {
      await off.close();
    }
    const on = await testServer({ releaseWsFragments: true });
    try {
      const { receiver } = serverReceiver();
      const first = receiver._fragments;
      receiver.write(clientFrame(1, Buffer.from('{"type":"ping"}')));
      expect(first).toHaveLength(0);
    } finally {
      await on.close();
    }
  });

  it('is on by default and off with KOZYR_WS_RELEASE_FRAGMENTS=off', () => {
    expect(serverOptions({}, {}).releaseWsFragments).toBe(true);
    expect(serverOptions({}, { KOZYR_WS_RELEASE_FRAGMENTS: 'off' }).releaseWsFragments).toBe(false);
  });
});
