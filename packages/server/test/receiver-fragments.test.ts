import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { clientFrame } from '../src/loadtest/lean-socket.ts';
import { releaseDeliveredFragments, wsReceiver } from '../src/ws/receiver-fragments.ts';

/** A client's (masked) frame with its FIN bit cleared: a fragment that more of the message follows. */
function notFinal(opcode: number, payload: Buffer): Buffer {
  const frame = clientFrame(opcode, payload);
  frame[0] = frame[0]! & 0x7f;
  return frame;
}

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
