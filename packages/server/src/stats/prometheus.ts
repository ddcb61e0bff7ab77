/**
 * `/metrics` in Prometheus's text format (prom-client): Node's own figures (prom-client's default metrics:
 * CPU, memory, event-loop lag, the collector's pauses by kind) and the club's counters and gauges, read from
 * the same sources as `/api/stats` when Prometheus scrapes, so a move costs nothing more.
 *
 * The workers of `kozyr serve --workers N` are child processes, not Node's `cluster` workers, so prom-client's
 * AggregatorRegistry cannot ask them itself: the primary fetches each worker's figures as JSON (`metricsJson`)
 * and aggregates them with its own (`aggregatedMetrics`) — counters summed, each default metric by its own rule
 * (the event-loop lag averaged, the start time left out).
 */
import {
  AggregatorRegistry,
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  type MetricObjectWithValues,
  type MetricValue,
  Registry,
} from 'prom-client';
import type { Metrics } from '../metrics.ts';
import { NO_BOT_FIGURES } from '../tables/bot-pool/figures.ts';
import type { BotSource } from './bots.ts';
import type { WriteReader } from './writes.ts';

/** What the club's own metrics read. */
export interface ClubSources {
  readonly metrics: Metrics;
  /** Tables held by this process, and how many are being played. */
  tables(): { readonly live: number; readonly playing: number; };
  readonly writes: WriteReader;
  /** The bot threads; absent where none are run (their figures read 0). */
  readonly bots?: BotSource | undefined;
}

const botFigures = (s: ClubSources) => s.bots?.figures() ?? NO_BOT_FIGURES;

export type MetricsJson = MetricObjectWithValues<MetricValue<string>>[];

/** The text format's content type (what every registry here answers in). */
export const METRICS_CONTENT_TYPE = Registry.PROMETHEUS_CONTENT_TYPE;

/** A header value a primary sends to ask a worker for its metrics as JSON, to aggregate. */
export const METRICS_JSON = 'application/json';

/** A registry with Node's default metrics, each process's own (the primary's too). */
export function processRegistry(): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return registry;
}

interface Reading {
  readonly name: string;
  readonly help: string;
  readonly read: (s: ClubSources) => number;
}

const COUNTERS: readonly Reading[] = [
  { name: 'kozyr_moves_accepted_total', help: 'Moves the tables accepted.', read: (s) => s.metrics.movesAccepted },
  { name: 'kozyr_moves_refused_total', help: 'Moves the rules or the table refused.', read: (s) => s.metrics.movesRefused },
  { name: 'kozyr_frames_received_total', help: 'WebSocket frames received.', read: (s) => s.metrics.framesIn },
  { name: 'kozyr_frames_bad_total', help: 'Frames refused as malformed.', read: (s) => s.metrics.badFrames },
  { name: 'kozyr_frames_rate_limited_total', help: 'Frames refused over the message rate.', read: (s) => s.metrics.rateLimited },
  { name: 'kozyr_sockets_opened_total', help: 'WebSocket connections opened.', read: (s) => s.metrics.socketsTotal },
  {
    name: 'kozyr_sockets_refused_total',
    help: 'Connections refused at the upgrade (too many from one address, a foreign Origin).',
    read: (s) => s.metrics.socketsRefused,
  },
  {
    name: 'kozyr_sockets_dropped_slow_total',
    help: 'Sockets dropped because they did not read.',
    read: (s) => s.metrics.socketsDroppedSlow,
  },
  {
    name: 'kozyr_sockets_timed_out_total',
    help: 'Sockets dropped because they did not answer a heartbeat.',
    read: (s) => s.metrics.socketsTimedOut,
  },
  {
    name: 'kozyr_storage_refusals_total',
    help: 'Writes refused while the database was away.',
    read: (s) => s.metrics.storageRefusals,
  },
  {
    name: 'kozyr_storage_moves_stored_total',
    help: 'Moves stored through the group commit.',
    read: (s) => s.writes.totals().moves,
  },
  {
    name: 'kozyr_storage_checkpoint_holds_total',
    help: 'Times a checkpoint held the move log.',
    read: (s) => s.writes.totals().holds,
  },
  {
    name: 'kozyr_storage_checkpoint_hold_seconds_total',
    help: 'Time checkpoints held the move log.',
    read: (s) => s.writes.totals().holdMs / 1000,
  },
  {
    name: 'kozyr_bot_threads_replaced_total',
    help: 'Bot threads that died or ran over their time limit and were replaced.',
    read: (s) => botFigures(s).replaced,
  },
];

const GAUGES: readonly (Reading & { readonly aggregator?: 'max'; })[] = [
  { name: 'kozyr_tables', help: 'Tables held in memory.', read: (s) => s.tables().live },
  { name: 'kozyr_tables_playing', help: 'Tables being played.', read: (s) => s.tables().playing },
  { name: 'kozyr_sockets_open', help: 'WebSocket connections open.', read: (s) => s.metrics.socketsOpen },
  {
    name: 'kozyr_buffered_bytes',
    help: 'Bytes buffered for clients at the last measurement.',
    read: (s) => s.metrics.bufferedBytes,
  },
  {
    name: 'kozyr_storage_unavailable',
    help: '1 while the database is away and writes are refused, else 0.',
    read: (s) => (s.writes.unavailable() ? 1 : 0),
    aggregator: 'max',
  },
  { name: 'kozyr_bot_threads', help: 'Bot threads running.', read: (s) => botFigures(s).threads },
  { name: 'kozyr_bot_threads_busy', help: 'Bot threads deciding now.', read: (s) => botFigures(s).busy },
  { name: 'kozyr_bot_waiting', help: 'Bot decisions waiting for a thread.', read: (s) => botFigures(s).waiting },
];

/** This process's registry: the default metrics and the club's, read at each scrape. */
export function clubRegistry(sources: ClubSources): Registry {
  const registry = processRegistry();
  for (const c of COUNTERS) {
    new Counter({
      name: c.name,
      help: c.help,
      registers: [registry],
      // The source counts already; the counter only mirrors it at each scrape.
      collect() {
        this.reset();
        this.inc(c.read(sources));
      },
    });
  }
  for (const g of GAUGES) {
    new Gauge({
      name: g.name,
      help: g.help,
      registers: [registry],
      ...(g.aggregator === undefined ? {} : { aggregator: g.aggregator }),
      collect() {
        this.set(g.read(sources));
      },
    });
  }
  new Counter({
    name: 'kozyr_bot_decisions_total',
    help: 'Bot decisions made in the bot threads: answered by the bot, or failed (the stand-in chose).',
    labelNames: ['result'],
    registers: [registry],
    collect() {
      const f = botFigures(sources);
      this.reset();
      this.inc({ result: 'answered' }, f.answered);
      this.inc({ result: 'failed' }, f.failed);
    },
  });
  return registry;
}

/**
 * The histogram of bot decisions' seconds (from the table's asking to the answer: the wait for a thread and
 * the thinking), fed as each decision ends; prom-client's default buckets (5 ms to 10 s) span a search's
 * tens of milliseconds up to the pool's time limit. Returns the function that stops feeding it.
 */
export function botDecisionHistogram(registry: Registry, bots: BotSource): () => void {
  const histogram = new Histogram({
    name: 'kozyr_bot_decision_seconds',
    help: 'Time of a bot decision in the bot threads, from the asking to the answer (the wait for a thread and the thinking).',
    registers: [registry],
  });
  return bots.onDecision((d) => histogram.observe(d.ms / 1000));
}

/** Several processes' metrics (each a registry's JSON) as one text, as prom-client aggregates a cluster's. */
export function aggregatedMetrics(each: readonly MetricsJson[]): Promise<string> {
  return AggregatorRegistry.aggregate([...each]).metrics();
}
