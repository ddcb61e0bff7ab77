/**
 * Table ownership of worker `index` of `count` on one machine (`kozyr serve --workers N`; ownership.ts): the
 * tables whose id hashes to it (shard.ts). The primary routes every socket by the same hash (handoff.ts,
 * front.ts), so the worker routes nothing itself; a worker that dies is started again by the primary
 * (workers.ts) and resumes its tables from storage.
 */
import { SOLE_OWNERSHIP, type TableOwnership } from '../ownership.ts';
import { ownedStorage, type Shard } from './shard.ts';

export function workerOwnership(shard: Shard): TableOwnership {
  // Its lobby lists its own tables: the primary merges every worker's.
  return { ...SOLE_OWNERSHIP, storage: (inner) => ownedStorage(inner, shard) };
}
