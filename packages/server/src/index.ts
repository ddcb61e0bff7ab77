/**
 * startServer(options): the club server on one port — HTTP, WebSocket, storage
 * (migrated at start) and every unfinished table resumed from its log.
 */
import type { AnyGame } from '@kozyr/engine';
import type { WebSocket } from 'ws';
import { Accounts } from './accounts/accounts.ts';
import { buildApp } from './app.ts';
import { ownedStorage } from './cluster/shard.ts';
import { type ServerOptions, serverOptions } from './config.ts';
import { setIdShard } from './ids.ts';
import { Lobby } from './lobby/lobby.ts';
import { Metrics } from './metrics.ts';
import { KeyedLimiter } from './ratelimit.ts';
import { rateFinishedTable } from './ratings/ratings.ts';
import { openStorage } from './storage/index.ts';
import type { Storage } from './storage/port.ts';
import { TableRegistry } from './tables/registry.ts';
import type { TableHost } from './tables/types.ts';

export interface RunningServer {
  readonly url: string;
  readonly port: number;
  readonly storage: Storage;
  readonly tables: TableRegistry;
  readonly metrics: Metrics;
  close(): Promise<void>;
}

export async function startServer(given: Partial<ServerOptions> = {}): Promise<RunningServer> {
  const options = serverOptions(given);
  setIdShard(options.shard);
  const storage = ownedStorage(
    await openStorage({ databaseUrl: options.databaseUrl, sqliteFile: options.sqliteFile }),
    options.shard,
  );
  const metrics = new Metrics();
  const sockets = new Set<WebSocket>();
  // Assigned once below, after the host that the registry and `registry()` both need.
  // eslint-disable-next-line prefer-const
  let tables: TableRegistry | undefined;
  const registry = (): TableRegistry => {
    if (tables === undefined) throw new Error('table registry used before construction');
    return tables;
  };
  const lobby = new Lobby(registry);
  const forgetTimers = new Set<NodeJS.Timeout>();
  const host: TableHost = {
    storage,
    now: () => Date.now(),
    disconnectGraceMs: options.disconnectGraceMs,
    onInfo: (t) => lobby.tableChanged(t.id),
    onOver: async (id) => {
      const t = registry().get(id);
      if (t === undefined) return [];
      const timer = setTimeout(() => {
        forgetTimers.delete(timer);
        registry().forget(id);
      }, options.keepFinishedMs);
      timer.unref();
      forgetTimers.add(timer);
      return rateFinishedTable(storage, t.stored, t.stored.finishedAt ?? Date.now());
    },
    onError: (e, context) =>
      process.stderr.write(`kozyr server: ${context}: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`),
    log: (line) => process.stderr.write(`kozyr server: ${line}\n`),
  };
  tables = new TableRegistry(host, {
    games: options.games,
    defaultBotDelayMs: options.defaultBotDelayMs,
    testDecks: options.testDecks,
  });
  await tables.resumeAll();

  const accounts = new Accounts(storage, () => Date.now());
  const games = (): readonly AnyGame[] => Object.values(options.games);
  const dispatch = {
    tables,
    lobby,
    games,
    chatLimiter: new KeyedLimiter(options.chatBurst, options.chatPerSecond),
    now: () => Date.now(),
  };
  const app = await buildApp({ options, storage, accounts, tables, lobby, metrics, dispatch, sockets });
  await app.listen({ port: options.port, host: options.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : options.port;

  return {
    url: `http://${options.host}:${port}`,
    port,
    storage,
    tables,
    metrics,
    async close() {
      for (const t of forgetTimers) clearTimeout(t);
      for (const s of sockets) s.terminate();
      await registry().closeAll();
      await app.close();
      await storage.close();
    },
  };
}

export { type ServerOptions, serverOptions } from './config.ts';
