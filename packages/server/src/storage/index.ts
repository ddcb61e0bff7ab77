export type * from './port.ts';
export { postgresStorage } from './postgres.ts';
export { sqliteStorage } from './sqlite.ts';
import type { Storage } from './port.ts';
import { postgresStorage } from './postgres.ts';
import { sqliteStorage } from './sqlite.ts';

/** PostgreSQL when a URL is given, else the SQLite file; migrated before use. */
export async function openStorage(opts: { databaseUrl?: string | undefined; sqliteFile: string; }): Promise<Storage> {
  const storage = opts.databaseUrl ? postgresStorage(opts.databaseUrl) : sqliteStorage(opts.sqliteFile);
  await storage.migrate();
  return storage;
}
