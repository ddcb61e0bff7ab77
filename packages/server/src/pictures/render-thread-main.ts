/**
 * The render thread's code: takes scenes, answers WebP bytes (transferred, not copied) or the error's
 * message. Started by render-thread.ts; one scene at a time, in the order they came.
 */
import type { Scene } from '@kozyr/engine';
import { parentPort } from 'node:worker_threads';
import { renderWebp } from './render.ts';

export interface RenderJob {
  readonly id: number;
  readonly scene: Scene;
}
export type RenderAnswer =
  | { readonly id: number; readonly ok: true; readonly bytes: Uint8Array; }
  | { readonly id: number; readonly ok: false; readonly error: string; };

const port = parentPort;
if (port === null) throw new Error('render-thread-main.ts runs only as a worker thread');
let chain = Promise.resolve();
port.on('message', (job: RenderJob) => {
  chain = chain.then(async () => {
    try {
      const buffer = await renderWebp(job.scene);
      const bytes = new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength).slice();
      port.postMessage({ id: job.id, ok: true, bytes } satisfies RenderAnswer, [bytes.buffer]);
    } catch (e) {
      port.postMessage({ id: job.id, ok: false, error: e instanceof Error ? e.message : String(e) } satisfies RenderAnswer);
    }
  });
});
