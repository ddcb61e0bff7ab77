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

  it('a player refused as over the message rate sends its move again instead of stalling the table', async () => {
    // A far lower limit than the default the players pace themselves by: they are refused, and must recover.
    const server = await testServer({ games, messageBurst: 10, messagesPerSecond: 40 });
    try {
      const r = await runLoadtest({ url: server.url, tables: 1, seconds: 2, game: 'durak', thinkMs: 0, log: () => {} });
      expect(r.rateLimited).toBeGreaterThan(0);
      // 2 s at 40 messages/s per socket allow about 160 moves; a table that stalled at its first refusal has at most ~20.
      expect(r.moves).toBeGreaterThan(60);
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
      const stats = (await (await fetch(`${floor.url}/api/stats`)).json()) as { movesAccepted: number; tables: number; };
      expect(stats.tables).toBe(5);
      expect(stats.movesAccepted).toBeGreaterThanOrEqual(r.moves);
    } finally {
      await floor.close();
    }
  });
});
