export type * from './port.ts';
export { postgresStorage } from './postgres.ts';
export { sqliteStorage } from './sqlite.ts';
import type { CheckpointOptions } from './checkpointer.ts';
import { postgresStorage } from './postgres.ts';
import { DEFAULT_RESILIENCE, type ProbedStorage, type ResilienceOptions, ResilientStorage } from './resilient.ts';
import type { Shard } from './shard.ts';
import { sqliteStorage } from './sqlite.ts';

export interface StorageChoice {
  readonly databaseUrl?: string | undefined;
  readonly sqliteFile: string;
  readonly checkpoints?: CheckpointOptions | undefined;
  /** SQLite: which worker of the club this is (its move journal is a file of its own: storage/move-journal.ts). */
  readonly shard?: Shard | undefined;
  readonly resilience?: Partial<ResilienceOptions> | undefined;
  /** Many nodes on one PostgreSQL: the adapter seen through the node's leases (many-nodes/node-storage.ts). */
  readonly wrap?: ((inner: ProbedStorage) => ProbedStorage) | undefined;
}

/** PostgreSQL when a URL is given, else the SQLite file; migrated before use, wrapped to ride out outages. */
export async function openStorage(opts: StorageChoice): Promise<ResilientStorage> {
  const inner = opts.databaseUrl ?
    postgresStorage(opts.databaseUrl) :
    sqliteStorage(opts.sqliteFile, opts.checkpoints, opts.shard);
  const storage = new ResilientStorage(opts.wrap?.(inner) ?? inner, { ...DEFAULT_RESILIENCE, ...opts.resilience });
  await storage.migrate();
  return storage;
}
