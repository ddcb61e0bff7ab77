/** Server options, from the caller or from the environment (`kozyr serve`). */
import type { AnyGame } from '@kozyr/engine';
import { games as registryGames } from '@kozyr/engine';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseShard, type Shard } from './one-machine/shard.ts';
import { DEFAULT_BOT_NICE, defaultBotThreads } from './tables/bot-pool/pool.ts';
import { readSchedules, type Schedule } from './tournaments/recurring.ts';

export interface ServerOptions {
  readonly port: number;
  readonly host: string;
  /** PostgreSQL when set; otherwise SQLite at `sqliteFile`. */
  readonly databaseUrl: string | undefined;
  readonly sqliteFile: string;
  readonly games: Readonly<Record<string, AnyGame>>;
  /** Test mode only (KOZYR_TEST_DECKS=1): tables may be created with a stacked deck. */
  readonly testDecks: boolean;
  readonly defaultBotDelayMs: number;
  /** A disconnected seat at a table without turn timer is covered by its stand-in after this long. */
  readonly disconnectGraceMs: number;
  /** Finished tables stay in memory this long (play again, late watchers), then live only in storage. */
  readonly keepFinishedMs: number;
  /** Messages per socket: burst and sustained rate. */
  readonly messageBurst: number;
  readonly messagesPerSecond: number;
  /** Chat per user and table. */
  readonly chatBurst: number;
  readonly chatPerSecond: number;
  /** Login and register attempts per IP and per name. */
  readonly loginBurst: number;
  readonly loginPerMinute: number;
  /** The built browser client, served at / when present. */
  readonly webDist: string;
  readonly logger: boolean;

  // ---- limits against abuse (docs/operating.md lists them with their defaults) ----
  /** Origins allowed to open /ws from a browser (besides the server's own host); '*' allows any. */
  readonly allowedOrigins: readonly string[];
  /** Open WebSockets per client address. */
  readonly connectionsPerAddress: number;
  /** Bytes buffered for slow readers across all sockets; past it the fullest socket is dropped. */
  readonly outputBudgetBytes: number;
  /** A socket whose buffer stays above `slowSocketBytes` for `slowSocketMs` is dropped. */
  readonly slowSocketBytes: number;
  readonly slowSocketMs: number;
  /** Ping every socket this often; one that has not answered the previous ping is dropped. */
  readonly heartbeatMs: number;
  /** New guests per address: burst and per-minute rate. */
  readonly guestBurst: number;
  readonly guestsPerMinute: number;
  /** Tables not over yet that one account and one address may have created. */
  readonly openTablesPerAccount: number;
  readonly openTablesPerAddress: number;
  /** A table still waiting for players is removed this long after its creation. */
  readonly waitingTableMs: number;
  /** A guest session lasts this long; a guest with no session left is deleted. */
  readonly guestSessionMs: number;
  /** Housekeeping (expiry of sessions, guests and waiting tables) runs this often. */
  readonly housekeepingMs: number;
  /** Most tables in one `lobby.tables` frame (the rest are paged over HTTP). */
  readonly lobbyPageSize: number;
  /** Invite-code lookups per address: burst and per-minute rate. */
  readonly inviteBurst: number;
  readonly invitesPerMinute: number;
  /** Bearer token for /api/stats and /metrics; unset, only loopback clients without proxy headers may read them. */
  readonly statsToken: string | undefined;
  /** Empty ws's array of each delivered message at once (ws/receiver-fragments.ts); KOZYR_WS_RELEASE_FRAGMENTS=off: not. */
  readonly releaseWsFragments: boolean;
  /** Cookies marked Secure and HSTS sent: the club is served over HTTPS (behind a TLS proxy). */
  readonly secureCookies: boolean;
  /** Most SQLite log (WAL) before a checkpoint copies it all and starts it again from the beginning of its file. */
  readonly walLimitBytes: number;
  /** How long a write waits (asynchronously) for a SQLite lock held elsewhere before it is refused. */
  readonly lockWaitMs: number;
  /**
   * Behind a reverse proxy (TLS): which proxy's X-Forwarded-For to believe, as Fastify's `trustProxy`
   * (a comma-separated list of addresses or CIDRs, or a hop count). Unset: the peer address is the client.
   */
  readonly trustProxy: string | number | undefined;
  /** Worker `index` of `count` behind a `kozyr serve --workers N` front (KOZYR_SHARD=index/count); 0 of 1 alone. */
  readonly shard: Shard;
  /**
   * One node of a club on many machines (docs/scaling.md): Redis carries what crosses nodes; PostgreSQL
   * (`databaseUrl`) holds everything durable and the tables' leases. Unset: a single server.
   */
  readonly redisUrl: string | undefined;
  /** This node's name among the club's nodes (unique; a random one when not given). */
  readonly nodeId: string | undefined;
  /** How long a node's lease on a table lasts unrenewed: about the time a dead node's tables wait for a new owner. */
  readonly leaseMs: number;
  /** Recurring tournaments (KOZYR_RECURRING: a JSON file of schedules, tournaments/recurring.ts); none when unset. */
  readonly recurring: readonly Schedule[];
  /** Bot threads of this process (bot-pool/pool.ts, `defaultBotThreads`); KOZYR_BOT_THREADS. */
  readonly botThreads: number;
  /**
   * The bot threads' nice value, 0–19 (bot-pool/pool.ts, `DEFAULT_BOT_NICE`); KOZYR_BOT_NICE. A bot thread
   * yields the core to the threads that answer people's moves.
   */
  readonly botNice: number;
  /**
   * The module the bot threads load the games from: a thread cannot be handed `games` (functions do not
   * cross threads), so it imports them. The engine's registry unless a caller hosts other games (tests).
   */
  readonly botGames: string;
}

const list = (v: string | undefined): string[] | undefined =>
  v === undefined || v.trim() === '' ? undefined : v.split(',').map((s) => s.trim()).filter((s) => s.length > 0);
const trustProxyFrom = (v: string | undefined): string | number | undefined =>
  v === undefined || v.trim() === '' ? undefined : /^\d+$/.test(v.trim()) ? Number(v.trim()) : v.trim();
const int = (v: string | undefined): number | undefined => (v === undefined || v === '' ? undefined : Number(v));

const here = fileURLToPath(new URL('.', import.meta.url));

/** The games the club hosts: every registered game, and those still in preview only when asked. */
export function clubGames(preview: boolean): Readonly<Record<string, AnyGame>> {
  return Object.fromEntries(Object.entries(registryGames).filter(([, g]) => preview || g.preview !== true));
}

export function serverOptions(given: Partial<ServerOptions> = {}, env: NodeJS.ProcessEnv = process.env): ServerOptions {
  // The load test runs thousands of clients from loopback: one address that must not be limited as one client.
  const perAddress = env['KOZYR_PER_ADDRESS_LIMITS'] !== 'off';
  const shard = given.shard ?? parseShard(env['KOZYR_SHARD']);
  return {
    port: given.port ?? Number(env['PORT'] ?? 3000),
    host: given.host ?? env['HOST'] ?? '127.0.0.1',
    databaseUrl: 'databaseUrl' in given ? given.databaseUrl : env['DATABASE_URL'] || undefined,
    sqliteFile: given.sqliteFile ?? env['KOZYR_SQLITE'] ?? resolve('data', 'kozyr.sqlite'),
    games: given.games ?? clubGames(env['KOZYR_PREVIEW_GAMES'] === '1'),
    testDecks: given.testDecks ?? env['KOZYR_TEST_DECKS'] === '1',
    defaultBotDelayMs: given.defaultBotDelayMs ?? 700,
    disconnectGraceMs: given.disconnectGraceMs ?? 30_000,
    keepFinishedMs: given.keepFinishedMs ?? 120_000,
    messageBurst: given.messageBurst ?? 100,
    messagesPerSecond: given.messagesPerSecond ?? 50,
    chatBurst: given.chatBurst ?? 5,
    chatPerSecond: given.chatPerSecond ?? 0.5,
    loginBurst: given.loginBurst ?? 10,
    loginPerMinute: given.loginPerMinute ?? 10,
    webDist: given.webDist ?? resolve(here, '../../web/dist'),
    logger: given.logger ?? false,
    allowedOrigins: given.allowedOrigins ?? list(env['KOZYR_ALLOWED_ORIGINS']) ?? [],
    connectionsPerAddress: given.connectionsPerAddress ?? int(env['KOZYR_CONNECTIONS_PER_ADDRESS']) ??
      (perAddress ? 50 : Infinity),
    outputBudgetBytes: given.outputBudgetBytes ?? 128 * 1024 * 1024,
    slowSocketBytes: given.slowSocketBytes ?? 1024 * 1024,
    slowSocketMs: given.slowSocketMs ?? 3000,
    heartbeatMs: given.heartbeatMs ?? 30_000,
    guestBurst: given.guestBurst ?? (perAddress ? 20 : 1e9),
    guestsPerMinute: given.guestsPerMinute ?? (perAddress ? 20 : 1e9),
    openTablesPerAccount: given.openTablesPerAccount ?? int(env['KOZYR_OPEN_TABLES_PER_ACCOUNT']) ?? 10,
    openTablesPerAddress: given.openTablesPerAddress ?? int(env['KOZYR_OPEN_TABLES_PER_ADDRESS']) ?? (perAddress ? 50 : 0),
    waitingTableMs: given.waitingTableMs ?? 2 * 3600 * 1000,
    guestSessionMs: given.guestSessionMs ?? 7 * 24 * 3600 * 1000,
    housekeepingMs: given.housekeepingMs ?? 10 * 60 * 1000,
    lobbyPageSize: given.lobbyPageSize ?? 100,
    inviteBurst: given.inviteBurst ?? 10,
    invitesPerMinute: given.invitesPerMinute ?? 10,
    statsToken: Object.hasOwn(given, 'statsToken') ? given.statsToken : env['KOZYR_STATS_TOKEN'] || undefined,
    releaseWsFragments: given.releaseWsFragments ?? env['KOZYR_WS_RELEASE_FRAGMENTS'] !== 'off',
    secureCookies: given.secureCookies ?? (env['KOZYR_SECURE_COOKIES'] === '1' || env['NODE_ENV'] === 'production'),
    walLimitBytes: given.walLimitBytes ?? 64 * 1024 * 1024,
    lockWaitMs: given.lockWaitMs ?? 500,
    trustProxy: Object.hasOwn(given, 'trustProxy') ? given.trustProxy : trustProxyFrom(env['KOZYR_TRUST_PROXY']),
    shard,
    redisUrl: Object.hasOwn(given, 'redisUrl') ? given.redisUrl : env['KOZYR_REDIS_URL'] || undefined,
    nodeId: Object.hasOwn(given, 'nodeId') ? given.nodeId : env['KOZYR_NODE_ID'] || undefined,
    leaseMs: given.leaseMs ?? int(env['KOZYR_LEASE_MS']) ?? 5000,
    recurring: given.recurring ?? readSchedules(env['KOZYR_RECURRING']),
    botThreads: given.botThreads ?? int(env['KOZYR_BOT_THREADS']) ??
      defaultBotThreads(availableParallelism(), shard.count),
    botNice: given.botNice ?? int(env['KOZYR_BOT_NICE']) ?? DEFAULT_BOT_NICE,
    botGames: given.botGames ?? '@kozyr/engine',
  };
}
