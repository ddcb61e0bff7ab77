/**
 * Which worker owns a table: `shardOf(tableId, count)`, a hash of the id. The
 * owner is a pure function of the id, so the front routes a frame by reading
 * its `table` field, with no directory to keep in step; a worker only mints
 * ids (and invite codes) that hash to itself, and resumes only its own tables.
 */
import type { Storage } from '../storage/port.ts';
import { type Shard, SOLE_SHARD } from '../storage/shard.ts';

export { type Shard, SOLE_SHARD };

/** FNV-1a over the UTF-16 code units: cheap, stable across processes and versions, well spread for random ids. */
export function shardOf(key: string, count: number): number {
  if (count <= 1) return 0;
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) % count;
}

/** Invite codes are looked up upper-cased; their owner is computed the same way. */
export const inviteShard = (code: string, count: number): number => shardOf(code.toUpperCase(), count);

/** The key of a game's quick-play queue: every request for the game (relayed or handed over) meets on its worker. */
export const quickplayKey = (game: string): string => `quickplay:${game}`;

/** `KOZYR_SHARD=1/4` → worker 1 of 4; undefined or empty → the sole process. */
export function parseShard(text: string | undefined): Shard {
  if (text === undefined || text === '') return SOLE_SHARD;
  const m = /^(\d+)\/(\d+)$/.exec(text);
  const index = m ? Number(m[1]) : NaN;
  const count = m ? Number(m[2]) : NaN;
  if (!(Number.isInteger(index) && Number.isInteger(count) && count >= 1 && index < count)) {
    throw new Error(`KOZYR_SHARD must look like "index/count" with index < count, got "${text}"`);
  }
  return { index, count };
}

/**
 * The storage a worker sees: the same, except that resuming lists only the
 * unfinished tables this worker owns (every other worker resumes the rest).
 */
export function ownedStorage<S extends Storage>(storage: S, shard: Shard): S {
  if (shard.count <= 1) return storage;
  const activeTables = async () => (await storage.activeTables()).filter((t) => shardOf(t.id, shard.count) === shard.index);
  // Methods run on the storage itself (its own fields, bound once), so the wrapper adds nothing per call.
  const bound = new Map<PropertyKey, unknown>();
  return new Proxy(storage, {
    get(target, prop) {
      if (prop === 'activeTables') return activeTables;
      const value: unknown = Reflect.get(target, prop, target);
      if (typeof value !== 'function') return value;
      let f = bound.get(prop);
      if (f === undefined) bound.set(prop, f = (value as (...a: unknown[]) => unknown).bind(target));
      return f;
    },
  });
}
