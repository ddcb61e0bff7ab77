import { games } from '@kozyr/engine';
import { describe, expect, it } from 'vitest';
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
});
