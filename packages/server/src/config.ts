/** Server options, from the caller or from the environment (`kozyr serve`). */
import type { AnyGame } from '@kozyr/engine';
import { games as registryGames } from '@kozyr/engine';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseShard, type Shard } from './cluster/shard.ts';

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
  /** Worker `index` of `count` behind a `kozyr serve --workers N` front (KOZYR_SHARD=index/count); 0 of 1 alone. */
  readonly shard: Shard;
}

const here = fileURLToPath(new URL('.', import.meta.url));

export function serverOptions(given: Partial<ServerOptions> = {}, env: NodeJS.ProcessEnv = process.env): ServerOptions {
  return {
    port: given.port ?? Number(env['PORT'] ?? 3000),
    host: given.host ?? env['HOST'] ?? '127.0.0.1',
    databaseUrl: 'databaseUrl' in given ? given.databaseUrl : env['DATABASE_URL'] || undefined,
    sqliteFile: given.sqliteFile ?? env['KOZYR_SQLITE'] ?? resolve('data', 'kozyr.sqlite'),
    games: given.games ?? registryGames,
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
    shard: given.shard ?? parseShard(env['KOZYR_SHARD']),
  };
}
