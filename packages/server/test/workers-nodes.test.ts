/**
 * Every core of every node: two machines of a club on
 * PostgreSQL and Redis, each `serve --redis … --node-id ID --workers 2`, so
 * four worker processes, each a node of its own (`a-w0`, `a-w1`, `b-w0`,
 * `b-w1`), behind two primaries on loopback. Tables are played by clients
 * spread over both machines, through handed-over sockets and relayed ones;
 * the lobby of either machine lists each table once. Then the worker owning
 * the most tables is SIGKILLed mid-game (its supervisor restarts it), and then
 * the whole machine owning the most (primary and workers): every table resumes
 * in a worker that took its lease, with every acknowledged move stored and
 * none twice, and a lease is always held by the worker its table hashes to —
 * the one its machine's primary hands the table's sockets to and that loads it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shardOf } from '../src/one-machine/shard.ts';
import { TestClient } from './client.ts';
import { lobbyTables, type Pair, play, Player, resync } from './fixtures/cluster-players.ts';
import { eventually, sleep } from './helpers.ts';
import { freshSchema, PG_URL, pgAvailable } from './pg.ts';
import { freePort, redisAvailable, startRedis } from './redis.ts';

const MACHINE = fileURLToPath(new URL('./fixtures/cluster-node.ts', import.meta.url));
const LEASE_MS = Number(process.env['KOZYR_TEST_LEASE_MS'] ?? 1500);
const WORKERS = 2;
const TABLES = 8;

interface Machine {
  readonly id: string;
  readonly child: ChildProcess;
  url: string;
  /** Its workers' process ids, by index, as it last printed them (a restarted worker has a new one). */
  pids: number[];
}

async function spawnMachine(id: string, env: Record<string, string>): Promise<Machine> {
  // Its own process group: SIGKILL to the group ends the primary and its workers at once, as a machine lost.
  const child = spawn(process.execPath, ['--import', 'tsx', MACHINE], {
    env: { ...process.env, ...env, KOZYR_TEST_NODE: id, KOZYR_TEST_WORKERS: String(WORKERS) },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  const m: Machine = { id, child, url: '', pids: [] };
  await new Promise<void>((resolve, reject) => {
    let out = '';
    // The lines keep coming after the start: each restart of a worker prints the pids again.
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      let nl: number;
      while ((nl = out.indexOf('\n')) >= 0) {
        const line = out.slice(0, nl);
        out = out.slice(nl + 1);
        const listening = /^LISTENING (\S+)/.exec(line);
        if (listening) m.url = listening[1]!;
        const pids = /^PIDS (\[.*\])/.exec(line);
        if (pids) m.pids = JSON.parse(pids[1]!) as number[];
        if (m.url !== '' && m.pids.length === WORKERS) resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`machine ${id} exited early (${code})`)));
  });
  return m;
}

const alive = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

function killGroup(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  return new Promise((resolve) => {
    if (!alive(child)) return resolve();
    child.once('exit', () => resolve());
    process.kill(-child.pid!, signal);
  });
}

/** The machine (its id) and worker index of a worker node id `ID-wI`. */
function workerOf(node: string): { machine: string; index: number; } {
  const m = /^(.+)-w(\d+)$/.exec(node);
  if (m === null) throw new Error(`not a worker node id: ${node}`);
  return { machine: m[1]!, index: Number(m[2]) };
}

const redisOk = redisAvailable('two machines × two worker nodes on PostgreSQL and Redis');
if (pgAvailable('two machines × two worker nodes on PostgreSQL and Redis') && redisOk) {
  describe('serve --redis --workers 2 on two machines', () => {
    let drop: () => Promise<void>;
    let redis: ChildProcess;
    let db: pg.Pool;
    const machines: Machine[] = [];

    beforeAll(async () => {
      const fresh = await freshSchema();
      drop = fresh.drop;
      db = new pg.Pool({ connectionString: fresh.url, max: 2 });
      const redisPort = await freePort();
      redis = await startRedis(redisPort);
      const env = {
        DATABASE_URL: fresh.url,
        KOZYR_TEST_REDIS: `redis://127.0.0.1:${redisPort}`,
        KOZYR_LEASE_MS: String(LEASE_MS),
        KOZYR_SQLITE: '',
      };
      // Machine a's worker 0 migrates the schema; then b starts on it.
      machines.push(await spawnMachine('a', env));
      machines.push(await spawnMachine('b', env));
    }, 120_000);

    afterAll(async () => {
      await Promise.all(machines.map((m) => killGroup(m.child, 'SIGTERM')));
      if (redis !== undefined) redis.kill('SIGKILL');
      await db?.end();
      await drop?.();
    });

    const logOf = async (table: string) =>
      (await db.query<{ seq: number; }>('SELECT seq FROM moves WHERE table_id = $1 ORDER BY seq', [table])).rows.map((r) =>
        r.seq
      );
    /** Every acknowledged move is stored, exactly once, and nothing else: the log is 0..acked-1. */
    const checkLogs = async (pairs: readonly Pair[]) => {
      for (const p of pairs) expect(await logOf(p.table), p.table).toEqual(Array.from({ length: p.acked }, (_, i) => i));
    };
    const leases = async (pairs: readonly Pair[]) =>
      new Map(
        (await db.query<{ table_id: string; node: string; }>(
          'SELECT table_id, node FROM table_leases WHERE table_id = ANY($1)',
          [pairs.map((p) => p.table)],
        )).rows.map((r) => [r.table_id, r.node]),
      );
    /**
     * Every table is leased by a worker node, and by the worker its id hashes to: the one its machine's primary
     * hands the table's sockets to, and the one that loaded it (a worker loads every table whose lease it takes).
     */
    const checkOwnership = async (pairs: readonly Pair[], on: readonly Machine[]) => {
      const held = await leases(pairs);
      expect(held.size).toBe(pairs.length);
      for (const [table, node] of held) {
        const w = workerOf(node);
        expect(on.map((m) => m.id), `${table} on ${node}`).toContain(w.machine);
        expect(w.index, `${table} on ${node}`).toBe(shardOf(table, WORKERS));
      }
      return held;
    };
    /** The lobby as one relayed socket and the HTTP listing of a machine see it: each table once. */
    const checkLobby = async (m: Machine, pairs: readonly Pair[]) => {
      const expected = pairs.map((p) => p.table).sort();
      const c = await TestClient.connect(m.url);
      try {
        const mark = c.messages.length;
        await c.ok({ type: 'lobby.subscribe', game: 'fake' });
        await c.waitFor((x) => x.type === 'lobby.tables', 5000, mark);
        await sleep(300); // another worker's list, if it were asked too, would have arrived by now
        const lists = c.messages.slice(mark).filter((x) => x.type === 'lobby.tables');
        for (const list of lists) {
          const ids = (list['tables'] as { table: string; }[]).map((t) => t.table).sort();
          expect(ids, `the lobby of ${m.id} over a socket`).toEqual(expected);
        }
        expect(lists.length, `lobby lists sent by ${m.id}`).toBe(1);
      } finally {
        await c.close();
      }
      const r = await fetch(`${m.url}/api/games/fake/tables`);
      const listed = ((await r.json()) as { table: string; }[]).map((t) => t.table).sort();
      expect(listed, `the lobby of ${m.id} over HTTP`).toEqual(expected);
      expect(r.headers.get('x-total-count')).toBe(String(pairs.length));
    };

    it('tables spread over four worker nodes survive a worker killed, then a machine killed, mid-game', async () => {
      const [a, b] = machines as [Machine, Machine];
      const other = (m: Machine) => (m === a ? b : a);
      // ---- tables on both machines, each played from both: handed-over and relayed sockets, by id and by invite
      const pairs: Pair[] = [];
      for (let i = 0; i < TABLES; i++) {
        const home = machines[i % 2]!;
        const creatorDirect = i < TABLES / 2;
        const creatorClient = await TestClient.connect(home.url, undefined, {}, creatorDirect ? { direct: '1' } : {});
        const created = await creatorClient.ok({ type: 'table.create', game: 'fake', seats: 2, config: { turns: 20 } });
        const table = created['table'] as string;
        const joinDirect = i % 2 === 0;
        const joiner = await TestClient.connect(other(home).url, undefined, {}, joinDirect ? { table } : {});
        await joiner.ok(joinDirect ? { type: 'table.join', table } : { type: 'table.join', invite: created['invite'] });
        pairs.push({
          table,
          players: [new Player(creatorClient, creatorDirect ? table : null), new Player(joiner, joinDirect ? table : null)],
          acked: 0,
        });
      }
      const first = await checkOwnership(pairs, machines);
      expect(new Set(first.values()).size, 'worker nodes holding tables').toBeGreaterThanOrEqual(3);
      await eventually(async () => (await lobbyTables(b.url)).length >= TABLES, 10_000);
      for (const m of machines) await checkLobby(m, pairs);
      await Promise.all(pairs.map((p) => play(p, 3)));
      await checkLogs(pairs);

      // ---- the worker owning the most tables dies without a word; its supervisor starts it again
      const count = (held: Map<string, string>) => {
        const n = new Map<string, number>();
        for (const node of held.values()) n.set(node, (n.get(node) ?? 0) + 1);
        return [...n].sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0]));
      };
      const [victimNode, victimCount] = count(first)[0]!;
      const victim = workerOf(victimNode);
      const machine = machines.find((m) => m.id === victim.machine)!;
      const pid = machine.pids[victim.index]!;
      const killedAt = Date.now();
      process.kill(pid, 'SIGKILL');
      await eventually(() => machine.pids[victim.index] !== pid, 10_000);
      let turn = 0;
      const either = () => machines[turn++ % 2]!.url;
      await Promise.all(pairs.flatMap((p) => p.players.map((x) => resync(x, p.table, either, 40_000))));
      process.stderr.write(
        `workers-nodes test: worker ${victimNode} (${victimCount} tables) killed; every client resynced in ${
          Date.now() - killedAt
        } ms\n`,
      );
      for (const p of pairs) {
        await eventually(() => p.players.every((x) => x.client.latest(p.table)?.version === p.acked), 10_000);
      }
      await checkLogs(pairs);
      await checkOwnership(pairs, machines);
      await Promise.all(pairs.map((p) => play(p, 3)));
      await checkLogs(pairs);

      // ---- the machine owning the most tables (primary and both workers) dies without a word
      const held = await checkOwnership(pairs, machines);
      const perMachine = (id: string) => [...held.values()].filter((n) => workerOf(n).machine === id).length;
      const lost = perMachine(a.id) >= perMachine(b.id) ? a : b;
      const survivor = other(lost);
      const lostTables = perMachine(lost.id);
      expect(lostTables).toBeGreaterThanOrEqual(TABLES / 2);
      const machineKilledAt = Date.now();
      await killGroup(lost.child, 'SIGKILL');
      await Promise.all(pairs.flatMap((p) => p.players.map((x) => resync(x, p.table, () => survivor.url, 40_000))));
      process.stderr.write(
        `workers-nodes test: machine ${lost.id} (${lostTables} tables) killed; every client resynced in ${
          Date.now() - machineKilledAt
        } ms\n`,
      );
      for (const p of pairs) {
        await eventually(() => p.players.every((x) => x.client.latest(p.table)?.version === p.acked), 10_000);
      }
      await checkLogs(pairs);
      // Every table is now held by the surviving machine's worker its id hashes to.
      await checkOwnership(pairs, [survivor]);
      await Promise.all(pairs.map((p) => play(p, 3)));
      await checkLogs(pairs);
      await eventually(async () => (await lobbyTables(survivor.url)).length === TABLES, 10_000);
      await checkLobby(survivor, pairs);
      for (const p of pairs) for (const x of p.players) x.client.ws.terminate();
    }, 240_000);
  });
} else {
  describe.skip('serve --redis --workers 2 (needs KOZYR_TEST_PG_URL and redis-server)', () => {
    it('needs PostgreSQL and Redis', () => expect(PG_URL !== undefined && redisOk).toBe(true));
  });
}
