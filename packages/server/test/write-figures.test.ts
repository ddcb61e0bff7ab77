/**
 * Where a stored move's time goes before its broadcast (storage/write-figures.ts):
 * the group commit records each row's wait from its acceptance to its commit,
 * the checkpoints' holds are tallied, the workers' figures summed, and
 * /api/stats serves them (reset with it).
 */
import { durak } from '@kozyr/engine';
import { describe, expect, it } from 'vitest';
import { describeWrites, summedWriteFigures } from '../src/stats/writes.ts';
import { WriteBatcher } from '../src/storage/batcher.ts';
import { CommitWaits, HoldTally, NO_WRITE_FIGURES, type WriteFigures } from '../src/storage/write-figures.ts';
import { TestClient } from './client.ts';
import { eventually, sleep, testGames, testServer } from './helpers.ts';

/** A row added to the batch, as a promise of its commit. */
const added = (batcher: WriteBatcher<number>, row: number): Promise<void> =>
  new Promise((resolve, reject) => batcher.add(row, (e) => (e === null ? resolve() : reject(e))));

describe('write figures', () => {
  it("the group commit records every stored row's wait, a checkpoint's hold included", async () => {
    const waits = new CommitWaits();
    const heldUntil = performance.now() + 40;
    const batcher = new WriteBatcher<number>({
      writeMany: () => {},
      writeOne: async () => {},
      held: () => performance.now() < heldUntil,
      window: { ms: 0, rows: 1 },
      waits,
    });
    const rows = [1, 2, 3].map((row) => added(batcher, row));
    const addedBy = performance.now();
    await Promise.all(rows);
    const f = waits.figures();
    expect(f.count).toBe(3);
    // Held until heldUntil (checked every 2 ms), then committed at once: every row waited at least that long since
    // it was added (less the histogram's rounding).
    const least = heldUntil - addedBy - 0.1;
    expect(least).toBeGreaterThan(20);
    expect(f.p50).toBeGreaterThanOrEqual(least);
    expect(f.max).toBeGreaterThanOrEqual(least);
    waits.reset();
    expect(waits.figures()).toEqual(NO_WRITE_FIGURES.commitWaitMs);
  });

  it('a refused row is not counted as stored', async () => {
    const waits = new CommitWaits();
    const batcher = new WriteBatcher<number>({
      writeMany: () => {
        throw new Error('disk full');
      },
      writeOne: async () => {
        throw new Error('disk full');
      },
      window: { ms: 0, rows: 1 },
      waits,
    });
    await expect(added(batcher, 1)).rejects.toThrow('disk full');
    expect(waits.figures().count).toBe(0);
  });

  it("holds are counted and summed; the workers' figures summed, the worst percentiles kept", () => {
    const holds = new HoldTally();
    holds.add(12);
    holds.add(30);
    expect(holds.figures()).toEqual({ count: 2, ms: 42, max: 30, long: 0 });
    const a: WriteFigures = { commitWaitMs: { count: 10, p50: 1, p99: 9, max: 20 }, checkpointHolds: holds.figures() };
    const b: WriteFigures = {
      commitWaitMs: { count: 5, p50: 3, p99: 4, max: 50 },
      checkpointHolds: { count: 1, ms: 5, max: 5, long: 0 },
    };
    expect(summedWriteFigures([a, b])).toEqual({
      commitWaitMs: { count: 15, p50: 3, p99: 9, max: 50 },
      checkpointHolds: { count: 3, ms: 47, max: 30, long: 0 },
    });
    expect(summedWriteFigures([])).toEqual(NO_WRITE_FIGURES);
    expect(describeWrites(summedWriteFigures([a, b]))).toBe(
      'p50 3.0 ms, p99 9.0 ms, max 50.0 ms over 15 moves (a move from its acceptance to its commit); ' +
        'checkpoints held the move log 3 times, 47 ms in all, the longest 30.0 ms',
    );
    holds.reset();
    expect(holds.figures()).toEqual(NO_WRITE_FIGURES.checkpointHolds);
  });

  it('/api/stats serves the waits of the moves stored since the last reset', async () => {
    const server = await testServer({ games: { ...testGames, durak } });
    try {
      type Body = { writes: WriteFigures; movesAccepted: number; };
      const read = async (reset = false) =>
        (await (await fetch(`${server.url}/api/stats${reset ? '?reset=1' : ''}`)).json()) as Body;
      const watcher = await TestClient.connect(server.url);
      const table = await watcher.botTable('durak');
      await eventually(() => (watcher.latest(table)?.version ?? 0) >= 10);
      // The tables close as at a shutdown (timers stopped, queued jobs drained): no bot moves again.
      await Promise.all([...server.tables.all()].map((t) => t.close()));
      await sleep(50);
      const version = watcher.latest(table)!.version;
      const seen = await read(true);
      // Every version the watcher saw is a stored log entry, and waited for its commit.
      expect(seen.writes.commitWaitMs.count).toBeGreaterThanOrEqual(version);
      expect(seen.writes.commitWaitMs.max).toBeGreaterThan(0);
      // Counted afresh after the reset: nothing stored since.
      expect((await read()).writes.commitWaitMs.count).toBe(0);
      watcher.ws.terminate();
    } finally {
      await server.close();
    }
  });
});
