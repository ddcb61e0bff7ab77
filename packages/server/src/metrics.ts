/**
 * Counters the request paths keep (one increment each, nothing more on a move's path); the stats module reads
 * them for /api/stats and /metrics (stats/index.ts, stats/prometheus.ts).
 */
export class Metrics {
  framesIn = 0;
  badFrames = 0;
  rateLimited = 0;
  duplicateIds = 0;
  movesAccepted = 0;
  movesRefused = 0;
  socketsOpen = 0;
  socketsTotal = 0;
  /** Sockets refused at the upgrade: too many from one address, or a foreign Origin. */
  socketsRefused = 0;
  /** Dropped because they did not read (buffer full too long, or the global output budget exceeded). */
  socketsDroppedSlow = 0;
  /** Dropped because they did not answer a heartbeat ping. */
  socketsTimedOut = 0;
  /** Bytes buffered for clients at the last measurement. */
  bufferedBytes = 0;
  /** Writes refused while the database was away. */
  storageRefusals = 0;
}
