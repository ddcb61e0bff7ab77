/**
 * Who is online across the workers of `kozyr serve --workers N`. Each worker
 * counts the people with a socket to itself, but one person's sockets spread
 * over the workers (the lobby's upstreams from the primary, a table's socket
 * handed to its owner), so neither one worker's count nor their sum is the
 * club's. Each worker tells the primary over IPC when a person appears on it
 * or leaves it; the primary keeps, per person, how many workers have them, and
 * tells every worker the number of distinct people, which each worker's lobby
 * then gives as `online`. A worker that dies takes its people with it; started
 * again, it reports whoever reconnects.
 */
import type { ChildProcess } from 'node:child_process';

/** Worker → primary: a person appeared on this worker (their first socket) or left it (their last). */
export interface OnlineChange {
  readonly kozyr: 'online';
  readonly user: string;
  readonly present: boolean;
}

/** Primary → worker: how many distinct people the workers have together. */
export interface OnlineCount {
  readonly kozyr: 'online-count';
  readonly count: number;
}

const isChange = (m: unknown): m is OnlineChange =>
  typeof m === 'object' && m !== null && (m as { kozyr?: unknown; }).kozyr === 'online' &&
  typeof (m as { user?: unknown; }).user === 'string' && typeof (m as { present?: unknown; }).present === 'boolean';

const isCount = (m: unknown): m is OnlineCount =>
  typeof m === 'object' && m !== null && (m as { kozyr?: unknown; }).kozyr === 'online-count' &&
  typeof (m as { count?: unknown; }).count === 'number';

/**
 * The primary's count changes often while many connect at once; the workers are told at most this often,
 * so a thousand clients arriving cost a few messages per worker, not a thousand.
 */
export const ONLINE_TELL_MS = 100;

/** The primary's side: the people each worker has, and the distinct count told to every worker. */
export class OnlineTally {
  /** Per worker, the people it has reported present. */
  private readonly byWorker = new Map<number, Set<string>>();
  /** Per person, on how many workers they are. */
  private readonly workersOf = new Map<string, number>();
  private told = -1;
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly workers: () => readonly (ChildProcess | undefined)[]) {}

  /** How many distinct people the workers have. */
  get people(): number {
    return this.workersOf.size;
  }

  /** A worker's IPC message: taken when it is an online change (true), else left to other listeners (false). */
  heard(index: number, m: unknown): boolean {
    if (!isChange(m)) return false;
    let people = this.byWorker.get(index);
    if (people === undefined) this.byWorker.set(index, people = new Set());
    if (m.present === people.has(m.user)) return true;
    if (m.present) people.add(m.user);
    else people.delete(m.user);
    this.count(m.user, m.present ? 1 : -1);
    this.tellSoon();
    return true;
  }

  /** A worker exited: its sockets closed with it (its clients reconnect, and are reported again). */
  dropWorker(index: number): void {
    const people = this.byWorker.get(index);
    if (people === undefined) return;
    this.byWorker.delete(index);
    for (const user of people) this.count(user, -1);
    this.tellSoon();
  }

  private count(user: string, by: 1 | -1): void {
    const n = (this.workersOf.get(user) ?? 0) + by;
    if (n <= 0) this.workersOf.delete(user);
    else this.workersOf.set(user, n);
  }

  /** A worker (re)started: it is told the count at once, not at the next change. */
  tellWorker(child: ChildProcess): void {
    send(child, { kozyr: 'online-count', count: this.people });
  }

  stop(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private tellSoon(): void {
    if (this.timer !== null) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      if (this.people === this.told) return;
      this.told = this.people;
      for (const child of this.workers()) if (child !== undefined) send(child, { kozyr: 'online-count', count: this.told });
    }, ONLINE_TELL_MS);
    this.timer.unref();
  }
}

function send(child: ChildProcess, m: OnlineCount): void {
  if (child.connected) child.send(m, () => undefined); // a worker going away misses it; its successor is told at start
}

/** What a worker shares: its sockets' people, and the lobby that says how many are online. */
export interface OnlineWorker {
  readonly sockets: { onUser: ((user: string, present: boolean) => void) | null; };
  readonly lobby: { online: () => number; };
}

/**
 * The worker's side: each person appearing on it or leaving it is told to the primary, and its lobby gives
 * the primary's count of the whole machine (its own until the primary has answered).
 */
export function shareOnline(server: OnlineWorker): void {
  if (process.send === undefined) return;
  const own = server.lobby.online;
  let club: number | null = null;
  server.lobby.online = () => club ?? own();
  server.sockets.onUser = (user, present) => {
    const change: OnlineChange = { kozyr: 'online', user, present };
    if (process.connected) process.send!(change, () => undefined);
  };
  process.on('message', (m: unknown) => {
    if (isCount(m)) club = m.count;
  });
}
