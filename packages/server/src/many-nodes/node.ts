/**
 * One node of a club on many machines (`kozyr serve --redis URL --node-id ID`,
 * PostgreSQL by DATABASE_URL): the same server, with its tables' ownership
 * leased in PostgreSQL (leases.ts), its move log fenced by those leases
 * (fenced-moves.ts), and what crosses nodes over Redis (bus.ts): frames between
 * sockets and the tables' owners (links.ts), the lobby (lobby.ts) and the tables'
 * pictures (pictures.ts).
 *
 * Timers: leases are renewed every third of their length; as often, the node
 * takes over tables whose lease expired (their node died) by replaying them from
 * PostgreSQL, as a restarted server resumes its tables; checks that the nodes it
 * has links with are still present; and, where nobody runs the club's
 * tournaments (a lease of its own, `TOURNAMENTS_ROLE`), starts running them.
 */
import pg from 'pg';
import { ownedStorage, type Shard, shardOf } from '../one-machine/shard.ts';
import type { ClubRole, OwnershipDeps, TableOwnership } from '../ownership.ts';
import { KyselyStorage } from '../storage/kysely.ts';
import type { ProbedStorage } from '../storage/resilient.ts';
import type { TableRegistry } from '../tables/registry.ts';
import { Bus } from './bus.ts';
import { FencedMoves } from './fenced-moves.ts';
import { LeaseBook, TOURNAMENTS_ROLE } from './leases.ts';
import { INVITE_KEY, Links } from './links.ts';
import { ClusterLobby } from './lobby.ts';
import { nodeIdProblem } from './node-id.ts';
import { nodeStorage } from './node-storage.ts';
import { RedisPictureShelf } from './pictures.ts';

/** Tables taken over in one round (several nodes share a dead node's tables round by round). */
const TAKEOVER_BATCH = 50;
/** A held table missing from memory this long has left it (it is not one being created). */
const FORGOTTEN_AFTER_MS = 60_000;
/** How long an invite code is found from other nodes (longer than any table waits for players). */
const INVITE_TTL_S = 3 * 24 * 3600;

export interface NodeSettings {
  readonly nodeId: string;
  readonly redisUrl: string;
  readonly databaseUrl: string;
  readonly leaseMs: number;
  /**
   * Worker `index` of `count` of its machine (`kozyr serve --redis ... --workers N`; docs/scaling.md): each worker
   * is a node of its own, and takes over only the tables whose id hashes to it, which are the ones its primary
   * hands it the sockets of and the ones it loads.
   */
  readonly shard: Shard;
}

/** Table ownership on many nodes (ownership.ts): by lease, frames over Redis, a dead node's tables taken over. */
export class ClubNode implements TableOwnership {
  readonly leases: LeaseBook;
  readonly pictures: RedisPictureShelf;
  private bus: Bus | null = null;
  private links: Links | null = null;
  private lobbyOf: ClusterLobby | null = null;
  private deps: OwnershipDeps | null = null;
  private readonly timers: NodeJS.Timeout[] = [];
  private stopped = false;
  /** The jobs in progress (a stop waits for them before closing the pools they query). */
  private readonly running = new Set<Promise<void>>();
  private tournaments: ClubRole | null = null;
  /** This node holds the tournaments' lease and runs them. */
  private leading = false;

  constructor(
    readonly settings: NodeSettings,
    private readonly pool: pg.Pool,
    private readonly log: (line: string) => void,
    /** Renewals' own connection (leases.ts): never queued behind lookups, claims or takeovers. */
    private readonly renewals: pg.Pool = pool,
  ) {
    const { index, count } = settings.shard;
    const claimable = count > 1 ? (tableId: string) => shardOf(tableId, count) === index : undefined;
    this.leases = new LeaseBook(pool, settings.nodeId, settings.leaseMs, {
      renewals,
      ...(claimable === undefined ? {} : { claimable }),
    });
    this.leases.onLost = (id) => setImmediate(() => void this.lose(id));
    this.pictures = new RedisPictureShelf(() => this.bus?.pub ?? null, log);
  }

  static create(settings: NodeSettings, log: (line: string) => void): ClubNode {
    const problem = nodeIdProblem(settings.nodeId);
    if (problem !== null) throw new Error(`--node-id: ${problem}`);
    const open = (max: number) => {
      const pool = new pg.Pool({ connectionString: settings.databaseUrl, max, connectionTimeoutMillis: 5000, keepAlive: true });
      pool.on('error', () => {/* a dropped idle connection: the next query connects anew */});
      return pool;
    };
    return new ClubNode(settings, open(4), log, open(1));
  }

  get name(): string {
    return this.settings.nodeId;
  }

  /** The PostgreSQL adapter as this node must use it (fenced moves, leased tables; a worker's own among them). */
  storage(inner: ProbedStorage): ProbedStorage {
    if (!(inner instanceof KyselyStorage) || inner.kind !== 'postgres') {
      throw new Error('a node (--redis) stores in PostgreSQL: set DATABASE_URL');
    }
    const leased = nodeStorage(inner, this.leases, new FencedMoves(inner, this.leases), (t) => {
      this.bus?.pub.set(INVITE_KEY + t.invite, t.id, 'EX', INVITE_TTL_S).catch(() => {});
    });
    return ownedStorage(leased, this.settings.shard);
  }

  runsTournaments(role: ClubRole): void {
    this.tournaments = role;
  }

  lobby(tables: () => TableRegistry, pageSize: number): ClusterLobby {
    this.lobbyOf = new ClusterLobby(tables, pageSize, this.name);
    return this.lobbyOf;
  }

  /** Connect to Redis and start the timers; the registry has resumed the tables this node took at start. */
  async start(deps: OwnershipDeps): Promise<Links> {
    const lobby = this.lobbyOf;
    if (lobby === null) throw new Error('the node lobby must be made before attach');
    this.deps = deps;
    const games = Object.keys(deps.options.games);
    // The links exist before the bus: records may arrive as soon as it subscribes.
    let links: Links | null = null;
    const bus = await Bus.connect(this.settings.redisUrl, this.name, {
      records: (records) => links?.records(records),
      lobby: (message) => lobby.remote(message),
      undelivered: (node, records) => links?.undelivered(node, records),
      status: (up) => {
        this.log(up ? 'Redis is back; the lobby resyncs' : 'Redis went away; links between nodes dropped');
        if (!up) links?.busLost();
        else lobby.resync(games).catch((e: unknown) => this.log(`lobby resync: ${String(e)}`));
      },
    }, this.settings.leaseMs);
    this.bus = bus;
    lobby.attach(bus);
    links = new Links({
      node: this.name,
      bus,
      leases: this.leases,
      tables: deps.tables,
      lobby,
      dispatch: deps.dispatch,
      metrics: deps.metrics,
      options: deps.options,
      log: this.log,
      leadsTournaments: () => this.leading,
    });
    this.links = links;
    await lobby.resync(games);
    await this.lead().catch((e: unknown) => this.log(`node: ${e instanceof Error ? e.message : String(e)}`));
    const every = Math.max(50, Math.floor(this.settings.leaseMs / 3));
    // Renewals keep their own pace: a takeover round that replays many tables on a loaded machine can take
    // longer than a lease (seen: 50 tables in 9-10 s at load 15), and renewing after it lost every table held.
    this.every(every, async () => {
      await this.leases.renew();
    });
    this.every(every, () => this.round());
    return links;
  }

  private every(ms: number, job: () => Promise<void>): void {
    let running = false;
    const t = setInterval(() => {
      if (running || this.stopped) return;
      running = true;
      const p = job().catch((e: unknown) => this.log(`node: ${e instanceof Error ? e.message : String(e)}`)).finally(() => {
        running = false;
        this.running.delete(p);
      });
      this.running.add(p);
    }, ms);
    t.unref();
    this.timers.push(t);
  }

  /** One round: let go of finished tables, take over expired ones, drop links to vanished nodes (renewals: apart). */
  private async round(): Promise<void> {
    const deps = this.deps!;
    const now = Date.now();
    const done = this.leases.heldIds().filter((id) => {
      if (id === TOURNAMENTS_ROLE) return false;
      const t = deps.tables.get(id);
      // Not in memory: a table being created (held first, registered after its first save), or one that left
      // memory without finishing here (a waiting table expired and deleted): let go once it is surely not the first.
      if (t === undefined) return now - (this.leases.heldSince(id) ?? now) > FORGOTTEN_AFTER_MS;
      return t.stored.status === 'over';
    });
    await this.leases.release(done, true);
    await this.takeOver();
    await this.lead();
    const links = this.links;
    const bus = this.bus;
    if (links !== null && bus !== null && bus.isUp) {
      for (const node of await bus.gone(links.linkedNodes())) links.nodeGone(node);
    }
  }

  /** Tables whose lease expired: replayed from PostgreSQL here, as a restart resumes them. */
  private async takeOver(): Promise<void> {
    const deps = this.deps!;
    const taken = await this.leases.acquire(TAKEOVER_BATCH);
    if (taken.length === 0) return;
    const started = Date.now();
    const rows = (await Promise.all(taken.map((a) => deps.storage.getTable(a.tableId)))).filter((r) => r !== null);
    await deps.tables.resume(rows.filter((r) => deps.tables.get(r.id) === undefined));
    for (const r of rows) this.lobbyOf?.tableChanged(r.id);
    this.log(`took over ${rows.length} tables in ${Date.now() - started} ms`);
  }

  /**
   * Run the club's tournaments here if nobody does (or their node's lease ran out); while they run here, let
   * them look after what happened elsewhere (`tick`). A start that fails lets the role go, to be tried again.
   */
  private async lead(): Promise<void> {
    const role = this.tournaments;
    if (role === null || this.stopped) return;
    if (this.leading) return role.tick();
    if (!(await this.leases.claimRole(TOURNAMENTS_ROLE))) return;
    this.leading = true;
    this.log("this node runs the club's tournaments");
    try {
      await role.start();
    } catch (e) {
      this.leading = false;
      this.log(`tournaments could not start here: ${e instanceof Error ? e.message : String(e)}`);
      await role.stop().catch(() => undefined);
      await this.leases.release([TOURNAMENTS_ROLE], false);
    }
  }

  /** A lease found lost: the table leaves this node; whoever watched it here reconnects to find its new owner. */
  private async lose(id: string): Promise<void> {
    if (id === TOURNAMENTS_ROLE) {
      if (!this.leading) return;
      this.leading = false;
      this.log("another node runs the club's tournaments now; stopped here");
      await this.tournaments?.stop();
      return;
    }
    const deps = this.deps;
    if (deps === null) return;
    const t = deps.tables.get(id);
    this.links?.tableLost(id);
    if (t === undefined) return;
    this.log(`table ${id} is owned by another node now; dropped here`);
    deps.tables.forget(id);
    await t.close();
  }

  /** Clean stop: other nodes' sockets are told, and every lease ends now so another node takes its tables at once. */
  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    for (const t of this.timers) clearInterval(t);
    await Promise.all(this.running); // else their queries meet the pools closed below ("Cannot use a pool after calling end")
    this.links?.dropAllRemote();
    await new Promise((r) => setImmediate(r)); // the records above leave before the bus closes
    await this.leases.release(this.leases.heldIds(), false).catch(() => {});
    this.bus?.close();
    await this.pool.end();
    if (this.renewals !== this.pool) await this.renewals.end();
  }
}
