/**
 * Table ownership. Every unfinished table is owned by exactly one server process, which alone keeps it in
 * memory, judges its moves and stores them. The server asks this interface who that is, never a model:
 *
 * | model | who owns table X | where a socket's frames for X go | when an owner dies |
 * | --- | --- | --- | --- |
 * | one process (`SOLE_OWNERSHIP`) | this process | here | it is started again and resumes every table from storage |
 * | one machine, N workers (`one-machine/`) | worker `shardOf(X, N)` | the primary hands the socket (or relays its frames) to that worker by the same hash | the primary starts it again; it resumes its tables from storage and its clients reconnect |
 * | many nodes (`many-nodes/`) | the node holding X's lease in PostgreSQL | over Redis to the owner (its links) | its leases expire and the other nodes take its tables over from PostgreSQL |
 */
import type { RawData } from 'ws';
import type { ServerOptions } from './config.ts';
import { Lobby } from './lobby/lobby.ts';
import type { Metrics } from './metrics.ts';
import type { PictureShelf } from './pictures/pictures.ts';
import type { Storage } from './storage/port.ts';
import type { ProbedStorage } from './storage/resilient.ts';
import type { TableRegistry } from './tables/registry.ts';
import type { Connection } from './ws/connection.ts';
import type { DispatchContext } from './ws/dispatch.ts';

/** What an owner needs once its tables are resumed: the tables, and the dispatch a frame routed to it passes. */
export interface OwnershipDeps {
  readonly tables: TableRegistry;
  readonly dispatch: DispatchContext;
  readonly metrics: Metrics;
  readonly options: ServerOptions;
  readonly storage: Storage;
}

/** Where a socket's frames go when some tables are owned by other processes the server reaches itself. */
export interface SocketRouter {
  opened(conn: Connection): void;
  /** A frame from `conn`: handled here (`here` is called, maybe later, in the socket's order), or sent to its table's owner. */
  frame(conn: Connection, data: RawData, here: () => void): void;
  closed(conn: Connection): void;
  /** The table of an invite code another owner minted (null: unknown there too). */
  tableOfInvite(code: string): Promise<string | null>;
  /** Whether the user has a socket on another owner that sends frames here (at one of this owner's tables, say). */
  linksUser(userId: string): boolean;
}

/**
 * Work one process of the club does for all of it (the tournaments: each is one serialized queue over its
 * log, so two runners of one tournament would race). Started where the role is taken, stopped where it is
 * lost; `tick` runs while it is held, every round of the owner's timers.
 */
export interface ClubRole {
  start(): Promise<void>;
  stop(): Promise<void>;
  tick(): Promise<void>;
}

export interface TableOwnership {
  /** This owner's name among others that address it (a node id); undefined when none does. */
  readonly name: string | undefined;
  /**
   * Where a table's rendered pictures are shared with the other owners, when a request for one may reach
   * any of them (many nodes behind a load balancer); undefined where requests reach the table's owner
   * (one process, or one machine whose primary routes them by the table's id).
   */
  readonly pictures?: PictureShelf;
  /** The storage as an owner uses it: resuming lists only its own tables; where ownership can move, writes are fenced. */
  storage(inner: ProbedStorage): ProbedStorage;
  /** The lobby: this owner's tables, or every owner's. */
  lobby(tables: () => TableRegistry, pageSize: number): Lobby;
  /**
   * Once this process's tables are resumed: start routing frames for tables other owners hold and taking over
   * the tables of owners that die. Returns the router for the sockets, or undefined when their frames are all
   * handled here (every table is here, or something in front of this process routes the sockets).
   */
  start(deps: OwnershipDeps): Promise<SocketRouter | undefined>;
  /** Let go of the tables at a clean stop, so that another owner may take them at once. */
  stop(): Promise<void>;
  /**
   * Where the owners share a role by lease (many nodes): the tournaments run on the node that holds it, from
   * `start()` on; undefined where it is fixed (the sole process, worker 0 of one machine), which starts it itself.
   */
  runsTournaments?(role: ClubRole): void;
}

/** One process owns every table: the storage as it is, its own lobby, no routing, nothing to let go of. */
export const SOLE_OWNERSHIP: TableOwnership = {
  name: undefined,
  storage: (inner) => inner,
  lobby: (tables, pageSize) => new Lobby(tables, pageSize),
  start: () => Promise.resolve(undefined),
  stop: () => Promise.resolve(),
};
