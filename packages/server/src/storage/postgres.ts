/** The PostgreSQL adapter, used when DATABASE_URL is set. */
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { KyselyStorage } from './kysely.ts';
import type { DB } from './schema.ts';

export interface PostgresOptions {
  /** Confines every table to one PostgreSQL schema (tests run side by side in one database). */
  readonly schema?: string | undefined;
  /** Where a dropped idle connection is reported (the pool replaces it on the next query). */
  readonly log?: (line: string) => void;
}

export function postgresStorage(url: string, options: PostgresOptions | string = {}): KyselyStorage {
  const opts: PostgresOptions = typeof options === 'string' ? { schema: options } : options;
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // A database that does not answer fails the query (and marks storage away) instead of hanging it.
    connectionTimeoutMillis: 5000,
    keepAlive: true,
    ...(opts.schema === undefined ? {} : { options: `-c search_path=${opts.schema}` }),
  });
  // A connection that PostgreSQL drops (restart, pg_terminate_backend, failover) emits 'error' on its client,
  // and on the pool too when it was idle; unhandled, either would end the process. Its queries fail (storage
  // marks the database away) and the pool discards it, connecting anew when needed.
  const log = opts.log ?? ((line: string) => process.stderr.write(`kozyr server: ${line}\n`));
  pool.on('connect', (client) => client.on('error', (e) => log(`PostgreSQL dropped a connection: ${e.message}`)));
  pool.on('error', () => {/* logged by the client's own listener above */});
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return new KyselyStorage('postgres', db);
}
