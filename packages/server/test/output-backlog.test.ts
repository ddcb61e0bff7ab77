/**
 * Output is measured only where it waits (ws/sockets.ts): a connection whose
 * turn left bytes in its socket's buffer tells the socket set, whose sweeps
 * then measure that socket (and only such sockets) until it drains — and
 * still drop one that stays full, or the fullest past the output budget.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import { Metrics } from '../src/metrics.ts';
import { Connection } from '../src/ws/connection.ts';
import { Sockets } from '../src/ws/sockets.ts';

const LIMITS = {
  connectionsPerAddress: 1_000_000,
  outputBudgetBytes: 1 << 30,
  slowSocketBytes: 1000,
  slowSocketMs: 1000,
  heartbeatMs: 3_600_000,
};
/** The sweep's period in ws/sockets.ts. */
const SWEEP_MS = 250;
const user = { id: 'u', name: 'u', passHash: null, guest: true, createdAt: 0 };

/**
 * A WebSocket over a TCP socket whose kernel takes at most `takes` bytes of each uncorked turn (the rest stays
 * in its buffer until `drain`); counts how often its buffer is measured.
 */
function fakeSocket(takes = Infinity) {
  let corked = 0;
  const raw = {
    writableLength: 0,
    pending: 0,
    cork: () => void corked++,
    uncork: () => {
      corked--;
      const taken = Math.min(raw.pending, takes);
      raw.writableLength += raw.pending - taken;
      raw.pending = 0;
    },
    write: (chunk: Buffer | string) => void (raw.pending += chunk.length),
  };
  const s = {
    OPEN: 1,
    readyState: 1,
    measured: 0,
    terminated: false,
    _socket: raw,
    get bufferedAmount() {
      s.measured++;
      return raw.writableLength;
    },
    on: () => s,
    ping: () => {},
    terminate: () => void (s.terminated = true),
    drain: () => void (raw.writableLength = 0),
    corked: () => corked,
  };
  return s;
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('output measured where it waits', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setInterval', 'Date'] }));
  afterEach(() => vi.useRealTimers());

  it('the sweeps measure no socket whose output left at once, and a backlogged one until it drains', async () => {
    const sockets = new Sockets(LIMITS, new Metrics(), Date.now);
    const quick = Array.from({ length: 100 }, () => fakeSocket());
    const slow = fakeSocket(10);
    const all = [...quick, slow];
    const conns = all.map((s) => {
      sockets.add(s as unknown as WebSocket, '127.0.0.1', 'a-user');
      return new Connection(s as unknown as WebSocket, user, 't', '', sockets);
    });
    for (const c of conns) c.send('{"type":"pong","pad":"' + 'x'.repeat(200) + '"}');
    await nextTurn(); // the turn's shared uncork
    expect(all.every((s) => s.corked() === 0)).toBe(true);
    const measuredBefore = all.map((s) => s.measured);
    vi.advanceTimersByTime(SWEEP_MS);
    expect(quick.map((s, i) => s.measured - measuredBefore[i]!)).toEqual(quick.map(() => 0));
    expect(slow.measured - measuredBefore[100]!).toBe(1);
    expect(sockets.size).toBe(101);
    slow.drain();
    vi.advanceTimersByTime(SWEEP_MS);
    const afterDrain = slow.measured;
    vi.advanceTimersByTime(4 * SWEEP_MS);
    // Drained: it left the backlog, and is not measured again until a turn leaves output waiting.
    expect(slow.measured).toBe(afterDrain);
  });

  it('a socket whose buffer stays above the slow-socket bytes is dropped after the slow-socket time', async () => {
    const metrics = new Metrics();
    const sockets = new Sockets(LIMITS, metrics, Date.now);
    const slow = fakeSocket(0);
    sockets.add(slow as unknown as WebSocket, '127.0.0.1', 'a-user');
    const c = new Connection(slow as unknown as WebSocket, user, 't', '', sockets);
    c.send('x'.repeat(LIMITS.slowSocketBytes + 1));
    await nextTurn();
    vi.advanceTimersByTime(LIMITS.slowSocketMs - SWEEP_MS);
    expect(slow.terminated).toBe(false);
    vi.advanceTimersByTime(2 * SWEEP_MS);
    expect(slow.terminated).toBe(true);
    expect(metrics.socketsDroppedSlow).toBe(1);
    expect(sockets.size).toBe(0);
  });

  it('past the output budget the fullest backlogged buffers are dropped, and the total is what is left', async () => {
    const metrics = new Metrics();
    const sockets = new Sockets({ ...LIMITS, slowSocketBytes: 1 << 30, outputBudgetBytes: 200 }, metrics, Date.now);
    // Frames of 50, 120 and 80 bytes of text, each after its 2-byte header.
    const socks = [50, 120, 80].map((n) => {
      const s = fakeSocket(0);
      sockets.add(s as unknown as WebSocket, '127.0.0.1', 'a-user');
      new Connection(s as unknown as WebSocket, user, 't', '', sockets).send('y'.repeat(n));
      return s;
    });
    await nextTurn();
    vi.advanceTimersByTime(SWEEP_MS);
    expect(socks.map((s) => s.terminated)).toEqual([false, true, false]);
    expect(metrics.bufferedBytes).toBe(52 + 82);
  });
});
