/** A replay plays itself at the chosen speed, pauses when told, and stops at its last step. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startPlayback, stepDelayMs } from '../src/pages/replay-playback.ts';

/** A replay of `last + 1` steps shown at `at`, advanced the way the page advances it. */
function replay(last: number) {
  const state = { at: 0, done: false };
  const advance = () => {
    state.at = Math.min(state.at + 1, last);
    return state.at < last;
  };
  const finish = () => {
    state.done = true;
  };
  return { state, advance, finish };
}

describe('replay playback', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('steps on by itself, one step per delay, faster at a higher speed', () => {
    expect(stepDelayMs(1)).toBe(1000);
    expect(stepDelayMs(0.5)).toBe(2000);
    expect(stepDelayMs(4)).toBe(250);
    const r = replay(10);
    startPlayback(2, r.advance, r.finish);
    vi.advanceTimersByTime(499);
    expect(r.state.at).toBe(0);
    vi.advanceTimersByTime(1);
    expect(r.state.at).toBe(1);
    vi.advanceTimersByTime(1500);
    expect(r.state.at).toBe(4);
  });

  it('pauses: no step is taken after the pause', () => {
    const r = replay(10);
    const pause = startPlayback(1, r.advance, r.finish);
    vi.advanceTimersByTime(2000);
    expect(r.state.at).toBe(2);
    pause();
    vi.advanceTimersByTime(10_000);
    expect(r.state.at).toBe(2);
    expect(r.state.done).toBe(false);
  });

  it('stops at the last step and says it is done', () => {
    const r = replay(3);
    startPlayback(4, r.advance, r.finish);
    vi.advanceTimersByTime(250 * 3);
    expect(r.state).toEqual({ at: 3, done: true });
    vi.advanceTimersByTime(10_000);
    expect(r.state.at).toBe(3);
    expect(vi.getTimerCount()).toBe(0);
  });
});
