/**
 * The load test: N Durak tables, two scripted players each, against a server
 * on loopback, for a bounded time. Reports moves per second, move→broadcast
 * latency percentiles and the server's memory per table (from /api/stats).
 */
import { type GcPauseFigures, summedGcPauses } from '../gc-pauses.ts';
import type { LoopDelayFigures } from '../loop-delay.ts';
import { type LoopStallFigures, summedStalls } from '../loop-stalls.ts';
import { summedWriteFigures, type WriteFigures } from '../storage/write-figures.ts';
import { type MachineCpu, type MachineCpuUnmeasured, readWindowCpu } from './machine-cpu.ts';
import { LoadPlayer } from './player.ts';
import { loadtestResult, MeasuredWindow } from './tally.ts';

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
  /**
   * Each table's turn timer (s; default 0: none), as a club's table sets it: the server arms a timer for the
   * player to move at every move. Longer than any think time, so it never fires: what it measures is its upkeep.
   */
  readonly turnSeconds?: number;
  readonly log: (line: string) => void;
  /** The clock the run is timed by (tests give one whose timers fire early). */
  readonly clock?: Clock;
  /**
   * Client processes (default 1, this one). More spread the sockets over processes: one
   * process may hold at most `ulimit -n` sockets, and one event loop timing 20,000 of them
   * measures itself. With more than one, the measured window starts once every table is seated.
   */
  readonly clients?: number;
  /**
   * Seconds played after every table is seated and before the measured window (default 0): the seating's
   * aftermath (every table's first moves at once, the server collecting what seating left) is not steady play.
   */
  readonly warmupSeconds?: number;
  /**
   * Whether the server under test runs under this process (`kozyr loadtest` started it): the processes outside
   * this one's tree are then other work, and the report names the busiest (other-processes.ts). A server given by
   * `--url` could not be told from them.
   */
  readonly ownServer?: boolean;
}

/** A progress line every so often during play. */
export const PROGRESS_EVERY_MS = 5000;

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
  /** The server's event-loop stalls in the window and where their time went (every worker's, summed). */
  readonly serverLoopStalls: LoopStallFigures;
  /** The server's collector pauses in the window (every worker's, summed; the longest kept). */
  readonly serverGcPauses: GcPauseFigures;
  /** How long stored moves waited for their commit, and the checkpoints' holds, in the window (write-figures.ts). */
  readonly serverWrites: WriteFigures;
  /** The client processes' event-loop delay during play (the worst process's): what the latencies include of the clients' own. */
  readonly clientLoopDelayMs: LoopDelayFigures;
  /** The client processes' stalls, summed. */
  readonly clientLoopStalls: LoopStallFigures;
  /** The whole machine's CPU in the window: the test's own, other work, steal (or why it was not measured). */
  readonly machine: MachineCpu | MachineCpuUnmeasured;
}

export interface Stats {
  readonly tables: number;
  readonly cpuMicros: number;
  readonly movesAccepted: number;
  readonly loopDelayMs: { readonly p50: number; readonly p99: number; readonly max: number; };
  /** Absent from a server that does not measure them (the floor). */
  readonly loopStalls?: LoopStallFigures;
  /** Absent from a server that does not measure them (the floor). */
  readonly gcPauses?: GcPauseFigures;
  /** Absent from a server that stores nothing (the floor). */
  readonly writes?: WriteFigures;
  readonly memory: { readonly rss: number; readonly heapUsed: number; };
}

/** `gc`: the server collects garbage first (a full, stop-the-world collection: never inside the measured window). */
interface StatsQuery {
  readonly reset?: boolean;
  readonly gc?: boolean;
}

async function stats1(url: string, q: StatsQuery): Promise<Stats> {
  const query = [q.gc === true ? 'gc=1' : '', q.reset === true ? 'reset=1' : ''].filter((p) => p !== '').join('&');
  return (await (await fetch(`${url}/api/stats${query === '' ? '' : `?${query}`}`)).json()) as Stats;
}

/**
 * The server's figures at the window's end, read while every socket is still
 * open and before any forced collection: a stop-the-world collection (or 20,000
 * sockets closing at once) after the last move would otherwise count as the
 * window's CPU and as its longest loop stall. The memory is read after a
 * collection, as at the start.
 */
export async function windowEnd(nodes: string | readonly string[]): Promise<Stats> {
  const end = await stats(nodes);
  const settled = await stats(nodes, { gc: true });
  return { ...end, memory: settled.memory };
}

/** One server's figures, or the sum over a club's nodes (the loop delay: the worst node's). */
export async function stats(urls: string | readonly string[], q: StatsQuery = {}): Promise<Stats> {
  const each = await Promise.all((typeof urls === 'string' ? [urls] : urls).map((u) => stats1(u, q)));
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
    loopStalls: summedStalls(each.flatMap((s) => (s.loopStalls === undefined ? [] : [s.loopStalls]))),
    gcPauses: summedGcPauses(each.flatMap((s) => (s.gcPauses === undefined ? [] : [s.gcPauses]))),
    writes: summedWriteFigures(each.flatMap((s) => (s.writes === undefined ? [] : [s.writes]))),
    memory: { rss: sum((s) => s.memory.rss), heapUsed: sum((s) => s.memory.heapUsed) },
  };
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

/** Handshakes (and requests) in flight at once while the tables are set up. */
const BATCH = 50;

/**
 * A player whose socket is open and welcomed. A refused handshake (a 503 while
 * the server's database is slow to hand out a connection, say) is tried again
 * a few times, as a real client would, rather than ending the run.
 */
async function connected(make: () => LoadPlayer, attempts = 5): Promise<LoadPlayer> {
  for (let i = 1;; i++) {
    const p = make();
    try {
      await p.ready();
      return p;
    } catch (e) {
      p.close();
      if (i >= attempts) throw e;
      await sleep(200 * i);
    }
  }
}

/**
 * A request's successful reply. A refusal that says "later" (the database
 * briefly away, `storage-unavailable`; nothing was done) is sent again after a
 * pause; any other refusal ends the run with the server's reason, since a
 * table left unseated would silently carry no load.
 */
async function answered(p: LoadPlayer, body: Record<string, unknown>, attempts = 20): Promise<Record<string, unknown>> {
  for (let i = 1;; i++) {
    const r = await p.request(body);
    if (r['type'] === 'reply') return r;
    if (r['code'] !== 'storage-unavailable' || i >= attempts) {
      throw new Error(`${String(body['type'])} refused: ${String(r['code'])} ${String(r['message'])}`);
    }
    await sleep(Math.min(2000, 100 * i));
  }
}

/**
 * Connect and seat `tables` tables, two players each. Connect in batches: a burst of thousands of
 * handshakes at once only measures the accept queue. The creator asks for a worker of its own
 * (`?direct=1`) and creates its table there; the other player names the table (`?table=ID`), so
 * both sockets reach the table's owner with no relay in between. Games start as the joins land.
 * Players come in pairs, creator first.
 */
export async function seatTables(
  o: Pick<LoadtestOptions, 'url' | 'urls' | 'tables' | 'game' | 'thinkMs' | 'turnSeconds' | 'log'>,
): Promise<LoadPlayer[]> {
  const opened: LoadPlayer[] = [];
  const open = (make: () => LoadPlayer) => () => {
    const p = make();
    opened.push(p);
    return p;
  };
  try {
    return await seatOpened(o, open);
  } catch (e) {
    // A refusal ends the run: its open sockets would otherwise keep the process alive after the error is printed.
    for (const p of opened) p.close();
    throw e;
  }
}

async function seatOpened(
  o: Pick<LoadtestOptions, 'url' | 'urls' | 'tables' | 'game' | 'thinkMs' | 'turnSeconds' | 'log'>,
  open: (make: () => LoadPlayer) => () => LoadPlayer,
): Promise<LoadPlayer[]> {
  // On many nodes, table i is created on node i and joined from the next one.
  const nodes = o.urls ?? [o.url];
  const creators: LoadPlayer[] = [];
  for (let i = 0; i < o.tables; i += BATCH) {
    const batch = Array.from(
      { length: Math.min(BATCH, o.tables - i) },
      (_, j) => connected(open(() => new LoadPlayer(nodes[(i + j) % nodes.length]!, true, o.thinkMs, '?direct=1'))),
    );
    creators.push(...(await Promise.all(batch)));
  }
  const ids: string[] = [];
  for (let i = 0; i < o.tables; i += BATCH) {
    const created = await Promise.all(
      creators.slice(i, i + BATCH).map((a) =>
        answered(a, {
          type: 'table.create',
          game: o.game,
          seats: 2,
          botDelayMs: 0,
          turnSeconds: o.turnSeconds ?? 0,
        })
      ),
    );
    ids.push(...created.map((r) => (r['data'] as { table: string; }).table));
  }
  o.log(`connected ${creators.length} sockets and created ${ids.length} tables`);
  const players: LoadPlayer[] = [];
  const joiners: LoadPlayer[] = [];
  for (let i = 0; i < o.tables; i += BATCH) {
    const batch = ids.slice(i, i + BATCH).map((id, j) =>
      connected(
        open(() => new LoadPlayer(nodes[(i + j + 1) % nodes.length]!, false, o.thinkMs, `?table=${encodeURIComponent(id)}`)),
      )
    );
    joiners.push(...(await Promise.all(batch)));
  }
  for (let i = 0; i < o.tables; i++) players.push(creators[i]!, joiners[i]!);
  o.log(`connected ${players.length} sockets; seating`);
  await Promise.all(
    ids.map(async (id, i) => {
      const [a, b] = [creators[i]!, joiners[i]!];
      a.table = id;
      b.table = id;
      await answered(b, { type: 'table.join', table: id });
    }),
  );
  return players;
}

export async function runLoadtest(o: LoadtestOptions): Promise<LoadtestResult> {
  if ((o.clients ?? 1) > 1) return (await import('./spread.ts')).runSpread(o);
  const nodes = o.urls ?? [o.url];
  const base = await stats(nodes, { gc: true });
  const clock = o.clock ?? realClock;
  const players = await seatTables(o);
  // Every table is live now (state, subscribers, timers): the heap grown since start, per table.
  const loaded = await stats(nodes, { gc: true });
  const serverBytesPerTable = (loaded.memory.heapUsed - base.memory.heapUsed) / o.tables;
  if ((o.warmupSeconds ?? 0) > 0) {
    o.log(`warming up for ${o.warmupSeconds}s`);
    await clock.sleep(o.warmupSeconds! * 1000);
  }
  o.log(`playing for ${o.seconds}s`);
  const start = await stats(nodes, { reset: true });
  const machineStart = readWindowCpu(o.ownServer === true);
  const window = new MeasuredWindow(players);
  const started = clock.now();
  await progressMarks(clock, started, o.seconds * 1000, PROGRESS_EVERY_MS, (elapsed) => {
    o.log(`${(elapsed / 1000).toFixed(0)}s: ${window.moves()} moves`);
  });
  for (const p of players) p.stop();
  const tally = window.end();
  const seconds = (clock.now() - started) / 1000;
  const machineEnd = readWindowCpu(o.ownServer === true);
  const end = await windowEnd(nodes);
  for (const p of players) p.close();
  return loadtestResult({
    tables: o.tables,
    seconds,
    tallies: [tally],
    serverBytesPerTable,
    start,
    end,
    machineStart,
    machineEnd,
    ownServer: o.ownServer === true,
  });
}
