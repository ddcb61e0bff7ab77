/**
 * The load test's measured window (loadtest/tally.ts): one result from every
 * client process's tally, the clients' own loop delay reported, the warm-up
 * left out, and no stop-the-world collection forced on the server inside it.
 */
import { games } from '@kozyr/engine';
import { NO_STALLS } from '@kozyr/server/stats/loop-stalls.ts';
import { NO_BOT_FIGURES } from '@kozyr/server/tables/bot-pool/figures.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runLoadtest } from '../src/run.ts';
import type { Stats } from '../src/server-stats.ts';
import { type ClientTally, loadtestResult } from '../src/tally.ts';
import { testServer } from './server.ts';

const serverStats = (cpuMicros: number, movesAccepted: number, heapUsed = 1e8): Stats => ({
  tables: 10,
  cpuMicros,
  movesAccepted,
  loopDelayMs: { p50: 1, p99: 2, max: 3 },
  memory: { rss: 2e8, heapUsed },
});

const tally = (over: Partial<ClientTally>): ClientTally => ({
  sockets: 10,
  moves: 0,
  latencies: [],
  games: 0,
  refused: 0,
  rateLimited: 0,
  cpuMicros: 0,
  loopDelayMs: { p50: 0, p99: 0, max: 0 },
  loopStalls: NO_STALLS,
  ...over,
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** Calls `seen` with the query of every `/api/stats` request the load test makes, as it makes it. */
function onStatsRequest(seen: (search: string) => void): void {
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    if (typeof input === 'string' && input.includes('/api/stats')) seen(new URL(input).search);
    return realFetch(input, init);
  });
}

describe('load test window', () => {
  it("one result from several processes' tallies: sums, merged latencies, the worst client loop delay", () => {
    const r = loadtestResult({
      tables: 10,
      seconds: 2,
      serverBytesPerTable: 1234,
      start: serverStats(1_000_000, 100),
      end: serverStats(1_500_000, 600),
      tallies: [
        tally({ moves: 300, latencies: Array.from({ length: 300 }, () => 1), cpuMicros: 30_000, games: 2, refused: 1 }),
        tally({
          moves: 200,
          latencies: Array.from({ length: 200 }, (_, i) => (i < 10 ? 500 : 2)),
          cpuMicros: 20_000,
          rateLimited: 3,
          loopDelayMs: { p50: 0.5, p99: 40, max: 90 },
        }),
      ],
    });
    expect(r.sockets).toBe(20);
    expect(r.moves).toBe(500);
    expect(r.movesPerSecond).toBe(250);
    expect([r.games, r.refused, r.rateLimited]).toEqual([2, 1, 3]);
    // 500 latencies merged: 300 of 1 ms, 190 of 2 ms, 10 of 500 ms (the top 2%).
    expect(r.p50).toBe(1);
    expect(r.p99).toBe(500);
    expect(r.max).toBe(500);
    expect(r.clientCpuMicrosPerMove).toBe(100);
    expect(r.clientLoopDelayMs).toEqual({ p50: 0.5, p99: 40, max: 90 });
    // The server's CPU over the window per move it accepted in the window.
    expect(r.serverCpuMicrosPerMove).toBe(1000);
    expect(r.serverBytesPerTable).toBe(1234);
  });

  it("the server's loop stalls are its figures at the window's end; the client processes' are summed", () => {
    const stalls = (count: number, waitingForCpuMs: number) => ({
      count,
      ms: waitingForCpuMs,
      split: { runningMs: 0, waitingForCpuMs, blockedMs: 0 },
      worst: { ms: waitingForCpuMs, split: null },
    });
    const r = loadtestResult({
      tables: 10,
      seconds: 1,
      serverBytesPerTable: 0,
      start: serverStats(0, 0),
      end: { ...serverStats(1, 1), loopStalls: stalls(4, 900) },
      tallies: [tally({ loopStalls: stalls(1, 100) }), tally({ loopStalls: stalls(2, 300) })],
    });
    expect(r.serverLoopStalls).toEqual(stalls(4, 900));
    expect(r.clientLoopStalls).toEqual({ ...stalls(3, 400), worst: { ms: 300, split: null } });
    // A server that does not measure them (the floor) reports none.
    expect(
      loadtestResult({
        tables: 1,
        seconds: 1,
        serverBytesPerTable: 0,
        start: serverStats(0, 0),
        end: serverStats(1, 1),
        tallies: [],
      }).serverLoopStalls,
    )
      .toEqual(NO_STALLS);
  });

  it("the server's bot decisions are those between the window's start and end, with the end's times", () => {
    const bots = (answered: number, failed: number, thinkingCount: number) => ({
      ...NO_BOT_FIGURES,
      threads: 2,
      answered,
      failed,
      thinkingMs: { count: thinkingCount, p50: 20, p95: 45, max: 60 },
    });
    const r = loadtestResult({
      tables: 1,
      seconds: 1,
      serverBytesPerTable: 0,
      start: { ...serverStats(0, 0), bots: bots(100, 4, 104) },
      end: { ...serverStats(1, 1), bots: bots(130, 5, 31) },
      tallies: [],
    });
    expect(r.serverBots).toEqual(bots(30, 1, 31));
  });

  it("the machine's CPU takes the server's CPU over the window and every client process's, summed", () => {
    const cpuLine = (busy: number, idle: number) => ({
      cores: 2,
      ticks: { user: busy, nice: 0, system: 0, idle, iowait: 0, irq: 0, softirq: 0, steal: 0 },
    });
    const window = {
      tables: 10,
      seconds: 2,
      serverBytesPerTable: 0,
      // The server used 1.2 s of CPU in the 2 s (0.6 cores), the two client processes 0.3 s and 0.5 s (0.4 cores).
      start: serverStats(5_000_000, 0),
      end: serverStats(6_200_000, 100),
      tallies: [tally({ cpuMicros: 300_000 }), tally({ cpuMicros: 500_000 })],
    };
    // 300 ticks busy of 400 on 2 cores: 1.5 cores.
    const m = loadtestResult({ ...window, machineStart: cpuLine(100, 100), machineEnd: cpuLine(400, 200) }).machine;
    if ('unmeasured' in m) throw new Error(m.unmeasured);
    expect(m.busy).toBeCloseTo(1.5, 10);
    expect(m.server).toBeCloseTo(0.6, 10);
    expect(m.clients).toBeCloseTo(0.4, 10);
    expect(m.other).toBeCloseTo(0.5, 10);
    // No readings (not Linux): no figure, and why.
    expect(loadtestResult(window).machine).toEqual({ unmeasured: 'no readable /proc/stat on this system' });
    // With every process's time in the readings, other work is named only where the server runs under this
    // process (the load test started it), and this process's own time is not among it.
    const processes = (ticks: number) =>
      new Map([
        [process.pid, { pid: process.pid, ppid: process.ppid, name: 'node', ticks: ticks * 3, started: 1 }],
        [84, { pid: 84, ppid: 2, name: 'kdamond.0', ticks, started: 1 }],
      ]);
    const readings = {
      ...window,
      machineStart: { ...cpuLine(100, 100), processes: processes(0) },
      machineEnd: { ...cpuLine(400, 200), processes: processes(20) },
    };
    expect(loadtestResult(readings).machine).toMatchObject({ busiest: null });
    expect(loadtestResult({ ...readings, ownServer: true }).machine).toMatchObject({
      busiest: [{ name: 'kdamond.0', cores: 0.1 }],
    });
  });

  it('the window starts without a forced collection on the server, and the warm-up is not counted', async () => {
    const server = await testServer({ games });
    const asked: string[] = [];
    onStatsRequest((search) => asked.push(search));
    try {
      const r = await runLoadtest({
        url: server.url,
        tables: 4,
        seconds: 1,
        warmupSeconds: 1,
        game: 'durak',
        thinkMs: 0,
        log: () => {},
      });
      // Before seating and once seated (memory per table), collected; the window's start resets the figures only;
      // its end is read before a collection (whose pause and CPU are not the window's), the memory after one.
      expect(asked).toEqual(['?gc=1', '?gc=1', '?reset=1', '', '?gc=1']);
      expect(r.seconds).toBeGreaterThan(0.9);
      expect(r.seconds).toBeLessThan(1.5);
      expect(r.moves).toBeGreaterThan(20);
      // The warm-up's moves were played and stored but are not the window's.
      expect(server.metrics.movesAccepted).toBeGreaterThan(r.moves * 1.4);
      expect(r.clientLoopDelayMs.max).toBeGreaterThanOrEqual(r.clientLoopDelayMs.p99);
      expect(Number.isFinite(r.clientLoopDelayMs.p50)).toBe(true);
    } finally {
      await server.close();
    }
  });

  it("over several client processes, the window's end is read while every socket is still open", async () => {
    const server = await testServer({ games });
    const openAtEnd: number[] = [];
    onStatsRequest((search) => {
      if (search === '') openAtEnd.push(server.metrics.socketsOpen);
    });
    try {
      const r = await runLoadtest({
        url: server.url,
        tables: 3,
        seconds: 1,
        game: 'durak',
        thinkMs: 0,
        clients: 2,
        log: () => {},
      });
      expect(r.moves).toBeGreaterThan(10);
      // Closing them first would put every close (20,000 at the 10,000-table run) into the window's figures.
      expect(openAtEnd).toEqual([6]);
    } finally {
      await server.close();
    }
  }, 60_000);
});
