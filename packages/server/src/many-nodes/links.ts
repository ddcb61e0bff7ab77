/**
 * Sockets and tables on different nodes. Every node holds sockets and owns
 * some tables; a frame naming a table another node owns (by id, or by invite
 * code) is sent to the owner over the bus, where it passes the owner's edge
 * (rate limit, schema, request ids) and dispatch exactly as a local frame
 * would, through a *remote connection* standing for the socket. What the table
 * sends that connection comes back over the bus to the socket.
 *
 * A frame about tournaments (`tournament.*`) goes to the node that runs them
 * (the holder of `TOURNAMENTS_ROLE`), the same way.
 *
 * Records (kind first): to an owner `o` (open a link: who the socket is), `f`
 * (a frame), `c` (the socket closed); to a socket's node `s` (a frame for the
 * socket), `x` (the link is gone: the socket is closed with 1012, so the client
 * reconnects and resyncs), `w` (that table is not mine: forget where it was).
 *
 * When a node dies (its presence key expires, or a record to it reaches nobody),
 * or Redis goes away, every link through it is dropped the same way: sockets
 * are closed with 1012, remote connections leave their tables. Clients
 * reconnect to any node and resync; a table whose owner died answers
 * `table-unavailable` until another node has taken its lease (leases.ts).
 */
import { LIMITS, type RequestId } from '@kozyr/protocol';
import type { RawData, WebSocket } from 'ws';
import type { ServerOptions } from '../config.ts';
import type { Metrics } from '../metrics.ts';
import { TokenBucket } from '../ratelimit.ts';
import type { StoredUser } from '../storage/port.ts';
import type { TableRegistry } from '../tables/registry.ts';
import { Connection } from '../ws/connection.ts';
import type { DispatchContext } from '../ws/dispatch.ts';
import { handleFrame } from '../ws/edge.ts';
import type { Bus, NodeRecord } from './bus.ts';
import { type LeaseBook, TOURNAMENTS_ROLE } from './leases.ts';
import type { ClusterLobby } from './lobby.ts';

/** Invite codes of this club's tables, for a join by code at a node that does not own the table. */
export const INVITE_KEY = 'kozyr:invite:';

interface LocalLink {
  readonly cid: number;
  /** The nodes this socket has sent frames to (each holds a remote connection for it). */
  readonly nodes: Set<string>;
  /** Frames waiting for an owner lookup, in order: later frames of the socket queue behind them. */
  chain: Promise<void> | null;
}

interface RemoteLink {
  readonly conn: Connection;
  readonly bucket: TokenBucket;
  readonly from: string;
}

/**
 * Where a frame goes: here (null), another node, another node as a different frame (quick play becomes a join
 * of the table found there), or nowhere for now (its owner died; its lease has not expired).
 */
type Route = string | null | 'unavailable' | 'no-tournaments' | { readonly node: string; readonly text: string; };

const textOf = (data: RawData): string =>
  Array.isArray(data) ?
    Buffer.concat(data).toString('utf8') :
    data instanceof ArrayBuffer ?
    Buffer.from(data).toString('utf8') :
    data.toString('utf8');

function idOf(o: Record<string, unknown>): RequestId | null {
  const id = o['id'];
  return typeof id === 'string' || typeof id === 'number' ? id : null;
}

export interface LinksDeps {
  readonly node: string;
  readonly bus: Bus;
  readonly leases: LeaseBook;
  readonly tables: TableRegistry;
  readonly lobby: ClusterLobby;
  readonly dispatch: DispatchContext;
  readonly metrics: Metrics;
  readonly options: Pick<ServerOptions, 'messageBurst' | 'messagesPerSecond'>;
  readonly log: (line: string) => void;
  /** Whether the club's tournaments run on this node. */
  readonly leadsTournaments: () => boolean;
}

export class Links {
  private nextCid = 1;
  private readonly local = new Map<number, Connection>();
  private readonly localLinks = new WeakMap<Connection, LocalLink>();
  private readonly remote = new Map<string, RemoteLink>();
  /** Where tables of other nodes were last found. */
  private readonly owners = new Map<string, string>();

  constructor(private readonly d: LinksDeps) {}

  // ---- the socket's side ------------------------------------------------------

  opened(conn: Connection): void {
    const cid = this.nextCid++;
    this.local.set(cid, conn);
    this.localLinks.set(conn, { cid, nodes: new Set(), chain: null });
  }

  closed(conn: Connection): void {
    const link = this.localLinks.get(conn);
    if (link === undefined) return;
    this.local.delete(link.cid);
    for (const node of link.nodes) this.d.bus.send(node, ['c', this.d.node, link.cid]);
    link.nodes.clear();
  }

  /** A frame from a socket of this node: handled here (`local`), or sent to the node owning its table. */
  frame(conn: Connection, data: RawData, local: () => void): void {
    const link = this.localLinks.get(conn);
    if (link === undefined) return local();
    // While an owner is being looked up, the socket's later frames wait behind it: a socket's frames keep their order.
    const next = link.chain === null ?
      this.route(conn, link, data, local) :
      link.chain.then(() => this.route(conn, link, data, local));
    if (next === undefined) return;
    link.chain = next;
    void next.finally(() => {
      if (link.chain === next) link.chain = null;
    });
  }

  /** Route one frame; returns a promise only when the owner had to be looked up. */
  private route(conn: Connection, link: LocalLink, data: RawData, local: () => void): Promise<void> | undefined {
    const text = textOf(data);
    let msg: Record<string, unknown> | null = null;
    if (text.length <= LIMITS.maxFrameBytes) {
      try {
        const o: unknown = JSON.parse(text);
        if (typeof o === 'object' && o !== null) msg = o as Record<string, unknown>;
      } catch {
        // not JSON: the edge refuses it with the usual error
      }
    }
    if (msg === null) {
      local();
      return undefined;
    }
    const m = msg;
    const act = (to: Route): void => {
      if (to === null || to === this.d.node) local();
      else if (to === 'unavailable') this.unavailable(conn, idOf(m));
      else if (to === 'no-tournaments') this.noTournaments(conn, idOf(m));
      else if (typeof to === 'string') this.forward(conn, link, to, text);
      else this.forward(conn, link, to.node, to.text);
    };
    const found = this.ownerOf(m);
    if (!(found instanceof Promise)) {
      act(found);
      return undefined;
    }
    return found.then(act, () => local());
  }

  /** The node owning the table a frame names (by id or invite code), looked up when it is not known. */
  private ownerOf(msg: Record<string, unknown>): Route | Promise<Route> {
    const type = msg['type'];
    if (typeof type === 'string' && type.startsWith('tournament.')) {
      return this.d.leadsTournaments() ? null : this.tournamentsNode();
    }
    const table = msg['table'];
    if (typeof table === 'string') {
      if (this.d.tables.get(table) !== undefined) return null;
      return this.owners.get(table) ?? this.lookUp(table);
    }
    const invite = msg['invite'];
    if (msg['type'] === 'table.join' && typeof invite === 'string') {
      if (this.d.tables.byInviteCode(invite) !== undefined) return null;
      return this.byInvite(invite);
    }
    if (msg['type'] === 'table.quickplay') return this.quickPlay(msg);
    return null;
  }

  /**
   * Quick play meets players across nodes: with no table waiting here, a table waiting on another node (from
   * the lobby's mirror) is joined there instead; else a table is created here, for the next players to find.
   */
  private quickPlay(msg: Record<string, unknown>): Route {
    const game = msg['game'];
    const seats = typeof msg['seats'] === 'number' ? msg['seats'] : undefined;
    if (typeof game !== 'string') return null;
    for (const t of this.d.tables.all()) {
      const s = t.stored;
      if (s.game !== game || s.status !== 'waiting' || s.options.private || (seats !== undefined && s.seats !== seats)) continue;
      if (s.players.some((p) => p === null)) return null;
    }
    const there = this.d.lobby.waitingElsewhere(game, seats);
    if (there === null) return null;
    return { node: there.node, text: JSON.stringify({ type: 'table.join', id: msg['id'], table: there.table }) };
  }

  private async byInvite(code: string): Promise<Route> {
    const table = await this.tableOfInvite(code);
    return table === null ? null : (this.owners.get(table) ?? this.lookUp(table));
  }

  /** The table another node published for an invite code (null when unknown, or Redis is away). */
  async tableOfInvite(code: string): Promise<string | null> {
    if (!this.d.bus.isUp) return null;
    return await this.d.bus.pub.get(INVITE_KEY + code.toUpperCase());
  }

  private async lookUp(table: string): Promise<Route> {
    const owner = await this.d.leases.ownerOf(table);
    // No lease: unknown, or finished (any node loads a finished table from storage). Ours: being resumed here.
    if (owner === null || owner.node === this.d.node) return null;
    if (!owner.live) return 'unavailable';
    this.owners.set(table, owner.node);
    return owner.node;
  }

  /**
   * The node running the tournaments, looked up for every frame about them (they are few: a page opened, a
   * registration): no cache to go stale when the role moves.
   */
  private async tournamentsNode(): Promise<Route> {
    const owner = await this.d.leases.ownerOf(TOURNAMENTS_ROLE);
    if (owner === null || !owner.live) return 'no-tournaments';
    // Ours by the lease, not yet started here (the start is under way): asked again in a moment.
    return owner.node === this.d.node ? 'no-tournaments' : owner.node;
  }

  private noTournaments(conn: Connection, re: RequestId | null): void {
    conn.send({
      type: 'error',
      re,
      ok: false,
      code: 'tournaments-unavailable',
      message: 'the node that ran the tournaments went away; another node takes them over within seconds: try again',
    });
  }

  private unavailable(conn: Connection, re: RequestId | null): void {
    conn.send({
      type: 'error',
      re,
      ok: false,
      code: 'table-unavailable',
      message: 'the node that held this table went away; another node takes it over within seconds: try again',
    });
  }

  private forward(conn: Connection, link: LocalLink, node: string, text: string): void {
    if (!link.nodes.has(node)) {
      link.nodes.add(node);
      const u = conn.user;
      const user = { id: u.id, name: u.name, guest: u.guest, createdAt: u.createdAt };
      this.d.bus.send(node, ['o', this.d.node, link.cid, { user, address: conn.address }]);
    }
    this.d.bus.send(node, ['f', this.d.node, link.cid, text]);
  }

  // ---- records from other nodes -------------------------------------------------

  records(records: readonly NodeRecord[]): void {
    for (const r of records) {
      switch (r[0]) {
        case 'o':
          this.openRemote(r[1] as string, r[2] as number, r[3] as { user: Omit<StoredUser, 'passHash'>; address: string; });
          break;
        case 'f':
          this.remoteFrame(r[1] as string, r[2] as number, r[3] as string);
          break;
        case 'c':
          this.closeRemote(`${r[1] as string}:${r[2] as number}`);
          break;
        case 's':
          this.local.get(r[1] as number)?.send(r[2] as string);
          break;
        case 'x':
          this.reconnect(this.local.get(r[1] as number), 'the node holding a table went away; reconnect');
          break;
        case 'w':
          if (this.owners.get(r[2] as string) === r[1]) this.owners.delete(r[2] as string);
          break;
      }
    }
  }

  /** Records that reached no node: the links through it are gone (its sockets reconnect; frames get an answer). */
  undelivered(node: string, records: readonly NodeRecord[]): void {
    for (const r of records) {
      if (r[0] === 'f') {
        const conn = this.local.get(r[2] as number);
        if (conn === undefined) continue;
        try {
          const m = JSON.parse(r[3] as string) as Record<string, unknown>;
          if (typeof m['type'] === 'string' && m['type'].startsWith('tournament.')) this.noTournaments(conn, idOf(m));
          else this.unavailable(conn, idOf(m));
        } catch {
          /* a frame that was not JSON was never forwarded */
        }
      }
    }
    this.nodeGone(node);
  }

  private openRemote(from: string, cid: number, info: { user: Omit<StoredUser, 'passHash'>; address: string; }): void {
    const key = `${from}:${cid}`;
    // A node sends one open per socket and node, before its frames. An open for a key already here comes from a
    // new process under that node id (a worker its supervisor restarted, counting sockets from 1 again) before
    // this node learnt the old one died: that link was another socket's, maybe another user's, and goes first.
    this.closeRemote(key);
    const user: StoredUser = { ...info.user, passHash: null };
    const socket = new RemoteSocket(() => this.d.bus.send(from, ['x', cid]), (text) => this.d.bus.send(from, ['s', cid, text]));
    // The remote socket stands for the client's WebSocket on its own node: Connection uses only what it provides.
    const conn = new Connection(socket as unknown as WebSocket, user, '', info.address, {
      overflowed: () => socket.close(),
      backlogged: () => {},
    });
    socket.onClose = () => this.closeRemote(key);
    const bucket = new TokenBucket(this.d.options.messageBurst, this.d.options.messagesPerSecond, Date.now());
    this.remote.set(key, { conn, bucket, from });
  }

  private remoteFrame(from: string, cid: number, text: string): void {
    const link = this.remote.get(`${from}:${cid}`);
    if (link === undefined) {
      this.d.bus.send(from, ['x', cid]); // its open was lost (a bus outage): the client starts over
      return;
    }
    const table = tableNamed(text);
    if (table !== null && this.d.tables.get(table) === undefined) this.d.bus.send(from, ['w', this.d.node, table]);
    handleFrame(this.d.dispatch, this.d.metrics, link.conn, link.bucket, Buffer.from(text)).catch((e: unknown) => {
      this.d.log(`a frame from node ${from} failed: ${e instanceof Error ? e.message : String(e)}`);
      link.conn.send({ type: 'error', re: null, ok: false, code: 'internal', message: 'internal error' });
    });
  }

  /** A remote connection ends as a socket does: it leaves the lobby and its tables. */
  private closeRemote(key: string): void {
    const link = this.remote.get(key);
    if (link === undefined) return;
    this.remote.delete(key);
    this.d.lobby.leaveAll(link.conn);
    for (const tid of link.conn.tables) this.d.tables.get(tid)?.unsubscribe(link.conn);
    this.d.dispatch.tournaments?.unsubscribeAll(link.conn);
  }

  private reconnect(conn: Connection | undefined, reason: string): void {
    conn?.reconnect(reason);
  }

  // ---- failures -----------------------------------------------------------------

  /** A node died (or cannot be reached): every link through it is dropped. */
  nodeGone(node: string): void {
    for (const [table, owner] of this.owners) if (owner === node) this.owners.delete(table);
    for (const [key, link] of this.remote) if (link.from === node) this.closeRemote(key);
    for (const conn of this.local.values()) {
      if (this.localLinks.get(conn)?.nodes.has(node) === true) this.reconnect(conn, 'a node went away; reconnect');
    }
  }

  /** Redis went away: no link can carry anything, so all are dropped (clients reconnect and resync). */
  busLost(): void {
    this.owners.clear();
    for (const key of [...this.remote.keys()]) this.closeRemote(key);
    for (const conn of this.local.values()) {
      if ((this.localLinks.get(conn)?.nodes.size ?? 0) > 0) this.reconnect(conn, 'the club bus went away; reconnect');
    }
  }

  /** This node lost a table's lease: whoever watched it here must reconnect and find its new owner. */
  tableLost(table: string): void {
    this.owners.delete(table);
    for (const [key, link] of this.remote) {
      if (!link.conn.tables.has(table)) continue;
      this.d.bus.send(link.from, ['x', Number(key.slice(key.lastIndexOf(':') + 1))]);
      this.closeRemote(key);
    }
    for (const conn of this.local.values()) if (conn.tables.has(table)) this.reconnect(conn, 'the table moved; reconnect');
  }

  linksUser(userId: string): boolean {
    for (const link of this.remote.values()) if (link.conn.user.id === userId) return true;
    return false;
  }

  /** The nodes this one has links with (checked for presence). */
  linkedNodes(): string[] {
    const nodes = new Set<string>();
    for (const link of this.remote.values()) nodes.add(link.from);
    for (const conn of this.local.values()) for (const n of this.localLinks.get(conn)?.nodes ?? []) nodes.add(n);
    return [...nodes];
  }

  /** Shutting down: every socket of other nodes linked here is told to reconnect elsewhere. */
  dropAllRemote(): void {
    for (const [key, link] of this.remote) {
      this.d.bus.send(link.from, ['x', Number(key.slice(key.lastIndexOf(':') + 1))]);
      this.closeRemote(key);
    }
  }
}

/** The `table` field of a frame, if it has one (the owner warns the sender when that table is not here). */
function tableNamed(text: string): string | null {
  try {
    const t = (JSON.parse(text) as { table?: unknown; }).table;
    return typeof t === 'string' ? t : null;
  } catch {
    return null;
  }
}

/**
 * The part of a WebSocket a Connection uses, for a client whose socket is on
 * another node: sending goes over the bus; closing drops the link.
 */
class RemoteSocket {
  readonly OPEN = 1;
  readyState = 1;
  readonly bufferedAmount = 0;
  onClose: () => void = () => {};

  constructor(
    private readonly drop: () => void,
    private readonly deliver: (text: string) => void,
  ) {}

  send(text: string): void {
    if (this.readyState === this.OPEN) this.deliver(text);
  }

  close(): void {
    if (this.readyState !== this.OPEN) return;
    this.readyState = 3;
    this.drop();
    this.onClose();
  }

  terminate(): void {
    this.close();
  }
}
