/**
 * The load test's think times on one timer wheel (loadtest/think-wheel.ts):
 * never early, in order, nothing lost when ticks come late, one timer for
 * every player, and no timer at all while nobody thinks.
 */
import { describe, expect, it } from 'vitest';
import { THINK_SPREAD, type Thinker, thinkTime, ThinkWheel, type WheelClock } from '../src/think-wheel.ts';

/** A clock moved by hand; `every` counts the timers running. */
function manualClock(): WheelClock & { at: number; running: number; started: number; } {
  const c = {
    at: 1000,
    running: 0,
    started: 0,
    now: () => c.at,
    every: () => {
      c.running++;
      c.started++;
      return () => void c.running--;
    },
  };
  return c;
}

/** A thinker that notes when it was woken (by the clock). */
function thinker(log: [string, number][], name: string, clock: { at: number; }): Thinker {
  return { wake: () => void log.push([name, clock.at]) };
}

describe('think wheel', () => {
  it('wakes each player once its think time has passed, never before, in the order due', () => {
    const clock = manualClock();
    const wheel = new ThinkWheel(15_000, clock, 5);
    const woken: [string, number][] = [];
    wheel.after(20, thinker(woken, 'b', clock));
    wheel.after(7, thinker(woken, 'a', clock));
    wheel.after(2000, thinker(woken, 'c', clock));
    for (let t = 1000; t <= 3100; t++) {
      clock.at = t;
      wheel.tick();
    }
    expect(woken.map(([n]) => n)).toEqual(['a', 'b', 'c']);
    // Woken at the first tick at or after the due time, and within one slot of it.
    const due = { a: 1007, b: 1020, c: 3000 } as Record<string, number>;
    for (const [name, at] of woken) {
      expect(at).toBeGreaterThanOrEqual(due[name]!);
      expect(at).toBeLessThan(due[name]! + 5 + 1);
    }
  });

  it('one timer for every player, stopped while nobody thinks and started again for the next', () => {
    const clock = manualClock();
    const wheel = new ThinkWheel(15_000, clock, 5);
    const woken: [string, number][] = [];
    for (let i = 0; i < 1000; i++) wheel.after(1000 + i, thinker(woken, String(i), clock));
    expect(clock.running).toBe(1);
    expect(wheel.size).toBe(1000);
    clock.at = 5000;
    wheel.tick();
    expect(woken).toHaveLength(1000);
    expect(wheel.size).toBe(0);
    expect(clock.running).toBe(0);
    // Idle for a minute, then one more: woken after its own think time, not at once.
    clock.at = 65_000;
    wheel.after(100, thinker(woken, 'late', clock));
    expect(clock.started).toBe(2);
    clock.at = 65_050;
    wheel.tick();
    expect(woken).toHaveLength(1000);
    clock.at = 65_110;
    wheel.tick();
    expect(woken.at(-1)).toEqual(['late', 65_110]);
  });

  it('a tick that comes late wakes every slot it skipped, and none of those due a turn of the ring later', () => {
    const clock = manualClock();
    // A ring of 1000 / 10 + 2 = 102 slots.
    const wheel = new ThinkWheel(1000, clock, 10);
    const woken: [string, number][] = [];
    wheel.after(50, thinker(woken, 'soon', clock));
    wheel.after(300, thinker(woken, 'later', clock));
    // The loop stalls for 700 ms; meanwhile (before the late tick) a player thinks for the longest time.
    clock.at = 1700;
    wheel.after(1000, thinker(woken, 'longest', clock));
    wheel.tick();
    expect(woken.map(([n]) => n)).toEqual(['soon', 'later']);
    // 'longest' shares a ring slot with slots just walked, but is due at 2700.
    clock.at = 2690;
    wheel.tick();
    expect(woken).toHaveLength(2);
    clock.at = 2710;
    wheel.tick();
    expect(woken.map(([n]) => n)).toEqual(['soon', 'later', 'longest']);
  });

  it('a player woken may think again at once: it waits its new time, it is not woken twice in one tick', () => {
    const clock = manualClock();
    const wheel = new ThinkWheel(15_000, clock, 5);
    let wakes = 0;
    const again: Thinker = {
      wake: () => {
        wakes++;
        wheel.after(0, again);
      },
    };
    wheel.after(0, again);
    clock.at += 100;
    wheel.tick();
    expect(wakes).toBe(1);
    clock.at += 5;
    wheel.tick();
    expect(wakes).toBe(2);
  });

  it('think times are drawn evenly from half to one and a half times --think (what --turn-seconds must outlast)', () => {
    expect(thinkTime(2000, 0)).toBe(1000);
    expect(thinkTime(2000, 0.5)).toBe(2000);
    expect(thinkTime(2000, 0.999)).toBeCloseTo(2998, 0);
    expect(2000 * THINK_SPREAD.most).toBe(3000);
  });
});
