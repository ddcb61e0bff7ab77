/**
 * The server `kozyr loadtest` starts gets its GC flags on the command line
 * (several are refused in NODE_OPTIONS); with --workers, each worker process
 * must run with them too (one-machine/workers.ts, workerExecArgv), and every
 * worker of `kozyr serve` runs with the collector's flags the club measured
 * unless its operator set them otherwise.
 */
import { describe, expect, it } from 'vitest';
import { WORKER_GC_FLAGS, workerExecArgv } from '../src/one-machine/workers.ts';

describe("workers take the primary's Node flags", () => {
  it('GC and memory flags carry over; module loading and debugging flags do not', () => {
    expect(workerExecArgv(['--expose-gc', '--max-semi-space-size=16', '--single-threaded-gc'], '')).toEqual([
      '--expose-gc',
      '--max-semi-space-size=16',
      '--single-threaded-gc',
      '--heap-growing-percent=300',
      '--no-allocation-site-pretenuring',
    ]);
    expect(
      workerExecArgv([
        '--import',
        'file:///x/tsx/loader.mjs',
        '--max-old-space-size=2048',
        '--require=./hook.cjs',
        '--inspect=9229',
        '--cpu-prof',
        '--expose-gc',
      ], ''),
    ).toEqual(['--max-old-space-size=2048', '--expose-gc', ...WORKER_GC_FLAGS]);
  });

  it("the collector's flags are added unless the command line or NODE_OPTIONS sets them, in either spelling", () => {
    expect(WORKER_GC_FLAGS).toEqual([
      '--max-semi-space-size=64',
      '--heap-growing-percent=300',
      '--no-allocation-site-pretenuring',
    ]);
    expect(workerExecArgv([], '')).toEqual([...WORKER_GC_FLAGS]);
    expect(workerExecArgv(['--heap_growing_percent=0'], '')).toEqual([
      '--heap_growing_percent=0',
      '--max-semi-space-size=64',
      '--no-allocation-site-pretenuring',
    ]);
    expect(workerExecArgv([], '--max-semi-space-size=16 --trace-warnings')).toEqual([
      '--heap-growing-percent=300',
      '--no-allocation-site-pretenuring',
    ]);
    // A boolean flag given in its other form (or its other spelling) is the operator's choice: not added against it.
    expect(workerExecArgv(['--allocation-site-pretenuring'], '')).toEqual([
      '--allocation-site-pretenuring',
      '--max-semi-space-size=64',
      '--heap-growing-percent=300',
    ]);
    expect(workerExecArgv([], '--allocation_site_pretenuring')).toEqual([
      '--max-semi-space-size=64',
      '--heap-growing-percent=300',
    ]);
    expect(workerExecArgv([...WORKER_GC_FLAGS], '')).toEqual([...WORKER_GC_FLAGS]);
  });
});
