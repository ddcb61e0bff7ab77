/**
 * The checkpoint thread (storage/checkpointer.ts): when the log passes its
 * limit, it is copied into the database before the move log is held, and the
 * hold only restarts it (the file is reused from its start, not cut back).
 * The thread starts the log again itself, so that no writer's commit does (and
 * syncs the file on a main thread).
 */
import Database from 'better-sqlite3';
import { execFileSync } from 'node:child_process';
import { closeSync, fdatasyncSync, openSync, readFileSync, readSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { type Checkpointer, startCheckpointer, TRUNCATE_PAST } from '../src/storage/checkpointer.ts';
import { sleep, tempSqlite } from './helpers.ts';

const betterSqlite3 = createRequire(import.meta.url).resolve('better-sqlite3');
const MB = 1024 * 1024;

/** A WAL database with about `mb` MB of log in many commits, none of it checkpointed (no checkpoint thread yet). */
function withLog(mb: number) {
  const file = tempSqlite();
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('wal_autocheckpoint = 0');
  db.pragma('journal_size_limit = -1');
  db.exec('CREATE TABLE rows (id integer PRIMARY KEY, pad text)');
  const insert = db.prepare('INSERT INTO rows (pad) VALUES (?)');
  const add = (commits: number) => {
    for (let c = 0; c < commits; c++) {
      db.transaction(() => {
        for (let i = 0; i < 5; i++) insert.run('p'.repeat(3000));
      })();
    }
  };
  add(mb * 50);
  const walBytes = () => statSync(`${file}-wal`).size;
  return { file, db, add, walBytes };
}

/** The WAL header's two salts: a restart of the log (by whichever connection writes first after it was copied in full) changes them. */
const salts = (file: string): string => readFileSync(`${file}-wal`).subarray(16, 24).toString('hex');

/**
 * Whether the latest start of the log was a writer's commit of several pages (its first frame is not a commit; the
 * thread's own restart is a commit of one frame).
 */
function startedByWriter(file: string): boolean {
  const fd = openSync(`${file}-wal`, 'r');
  const head = Buffer.alloc(40);
  readSync(fd, head, 0, 40, 0);
  closeSync(fd);
  return head.readUInt32BE(36) === 0;
}

/** Wait (at most 10 s) until the log's salts are no longer `from`; the new ones. */
async function restartedFrom(file: string, from: string): Promise<string> {
  const end = Date.now() + 10_000;
  while (salts(file) === from && Date.now() < end) await sleep(10);
  return salts(file);
}

/** Bytes the calling thread has had read from the disk (Linux's per-thread I/O counters). */
function diskReads(): number {
  return Number(/read_bytes: (\d+)/.exec(readFileSync('/proc/thread-self/io', 'utf8'))![1]);
}

/** Drop a file's pages from the kernel's memory, as a host's reclaim does (made clean first: only clean pages go). */
function dropFromMemory(path: string): void {
  const fd = openSync(path, 'r+');
  fdatasyncSync(fd);
  closeSync(fd);
  execFileSync('dd', [`if=${path}`, 'iflag=nocache', 'count=0', 'status=none']);
}

/** A checkpoint thread (a round every 20 ms) on the database for the body's length; then stopped, and the database closed. */
async function withThread(
  log: { file: string; db: Database.Database; },
  walLimitBytes: number,
  body: (checkpointer: Checkpointer) => Promise<void>,
): Promise<void> {
  const checkpointer = startCheckpointer(log.file, betterSqlite3, { everyMs: 20, walLimitBytes });
  try {
    await body(checkpointer);
  } finally {
    await checkpointer.stop();
    log.db.close();
  }
}

async function firstRestart(c: Checkpointer): Promise<void> {
  const end = Date.now() + 10_000;
  while (c.restarts === 0 && Date.now() < end) await sleep(10);
}

describe('SQLite checkpoint thread', () => {
  it('copies the log before it holds the move log, then restarts it: the next writes reuse the file from its start', async () => {
    const { file, db, add, walBytes } = withLog(2);
    const grown = walBytes();
    expect(grown).toBeGreaterThan(2 * MB);
    expect(grown).toBeLessThan(TRUNCATE_PAST * MB);
    await withThread({ file, db }, MB, async (checkpointer) => {
      await firstRestart(checkpointer);
      // Rounds go on every 20 ms; with nothing written since, none holds the move log to restart it again.
      await sleep(200);
      expect(checkpointer.restarts).toBe(1);
      // Over a thousand frames were in the log; every one was copied before the hold, none under it.
      expect(checkpointer.lastHold).toMatchObject({ mode: 'RESTART', frames: 0 });
      // Not cut back (that would hold the writers while the file shrinks) ...
      expect(walBytes()).toBe(grown);
      // ... but started again: a megabyte more is written over its beginning, not added to its end.
      add(50);
      expect(walBytes()).toBe(grown);
      expect(db.prepare('SELECT count(*) FROM rows').pluck().get()).toBe(750);
    });
  });

  it('reads the log ahead of its writer: commits into a reused file whose pages the host dropped read nothing from the disk', async () => {
    const { file, db, add } = withLog(2);
    await withThread({ file, db }, MB, async (checkpointer) => {
      await firstRestart(checkpointer);
      // The file keeps its 2–3 MB (under the size that would cut it back), and the writer now goes on over its
      // beginning. Its pages leave memory, as a host's reclaim takes file pages nobody read for a while.
      dropFromMemory(`${file}-wal`);
      // One commit, so that the next round has something to copy; then the round reads the next megabyte back.
      add(1);
      const before = checkpointer.readAhead;
      const end = Date.now() + 10_000;
      while (checkpointer.readAhead < before + MB && Date.now() < end) await sleep(10);
      expect(checkpointer.readAhead).toBeGreaterThanOrEqual(before + MB);
      // Some 300 KB of frames over blocks that had been dropped: each frame's header and page are written apart,
      // so a block still on the disk only would be read first, here, by the writer.
      const read = diskReads();
      add(15);
      expect(diskReads() - read).toBe(0);
      expect(db.prepare('SELECT count(*) FROM rows').pluck().get()).toBe(580);
    });
  });

  it(`a file past ${TRUNCATE_PAST} times the limit (a burst no round kept up with) is cut back`, async () => {
    const { file, db, walBytes } = withLog(6);
    expect(walBytes()).toBeGreaterThan(TRUNCATE_PAST * MB);
    await withThread({ file, db }, MB, async (checkpointer) => {
      await firstRestart(checkpointer);
      expect(checkpointer.lastHold).toMatchObject({ mode: 'TRUNCATE' });
      // Cut to nothing, then started again by the thread itself: the log's header (32 bytes) and its one frame.
      expect(walBytes()).toBe(32 + 24 + (db.pragma('page_size', { simple: true }) as number));
      expect(db.prepare('SELECT count(*) FROM rows').pluck().get()).toBe(1500);
    });
  });

  it('starts the log again in its own thread once it is copied in full: the next commit appends, it does not restart', async () => {
    const { file, db, add } = withLog(0);
    add(10);
    const before = salts(file);
    await withThread({ file, db }, MB, async () => {
      // Copied in full by a round, then restarted by the thread (nothing here wrote since).
      const restarted = await restartedFrom(file, before);
      expect(restarted).not.toBe(before);
      // With nothing written, the rounds leave the log as it is: no restart after restart.
      await sleep(200);
      expect(salts(file)).toBe(restarted);
      // This connection's next commit goes after the thread's frame: it did not start the log (nor sync its header).
      add(1);
      expect(salts(file)).toBe(restarted);
      // And once that is copied, the thread starts the log again.
      expect(await restartedFrom(file, restarted)).not.toBe(restarted);
      expect(db.prepare('SELECT count(*) FROM rows').pluck().get()).toBe(55);
    });
  });

  it('a log written to within every round is never copied in full, so its writer never starts it again', async () => {
    const { file, db, add } = withLog(0);
    add(10);
    const before = salts(file);
    // A limit the test stays under: a hold holds the move log only, and this test's writer is not it.
    await withThread({ file, db }, 64 * MB, async () => {
      // A commit every 10 ms for 400 ms, some twenty rounds: each round copies what the one before saw; none
      // leaves the log copied in full when the next commit comes, which would start it again (and sync it here).
      // (A round that saw no commit since the one before, timers being late, copies all and starts it itself.)
      let byWriter = 0;
      for (let i = 0; i < 40; i++) {
        const was = salts(file);
        add(1);
        if (salts(file) !== was && startedByWriter(file)) byWriter++;
        await sleep(10);
      }
      expect(byWriter).toBe(0);
      // Once nothing is written for a round, the copy is full and the thread starts the log itself (if it has not
      // already, in a round that came late).
      expect(await restartedFrom(file, before)).not.toBe(before);
      expect(startedByWriter(file)).toBe(false);
      expect(db.prepare('SELECT count(*) FROM rows').pluck().get()).toBe(250);
    });
  });
});
