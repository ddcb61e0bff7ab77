import { games } from '@kozyr/engine';
import { describe, expect, it } from 'vitest';
import { startFloorServer } from '../src/loadtest/floor-server.ts';
import { runLoadtest } from '../src/loadtest/run.ts';
import { testServer } from './helpers.ts';

describe('load test driver', () => {
  it('plays Durak tables over WebSocket for a bounded time and reports figures', async () => {
    const server = await testServer({ games });
    try {
      const r = await runLoadtest({ url: server.url, tables: 5, seconds: 1, game: 'durak', thinkMs: 0, log: () => {} });
      expect(r.sockets).toBe(10);
      expect(r.moves).toBeGreaterThan(20);
      expect(r.p50).toBeGreaterThan(0);
      expect(r.p99).toBeGreaterThanOrEqual(r.p50);
      // Every move the clients counted was accepted and stored by the server.
      expect(server.metrics.movesAccepted).toBeGreaterThanOrEqual(r.moves);
    } finally {
      await server.close();
    }
  });

  it('runs the same clients against the do-nothing floor server (the machine ceiling the figures are read against)', async () => {
    const floor = await startFloorServer(0);
    try {
      const r = await runLoadtest({ url: floor.url, tables: 5, seconds: 1, game: 'durak', thinkMs: 0, log: () => {} });
      expect(r.sockets).toBe(10);
      expect(r.moves).toBeGreaterThan(20);
      expect(r.refused).toBe(0);
      // The floor counts what it relayed; the clients count what came back to them.
      const stats = (await (await fetch(`${floor.url}/api/stats`)).json()) as { movesAccepted: number; tables: number };
      expect(stats.tables).toBe(5);
      expect(stats.movesAccepted).toBeGreaterThanOrEqual(r.moves);
    } finally {
      await floor.close();
    }
  });
});
