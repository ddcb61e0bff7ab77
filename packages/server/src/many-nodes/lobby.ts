/**
 * The lobby of a club on many nodes. Each node keeps a mirror of every node's
 * listed tables, fed by the lobby channel, so a subscription is answered at
 * once from memory like a single server's. The owner of a table publishes each
 * change and keeps it in a Redis hash per game (`kozyr:lobby:<game>`), from
 * which a node (re)loads its mirror at start and whenever Redis comes back; it
 * then also republishes its own tables, since changes made while Redis was
 * away reached nobody.
 */
import type { ServerMessage, TableInfo } from '@kozyr/protocol';
import { Lobby } from '../lobby/lobby.ts';
import { listable } from '../tables/registry.ts';
import type { Bus } from './bus.ts';

interface Entry {
  readonly node: string;
  readonly info: TableInfo;
}

/** One change, as published: a table listed (info) or no longer listed (null), by the node that owns it. */
interface Change {
  readonly node: string;
  readonly game: string;
  readonly table: string;
  readonly info: TableInfo | null;
}

const lobbyKey = (game: string): string => `kozyr:lobby:${game}`;

export class ClusterLobby extends Lobby {
  private readonly mirror = new Map<string, Map<string, Entry>>();
  private bus: Bus | null = null;

  constructor(tables: ConstructorParameters<typeof Lobby>[0], pageSize: number, private readonly node: string) {
    super(tables, pageSize);
  }

  attach(bus: Bus): void {
    this.bus = bus;
  }

  override subscribe(game: string, sub: Parameters<Lobby['subscribe']>[1]): void {
    let room = this.rooms.get(game);
    if (room === undefined) this.rooms.set(game, room = new Set());
    room.add(sub);
    sub.send(this.snapshot(game));
  }

  private snapshot(game: string): ServerMessage {
    const page = this.page(game, 0, this.pageSize);
    return { type: 'lobby.tables', game, tables: page.tables, total: page.total, online: this.online() };
  }

  /**
   * Every node's listed tables (the HTTP listing and the subscription's first page): waiting tables first, then
   * running ones, newest listed first within each (as a single server lists them).
   */
  override page(game: string, offset: number, limit: number): { tables: TableInfo[]; total: number; } {
    const entries = [...(this.mirror.get(game)?.values() ?? [])].reverse();
    const all = [...entries.filter((e) => e.info.status === 'waiting'), ...entries.filter((e) => e.info.status !== 'waiting')];
    return { tables: all.slice(offset, offset + limit).map((e) => e.info), total: all.length };
  }

  override tableChanged(id: string): void {
    const t = this.tables().get(id);
    if (t === undefined || t.stored.options.private) return;
    const s = t.stored;
    this.change({ node: this.node, game: s.game, table: s.id, info: listable(s) ? t.info() : null });
  }

  override tableRemoved(game: string, table: string): void {
    this.change({ node: this.node, game, table, info: null });
  }

  private change(c: Change): void {
    this.apply(c);
    const bus = this.bus;
    if (bus === null || !bus.publishLobby(JSON.stringify(c))) return;
    const stored = c.info === null ?
      bus.pub.hdel(lobbyKey(c.game), c.table) :
      bus.pub.hset(lobbyKey(c.game), c.table, JSON.stringify({ node: c.node, info: c.info } satisfies Entry));
    stored.catch(() => {/* Redis went away: resync() rewrites this node's tables when it is back */});
  }

  private apply(c: Change): void {
    let tables = this.mirror.get(c.game);
    if (tables === undefined) this.mirror.set(c.game, tables = new Map());
    if (c.info === null) tables.delete(c.table);
    else tables.set(c.table, { node: c.node, info: c.info });
    const room = this.rooms.get(c.game);
    if (room === undefined || room.size === 0) return;
    const msg: ServerMessage = c.info === null ?
      { type: 'lobby.removed', game: c.game, table: c.table } :
      { type: 'lobby.table', game: c.game, info: c.info };
    const frame = JSON.stringify(msg);
    for (const sub of room) sub.send(frame);
  }

  /**
   * A public table of another node waiting for players of this game (of that size if given) with a free seat:
   * where quick play sends a player when this node has none (the longest-waiting first).
   */
  waitingElsewhere(game: string, seats: number | undefined): { table: string; node: string; } | null {
    for (const [table, e] of this.mirror.get(game) ?? []) {
      const i = e.info;
      if (e.node === this.node || i.status !== 'waiting' || i.private || (seats !== undefined && i.seats !== seats)) continue;
      if (i.players.some((p) => p === null)) return { table, node: e.node };
    }
    return null;
  }

  /** A change published by another node (this node's own were applied when made). */
  remote(message: string): void {
    const c = JSON.parse(message) as Change;
    if (c.node !== this.node) this.apply(c);
  }

  /**
   * At start and when Redis is back: this node's listed tables are written
   * again (and its entries for tables it no longer has removed), the mirror is
   * reloaded from every node's, and subscribers get a fresh list.
   */
  async resync(games: readonly string[]): Promise<void> {
    const bus = this.bus;
    if (bus === null) return;
    for (const game of games) {
      const mine = new Map<string, TableInfo>();
      for (const t of this.tables().all()) {
        if (t.stored.game === game && !t.stored.options.private && listable(t.stored)) mine.set(t.id, t.info());
      }
      const stored = await bus.pub.hgetall(lobbyKey(game));
      const tables = new Map<string, Entry>();
      const stale: string[] = [];
      for (const [table, text] of Object.entries(stored)) {
        const e = JSON.parse(text) as Entry;
        if (e.node !== this.node) tables.set(table, e);
        else if (!mine.has(table)) stale.push(table);
      }
      if (stale.length > 0) await bus.pub.hdel(lobbyKey(game), ...stale);
      for (const [table, info] of mine) {
        const entry: Entry = { node: this.node, info };
        tables.set(table, entry);
        await bus.pub.hset(lobbyKey(game), table, JSON.stringify(entry));
      }
      this.mirror.set(game, tables);
      for (const sub of this.rooms.get(game) ?? []) sub.send(this.snapshot(game));
    }
  }
}
