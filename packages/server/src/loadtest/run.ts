/**
 * The load test: N Durak tables, two scripted players each, against a server
 * on loopback, for a bounded time. Reports moves per second, move→broadcast
 * latency percentiles and the server's memory per table (from /api/stats).
 */
import { LoadPlayer } from './player.ts';

export interface LoadtestOptions {
  readonly url: string;
  /**
   * Every node of a club on many nodes (the first is `url`): table i is created on node i and joined from
   * node i + 1, so half the sockets reach their table through another node. Figures are summed over nodes.
   */
  readonly urls?: readonly string[];
  readonly tables: number;
  readonly seconds: number;
  readonly game: string;
  /** Mean think time before each move (ms); 0 = every client moves as soon as it may. */
  readonly thinkMs: number;
  readonly log: (line: string) => void;
  /** The clock the run is timed by (tests give one whose timers fire early). */
  readonly clock?: Clock;
}

/** A progress line every so often during play. */
const PROGRESS_EVERY_MS = 5000;

export interface LoadtestResult {
  readonly tables: number;
  readonly sockets: number;
  readonly seconds: number;
  readonly moves: number;
  readonly movesPerSecond: number;
  readonly games: number;
  readonly refused: number;
  /** Moves refused as over the server's message rate (and sent again). */
  readonly rateLimited: number;
  readonly p50: number;
  readonly p99: number;
  readonly max: number;
  readonly serverBytesPerTable: number;
  readonly serverRss: number;
  readonly serverHeap: number;
  /** Server CPU time (user + system) per accepted move during play: a figure that other load on the machine does not inflate. */
  readonly serverCpuMicrosPerMove: number;
  /** This (client) process's CPU time per move during play: the scripted clients must stay cheap next to the server. */
  readonly clientCpuMicrosPerMove: number;
  /** The server's event-loop delay during play (stalls show here, not in CPU use). */
  readonly serverLoopDelayMs: Stats['loopDelayMs'];
}

interface Stats {
  readonly tables: number;
  readonly cpuMicros: number;
  readonly movesAccepted: number;
  readonly loopDelayMs: { readonly p50: number; readonly p99: number; readonly max: number; };
  readonly memory: { readonly rss: number; readonly heapUsed: number; };
}

async function stats1(url: string, reset: boolean): Promise<Stats> {
  return (await (await fetch(`${url}/api/stats?gc=1${reset ? '&reset=1' : ''}`)).json()) as Stats;
}

/** One server's figures, or the sum over a club's nodes (the loop delay: the worst node's). */
async function stats(urls: string | readonly string[], reset = false): Promise<Stats> {
  const each = await Promise.all((typeof urls === 'string' ? [urls] : urls).map((u) => stats1(u, reset)));
  if (each.length === 1) return each[0]!;
  const sum = (f: (s: Stats) => number) => each.reduce((n, s) => n + f(s), 0);
  const worst = (f: (s: Stats) => number) => Math.max(...each.map(f));
  return {
    tables: sum((s) => s.tables),
    cpuMicros: sum((s) => s.cpuMicros),
    movesAccepted: sum((s) => s.movesAccepted),
    loopDelayMs: {
      p50: worst((s) => s.loopDelayMs.p50),
      p99: worst((s) => s.loopDelayMs.p99),
      max: worst((s) => s.loopDelayMs.max),
    },
    memory: { rss: sum((s) => s.memory.rss), heapUsed: sum((s) => s.memory.heapUsed) },
  };
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

export interface Clock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

const realClock: Clock = { now: () => performance.now(), sleep };

/**
 * Waits from `start` until `totalMs` have passed, calling `mark(elapsedMs)` once
 * at every `everyMs` and once at the end. A timer may fire a little before its
 * time (Node's timers run on a millisecond clock cached per loop turn), so each
 * mark waits until its time has truly come: no mark is repeated, and the last
 * one is printed once.
 */
export async function progressMarks(
  clock: Clock,
  start: number,
  totalMs: number,
  everyMs: number,
  mark: (elapsedMs: number) => void,
): Promise<void> {
  for (let at = Math.min(everyMs, totalMs);; at = Math.min(at + everyMs, totalMs)) {
    for (let left = at - (clock.now() - start); left > 0; left = at - (clock.now() - start)) {
      await clock.sleep(Math.max(1, Math.ceil(left)));
    }
    mark(clock.now() - start);
    if (at >= totalMs) return;
  }
}

export async function runLoadtest(o: LoadtestOptions): Promise<LoadtestResult> {
  const nodes = o.urls ?? [o.url];
  const base = await stats(nodes);
  const players: LoadPlayer[] = [];
  const pairs: [LoadPlayer, LoadPlayer][] = [];
  // Connect and seat in batches: a burst of thousands of handshakes at once only measures the accept queue.
  const BATCH = 50;
  for (let i = 0; i < o.tables; i += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, o.tables - i) }, (_, j) => {
      const [home, other] = [nodes[(i + j) % nodes.length]!, nodes[(i + j + 1) % nodes.length]!];
      return [new LoadPlayer(home, true, o.thinkMs), new LoadPlayer(other, false, o.thinkMs)] as [LoadPlayer, LoadPlayer];
    });
    await Promise.all(batch.flat().map((p) => p.ready()));
    for (const pair of batch) {
      players.push(...pair);
      pairs.push(pair);
    }
  }
  o.log(`connected ${players.length} sockets`);
  const created = await Promise.all(
    pairs.map(([a]) => a.request({ type: 'table.create', game: o.game, seats: 2, botDelayMs: 0 })),
  );
  const refusedCreate = created.find((r) => r['type'] !== 'reply');
  if (refusedCreate !== undefined) throw new Error(`the server refused a table: ${JSON.stringify(refusedCreate)}`);
  const ids = created.map((r) => (r['data'] as { table: string; }).table);
  o.log(`created ${ids.length} tables; seating and playing for ${o.seconds}s`);
  const clock = o.clock ?? realClock;
  const started = clock.now();
  await Promise.all(
    pairs.map(async ([a, b], i) => {
      a.table = ids[i]!;
      b.table = ids[i]!;
      await b.request({ type: 'table.join', table: ids[i] });
    }),
  );
  // Every table is live now (state, subscribers, timers): the heap grown since start, per table.
  const loaded = await stats(nodes, true);
  const serverBytesPerTable = (loaded.memory.heapUsed - base.memory.heapUsed) / o.tables;
  const clientCpu = process.cpuUsage();
  const movesAtLoad = players.reduce((n, p) => n + p.moves, 0);
  await progressMarks(clock, started, o.seconds * 1000, PROGRESS_EVERY_MS, (elapsed) => {
    const moves = players.reduce((n, p) => n + p.moves, 0);
    o.log(`${(elapsed / 1000).toFixed(0)}s: ${moves} moves`);
  });
  for (const p of players) p.stop();
  const clientCpuUsed = process.cpuUsage(clientCpu);
  const elapsed = (clock.now() - started) / 1000;
  const end = await stats(nodes);
  for (const p of players) p.close();

  const latencies = players.flatMap((p) => p.latencies).sort((x, y) => x - y);
  const moves = players.reduce((n, p) => n + p.moves, 0);
  return {
    tables: o.tables,
    sockets: players.length,
    seconds: elapsed,
    moves,
    movesPerSecond: moves / elapsed,
    games: players.filter((_, i) => i % 2 === 0).reduce((n, p) => n + p.games, 0),
    refused: players.reduce((n, p) => n + p.refused, 0),
    rateLimited: players.reduce((n, p) => n + p.rateLimited, 0),
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies[latencies.length - 1] ?? NaN,
    serverBytesPerTable,
    serverRss: end.memory.rss,
    serverHeap: end.memory.heapUsed,
    serverLoopDelayMs: end.loopDelayMs,
    clientCpuMicrosPerMove: (clientCpuUsed.user + clientCpuUsed.system) / Math.max(1, moves - movesAtLoad),
    serverCpuMicrosPerMove: (end.cpuMicros - loaded.cpuMicros) / Math.max(1, end.movesAccepted - loaded.movesAccepted),
  };
}
