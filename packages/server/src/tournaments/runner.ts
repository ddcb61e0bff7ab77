/**
 * One running tournament: a serialized queue in front of the pure tournament (`@kozyr/tournament`). Every event
 * is judged by `applyEvent`, stored, and only then adopted; the state is `replay(config, seed, log)` at start-up,
 * so a restart resumes where it was. The runner opens a game table for each open tournament table (one game per
 * hand in club rounds, one per game of a match), feeds each game's end back as a `result`, seats the next round
 * once every table is done, and marks the tournament finished.
 */
import type { AnyGame, Outcome } from '@kozyr/engine';
import {
  applyEvent,
  gameResultOf,
  isFinished,
  openTables,
  replay,
  type Table,
  type Tournament,
  type TournamentConfig,
  type TournamentEvent,
} from '@kozyr/tournament';
import { newTableId } from '../ids.ts';
import type { Storage, StoredPlayer, StoredTable, StoredTournament } from '../storage/port.ts';
import { botPlayer } from '../tables/bots.ts';
import { SerialQueue } from '../tables/queue.ts';
import type { TableRegistry } from '../tables/registry.ts';
import { done, fail, type Result } from '../tables/types.ts';

export interface RunnerHost {
  readonly storage: Storage;
  readonly tables: TableRegistry;
  now(): number;
  /** Whether the user has a socket to the club now (a stood-in seat of someone gone for good is a leaver). */
  isOnline(userId: string): boolean;
  /** The tournament changed: its subscribers are told. */
  changed(runner: TournamentRunner): void;
  onError(error: unknown, context: string): void;
}

/** A bot entrant's id: unique in the tournament, never an account id. */
const botEntrant = (n: number): string => `bot-${n}`;
const gameKey = (table: string, n: number): string => `${table}#${n}`;

export class TournamentRunner {
  private readonly queue = new SerialQueue();
  /** Tournament table and game number → the game table opened for it. */
  private readonly games = new Map<string, string>();
  /** Game table id → which tournament table's game it plays. */
  private readonly byGameTable = new Map<string, { readonly table: string; readonly n: number; }>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private closed = false;
  /** When the latest round was seated (the log's time of its `start-round`); the round's clock counts from it. */
  private roundAt: number | null = null;

  private constructor(
    private meta: StoredTournament,
    private state: Tournament,
    private seq: number,
    readonly game: AnyGame,
    private readonly host: RunnerHost,
  ) {}

  /** A new tournament (stored by the caller) or one rebuilt from its stored log and game links. */
  static async load(host: RunnerHost, meta: StoredTournament, game: AnyGame): Promise<TournamentRunner> {
    const [log, links] = await Promise.all([host.storage.tournamentLog(meta.id), host.storage.tournamentGames(meta.id)]);
    const events = log.map((e) => e.event as TournamentEvent);
    const rebuilt = replay(meta.config as unknown as TournamentConfig, meta.seed, events);
    if (!rebuilt.ok) {
      throw new Error(`tournament ${meta.id}: event ${rebuilt.error.index} no longer replays (${rebuilt.error.error.code})`);
    }
    const runner = new TournamentRunner(meta, rebuilt.value, log.length, game, host);
    runner.roundAt = log.findLast((e) => (e.event as TournamentEvent).kind === 'start-round')?.at ?? null;
    for (const l of links) runner.remember(l.table, l.n, l.tableId);
    return runner;
  }

  get id(): string {
    return this.meta.id;
  }
  get stored(): StoredTournament {
    return this.meta;
  }
  get tournament(): Tournament {
    return this.state;
  }

  /** The game table playing each open tournament table now (spectator links). */
  liveGames(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const t of openTables(this.state)) {
      const id = this.currentGame(t);
      if (id !== undefined) out[t.id] = id;
    }
    return out;
  }

  /** Every game table opened so far, in the order they were opened. */
  openedGames(): { table: string; n: number; gameTable: string; }[] {
    return [...this.byGameTable].map(([gameTable, { table, n }]) => ({ table, n, gameTable }));
  }

  /** When the round being played was seated (the arena: when its clock started). */
  get roundStartedAt(): number | null {
    return this.state.config.format === 'arena' ? this.state.startedAt : this.roundAt;
  }

  private currentGame(t: Table): string | undefined {
    return this.games.get(gameKey(t.id, t.games.length));
  }

  /** The game tables playing now where the entrant sits. */
  gameTablesOf(entrant: string): string[] {
    return openTables(this.state).filter((t) => t.seats.includes(entrant))
      .flatMap((t) => this.currentGame(t) ?? []);
  }

  /** Resume: re-arm the start and the arena's clock, open missing games, feed results stored while it was down. */
  start(): void {
    this.later('resume', () => this.advance());
  }

  /** An event from a request (join, leave, pause, resume): judged, stored, adopted; then the tournament moves on. */
  submit(event: TournamentEvent): Promise<Result<null>> {
    return this.queue.run(async () => {
      const r = await this.apply(event);
      if (r.ok) await this.advance();
      return r;
    });
  }

  /** A game table of this tournament is over (its row is stored as over): its result is fed once. */
  gameOver(over: StoredTable): void {
    if (!this.byGameTable.has(over.id)) return;
    this.later('result', async () => {
      if (await this.feedResult(over)) await this.advance();
    });
  }

  ownsGameTable(tableId: string): boolean {
    return this.byGameTable.has(tableId);
  }

  close(): Promise<void> {
    this.closed = true;
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    return this.queue.drain();
  }

  // ---- the log -----------------------------------------------------------

  private later(context: string, job: () => Promise<void>): void {
    this.queue.run(job).catch((e: unknown) => this.host.onError(e, `tournament ${this.id}: ${context}`));
  }

  /** One event: judged by the tournament, stored, and only then adopted. A refusal stores nothing. */
  private async apply(event: TournamentEvent): Promise<Result<null>> {
    const next = applyEvent(this.state, event);
    if (!next.ok) return fail('tournament-refused', next.error.message.en, next.error);
    // The account's profile lists the tournament (written first: an entry whose join failed to store is skipped
    // by the profile, which lists entrants only).
    if (event.kind === 'join' && event.entrant.kind === 'human') {
      await this.host.storage.enterTournament(this.id, event.entrant.id);
    }
    await this.host.storage.appendTournamentEvent(this.id, { seq: this.seq, event, at: this.host.now() });
    this.seq++;
    // The clock shown counts from here; after a restart, from the stored time (the same moment, to the write).
    if (event.kind === 'start-round') this.roundAt = this.host.now();
    this.state = next.value;
    this.host.changed(this);
    return done(null);
  }

  /** An event the runner itself makes: a refusal here is a defect (the state said it was due), so it is thrown. */
  private async must(event: TournamentEvent): Promise<void> {
    const r = await this.apply(event);
    if (!r.ok) throw new Error(`tournament ${this.id}: ${event.kind} refused: ${r.error.message}`);
  }

  private async save(meta: StoredTournament): Promise<void> {
    await this.host.storage.saveTournament(meta);
    this.meta = meta;
    this.host.changed(this);
  }

  // ---- moving on ---------------------------------------------------------

  /** Whatever is due now: the start, the games of open tables, the next round, the end. */
  private async advance(): Promise<void> {
    if (this.closed || this.meta.status === 'finished') return;
    if (this.meta.status === 'upcoming') {
      if (!this.startDue()) return this.armStart();
      await this.begin();
    }
    this.armArenaEnd();
    for (;;) {
      if (isFinished(this.state)) {
        await this.save({ ...this.meta, status: 'finished', finishedAt: this.host.now() });
        return;
      }
      const open = openTables(this.state);
      if (open.length === 0) {
        if (this.state.config.format === 'arena') return;
        const next = await this.apply({ kind: 'start-round' });
        if (!next.ok) {
          // The field left can no longer be seated (leavers took it below the smallest table): it ends here,
          // on the standings so far, rather than waiting for ever.
          this.host.onError(new Error(`tournament ${this.id} ends early: ${next.error.message}`), 'tournament');
          await this.save({ ...this.meta, status: 'finished', finishedAt: this.host.now() });
          return;
        }
        continue;
      }
      let fed = false;
      for (const table of open) if (await this.keepPlaying(table)) fed = true;
      if (!fed) return;
    }
  }

  private startDue(): boolean {
    const s = this.meta.settings;
    if (s.startWhenJoined !== null) return this.state.entrants.length >= s.startWhenJoined;
    return this.meta.startsAt !== null && this.host.now() >= this.meta.startsAt;
  }

  private armStart(): void {
    if (this.meta.startsAt === null || this.timers.size > 0) return;
    this.arm(this.meta.startsAt - this.host.now(), 'start', () => this.advance());
  }

  private arm(ms: number, context: string, job: () => Promise<void>): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      if (!this.closed) this.later(context, job);
    }, Math.max(0, Math.min(ms, 2 ** 31 - 1)));
    timer.unref();
    this.timers.add(timer);
  }

  /** Bots fill the field, registration closes, the first round is seated (the arena's clock starts). */
  private async begin(): Promise<void> {
    for (let n = this.state.entrants.length; n < this.meta.settings.fillTo; n++) {
      await this.must({ kind: 'join', entrant: { id: botEntrant(n + 1), rating: 1500, kind: 'bot' } });
    }
    await this.save({ ...this.meta, status: 'running' });
    if (this.state.config.format === 'arena') {
      const at = this.host.now();
      await this.must({ kind: 'start', at });
      await this.must({ kind: 'seat', at });
    }
  }

  /** The arena closes at its end: a `seat` then seats nobody and lets the games being played count. */
  private armArenaEnd(): void {
    const c = this.state.config;
    if (c.format !== 'arena' || this.state.startedAt === null || this.state.closed || this.timers.size > 0) return;
    const end = this.state.startedAt + c.durationMs;
    this.arm(end - this.host.now(), 'arena end', async () => {
      if (!this.state.closed) await this.must({ kind: 'seat', at: Math.max(this.host.now(), this.state.lastAt) });
      await this.advance();
    });
  }

  /**
   * An open table's current game: opened when it has none (its id stored before the table, so a restart opens
   * the same one), its result fed when storage has it over (it ended while this server was down). true when a
   * result was fed.
   */
  private async keepPlaying(table: Table): Promise<boolean> {
    const n = table.games.length;
    const id = this.games.get(gameKey(table.id, n));
    if (id === undefined) {
      const tableId = newTableId();
      await this.host.storage.linkTournamentGame(this.id, { table: table.id, n, tableId });
      this.remember(table.id, n, tableId);
      await this.open(table, tableId);
      return false;
    }
    const stored = await this.host.storage.getTable(id);
    if (stored === null) {
      // Stored beside the tournament but never opened (the server stopped in between): opened now.
      await this.open(table, id);
      return false;
    }
    if (stored.status === 'over') return this.feedResult(stored);
    return false;
  }

  private remember(table: string, n: number, tableId: string): void {
    this.games.set(gameKey(table, n), tableId);
    this.byGameTable.set(tableId, { table, n });
  }

  private async open(table: Table, tableId: string): Promise<void> {
    const s = this.meta.settings;
    const config = this.game.parseConfig(s.tableConfig, table.seats.length);
    if (!config.ok) throw new Error(`tournament ${this.id}: table settings refused at ${table.seats.length} seats`);
    const seated = await Promise.all(table.seats.map((id, seat) => this.playerOf(id, seat)));
    const players = seated.map((p) => p.player);
    await this.host.tables.openSeated(tableId, this.game, {
      config: config.value as Record<string, unknown>,
      options: {
        turnSeconds: s.turnSeconds,
        botDelayMs: s.botDelayMs,
        // Ratings move only where every seat is a rated human: an account, not a guest, not a bot.
        rated: seated.every((p) => p.rated),
        private: false,
      },
      players,
      creator: this.meta.organiser,
    });
  }

  private async playerOf(id: string, seat: number): Promise<{ player: StoredPlayer; rated: boolean; }> {
    const entrant = this.state.entrants.find((e) => e.id === id);
    if (entrant?.kind === 'human') {
      const user = await this.host.storage.userById(id);
      return { player: { kind: 'human', userId: id, name: user?.name ?? id }, rated: user !== null && !user.guest };
    }
    return { player: botPlayer(this.meta.settings.bot, seat, undefined), rated: false };
  }

  /**
   * A game's end as a `result` (once: a game already counted is skipped). Humans who never moved there are
   * no-shows; a human whose seat the stand-in still covered at the end and who has no socket to the club left
   * for good, and takes no further pairings.
   */
  private async feedResult(over: StoredTable): Promise<boolean> {
    const where = this.byGameTable.get(over.id);
    if (where === undefined || over.outcome === null) return false;
    const table = this.state.tables.find((t) => t.id === where.table);
    if (table === undefined || table.done || table.games.length !== where.n) return false;
    const log = await this.host.storage.log(over.id);
    const moved = new Set(log.filter((e) => e.by === 'player').map((e) => e.seat));
    const noShows: string[] = [];
    const leavers: string[] = [];
    for (const [seat, p] of over.players.entries()) {
      if (p?.kind !== 'human') continue;
      const id = table.seats[seat]!;
      if (!moved.has(seat)) noShows.push(id);
      if (p.standIn === true && !this.host.isOnline(p.userId) && !Object.hasOwn(this.state.left, id)) leavers.push(id);
    }
    await this.must({ kind: 'result', table: where.table, ...gameResultOf(over.outcome as Outcome, noShows) });
    for (const id of leavers) await this.must({ kind: 'leave', id });
    if (this.state.config.format === 'arena' && !this.state.closed) {
      await this.must({ kind: 'seat', at: Math.max(this.host.now(), this.state.lastAt) });
    }
    return true;
  }
}
