/**
 * One live table: a serialized queue in front of a game state. Every accepted
 * move (or clock tick) is appended to storage BEFORE the state changes in
 * memory and before anything is broadcast, so what clients saw is always on
 * disk. Each client gets only its own projection: `view`/`eventView` for its
 * seat, or the spectator's.
 */
import { randomBytes } from 'node:crypto';
import { advance, type AnyGame, play, Rng, type Tagged, type Viewer } from '@kozyr/engine';
import type { SeatPayload, ServerMessage, TableInfo } from '@kozyr/protocol';
import type { LogEntry, LogSource, StoredPlayer, StoredTable } from '../storage/port.ts';
import { botById, chooseFor, standInBot } from './bots.ts';
import { tableInfo } from './info.ts';
import { SerialQueue } from './queue.ts';
import { projectEvents, seatPayload } from './projection.ts';
import { initialState } from './replay.ts';
import { Timers } from './timers.ts';
import { done, fail, type Outcome, type Subscriber, type TableHost } from './types.ts';

/** Event batches kept in memory so a reconnecting client gets what it missed instead of a full resync. */
const RECENT_BATCHES = 256;

interface Batch {
  readonly version: number;
  readonly events: readonly Tagged[];
}

export class LiveTable {
  private meta: StoredTable;
  private state: unknown = null;
  private version = 0;
  private lastAt = 0;
  private readonly recent: Batch[] = [];
  private readonly subscribers = new Set<Subscriber>();
  private readonly queue = new SerialQueue();
  private readonly timers = new Timers();
  /** Bots' own randomness (not the game seed, which only deals). */
  private readonly botRng = Rng.seeded(randomBytes(4).readUInt32BE(0));
  private turnEndsAt: number | null = null;
  private closed = false;
  /** The table a "play again" created, so every seat lands at the same next table. */
  next: string | null = null;

  constructor(
    readonly game: AnyGame,
    stored: StoredTable,
    private readonly host: TableHost,
  ) {
    this.meta = stored;
  }

  get id(): string {
    return this.meta.id;
  }
  get stored(): StoredTable {
    return this.meta;
  }
  get currentVersion(): number {
    return this.version;
  }
  get pendingJobs(): number {
    return this.queue.size;
  }
  get watcherCount(): number {
    return this.subscribers.size;
  }

  info(): TableInfo {
    return tableInfo(this.game, this.meta, (u) => this.isConnected(u));
  }

  seatOf(userId: string): number | null {
    const i = this.meta.players.findIndex((p) => p !== null && p.kind === 'human' && p.userId === userId);
    return i < 0 ? null : i;
  }

  viewerOf(userId: string): Viewer {
    return this.seatOf(userId) ?? 'spectator';
  }

  /** Resume a stored game: the state rebuilt by replaying its log. */
  resume(state: unknown, log: readonly LogEntry[]): void {
    this.state = state;
    this.version = log.length;
    this.lastAt = log.length === 0 ? (this.meta.startedAt ?? 0) : log[log.length - 1]!.at;
    if (this.meta.status === 'playing') {
      if (this.game.outcome(state) !== null) void this.queue.run(() => this.finish()).catch((e) => this.host.onError(e, 'finish'));
      else {
        this.afterChange();
        // After a restart nobody is connected yet: each seat gets the usual grace period to come back.
        for (const [seat, p] of this.meta.players.entries()) if (p?.kind === 'human') this.startGrace(seat, p.userId);
      }
    }
  }

  // ---- seats, before and between games -----------------------------------

  join(user: { id: string; name: string }, wanted: number | undefined): Promise<Outcome<number>> {
    return this.queue.run(async () => {
      const own = this.seatOf(user.id);
      if (own !== null) return done(own);
      if (this.meta.status !== 'waiting') return fail('bad-state', 'the game has started; spectate instead');
      const seat = wanted ?? this.meta.players.findIndex((p) => p === null);
      if (seat < 0 || seat >= this.meta.seats) return fail('no-free-seat', 'no free seat at this table');
      if (this.meta.players[seat] !== null) return fail('seat-taken', `seat ${seat} is taken`);
      await this.setPlayers(seat, { kind: 'human', userId: user.id, name: user.name });
      await this.maybeAutoStart();
      return done(seat);
    });
  }

  addBot(requester: string, seat: number | undefined, botId: string): Promise<Outcome<number>> {
    return this.queue.run(async () => {
      if (requester !== this.meta.creator) return fail('not-creator', 'only the table creator adds bots');
      if (this.meta.status !== 'waiting') return fail('bad-state', 'bots are added before the game starts');
      const s = seat ?? this.meta.players.findIndex((p) => p === null);
      if (s < 0 || s >= this.meta.seats) return fail('no-free-seat', 'no free seat at this table');
      if (this.meta.players[s] !== null) return fail('seat-taken', `seat ${s} is taken`);
      await this.setPlayers(s, { kind: 'bot', bot: botId, name: `bot ${botId} #${s + 1}` });
      await this.maybeAutoStart();
      return done(s);
    });
  }

  removeBot(requester: string, seat: number): Promise<Outcome<number>> {
    return this.queue.run(async () => {
      if (requester !== this.meta.creator) return fail('not-creator', 'only the table creator removes bots');
      if (this.meta.status !== 'waiting') return fail('bad-state', 'bots are removed before the game starts');
      if (this.meta.players[seat]?.kind !== 'bot') return fail('bad-state', `seat ${seat} holds no bot`);
      await this.setPlayers(seat, null);
      return done(seat);
    });
  }

  /** Before the start a leaver frees the seat; during a game the stand-in plays it to the end. */
  leave(userId: string): Promise<Outcome<null>> {
    return this.queue.run(async () => {
      const seat = this.seatOf(userId);
      for (const s of [...this.subscribers]) if (s.userId === userId) this.subscribers.delete(s);
      if (seat === null) return done(null);
      if (this.meta.status === 'waiting') await this.setPlayers(seat, null);
      else if (this.meta.status === 'playing') {
        await this.setStandIn(seat, true);
        this.afterChange();
      }
      return done(null);
    });
  }

  start(requester: string): Promise<Outcome<null>> {
    return this.queue.run(async () => {
      if (requester !== this.meta.creator) return fail('not-creator', 'only the table creator starts the game early');
      if (this.meta.status !== 'waiting') return fail('bad-state', 'the game has already started');
      return this.begin(true);
    });
  }

  /** A table created with every seat already held (play again, all bots) starts at once. */
  startIfFull(): Promise<void> {
    return this.queue.run(() => this.maybeAutoStart());
  }

  announceNext(next: string): void {
    for (const s of this.subscribers) s.send({ type: 'table.next', table: this.id, version: this.version, next });
  }

  private async maybeAutoStart(): Promise<void> {
    if (this.meta.status === 'waiting' && this.meta.players.every((p) => p !== null)) await this.begin(false);
  }

  /** Deal and go. An early start plays with the seats taken so far (config re-checked for that count). */
  private async begin(compact: boolean): Promise<Outcome<null>> {
    let players = this.meta.players;
    let config = this.meta.config;
    if (compact && players.some((p) => p === null)) {
      players = players.filter((p) => p !== null);
      const parsed = this.game.parseConfig(config, players.length);
      if (players.length < this.game.seats.min || !parsed.ok) {
        return fail('bad-state', `cannot start with ${players.length} seat(s); this game needs ${this.game.seats.min}..${this.game.seats.max}`);
      }
      config = parsed.value as Record<string, unknown>;
    }
    const startedAt = this.host.now();
    const next: StoredTable = { ...this.meta, players, config, seats: players.length, status: 'playing', startedAt };
    const state = initialState(this.game, next);
    await this.host.storage.saveTable(next);
    this.meta = next;
    this.state = state;
    this.lastAt = startedAt;
    this.host.onInfo(this);
    this.afterChange();
    for (const s of this.subscribers) s.send(this.fullState(s.userId));
    return done(null);
  }

  private async setPlayers(seat: number, player: StoredPlayer | null): Promise<void> {
    const players = this.meta.players.slice();
    players[seat] = player;
    const next = { ...this.meta, players };
    await this.host.storage.saveTable(next);
    this.meta = next;
    this.announceInfo();
  }

  private async setStandIn(seat: number, standIn: boolean): Promise<void> {
    const p = this.meta.players[seat];
    if (p === null || p === undefined || p.kind !== 'human' || (p.standIn === true) === standIn) return;
    await this.setPlayers(seat, { ...p, standIn });
  }

  private announceInfo(): void {
    for (const s of this.subscribers) {
      s.send({ type: 'table.info', table: this.id, version: this.version, info: this.info(), seat: this.seatOf(s.userId) });
    }
    this.host.onInfo(this);
  }

  // ---- watching ------------------------------------------------------------

  isConnected(userId: string): boolean {
    for (const s of this.subscribers) if (s.userId === userId) return true;
    return false;
  }

  /**
   * Watch the table (seat holder or spectator) and catch up from `since`:
   * the missed events when they are still in memory, else the full state.
   */
  subscribe(sub: Subscriber, since: number | null): Promise<Outcome<null>> {
    return this.queue.run(async () => {
      const wasConnected = this.isConnected(sub.userId);
      this.subscribers.add(sub);
      const seat = this.seatOf(sub.userId);
      const missed = since === null ? null : this.missedSince(since);
      if (missed !== null && this.state !== null) {
        const viewer = this.viewerOf(sub.userId);
        sub.send({ type: 'table.update', table: this.id, version: this.version, events: this.project(missed, viewer), state: this.payload(viewer) });
      } else sub.send(this.fullState(sub.userId));
      if (seat !== null && !wasConnected) {
        this.timers.clear(`grace:${seat}`);
        if (this.meta.status === 'playing') await this.setStandIn(seat, false);
        this.announceInfo();
        if (this.meta.status === 'playing') this.afterChange();
      }
      return done(null);
    });
  }

  unsubscribe(sub: Subscriber): void {
    if (!this.subscribers.delete(sub)) return;
    const seat = this.seatOf(sub.userId);
    if (seat === null || this.isConnected(sub.userId) || this.closed) return;
    this.announceInfo();
    this.startGrace(seat, sub.userId);
  }

  /** With a turn timer the timer covers a silent seat; without one, a grace period does. */
  private startGrace(seat: number, userId: string): void {
    if (this.meta.status !== 'playing' || this.meta.options.turnSeconds > 0) return;
    this.timers.set(`grace:${seat}`, this.host.disconnectGraceMs, () => {
      void this.queue
        .run(async () => {
          if (this.isConnected(userId) || this.meta.status !== 'playing') return;
          await this.setStandIn(seat, true);
          this.afterChange();
        })
        .catch((e) => this.host.onError(e, 'grace'));
    });
  }

  private missedSince(since: number): Tagged[] | null {
    if (since === this.version) return [];
    if (since > this.version) return null;
    const first = this.recent[0];
    if (first === undefined || first.version > since + 1) return null;
    const out: Tagged[] = [];
    for (const b of this.recent) if (b.version > since) out.push(...b.events);
    return out;
  }

  fullState(userId: string): ServerMessage {
    const viewer = this.viewerOf(userId);
    return {
      type: 'table.state',
      table: this.id,
      version: this.version,
      seat: viewer === 'spectator' ? null : viewer,
      info: this.info(),
      state: this.state === null ? null : this.payload(viewer),
    };
  }

  payload(viewer: Viewer): SeatPayload {
    const position = { game: this.game, state: this.state, playing: this.meta.status === 'playing', version: this.version, turnEndsAt: this.turnEndsAt };
    return seatPayload(position, viewer);
  }

  private project(events: readonly Tagged[], viewer: Viewer): Tagged[] {
    return projectEvents(this.game, events, viewer);
  }

  // ---- moves ---------------------------------------------------------------

  /** A move from a seat's holder, stamped with the server's receive time. */
  move(userId: string, raw: unknown, receivedAt: number): Promise<Outcome<number>> {
    return this.queue.run(async () => {
      if (this.meta.status !== 'playing') return fail('bad-state', 'the table is not playing');
      const seat = this.seatOf(userId);
      if (seat === null) return fail('not-seated', 'you hold no seat at this table');
      // Chat reaches a game only as the signal of a relayed message (table.chat), never as a bare move.
      if (typeof raw === 'object' && raw !== null && (raw as { kind?: unknown }).kind === 'chat') {
        return fail('illegal-move', 'chat is sent with table.chat');
      }
      const parsed = this.game.parseMove(raw);
      if (!parsed.ok) return fail('illegal-move', parsed.error.message.en, parsed.error);
      // The holder is back in charge: a stand-in stops as soon as its player moves.
      await this.setStandIn(seat, false);
      return this.commitMove(seat, parsed.value, Math.max(receivedAt, this.lastAt), 'player');
    });
  }

  /**
   * Chat is offered to the game as a `{kind:'chat'}` move (Svintus silence and
   * the like) before it is relayed; games that ignore chat refuse it in parseMove.
   */
  chat(user: { id: string; name: string }, text: string, receivedAt: number): Promise<Outcome<null>> {
    return this.queue.run(async () => {
      const seat = this.seatOf(user.id);
      const at = Math.max(receivedAt, this.lastAt);
      if (seat !== null && this.meta.status === 'playing') {
        const asMove = this.game.parseMove({ kind: 'chat' });
        if (asMove.ok) await this.commitMove(seat, asMove.value, at, 'chat');
      }
      const entry = { userId: user.id, name: user.name, seat, text, at, version: this.version };
      await this.host.storage.appendChat(this.id, entry);
      const frame = JSON.stringify({ type: 'table.chat', table: this.id, version: this.version, from: user.name, seat, text, at });
      for (const s of this.subscribers) s.send(frame);
      return done(null);
    });
  }

  /** Inside the queue: apply, persist, then publish. */
  private async commitMove(seat: number, move: Tagged, at: number, by: LogSource): Promise<Outcome<number>> {
    const r = play(this.game, this.state, seat, move, at);
    if (!r.ok) {
      const code = this.game.actors(this.state).includes(seat) ? 'illegal-move' : 'not-your-turn';
      return fail(code, r.error.message.en, r.error);
    }
    await this.commit({ seq: this.version, seat, move, at, by }, r.value.state, r.value.events);
    return done(this.version);
  }

  private async commit(entry: LogEntry, state: unknown, events: readonly Tagged[]): Promise<void> {
    await this.host.storage.appendLog(this.id, entry);
    this.state = state;
    this.version = entry.seq + 1;
    this.lastAt = entry.at;
    this.recent.push({ version: this.version, events });
    if (this.recent.length > RECENT_BATCHES) this.recent.shift();
    if (this.game.outcome(state) === null) this.afterChange();
    else this.timers.clearAll();
    this.broadcast(events);
    if (this.game.outcome(state) !== null) await this.finish();
  }

  private broadcast(events: readonly Tagged[]): void {
    // One serialization per distinct viewer: spectators share a frame, each seat gets its own.
    const frames = new Map<Viewer, string>();
    for (const s of this.subscribers) {
      const viewer = this.viewerOf(s.userId);
      let frame = frames.get(viewer);
      if (frame === undefined) {
        frame = JSON.stringify({ type: 'table.update', table: this.id, version: this.version, events: this.project(events, viewer), state: this.payload(viewer) });
        frames.set(viewer, frame);
      }
      s.send(frame);
    }
  }

  private async finish(): Promise<void> {
    if (this.meta.status === 'over') return;
    this.timers.clearAll();
    this.turnEndsAt = null;
    const outcome = this.game.outcome(this.state);
    const over: StoredTable = { ...this.meta, status: 'over', outcome, finishedAt: this.host.now() };
    await this.host.storage.saveTable(over);
    this.meta = over;
    const ratings = await this.host.onOver(this.id);
    const msg: ServerMessage = { type: 'table.over', table: this.id, version: this.version, outcome, seed: over.seed, salt: over.salt, ratings };
    for (const s of this.subscribers) s.send(msg);
    this.host.onInfo(this);
  }

  // ---- clock, turn timer and bots -----------------------------------------

  private isBotSeat(seat: number): boolean {
    const p = this.meta.players[seat];
    return p !== null && p !== undefined && (p.kind === 'bot' || p.standIn === true);
  }

  /** After every change: re-arm the deadline, the turn timer and the bots for the new position. */
  private afterChange(): void {
    if (this.closed || this.meta.status !== 'playing') return;
    const version = this.version;
    const now = this.host.now();
    const due = this.game.deadline(this.state);
    if (due === null) this.timers.clear('deadline');
    else this.timers.set('deadline', due - now + 1, () => void this.queue.run(() => this.tick()).catch((e) => this.host.onError(e, 'tick')));

    const actors = this.game.actors(this.state);
    const humans = actors.filter((s) => !this.isBotSeat(s));
    // While a timed window is open the game's own deadline decides (not pressing can be a choice); the turn timer waits.
    if (this.meta.options.turnSeconds > 0 && humans.length > 0 && due === null) {
      const ms = this.meta.options.turnSeconds * 1000;
      this.turnEndsAt = now + ms;
      this.timers.set('turn', ms, () => void this.queue.run(() => this.turnTimeout(version)).catch((e) => this.host.onError(e, 'turn')));
    } else {
      this.turnEndsAt = null;
      this.timers.clear('turn');
    }

    this.timers.clearPrefix('bot:');
    for (const seat of actors) if (this.isBotSeat(seat)) this.scheduleBot(seat, version);
  }

  private scheduleBot(seat: number, version: number): void {
    const p = this.meta.players[seat]!;
    const bot = p.kind === 'bot' ? botById(this.game, p.bot) : standInBot(this.game);
    const choice = chooseFor(this.game, bot, this.state, seat, this.botRng);
    if (choice === null) return;
    const base = this.meta.options.botDelayMs;
    const delay = choice.delayMs ?? (base === 0 ? 0 : Math.round(base * (0.6 + 0.8 * this.botRng.float())));
    this.timers.set(`bot:${seat}`, delay, () => {
      void this.queue
        .run(async () => {
          // A newer position has re-scheduled the bots; this choice is stale.
          if (this.version !== version || this.meta.status !== 'playing' || !this.isBotSeat(seat)) return;
          const by: LogSource = p.kind === 'bot' ? 'bot' : 'stand-in';
          const r = await this.commitMove(seat, choice.move, Math.max(this.host.now(), this.lastAt), by);
          if (!r.ok) await this.fallbackMove(seat, by);
        })
        .catch((e) => this.host.onError(e, 'bot'));
    });
  }

  /** A bot proposed something the game refused: play a random legal move instead, so the table never stalls. */
  private async fallbackMove(seat: number, by: LogSource): Promise<void> {
    const legal = this.game.legalMoves(this.state, seat);
    if (legal.length > 0) await this.commitMove(seat, this.botRng.pick(legal), Math.max(this.host.now(), this.lastAt), by);
  }

  private async tick(): Promise<void> {
    if (this.closed || this.meta.status !== 'playing') return;
    const at = Math.max(this.host.now(), this.lastAt);
    const due = this.game.deadline(this.state);
    if (due === null || due > at) {
      this.afterChange();
      return;
    }
    const step = advance(this.game, this.state, at);
    await this.commit({ seq: this.version, seat: null, move: null, at, by: 'clock' }, step.state, step.events);
  }

  /** Time is up: the stand-in moves once for every human actor; a disconnected one stays covered until it returns. */
  private async turnTimeout(version: number): Promise<void> {
    if (this.closed || this.version !== version || this.meta.status !== 'playing') return;
    for (const seat of this.game.actors(this.state)) {
      if (this.isBotSeat(seat) || this.meta.status !== 'playing') continue;
      if (!this.game.actors(this.state).includes(seat)) continue;
      const holder = this.meta.players[seat];
      if (holder?.kind === 'human' && !this.isConnected(holder.userId)) await this.setStandIn(seat, true);
      const choice = chooseFor(this.game, standInBot(this.game), this.state, seat, this.botRng);
      const r = choice === null ? null : await this.commitMove(seat, choice.move, Math.max(this.host.now(), this.lastAt), 'stand-in');
      if (r !== null && !r.ok) await this.fallbackMove(seat, 'stand-in');
    }
    if (this.version === version) this.afterChange();
  }

  /** Stop timers and wait for queued jobs (server shutdown). */
  async close(): Promise<void> {
    this.closed = true;
    this.timers.clearAll();
    await this.queue.drain();
    this.timers.clearAll();
  }
}
