/** Counters the server exposes at /api/stats (fuzz and load tests read them). */
export class Metrics {
  framesIn = 0;
  badFrames = 0;
  rateLimited = 0;
  duplicateIds = 0;
  movesAccepted = 0;
  movesRefused = 0;
  socketsOpen = 0;
  socketsTotal = 0;
}
