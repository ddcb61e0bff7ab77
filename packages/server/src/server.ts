/**
 * startServer(options): the club server on one port — HTTP, WebSocket, storage
 * (checked and migrated at start) and every unfinished table resumed from its log.
 */
import type { AnyGame } from '@kozyr/engine';
import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import { Accounts } from './accounts/accounts.ts';
import { buildApp } from './app.ts';
import { type ServerOptions, serverOptions } from './config.ts';
import { setIdShard } from './ids.ts';
import { NounAnalysers } from './language/nouns.ts';
import type { Lobby } from './lobby/lobby.ts';
import { ClubNode } from './many-nodes/node.ts';
import { Metrics } from './metrics.ts';
import { workerOwnership } from './one-machine/worker-ownership.ts';
import { type ClubRole, type SocketRouter, SOLE_OWNERSHIP, type TableOwnership } from './ownership.ts';
import { DEFAULT_PICTURE_BYTES, Pictures } from './pictures/pictures.ts';
import { RenderThread } from './pictures/render-thread.ts';
import { registerPictureRoutes } from './pictures/routes.ts';
import { KeyedLimiter } from './ratelimit.ts';
import { finishTable } from './ratings/ratings.ts';
import { openStorage } from './storage/index.ts';
import type { ResilientStorage } from './storage/resilient.ts';
import { BotPool } from './tables/bot-pool/pool.ts';
import { TableRegistry } from './tables/registry.ts';
import type { TableHost } from './tables/types.ts';
import { CLUB, Recurring } from './tournaments/recurring.ts';
import { Tournaments } from './tournaments/tournaments.ts';
import { Sockets } from './ws/sockets.ts';

export interface RunningServer {
  readonly url: string;
  readonly port: number;
  readonly storage: ResilientStorage;
  readonly tables: TableRegistry;
  readonly metrics: Metrics;
  readonly sockets: Sockets;
  readonly accounts: Accounts;
  /** The lobby rooms (a worker of `serve --workers` gives them the whole machine's online count). */
  readonly lobby: Lobby;
  /**
   * The club's tournaments: run by the sole process, or by worker 0 of `serve --workers` (undefined on the others
   * and on a club of many nodes, where no process would be the only one to run them yet).
   */
  readonly tournaments: Tournaments | undefined;
  /** The Node HTTP server underneath (a worker of `serve --workers` feeds it sockets handed over by the primary). */
  readonly httpServer: Server;
  /** This node's id in a club on many nodes (`--redis`); undefined for a single server. */
  readonly nodeId: string | undefined;
  /** One round of expiry (sessions, idle guests, waiting tables); also run every `housekeepingMs`. */
  housekeeping(): Promise<void>;
  close(): Promise<void>;
}

const logLine = (line: string): void => void process.stderr.write(`kozyr server: ${line}\n`);

export async function startServer(given: Partial<ServerOptions> = {}): Promise<RunningServer> {
  const options = serverOptions(given);
  setIdShard(options.shard);
  const ownership = tableOwnership(options);
  const storage = await openStorage({
    databaseUrl: options.databaseUrl,
    sqliteFile: options.sqliteFile,
    checkpoints: { everyMs: 1000, walLimitBytes: options.walLimitBytes },
    shard: options.shard,
    resilience: { busyRetryMs: options.lockWaitMs },
    wrap: (inner) => ownership.storage(inner),
  });
  const metrics = new Metrics();
  // Assigned once below, after the host that the registry and `registry()` both need.
  // eslint-disable-next-line prefer-const
  let tables: TableRegistry | undefined;
  // Assigned once the tables are resumed: a game ending before then is found by its tournament's own resumption.
  // eslint-disable-next-line prefer-const
  let tournaments: Tournaments | undefined;
  // Assigned once the ownership starts routing (only where other owners hold tables: many nodes).
  // eslint-disable-next-line prefer-const
  let links: SocketRouter | undefined;
  const registry = (): TableRegistry => {
    if (tables === undefined) throw new Error('table registry used before construction');
    return tables;
  };
  const lobby = ownership.lobby(registry, options.lobbyPageSize);
  // The render thread starts with the first picture: a club without picture games never starts it.
  const pictures = new Pictures(DEFAULT_PICTURE_BYTES, new RenderThread(), ownership.pictures ?? null);
  // Dictionaries are loaded only where a hosted game has a word rule (Shtuka's nouns).
  const language = Object.values(options.games).some((g) => g.language !== undefined) ? await NounAnalysers.load() : undefined;
  const thinker = new BotPool({ size: options.botThreads, nice: options.botNice, games: options.botGames, log: logLine });
  const host: TableHost = {
    storage,
    now: () => Date.now(),
    disconnectGraceMs: options.disconnectGraceMs,
    onInfo: (t) => lobby.tableChanged(t.id),
    onOver: async (over) => {
      const changes = await finishTable(storage, over);
      registry().retire(over.id);
      tournaments?.tableOver(over);
      return changes;
    },
    onError: (e, context) => logLine(`${context}: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`),
    log: logLine,
    pictures,
    ...(language === undefined ? {} : { language }),
    thinker,
  };
  tables = new TableRegistry(host, {
    games: options.games,
    defaultBotDelayMs: options.defaultBotDelayMs,
    testDecks: options.testDecks,
    keepFinishedMs: options.keepFinishedMs,
    openTablesPerAccount: options.openTablesPerAccount,
    openTablesPerAddress: options.openTablesPerAddress,
  });
  await tables.resumeAll();
  // The database came back after an outage: tables retry what failed and re-arm their bots and clocks.
  storage.onRestored(() => registry().recoverAll());

  const accounts = new Accounts(storage, () => Date.now(), { guestSessionMs: options.guestSessionMs });
  const sockets = new Sockets(options, metrics);
  // One process runs the tournaments (each is one serialized queue, and two runners of one log would race): the
  // sole server, worker 0 of one machine, or on many nodes the holder of their lease. Any node answers their views.
  const leased = ownership.runsTournaments !== undefined;
  const club = leased || options.shard.index === 0 ?
    new Tournaments({
      storage,
      tables,
      now: () => Date.now(),
      // On many nodes a player's socket may be on another node, linked here through the tables it plays at.
      isOnline: (userId) => sockets.isOnline(userId) || (links?.linksUser(userId) ?? false),
      onError: host.onError,
      defaultBotDelayMs: options.defaultBotDelayMs,
    }) :
    undefined;
  tournaments = club;
  // The club's recurring tournaments are created where tournaments run, and only there.
  const recurring = club === undefined ? undefined : new Recurring(options.recurring, {
    now: () => Date.now(),
    exists: async (id) => (await storage.getTournament(id)) !== null,
    create: (id, req) => club.create(req, CLUB, id),
    onError: host.onError,
  });
  if (club !== undefined) {
    const role: ClubRole = {
      start: async () => {
        await club.start();
        recurring?.start();
      },
      stop: async () => {
        recurring?.stop();
        await club.stop();
      },
      tick: () => club.tick(),
    };
    if (ownership.runsTournaments !== undefined) ownership.runsTournaments(role);
    else await role.start();
  }
  lobby.online = () => sockets.onlineUsers;
  const games = (): readonly AnyGame[] => Object.values(options.games);
  const dispatch = {
    tables,
    lobby,
    games,
    accounts,
    chatLimiter: new KeyedLimiter(options.chatBurst, options.chatPerSecond),
    inviteLimiter: new KeyedLimiter(options.inviteBurst, options.invitesPerMinute / 60),
    now: () => Date.now(),
    tournaments,
  };
  links = await ownership.start({ tables, dispatch, metrics, options, storage });
  const app = await buildApp({ options, storage, accounts, tables, lobby, metrics, dispatch, sockets, links, bots: thinker });
  registerPictureRoutes(app, pictures);

  const housekeeping = async (): Promise<void> => {
    const now = Date.now();
    const cutoff = now - options.waitingTableMs;
    for (const t of registry().expireWaiting(cutoff)) lobby.tableRemoved(t.stored.game, t.id);
    const r = await storage.expire(now, { guestsCreatedBefore: now - options.guestSessionMs, waitingCreatedBefore: cutoff });
    if (r.sessions + r.guests + r.tables.length > 0) {
      logLine(`housekeeping: ${r.sessions} sessions, ${r.guests} guests, ${r.tables.length} waiting tables expired`);
    }
  };
  const housekeeper = setInterval(() => {
    housekeeping().catch((e: unknown) => logLine(`housekeeping: ${e instanceof Error ? e.message : String(e)}`));
  }, options.housekeepingMs);
  housekeeper.unref();

  await app.listen({ port: options.port, host: options.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : options.port;

  let closing: Promise<void> | null = null;
  return {
    url: `http://${options.host}:${port}`,
    port,
    storage,
    tables,
    metrics,
    sockets,
    accounts,
    lobby,
    tournaments,
    httpServer: app.server,
    nodeId: ownership.name,
    housekeeping,
    close() {
      // Stop accepting, end every socket, let each table's queue finish its writes, then close storage.
      closing ??= (async () => {
        clearInterval(housekeeper);
        recurring?.stop();
        app.server.close();
        sockets.terminateAll();
        await tournaments?.closeAll();
        await registry().closeAll();
        await pictures.close();
        await thinker.close();
        await ownership.stop();
        await app.close();
        await storage.close();
      })();
      return closing;
    },
  };
}

/**
 * Who owns which table (ownership.ts): with `redisUrl`, this server is one node of a club on many machines
 * (PostgreSQL required; docs/scaling.md); as a worker of `--workers N` it owns the tables that hash to it;
 * alone, every table.
 */
function tableOwnership(options: ServerOptions): TableOwnership {
  if (options.redisUrl === undefined) return options.shard.count > 1 ? workerOwnership(options.shard) : SOLE_OWNERSHIP;
  if (options.databaseUrl === undefined) {
    throw new Error('a club on many nodes (--redis) keeps its tables in PostgreSQL: set DATABASE_URL too');
  }
  const nodeId = options.nodeId ?? `node-${randomBytes(4).toString('hex')}`;
  return ClubNode.create(
    { nodeId, redisUrl: options.redisUrl, databaseUrl: options.databaseUrl, leaseMs: options.leaseMs, shard: options.shard },
    logLine,
  );
}
