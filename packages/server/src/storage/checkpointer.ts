/**
 * WAL checkpoints off the event loop. better-sqlite3 is synchronous, so an
 * automatic checkpoint (which fsyncs the database file) would stall every
 * table on the server for its duration. Instead a worker thread with its own
 * connection runs PASSIVE checkpoints (they never block writers) every round.
 *
 * PASSIVE alone cannot bound the WAL: under a steady stream of writes it never
 * catches up with the end of the log, so the log is never rewound and grows
 * without limit. When the WAL file is past `walLimitBytes` the worker raises a
 * flag shared with the main thread, whose move-log batcher then holds its
 * writes (they wait in memory, asynchronously) so the checkpoint is not starved
 * of the lock; it runs a TRUNCATE checkpoint (the log is copied into the
 * database and the file cut back to zero) and lowers the flag. Other writers
 * that meet the lock see "busy" and retry asynchronously (see resilient.ts).
 */
import { Worker } from 'node:worker_threads';

const WORKER = `
const { workerData, parentPort } = require('node:worker_threads');
const { statSync } = require('node:fs');
const Database = require(workerData.module);
const db = new Database(workerData.file);
// Only this thread waits for locks; the main thread never does.
db.pragma('busy_timeout = 2000');
const hold = new Int32Array(workerData.hold);
const pause = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
const walSize = () => { try { return statSync(workerData.file + '-wal').size; } catch { return 0; } };
let truncations = 0;
const timer = setInterval(() => {
  try {
    if (walSize() > workerData.walLimitBytes) {
      Atomics.store(hold, 0, 1);
      // Let the batch being written commit; new batches now wait for the flag to drop.
      pause(2);
      try { db.pragma('wal_checkpoint(TRUNCATE)'); } finally { Atomics.store(hold, 0, 0); }
      truncations++;
      parentPort.postMessage({ truncations });
    } else db.pragma('wal_checkpoint(PASSIVE)');
  } catch (e) { /* busy: the next round catches up */ }
}, workerData.everyMs);
parentPort.on('message', () => { clearInterval(timer); db.close(); process.exit(0); });
`;

export interface CheckpointOptions {
  /** How often the worker checkpoints. */
  readonly everyMs: number;
  /** Past this size the WAL is checkpointed in full and truncated. */
  readonly walLimitBytes: number;
}

export const DEFAULT_CHECKPOINTS: CheckpointOptions = { everyMs: 1000, walLimitBytes: 64 * 1024 * 1024 };

export interface Checkpointer {
  /** How many times the WAL was cut back so far (for tests and /api/stats). */
  readonly truncations: number;
  /** True while a truncating checkpoint wants the write lock: the move log holds its batches. */
  held(): boolean;
  stop(): Promise<void>;
}

export function startCheckpointer(file: string, modulePath: string, options: CheckpointOptions): Checkpointer {
  const hold = new SharedArrayBuffer(4);
  const flag = new Int32Array(hold);
  const worker = new Worker(WORKER, { eval: true, workerData: { file, module: modulePath, hold, ...options } });
  worker.unref();
  let truncations = 0;
  worker.on('message', (m: { truncations: number; }) => (truncations = m.truncations));
  return {
    get truncations() {
      return truncations;
    },
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
