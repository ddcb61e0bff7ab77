/**
 * The hot path's shortcuts must change nothing: the written-out check of
 * `table.move` accepts exactly what the protocol schema accepts (the SQLite
 * move writer's own checks are in move-journal.test.ts).
 */
import { ClientMessage } from '@kozyr/protocol';
import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { frameHeader } from '../src/wire-frame.ts';
import { Connection, MAX_STRING_IDS } from '../src/ws/connection.ts';
import { wellFormedMove } from '../src/ws/edge.ts';
import { readFrames } from './read-frames.ts';

describe('edge: the table.move fast path', () => {
  it('accepts exactly the table.move frames the ClientMessage schema accepts', () => {
    const ids: unknown[] = [1, 0, -1, 1.5, 2 ** 60, '', 'a', 'x'.repeat(64), 'x'.repeat(65), null, true, [1], {}];
    const tables: unknown[] = ['t', '', 'y'.repeat(64), 'y'.repeat(65), 5, null];
    const versions: unknown[] = [undefined, 0, 3, -1, 1.2, '3', null];
    const moves: unknown[] = [undefined, { kind: 'attack', card: '6H' }, null, 3, []];
    const extras: string[] = ['{}', '{"extra":1}', '{"__proto__":1}'];
    let accepted = 0;
    const disagreements: unknown[] = [];
    for (const id of ids) {
      for (const table of tables) {
        for (const version of versions) {
          for (const move of moves) {
            for (const extra of extras) {
              for (const omit of ['', 'type', 'id', 'table']) {
                const o: Record<string, unknown> = { ...(JSON.parse(extra) as object), type: 'table.move', id, table };
                if (move !== undefined) o['move'] = move;
                if (version !== undefined) o['version'] = version;
                if (omit !== '') delete o[omit];
                // Through JSON, as frames arrive (an own "__proto__" key included).
                const raw: unknown = JSON.parse(JSON.stringify(o));
                const bySchema = ClientMessage.safeParse(raw).success;
                if ((wellFormedMove(raw) !== null) !== bySchema) disagreements.push(raw);
                if (bySchema) accepted++;
              }
            }
          }
        }
      }
    }
    expect(disagreements).toEqual([]);
    expect(accepted).toBeGreaterThan(50);
  });

  it('leaves every other request type to the schema', () => {
    expect(wellFormedMove({ type: 'table.chat', id: 1, table: 't', text: 'hi' })).toBeNull();
    expect(wellFormedMove({ type: 'ping', id: 1 })).toBeNull();
    expect(wellFormedMove([{ type: 'table.move' }])).toBeNull();
  });
});

describe('connection: replayed request ids', () => {
  const conn = () =>
    new Connection(
      { extensions: '' } as unknown as WebSocket,
      { id: 'u', name: 'u', passHash: null, guest: true, createdAt: 0 },
      't',
    );

  it('a number id and the same digits as a string are different ids; a repeat of either is refused', () => {
    const c = conn();
    expect([c.freshId(1), c.freshId('1'), c.freshId(1), c.freshId('1')]).toEqual([true, true, false, false]);
  });

  it('a reused number id is refused however many requests came after it', () => {
    const c = conn();
    for (let i = 0; i < 5000; i++) expect(c.freshId(i)).toBe(true);
    for (const old of [0, 1, 511, 512, 4487, 4999]) expect(c.checkId(old)).toBe('reused');
    expect(c.checkId(5000)).toBe('fresh');
  });

  it('numeric ids in any order: the same verdicts as a window of the latest 512 in a Set (the first implementation)', () => {
    /** The first implementation: the latest 512 ids in insertion order; the oldest leaves, the floor keeps it refused. */
    function reference() {
      const seen = new Set<number>();
      let floor = -1;
      return (id: number): boolean => {
        if (id <= floor || seen.has(id)) return false;
        seen.add(id);
        if (seen.size > 512) {
          const oldest = seen.values().next().value!;
          seen.delete(oldest);
          floor = Math.max(floor, oldest);
        }
        return true;
      };
    }
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    for (const spread of [8, 600, 5000]) {
      const c = conn();
      const fresh = reference();
      let base = 0;
      for (let i = 0; i < 6000; i++) {
        // Mostly upwards with jitter, some replays of recent ids, some far below.
        base += random(3);
        const id = random(10) === 0 ? random(base + 1) : base + random(spread);
        expect(c.freshId(id)).toBe(fresh(id));
      }
    }
  });

  it('string ids are all remembered up to the per-connection cap, then the connection must be renewed', () => {
    const c = conn();
    for (let i = 0; i < MAX_STRING_IDS; i++) expect(c.checkId(`r${i}`)).toBe('fresh');
    expect(c.checkId('r0')).toBe('reused');
    expect(c.checkId('one-more')).toBe('exhausted');
  });
});

describe('connection: the slow-reader guard', () => {
  /** A socket whose send buffer is `buffered` bytes; counts how often it is measured and what it is sent. */
  function fakeSocket(buffered: number) {
    const s = {
      OPEN: 1,
      readyState: 1,
      measured: 0,
      sent: [] as string[],
      corks: 0,
      get bufferedAmount() {
        s.measured++;
        return buffered;
      },
      send(frame: string) {
        s.sent.push(frame);
      },
      // Frames come to the raw socket as a header (a buffer), then the text.
      _socket: {
        cork: () => s.corks++,
        uncork: () => {},
        write: (chunk: Buffer | string) => void (typeof chunk === 'string' && s.sent.push(chunk)),
      },
    };
    return s;
  }
  const user = { id: 'u', name: 'u', passHash: null, guest: true, createdAt: 0 };
  const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

  it('measures the buffer at the first frame of each turn, not at every frame of a broadcast', async () => {
    const socket = fakeSocket(0);
    const c = new Connection(socket as unknown as WebSocket, user, 't');
    c.send('a');
    c.send('b');
    c.send('c');
    expect(socket.sent).toEqual(['a', 'b', 'c']);
    expect([socket.measured, socket.corks]).toEqual([1, 1]);
    await nextTurn();
    c.send('d');
    expect(socket.measured).toBe(2);
  });

  it("a socket past 4 MB of unread output is dropped at its next turn's first frame, and sent nothing", async () => {
    const socket = fakeSocket(5 * 1024 * 1024);
    let dropped = 0;
    const c = new Connection(socket as unknown as WebSocket, user, 't', '', {
      overflowed: () => dropped++,
      backlogged: () => {},
    });
    c.send('a');
    await nextTurn();
    c.send('b');
    expect(dropped).toBe(2);
    expect(socket.sent).toEqual([]);
  });
});

describe('connection: frames written to the socket', () => {
  it('a text frame header is final, unmasked, with the length in bytes in its shortest form; the frame reads back', () => {
    for (
      const [text, head] of [
        ['', [0x81, 0]],
        ['x'.repeat(125), [0x81, 125]],
        ['x'.repeat(126), [0x81, 126, 0, 126]],
        ['x'.repeat(65_535), [0x81, 126, 0xff, 0xff]],
        ['x'.repeat(65_536), [0x81, 127, 0, 0, 0, 0, 0, 1, 0, 0]],
        // Lengths count UTF-8 bytes, not characters: 42 Cyrillic letters are 84 bytes, 70 are 140.
        ['д'.repeat(42), [0x81, 84]],
        ['д'.repeat(70), [0x81, 126, 0, 140]],
      ] as const
    ) {
      const header = frameHeader(Buffer.byteLength(text));
      expect([...header]).toEqual(head);
      expect(readFrames(Buffer.concat([header, Buffer.from(text)]))).toEqual([text]);
    }
  });

  it("a connection writes each frame to its socket itself (header, then the text), in order, within the turn's cork", () => {
    const writes: Buffer[] = [];
    const kinds: string[] = [];
    let corks = 0;
    const socket = {
      OPEN: 1,
      readyState: 1,
      bufferedAmount: 0,
      send: () => writes.push(Buffer.from('(through ws)')),
      _socket: {
        cork: () => corks++,
        uncork: () => {},
        write: (chunk: Buffer | string, encoding?: BufferEncoding) => {
          kinds.push(typeof chunk === 'string' ? `text ${encoding}` : 'buffer');
          writes.push(typeof chunk === 'string' ? Buffer.from(chunk, encoding) : chunk);
        },
      },
    };
    const c = new Connection(
      socket as unknown as WebSocket,
      { id: 'u', name: 'u', passHash: null, guest: true, createdAt: 0 },
      't',
    );
    c.send({ type: 'error', re: 1, ok: false, code: 'bad-json', message: 'кириллица' });
    c.send('{"type":"pong"}');
    expect(corks).toBe(1);
    // Header and text, written one after the other: each pair is one frame.
    expect(kinds).toEqual(['buffer', 'text utf8', 'buffer', 'text utf8']);
    expect([0, 2].map((i) => readFrames(Buffer.concat([writes[i]!, writes[i + 1]!])))).toEqual([
      ['{"type":"error","re":1,"ok":false,"code":"bad-json","message":"кириллица"}'],
      ['{"type":"pong"}'],
    ]);
  });

  it('a socket that negotiated compression is sent every frame through ws (its sender may queue them)', () => {
    const through: string[] = [];
    const socket = {
      OPEN: 1,
      readyState: 1,
      bufferedAmount: 0,
      extensions: 'permessage-deflate',
      send: (text: string) => through.push(text),
      _socket: { cork: () => {}, uncork: () => {}, write: () => through.push('(written directly)') },
    };
    const c = new Connection(
      socket as unknown as WebSocket,
      { id: 'u', name: 'u', passHash: null, guest: true, createdAt: 0 },
      't',
    );
    c.send('{"type":"pong"}');
    expect(through).toEqual(['{"type":"pong"}']);
  });
});
