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
  const batcher = new WriteBatcher<number>(
    (rows) => void commits.push([...rows]),
    async (row) => void commits.push([row]),
    400,
    () => false,
    window,
  );
  const stored: number[] = [];
  const add = (row: number) => batcher.addThen(row, (e) => e === null && stored.push(row));
  return { commits, stored, add };
}

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
