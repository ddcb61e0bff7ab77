/** The PostgreSQL adapter, used when DATABASE_URL is set. */
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { KyselyStorage } from './kysely.ts';
import type { DB } from './schema.ts';

/** `schema` confines every table to one PostgreSQL schema (tests run side by side in one database). */
export function postgresStorage(url: string, schema?: string): KyselyStorage {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(schema === undefined ? {} : { options: `-c search_path=${schema}` }),
  });
  return new KyselyStorage('postgres', new Kysely<DB>({ dialect: new PostgresDialect({ pool }) }));
}
