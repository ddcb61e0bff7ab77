/**
 * The move log's group commit (storage/batcher.ts): rows of one turn share a
 * commit, and a small batch waits up to the window for rows of later turns (at
 * human pace a turn holds about one move: without the window, a commit each).
 */
import { describe, expect, it } from 'vitest';
import { WriteBatcher } from '../src/storage/batcher.ts';
import { sleep } from './helpers.ts';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** A batcher over a writer that records each commit's rows. */
function recording(window: { ms: number; rows: number; }) {
  const commits: number[][] = [];
  const batcher = new WriteBatcher<number>({
    writeMany: (rows) => void commits.push([...rows]),
    writeOne: async (row) => void commits.push([row]),
    window,
  });
  const stored: number[] = [];
  const add = (row: number) => batcher.add(row, (e) => e === null && stored.push(row));
  return { commits, stored, add };
}

/** SQLite's answer while another connection holds the write lock. */
const locked = () => Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' });

/** A writer that finds the file locked `times` times, then writes; commits and one-by-one writes recorded. */
function lockedFor(times: number, giveUpMs = 5000) {
  const commits: number[][] = [];
  const oneByOne: number[] = [];
  let refusals = times;
  const batcher = new WriteBatcher<number>({
    writeMany: (rows) => {
      if (refusals-- > 0) throw locked();
      commits.push([...rows]);
    },
    writeOne: async (row) => {
      oneByOne.push(row);
      throw locked();
    },
    window: { ms: 0, rows: 1 },
    locked: { busy: (e) => (e as { code?: string; }).code === 'SQLITE_BUSY', giveUpMs },
  });
  const told: [number, unknown][] = [];
  const add = (row: number) => batcher.add(row, (e) => told.push([row, e]));
  return { commits, oneByOne, told, add };
}

describe('a batch that meets the write lock', () => {
  it('is tried again whole, ahead of the rows that came since, and no row takes the one-by-one way', async () => {
    const { commits, oneByOne, told, add } = lockedFor(3);
    add(1);
    add(2);
    await nextTurn();
    add(3);
    await sleep(60);
    expect(oneByOne).toEqual([]);
    expect(commits.flat()).toEqual([1, 2, 3]);
    expect(commits[0]).toEqual([1, 2, 3]);
    expect(told).toEqual([[1, null], [2, null], [3, null]]);
  });

  it('after giveUpMs its rows take the one-by-one way, each told why', async () => {
    const { commits, oneByOne, told, add } = lockedFor(Number.MAX_SAFE_INTEGER, 30);
    add(1);
    add(2);
    await sleep(150);
    expect(commits).toEqual([]);
    expect(oneByOne).toEqual([1, 2]);
    expect(told.map(([row, e]) => [row, (e as { code?: string; }).code])).toEqual([[1, 'SQLITE_BUSY'], [2, 'SQLITE_BUSY']]);
  });
});

describe('group commit window', () => {
  it('rows of later turns within the window share one commit, each told once it is stored', async () => {
    const { commits, stored, add } = recording({ ms: 40, rows: 8 });
    add(1);
    await nextTurn();
    add(2);
    await nextTurn();
    add(3);
    await sleep(10);
    expect(commits).toEqual([]);
    expect(stored).toEqual([]);
    await sleep(80);
    expect(commits).toEqual([[1, 2, 3]]);
    expect(stored).toEqual([1, 2, 3]);
  });

  it('a batch of `rows` rows does not wait for the window', async () => {
    const { commits, add } = recording({ ms: 10_000, rows: 4 });
    for (let i = 0; i < 4; i++) add(i);
    await nextTurn();
    expect(commits).toEqual([[0, 1, 2, 3]]);
  });

  it('with no window each turn commits its own rows (what a human-paced server did)', async () => {
    const { commits, add } = recording({ ms: 0, rows: 8 });
    add(1);
    await nextTurn();
    add(2);
    await nextTurn();
    await nextTurn();
    expect(commits).toEqual([[1], [2]]);
  });

  it('the next batch waits its own window, from its own first row', async () => {
    const { commits, add } = recording({ ms: 30, rows: 8 });
    add(1);
    await sleep(60);
    expect(commits).toEqual([[1]]);
    add(2);
    await sleep(5);
    expect(commits).toEqual([[1]]);
    await sleep(60);
    expect(commits).toEqual([[1], [2]]);
  });
});
