/**
 * Heartbeats are staggered (ws/sockets.ts): each socket is pinged once per
 * heartbeat interval, a slice of them per tick, never all of them in one turn
 * of the event loop (a ping per socket at once stalled a 10,000-socket worker).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import { Metrics } from '../src/metrics.ts';
import { Sockets } from '../src/ws/sockets.ts';

const HEARTBEAT_MS = 8_000;
const LIMITS = {
  connectionsPerAddress: 1_000_000,
  outputBudgetBytes: 1 << 30,
  slowSocketBytes: 1 << 20,
  slowSocketMs: 60_000,
  heartbeatMs: HEARTBEAT_MS,
};

/**
 * A socket that counts its pings, answers them if `answers`, and records when it was pinged. With `tcp`, it has
 * the TCP socket `ws` keeps under it, whose bytes read grow by a pong's 6 when it answers.
 */
function fakeSocket(clock: () => number, answers = true, tcp?: { bytesRead: number; }) {
  const handlers = new Map<string, () => void>();
  const s = {
    _socket: tcp,
    pings: [] as number[],
    terminated: false,
    bufferedAmount: 0,
    on(event: string, fn: () => void) {
      handlers.set(event, fn);
      return s;
    },
    ping() {
      s.pings.push(clock());
      if (!answers) return;
      if (tcp !== undefined) tcp.bytesRead += 6;
      handlers.get('pong')?.();
    },
    terminate() {
      s.terminated = true;
    },
  };
  return s;
}

describe('staggered heartbeats', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('pings every socket once per interval, at most a slice of them per tick', () => {
    const sockets = new Sockets(LIMITS, new Metrics(), Date.now);
    const fakes = Array.from({ length: 1000 }, () => fakeSocket(Date.now));
    for (const f of fakes) sockets.add(f as unknown as WebSocket, '127.0.0.1', 'a-user');
    let most = 0;
    let before = 0;
    for (let t = 0; t < 3 * HEARTBEAT_MS; t += 250) {
      vi.advanceTimersByTime(250);
      const total = fakes.reduce((n, f) => n + f.pings.length, 0);
      most = Math.max(most, total - before);
      before = total;
    }
    // 1000 sockets, 8 s, 250 ms ticks: 31.25 pings per tick.
    expect(most).toBeLessThanOrEqual(32);
    for (const f of fakes) {
      expect(f.pings.length).toBe(3);
      expect(f.pings[1]! - f.pings[0]!).toBe(HEARTBEAT_MS);
    }
    sockets.terminateAll();
  });

  it('drops a socket that did not answer its last ping, at its next turn; answering sockets stay', () => {
    const metrics = new Metrics();
    const sockets = new Sockets(LIMITS, metrics, Date.now);
    const talking = Array.from({ length: 10 }, () => fakeSocket(Date.now));
    const silent = fakeSocket(Date.now, false);
    for (const f of [...talking, silent]) sockets.add(f as unknown as WebSocket, '127.0.0.1', 'a-user');
    vi.advanceTimersByTime(HEARTBEAT_MS);
    expect(silent.pings).toHaveLength(1);
    expect(silent.terminated).toBe(false);
    vi.advanceTimersByTime(HEARTBEAT_MS);
    expect(silent.terminated).toBe(true);
    expect(metrics.socketsTimedOut).toBe(1);
    expect(talking.every((f) => !f.terminated && f.pings.length === 2)).toBe(true);
    expect(sockets.size).toBe(10);
    sockets.terminateAll();
  });

  it('one socket alone is still pinged once per interval, not once per tick', () => {
    const sockets = new Sockets(LIMITS, new Metrics(), Date.now);
    const one = fakeSocket(Date.now);
    sockets.add(one as unknown as WebSocket, '127.0.0.1', 'a-user');
    vi.advanceTimersByTime(4 * HEARTBEAT_MS);
    expect(one.pings).toHaveLength(4);
    sockets.terminateAll();
  });

  it('a socket the client is sending on is not pinged; one that goes quiet is pinged, and dropped if it does not answer', () => {
    const metrics = new Metrics();
    const sockets = new Sockets(LIMITS, metrics, Date.now);
    const tcp = { bytesRead: 200 };
    const talking = fakeSocket(Date.now, false, tcp);
    sockets.add(talking as unknown as WebSocket, '127.0.0.1', 'a-user');
    for (let t = 0; t < 5 * HEARTBEAT_MS; t += 1000) {
      // A move every second (it answers no ping: it is known alive from what it sends).
      tcp.bytesRead += 90;
      vi.advanceTimersByTime(1000);
    }
    expect(talking.pings).toHaveLength(0);
    expect(talking.terminated).toBe(false);
    // Quiet from now on, and not answering: pinged at its next turn, dropped at the one after.
    vi.advanceTimersByTime(HEARTBEAT_MS);
    expect(talking.pings).toHaveLength(1);
    expect(talking.terminated).toBe(false);
    vi.advanceTimersByTime(HEARTBEAT_MS);
    expect(talking.terminated).toBe(true);
    expect(metrics.socketsTimedOut).toBe(1);
    sockets.terminateAll();
  });

  it('an idle socket that answers is pinged at every turn: its pong is not taken for the client speaking', () => {
    const sockets = new Sockets(LIMITS, new Metrics(), Date.now);
    const idle = fakeSocket(Date.now, true, { bytesRead: 200 });
    sockets.add(idle as unknown as WebSocket, '127.0.0.1', 'a-user');
    vi.advanceTimersByTime(4 * HEARTBEAT_MS);
    expect(idle.pings).toHaveLength(4);
    expect(idle.terminated).toBe(false);
    sockets.terminateAll();
  });
});
