/**
 * What crosses nodes, over Redis: each node listens on its own channel
 * (`kozyr:node:<id>`) for records from other nodes (a socket's frames for a
 * table this node owns, frames for a socket this node holds), and every node
 * on `kozyr:lobby` for lobby changes. Records for one node are sent together,
 * one PUBLISH per destination per turn of the event loop. Nothing durable
 * lives in Redis: while it is away, records are refused at once (no offline
 * queue) and the nodes carry on with what they hold themselves.
 *
 * Presence: each node refreshes `kozyr:alive:<id>` (expiring) while it runs, so
 * the others learn that it died even when no message to it fails.
 */
import { Redis } from 'ioredis';

/** One message between nodes: its kind first (see links.ts), then its fields. */
export type NodeRecord = readonly (string | number | Record<string, unknown>)[];

export interface BusEvents {
  /** Records published to this node. */
  records(records: readonly NodeRecord[]): void;
  /** A lobby change published by any node (this one's included). */
  lobby(message: string): void;
  /** Records that no node received: the destination is gone, or Redis is away. */
  undelivered(node: string, records: readonly NodeRecord[]): void;
  /** Redis went away (`up` false) or came back. */
  status(up: boolean): void;
}

const NODE_CHANNEL = 'kozyr:node:';
export const LOBBY_CHANNEL = 'kozyr:lobby';
const ALIVE_KEY = 'kozyr:alive:';

const clientOptions = {
  // A request while Redis is away fails at once instead of waiting in a queue: what crosses nodes is never late.
  enableOfflineQueue: false,
  maxRetriesPerRequest: 0,
  retryStrategy: (times: number) => Math.min(50 * times, 500),
  lazyConnect: true,
} as const;

export class Bus {
  readonly pub: Redis;
  private readonly sub: Redis;
  private outbox = new Map<string, NodeRecord[]>();
  private scheduled = false;
  private up = false;
  /** When Redis last came back: presence keys written before it went away are gone until each node beats again. */
  private upSince = 0;
  private closed = false;
  private readonly alive: NodeJS.Timeout;

  private constructor(
    url: string,
    readonly node: string,
    private readonly events: BusEvents,
    private readonly aliveMs: number,
  ) {
    this.pub = new Redis(url, clientOptions);
    this.sub = new Redis(url, { ...clientOptions, enableOfflineQueue: true });
    for (const client of [this.pub, this.sub]) {
      client.on('error', () => {/* reported through 'close' → status(false) */});
      client.on('close', () => this.setUp(false));
      client.on('ready', () => this.setUp(this.pub.status === 'ready' && this.sub.status === 'ready'));
    }
    this.sub.on('message', (channel: string, message: string) => {
      if (channel === LOBBY_CHANNEL) return this.events.lobby(message);
      this.events.records(JSON.parse(message) as NodeRecord[]);
    });
    this.alive = setInterval(() => this.beat(), Math.max(50, Math.floor(aliveMs / 3)));
    this.alive.unref();
  }

  /** Connect both clients and subscribe; fails when Redis cannot be reached at start. */
  static async connect(url: string, node: string, events: BusEvents, aliveMs: number): Promise<Bus> {
    const bus = new Bus(url, node, events, aliveMs);
    try {
      await Promise.all([bus.pub.connect(), bus.sub.connect()]);
      await bus.sub.subscribe(NODE_CHANNEL + node, LOBBY_CHANNEL);
      bus.beat();
    } catch (e) {
      bus.close();
      throw new Error(`Redis at ${url} cannot be reached: ${e instanceof Error ? e.message : String(e)}`, { cause: e });
    }
    return bus;
  }

  get isUp(): boolean {
    return this.up;
  }

  private setUp(up: boolean): void {
    if (up === this.up || this.closed) return;
    this.up = up;
    if (up) this.upSince = Date.now();
    this.events.status(up);
    if (up) this.beat();
  }

  private beat(): void {
    if (this.pub.status !== 'ready') return;
    this.pub.set(ALIVE_KEY + this.node, String(Date.now()), 'PX', this.aliveMs).catch(() => {});
  }

  /** Queue a record for a node; the records of this turn leave together. */
  send(node: string, record: NodeRecord): void {
    let list = this.outbox.get(node);
    if (list === undefined) this.outbox.set(node, list = []);
    list.push(record);
    if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(() => this.flush());
    }
  }

  private flush(): void {
    this.scheduled = false;
    const outbox = this.outbox;
    this.outbox = new Map();
    for (const [node, records] of outbox) {
      const failed = () => this.events.undelivered(node, records);
      if (this.pub.status !== 'ready') {
        failed();
        continue;
      }
      this.pub.publish(NODE_CHANNEL + node, JSON.stringify(records)).then((n) => n === 0 && failed(), failed);
    }
  }

  /** A lobby change for every node; false when Redis is away (the lobby resyncs when it is back). */
  publishLobby(message: string): boolean {
    if (this.pub.status !== 'ready') return false;
    this.pub.publish(LOBBY_CHANNEL, message).catch(() => {});
    return true;
  }

  /** Of these nodes, the ones whose presence key has expired (they stopped without a word). */
  async gone(nodes: readonly string[]): Promise<string[]> {
    // A Redis just restarted has lost every key: a node is judged only once it has had a lease time to beat again.
    if (nodes.length === 0 || Date.now() - this.upSince < this.aliveMs) return [];
    const stamps = await this.pub.mget(...nodes.map((n) => ALIVE_KEY + n));
    return nodes.filter((_, i) => stamps[i] === null);
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.alive);
    this.pub.del(ALIVE_KEY + this.node).catch(() => {}).finally(() => this.pub.disconnect());
    this.sub.disconnect();
  }
}
