/**
 * The picture renderer's thread (node:worker_threads): rasterising a busy picture takes a core for a
 * good part of a second, so it never runs on the main thread, where every table's queue runs. One thread,
 * started on the first job and kept; its jobs run one at a time. A thread that dies fails its pending
 * jobs with the reason and is started afresh for the next one.
 */
import type { Scene } from '@kozyr/engine';
import { Worker } from 'node:worker_threads';
import type { RenderAnswer, RenderJob } from './render-thread-main.ts';

/**
 * The thread runs the TypeScript sources like the rest of the server: a small CommonJS bootstrap
 * registers tsx in the thread, then imports the thread's module.
 */
const BOOTSTRAP = `
const { workerData } = require('node:worker_threads');
import(workerData.tsx).then((tsx) => { tsx.register(); return import(workerData.entry); });
`;

interface Pending {
  resolve(bytes: Buffer): void;
  reject(error: Error): void;
}

export class RenderThread {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  /** The scene as WebP bytes; rejected with the reason when it cannot be drawn (an unknown icon, a dead thread). */
  render(scene: Scene): Promise<Buffer> {
    const worker = this.worker ?? this.start();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      // The thread holds the process open only while it has work.
      if (this.pending.size === 1) worker.ref();
      worker.postMessage({ id, scene } satisfies RenderJob);
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (worker !== null) await worker.terminate();
    this.failAll(new Error('the picture renderer was closed'));
  }

  private start(): Worker {
    const worker = new Worker(BOOTSTRAP, {
      eval: true,
      workerData: {
        tsx: import.meta.resolve('tsx/esm/api'),
        entry: new URL('./render-thread-main.ts', import.meta.url).href,
      },
    });
    worker.unref();
    worker.on('message', (answer: RenderAnswer) => {
      const job = this.pending.get(answer.id);
      if (job === undefined) return;
      this.pending.delete(answer.id);
      if (this.pending.size === 0) worker.unref();
      if (answer.ok) job.resolve(Buffer.from(answer.bytes.buffer, answer.bytes.byteOffset, answer.bytes.byteLength));
      else job.reject(new Error(`picture not rendered: ${answer.error}`));
    });
    const died = (reason: string) => {
      if (this.worker !== worker) return;
      this.worker = null;
      this.failAll(new Error(`the picture renderer's thread ${reason}`));
    };
    worker.on('error', (e) => died(`failed: ${e.message}`));
    worker.on('exit', (code) => died(`exited with code ${code}`));
    this.worker = worker;
    return worker;
  }

  private failAll(error: Error): void {
    const jobs = [...this.pending.values()];
    this.pending.clear();
    for (const job of jobs) job.reject(error);
  }
}
