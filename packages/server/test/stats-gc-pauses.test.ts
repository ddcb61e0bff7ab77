/**
 * The collector's pauses by kind (gc-pauses.ts): counted, summed, the longest
 * kept and those over LONG_PAUSE_MS counted; forced collections left out; the
 * workers' figures summed; served by /api/stats and reset with it.
 */
import { describe, expect, it } from 'vitest';
import { describeGcPauses, GcPauses, GcPauseTally, NO_GC_PAUSES, summedGcPauses } from '../src/stats/gc-pauses.ts';
import { LONG_PAUSE_MS } from '../src/stats/pause-tally.ts';
import { sleep, testServer } from './helpers.ts';

/** Allocate short-lived garbage until the young generation has been collected at least once. */
const churn = () => {
  let keep = 0;
  for (let i = 0; i < 200_000; i++) keep += [i, { i }, `${i}`].length;
  return keep;
};

describe('GC pauses', () => {
  it('counts each kind, sums their length, keeps the longest and counts the long ones', () => {
    const t = new GcPauseTally();
    t.observe('scavenge', 10, false);
    t.observe('scavenge', LONG_PAUSE_MS + 5, false);
    t.observe('markCompact', 300, false);
    const f = t.result();
    expect(f.scavenge).toEqual({ count: 2, ms: LONG_PAUSE_MS + 15, max: LONG_PAUSE_MS + 5, long: 1 });
    expect(f.markCompact).toEqual({ count: 1, ms: 300, max: 300, long: 1 });
    expect(f.incremental).toEqual(NO_GC_PAUSES.incremental);
    t.reset();
    expect(t.result()).toEqual(NO_GC_PAUSES);
  });

  it("a forced collection (gc(), before the load test measures memory) is not the server's and is not counted", () => {
    const t = new GcPauseTally();
    t.observe('markCompact', 800, true);
    expect(t.result()).toEqual(NO_GC_PAUSES);
  });

  it("the workers' figures are summed, the longest pause kept", () => {
    const a = new GcPauseTally();
    a.observe('scavenge', 30, false);
    const b = new GcPauseTally();
    b.observe('scavenge', 70, false);
    b.observe('scavenge', 20, false);
    expect(summedGcPauses([a.result(), b.result()]).scavenge).toEqual({ count: 3, ms: 120, max: 70, long: 1 });
    expect(summedGcPauses([])).toEqual(NO_GC_PAUSES);
  });

  it('describes the kinds that paused, and says so when none did', () => {
    const t = new GcPauseTally();
    t.observe('scavenge', 60, false);
    t.observe('scavenge', 20, false);
    expect(describeGcPauses(t.result())).toBe(`2 scavenges 80 ms (mean 40.0, longest 60, 1 over ${LONG_PAUSE_MS} ms)`);
    expect(describeGcPauses(NO_GC_PAUSES)).toBe('no pauses');
  });

  it("sees this process's scavenges", async () => {
    const pauses = new GcPauses();
    try {
      for (let i = 0; i < 20 && pauses.figures().scavenge.count === 0; i++) {
        churn();
        await sleep(10);
      }
      expect(pauses.figures().scavenge.count).toBeGreaterThan(0);
      expect(pauses.figures().scavenge.ms).toBeGreaterThan(0);
    } finally {
      pauses.stop();
    }
  });

  it('/api/stats serves the pauses since the last reset', async () => {
    const server = await testServer();
    try {
      await fetch(`${server.url}/api/stats?reset=1`);
      type Body = { gcPauses: typeof NO_GC_PAUSES; };
      let seen = 0;
      for (let i = 0; i < 50 && seen < 3; i++) {
        churn();
        await sleep(10);
        seen = ((await (await fetch(`${server.url}/api/stats`)).json()) as Body).gcPauses.scavenge.count;
      }
      expect(seen).toBeGreaterThanOrEqual(3);
      await fetch(`${server.url}/api/stats?reset=1`);
      const after = (await (await fetch(`${server.url}/api/stats`)).json()) as Body;
      // Counted afresh: at most a scavenge or two between the reset and this read, not the three seen before.
      expect(after.gcPauses.scavenge.count).toBeLessThan(3);
    } finally {
      await server.close();
    }
  });
});
