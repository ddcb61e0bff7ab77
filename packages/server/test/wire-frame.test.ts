/**
 * A frame made as bytes (wire-frame.ts) is the frame of its text: ws's own
 * parser (a client's) reads it back, whatever the length and the script, and
 * a frame is never written over by the frames made after it.
 */
import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { frameHeader, wireFrame } from '../src/wire-frame.ts';
import { Connection } from '../src/ws/connection.ts';
import { readFrames } from './read-frames.ts';

const user = { id: 'u', name: 'u', passHash: null, guest: true, createdAt: 0 };

describe('wire frames', () => {
  it('are the header and the UTF-8 of the text (a rope of parts too), with the length in its shortest form', () => {
    for (
      const parts of [
        [],
        [''],
        ['{"a":', '1', '}'],
        ['x'.repeat(100), 'y'.repeat(25)], // 125 bytes: the last one-byte length
        ['x'.repeat(100), 'y'.repeat(26)], // 126: a 16-bit length
        ['д'.repeat(42)], // 84 bytes from 42 characters
        ['д'.repeat(63)], // 126 bytes from 63 characters
        ['x'.repeat(65_535)],
        ['x'.repeat(40_000), 'z'.repeat(25_536)], // 65,536: a 64-bit length, and more than one slab
        ['emoji 🂡 and a lone surrogate \ud800 end'],
      ]
    ) {
      const text = parts.join('');
      const frame = wireFrame(parts.join(''));
      const size = Buffer.byteLength(text);
      expect(frame.bytes.subarray(0, frame.bytes.length - size)).toEqual(frameHeader(size));
      expect(readFrames(frame.bytes)).toEqual([Buffer.from(text).toString('utf8')]);
      expect(frame.text).toBe(Buffer.from(text).toString('utf8'));
    }
  });

  it('are never written over by the frames made after them (a socket may still be sending one)', () => {
    const made = Array.from({ length: 500 }, (_, i) => ({ text: `{"n":${i},"pad":"${'п'.repeat(i % 300)}"}` }))
      .map((m) => ({ ...m, frame: wireFrame(m.text) }));
    expect(made.map((m) => readFrames(m.frame.bytes)[0])).toEqual(made.map((m) => m.text));
  });
});

describe('a connection sent a wire frame', () => {
  it('writes its bytes to its own socket as they are, within the turn’s cork', () => {
    const writes: (Buffer | string)[] = [];
    let corks = 0;
    const socket = {
      OPEN: 1,
      readyState: 1,
      bufferedAmount: 0,
      send: () => writes.push('(through ws)'),
      _socket: { cork: () => corks++, uncork: () => {}, write: (chunk: Buffer | string) => writes.push(chunk) },
    };
    const c = new Connection(socket as unknown as WebSocket, user, 't');
    const frame = wireFrame('{"type":' + '"pong"}');
    c.send(frame);
    c.send('{"type":"pong"}');
    expect(corks).toBe(1);
    expect(writes[0]).toBe(frame.bytes);
    expect(readFrames(Buffer.concat(writes.map((w) => (typeof w === 'string' ? Buffer.from(w) : w))))).toEqual([
      '{"type":"pong"}',
      '{"type":"pong"}',
    ]);
  });

  it('is sent as its text through a socket that frames its own (compression, a node link’s stand-in)', () => {
    const through: string[] = [];
    const raw = { cork: () => {}, uncork: () => {}, write: () => through.push('(written directly)') };
    for (const extra of [{ extensions: 'permessage-deflate', _socket: raw }, {}]) {
      through.length = 0;
      const socket = { OPEN: 1, readyState: 1, bufferedAmount: 0, send: (text: string) => through.push(text), ...extra };
      const c = new Connection(socket as unknown as WebSocket, user, 't');
      c.send(wireFrame('{"type":"table.update",' + '"view":"кириллица"}'));
      expect(through).toEqual(['{"type":"table.update","view":"кириллица"}']);
    }
  });
});
