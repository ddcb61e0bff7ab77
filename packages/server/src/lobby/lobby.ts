/** Lobby rooms, one per game: subscribers get the listed tables, then every change live. */
import type { ServerMessage, TableInfo } from '@kozyr/protocol';
import { listable, type TableRegistry } from '../tables/registry.ts';
import type { Subscriber } from '../tables/types.ts';

export class Lobby {
  /** Subscribers by game (a cluster lobby, many-nodes/lobby.ts, fills them from every node's tables). */
  protected readonly rooms = new Map<string, Set<Subscriber>>();
  /**
   * How many people are online (server.ts points it at the open sockets once they exist). Behind
   * `serve --workers` a worker gives the machine's count, every worker's people counted once
   * (one-machine/online.ts); on many nodes it is the people connected to this node.
   */
  online: () => number = () => 0;

  constructor(
    protected readonly tables: () => TableRegistry,
    /** Most tables in the first frame; `total` says how many there are (the rest: GET /api/games/<game>/tables?offset=). */
    protected readonly pageSize = 100,
  ) {}

  subscribe(game: string, sub: Subscriber): void {
    let room = this.rooms.get(game);
    if (room === undefined) this.rooms.set(game, room = new Set());
    room.add(sub);
    const page = this.tables().page(game, 0, this.pageSize);
    sub.send({ type: 'lobby.tables', game, tables: page.tables, total: page.total, online: this.online() });
  }

  /** A page of the room's listing (GET /api/games/<game>/tables): waiting tables first, newest first. */
  page(game: string, offset: number, limit: number): { tables: TableInfo[]; total: number; } {
    return this.tables().page(game, offset, limit);
  }

  /** A table left without finishing (a waiting table expired): rooms of its game drop it. */
  tableRemoved(game: string, table: string): void {
    const room = this.rooms.get(game);
    if (room === undefined || room.size === 0) return;
    const frame = JSON.stringify({ type: 'lobby.removed', game, table } satisfies ServerMessage);
    for (const sub of room) sub.send(frame);
  }

  unsubscribe(game: string, sub: Subscriber): void {
    this.rooms.get(game)?.delete(sub);
  }

  leaveAll(sub: Subscriber): void {
    for (const room of this.rooms.values()) room.delete(sub);
  }

  /** A table changed: rooms of its game hear of it (private tables never appear; one no longer listed is removed). */
  tableChanged(id: string): void {
    const t = this.tables().get(id);
    if (t === undefined) return;
    const s = t.stored;
    const room = this.rooms.get(s.game);
    if (room === undefined || room.size === 0 || s.options.private) return;
    const msg: ServerMessage = !listable(s) ?
      { type: 'lobby.removed', game: s.game, table: s.id } :
      { type: 'lobby.table', game: s.game, info: t.info(), online: this.online() };
    const frame = JSON.stringify(msg);
    for (const sub of room) sub.send(frame);
  }
}
