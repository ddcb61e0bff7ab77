/**
 * A table's named one-shot timers (tables/timers.ts): a name holds at most one pending callback, setting it again
 * replaces it (timed from the new set), clearing or firing empties it, and `clearAll` stops every Node timer. A name
 * set again with the same delay re-arms its one Node timer instead of making another.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Timers } from '../src/tables/timers.ts';

describe('table timers', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fires once after its delay, and is no longer pending once it has', () => {
    const t = new Timers();
    const fired: string[] = [];
    t.set('turn', 100, () => fired.push('turn'));
    expect(t.has('turn')).toBe(true);
    vi.advanceTimersByTime(99);
    expect(fired).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(fired).toEqual(['turn']);
    expect(t.has('turn')).toBe(false);
    vi.advanceTimersByTime(1_000);
    expect(fired).toEqual(['turn']);
  });

  it('setting a name again replaces its timer: only the last one fires', () => {
    const t = new Timers();
    const fired: number[] = [];
    for (let i = 0; i < 50; i++) t.set('turn', 100 + i, () => fired.push(i));
    vi.advanceTimersByTime(1_000);
    expect(fired).toEqual([49]);
  });

  it('set again with the same delay, it re-arms its one Node timer, timed from the last set', () => {
    const made = vi.spyOn(globalThis, 'setTimeout');
    const t = new Timers();
    const fired: number[] = [];
    t.set('turn', 100, () => fired.push(0));
    vi.advanceTimersByTime(60);
    t.set('turn', 100, () => fired.push(1));
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(99);
    expect(fired).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(fired).toEqual([1]);
    // And once it has fired: set again, it fires again, still with one timer.
    t.set('turn', 100, () => fired.push(2));
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(100);
    expect(fired).toEqual([1, 2]);
    for (let i = 0; i < 50; i++) t.set('turn', 100, () => fired.push(3));
    expect(made).toHaveBeenCalledTimes(1);
    made.mockRestore();
  });

  it('a cleared name set again with the same delay fires from the new set, once', () => {
    const t = new Timers();
    const fired: string[] = [];
    t.set('turn', 100, () => fired.push('cleared'));
    vi.advanceTimersByTime(50);
    t.clear('turn');
    vi.advanceTimersByTime(30);
    t.set('turn', 100, () => fired.push('again'));
    vi.advanceTimersByTime(70);
    expect(fired).toEqual([]);
    vi.advanceTimersByTime(30);
    expect(fired).toEqual(['again']);
    vi.advanceTimersByTime(1_000);
    expect(fired).toEqual(['again']);
  });

  it('a new delay for a name replaces its Node timer (the old one never fires)', () => {
    const t = new Timers();
    const fired: string[] = [];
    t.set('deadline', 50, () => fired.push('50'));
    t.set('deadline', 200, () => fired.push('200'));
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(199);
    expect(fired).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(fired).toEqual(['200']);
  });

  it('a timer set again from its own callback is pending afterwards', () => {
    const t = new Timers();
    let runs = 0;
    const tick = (): void => {
      runs++;
      if (runs < 3) t.set('deadline', 10, tick);
    };
    t.set('deadline', 10, tick);
    vi.advanceTimersByTime(10);
    expect(runs).toBe(1);
    expect(t.has('deadline')).toBe(true);
    vi.advanceTimersByTime(100);
    expect(runs).toBe(3);
    expect(t.has('deadline')).toBe(false);
  });

  it('clear stops one name and leaves the others; clearing an unknown or spent name does nothing', () => {
    const t = new Timers();
    const fired: string[] = [];
    t.set('turn', 10, () => fired.push('turn'));
    t.set('grace:1', 10, () => fired.push('grace:1'));
    t.clear('turn');
    t.clear('turn');
    t.clear('never-set');
    expect(t.has('turn')).toBe(false);
    expect(t.has('grace:1')).toBe(true);
    vi.advanceTimersByTime(10);
    expect(fired).toEqual(['grace:1']);
    t.clear('grace:1');
    // A cleared timer's Node timer ran out as a no-op: nothing is left scheduled.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('clearAll stops every pending timer, and the names can be set again', () => {
    const t = new Timers();
    const fired: string[] = [];
    t.clearAll();
    for (const name of ['turn', 'deadline', 'bot:0', 'grace:1']) t.set(name, 10, () => fired.push(name));
    t.clear('bot:0');
    t.clearAll();
    expect(['turn', 'deadline', 'bot:0', 'grace:1'].map((n) => t.has(n))).toEqual([false, false, false, false]);
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(100);
    expect(fired).toEqual([]);
    t.set('turn', 5, () => fired.push('turn again'));
    vi.advanceTimersByTime(5);
    expect(fired).toEqual(['turn again']);
  });
});
