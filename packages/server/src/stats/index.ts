/**
 * The server's own figures, started with the app (app.ts) and stopped with it: the event loop's delay and
 * stalls (loop-delay.ts, loop-stalls.ts), the collector's pauses (gc-pauses.ts), storage's write figures read
 * through the storage port (writes.ts), the bot threads' figures read from their pool (bots.ts), and the counters
 * the request paths keep (metrics.ts). `/api/stats`
 * serves them as JSON, `/metrics` for Prometheus (prometheus.ts); both are for the operator only (http.ts).
 */
import type { Metrics } from '../metrics.ts';
import { NO_BOT_FIGURES } from '../tables/bot-pool/figures.ts';
import type { TableRegistry } from '../tables/registry.ts';
import type { BotSource } from './bots.ts';
import { GcPauses } from './gc-pauses.ts';
import { LoopDelay } from './loop-delay.ts';
import { LoopStalls } from './loop-stalls.ts';
import { botDecisionHistogram, clubRegistry, type MetricsJson } from './prometheus.ts';
import { ownProcess } from './sums.ts';
import { WriteReader, type WriteSource } from './writes.ts';

export interface StatsSources {
  readonly metrics: Metrics;
  readonly tables: Pick<TableRegistry, 'size' | 'all' | 'setAside'>;
  readonly sockets: { readonly size: number; };
  readonly storage: WriteSource & { readonly kind: string; };
  /** The bot threads (server.ts); absent where the app runs without them (their figures read 0). */
  readonly bots?: BotSource | undefined;
}

export interface StatsQuery {
  /** Start the loop, stall, pause, write and bot-time figures afresh after this read (the load test's window). */
  readonly reset: boolean;
  /** Collect garbage first, where the process allows it (memory per table, read outside any window). */
  readonly gc: boolean;
}

export interface ServerStats {
  /** The body of `/api/stats`. */
  figures(q: StatsQuery): Record<string, unknown>;
  /** Prometheus's text. */
  metrics(): Promise<string>;
  /** The same as JSON, for a primary to aggregate its workers' (prometheus.ts). */
  metricsJson(): Promise<MetricsJson>;
  stop(): void;
}

export function startStats(s: StatsSources): ServerStats {
  // The loop's delay tells a slow server (stalls) from a busy one (queueing); its stalls are split into the
  // server's own work, waiting for a CPU and blocked; the collector's pauses say how much of the running was theirs.
  const loopDelay = new LoopDelay();
  const loopStalls = new LoopStalls();
  const gcPauses = new GcPauses();
  const writes = new WriteReader(s.storage);
  const tables = () => {
    let playing = 0;
    for (const t of s.tables.all()) if (t.stored.status === 'playing') playing++;
    return { live: s.tables.size, playing };
  };
  const registry = clubRegistry({ metrics: s.metrics, tables, writes, bots: s.bots });
  const stopHearingBots = s.bots === undefined ? () => {} : botDecisionHistogram(registry, s.bots);
  return {
    figures(q) {
      const own = ownProcess(q.gc);
      const body = {
        tables: s.tables.size,
        playing: tables().playing,
        memory: own.memory,
        cpuMicros: own.cpuMicros,
        loopDelayMs: loopDelay.figures(),
        loopStalls: loopStalls.figures(),
        gcPauses: gcPauses.figures(),
        writes: writes.figures(q.reset),
        bots: s.bots?.figures(q.reset) ?? NO_BOT_FIGURES,
        sockets: s.sockets.size,
        storage: { kind: s.storage.kind, unavailable: s.storage.unavailable ?? null },
        setAside: s.tables.setAside.size,
        ...s.metrics,
      };
      if (q.reset) {
        loopDelay.reset();
        loopStalls.reset();
        gcPauses.reset();
      }
      return body;
    },
    metrics: () => registry.metrics(),
    metricsJson: () => registry.getMetricsAsJSON(),
    stop() {
      loopDelay.stop();
      loopStalls.stop();
      gcPauses.stop();
      stopHearingBots();
      registry.clear();
    },
  };
}
