/**
 * One live table: a serialized queue in front of a game, answering the
 * requests of its seats and watchers. The parts live next to it: the queue,
 * the record (persistence: every change stored before it is applied or
 * broadcast), seating (seats, bots and the start), the audience (one
 * projection per viewer, broadcast, catch-up), the clock (deadlines, turn
 * timer, disconnect grace → stand-in) and the bots' turns.
 *
 * Every change of the game takes one way, whoever makes it (a seat's holder,
 * a bot, the stand-in, the clock, a chat line the game hears): in its turn in
 * the queue it is judged (`play`), then stored, and only once storage has it
 * applied and published (`store`). A socket's move runs so with no promise:
 * checked, judged and handed to storage's group commit synchronously,
 * answered when that commits.
 */
import { advance, type AnyGame, type BotSpeed, play, Rng, type Tagged, type Viewer } from '@kozyr/engine';
import { type ChatLine, LIMITS, type RequestId, type SeatPayload, type ServerMessage, type TableInfo } from '@kozyr/protocol';
import { randomBytes } from 'node:crypto';
import { type PictureTable, TablePictures } from '../pictures/table-pictures.ts';
import type { ChatEntry, LogEntry, LogSource, StoredPlayer, StoredTable } from '../storage/port.ts';
import type { WireFrame } from '../wire-frame.ts';
import { type Answer, Audience, type Projector } from './audience.ts';
import { BotTurns } from './bot-turns.ts';
import { Clock } from './clock.ts';
import type { TableCore } from './core.ts';
import { forfeitSeat, leaversLast, unseated } from './forfeit.ts';
import { formRefusal } from './forms.ts';
import { tableInfo } from './info.ts';
import {
  type FrameParts,
  frameParts,
  type Position,
  projectEvents,
  type PublicPart,
  publicPart,
  seatPayload,
  updateFrame,
} from './projection.ts';
import { SerialQueue } from './queue.ts';
import { judgeAimed, RecentStates } from './races.ts';
import { TableRecord } from './record.ts';
import { seatBot, type SeatingTable, startEarly, startIfFull, takeSeat, unseatBot } from './seating.ts';
import { Timers } from './timers.ts';
import { done, fail, type MoveAccepted, type MoveSettled, type Result, type Subscriber, type TableHost } from './types.ts';

/** How `store` tells its caller: null once stored and published (and whether the mover's update was its reply), else the error. */
type Stored = (error: unknown, answered: boolean) => void;

export class LiveTable implements TableCore, SeatingTable, Projector, PictureTable {
  readonly record: TableRecord;
  readonly timers = new Timers();
  readonly botRng = Rng.seeded(randomBytes(4).readUInt32BE(0));
  closed = false;
  /** The table a "play again" created, so every seat lands at the same next table. */
  next: string | null = null;
  private readonly queue = new SerialQueue();
  private readonly audience = new Audience();
  private readonly bots = new BotTurns(this);
  private readonly clock = new Clock(this, this.bots);
  /** Games with `races`: the states of the last versions, to judge a move by the version it was aimed at. */
  private readonly recent: RecentStates | null;
  /** Actors and deadline of the current version, shared by every viewer's payload. */
  private shared: { readonly version: number; readonly part: PublicPart; } | null = null;
  /** The last event batch serialized for a broadcast and its text: viewers that see the batch as it is share it. */
  private eventsSent: readonly Tagged[] | null = null;
  private eventsText = '';
  /** The frame text every viewer of the broadcast version shares (see `frameParts`). */
  private parts: FrameParts | null = null;

  /** The latest chat lines, sent with every full state so a reload keeps the conversation. */
  private recentChat: ChatLine[] = [];
  /** Games that draw pictures: each round's, rendered beside the queue and announced to the watchers. */
  private readonly pictures: TablePictures | null;

  constructor(
    readonly game: AnyGame,
    stored: StoredTable,
    readonly host: TableHost,
  ) {
    this.record = new TableRecord(game, stored, host.storage);
    this.recent = game.races === undefined ? null : new RecentStates();
    this.pictures = game.pictures === undefined ? null : new TablePictures(this, host.pictures);
  }

  get id(): string {
    return this.record.meta.id;
  }
  get stored(): StoredTable {
    return this.record.meta;
  }
  get currentVersion(): number {
    return this.record.version;
  }
  get pendingJobs(): number {
    return this.queue.size;
  }
  get watcherCount(): number {
    return this.audience.size;
  }

  info(): TableInfo {
    return tableInfo(this.game, this.record.meta, (u) => this.isConnected(u));
  }

  seatOf(userId: string): number | null {
    return this.record.seatOf(userId);
  }

  viewerOf(userId: string): Viewer {
    return this.record.seatOf(userId) ?? 'spectator';
  }

  isConnected(userId: string): boolean {
    return this.audience.isConnected(userId);
  }

  later(context: string, job: () => Promise<void>): void {
    this.queue.run(job).catch((e: unknown) => this.host.onError(e, context));
  }

  /** Resume a stored game: the state rebuilt by replaying its log, the chat from storage. */
  resume(state: unknown, log: readonly LogEntry[], chat: readonly ChatEntry[] = []): void {
    this.recentChat = chat.slice(-LIMITS.chatHistory).map(chatLine);
    this.record.restore(state, log);
    this.recent?.remember(this.record.version, state);
    if (!this.record.playing) return;
    this.pictures?.follow(state);
    if (this.game.outcome(state) !== null) this.later('finish', () => this.finish());
    else {
      this.afterChange();
      // After a restart nobody is connected yet: each seat gets the usual grace period to come back.
      for (const [seat, p] of this.record.meta.players.entries()) if (p?.kind === 'human') this.clock.startGrace(seat, p.userId);
    }
  }

  // ---- seats, before and between games -----------------------------------

  join(user: { id: string; name: string; }, wanted: number | undefined): Promise<Result<number>> {
    return this.queue.run(() => takeSeat(this, user, wanted));
  }

  addBot(requester: string, seat: number | undefined, botId: string, speed?: BotSpeed): Promise<Result<number>> {
    return this.queue.run(() => seatBot(this, requester, seat, botId, speed));
  }

  removeBot(requester: string, seat: number): Promise<Result<number>> {
    return this.queue.run(() => unseatBot(this, requester, seat));
  }

  /** Before the start a leaver frees the seat; during a game the stand-in plays it to the end. */
  leave(userId: string): Promise<Result<null>> {
    return this.queue.run(async () => {
      const seat = this.seatOf(userId);
      this.audience.removeUser(userId);
      if (seat === null) return done(null);
      if (this.record.meta.status === 'waiting') await this.setPlayers(seat, null);
      else if (this.record.playing) {
        await this.setStandIn(seat, true);
        this.afterChange();
      }
      return done(null);
    });
  }

  /** During a game: the seat given up for good (forfeit.ts); the leaver watches no more. */
  forfeit(userId: string): Promise<Result<number>> {
    return this.queue.run(async () => {
      const r = await forfeitSeat(this, userId);
      if (r.ok) this.audience.removeUser(userId);
      return r;
    });
  }

  start(requester: string): Promise<Result<null>> {
    return this.queue.run(() => startEarly(this, requester));
  }

  /** A table created with every seat already held (play again, all bots) starts at once. */
  startIfFull(): Promise<void> {
    return this.queue.run(() => startIfFull(this));
  }

  announceNext(next: string): void {
    this.audience.sendAll({ type: 'table.next', table: this.id, version: this.record.version, next });
  }

  started(): void {
    this.recent?.remember(this.record.version, this.record.state);
    this.host.onInfo(this);
    this.afterChange();
    this.audience.sendEach((s) => this.fullState(s.userId));
    this.pictures?.follow(this.record.state);
  }

  /** The same message to every watcher, seats and spectators (the round's pictures). */
  sendAll(message: ServerMessage): void {
    this.audience.sendAll(message);
  }

  onError(error: unknown, context: string): void {
    this.host.onError(error, context);
  }

  /** The table leaves memory: its pictures are no longer served. */
  forgetPictures(): void {
    this.pictures?.forget();
  }

  async setPlayers(seat: number, player: StoredPlayer | null): Promise<void> {
    const players = this.record.meta.players.slice();
    players[seat] = player;
    await this.record.save({ ...this.record.meta, players });
    this.announceInfo();
  }

  async setStandIn(seat: number, standIn: boolean): Promise<void> {
    const p = this.record.player(seat);
    if (p === null || p.kind !== 'human' || (p.standIn === true) === standIn) return;
    await this.setPlayers(seat, { ...p, standIn });
  }

  private announceInfo(): void {
    const version = this.record.version;
    // One description for every watcher: only the seat differs from one to the next.
    const info = this.info();
    this.audience.sendEach((s) => ({ type: 'table.info', table: this.id, version, info, seat: this.seatOf(s.userId) }));
    this.host.onInfo(this);
  }

  // ---- watching ------------------------------------------------------------

  /**
   * Watch the table (seat holder or spectator) and catch up from `since`:
   * the missed events when they are still in memory, else the full state.
   */
  subscribe(sub: Subscriber, since: number | null): Promise<Result<null>> {
    return this.queue.run(async () => {
      const wasConnected = this.isConnected(sub.userId);
      this.audience.add(sub);
      const seat = this.seatOf(sub.userId);
      const missed = since === null ? null : this.audience.missedSince(since, this.record.version);
      if (missed !== null && this.record.state !== null) {
        const viewer = this.viewerOf(sub.userId);
        sub.send({
          type: 'table.update',
          table: this.id,
          version: this.record.version,
          events: projectEvents(this.game, missed, viewer),
          state: this.payload(viewer),
        });
      } else sub.send(this.fullState(sub.userId));
      const picture = this.pictures?.current();
      if (picture !== undefined && picture !== null) sub.send(picture);
      if (seat !== null && !wasConnected) {
        this.clock.cancelGrace(seat);
        if (this.record.playing) await this.setStandIn(seat, false);
        this.announceInfo();
        if (this.record.playing) this.afterChange();
      }
      return done(null);
    });
  }

  unsubscribe(sub: Subscriber): void {
    if (!this.audience.delete(sub)) return;
    const seat = this.seatOf(sub.userId);
    if (seat === null || this.isConnected(sub.userId) || this.closed) return;
    this.announceInfo();
    this.clock.startGrace(seat, sub.userId);
  }

  fullState(userId: string): ServerMessage {
    const viewer = this.viewerOf(userId);
    return {
      type: 'table.state',
      table: this.id,
      version: this.record.version,
      seat: viewer === 'spectator' ? null : viewer,
      info: this.info(),
      state: this.record.state === null ? null : this.payload(viewer),
      chat: this.recentChat,
    };
  }

  private position(): Position {
    const r = this.record;
    return { game: this.game, state: r.state, playing: r.playing, version: r.version, turnEndsAt: this.clock.turnEndsAt };
  }

  /** Actors and deadline depend on the position only; the status (over or not) is part of it through `finish`. */
  private publicPart(position: Position): PublicPart {
    if (!position.playing) return publicPart(position);
    if (this.shared?.version !== position.version) this.shared = { version: position.version, part: publicPart(position) };
    return this.shared.part;
  }

  /** This version's `table.update` to `viewer` (see `updateFrame`); the audience's Projector. */
  frame(events: readonly Tagged[], viewer: Viewer, re: RequestId | null): WireFrame {
    const seen = projectEvents(this.game, events, viewer);
    if (seen !== this.eventsSent) {
      this.eventsSent = seen;
      this.eventsText = JSON.stringify(seen);
    }
    return updateFrame(this.frameParts(), this.eventsText, viewer, re);
  }

  /**
   * What a broadcast's frames shared (the position, its text, the events' text, actors and deadline) is
   * dropped once they are sent: kept until the next version, each table's would outlive the scavenges in
   * between and be copied by each (the next broadcast makes its own; a full state makes what it needs).
   */
  private forgetBroadcast(): void {
    this.parts = null;
    this.shared = null;
    this.eventsSent = null;
    this.eventsText = '';
  }

  /** The shared parts of the current position's frames: one position and its text per broadcast, not per viewer. */
  private frameParts(): FrameParts {
    const r = this.record;
    const made = this.parts?.position;
    if (
      made === undefined || made.version !== r.version || made.state !== r.state || made.playing !== r.playing ||
      made.turnEndsAt !== this.clock.turnEndsAt
    ) {
      const position = this.position();
      this.parts = frameParts(position, this.publicPart(position), this.id);
    }
    return this.parts!;
  }

  payload(viewer: Viewer): SeatPayload {
    const position = this.position();
    return seatPayload(position, viewer, this.publicPart(position));
  }

  // ---- moves ---------------------------------------------------------------

  /**
   * A move from a seat's holder, stamped with the server's receive time;
   * `aimedAt` is the version the client saw (see `judgeAimed`). It takes its
   * turn in the queue (at once when the queue is idle, with no promise) and
   * `settled` is told its fate: accepted once stored and published, refused
   * (nothing changed), or the error (nothing stored or broadcast, or a broken
   * game's view failed to publish it).
   */
  move(
    userId: string,
    raw: unknown,
    receivedAt: number,
    aimedAt: number | undefined,
    answer: Answer | null,
    settled: MoveSettled,
  ): void {
    this.queue.step((next) =>
      this.seatMove(userId, raw, receivedAt, aimedAt, answer, (error, result) => {
        try {
          settled(error, result);
        } catch (e) {
          this.host.onError(e, 'move');
        }
        next();
      })
    );
  }

  /** In its turn: the holder's move checked, the seat's stand-in stopped, then played as any other move. */
  private seatMove(
    userId: string,
    raw: unknown,
    receivedAt: number,
    aimedAt: number | undefined,
    answer: Answer | null,
    then: MoveSettled,
  ): void {
    const checked = passed(() => this.checkMove(userId, raw), then);
    if (checked === null) return;
    const { seat, move } = checked;
    const at = Math.max(receivedAt, this.record.lastAt);
    if (!this.standInToStop(seat)) {
      this.play(seat, move, at, 'player', aimedAt, answer, then);
      return;
    }
    // The holder is back in charge: the stand-in stops as soon as its player moves (the seat's row stored first).
    this.setStandIn(seat, false).then(
      () => this.play(seat, move, at, 'player', aimedAt, answer, then),
      (e: unknown) => then(e, null),
    );
  }

  /** What a seat's move must pass before the game judges it (the table plays, the user sits, the form fits). */
  private checkMove(userId: string, raw: unknown): Result<{ seat: number; move: Tagged; }> {
    if (!this.record.playing) return fail('bad-state', 'the table is not playing');
    const seat = this.seatOf(userId);
    if (seat === null) return unseated(this.record.meta, userId);
    // Chat reaches a game only through its chat hook (table.chat), never as a bare move (a game's rules may still have one).
    const kind = typeof raw === 'object' && raw !== null ? (raw as { kind?: unknown; }).kind : undefined;
    if (kind === 'chat') return fail('illegal-move', 'chat is sent with table.chat');
    // A bot's move (the engine draws its outcome by the bot's level) is never a player's.
    if (typeof kind === 'string' && this.game.botMoves?.includes(kind) === true) {
      return fail('illegal-move', `"${kind}" is a bot's move`);
    }
    // An open move must fit the form it fills (each field's bounds) before the game judges it.
    const misfit = formRefusal(this.game, this.record.state, seat, raw);
    if (misfit !== null) return misfit;
    const parsed = this.game.parseMove(raw);
    if (!parsed.ok) return fail('illegal-move', parsed.error.message.en, parsed.error);
    // A word rule the host's analysers judge (Shtuka's nouns): refused here, so the line is never logged.
    const screened = this.host.language === undefined ?
      null :
      this.game.language?.screen(this.record.state, seat, parsed.value, this.host.language);
    if (screened !== undefined && screened !== null) return fail('illegal-move', screened.message.en, screened);
    return done({ seat, move: parsed.value });
  }

  /** A human seat its stand-in covers: the holder's own move takes it back first. */
  private standInToStop(seat: number): boolean {
    return this.record.player(seat)?.kind === 'human' && this.record.isBotSeat(seat);
  }

  /**
   * The one way a move is played, whoever makes it (a seat's holder, a bot,
   * the stand-in): judged by the version it was aimed at (games with `races`)
   * and by the rules, then stored and published (`store`). A refusal changes
   * nothing.
   */
  private play(
    seat: number,
    move: Tagged,
    at: number,
    by: LogSource,
    aimedAt: number | undefined,
    answer: Answer | null,
    then: MoveSettled,
  ): void {
    const judged = passed(() => this.judge(seat, move, at, aimedAt), then);
    if (judged === null) return;
    const { state, events } = judged;
    this.store({ seq: this.record.version, seat, move, at, by }, state, events, answer, (error, answered) => {
      then(error, error === null ? done({ version: this.record.version, answered }) : null);
    });
  }

  /** The move judged by the version it was aimed at (games with `races`), then played on the current state. */
  private judge(
    seat: number,
    move: Tagged,
    at: number,
    aimedAt: number | undefined,
  ): Result<{ readonly state: unknown; readonly events: readonly Tagged[]; }> {
    if (aimedAt !== undefined && this.recent !== null) {
      const stale = judgeAimed(this.game, this.recent, this.record.version, this.record.state, seat, move, aimedAt, at);
      if (stale !== null) return stale;
    }
    const r = play(this.game, this.record.state, seat, move, at);
    if (!r.ok) {
      const code = this.game.actors(this.record.state).includes(seat) ? 'illegal-move' : 'not-your-turn';
      return fail(code, r.error.message.en, r.error);
    }
    return done(r.value);
  }

  /**
   * The one way a change reaches the log (a move, the clock's tick, a chat
   * line the game heard): stored first (storage's group commit of the turn,
   * see TableRecord.append), and only then applied and published, the game
   * finished if it is over. `then` is told null and whether the broadcast
   * reached the mover (its update was the reply), or the error: the entry was
   * not stored (nothing applied or broadcast), or a broken game's view failed
   * to publish it (stored and applied).
   */
  private store(
    entry: LogEntry,
    state: unknown,
    events: readonly Tagged[],
    answer: Answer | null,
    then: Stored,
  ): void {
    try {
      this.record.append(entry, state, (error) => this.afterStore(error, state, events, answer, then));
    } catch (e) {
      // Storage refused the entry outright: nothing was stored.
      then(e, false);
    }
  }

  /** Storage has the entry (error null) or has not: remember, re-arm and publish, finish a game that is over. */
  private afterStore(error: unknown, state: unknown, events: readonly Tagged[], answer: Answer | null, then: Stored): void {
    if (error !== null) {
      then(error, false);
      return;
    }
    let over: boolean;
    let answered: boolean;
    try {
      this.recent?.remember(this.record.version, state);
      this.audience.remember(this.record.version, events);
      over = this.game.outcome(state) !== null;
      if (over) this.timers.clearAll();
      else this.afterChange();
      answered = this.audience.publish(events, this, answer);
      this.forgetBroadcast();
      this.pictures?.follow(state);
    } catch (e) {
      then(e, false);
      return;
    }
    if (!over) {
      then(null, answered);
      return;
    }
    // The move is stored and published: if its end cannot be stored now, it is retried once storage answers (recover).
    void this.finish().catch((e: unknown) => this.host.onError(e, 'finish')).finally(() => then(null, answered));
  }

  /** `play` for a job written with async/await (a bot's or the stand-in's turn), inside the queue. */
  commitMove(seat: number, move: Tagged, at: number, by: LogSource, aimedAt?: number): Promise<Result<MoveAccepted>> {
    return new Promise((resolve, reject) => {
      this.play(seat, move, at, by, aimedAt, null, (error, r) => (error === null ? resolve(r!) : reject(error)));
    });
  }

  /** `store` for a job written with async/await (the clock's tick, a chat line), inside the queue. */
  commit(entry: LogEntry, state: unknown, events: readonly Tagged[]): Promise<void> {
    return new Promise((resolve, reject) => {
      this.store(entry, state, events, null, (error) => (error === null ? resolve() : reject(error)));
    });
  }

  /**
   * A seat's chat line reaches the game through its `chat` hook, in order with
   * the moves, before it is relayed (a silence broken, a banned word). A line
   * that changed the state is logged as a chat entry, so replays and resume
   * run it through the hook again.
   */
  chat(user: { id: string; name: string; }, text: string, receivedAt: number): Promise<Result<null>> {
    return this.queue.run(async () => {
      const seat = this.seatOf(user.id);
      const at = Math.max(receivedAt, this.record.lastAt);
      if (seat !== null && this.record.playing && this.game.chat !== undefined) {
        // As with a move: time passes to `at` first (windows due by then close), then the hook judges the line.
        const before = advance(this.game, this.record.state, at);
        const step = this.game.chat(before.state, seat, text, at);
        if (step !== null) {
          const events = before.events.length === 0 ? step.events : [...before.events, ...step.events];
          await this.commit({ seq: this.record.version, seat, move: { text }, at, by: 'chat' }, step.state, events);
        }
      }
      const version = this.record.version;
      const entry: ChatEntry = { userId: user.id, name: user.name, seat, text, at, version };
      await this.host.storage.appendChat(this.id, entry);
      this.recentChat.push(chatLine(entry));
      if (this.recentChat.length > LIMITS.chatHistory) this.recentChat.shift();
      this.audience.sendAll({ type: 'table.chat', table: this.id, version, from: user.name, seat, text, at });
      return done(null);
    });
  }

  private async finish(): Promise<void> {
    if (this.record.meta.status === 'over') return;
    this.clock.stop();
    const outcome = leaversLast(this.game.outcome(this.record.state), this.record.meta.players);
    const over: StoredTable = { ...this.record.meta, status: 'over', outcome, finishedAt: this.host.now() };
    const ratings = await this.host.onOver(over);
    this.record.adopt(over);
    this.audience.sendAll({
      type: 'table.over',
      table: this.id,
      version: this.record.version,
      outcome,
      seed: over.seed,
      salt: over.salt,
      ratings,
    });
    // Watchers learn the table's new status (over, seed revealed) like any other change of its info.
    this.announceInfo();
    this.host.onInfo(this);
  }

  // ---- clock, turn timer and bots -----------------------------------------

  /** Storage is back after a fault: finish a game whose end was not stored, else re-arm bots and clocks. */
  recover(): void {
    if (this.closed || !this.record.playing) return;
    if (this.game.outcome(this.record.state) !== null) this.later('finish', () => this.finish());
    else this.later('recover', async () => this.afterChange());
  }

  /** After every change: re-arm the deadline and the turn timer, and let the bots whose options changed choose. */
  afterChange(): void {
    if (this.closed || !this.record.playing) return;
    this.clock.rearm();
    this.bots.schedule();
  }

  /** Stop timers and wait for queued jobs (server shutdown). */
  async close(): Promise<void> {
    this.closed = true;
    this.timers.clearAll();
    this.pictures?.forget();
    await this.queue.drain();
    this.timers.clearAll();
  }
}

/**
 * What passed a move's check or judgement, else null once `then` is told the
 * refusal, or the error of a broken game (its code threw): nothing changed.
 */
function passed<T>(check: () => Result<T>, then: MoveSettled): T | null {
  let r: Result<T>;
  try {
    r = check();
  } catch (e) {
    then(e, null);
    return null;
  }
  if (r.ok) return r.value;
  then(null, r);
  return null;
}

/** What clients see of a stored chat entry (never the author's user id). */
function chatLine(e: ChatEntry): ChatLine {
  return { from: e.name, seat: e.seat, text: e.text, at: e.at };
}
