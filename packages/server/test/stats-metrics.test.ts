/**
 * `/metrics` (stats/prometheus.ts): Node's default metrics (event-loop lag, the collector's pauses by kind)
 * and the club's counters and gauges, read at each scrape; for the operator only, as `/api/stats` is; and
 * behind `serve --workers N` the primary's aggregate of every worker's.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { RunningCluster } from '../src/one-machine/workers.ts';
import { TestClient } from './client.ts';
import { testCluster } from './fixtures/test-cluster.ts';
import { eventually, testServer } from './helpers.ts';

/** The value of an unlabelled sample in Prometheus's text format (NaN when it is absent). */
function sample(text: string, name: string): number {
  const m = new RegExp(`^${name} (\\S+)$`, 'm').exec(text);
  return m === null ? NaN : Number(m[1]);
}

const scrape = async (url: string, headers: Record<string, string> = {}): Promise<string> => {
  const r = await fetch(`${url}/metrics`, { headers });
  expect(r.status).toBe(200);
  expect(r.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return r.text();
};

/** Two players at a table of the fake game and one move played: its id. */
async function oneMove(a: TestClient, b: TestClient): Promise<string> {
  const table = (await a.ok({ type: 'table.create', game: 'fake', seats: 2 }))['table'] as string;
  await b.ok({ type: 'table.join', table });
  await eventually(() => [a, b].some((c) => (c.latest(table)?.legal.length ?? 0) > 0));
  const mover = (a.latest(table)?.legal.length ?? 0) > 0 ? a : b;
  await mover.ok({ type: 'table.move', table, move: mover.latest(table)!.legal[0] });
  return table;
}

describe('/metrics', () => {
  it("serves Node's metrics and the club's counters and gauges as they stand", async () => {
    const server = await testServer();
    const a = await TestClient.connect(server.url);
    const b = await TestClient.connect(server.url);
    try {
      await oneMove(a, b);
      const text = await scrape(server.url);
      expect(text).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
      expect(text).toContain('# TYPE nodejs_gc_duration_seconds histogram');
      expect(text).toContain('# TYPE kozyr_moves_accepted_total counter');
      expect(sample(text, 'kozyr_moves_accepted_total')).toBe(1);
      expect(sample(text, 'kozyr_moves_refused_total')).toBe(0);
      expect(sample(text, 'kozyr_sockets_open')).toBe(2);
      expect(sample(text, 'kozyr_sockets_opened_total')).toBe(2);
      expect(sample(text, 'kozyr_tables')).toBe(1);
      expect(sample(text, 'kozyr_tables_playing')).toBe(1);
      expect(sample(text, 'kozyr_storage_unavailable')).toBe(0);

      // The moves stored only grow, though /api/stats?reset=1 starts the storage's own figures afresh.
      let stored = 0;
      await eventually(async () => (stored = sample(await scrape(server.url), 'kozyr_storage_moves_stored_total')) >= 1);
      expect((await fetch(`${server.url}/api/stats?reset=1`)).status).toBe(200);
      const after = (await (await fetch(`${server.url}/api/stats`)).json()) as { writes: { commitWaitMs: { count: number; }; }; };
      expect(after.writes.commitWaitMs.count).toBe(0);
      expect(sample(await scrape(server.url), 'kozyr_storage_moves_stored_total')).toBe(stored);
    } finally {
      await a.close();
      await b.close();
      await server.close();
    }
  });

  it('is for the operator: the stats token when one is set, else a loopback client without proxy headers', async () => {
    const open = await testServer();
    const guarded = await testServer({ statsToken: 'op-secret' });
    try {
      expect((await fetch(`${open.url}/metrics`, { headers: { 'x-forwarded-for': '203.0.113.9' } })).status).toBe(403);
      expect((await fetch(`${guarded.url}/metrics`)).status).toBe(403);
      expect((await fetch(`${guarded.url}/metrics`, { headers: { authorization: 'Bearer wrong' } })).status).toBe(403);
      expect(await scrape(guarded.url, { authorization: 'Bearer op-secret' })).toContain('kozyr_tables 0');
    } finally {
      await open.close();
      await guarded.close();
    }
  });
});

describe('/metrics behind serve --workers 2', () => {
  let cluster: RunningCluster | undefined;
  afterAll(async () => cluster?.close());

  it("the primary aggregates every worker's metrics and its own process's", async () => {
    cluster = await testCluster();
    const url = cluster.url;
    // A creator's socket is handed to a worker of its own (`direct=1`, round robin): a table on each worker.
    const creators = [
      await TestClient.connect(url, undefined, {}, { direct: '1' }),
      await TestClient.connect(url, undefined, {}, { direct: '1' }),
    ];
    try {
      for (const c of creators) await c.ok({ type: 'table.create', game: 'fake', seats: 2 });
      const stats = (await (await fetch(`${url}/api/stats`)).json()) as { workers: { tables: number; }[]; };
      expect(stats.workers.map((w) => w.tables)).toEqual([1, 1]);
      const text = await scrape(url);
      expect(sample(text, 'kozyr_tables')).toBe(2);
      expect(sample(text, 'kozyr_storage_unavailable')).toBe(0);
      // One family per metric, summed over the three processes (not three families side by side).
      expect(text.match(/^# TYPE process_cpu_seconds_total counter$/gm)).toHaveLength(1);
      expect(text).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
    } finally {
      for (const c of creators) await c.close();
    }
  }, 90_000);
});
