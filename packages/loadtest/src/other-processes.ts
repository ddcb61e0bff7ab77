/**
 * Which other processes had the machine's cores during a load test's window: each process's CPU time from
 * Linux's `/proc/<pid>/stat`, read at the window's start and end, less the load test's own (this process and
 * every process under it: the server it started, its workers, the client processes).
 *
 * Why: the report's `machine CPU` line gives other work as one figure, and on a shared host that figure is often
 * the host's own kernel threads, not a user's program: the kernel's DAMON reclaim thread (`kdamond.0`) took 4–5% of
 * a core during every 10,000-table run of `npx kozyr loadtest --think 2000 --tables 10000 --workers 2` (0.2% with
 * the machine idle), in slices of up to 15 ms, and ran on one core while the workers' main threads waited for the
 * other. Named in the report, such work is seen in the run it touched instead of found afterwards with
 * `perf sched`.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** One process's CPU time so far. */
export interface ProcessTicks {
  readonly pid: number;
  readonly ppid: number;
  /** Its command name as the kernel keeps it (at most 15 characters: `kdamond.0`, `kworker/u8:2`, `node`). */
  readonly name: string;
  /** User and system time, in clock ticks. */
  readonly ticks: number;
  /** When it started, in clock ticks since boot: a pid used again is another process. */
  readonly started: number;
}

/** A name and the cores' worth its processes took over the window. */
export interface OtherProcess {
  readonly name: string;
  readonly cores: number;
}

/**
 * Clock ticks per second of `/proc/<pid>/stat`'s times: USER_HZ, which Linux fixes at 100 for user space on
 * every architecture Node runs on (the kernel's own HZ may differ; these fields are converted to USER_HZ).
 */
export const USER_HZ = 100;

/** At most this many names, each with at least this share of a core, are reported. */
export const BUSIEST = { top: 3, minCores: 0.005 } as const;

/**
 * One `/proc/<pid>/stat` line (proc(5)): pid, (comm), state, ppid, … utime (14th), stime (15th), … starttime
 * (22nd). The name may hold spaces and parentheses, so the fields after it are read from its last `)`. Null for
 * anything else.
 */
export function parsePidStat(text: string): ProcessTicks | null {
  const open = text.indexOf(' (');
  const close = text.lastIndexOf(')');
  if (open <= 0 || close < open) return null;
  const pid = Number(text.slice(0, open));
  const rest = text.slice(close + 2).trim().split(/\s+/);
  // rest[0] is field 3 (the state), rest[1] the ppid, rest[11] and rest[12] utime and stime, rest[19] starttime.
  const [ppid, utime, stime, started] = [rest[1], rest[11], rest[12], rest[19]].map(Number);
  if (![pid, ppid, utime, stime, started].every((n) => Number.isSafeInteger(n) && n! >= 0)) return null;
  return { pid, ppid: ppid!, name: text.slice(open + 2, close), ticks: utime! + stime!, started: started! };
}

/** Every process's CPU time now, by pid; null where there is no `/proc` (not Linux). */
export function readProcesses(proc = '/proc'): ReadonlyMap<number, ProcessTicks> | null {
  let entries: string[];
  try {
    entries = readdirSync(proc);
  } catch {
    return null;
  }
  const out = new Map<number, ProcessTicks>();
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    let text: string;
    try {
      text = readFileSync(`${proc}/${entry}/stat`, 'utf8');
    } catch {
      continue; // it ended between the listing and the read
    }
    const p = parsePidStat(text);
    if (p !== null) out.set(p.pid, p);
  }
  return out;
}

/** `root` and every process under it, as one reading shows their parents. */
export function processTree(processes: ReadonlyMap<number, ProcessTicks>, root: number): Set<number> {
  const tree = new Set([root]);
  for (const pid of processes.keys()) {
    const chain: number[] = [];
    let p = processes.get(pid);
    // Up through the parents until one already known to be in the tree, or one not in it (pid 1's parent is 0);
    // the bound stops a loop the readings' races could make of reused pids.
    while (p !== undefined && !tree.has(p.pid) && chain.length < processes.size) {
      chain.push(p.pid);
      p = processes.get(p.ppid);
    }
    if (p !== undefined && tree.has(p.pid)) { for (const c of chain) tree.add(c); }
  }
  return tree;
}

/**
 * The names whose processes took the most CPU between two readings, outside `own` (the load test's tree, as the
 * end reading shows it), in cores' worth over `seconds`; processes of one name (as the end reading has it: a
 * kernel worker's name says which queue it serves now) are summed. A process first seen at the end, or whose pid
 * another process has taken since, is counted from zero: it started in the window. One that ended in the window
 * is not counted (its time is gone with it). Each is read from its own clock, so together they may come to a
 * little more than the report's other work, which is the machine's busy ticks less the test's own processes' time.
 */
export function busiestOthers(
  start: ReadonlyMap<number, ProcessTicks>,
  end: ReadonlyMap<number, ProcessTicks>,
  own: ReadonlySet<number>,
  seconds: number,
): OtherProcess[] {
  const byName = new Map<string, number>();
  for (const p of end.values()) {
    if (own.has(p.pid)) continue;
    const before = start.get(p.pid);
    const ticks = before !== undefined && before.started === p.started ? p.ticks - before.ticks : p.ticks;
    if (ticks > 0) byName.set(p.name, (byName.get(p.name) ?? 0) + ticks);
  }
  return [...byName]
    .map(([name, ticks]) => ({ name, cores: ticks / USER_HZ / seconds }))
    .filter((o) => o.cores >= BUSIEST.minCores)
    .sort((a, b) => b.cores - a.cores || a.name.localeCompare(b.name))
    .slice(0, BUSIEST.top);
}
