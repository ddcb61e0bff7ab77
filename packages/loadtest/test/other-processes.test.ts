/**
 * The other processes of a load test's window (loadtest/other-processes.ts): `/proc/<pid>/stat` read as proc(5)
 * lays it out, the load test's own tree left out, and the busiest of the rest named in the report's machine line.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { describeMachineCpu, machineCpu, parseProcStat } from '../src/machine-cpu.ts';
import { busiestOthers, parsePidStat, type ProcessTicks, processTree, readProcesses, USER_HZ } from '../src/other-processes.ts';

/** A `/proc/<pid>/stat` line: pid (comm) state ppid, fields 5–13 as zeros, utime, stime, 16–21, starttime, more. */
const statLine = (pid: number, comm: string, ppid: number, utime: number, stime: number, started = 123) =>
  `${pid} (${comm}) S ${ppid} ${Array(9).fill(0).join(' ')} ${utime} ${stime} 0 0 20 0 1 0 ${started} 456 78\n`;

const processes = (...ps: readonly [pid: number, name: string, ppid: number, ticks: number, started?: number][]) =>
  new Map<number, ProcessTicks>(
    ps.map(([pid, name, ppid, ticks, started = 1]) => [pid, { pid, name, ppid, ticks, started }]),
  );

describe('the other processes of the window', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });

  it('reads pid, parent, name and user + system ticks, whatever the name holds', () => {
    expect(parsePidStat(statLine(84, 'kdamond.0', 2, 0, 4237, 2048))).toEqual({
      pid: 84,
      ppid: 2,
      name: 'kdamond.0',
      ticks: 4237,
      started: 2048,
    });
    // A name may hold spaces and parentheses: the fields after it are read from its last ')'.
    expect(parsePidStat(statLine(7, 'tmux: (server) x', 1, 12, 30))).toEqual({
      pid: 7,
      ppid: 1,
      name: 'tmux: (server) x',
      ticks: 42,
      started: 123,
    });
    expect(parsePidStat('')).toBeNull();
    expect(parsePidStat('cpu  1 2 3 4 5 6 7 8\n')).toBeNull();
    expect(parsePidStat('84 (kdamond.0) S 2 0 0\n')).toBeNull();
    expect(parsePidStat(statLine(84, 'x', 2, 5, 6).replace(' 5 6 ', ' 5 -6 '))).toBeNull();
    expect(parsePidStat(statLine(84, 'x', 2, 5, 6).replace('84 ', 'x84 '))).toBeNull();
  });

  it("the load test's tree is its process and every process under it, at any depth", () => {
    const ps = processes(
      [1, 'init', 0, 0],
      [10, 'node', 1, 0], // the load test
      [11, 'node', 10, 0], // the server it started
      [12, 'node', 11, 0], // a worker of that server
      [13, 'node', 10, 0], // a client process
      [20, 'node', 1, 0], // another program's node
      [30, 'a', 31, 0], // a loop of parents (pids reused between readings) ends the walk
      [31, 'b', 30, 0],
    );
    expect([...processTree(ps, 10)].sort((a, b) => a - b)).toEqual([10, 11, 12, 13]);
    expect([...processTree(ps, 11)].sort((a, b) => a - b)).toEqual([11, 12]);
    expect([...processTree(ps, 99)]).toEqual([99]);
  });

  it('names the busiest other processes by name, in cores over the window, and leaves out the own tree', () => {
    // 10 s: 1,000 ticks are one core's worth (USER_HZ 100), 10 ticks 0.01 of a core.
    expect(USER_HZ).toBe(100);
    const start = processes(
      [84, 'kdamond.0', 2, 10_000],
      [5, 'kworker/u8:2', 2, 300],
      [6, 'kworker/u8:2', 2, 100],
      [10, 'node', 1, 1_000],
      [11, 'node', 10, 2_000],
      [40, 'sleep', 1, 7],
      [50, 'kworker/1:0-events', 2, 1_000],
    );
    const end = processes(
      [84, 'kdamond.0', 2, 10_050], // 50 ticks: 0.05 cores
      [5, 'kworker/u8:2', 2, 301], // 1 + 2 ticks under one name: 0.003 cores, under the floor
      [6, 'kworker/u8:2', 2, 102],
      [10, 'node', 1, 1_100], // the load test and the server it started: its own
      [11, 'node', 10, 2_090],
      [40, 'grep', 1, 9, 2], // pid 40 taken by a process started since: from zero (not 9 - 7)
      [50, 'kworker/1:0-mm_percpu_wq', 2, 1_008], // a kernel worker's name changes with its queue: still 8 ticks
    );
    const busiest = busiestOthers(start, end, processTree(end, 10), 10);
    expect(busiest.map((o) => o.name)).toEqual(['kdamond.0', 'grep', 'kworker/1:0-mm_percpu_wq']);
    expect(busiest.map((o) => o.cores)).toEqual([0.05, 0.009, 0.008].map((n) => expect.closeTo(n, 10)));
    // Without the own tree left out, the load test's own processes would head the list, summed by name.
    expect(busiestOthers(start, end, new Set(), 10)[0]).toEqual({ name: 'node', cores: expect.closeTo(0.19, 10) });
  });

  it('names at most three, each with at least 0.005 of a core; a process started in the window counts from zero', () => {
    const start = processes([1, 'a', 0, 100], [2, 'b', 0, 100], [3, 'c', 0, 100], [4, 'd', 0, 100]);
    const end = processes([1, 'a', 0, 140], [2, 'b', 0, 130], [3, 'c', 0, 120], [4, 'd', 0, 110], [5, 'new', 0, 35]);
    expect(busiestOthers(start, end, new Set(), 10).map((o) => o.name)).toEqual(['a', 'new', 'b']);
    expect(busiestOthers(processes(), processes([6, 'e', 0, 4]), new Set(), 10)).toEqual([]);
    expect(busiestOthers(processes(), processes([6, 'e', 0, 5]), new Set(), 10)).toEqual([{ name: 'e', cores: 0.005 }]);
  });

  it('reads every numbered entry of a /proc, skipping what is not a process or ended before it was read', () => {
    const proc = mkdtempSync(join(tmpdir(), 'kozyr-proc-'));
    dirs.push(proc);
    for (const [pid, line] of [[1, statLine(1, 'init', 0, 5, 5, 1)], [84, statLine(84, 'kdamond.0', 2, 0, 9, 7)]] as const) {
      mkdirSync(join(proc, String(pid)));
      writeFileSync(join(proc, String(pid), 'stat'), line);
    }
    mkdirSync(join(proc, '77')); // ended: no stat left
    mkdirSync(join(proc, 'self'));
    writeFileSync(join(proc, 'stat'), 'cpu  1 2 3 4 5 6 7 8\n');
    const ps = readProcesses(proc);
    expect([...ps!.values()].sort((a, b) => a.pid - b.pid)).toEqual([
      { pid: 1, ppid: 0, name: 'init', ticks: 10, started: 1 },
      { pid: 84, ppid: 2, name: 'kdamond.0', ticks: 9, started: 7 },
    ]);
    expect(readProcesses(join(proc, 'no-such-dir'))).toBeNull();
  });

  it("this machine's processes, where it is Linux: this one among them, with its parent", () => {
    const ps = readProcesses();
    if (process.platform !== 'linux') {
      expect(ps).toBeNull();
      return;
    }
    expect(ps!.get(process.pid)?.ppid).toBe(process.ppid);
  });

  it('the machine line names them after other work where the load test started the server, and not otherwise', () => {
    const procStat = (user: number, idle: number) => `cpu  ${user} 0 0 ${idle} 0 0 0 0 0 0\ncpu0 0\ncpu1 0\n`;
    const reading = (user: number, idle: number, ps: ReadonlyMap<number, ProcessTicks>) => ({
      ...parseProcStat(procStat(user, idle))!,
      processes: ps,
    });
    const start = reading(1000, 1000, processes([10, 'node', 1, 0], [84, 'kdamond.0', 2, 0]));
    const end = reading(1600, 1400, processes([10, 'node', 1, 400], [84, 'kdamond.0', 2, 50]));
    const named = machineCpu(start, end, 4e6, 0, 10, 10);
    expect(describeMachineCpu(named)).toBe(
      '1.20 of 2 cores busy: server 0.40, clients 0.00, other work 0.80 (the busiest: kdamond.0 0.05); ' +
        'taken by the host (steal) 0.00, waiting for the disk 0.00 (/proc/stat over the window)',
    );
    const unnamed = machineCpu(start, end, 4e6, 0, 10);
    expect(unnamed).toMatchObject({ busiest: null });
    expect(describeMachineCpu(unnamed)).not.toContain('busiest');
    // Readings without processes: nothing named either.
    expect(machineCpu({ ...start, processes: null }, end, 4e6, 0, 10, 10)).toMatchObject({ busiest: null });
  });
});
