/** SerialQueue: one step at a time, in arrival order; a step taken while the queue is idle runs at once. */
import { describe, expect, it } from 'vitest';
import { SerialQueue } from '../src/tables/queue.ts';

const tick = (): Promise<void> => new Promise((r) => setImmediate(r));

describe('SerialQueue', () => {
  it('a step taken while the queue is idle runs at once, synchronously', () => {
    const q = new SerialQueue();
    const ran: string[] = [];
    q.step((next) => {
      ran.push('now');
      next();
    });
    expect(ran).toEqual(['now']);
    expect(q.size).toBe(0);
  });

  it('steps and jobs queued behind a step that has not ended wait for it, then run in order', async () => {
    const q = new SerialQueue();
    const ran: string[] = [];
    let end: () => void = () => {};
    q.step((next) => {
      ran.push('held');
      end = next;
    });
    const job = q.run(async () => void ran.push('job'));
    q.step((next) => {
      ran.push('step');
      next();
    });
    await tick();
    expect(ran).toEqual(['held']);
    expect(q.size).toBe(3);
    end();
    await job;
    await tick();
    expect(ran).toEqual(['held', 'job', 'step']);
    expect(q.size).toBe(0);
  });

  it('steps that end synchronously hand over without recursion (a long queue does not grow the stack)', () => {
    const q = new SerialQueue();
    let end: () => void = () => {};
    q.step((next) => (end = next));
    let ran = 0;
    for (let i = 0; i < 20_000; i++) {
      q.step((next) => {
        ran++;
        next();
      });
    }
    end();
    expect(ran).toBe(20_000);
    expect(q.size).toBe(0);
  });

  it('a job that fails ends its turn: its promise rejects and the next one runs', async () => {
    const q = new SerialQueue();
    const failed = q.run(() => Promise.reject(new Error('broken')));
    const after = q.run(() => 7);
    await expect(failed).rejects.toThrow('broken');
    expect(await after).toBe(7);
  });

  it('drain waits for the step in progress (a shutdown waits for the move being stored)', async () => {
    const q = new SerialQueue();
    let end: () => void = () => {};
    q.step((next) => (end = next));
    let drained = false;
    const d = q.drain().then(() => (drained = true));
    await tick();
    expect(drained).toBe(false);
    end();
    await d;
    expect(drained).toBe(true);
  });

  it('a step that ends twice is caught', () => {
    const q = new SerialQueue();
    let end: () => void = () => {};
    q.step((next) => (end = next));
    end();
    expect(() => end()).toThrow(/ended twice/);
  });
});
