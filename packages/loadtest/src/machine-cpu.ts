/**
 * The whole machine's CPU over a load test's window, from Linux's `/proc/stat`: how many cores' worth were busy,
 * how much of that was the test's own server and clients and how much other work, and what the hypervisor took
 * (steal) or the disk held up (iowait).
 *
 * Why: on a shared machine the same code gives different tails from run to run. The 1-minute load average the
 * report printed already is an average over a minute that includes the seating and the warm-up, and it cannot tell
 * the test's own processes from other work, nor a host that takes the cores away (one of six 10,000-table runs of
 * `npx kozyr loadtest --think 2000 --tables 10000`, sampled by hand from `/proc/stat`, lost 10.8% of the machine to
 * steal, and its p99 was 61.9 ms). These
 * figures are read at the window's start and end, so each run says what else had the cores while it was measured.
 *
 * `/proc/stat` counts in ticks of every CPU summed; a window's share of each kind, times the cores, is cores' worth
 * (no tick length needed). Elsewhere than Linux there is no such file: the figures are absent, and the report says so;
 * so it does, with its own reason, where the readings cannot be trusted (the CPUs changed, a counter went back).
 * Where the load test started the server itself, the busiest other processes are named (other-processes.ts).
 */
import { readFileSync } from 'node:fs';
import { busiestOthers, type OtherProcess, type ProcessTicks, processTree, readProcesses } from './other-processes.ts';

/** The columns of `/proc/stat`'s `cpu` line, in its order (proc(5)); `guest` time is already counted in `user`. */
export const CPU_COLUMNS = ['user', 'nice', 'system', 'idle', 'iowait', 'irq', 'softirq', 'steal'] as const;
export type CpuColumn = (typeof CPU_COLUMNS)[number];

/** One reading: the ticks of every kind since boot, summed over `cores` CPUs. */
export interface CpuReading {
  readonly ticks: { readonly [K in CpuColumn]: number; };
  readonly cores: number;
  /** Every process's CPU time at the same moment (other-processes.ts); absent or null where unread. */
  readonly processes?: ReadonlyMap<number, ProcessTicks> | null;
}

/** The window's CPU in cores' worth (a fraction of the window's ticks times the cores). */
export interface MachineCpu {
  readonly cores: number;
  /** Running anything: user, nice, system, irq and softirq. */
  readonly busy: number;
  /** Of `busy`: the server's processes (its own CPU figure, primary and workers). */
  readonly server: number;
  /** Of `busy`: the scripted clients' processes. */
  readonly clients: number;
  /** Of `busy`: everything else (other processes, the load test's coordinator and the kernel's work for them). */
  readonly other: number;
  /**
   * Of `other`: the busiest processes outside the load test, by name (other-processes.ts); null where they are not
   * named (no per-process readings, or a server the load test did not start, which could not be told from them).
   */
  readonly busiest: readonly OtherProcess[] | null;
  /** Taken by the hypervisor for other guests while this machine had work to run. */
  readonly steal: number;
  /** Idle with a disk request outstanding. */
  readonly iowait: number;
}

/** No figures for the window, and why (the report prints it). */
export interface MachineCpuUnmeasured {
  readonly unmeasured: string;
}

/** The `cpu` line of a `/proc/stat` text and its count of `cpuN` lines; null if the text is not that file's. */
export function parseProcStat(text: string): CpuReading | null {
  const lines = text.split('\n');
  const total = lines.find((l) => l.startsWith('cpu '));
  const cores = lines.filter((l) => /^cpu\d+ /.test(l)).length;
  if (total === undefined || cores === 0) return null;
  const fields = total.trim().split(/\s+/).slice(1).map(Number);
  // Kernels before 2.6.11 had no steal column; such a line is not read rather than read wrong.
  if (fields.length < CPU_COLUMNS.length || fields.some((n) => !Number.isSafeInteger(n) || n < 0)) return null;
  const ticks = Object.fromEntries(CPU_COLUMNS.map((k, i) => [k, fields[i]!])) as CpuReading['ticks'];
  return { ticks, cores };
}

/**
 * This machine's reading now, with every process's CPU time; null where there is no `/proc/stat` (not Linux) or
 * it cannot be read.
 */
export function readCpu(
  read: () => string = () => readFileSync('/proc/stat', 'utf8'),
  processes: () => ReadonlyMap<number, ProcessTicks> | null = readProcesses,
): CpuReading | null {
  try {
    const r = parseProcStat(read());
    return r === null ? null : { ...r, processes: processes() };
  } catch {
    return null;
  }
}

/**
 * A reading at a load test's window's start or end. Every process's CPU time is read only where the load test
 * started the server (`ownServer`), the one case where other processes are named: for a server given by `--url`
 * the report cannot tell its processes from other work, so reading the whole of `/proc` there buys nothing, and
 * a probe of every process at the window's start is itself work that disturbs the window it measures.
 */
export function readWindowCpu(
  ownServer: boolean,
  processes: () => ReadonlyMap<number, ProcessTicks> | null = readProcesses,
): CpuReading | null {
  return readCpu(undefined, ownServer ? processes : () => null);
}

/**
 * The window between two readings, with the server's and the clients' own CPU time in it (µs, as each process
 * counts it); where there are no figures to give, why: a reading is missing, the machine's CPUs changed, a counter
 * went back, or no tick passed. With `own`, the pid of the process the server, its workers and the clients all run
 * under (the load test's), the processes outside that tree are named as other work.
 */
export function machineCpu(
  start: CpuReading | null,
  end: CpuReading | null,
  serverMicros: number,
  clientMicros: number,
  seconds: number,
  own: number | null = null,
): MachineCpu | MachineCpuUnmeasured {
  if (start === null || end === null) return { unmeasured: 'no readable /proc/stat on this system' };
  if (start.cores !== end.cores) {
    return { unmeasured: `the machine's CPUs changed in the window: ${start.cores} at its start, ${end.cores} at its end` };
  }
  const d = Object.fromEntries(CPU_COLUMNS.map((k) => [k, end.ticks[k] - start.ticks[k]])) as CpuReading['ticks'];
  const back = CPU_COLUMNS.filter((k) => d[k] < 0);
  if (back.length > 0) return { unmeasured: `/proc/stat's ${back.join(', ')} ticks went back in the window` };
  const all = CPU_COLUMNS.reduce((n, k) => n + d[k], 0);
  if (all <= 0 || !(seconds > 0)) return { unmeasured: 'the window was empty' };
  const cores = start.cores;
  const share = (ticks: number) => (ticks / all) * cores;
  const busy = share(d.user + d.nice + d.system + d.irq + d.softirq);
  const server = serverMicros / 1e6 / seconds;
  const clients = clientMicros / 1e6 / seconds;
  // The processes' own clocks and the ticks are read a few milliseconds apart: a small negative rest is that, not work.
  const other = Math.max(0, busy - server - clients);
  const busiest = own === null || !start.processes || !end.processes ?
    null :
    busiestOthers(start.processes, end.processes, processTree(end.processes, own), seconds);
  return { cores, busy, server, clients, other, busiest, steal: share(d.steal), iowait: share(d.iowait) };
}

/** The report's line after `machine CPU`. */
export function describeMachineCpu(m: MachineCpu | MachineCpuUnmeasured): string {
  if ('unmeasured' in m) return `not measured (${m.unmeasured})`;
  const c = (n: number) => n.toFixed(2);
  const named = m.busiest === null || m.busiest.length === 0 ?
    '' :
    ` (the busiest: ${m.busiest.map((o) => `${o.name} ${c(o.cores)}`).join(', ')})`;
  return `${c(m.busy)} of ${m.cores} cores busy: server ${c(m.server)}, clients ${c(m.clients)}, other work ${
    c(m.other)
  }${named}; taken by the host (steal) ${c(m.steal)}, waiting for the disk ${c(m.iowait)} (/proc/stat over the window)`;
}
