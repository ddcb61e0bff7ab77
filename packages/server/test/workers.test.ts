/**
 * `kozyr serve --workers N`: a table lives in exactly one worker (the one its
 * id hashes to), and every socket reaches it: a socket that names its table is
 * handed to the owner itself, any other is relayed by the primary; the HTTP
 * lobby and invite links see every worker; a worker that dies is started
 * again and its tables resume from storage at the same version.
 */
import type { IncomingMessage } from 'node:http';
import { type AddressInfo, connect, createServer as createNetServer, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { newInvite, newTableId, setIdShard } from '../src/ids.ts';
import { nodeIdProblem, workerNodeId } from '../src/many-nodes/node-id.ts';
import { forwardedHeaders, httpWorker, routeOf } from '../src/one-machine/front.ts';
import { directTarget, isHandedSocket, rawRequest, stopReading } from '../src/one-machine/handoff.ts';
import { inviteShard, ownedStorage, parseShard, quickplayKey, shardOf, SOLE_SHARD } from '../src/one-machine/shard.ts';
import { workerOwnership } from '../src/one-machine/worker-ownership.ts';
import { type RunningCluster, startCluster, workerTrustProxy } from '../src/one-machine/workers.ts';
import { SOLE_OWNERSHIP } from '../src/ownership.ts';
import type { Storage, StoredTable } from '../src/storage/port.ts';
import type { ProbedStorage } from '../src/storage/resilient.ts';
import { TestClient } from './client.ts';
import { CLUSTER_WORKER, testCluster } from './fixtures/test-cluster.ts';
import { eventually, sleep } from './helpers.ts';

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

  it("HTTP that only a table's owner can answer goes to the owner: an invite, a table's picture", () => {
    const ids = Array.from({ length: 20 }, () => newTableId());
    for (const id of ids) expect(httpWorker(`/pictures/${id}/${'ab'.repeat(16)}.webp`, 3)).toBe(shardOf(id, 3));
    expect(new Set(ids.map((id) => httpWorker(`/pictures/${id}/x.webp`, 3))).size).toBeGreaterThan(1);
    const invite = newInvite();
    expect(httpWorker(`/api/invite/${invite}`, 3)).toBe(inviteShard(invite, 3));
    expect(httpWorker('/api/tables/x/replay', 3)).toBe(0);
    expect(httpWorker('/pictures/only-a-token.webp', 3)).toBe(0);
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

  it('a worker resumes only its own unfinished tables; a lone server resumes them all', async () => {
    const ids = Array.from({ length: 40 }, (_, i) => `table-${i}`);
    const storage = { activeTables: async () => ids.map((id) => ({ id }) as StoredTable), kind: 'sqlite' } as unknown as Storage;
    // As the server sees it: through the worker's table ownership (ownership.ts).
    const probed = storage as unknown as ProbedStorage;
    const mine = await Promise.all(
      [0, 1, 2].map(async (index) =>
        (await workerOwnership({ index, count: 3 }).storage(probed).activeTables()).map((t) => t.id)
      ),
    );
    expect((await SOLE_OWNERSHIP.storage(probed).activeTables()).length).toBe(40);
    expect(mine.flat().sort()).toEqual([...ids].sort());
    for (const [index, list] of mine.entries()) for (const id of list) expect(shardOf(id, 3)).toBe(index);
    expect(ownedStorage(storage, { index: 1, count: 3 }).kind).toBe('sqlite');
  });

  it('workers believe X-Forwarded-For from the front on top of the proxy the club is behind', () => {
    expect(workerTrustProxy(undefined)).toBe('127.0.0.1');
    expect(workerTrustProxy('1')).toBe('2');
    expect(workerTrustProxy('10.0.0.5')).toBe('10.0.0.5,127.0.0.1');
  });

  it('the front tells a worker the address of the client, never what the client wrote in X-Forwarded-For', () => {
    const from = (peer: string, xff?: string) =>
      ({
        headers: { host: 'club', ...(xff === undefined ? {} : { 'x-forwarded-for': xff }) },
        socket: { remoteAddress: peer },
      }) as unknown as IncomingMessage;
    expect(forwardedHeaders(from('127.0.0.1', '10.0.0.7'))['x-forwarded-for']).toBe('127.0.0.1');
    expect(forwardedHeaders(from('198.51.100.2', '10.0.0.7'), '127.0.0.1')['x-forwarded-for']).toBe('198.51.100.2');
    // Behind the proxy the club trusts: the address that proxy gives, and nothing its client wrote before it.
    expect(forwardedHeaders(from('10.1.1.1', '10.0.0.7, 203.0.113.5'), '10.1.1.1')['x-forwarded-for']).toBe('203.0.113.5');
    expect(forwardedHeaders(from('10.1.1.1', '10.0.0.7, 203.0.113.5'), 1)['x-forwarded-for']).toBe('203.0.113.5');
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

  it('when the workers are nodes of a club on Redis, the lobby is asked of the home worker only (each lists the whole club)', () => {
    const qp = () => 1;
    expect(routeOf(JSON.stringify({ type: 'lobby.subscribe', id: 1, game: 'fake' }), 2, 3, qp, true)).toBe(2);
    expect(routeOf(JSON.stringify({ type: 'lobby.unsubscribe', id: 1, game: 'fake' }), 0, 3, qp, true)).toBe(0);
    // Tables are still found by their id's hash: a worker node takes over only tables that hash to it.
    expect(routeOf(JSON.stringify({ type: 'table.move', id: 1, table: 'abc', move: {} }), 0, 3, qp, true)).toBe(
      shardOf('abc', 3),
    );
  });

  it('each worker of a machine on Redis is a node of its own, and a node id too long for its workers is refused at once', async () => {
    expect([0, 1].map((i) => workerNodeId('eu-1', i))).toEqual(['eu-1-w0', 'eu-1-w1']);
    expect(nodeIdProblem('eu-1-w0')).toBeNull();
    expect(nodeIdProblem('a b')).toMatch(/letters, digits/);
    const log: string[] = [];
    await expect(
      startCluster({
        workers: 2,
        port: 0,
        host: '127.0.0.1',
        entry: CLUSTER_WORKER,
        log: (line) => log.push(line),
        node: { redisUrl: 'redis://127.0.0.1:9', nodeId: 'x'.repeat(62) },
      }),
    ).rejects.toThrow(/--node-id .*1-64 letters/);
    expect(log).toEqual([]); // no worker was started
  });

  it('an upgrade that names its table, invite or asks for a worker goes straight to one; any other is relayed', () => {
    let next = 0;
    const rr = () => next++ % 3;
    const at = (q: string) => directTarget(new URL(`http://front/ws${q}`), 3, rr);
    expect(at('?table=abc')).toBe(shardOf('abc', 3));
    expect(at('?invite=abcdef')).toBe(inviteShard('ABCDEF', 3));
    expect(at('?table=abc&direct=1')).toBe(shardOf('abc', 3));
    expect([at('?direct=1'), at('?direct=1'), at('?direct=1')]).toEqual([0, 1, 2]);
    // Quick play: the worker of the game's queue, the one the relay sends `table.quickplay` to.
    expect(at('?quickplay=durak')).toBe(shardOf(quickplayKey('durak'), 3));
    expect(at('?quickplay=durak')).toBe(
      routeOf('{"type":"table.quickplay","id":1,"game":"durak"}', 0, 3, (g) => shardOf(quickplayKey(g), 3)),
    );
    expect(at('')).toBeNull();
    expect(at('?token=x')).toBeNull();
    expect(at('?table=')).toBeNull();
    expect(directTarget(new URL('http://front/api?table=abc'), 3, rr)).toBeNull();
  });

  it('before its handle is sent, the primary stops reading a socket: a frame the client sends then stays in the kernel for the worker', async () => {
    const server = createNetServer();
    const accepted = new Promise<Socket>((resolve) => server.once('connection', resolve));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const client = connect((server.address() as AddressInfo).port, '127.0.0.1');
    try {
      const socket = await accepted;
      stopReading(socket);
      // The client's first frame, sent as soon as the worker's 101 reaches it (the primary may not have let go yet).
      client.write('first frame');
      await sleep(200);
      expect(socket.bytesRead, 'bytes this process read (pause() alone reads them into the stream buffer)').toBe(0);
      expect(socket.readableLength).toBe(0);
      socket.destroy();
    } finally {
      client.destroy();
      server.close();
    }
  });

  it('the worker is given the request bytes as the client sent them, with the address of the client as the front found it, then what followed', () => {
    const req = {
      method: 'GET',
      url: '/ws?table=abc',
      httpVersion: '1.1',
      rawHeaders: ['Host', 'club:3000', 'X-Forwarded-For', '10.0.0.7', 'Sec-WebSocket-Key', 'k=='],
    } as unknown as IncomingMessage;
    // The worker believes X-Forwarded-For from loopback: a client there must not choose its own address.
    expect(rawRequest(req, Buffer.from('tail'), '127.0.0.1').toString('latin1')).toBe(
      'GET /ws?table=abc HTTP/1.1\r\nHost: club:3000\r\nSec-WebSocket-Key: k==\r\nX-Forwarded-For: 127.0.0.1\r\n\r\ntail',
    );
    expect(isHandedSocket({ kozyr: 'socket', request: '' })).toBe(true);
    expect(isHandedSocket({ kozyr: 'socket' })).toBe(false);
    expect(isHandedSocket('socket')).toBe(false);
  });
});

interface ClusterStats {
  tables: number;
  movesAccepted: number;
  relayed: number;
  workers: { tables: number; sockets: number; }[];
  loopStalls: { count: number; ms: number; };
}

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
    cluster = await testCluster();
  }, 60_000);
  afterAll(async () => {
    await cluster?.close();
  });

  it("the lobby counts every worker's people once: a player on one worker is online on the other too", async () => {
    // Each worker's page of a subscription gives its `online`: the front relays them all (its merge).
    const onlineOnEachWorker = async (c: TestClient): Promise<unknown[]> => {
      const mark = c.messages.length;
      await c.ok({ type: 'lobby.subscribe', game: 'fake' });
      const pages = () => c.messages.slice(mark).filter((m) => m.type === 'lobby.tables');
      await eventually(() => pages().length >= 2);
      await c.ok({ type: 'lobby.unsubscribe', game: 'fake' });
      return pages().map((m) => m['online']);
    };
    const sameEverywhere = async (c: TestClient, expected: (n: number) => boolean): Promise<number> => {
      let seen: unknown[] = [];
      await eventually(async () => {
        seen = await onlineOnEachWorker(c);
        return seen.every((n) => n === seen[0]) && expected(seen[0] as number);
      }, 10_000).catch(() => expect.fail(`online per worker: ${JSON.stringify(seen)}`));
      return seen[0] as number;
    };
    // A socket handed to one worker (no lobby there), and a lobby client relayed to every worker.
    const player = await TestClient.connect(cluster.url, undefined, {}, { direct: '1' });
    const watcher = await TestClient.connect(cluster.url);
    const both = await sameEverywhere(watcher, (n) => n >= 2);
    await player.close();
    await sameEverywhere(watcher, (n) => n === both - 1);
    await watcher.close();
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
    const stats = (await (await fetch(`${cluster.url}/api/stats`)).json()) as ClusterStats;
    expect(stats.workers.map((w) => w.tables)).toEqual([1, 1]);
    expect(stats.movesAccepted).toBe(7);
    // The workers' loop stalls reach the cluster's figures, summed (loop-stalls.ts; their values are this machine's load).
    expect(stats.loopStalls).toMatchObject({ count: expect.any(Number), ms: expect.any(Number) });

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

  it('the relay refuses a foreign origin with 403 before the handshake, not with a socket closed to reconnect', async () => {
    const ws = new WebSocket(`${cluster.url.replace(/^http/, 'ws')}/ws`, { origin: 'http://evil.example' });
    const answer = await new Promise<number | 'opened'>((resolve, reject) => {
      ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      ws.once('open', () => resolve('opened'));
      ws.once('error', reject);
    });
    ws.terminate();
    expect(answer).toBe(403);
  }, 30_000);

  it('a client on loopback cannot choose its address for the per-address limits by writing X-Forwarded-For', async () => {
    const login = (name: string, headers: Record<string, string> = {}) =>
      fetch(`${cluster.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ name, password: 'not the password' }),
      }).then((r) => r.status);
    // The address's bucket of login attempts (10, then 10 a minute) runs dry.
    let status = 0;
    for (let i = 0; i < 40 && status !== 429; i++) status = await login(`nobody${i}`);
    expect(status).toBe(429);
    // Each try under another claimed address: the password check was reached for all five before the front
    // overwrote the header. One may pass if the bucket refilled meanwhile (a try every six seconds).
    const spoofed = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => login(`spoofer${n}`, { 'x-forwarded-for': `10.0.0.${n}` })),
    );
    expect(spoofed.filter((s) => s !== 429).length).toBeLessThanOrEqual(1);
  }, 30_000);

  it('a worker killed mid-game starts again and its table resumes at the same version', async () => {
    // a is relayed by the primary; b's socket was handed to the owner and dies with it.
    const a = await TestClient.connect(cluster.url);
    const table = (await a.ok({ type: 'table.create', game: 'fake', seats: 2, config: { turns: 8 } }))['table'] as string;
    const b = await TestClient.connect(cluster.url, undefined, {}, { table });
    await b.ok({ type: 'table.join', table });
    expect(await play(a, b, table, 3)).toBe(3);
    const owner = shardOf(table, 2);
    const closed = Promise.all([a, b].map((x) => new Promise((r) => x.ws.once('close', r))));
    cluster.processes[owner]!.kill('SIGKILL');
    await closed; // both reached the owner, so both must reconnect
    let a2: TestClient | undefined;
    await eventually(async () => {
      a2 = await TestClient.connect(cluster.url, a.token).catch(() => undefined);
      // Until the owner is back, a relayed request gets no answer (the primary closes the socket): try again.
      const r = await a2?.request({ type: 'table.resync', table, version: 0 }).catch(() => undefined);
      if (r?.type === 'reply') return true;
      a2?.ws.terminate();
      return false;
    }, 30_000);
    let b2: TestClient | undefined;
    await eventually(async () => {
      b2 = await TestClient.connect(cluster.url, b.token, {}, { table }).catch(() => undefined);
      return b2 !== undefined;
    }, 30_000);
    await b2!.ok({ type: 'table.resync', table, version: 0 });
    await eventually(() => a2!.latest(table)?.version === 3 && b2!.latest(table)?.version === 3);
    const mover = (a2!.latest(table)!.legal.length > 0) ? a2! : b2!;
    expect((await mover.ok({ type: 'table.move', table, move: mover.latest(table)!.legal[0] }))['version']).toBe(4);
    await a2!.close();
    await b2!.close();
  }, 90_000);

  const stats = async () => (await (await fetch(`${cluster.url}/api/stats`)).json()) as ClusterStats;

  /**
   * Two creators on `direct=1` sockets and a table each: the sockets are given workers round robin and a worker
   * mints only its own ids, so there is a table on each worker (checked).
   */
  async function tableOnEachWorker(): Promise<{ creators: TestClient[]; ids: string[]; }> {
    const creators = [await TestClient.connect(cluster.url, undefined, {}, { direct: '1' })];
    creators.push(await TestClient.connect(cluster.url, undefined, {}, { direct: '1' }));
    const ids = await Promise.all(
      creators.map(async (c) =>
        (await c.ok({ type: 'table.create', game: 'fake', seats: 2, config: { turns: 8 } }))['table'] as string
      ),
    );
    expect(new Set(ids.map((id) => shardOf(id, 2)))).toEqual(new Set([0, 1]));
    return { creators, ids };
  }

  it('a socket that names its table lands on the worker that owns it, and the primary relays none of its frames', async () => {
    const { creators, ids } = await tableOnEachWorker();
    for (const table of ids) {
      // The sockets of earlier tests are gone (their closing reaches the workers a little later): only the creators remain.
      await eventually(async () => {
        const s = await stats();
        return s.relayed === 0 && s.workers.reduce((n, w) => n + w.sockets, 0) === creators.length;
      }, 10_000);
      const owner = shardOf(table, 2);
      const before = await stats();
      const joiner = await TestClient.connect(cluster.url, undefined, {}, { table });
      const after = await stats();
      expect(after.relayed).toBe(before.relayed);
      expect(after.workers[owner]!.sockets).toBe(before.workers[owner]!.sockets + 1);
      expect(after.workers[1 - owner]!.sockets).toBe(before.workers[1 - owner]!.sockets);
      await joiner.ok({ type: 'table.join', table });
      const creator = creators[ids.indexOf(table)]!;
      expect(await play(creator, joiner, table, 3)).toBe(3);
      await joiner.close();
    }
    for (const c of creators) await c.close();
  }, 60_000);

  it('the HTTP lobby lists the tables of every worker', async () => {
    const { creators, ids } = await tableOnEachWorker();
    const r = await fetch(`${cluster.url}/api/games/fake/tables`);
    expect(r.status).toBe(200);
    const listed = ((await r.json()) as { table: string; status: string; }[]).map((t) => t.table);
    for (const id of ids) expect(listed).toContain(id);
    expect(Number(r.headers.get('x-total-count'))).toBe(listed.length);
    // A page of one: the limit holds across the merged list.
    expect(((await (await fetch(`${cluster.url}/api/games/fake/tables?limit=1&offset=1`)).json()) as unknown[]).length).toBe(1);
    for (const c of creators) await c.close();
  }, 60_000);

  it('an invite link to a table on either worker finds the table and seats whoever opens it', async () => {
    const creators = [await TestClient.connect(cluster.url, undefined, {}, { direct: '1' })];
    creators.push(await TestClient.connect(cluster.url, undefined, {}, { direct: '1' }));
    const made = await Promise.all(
      creators.map(async (c) =>
        await c.ok({ type: 'table.create', game: 'fake', seats: 2, config: { turns: 8 }, private: true })
      ),
    );
    expect(new Set(made.map((m) => shardOf(m['table'] as string, 2)))).toEqual(new Set([0, 1]));
    for (const m of made) {
      const invite = (m['invite'] as string).toLowerCase();
      const r = await fetch(`${cluster.url}/api/invite/${invite}`);
      expect(r.status).toBe(200);
      expect(((await r.json()) as { table: string; }).table).toBe(m['table']);
      // The socket the invite link opens reaches the table's owner, and the code seats its holder.
      const guest = await TestClient.connect(cluster.url, undefined, {}, { invite });
      expect((await guest.ok({ type: 'table.join', invite }))['table']).toBe(m['table']);
      await guest.close();
    }
    for (const c of creators) await c.close();
  }, 60_000);
});
