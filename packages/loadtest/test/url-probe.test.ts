/**
 * The load test reads every process's CPU time (all of /proc) only for a server it started itself: those are the
 * runs whose report names the busiest other processes. Against `--url` nothing is named, so nothing is read, in
 * the in-process clients' path (run.ts) and the client processes' (spread.ts) alike.
 */
import { games } from '@kozyr/engine';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readWindowCpu } from '../src/machine-cpu.ts';
import { readProcesses } from '../src/other-processes.ts';
import { runLoadtest } from '../src/run.ts';
import { testServer } from './server.ts';

vi.mock('../src/other-processes.ts', async (original) => {
  const real = await original<typeof import('../src/other-processes.ts')>();
  return { ...real, readProcesses: vi.fn(() => new Map()) };
});

const reads = vi.mocked(readProcesses);

afterEach(() => {
  reads.mockClear();
});

/** How often every process was read, and whom the report named (null: nobody, as for a server not its own). */
async function run(clients: number, ownServer: boolean | undefined): Promise<{ reads: number; named: unknown; }> {
  const server = await testServer({ games });
  try {
    const r = await runLoadtest({
      url: server.url,
      tables: 2,
      seconds: 1,
      game: 'durak',
      thinkMs: 0,
      ...(clients > 1 ? { clients } : {}),
      ...(ownServer === undefined ? {} : { ownServer }),
      log: () => {},
    });
    expect(r.moves).toBeGreaterThan(0);
    return { reads: reads.mock.calls.length, named: 'busiest' in r.machine ? r.machine.busiest : null };
  } finally {
    await server.close();
  }
}

describe('the load test reads every process only for its own server', () => {
  it('a reading leaves the processes out unless asked for them', () => {
    const probe = vi.fn(() => new Map());
    const without = readWindowCpu(false, probe);
    const withThem = readWindowCpu(true, probe);
    if (process.platform !== 'linux') {
      expect(without).toBeNull();
      return;
    }
    expect(without?.processes).toBeNull();
    expect(withThem?.processes).toBeInstanceOf(Map);
    expect(probe).toHaveBeenCalledTimes(1);
  });

  it('--url, clients in this process: /proc is not walked; the same run as its own server: at both ends', async () => {
    expect(await run(1, undefined)).toEqual({ reads: 0, named: null });
    const linux = process.platform === 'linux';
    // The mock's empty readings name nobody, but they were read, and the report did look.
    expect(await run(1, true)).toEqual(linux ? { reads: 2, named: [] } : { reads: 0, named: null });
  });

  it('--url, clients in two processes: /proc is not walked', async () => {
    expect(await run(2, undefined)).toEqual({ reads: 0, named: null });
  }, 60_000);
});
