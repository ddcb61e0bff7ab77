/**
 * `kozyr serve`: the club server (HTTP + WebSocket) on http://localhost:3000,
 * storing in ./data/kozyr.sqlite, or in PostgreSQL when DATABASE_URL is set.
 */
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { CliError, guarded, intOption, parse } from '../args.ts';
import type { Command } from '../command.ts';

/** One node of a club on many machines: Redis between the nodes, PostgreSQL (DATABASE_URL) under them. */
interface NodeFlags {
  readonly redisUrl: string | undefined;
  readonly nodeId: string | undefined;
}

async function club(
  port: number | undefined,
  host: string | undefined,
  sqliteFile: string | undefined,
  node: NodeFlags,
): Promise<{ close(): Promise<void>; }> {
  const { startServer } = await import('@kozyr/server');
  const server = await startServer({
    ...(port === undefined ? {} : { port }),
    ...(host === undefined ? {} : { host }),
    ...(sqliteFile === undefined ? {} : { sqliteFile }),
    ...(node.redisUrl === undefined ? {} : { redisUrl: node.redisUrl }),
    ...(node.nodeId === undefined ? {} : { nodeId: node.nodeId }),
  });
  const role = server.nodeId === undefined ? '' : `, node ${server.nodeId} of a club on Redis`;
  process.stdout.write(`kozyr: club server listening on ${server.url} (storage: ${server.storage.kind}${role})\n`);
  return server;
}

/**
 * N worker processes behind one front holding the sockets (packages/server/src/one-machine); with --redis each
 * worker is a node of the club of its own, `<node id>-w<i>` (a random node id when none is given).
 */
async function workers(
  count: number,
  port: number | undefined,
  host: string | undefined,
  sqliteFile: string | undefined,
  node: NodeFlags,
): Promise<{ close(): Promise<void>; }> {
  const nodeId = node.redisUrl === undefined ? undefined : (node.nodeId ?? `node-${randomBytes(4).toString('hex')}`);
  const { startCluster } = await import('@kozyr/server/one-machine/workers.ts');
  const cluster = await startCluster({
    workers: count,
    port: port ?? Number(process.env['PORT'] ?? 3000),
    host: host ?? process.env['HOST'] ?? '127.0.0.1',
    env: sqliteFile === undefined ? {} : { KOZYR_SQLITE: sqliteFile },
    log: (line) => process.stderr.write(`kozyr: ${line}\n`),
    ...(node.redisUrl === undefined || nodeId === undefined ? {} : { node: { redisUrl: node.redisUrl, nodeId } }),
  });
  const storage = process.env['DATABASE_URL'] ? 'postgres' : 'sqlite';
  const role = nodeId === undefined ? '' : `; nodes ${nodeId}-w0 … ${nodeId}-w${count - 1} of a club on Redis`;
  process.stdout.write(`kozyr: club server listening on ${cluster.url} (storage: ${storage}, ${count} workers${role})\n`);
  return cluster;
}

/**
 * The stand-in that does no work: `kozyr loadtest --floor` measures the machine against it. One process, or with
 * `--workers N` as many behind the club's own primary (the same hand-over of each table's sockets to its worker),
 * so that the floor of a multi-worker club is measured with the same topology.
 */
async function floor(
  port: number | undefined,
  host: string | undefined,
  workers: number,
): Promise<{ close(): Promise<void>; }> {
  if (workers === 1) {
    const { startFloorServer } = await import('@kozyr/loadtest/floor-server.ts');
    const server = await startFloorServer(port ?? 3000, host ?? '127.0.0.1');
    process.stdout.write(`kozyr: floor server (no game, no storage) listening on ${server.url}\n`);
    return server;
  }
  const { startCluster } = await import('@kozyr/server/one-machine/workers.ts');
  const cluster = await startCluster({
    workers,
    port: port ?? 3000,
    host: host ?? '127.0.0.1',
    entry: fileURLToPath(import.meta.resolve('@kozyr/loadtest/floor-worker-main.ts')),
    log: (line) => process.stderr.write(`kozyr: ${line}\n`),
  });
  process.stdout.write(`kozyr: floor server (no game, no storage, ${workers} workers) listening on ${cluster.url}\n`);
  return cluster;
}

/**
 * SQLite's default stops here: every worker writes the club's one file under its single write lock (its moves go
 * to a journal file of its own, then join that file in compactions). Two workers carried 1.10–1.29× the moves/s of
 * one on 2 cores (docs/scaling.md); how the lock bears more than four was not measured, so a larger
 * machine on SQLite asks for them with `--workers` (or moves to PostgreSQL).
 */
export const SQLITE_DEFAULT_WORKERS_AT_MOST = 4;

/** One worker per core: on PostgreSQL all of them, on SQLite up to SQLITE_DEFAULT_WORKERS_AT_MOST. */
export function defaultWorkers(databaseUrl: string | undefined, cores = availableParallelism()): number {
  return databaseUrl !== undefined && databaseUrl !== '' ? cores : Math.min(cores, SQLITE_DEFAULT_WORKERS_AT_MOST);
}

export const serve: Command = {
  summary: 'Run the club server (PORT, HOST, DATABASE_URL from the environment; SQLite under ./data by default)',
  usage:
    "kozyr serve [--port 3000] [--host 127.0.0.1] [--sqlite ./data/kozyr.sqlite] [--workers N (processes owning the tables; default: one per core; on SQLite, whose one file has a single write lock, at most 4: see docs/scaling.md)] [--redis redis://host:6379 --node-id ID (this machine is one node of a club on many machines, needs DATABASE_URL; with N workers, each worker is node ID-w<i>: docs/scaling.md)] [--floor (the load test's do-nothing stand-in, for measuring only; one process unless --workers)]",
  run(args) {
    return guarded('serve', async () => {
      const o = parse(args, {
        port: { type: 'string' },
        host: { type: 'string' },
        sqlite: { type: 'string' },
        floor: { type: 'boolean' },
        workers: { type: 'string' },
        redis: { type: 'string' },
        'node-id': { type: 'string' },
      });
      // The default (docs/scaling.md, measured on 2 cores): one worker per core (sockets are handed to their
      // table's worker, no relay hop). On PostgreSQL 2 workers carried 1.13× the moves/s of 1; on SQLite 1.10–1.29×
      // (on a machine busy with other work, less), each worker's moves in a journal file of its own; at most
      // SQLITE_DEFAULT_WORKERS_AT_MOST by default.
      // A machine of a club on many machines (--redis) is on PostgreSQL, so it too defaults to one worker per core.
      const count = intOption(o.workers, 'workers', defaultWorkers(process.env['DATABASE_URL']), 1);
      const port = o.port === undefined ? undefined : intOption(o.port, 'port', 3000, 0);
      const node: NodeFlags = { redisUrl: o.redis, nodeId: o['node-id'] };
      if (node.nodeId !== undefined && node.redisUrl === undefined) throw new CliError('--node-id needs --redis');
      if (node.redisUrl !== undefined && !process.env['DATABASE_URL']) {
        throw new CliError('--redis needs DATABASE_URL (PostgreSQL): a club on many machines keeps its tables there');
      }
      const server = o.floor ?
        // The floor is one process unless asked (what `kozyr loadtest --floor` has always measured).
        await floor(port, o.host, o.workers === undefined ? 1 : count) :
        count === 1 ?
        await club(port, o.host, o.sqlite, node) :
        await workers(count, port, o.host, o.sqlite, node);
      await new Promise<void>((resolve) => {
        process.once('SIGINT', () => resolve());
        process.once('SIGTERM', () => resolve());
      });
      process.stdout.write('kozyr: shutting down\n');
      await server.close();
      return 0;
    });
  },
};
