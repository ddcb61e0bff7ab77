/**
 * `kozyr serve --workers N`: N worker processes (each a full server owning the
 * tables that hash to it) behind one primary that accepts every connection and
 * hands each table's socket to its owner over IPC (or relays it). Worker 0
 * starts first, so it alone runs the migrations; the rest start together. A
 * worker that dies is started again: it resumes its tables from storage, and
 * the clients that reached it reconnect and resync. The lobby's `online` is
 * the machine's: distinct people over every worker (online.ts).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import type { Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import { serverOptions } from '../config.ts';
import { nodeIdProblem, workerNodeId } from '../many-nodes/node-id.ts';
import { type RunningFront, startFront } from './front.ts';
import { type HandedSocket, WORKER_LISTENING } from './handoff.ts';
import { OnlineTally } from './online.ts';

export interface ClusterOptions {
  readonly workers: number;
  readonly port: number;
  readonly host: string;
  /** Extra environment for every worker (DATABASE_URL, KOZYR_SQLITE, ...). */
  readonly env?: Readonly<Record<string, string>>;
  /** The worker's entry module (tests give one with their own games). */
  readonly entry?: string;
  readonly log: (line: string) => void;
  /** This machine is one node of a club on Redis (its workers are nodes `<nodeId>-w<i>`; needs DATABASE_URL). */
  readonly node?: { readonly redisUrl: string; readonly nodeId: string; };
}

export interface RunningCluster {
  readonly url: string;
  readonly front: RunningFront;
  /** The worker processes by index (a restarted one replaces its entry). */
  readonly processes: readonly ChildProcess[];
  close(): Promise<void>;
}

const DEFAULT_ENTRY = fileURLToPath(new URL('./worker-main.ts', import.meta.url));
/** A worker's line once it listens, with its URL (handoff.ts, serveAsWorker). */
const LISTENING_LINE = new RegExp(`${WORKER_LISTENING} (\\S+)`);

/** The workers believe X-Forwarded-For from the front (loopback) on top of whatever proxy the club is behind. */
export function workerTrustProxy(given: string | undefined): string {
  const v = given?.trim() ?? '';
  if (v === '') return '127.0.0.1';
  return /^\d+$/.test(v) ? String(Number(v) + 1) : `${v},127.0.0.1`;
}

/** Flags of the primary that a worker must not copy: module loading (the worker has its own) and debugging. */
const NOT_FOR_WORKERS =
  /^--(import|require|loader|experimental-loader|inspect|inspect-brk|inspect-port|cpu-prof|heap-prof|prof)\b/;

/**
 * The garbage collector's flags every worker runs with unless the primary's command line or NODE_OPTIONS
 * sets the same flag (measured with `npx kozyr loadtest` and `node --trace-gc-nvp`; docs/operating.md, "A busy club"):
 * - a 64 MB young generation (Node's default is 16 MB): the moves in flight in a turn of the event loop die
 *   young instead of being copied by every scavenge and promoted;
 * - the old generation may grow to four times what the last full collection found alive before the next
 *   one starts (the top of V8's own range). V8 otherwise sizes that headroom by how fast it marks, and
 *   counts the young generation against it: a worker of 2,000 human-paced tables with 59 MB alive was
 *   given a limit of 129 MB, began marking once less than the young generation's 64 MB of it was left,
 *   after a few MB promoted, and so ran a full collection every 2.6 s, its helper threads marking the
 *   whole heap each time. Twice was not enough at 1,000 closed-loop tables: in 7 of 11 runs
 *   a worker fell into a full collection every 1.4 s, and while marking ran each scavenge kept 9–12 MB of
 *   young garbage alive (2.5–2.9 KB a move against 0.4–0.7 KB), promoted it, and so brought the next
 *   marking on (server CPU 91–112 µs a move; 76–91 with four times, 5 runs of 5);
 * - no allocation-site pretenuring: V8 otherwise has the allocation sites whose objects survive scavenges
 *   (a table's new state, which lives until the table's next move) allocate straight in the old generation,
 *   where each dies within seconds and waits for a full collection, and every young object stored into one
 *   goes through the write barrier's slow path. Without it, at 10,000 human-paced tables (seven interleaved
 *   pairs of `npx kozyr loadtest --think 2000 --tables 9900 --clients 2 --workers 2`): server CPU 114 µs a move
 *   against 123 (medians), rss 0.93–0.95 GB against 1.02–1.16, scavenges 20 ms each against 14; at 1,000
 *   closed-loop tables 75 and 71 µs a move against 78 and 81.
 */
export const WORKER_GC_FLAGS = [
  '--max-semi-space-size=64',
  '--heap-growing-percent=300',
  '--no-allocation-site-pretenuring',
] as const;

/**
 * A flag's name as V8 compares it (`--max_semi_space_size=16` sets `--max-semi-space-size`); a boolean's
 * `--no-` form names the same flag (`--allocation-site-pretenuring` given by the operator keeps it on).
 */
const flagName = (arg: string): string => arg.split('=')[0]!.replace(/_/g, '-').replace(/^--no-/, '--');

/**
 * The primary's Node/V8 flags that the workers run with too: the GC's (`node --max-semi-space-size=16
 * --single-threaded-gc ... kozyr serve --workers 2`, as `kozyr loadtest --node-flags` starts it; several
 * are refused in NODE_OPTIONS) and --expose-gc (for /api/stats?gc=1); then each of WORKER_GC_FLAGS that
 * neither they nor `nodeOptions` (the workers inherit NODE_OPTIONS) set. A flag given with its value as the
 * next argument (`--import tsx`) is skipped with it.
 */
export function workerExecArgv(primary: readonly string[], nodeOptions = process.env['NODE_OPTIONS'] ?? ''): string[] {
  const out: string[] = [];
  for (let i = 0; i < primary.length; i++) {
    const a = primary[i]!;
    if (NOT_FOR_WORKERS.test(a)) {
      if (!a.includes('=') && /^--(import|require|loader|experimental-loader)$/.test(a)) i++;
      continue;
    }
    out.push(a);
  }
  const given = new Set([...out, ...nodeOptions.split(/\s+/)].map(flagName));
  for (const flag of WORKER_GC_FLAGS) if (!given.has(flagName(flag))) out.push(flag);
  return out;
}

function spawnWorker(o: ClusterOptions, index: number): { child: ChildProcess; url: Promise<string>; } {
  // Workers run the TypeScript sources through tsx, like the CLI, with the primary's flags (workerExecArgv).
  const flags = workerExecArgv(process.execArgv);
  const child = spawn(process.execPath, [...flags, '--import', import.meta.resolve('tsx'), o.entry ?? DEFAULT_ENTRY], {
    env: {
      ...process.env,
      ...o.env,
      KOZYR_SHARD: `${index}/${o.workers}`,
      ...(o.node === undefined ? {} : { KOZYR_REDIS_URL: o.node.redisUrl, KOZYR_NODE_ID: workerNodeId(o.node.nodeId, index) }),
      KOZYR_TRUST_PROXY: workerTrustProxy(o.env?.['KOZYR_TRUST_PROXY'] ?? process.env['KOZYR_TRUST_PROXY']),
    },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  const url = new Promise<string>((resolve, reject) => {
    let out = '';
    const onData = (d: Buffer) => {
      out += d.toString();
      const m = LISTENING_LINE.exec(out);
      if (m) {
        child.stdout!.off('data', onData);
        child.stdout!.resume();
        resolve(m[1]!);
      }
    };
    child.stdout!.on('data', onData);
    child.once('exit', (code, signal) => reject(new Error(`worker ${index} exited while starting (${code ?? signal})`)));
  });
  return { child, url };
}

export async function startCluster(o: ClusterOptions): Promise<RunningCluster> {
  if (!Number.isInteger(o.workers) || o.workers < 1) throw new Error(`--workers must be a whole number ≥ 1, got ${o.workers}`);
  const idProblem = o.node === undefined ? null : nodeIdProblem(workerNodeId(o.node.nodeId, o.workers - 1));
  if (idProblem !== null) throw new Error(`--node-id (with -w<i> added for each worker): ${idProblem}`);
  const processes: ChildProcess[] = [];
  /** Whether worker i has started listening (a restarting one takes no sockets until then). */
  const ready: boolean[] = [];
  let closing = false;
  let front: RunningFront | undefined;
  /** The people on every worker, counted once (online.ts): each worker's lobby says how many. */
  const online = new OnlineTally(() => processes);
  const started = (index: number, w: { child: ChildProcess; url: Promise<string>; }) => {
    processes[index] = w.child;
    ready[index] = false;
    w.child.on('message', (m: unknown) => online.heard(index, m));
    void w.url.then(() => {
      if (processes[index] !== w.child) return;
      ready[index] = true;
      online.tellWorker(w.child);
    }, () => {});
    w.child.once('exit', (code, signal) => {
      ready[index] = false;
      online.dropWorker(index);
      if (closing) return;
      o.log(`worker ${index} exited (${code ?? signal}); starting it again`);
      front?.dropWorker(index);
      const again = spawnWorker(o, index);
      void started(index, again);
      again.url.then((url) => front?.setWorker(index, url), (e: unknown) => o.log(String(e)));
    });
    return w.url;
  };
  try {
    const first = await started(0, spawnWorker(o, 0));
    const rest = await Promise.all(Array.from({ length: o.workers - 1 }, (_, i) => started(i + 1, spawnWorker(o, i + 1))));
    const handOff = (index: number, request: Buffer, socket: Socket): boolean => {
      const child = processes[index];
      if (child === undefined || !ready[index] || !child.connected) return false;
      const message: HandedSocket = { kozyr: 'socket', request: request.toString('base64') };
      // keepOpen false: the primary lets go of the socket once the worker has it (the worker's copy stays open).
      // Once sent, the primary's socket object has no handle left; destroying it lets the server's count of
      // open connections drop (else closing the server waits for it forever).
      child.send(message, socket, { keepOpen: false }, () => socket.destroy());
      return true;
    };
    // The front judges origins and client addresses by the club's settings, as its workers read them.
    const club = serverOptions({}, { ...process.env, ...o.env });
    front = await startFront({
      port: o.port,
      host: o.host,
      workers: [first, ...rest],
      handOff,
      workersAreNodes: o.node !== undefined,
      allowedOrigins: club.allowedOrigins,
      trustProxy: club.trustProxy,
    });
  } catch (e) {
    closing = true;
    online.stop();
    for (const p of processes) p.kill('SIGKILL');
    throw e;
  }
  const running = front;
  return {
    url: running.url,
    front: running,
    processes,
    async close() {
      closing = true;
      online.stop();
      await running.close();
      await Promise.all(
        processes.map((p) =>
          p.exitCode !== null || p.signalCode !== null ? undefined : new Promise<void>((resolve) => {
            p.once('exit', () => resolve());
            p.kill('SIGTERM');
          })
        ),
      );
    },
  };
}
