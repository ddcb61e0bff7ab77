/**
 * `kozyr serve`: the club server (HTTP + WebSocket) on http://localhost:3000,
 * storing in ./data/kozyr.sqlite, or in PostgreSQL when DATABASE_URL is set.
 */
import { CliError, guarded, intOption, parse } from '../args.ts';
import type { Command } from '../main.ts';

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

/** N worker processes behind one front holding the sockets (packages/server/src/cluster). */
async function workers(
  count: number,
  port: number | undefined,
  host: string | undefined,
  sqliteFile: string | undefined,
): Promise<{ close(): Promise<void>; }> {
  const { startCluster } = await import('@kozyr/server/cluster/workers.ts');
  const cluster = await startCluster({
    workers: count,
    port: port ?? Number(process.env['PORT'] ?? 3000),
    host: host ?? process.env['HOST'] ?? '127.0.0.1',
    env: sqliteFile === undefined ? {} : { KOZYR_SQLITE: sqliteFile },
    log: (line) => process.stderr.write(`kozyr: ${line}\n`),
  });
  const storage = process.env['DATABASE_URL'] ? 'postgres' : 'sqlite';
  process.stdout.write(`kozyr: club server listening on ${cluster.url} (storage: ${storage}, ${count} workers)\n`);
  return cluster;
}

/** The stand-in that does no work: `kozyr loadtest --floor` measures the machine against it. */
async function floor(port: number | undefined, host: string | undefined): Promise<{ close(): Promise<void>; }> {
  const { startFloorServer } = await import('@kozyr/server/loadtest/floor-server.ts');
  const server = await startFloorServer(port ?? 3000, host ?? '127.0.0.1');
  process.stdout.write(`kozyr: floor server (no game, no storage) listening on ${server.url}\n`);
  return server;
}

export const serve: Command = {
  summary: 'Run the club server (PORT, HOST, DATABASE_URL from the environment; SQLite under ./data by default)',
  usage:
    "kozyr serve [--port 3000] [--host 127.0.0.1] [--sqlite ./data/kozyr.sqlite] [--workers N (processes owning the tables; default 1, one process: see docs/scaling.md)] [--redis redis://host:6379 --node-id ID (one node of a club on many machines; needs DATABASE_URL: docs/scaling.md)] [--floor (the load test's do-nothing stand-in, for measuring only)]",
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
      // One process by default: on the measured 2-core machine two workers behind the front carried 0.39× the moves/s
      // of one (docs/scaling.md), and some HTTP routes (invite links, the HTTP lobby) still reach worker 0 only.
      const count = intOption(o.workers, 'workers', 1, 1);
      const port = o.port === undefined ? undefined : intOption(o.port, 'port', 3000, 0);
      const node: NodeFlags = { redisUrl: o.redis, nodeId: o['node-id'] };
      if (node.nodeId !== undefined && node.redisUrl === undefined) throw new CliError('--node-id needs --redis');
      if (node.redisUrl !== undefined && count > 1) {
        throw new CliError('--redis and --workers do not combine: one node per process');
      }
      const server = o.floor ?
        await floor(port, o.host) :
        count === 1 ?
        await club(port, o.host, o.sqlite, node) :
        await workers(count, port, o.host, o.sqlite);
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
