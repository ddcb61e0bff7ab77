/**
 * The machine's CPU over a load test's window (loadtest/machine-cpu.ts): `/proc/stat` read as proc(5) lays it out,
 * the window's ticks turned into cores' worth and split into the test's own and other work, and nothing reported
 * where the readings cannot be trusted.
 */
import { describe, expect, it } from 'vitest';
import { type CpuReading, describeMachineCpu, machineCpu, parseProcStat, readCpu } from '../src/machine-cpu.ts';

/** A `/proc/stat` with two CPUs, its `cpu` line from the columns given (user nice system idle iowait irq softirq steal). */
const procStat = (cols: readonly number[]) =>
  [
    `cpu  ${cols.join(' ')} 0 0`,
    'cpu0 1 2 3 4 5 6 7 8 0 0',
    'cpu1 1 2 3 4 5 6 7 8 0 0',
    'intr 5675 0 0',
    'ctxt 123',
    'btime 1764700000',
  ].join('\n') + '\n';

const reading = (cols: readonly number[]): CpuReading => parseProcStat(procStat(cols))!;

describe('machine CPU over the window', () => {
  it('reads the cpu line by its columns and counts the CPUs', () => {
    const r = parseProcStat(procStat([3732177, 32445, 939233, 6691731, 66775, 0, 188534, 70454]));
    expect(r).toEqual({
      cores: 2,
      ticks: {
        user: 3732177,
        nice: 32445,
        system: 939233,
        idle: 6691731,
        iowait: 66775,
        irq: 0,
        softirq: 188534,
        steal: 70454,
      },
    });
  });

  it('is not read from a text that is not /proc/stat, or one with too few or broken columns', () => {
    expect(parseProcStat('')).toBeNull();
    expect(parseProcStat('hello\nworld\n')).toBeNull();
    // No per-CPU lines: the cores are unknown.
    expect(parseProcStat('cpu  1 2 3 4 5 6 7 8\n')).toBeNull();
    // A kernel without the steal column.
    expect(parseProcStat('cpu  1 2 3 4 5 6 7\ncpu0 1 2 3 4 5 6 7\n')).toBeNull();
    expect(parseProcStat('cpu  1 2 x 4 5 6 7 8\ncpu0 1 2 3 4 5 6 7 8\n')).toBeNull();
    expect(parseProcStat('cpu  1 2 -3 4 5 6 7 8\ncpu0 1 2 3 4 5 6 7 8\n')).toBeNull();
  });

  it('a file that cannot be read is no reading, not an error', () => {
    expect(readCpu(() => {
      throw new Error('ENOENT: no such file or directory, open /proc/stat');
    })).toBeNull();
    expect(readCpu(() => procStat([1, 0, 1, 1, 0, 0, 0, 0]))?.cores).toBe(2);
  });

  it("splits the window's ticks into cores' worth: the server's and the clients' own time, the rest other work", () => {
    // 1,000 ticks over the window on 2 cores: 600 running (400 user + 100 system + 50 irq + 50 softirq), 250 idle,
    // 50 iowait, 100 steal — 1.2 cores busy, 0.2 stolen, 0.1 waiting for the disk.
    const start = reading([1000, 0, 1000, 1000, 1000, 1000, 1000, 1000]);
    const end = reading([1400, 0, 1100, 1250, 1050, 1050, 1050, 1100]);
    // 10 s in which the server used 6 s of CPU (0.6 cores) and the clients 4 s (0.4 cores).
    const m = machineCpu(start, end, 6e6, 4e6, 10);
    if ('unmeasured' in m) throw new Error(m.unmeasured);
    expect(m.cores).toBe(2);
    expect(m.busy).toBeCloseTo(1.2, 10);
    expect(m.server).toBeCloseTo(0.6, 10);
    expect(m.clients).toBeCloseTo(0.4, 10);
    expect(m.other).toBeCloseTo(0.2, 10);
    expect(m.steal).toBeCloseTo(0.2, 10);
    expect(m.iowait).toBeCloseTo(0.1, 10);
    expect(describeMachineCpu(m)).toBe(
      '1.20 of 2 cores busy: server 0.60, clients 0.40, other work 0.20; taken by the host (steal) 0.20, ' +
        'waiting for the disk 0.10 (/proc/stat over the window)',
    );
  });

  it('the test using more than the ticks counted (readings a moment apart) leaves no negative other work', () => {
    const start = reading([0, 0, 0, 0, 0, 0, 0, 0]);
    const end = reading([100, 0, 0, 100, 0, 0, 0, 0]);
    expect(machineCpu(start, end, 1.05e6, 0, 1)).toMatchObject({ other: 0 });
  });

  it('no figures from a missing reading, a changed machine, a counter that went back or an empty window: the report says which', () => {
    const start = reading([10, 0, 10, 10, 0, 0, 0, 0]);
    const end = reading([20, 0, 20, 20, 0, 0, 0, 0]);
    const why = (m: ReturnType<typeof machineCpu>) => describeMachineCpu(m);
    expect(why(machineCpu(null, end, 0, 0, 1))).toBe('not measured (no readable /proc/stat on this system)');
    expect(why(machineCpu(start, null, 0, 0, 1))).toBe('not measured (no readable /proc/stat on this system)');
    expect(why(machineCpu(start, { ...end, cores: 3 }, 0, 0, 1))).toBe(
      "not measured (the machine's CPUs changed in the window: 2 at its start, 3 at its end)",
    );
    expect(why(machineCpu(end, start, 0, 0, 1))).toBe(
      "not measured (/proc/stat's user, system, idle ticks went back in the window)",
    );
    expect(why(machineCpu(start, start, 0, 0, 1))).toBe('not measured (the window was empty)');
    expect(why(machineCpu(start, end, 0, 0, 0))).toBe('not measured (the window was empty)');
  });

  it("this machine's reading, where it is Linux", () => {
    const r = readCpu();
    if (process.platform !== 'linux') {
      expect(r).toBeNull();
      return;
    }
    expect(r).not.toBeNull();
    expect(r!.cores).toBeGreaterThan(0);
    expect(r!.ticks.user + r!.ticks.system + r!.ticks.idle).toBeGreaterThan(0);
  });
});
