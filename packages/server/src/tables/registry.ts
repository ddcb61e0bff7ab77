/**
 * The live tables of this server: creation from a validated request, lookup
 * by id or invite code, quick play, "play again", and resumption at start
 * (every unfinished table is rebuilt from its stored log).
 */
import { type AnyGame, gameById as registryGame } from '@kozyr/engine';
import type { ClientOf, RatingChange, TableInfo } from '@kozyr/protocol';
import { newSeed } from '../fairness.ts';
import { newInvite, newTableId } from '../ids.ts';
import { storedChanges } from '../ratings/ratings.ts';
import type { StoredPlayer, StoredTable } from '../storage/port.ts';
import { bestBotId, botPlayer, knownBot } from './bots.ts';
import { hasLeft } from './forfeit.ts';
import { replayLog } from './replay.ts';
import { LiveTable } from './table.ts';
import { done, fail, type Result, type TableHost } from './types.ts';

export interface RegistryOptions {
  /** Games this server hosts (the engine registry by default; tests pass a fake game). */
  readonly games: Readonly<Record<string, AnyGame>>;
  readonly defaultBotDelayMs: number;
  /** Test mode only: accept a stacked `deck` on table creation. */
  readonly testDecks: boolean;
  /** Finished tables stay in memory this long (play again, late watchers), then live only in storage. */
  readonly keepFinishedMs?: number;
  /** Tables not over yet that one account, and one address, may have created (0: no limit). */
  readonly openTablesPerAccount?: number;
  readonly openTablesPerAddress?: number;
}

export interface Creator {
  readonly id: string;
  readonly name: string;
  /** The client's address, for the per-address cap (absent for internal callers). */
  readonly address?: string | undefined;
}

/**
 * Whether a lobby room lists the table: public, not over, and someone is
 * there — a waiting table with no person seated is abandoned, and a game
 * whose every person left (stand-ins playing on) is nobody's to watch for.
 */
export function listable(s: StoredTable): boolean {
  if (s.options.private || s.status === 'over') return false;
  return s.players.some((p) => p?.kind === 'human' && (s.status === 'waiting' || p.standIn !== true));
}

export class TableRegistry {
  private readonly live = new Map<string, LiveTable>();
  private readonly byInvite = new Map<string, string>();
  /** Stored tables that could not be resumed at start, with the reason (logged once; the others run). */
  readonly setAside = new Map<string, string>();
  /** The address each open table was created from (in memory only: a restart forgets it). */
  private readonly createdFrom = new Map<string, string>();
  private readonly retireTimers = new Map<string, NodeJS.Timeout>();

  constructor(
    private readonly host: TableHost,
    private readonly options: RegistryOptions,
  ) {}

  gameById(id: string): AnyGame | undefined {
    return Object.hasOwn(this.options.games, id) ? this.options.games[id] : registryGame(id);
  }

  /** A game a new table may be opened for: a game still in preview only where the club hosts it. */
  private newTableGame(id: string): Result<AnyGame> {
    const game = this.gameById(id);
    if (game !== undefined && (game.preview !== true || Object.hasOwn(this.options.games, id))) return done(game);
    const known = Object.keys(this.options.games).join(', ');
    if (game !== undefined) return fail('unknown-game', `"${id}" is not open at this club yet; open: ${known}`);
    return fail('unknown-game', `unknown game "${id}"; known: ${known}`);
  }

  get(id: string): LiveTable | undefined {
    return this.live.get(id);
  }

  byInviteCode(code: string): LiveTable | undefined {
    const id = this.byInvite.get(code.toUpperCase());
    return id === undefined ? undefined : this.live.get(id);
  }

  all(): IterableIterator<LiveTable> {
    return this.live.values();
  }

  get size(): number {
    return this.live.size;
  }

  /**
   * One page of a game's listed tables for the lobby (`listable`): waiting tables
   * first (newest first), then running ones; `total` counts them all.
   */
  page(game: string, offset: number, limit: number): { tables: TableInfo[]; total: number; } {
    const waiting: LiveTable[] = [];
    const playing: LiveTable[] = [];
    for (const t of this.live.values()) {
      const s = t.stored;
      if (s.game !== game || !listable(s)) continue;
      (s.status === 'waiting' ? waiting : playing).push(t);
    }
    const newest = (a: LiveTable, b: LiveTable) => b.stored.createdAt - a.stored.createdAt;
    const all = [...waiting.sort(newest), ...playing.sort(newest)];
    return { tables: all.slice(offset, offset + limit).map((t) => t.info()), total: all.length };
  }

  /**
   * Rebuild every unfinished table from storage. One table that cannot be
   * rebuilt (its game is gone, its log no longer replays, a broken row) is set
   * aside with the reason logged; it never stops the others or the start.
   */
  async resumeAll(): Promise<number> {
    return this.resume(await this.host.storage.activeTables());
  }

  /** Rebuild these stored tables (at start, or taken over from another node); a broken one is set aside. */
  async resume(stored: readonly StoredTable[]): Promise<number> {
    let resumed = 0;
    for (const t of stored) {
      try {
        await this.resumeOne(t);
        resumed++;
      } catch (e) {
        this.live.get(t.id)?.timers.clearAll();
        this.forget(t.id);
        const reason = e instanceof Error ? e.message : String(e);
        this.setAside.set(t.id, reason);
        this.host.onError(new Error(`table ${t.id} set aside: ${reason}`), 'resume');
      }
    }
    return resumed;
  }

  private async resumeOne(t: StoredTable): Promise<void> {
    const game = this.gameById(t.game);
    if (game === undefined) throw new Error(`game ${t.game} is not installed`);
    if (t.status !== 'playing') {
      this.add(game, t);
      return;
    }
    const [log, chat] = await Promise.all([this.host.storage.log(t.id), this.host.storage.chat(t.id)]);
    // Replayed before the table is registered: a log the game refuses leaves nothing behind.
    const state = replayLog(game, t, log);
    this.add(game, t).resume(state, log, chat);
  }

  private add(game: AnyGame, stored: StoredTable): LiveTable {
    const table = new LiveTable(game, stored, this.host);
    this.live.set(stored.id, table);
    this.byInvite.set(stored.invite, stored.id);
    return table;
  }

  /** Refused when the creator (account or address) already has as many open tables as allowed. */
  private overCap(creator: Creator): Result<null> {
    const perAccount = this.options.openTablesPerAccount ?? 0;
    const perAddress = this.options.openTablesPerAddress ?? 0;
    let byAccount = 0;
    let byAddress = 0;
    for (const t of this.live.values()) {
      if (t.stored.status === 'over') continue;
      if (t.stored.creator === creator.id) byAccount++;
      if (creator.address !== undefined && this.createdFrom.get(t.id) === creator.address) byAddress++;
    }
    if (perAccount > 0 && byAccount >= perAccount) {
      return fail(
        'too-many-tables',
        `you already have ${byAccount} open tables (at most ${perAccount}); finish or leave one first`,
      );
    }
    if (perAddress > 0 && byAddress >= perAddress) {
      return fail('too-many-tables', `your address already has ${byAddress} open tables (at most ${perAddress})`);
    }
    return done(null);
  }

  async create(req: ClientOf<'table.create'>, creator: Creator): Promise<Result<LiveTable>> {
    const cap = this.overCap(creator);
    if (!cap.ok) return cap;
    const hosted = this.newTableGame(req.game);
    if (!hosted.ok) return hosted;
    const game = hosted.value;
    if (req.seats < game.seats.min || req.seats > game.seats.max) {
      return fail('bad-config', `${game.id} is played by ${game.seats.min}..${game.seats.max} seats, not ${req.seats}`);
    }
    const config = game.parseConfig(req.config ?? {}, req.seats);
    if (!config.ok) return fail('bad-config', config.error.message.en, config.error);
    if (req.deck !== undefined && !this.options.testDecks) {
      return fail('bad-config', 'stacked decks are accepted only by a server in test mode');
    }

    const players: (StoredPlayer | null)[] = Array.from({ length: req.seats }, () => null);
    for (const b of req.bots ?? []) {
      const botId = b.bot ?? bestBotId(game);
      if (!knownBot(game, botId)) {
        return fail('bad-config', `unknown bot "${botId}"; known: random, ${Object.keys(game.bots).join(', ')}`);
      }
      const seat = b.seat ?? players.findIndex((p) => p === null);
      if (seat < 0 || seat >= req.seats || players[seat] !== null) {
        return fail('bad-config', `bot seat ${String(b.seat)} is not free`);
      }
      players[seat] = botPlayer(botId, seat, b.speed);
    }
    const seed = newSeed();
    const stored: StoredTable = {
      id: newTableId(),
      game: game.id,
      status: 'waiting',
      seats: req.seats,
      config: config.value as Record<string, unknown>,
      options: {
        turnSeconds: req.turnSeconds ?? 0,
        botDelayMs: req.botDelayMs ?? this.options.defaultBotDelayMs,
        rated: req.rated ?? true,
        private: req.private ?? false,
        ...(req.reactions === undefined ? {} : { reactions: req.reactions }),
      },
      players,
      creator: creator.id,
      invite: this.freeInvite(),
      seed: seed.seed,
      salt: seed.salt,
      seedHash: seed.hash,
      deck: req.deck ?? null,
      outcome: null,
      previous: null,
      createdAt: this.host.now(),
      startedAt: null,
      finishedAt: null,
    };
    // Setup is pure: trying it now turns a bad stacked deck into a clear error instead of a broken table.
    const trial = game.setup(
      stored.config,
      stored.seats,
      stored.deck === null ? { seed: stored.seed } : { seed: stored.seed, deck: stored.deck },
    );
    if (!trial.ok) return fail('bad-config', trial.error.message.en, trial.error);
    await this.host.storage.saveTable(stored);
    const table = this.add(game, stored);
    if (creator.address !== undefined) this.createdFrom.set(table.id, creator.address);
    this.host.onInfo(table);
    return done(table);
  }

  /**
   * A table whose every seat is given (a tournament's game), under an id chosen by the caller (stored beside the
   * tournament first, so a restart finds it): stored, then started at once.
   */
  async openSeated(
    id: string,
    game: AnyGame,
    seating: Pick<StoredTable, 'config' | 'options' | 'players' | 'creator'>,
  ): Promise<LiveTable> {
    const existing = this.live.get(id);
    if (existing !== undefined) return existing;
    const stored: StoredTable = {
      ...seating,
      ...this.freshGame(),
      id,
      game: game.id,
      seats: seating.players.length,
      previous: null,
    };
    await this.host.storage.saveTable(stored);
    const table = this.add(game, stored);
    await table.startIfFull();
    return table;
  }

  /** What every new game of a table starts with: waiting, a fresh seed and invite code, nothing played yet. */
  private freshGame() {
    const seed = newSeed();
    return {
      status: 'waiting',
      invite: this.freeInvite(),
      seed: seed.seed,
      salt: seed.salt,
      seedHash: seed.hash,
      deck: null,
      outcome: null,
      createdAt: this.host.now(),
      startedAt: null,
      finishedAt: null,
    } as const satisfies Partial<StoredTable>;
  }

  private freeInvite(): string {
    for (;;) {
      const code = newInvite();
      if (!this.byInvite.has(code)) return code;
    }
  }

  /** Join the first open public table of the game (of that size if given), else create one. */
  async quickPlay(game: string, seats: number | undefined, user: Creator): Promise<Result<{ table: LiveTable; seat: number; }>> {
    for (const t of this.live.values()) {
      const s = t.stored;
      if (s.game !== game || s.status !== 'waiting' || s.options.private || (seats !== undefined && s.seats !== seats)) continue;
      if (t.seatOf(user.id) !== null || s.players.some((p) => p === null)) {
        const r = await t.join(user, undefined);
        if (r.ok) return done({ table: t, seat: r.value });
      }
    }
    const hosted = this.newTableGame(game);
    if (!hosted.ok) return hosted;
    const def = hosted.value;
    const created = await this.create({ type: 'table.create', id: 0, game, seats: seats ?? def.seats.min }, user);
    if (!created.ok) return created;
    const joined = await created.value.join(user, undefined);
    return joined.ok ? done({ table: created.value, seat: joined.value }) : joined;
  }

  /** A new table with the same game, settings and seats (a series); every seat holder is sent there. */
  async playAgain(old: LiveTable, user: Creator): Promise<Result<LiveTable>> {
    if (old.stored.status !== 'over') return fail('bad-state', 'the game is not over yet');
    if (old.seatOf(user.id) === null) return fail('not-seated', 'only players of the table start the next game');
    if (old.next !== null) {
      const existing = this.live.get(old.next);
      if (existing !== undefined) return done(existing);
    }
    const s = old.stored;
    // A seat given up (forfeit.ts) is free at the next table: its leaver went back to the lobby.
    const players = s.players.map((
      p,
    ): StoredPlayer | null =>
      p === null || hasLeft(p) ? null : p.kind === 'bot' ? p : { kind: 'human', userId: p.userId, name: p.name }
    );
    const stored: StoredTable = { ...s, ...this.freshGame(), id: newTableId(), players, previous: s.id };
    await this.host.storage.saveTable(stored);
    const table = this.add(old.game, stored);
    old.next = table.id;
    old.announceNext(table.id);
    await table.startIfFull();
    return done(table);
  }

  /** Tables that are over leave memory (their log stays in storage for replays). */
  forget(id: string): void {
    const t = this.live.get(id);
    if (t === undefined) return;
    this.live.delete(id);
    t.forgetPictures();
    this.byInvite.delete(t.stored.invite);
    this.createdFrom.delete(id);
    const timer = this.retireTimers.get(id);
    if (timer !== undefined) clearTimeout(timer);
    this.retireTimers.delete(id);
  }

  /** A finished table leaves memory after `keepFinishedMs` (play again and late watchers still find it until then). */
  retire(id: string): void {
    if (this.retireTimers.has(id)) return;
    const timer = setTimeout(() => this.forget(id), this.options.keepFinishedMs ?? 120_000);
    timer.unref();
    this.retireTimers.set(id, timer);
  }

  /**
   * A table that is not in memory: a finished one is loaded from storage (its
   * final position replayed) so that players who missed its end after a restart
   * can still resync to it; it is retired again like any finished table.
   */
  async findOrLoad(id: string): Promise<LiveTable | undefined> {
    const live = this.live.get(id);
    if (live !== undefined || this.setAside.has(id)) return live;
    const stored = await this.host.storage.getTable(id);
    if (stored === null || stored.status !== 'over') return undefined;
    const game = this.gameById(stored.game);
    if (game === undefined) return undefined;
    const log = await this.host.storage.log(id);
    const [state, chat] = [replayLog(game, stored, log), await this.host.storage.chat(id)];
    // Another request may have loaded it while this one read storage.
    const again = this.live.get(id);
    if (again !== undefined) return again;
    const table = this.add(game, stored);
    table.resume(state, log, chat);
    this.retire(id);
    return table;
  }

  /** The rating changes of a finished table (for whoever arrives after its end). */
  async results(id: string): Promise<RatingChange[]> {
    const t = this.live.get(id);
    return t === undefined || t.stored.status !== 'over' ? [] : storedChanges(this.host.storage, t.stored);
  }

  /** Storage is back after a fault: every playing table retries what failed and re-arms its bots and clocks. */
  recoverAll(): void {
    for (const t of this.live.values()) t.recover();
  }

  /** Never-started tables created before `cutoff` leave memory; returns them (the lobby is told, storage deletes them). */
  expireWaiting(cutoff: number): LiveTable[] {
    const stale: LiveTable[] = [];
    for (const t of this.live.values()) if (t.stored.status === 'waiting' && t.stored.createdAt < cutoff) stale.push(t);
    for (const t of stale) {
      t.timers.clearAll();
      this.forget(t.id);
    }
    return stale;
  }

  async closeAll(): Promise<void> {
    for (const timer of this.retireTimers.values()) clearTimeout(timer);
    this.retireTimers.clear();
    await Promise.all([...this.live.values()].map((t) => t.close()));
  }
}
