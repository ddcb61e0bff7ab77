/**
 * Event-loop stalls and where their time went (loop-stalls.ts): a late tick is
 * a stall, and the loop thread's scheduler times split it into running,
 * waiting for a CPU and blocked — so a run's tail can be told apart as the
 * server's own work or the machine's other load.
 */
import { describe, expect, it } from 'vitest';
import {
  describeStalls,
  LoopStalls,
  NO_STALLS,
  schedReader,
  STALL_MS,
  STALL_TICK_MS,
  stallCause,
  StallTally,
  summedStalls,
} from '../src/stats/loop-stalls.ts';
import { sleep, testServer } from './helpers.ts';

const ms = (n: number) => n * 1e6;
const at = (atMs: number, runningMs: number, waitingMs: number) => ({
  atMs,
  sched: { runningNs: ms(runningMs), waitingNs: ms(waitingMs) },
});

/** Spin on the loop (this thread runs the whole time). */
const spin = (forMs: number) => {
  const end = performance.now() + forMs;
  while (performance.now() < end);
};

/** Sleep on the loop's thread without yielding to the loop (the thread is blocked the whole time). */
const block = (forMs: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, forMs);

describe('loop stalls', () => {
  it('a tick on time is no stall; one later than STALL_MS is, with its time split three ways', () => {
    const t = new StallTally(10, 50);
    t.observe(at(0, 0, 0));
    t.observe(at(10, 1, 0));
    t.observe(at(60, 5, 10)); // 50 ms between ticks: 40 late, under the threshold
    expect(t.result()).toEqual(NO_STALLS);
    // 500 ms between two ticks: 100 of them on a CPU, 300 waiting for one, the other 100 asleep in the kernel.
    t.observe(at(560, 105, 310));
    expect(t.result()).toEqual({
      count: 1,
      ms: 500,
      split: { runningMs: 100, waitingForCpuMs: 300, blockedMs: 100 },
      worst: { ms: 500, split: { runningMs: 100, waitingForCpuMs: 300, blockedMs: 100 } },
    });
    t.observe(at(570, 106, 310));
    t.observe(at(770, 300, 310)); // 200 ms, all running
    const r = t.result();
    expect(r.count).toBe(2);
    expect(r.ms).toBe(700);
    expect(r.split).toEqual({ runningMs: 294, waitingForCpuMs: 300, blockedMs: 106 });
    expect(r.worst.ms).toBe(500);
  });

  it('without scheduler statistics stalls are still counted, and the split is unknown rather than made up', () => {
    const t = new StallTally(10, 50);
    t.observe(at(0, 0, 0));
    t.observe(at(200, 150, 0));
    t.observe({ atMs: 400, sched: null });
    const r = t.result();
    expect(r.count).toBe(2);
    expect(r.split).toBeNull();
    expect(describeStalls(r)).toContain('split unknown');
  });

  it('reset counts afresh', () => {
    const t = new StallTally(10, 50);
    t.observe(at(0, 0, 0));
    t.observe(at(300, 290, 0));
    t.reset();
    t.observe(at(310, 291, 0));
    expect(t.result()).toEqual(NO_STALLS);
    t.observe(at(400, 380, 0));
    expect(t.result().count).toBe(1);
  });

  it("several processes' stalls sum, and the longest of any is the worst", () => {
    const a = {
      count: 2,
      ms: 300,
      split: { runningMs: 200, waitingForCpuMs: 50, blockedMs: 50 },
      worst: { ms: 200, split: null },
    };
    const b = { count: 1, ms: 400, split: { runningMs: 0, waitingForCpuMs: 400, blockedMs: 0 }, worst: { ms: 400, split: null } };
    const s = summedStalls([a, NO_STALLS, b]);
    expect(s).toEqual({
      count: 3,
      ms: 700,
      split: { runningMs: 200, waitingForCpuMs: 450, blockedMs: 50 },
      worst: { ms: 400, split: null },
    });
    expect(describeStalls(s)).toBe(
      `3 stalls over ${STALL_MS} ms, 700 ms in all: 29% running, 64% waiting for a CPU, 7% blocked; the longest 400 ms — mostly waiting for a CPU: other processes had the cores (other load, or the same test's own other processes)`,
    );
    expect(summedStalls([a, { ...b, split: null }]).split).toBeNull();
    expect(describeStalls(NO_STALLS)).toBe(`no stalls over ${STALL_MS} ms`);
  });

  it('the cause named is the share over half of the stalled time, or none', () => {
    const f = (runningMs: number, waitingForCpuMs: number, blockedMs: number) => ({
      count: 1,
      ms: runningMs + waitingForCpuMs + blockedMs,
      split: { runningMs, waitingForCpuMs, blockedMs },
      worst: { ms: 0, split: null },
    });
    expect(stallCause(f(10, 80, 10))).toBe('machine');
    expect(stallCause(f(60, 30, 10))).toBe('work');
    expect(stallCause(f(10, 10, 80))).toBe('blocked');
    expect(stallCause(f(40, 40, 20))).toBeNull();
    expect(stallCause({ ...f(0, 100, 0), split: null })).toBeNull();
    expect(stallCause(NO_STALLS)).toBeNull();
    expect(describeStalls(f(60, 30, 10))).toContain("mostly the process's own work");
  });

  const linux = schedReader()() !== null;

  it.runIf(linux)('on Linux, a loop kept busy is seen as running and one asleep in the kernel as blocked', async () => {
    const busy = new LoopStalls();
    await sleep(3 * STALL_TICK_MS);
    spin(250);
    await sleep(3 * STALL_TICK_MS);
    const running = busy.figures();
    busy.stop();
    expect(running.count).toBeGreaterThanOrEqual(1);
    expect(running.worst.ms).toBeGreaterThanOrEqual(250);
    expect(running.worst.split!.runningMs).toBeGreaterThan(running.worst.split!.blockedMs);

    const asleep = new LoopStalls();
    await sleep(3 * STALL_TICK_MS);
    block(250);
    await sleep(3 * STALL_TICK_MS);
    const blocked = asleep.figures();
    asleep.stop();
    expect(blocked.count).toBeGreaterThanOrEqual(1);
    expect(blocked.worst.split!.blockedMs).toBeGreaterThan(200);
    expect(blocked.worst.split!.runningMs).toBeLessThan(50);
  });

  it("/api/stats reports the server's stalls and ?reset=1 starts them afresh", async () => {
    const server = await testServer();
    try {
      await fetch(`${server.url}/api/stats?reset=1`);
      await sleep(3 * STALL_TICK_MS);
      spin(200);
      await sleep(3 * STALL_TICK_MS);
      const stalled = (await (await fetch(`${server.url}/api/stats?reset=1`)).json()) as { loopStalls: typeof NO_STALLS; };
      expect(stalled.loopStalls.count).toBeGreaterThanOrEqual(1);
      expect(stalled.loopStalls.worst.ms).toBeGreaterThanOrEqual(200);
      const after = (await (await fetch(`${server.url}/api/stats`)).json()) as { loopStalls: typeof NO_STALLS; };
      expect(after.loopStalls.worst.ms).toBeLessThan(stalled.loopStalls.worst.ms);
    } finally {
      await server.close();
    }
  });
});
