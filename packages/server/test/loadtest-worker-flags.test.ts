/**
 * The server `kozyr loadtest` starts gets its GC flags on the command line
 * (several are refused in NODE_OPTIONS); with --workers, each worker process
 * must run with them too (cluster/workers.ts, workerExecArgv).
 */
import { describe, expect, it } from 'vitest';
import { workerExecArgv } from '../src/cluster/workers.ts';

describe("workers take the primary's Node flags", () => {
  it('GC and memory flags carry over; module loading and debugging flags do not', () => {
    expect(workerExecArgv(['--expose-gc', '--max-semi-space-size=16', '--single-threaded-gc'])).toEqual([
      '--expose-gc',
      '--max-semi-space-size=16',
      '--single-threaded-gc',
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
      ]),
    ).toEqual(['--max-old-space-size=2048', '--expose-gc']);
    expect(workerExecArgv([])).toEqual([]);
  });
});
