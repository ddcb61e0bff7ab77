/**
 * `kozyr loadtest --clients K`: the sockets spread over K client processes
 * (one process may open at most `ulimit -n` files), every table seated and
 * every process's moves and latencies counted in the one result.
 */
import { games } from '@kozyr/engine';
import { describe, expect, it } from 'vitest';
import { runLoadtest } from '../src/run.ts';
import { shares } from '../src/spread.ts';
import { testServer } from './server.ts';

describe('load test over several client processes', () => {
  it('shares the tables out with none lost and none empty', () => {
    expect(shares(10, 3)).toEqual([4, 3, 3]);
    expect(shares(2, 4)).toEqual([1, 1]);
    expect(shares(20_000, 2)).toEqual([10_000, 10_000]);
  });

  it('two client processes seat every table, as asked, and their moves add up to what the server accepted', async () => {
    const server = await testServer({ games });
    try {
      const r = await runLoadtest({
        url: server.url,
        tables: 6,
        seconds: 2,
        game: 'durak',
        thinkMs: 0,
        turnSeconds: 30,
        clients: 2,
        log: () => {},
      });
      expect(r.sockets).toBe(12);
      // The seating's options reach the client processes: every table (a next game's too) has the turn timer.
      for (const t of server.tables.all()) expect(t.record.meta.options.turnSeconds).toBe(30);
      expect(server.tables.size).toBeGreaterThanOrEqual(6);
      expect(r.moves).toBeGreaterThan(20);
      expect(r.p99).toBeGreaterThanOrEqual(r.p50);
      expect(r.clientCpuMicrosPerMove).toBeGreaterThan(0);
      // Counted only in the measured window, so never more than the server accepted in all.
      expect(server.metrics.movesAccepted).toBeGreaterThanOrEqual(r.moves);
    } finally {
      await server.close();
    }
  }, 60_000);
});
