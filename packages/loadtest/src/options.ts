/**
 * What a load test is asked (LoadtestOptions) and what it reports (LoadtestResult): the vocabulary shared by
 * the run (run.ts), its client processes (spread.ts) and the tally of its window (tally.ts).
 */
import type { GcPauseFigures } from '@kozyr/server/stats/gc-pauses.ts';
import type { LoopDelayFigures } from '@kozyr/server/stats/loop-delay.ts';
import type { LoopStallFigures } from '@kozyr/server/stats/loop-stalls.ts';
import type { WriteFigures } from '@kozyr/server/storage/write-figures.ts';
import type { BotFigures } from '@kozyr/server/tables/bot-pool/figures.ts';
import type { BotTablesOptions } from './bot-tables.ts';
import type { MachineCpu, MachineCpuUnmeasured } from './machine-cpu.ts';
import type { Stats } from './server-stats.ts';

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
  /**
   * Tables of bots playing beside the measured ones (bot-tables.ts): unmeasured load, e.g. 100 tables of
   * strong bots, to compare the human-paced tables' latencies with and without them.
   */
  readonly botTables?: Omit<BotTablesOptions, 'url'>;
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
  /** The server's bot threads in the window: decisions answered and failed, their times (stats/bots.ts, botsInWindow). */
  readonly serverBots: BotFigures;
  /** The client processes' event-loop delay during play (the worst process's): what the latencies include of the clients' own. */
  readonly clientLoopDelayMs: LoopDelayFigures;
  /** The client processes' stalls, summed. */
  readonly clientLoopStalls: LoopStallFigures;
  /** The whole machine's CPU in the window: the test's own, other work, steal (or why it was not measured). */
  readonly machine: MachineCpu | MachineCpuUnmeasured;
}

export interface Clock {
  now(): number;
  sleep(ms: number): Promise<void>;
}
