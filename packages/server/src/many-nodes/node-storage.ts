/**
 * The storage a node among many sees: the same PostgreSQL adapter, except that
 * moves, table rows, chat lines and the end of a game are written under the
 * table's lease (fenced-moves.ts), a
 * new table's first save claims its lease (an id another node holds is refused),
 * and resuming at start lists only the tables whose lease this node has just taken
 * (expired ones, and those a previous process under this node id held).
 */
import type { KyselyStorage } from '../storage/kysely.ts';
import type { ProbedStorage } from '../storage/resilient.ts';
import type { FencedMoves } from './fenced-moves.ts';
import { type LeaseBook, LeaseLost } from './leases.ts';

/** Tables taken at start in one go (the rest, if any, are taken by the periodic takeover). */
const START_TAKE = 10_000;

export function nodeStorage(
  inner: KyselyStorage,
  leases: LeaseBook,
  moves: FencedMoves,
  /** A table this node has just created (its invite code is published for the other nodes). */
  onClaimed: (table: { readonly id: string; readonly invite: string; }) => void,
): ProbedStorage {
  const overrides: Partial<ProbedStorage> = {
    appendLog: (tableId, entry, replaceUnacknowledged) => moves.append(tableId, entry, replaceUnacknowledged),
    // Every move of a node is fenced by its lease: never the unfenced synchronous path (SQLite's; declined on PostgreSQL anyway).
    appendLogSoon: () => false,
    async saveTable(t) {
      if (leases.holds(t.id)) return moves.saveTable(t);
      // A new table: its lease first (an id another node holds is refused), then its first row.
      if (!(await leases.claimNew(t.id))) throw new LeaseLost(t.id);
      onClaimed(t);
      await inner.saveTable(t);
    },
    // A node that lost the table (paused past its lease) stores no line of it and cannot end its game.
    appendChat: (tableId, entry) => inner.appendChat(tableId, entry, moves.chatFenceOf(tableId)),
    finishTable: (over, ratings, results) => inner.finishTable(over, ratings, results, moves.fenceOf(over.id)),
    async activeTables() {
      // A process under this node id that died held some (a worker restarted by its supervisor, a node restarted
      // with its --node-id): taken back now, not a lease time later.
      const taken = await leases.acquire(START_TAKE, true);
      const rows = await Promise.all(taken.map((a) => inner.getTable(a.tableId)));
      return rows.filter((r) => r !== null);
    },
  };
  const bound = new Map<PropertyKey, unknown>();
  return new Proxy(inner, {
    get(target, prop) {
      if (Object.hasOwn(overrides, prop)) return overrides[prop as keyof ProbedStorage];
      const value: unknown = Reflect.get(target, prop, target);
      if (typeof value !== 'function') return value;
      let f = bound.get(prop);
      if (f === undefined) bound.set(prop, f = (value as (...a: unknown[]) => unknown).bind(target));
      return f;
    },
  });
}
