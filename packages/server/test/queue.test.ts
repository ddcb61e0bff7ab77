/** SerialQueue's hold: a move on the synchronous path holds the idle queue until it is stored and published. */
import { describe, expect, it } from 'vitest';
import { SerialQueue } from '../src/tables/queue.ts';

const tick = (): Promise<void> => new Promise((r) => setImmediate(r));

describe('SerialQueue hold', () => {
  it('jobs queued while the queue is held wait for release, then run in order', async () => {
    const q = new SerialQueue();
    const ran: string[] = [];
    q.hold();
    expect(q.idle).toBe(false);
    const a = q.run(() => void ran.push('a'));
    const b = q.run(async () => void ran.push('b'));
    await tick();
    expect(ran).toEqual([]);
    expect(q.size).toBe(3);
    q.release();
    await Promise.all([a, b]);
    expect(ran).toEqual(['a', 'b']);
    await tick();
    expect(q.idle).toBe(true);
  });

  it('a hold with nothing queued behind it leaves the queue idle once released', async () => {
    const q = new SerialQueue();
    q.hold();
    q.release();
    expect(q.idle).toBe(true);
    expect(await q.run(() => 7)).toBe(7);
  });

  it('drain waits for a hold (a shutdown waits for the move being stored)', async () => {
    const q = new SerialQueue();
    q.hold();
    let drained = false;
    const d = q.drain().then(() => (drained = true));
    await tick();
    expect(drained).toBe(false);
    q.release();
    await d;
    expect(drained).toBe(true);
  });

  it('only an idle queue can be held', async () => {
    const q = new SerialQueue();
    const job = q.run(() => tick());
    expect(() => q.hold()).toThrow(/not idle/);
    await job;
    await tick();
    expect(() => q.hold()).not.toThrow();
  });

  it('work deferred during a hold runs at its release, synchronously, and holds the queue in its turn', async () => {
    const q = new SerialQueue();
    const ran: string[] = [];
    q.hold();
    expect(q.defer(() => void ran.push('first'))).toBe(true);
    expect(q.defer(() => void ran.push('second'))).toBe(true);
    expect(q.size).toBe(3);
    q.release();
    // The first deferred work ran at once and holds the queue now: the second waits for its release.
    expect(ran).toEqual(['first']);
    expect(q.size).toBe(2);
    const job = q.run(() => void ran.push('job'));
    q.release();
    expect(ran).toEqual(['first', 'second']);
    await tick();
    expect(ran).toEqual(['first', 'second']);
    q.release();
    await job;
    expect(ran).toEqual(['first', 'second', 'job']);
    await tick();
    expect(q.idle).toBe(true);
  });

  it('nothing is deferred past a job already waiting for the hold, nor when the queue is not held', async () => {
    const q = new SerialQueue();
    expect(q.defer(() => {})).toBe(false);
    q.hold();
    const job = q.run(() => 1);
    expect(q.defer(() => {})).toBe(false);
    q.release();
    expect(await job).toBe(1);
    await tick();
    expect(q.idle).toBe(true);
  });
});
