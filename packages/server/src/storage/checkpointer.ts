/**
 * WAL checkpoints off the event loop. better-sqlite3 is synchronous, so an
 * automatic checkpoint (which fsyncs the database file) would stall every
 * table on the server for its duration. Instead a worker thread with its own
 * connection runs PASSIVE checkpoints (they never block writers) every second.
 */
import { Worker } from 'node:worker_threads';

const WORKER = `
const { workerData, parentPort } = require('node:worker_threads');
const Database = require(workerData.module);
const db = new Database(workerData.file);
db.pragma('busy_timeout = 5000');
const timer = setInterval(() => {
  try { db.pragma('wal_checkpoint(PASSIVE)'); } catch (e) { /* busy: the next round catches up */ }
}, workerData.everyMs);
parentPort.on('message', () => { clearInterval(timer); db.close(); process.exit(0); });
`;

export interface Checkpointer {
  stop(): Promise<void>;
}

export function startCheckpointer(file: string, modulePath: string, everyMs = 1000): Checkpointer {
  const worker = new Worker(WORKER, { eval: true, workerData: { file, module: modulePath, everyMs } });
  worker.unref();
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        worker.once('exit', () => resolve());
        worker.postMessage('stop');
      }),
  };
}
