/**
 * `kozyr serve --workers N`: a table lives in exactly one worker (the one its
 * id hashes to), and every socket reaches it through the front, whichever
 * worker the socket came in on; a worker that dies is started again and its
 * tables resume from storage at the same version.
 */
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeOf } from '../src/cluster/front.ts';
import { inviteShard, ownedStorage, parseShard, shardOf, SOLE_SHARD } from '../src/cluster/shard.ts';
import { type RunningCluster, startCluster, workerTrustProxy } from '../src/cluster/workers.ts';
import { newInvite, newTableId, setIdShard } from '../src/ids.ts';
import type { Storage, StoredTable } from '../src/storage/port.ts';
import { TestClient } from './client.ts';
import { eventually, tempSqlite } from './helpers.ts';

const ENTRY = fileURLToPath(new URL('./fixtures/cluster-worker.ts', import.meta.url));

describe('table ownership by id', () => {
  it('a worker mints only table ids and invite codes that hash to itself', () => {
    setIdShard({ index: 2, count: 3 });
    try {
      for (let i = 0; i < 50; i++) {
        expect(shardOf(newTableId(), 3)).toBe(2);
        expect(inviteShard(newInvite(), 3)).toBe(2);
      }
    } finally {
      setIdShard(SOLE_SHARD);
    }
  });

  it('ids spread over the workers (no worker is left without tables)', () => {
    const counts = [0, 0, 0, 0];
    for (let i = 0; i < 4000; i++) counts[shardOf(newTableId(), 4)]!++;
    for (const c of counts) expect(c).toBeGreaterThan(800);
  });

  it('KOZYR_SHARD is read strictly', () => {
    expect(parseShard('1/4')).toEqual({ index: 1, count: 4 });
    expect(parseShard(undefined)).toEqual(SOLE_SHARD);
    expect(() => parseShard('4/4')).toThrow(/index < count/);
    expect(() => parseShard('x')).toThrow(/index\/count/);
  });

  it('a worker resumes only its own unfinished tables', async () => {
    const ids = Array.from({ length: 40 }, (_, i) => `table-${i}`);
    const storage = { activeTables: async () => ids.map((id) => ({ id }) as StoredTable), kind: 'sqlite' } as unknown as Storage;
    const mine = await Promise.all(
      [0, 1, 2].map(async (index) => (await ownedStorage(storage, { index, count: 3 }).activeTables()).map((t) => t.id)),
    );
    expect(mine.flat().sort()).toEqual([...ids].sort());
    for (const [index, list] of mine.entries()) for (const id of list) expect(shardOf(id, 3)).toBe(index);
    expect(ownedStorage(storage, { index: 1, count: 3 }).kind).toBe('sqlite');
  });

  it('workers believe X-Forwarded-For from the front on top of the proxy the club is behind', () => {
    expect(workerTrustProxy(undefined)).toBe('127.0.0.1');
    expect(workerTrustProxy('1')).toBe('2');
    expect(workerTrustProxy('10.0.0.5')).toBe('10.0.0.5,127.0.0.1');
  });

  it('the front routes a frame by its table, its invite, or to every worker for the lobby', () => {
    const qp = () => 1;
    expect(routeOf(JSON.stringify({ type: 'table.move', id: 1, table: 'abc', move: {} }), 0, 3, qp)).toBe(shardOf('abc', 3));
    expect(routeOf(JSON.stringify({ type: 'table.join', id: 1, invite: 'abcdef' }), 0, 3, qp)).toBe(inviteShard('ABCDEF', 3));
    expect(routeOf(JSON.stringify({ type: 'lobby.subscribe', id: 1, game: 'fake' }), 0, 3, qp)).toBe('all');
    expect(routeOf(JSON.stringify({ type: 'table.quickplay', id: 1, game: 'fake', seats: 2 }), 0, 3, qp)).toBe(1);
    expect(routeOf(JSON.stringify({ type: 'table.create', id: 1, game: 'fake', seats: 2 }), 2, 3, qp)).toBe(2);
    expect(routeOf('not json', 2, 3, qp)).toBe(2);
    expect(routeOf(JSON.stringify({ type: 'table.move', id: 1, table: 'abc' }), 0, 1, qp)).toBe(0);
  });
});

async function play(mover: TestClient, other: TestClient, table: string, moves: number): Promise<number> {
  let version = 0;
  for (let k = 0; k < moves; k++) {
    await eventually(() =>
      [mover, other].some((c) => (c.latest(table)?.legal.length ?? 0) > 0 && (c.latest(table)?.version ?? -1) === version)
    );
    const c = (mover.latest(table)?.legal.length ?? 0) > 0 ? mover : other;
    version = (await c.ok({ type: 'table.move', table, move: c.latest(table)!.legal[0] }))['version'] as number;
  }
  return version;
}

describe('serve --workers 2', () => {
  let cluster: RunningCluster;
  beforeAll(async () => {
    cluster = await startCluster({
      workers: 2,
      port: 0,
      host: '127.0.0.1',
      entry: ENTRY,
      env: { KOZYR_SQLITE: tempSqlite(), DATABASE_URL: '' },
      log: () => {},
    });
  }, 60_000);
  afterAll(async () => {
    await cluster?.close();
  });

  it('tables live in exactly one worker and clients on either worker play them', async () => {
    // The front gives homes round robin: a and b have different home workers.
    const a = await TestClient.connect(cluster.url);
    const b = await TestClient.connect(cluster.url);
    const t1 = await a.ok({ type: 'table.create', game: 'fake', seats: 2, config: { turns: 8 } });
    const t2 = await b.ok({ type: 'table.create', game: 'fake', seats: 2, config: { turns: 8 } });
    const [id1, id2] = [t1['table'] as string, t2['table'] as string];
    expect(new Set([shardOf(id1, 2), shardOf(id2, 2)])).toEqual(new Set([0, 1]));
    await b.ok({ type: 'table.join', table: id1 });
    await a.ok({ type: 'table.join', invite: (t2['invite'] as string).toLowerCase() });
    expect(await play(a, b, id1, 4)).toBe(4);
    expect(await play(b, a, id2, 3)).toBe(3);
    const stats = (await (await fetch(`${cluster.url}/api/stats`)).json()) as {
      tables: number;
      movesAccepted: number;
      workers: { tables: number; }[];
    };
    expect(stats.workers.map((w) => w.tables)).toEqual([1, 1]);
    expect(stats.movesAccepted).toBe(7);

    // The lobby spans both workers, and its subscription is answered once.
    const c = await TestClient.connect(cluster.url);
    const mark = c.messages.length;
    await c.ok({ type: 'lobby.subscribe', game: 'fake' });
    await eventually(() => c.messages.some((m) => m.type === 'lobby.tables' && (m['tables'] as unknown[]).length === 2));
    await new Promise((r) => setTimeout(r, 200));
    expect(c.messages.slice(mark).filter((m) => m.type === 'reply').length).toBe(1);
    for (const x of [a, b, c]) await x.close();
  }, 60_000);

  it('a browser on the origin of the front passes the origin check of the workers; a foreign origin does not', async () => {
    const same = await TestClient.connect(cluster.url, undefined, { origin: cluster.url });
    expect(same.user.guest).toBe(true);
    await same.close();
    await expect(TestClient.connect(cluster.url, undefined, { origin: 'http://evil.example' })).rejects.toThrow();
  }, 30_000);

  it('a worker killed mid-game starts again and its table resumes at the same version', async () => {
    const a = await TestClient.connect(cluster.url);
    const b = await TestClient.connect(cluster.url);
    const table = (await a.ok({ type: 'table.create', game: 'fake', seats: 2, config: { turns: 8 } }))['table'] as string;
    await b.ok({ type: 'table.join', table });
    expect(await play(a, b, table, 3)).toBe(3);
    const owner = shardOf(table, 2);
    const closed = Promise.all([a, b].map((x) => new Promise((r) => x.ws.once('close', r))));
    cluster.processes[owner]!.kill('SIGKILL');
    await closed; // both reached the owner, so both are told to reconnect
    let a2: TestClient | undefined;
    await eventually(async () => {
      a2 = await TestClient.connect(cluster.url, a.token).catch(() => undefined);
      const r = await a2?.request({ type: 'table.resync', table, version: 0 });
      if (r?.type === 'reply') return true;
      a2?.ws.terminate();
      return false;
    }, 30_000);
    const b2 = await TestClient.connect(cluster.url, b.token);
    await b2.ok({ type: 'table.resync', table, version: 0 });
    await eventually(() => a2!.latest(table)?.version === 3 && b2.latest(table)?.version === 3);
    const mover = (a2!.latest(table)!.legal.length > 0) ? a2! : b2;
    expect((await mover.ok({ type: 'table.move', table, move: mover.latest(table)!.legal[0] }))['version']).toBe(4);
    await a2!.close();
    await b2.close();
  }, 90_000);
});
