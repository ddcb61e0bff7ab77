/**
 * The client's sockets to the club: one lobby socket (`/ws`, as always) and one
 * socket per table the player is at, opened with the table in its URL
 * (`/ws?table=ID`; a seat taken by invite, quick play or a new table first goes
 * over `?invite=CODE`, `?quickplay=GAME` or `?direct=1`). A server with
 * `--workers N` hands such a socket to the worker that owns the table, so a
 * table's frames never pass through the primary's relay (docs/scaling.md, "the
 * direct path"); a single server or a node treats them as any socket.
 *
 * Pages keep one API (`request`, `on`, `onOpen`): a request that names a table
 * goes over that table's socket (opened if need be), and a table's pushes are
 * taken from its own socket only, so nothing is handled twice.
 */
import type { ServerMessage, ServerType } from '@kozyr/protocol';
import { Connection, type ConnState, type Outgoing } from './connection.ts';
import { type Handler, PushHandlers } from './handlers.ts';

/** How long a table socket nobody shows stays open (a page switch, or a seat taken from the lobby, reuses it). */
export const IDLE_TABLE_SOCKET_MS = 5_000;

/** One socket for one table (or a few: "play again" seats the player at the next table over the same socket). */
interface TableSocket {
  readonly conn: Connection;
  /** The query it reconnects with: `table=ID` once it is at a table. */
  query: string;
  readonly tables: Set<string>;
  /** Pages showing one of its tables. */
  users: number;
  /** Its tables not yet over where the player sits: the socket stays while the player is elsewhere, as the lobby's did. */
  readonly seatedAt: Set<string>;
  idle: ReturnType<typeof setTimeout> | null;
}

/** A page's hold on a table's socket; `release` when the page goes. */
export interface TableHold {
  readonly conn: Connection;
  release(): void;
}

const tableOf = (msg: unknown): string | undefined => {
  const t = (msg as { table?: unknown; }).table;
  return typeof t === 'string' ? t : undefined;
};

export class ClubConnection {
  readonly lobby: Connection;
  private readonly byTable = new Map<string, TableSocket>();
  private readonly handlers = new PushHandlers();
  /** A guest session the server issued on the lobby socket (no cookie): every table socket presents it too. */
  private token: string | null = null;
  private readonly stateListeners = new Set<(s: ConnState) => void>();
  private shown: ConnState = 'closed';

  /** `base`: the club's WebSocket URL without a query (`ws://host/ws`). */
  constructor(private readonly base: () => string) {
    this.lobby = new Connection(() => this.url(''));
    this.lobby.onPush((m) => {
      if (m.type === 'welcome' && m.token !== undefined) this.token = m.token;
      this.deliver(null, m);
    });
    this.lobby.onState(() => this.showState());
  }

  /** The lobby socket's and the shown tables' sockets' together: closed when any is, open when all are. */
  get state(): ConnState {
    return this.shown;
  }

  connect(): void {
    this.lobby.connect();
  }

  /** New sockets for all (after logging in: the next ones carry the new session). */
  reconnect(): void {
    this.token = null;
    this.lobby.reconnect();
    for (const s of new Set(this.byTable.values())) s.conn.reconnect();
  }

  request<T = unknown>(msg: Outgoing): Promise<T> {
    const table = tableOf(msg);
    if (table !== undefined) return this.socketOf(table).conn.request<T>(msg);
    if (msg.type === 'table.join' && msg.invite !== undefined) return this.seat(`invite=${encodeURIComponent(msg.invite)}`, msg);
    if (msg.type === 'table.create') return this.seat('direct=1', msg);
    if (msg.type === 'table.quickplay') return this.seat(`quickplay=${encodeURIComponent(msg.game)}`, msg);
    return this.lobby.request<T>(msg);
  }

  on<T extends ServerType>(type: T, handler: Handler<T>): () => void {
    return this.handlers.on(type, handler);
  }

  /** The lobby socket's (re)connections; a table's are `hold(table).conn.onOpen`. */
  onOpen(listener: () => void): () => void {
    return this.lobby.onOpen(listener);
  }

  onState(listener: (s: ConnState) => void): () => void {
    this.stateListeners.add(listener);
    return () => void this.stateListeners.delete(listener);
  }

  private showState(): void {
    const shownTables = [...new Set(this.byTable.values())].filter((s) => s.users > 0);
    const states = [this.lobby.state, ...shownTables.map((s) => s.conn.state)];
    const next: ConnState = states.includes('closed') ? 'closed' : states.includes('connecting') ? 'connecting' : 'open';
    if (next === this.shown) return;
    this.shown = next;
    for (const l of this.stateListeners) l(next);
  }

  /** The table's socket for a page that shows the table (opened if need be). */
  hold(table: string): TableHold {
    const s = this.socketOf(table);
    s.users++;
    if (s.idle !== null) clearTimeout(s.idle);
    s.idle = null;
    this.showState();
    let held = true;
    return {
      conn: s.conn,
      release: () => {
        if (!held) return;
        held = false;
        s.users--;
        this.idleCheck(s);
        this.showState();
      },
    };
  }

  private url(query: string): string {
    const params = new URLSearchParams(query);
    if (this.token !== null) params.set('token', this.token);
    const q = params.toString();
    return q === '' ? this.base() : `${this.base()}?${q}`;
  }

  private open(query: string): TableSocket {
    // The URL is read at each (re)connection: a socket opened for a new table reconnects as that table's.
    const conn = new Connection(() => this.url(s.query));
    const s: TableSocket = { conn, query, tables: new Set(), users: 0, seatedAt: new Set(), idle: null };
    s.conn.onPush((m) => {
      this.note(s, m);
      this.deliver(s, m);
    });
    s.conn.onState(() => this.showState());
    s.conn.connect();
    return s;
  }

  private socketOf(table: string): TableSocket {
    let s = this.byTable.get(table);
    if (s === undefined) {
      s = this.open(`table=${encodeURIComponent(table)}`);
      this.adopt(s, table);
      this.idleCheck(s);
    }
    return s;
  }

  private adopt(s: TableSocket, table: string): void {
    if (this.byTable.has(table)) return;
    this.byTable.set(table, s);
    s.tables.add(table);
    if (!s.query.startsWith('table=')) s.query = `table=${encodeURIComponent(table)}`;
  }

  /** A seat taken where the table is not known yet: over a new socket, which then is that table's. */
  private async seat<T>(query: string, msg: Outgoing): Promise<T> {
    const s = this.open(query);
    try {
      const r = await s.conn.request<T>(msg);
      const j = r as { table?: unknown; seat?: unknown; };
      if (typeof j.table === 'string') {
        this.adopt(s, j.table);
        if (typeof j.seat === 'number') s.seatedAt.add(j.table);
      }
      this.idleCheck(s);
      return r;
    } catch (e) {
      // Refused: the socket serves no table (a refused quick play or invite).
      if (s.tables.size === 0) s.conn.close();
      else this.idleCheck(s);
      throw e;
    }
  }

  /** What the socket's pushes say about it: the tables it now serves, and whether the player sits at one. */
  private note(s: TableSocket, m: ServerMessage): void {
    if (m.type === 'table.state' || m.type === 'table.info') {
      // "Play again" and seat switches seat the player at another table over this socket.
      if (m.seat !== null) this.adopt(s, m.table);
      if (m.seat !== null && m.info.status !== 'over') s.seatedAt.add(m.table);
      else s.seatedAt.delete(m.table);
    } else if (m.type === 'table.over') {
      s.seatedAt.delete(m.table);
    }
    this.idleCheck(s);
  }

  /** A socket that no page shows and that seats nobody closes after a while. */
  private idleCheck(s: TableSocket): void {
    if (s.users > 0 || s.seatedAt.size > 0 || s.idle !== null) return;
    s.idle = setTimeout(() => {
      s.idle = null;
      if (s.users > 0 || s.seatedAt.size > 0) return;
      for (const t of s.tables) if (this.byTable.get(t) === s) this.byTable.delete(t);
      s.conn.close();
    }, IDLE_TABLE_SOCKET_MS);
  }

  /**
   * A table's pushes count from the socket that serves the table, else from the
   * lobby socket (which may still watch a table it sat at before); the lobby's
   * welcome is the club's.
   */
  private deliver(from: TableSocket | null, m: ServerMessage): void {
    const table = m.type.startsWith('table.') ? tableOf(m) : undefined;
    if (table !== undefined && (this.byTable.get(table) ?? null) !== from) return;
    if (m.type === 'welcome' && from !== null) return;
    this.handlers.deliver(m);
  }
}
