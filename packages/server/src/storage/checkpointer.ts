/**
 * WAL checkpoints off the event loop. better-sqlite3 is synchronous, so an
 * automatic checkpoint (which fsyncs the database file) would stall every
 * table on the server for its duration. Instead a worker thread with its own
 * connection runs a PASSIVE checkpoint (it never blocks writers) every round.
 *
 * PASSIVE alone cannot bound the WAL: under a steady stream of writes it copies
 * the log up to where it stood when it began, never to its end, so the log is
 * never rewound and grows without limit. When the log holds more than
 * `walLimitBytes` after a round's PASSIVE, the worker raises a flag shared with
 * the main thread, whose move-log batcher then holds its writes (they wait in
 * memory, asynchronously) so the checkpoint is not starved of the lock; it runs
 * a RESTART checkpoint — the frames written since the PASSIVE are copied, and
 * the next write starts the log again from the file's beginning — and lowers
 * the flag. Other writers that meet the lock see "busy" and retry
 * asynchronously (see resilient.ts).
 *
 * Every move in flight waits while the flag is up, so the hold does no more
 * than it must. The copying is done before it by the PASSIVE. The file is not
 * cut back (a TRUNCATE checkpoint, and `journal_size_limit` on the next write,
 * cut it with the writers waiting): it is reused from its start, and so keeps
 * the size it grew to, about the limit and one round's writes. Measured at
 * 5,000 human-paced tables (about 17 MB of log a second, so a hold every 4 s):
 * a TRUNCATE that copied the log under the flag held the moves 40–80 ms; one
 * that copied only the frames since a PASSIVE (4–1,600 of them) still held them
 * 38–79 ms, cutting a 70–130 MB file; a RESTART after the PASSIVE 2–36 ms.
 * Only a file past TRUNCATE_PAST times the limit (a burst of writes no round
 * kept up with) is cut back, with a TRUNCATE under the flag.
 *
 * SQLite starts the log again in the first write after it has been copied in
 * full, and that write syncs the log's new header (`synchronous = NORMAL`
 * syncs nothing else at a commit). Left to the writers, that sync ran on a
 * main thread, every table of the worker waiting for the disk: 12 times in
 * 25 s at 10,000 human-paced tables on the first worker (the club file's log,
 * copied in full by most rounds), about 1 ms each; in a run when the disk was
 * slow the two workers' main threads waited 490 and 589 ms in 9 syncs within
 * 12 s, the longest 298 ms (traced with `perf` under `npx kozyr loadtest
 * --think 2000 --tables 10000 --workers 2`). So the log is not copied in full under a writer's feet: a round
 * copies it only as far as it stood at the round before (a read transaction of
 * a second connection, held from one round to the next, marks the place), and
 * the thread itself writes first (one frame: the file's user_version rewritten
 * as it is) after every hold, and after a round that found nothing written
 * since the one before and so copied all. Writers that meet its lock see
 * "busy" and retry as they do for a hold. Traced through two pairs of runs at
 * 10,000 tables: the workers' main threads synced 19 and 27 times in 29 s
 * before, never after. The price: the journal's log, no longer started again
 * by its writer whenever a round happened to copy it all, now reaches the
 * limit, so a run holds the move log about twice (3–13 ms in all).
 *
 * And each round the thread reads the log file ahead of its writers (see
 * `warm`), so that a writer's frame finds the disk block it partly covers in
 * memory: a host may have paged it out, and the write would read it first.
 */
import { Worker } from 'node:worker_threads';
import { HoldTally } from './write-figures.ts';

/** A WAL file this many times the limit is cut back (the rest are reused from their start). */
export const TRUNCATE_PAST = 4;

const WORKER = `
const { workerData, parentPort } = require('node:worker_threads');
const { closeSync, fstatSync, openSync, readSync, statSync } = require('node:fs');
const Database = require(workerData.module);
const db = new Database(workerData.file);
// Only this thread waits for locks; the main thread never does.
db.pragma('busy_timeout = 2000');
// A commit here syncs nothing but the restarted log's header (checkpoints sync as they do under FULL).
db.pragma('synchronous = NORMAL');
const hold = new Int32Array(workerData.hold);
// Bytes of the log read ahead of the writers so far (see warm).
const read = new BigInt64Array(workerData.read);
const pause = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
const walFile = workerData.file + '-wal';
const walSize = () => { try { return statSync(walFile).size; } catch { return 0; } };
const dataVersion = () => db.pragma('data_version', { simple: true });
// Each frame of the log is a 24-byte header and a page.
const frameBytes = 24 + db.pragma('page_size', { simple: true });
let restarts = 0;
// The log's length at the last restart: until a writer writes, the log still reads that long (the writer is what
// starts it again), and holding the move log to restart it once more would gain nothing.
let restartedAt = -1;
// What other connections had committed when this thread last started the log again (null: it has not, or they
// wrote since): while nobody else writes, the log holds only that frame, and it is left uncopied.
let ownRestart = null;
// Start the log again here, in a write of this connection's own (the file's user_version rewritten as it is: one
// frame), so that its new header is synced in this thread and not by the next write of a main thread.
const restartHere = () => {
  try {
    db.exec('BEGIN IMMEDIATE');
    try {
      db.pragma('user_version = ' + db.pragma('user_version', { simple: true }));
      db.exec('COMMIT');
    } finally { if (db.inTransaction) db.exec('ROLLBACK'); }
    ownRestart = dataVersion();
  } catch (e) { /* busy: the next writer starts it, as without this */ }
};
// A read transaction of a second connection, begun at the end of each round and ended in the next: a round copies
// the log only as far as it stood a round ago, so a log written to within a round is never copied in full, and the
// writer's next commit does not start it again (SQLite starts it in the first write after a full copy). Where nothing
// was written for a round, the copy is full and this thread starts the log itself.
const pin = new Database(workerData.file);
const pinNow = () => { if (!pin.inTransaction) { pin.exec('BEGIN'); pin.pragma('user_version'); } };
const unpin = () => { if (pin.inTransaction) pin.exec('COMMIT'); };
const checkpoint = (mode) => db.pragma('wal_checkpoint(' + mode + ')')[0];
// Each round ends with the log's length as far as it knows it (in frames; 1 after this thread started it again),
// or -1 when nobody wrote since the last round.
const round = () => {
  // Nobody wrote since this thread restarted the log: copying its one frame would only make the next write
  // start the log again itself.
  if (ownRestart !== null && dataVersion() === ownRestart) return -1;
  ownRestart = null;
  // Copy the log as far as the pin allows while writers go on (log: frames in it; checkpointed: frames copied).
  let passive = checkpoint('PASSIVE');
  unpin();
  if (passive.log * frameBytes <= workerData.walLimitBytes) {
    // Copied in full: the next write would start the log again, so this thread writes first.
    if (passive.busy === 0 && passive.log > 0 && passive.checkpointed === passive.log) restartHere();
    return ownRestart === null ? passive.log : 1;
  }
  // Restarted, and no writer since: the next one writes from the file's start.
  if (passive.log === restartedAt && passive.checkpointed === passive.log) return 1;
  // Unpinned, the copy reaches the log's end: only what comes in from here on is copied under the hold.
  passive = checkpoint('PASSIVE');
  const mode = walSize() > workerData.truncatePast * workerData.walLimitBytes ? 'TRUNCATE' : 'RESTART';
  Atomics.store(hold, 0, 1);
  const since = performance.now();
  let done;
  try {
    // Let the batch being written commit; new batches now wait for the flag to drop.
    pause(2);
    done = checkpoint(mode);
    // Before the move log goes on: its first batch would otherwise start the log and sync it on the main thread.
    if (done.busy === 0) restartHere();
  } finally { Atomics.store(hold, 0, 0); }
  const ms = performance.now() - since;
  // A checkpoint that could not finish (busy) held the moves all the same: its hold is reported, not as a restart.
  if (done.busy === 0) {
    restartedAt = mode === 'RESTART' && ownRestart === null ? done.log : -1;
    restarts++;
  }
  const frames = mode === 'TRUNCATE' || done.busy !== 0 ? null : Math.max(0, done.log - passive.checkpointed);
  parentPort.postMessage({ restarts, held: { mode, frames, ms } });
  return done.busy === 0 ? 1 : done.log;
};
// The log's file is reused from its start, and a writer's frame shares a disk block with the one before it: SQLite
// writes a frame's 24-byte header and its page apart, so where the block is no longer in memory the kernel reads it
// from the disk before the write, and the writer waits (a main thread, every table of its worker behind it). Memory
// need not be short for a block to be gone: a host may page out file pages nobody read lately (the kernel's DAMON
// reclaim does: pages of a file written once and not read were gone after 35–60 s, with 24 GB free), and the
// writers only write. So after each round this thread reads the part of the file the writers
// reach next: twice what they wrote in the round (AHEAD_MIN at least, AHEAD_MAX at most). A page that was gone
// comes back here, off the main thread, and one still there counts as read. Only the -wal file is opened here: a
// close of the database's or the -shm's would drop this process's POSIX locks on it.
const AHEAD_MIN = 1 << 20;
const AHEAD_MAX = 64 << 20;
const ahead = Buffer.allocUnsafe(AHEAD_MIN);
let walFd = -1;
let walIno = -1;
// The log's end (in bytes) at the last round, and the bytes read ahead of it so far.
let lastEnd = -1;
let readAhead = 0;
const warm = (frames) => {
  const st = statSync(walFile);
  if (walFd < 0 || st.ino !== walIno) {
    // A new file (the old one was removed and made again): read the new one. Marked closed first, should the open fail.
    if (walFd >= 0) closeSync(walFd);
    walFd = -1;
    walFd = openSync(walFile, 'r');
    walIno = fstatSync(walFd).ino;
  }
  const end = frames <= 0 ? 0 : 32 + frames * frameBytes;
  // A shorter log than at the last round started again: the writers went on from the file's start.
  const wrote = lastEnd < 0 ? 0 : end >= lastEnd ? end - lastEnd : end;
  lastEnd = end;
  const stop = Math.min(st.size, end + Math.min(AHEAD_MAX, Math.max(AHEAD_MIN, 2 * wrote)));
  for (let at = end; at < stop;) {
    const n = readSync(walFd, ahead, 0, Math.min(ahead.length, stop - at), at);
    if (n <= 0) break;
    at += n;
    readAhead += n;
  }
};
const pinAgain = () => { try { pinNow(); } catch (e) { /* busy: the next round's copy is not bounded */ } };
pinAgain();
const timer = setInterval(() => {
  let frames = -1;
  try { frames = round(); } catch (e) { /* busy: the next round catches up */ }
  pinAgain();
  if (frames >= 0) {
    try {
      warm(frames);
    } catch (e) {
      // The file went (the last connection closed it) or could not be read: the next round opens it again.
      try { if (walFd >= 0) closeSync(walFd); } catch (e2) { /* already gone */ }
      walFd = -1;
    }
    Atomics.store(read, 0, BigInt(readAhead));
  }
}, workerData.everyMs);
parentPort.on('message', () => {
  clearInterval(timer);
  unpin();
  pin.close();
  db.close();
  if (walFd >= 0) closeSync(walFd);
  process.exit(0);
});
`;

export interface CheckpointOptions {
  /** How often the worker checkpoints. */
  readonly everyMs: number;
  /** Past this much log the WAL is checkpointed in full and started again from its beginning. */
  readonly walLimitBytes: number;
}

export const DEFAULT_CHECKPOINTS: CheckpointOptions = { everyMs: 1000, walLimitBytes: 64 * 1024 * 1024 };

/** What the last hold of the move log was: how, the frames copied under the flag (not known for a TRUNCATE or an unfinished one), and how long the flag was up. */
export interface CheckpointHold {
  readonly mode: 'RESTART' | 'TRUNCATE';
  readonly frames: number | null;
  readonly ms: number;
}

export interface Checkpointer {
  /** How many times the WAL was started again from its beginning so far (for tests). */
  readonly restarts: number;
  /** Bytes of the log the thread has read ahead of its writers so far (see `warm` in the thread's code). */
  readonly readAhead: number;
  /** The last hold (null before the first). */
  readonly lastHold: CheckpointHold | null;
  /** Every hold since the last reset (for /api/stats). */
  readonly holds: HoldTally;
  /** True while a restarting checkpoint wants the write lock: the move log holds its batches. */
  held(): boolean;
  stop(): Promise<void>;
}

export function startCheckpointer(file: string, modulePath: string, options: CheckpointOptions): Checkpointer {
  const hold = new SharedArrayBuffer(4);
  const flag = new Int32Array(hold);
  const read = new SharedArrayBuffer(8);
  const readAhead = new BigInt64Array(read);
  const worker = new Worker(WORKER, {
    eval: true,
    workerData: { file, module: modulePath, hold, read, truncatePast: TRUNCATE_PAST, ...options },
  });
  worker.unref();
  let restarts = 0;
  let lastHold: CheckpointHold | null = null;
  const holds = new HoldTally();
  worker.on('message', (m: { restarts: number; held: CheckpointHold; }) => {
    restarts = m.restarts;
    lastHold = m.held;
    holds.add(m.held.ms);
  });
  return {
    get restarts() {
      return restarts;
    },
    get lastHold() {
      return lastHold;
    },
    get readAhead() {
      return Number(Atomics.load(readAhead, 0));
    },
    holds,
    held: () => Atomics.load(flag, 0) === 1,
    stop: () =>
      new Promise<void>((resolve) => {
        // Referenced while it stops: an unreferenced worker would let the process end mid-shutdown.
        worker.ref();
        worker.once('exit', () => resolve());
        worker.postMessage('stop');
      }),
  };
}
