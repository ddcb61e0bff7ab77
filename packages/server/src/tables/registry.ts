/**
 * The live tables of this server: creation from a validated request, lookup
 * by id or invite code, quick play, "play again", and resumption at start
 * (every unfinished table is rebuilt from its stored log).
 */
import { type AnyGame, gameById as registryGame } from '@kozyr/engine';
import type { ClientOf, TableInfo } from '@kozyr/protocol';
import { newSeed } from '../fairness.ts';
import { newInvite, newTableId } from '../ids.ts';
import type { StoredPlayer, StoredTable } from '../storage/port.ts';
import { bestBotId, botPlayer, knownBot } from './bots.ts';
import { replayLog } from './replay.ts';
import { LiveTable } from './table.ts';
import { done, fail, type Outcome, type TableHost } from './types.ts';

export interface RegistryOptions {
  /** Games this server hosts (the engine registry by default; tests pass a fake game). */
  readonly games: Readonly<Record<string, AnyGame>>;
  readonly defaultBotDelayMs: number;
  /** Test mode only: accept a stacked `deck` on table creation. */
  readonly testDecks: boolean;
}

export interface Creator {
  readonly id: string;
  readonly name: string;
}

export class TableRegistry {
  private readonly live = new Map<string, LiveTable>();
  private readonly byInvite = new Map<string, string>();

  constructor(
    private readonly host: TableHost,
    private readonly options: RegistryOptions,
  ) {}

  gameById(id: string): AnyGame | undefined {
    return Object.hasOwn(this.options.games, id) ? this.options.games[id] : registryGame(id);
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

  /** Public tables of a game that are waiting for players or being played (for the lobby room). */
  listed(game: string): TableInfo[] {
    const out: TableInfo[] = [];
    for (const t of this.live.values()) {
      const s = t.stored;
      if (s.game === game && !s.options.private && s.status !== 'over') out.push(t.info());
    }
    return out;
  }

  /** Rebuild every unfinished table from storage. */
  async resumeAll(): Promise<number> {
    const stored = await this.host.storage.activeTables();
    for (const t of stored) {
      const game = this.gameById(t.game);
      if (game === undefined) {
        this.host.onError(new Error(`table ${t.id}: game ${t.game} is not installed`), 'resume');
        continue;
      }
      const table = this.add(game, t);
      if (t.status === 'playing') {
        const [log, chat] = await Promise.all([this.host.storage.log(t.id), this.host.storage.chat(t.id)]);
        table.resume(replayLog(game, t, log), log, chat);
      }
    }
    return stored.length;
  }

  private add(game: AnyGame, stored: StoredTable): LiveTable {
    const table = new LiveTable(game, stored, this.host);
    this.live.set(stored.id, table);
    this.byInvite.set(stored.invite, stored.id);
    return table;
  }

  async create(req: ClientOf<'table.create'>, creator: Creator): Promise<Outcome<LiveTable>> {
    const game = this.gameById(req.game);
    if (game === undefined) {
      return fail('unknown-game', `unknown game "${req.game}"; known: ${Object.keys(this.options.games).join(', ')}`);
    }
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
    this.host.onInfo(table);
    return done(table);
  }

  private freeInvite(): string {
    for (;;) {
      const code = newInvite();
      if (!this.byInvite.has(code)) return code;
    }
  }

  /** Join the first open public table of the game (of that size if given), else create one. */
  async quickPlay(game: string, seats: number | undefined, user: Creator): Promise<Outcome<{ table: LiveTable; seat: number; }>> {
    for (const t of this.live.values()) {
      const s = t.stored;
      if (s.game !== game || s.status !== 'waiting' || s.options.private || (seats !== undefined && s.seats !== seats)) continue;
      if (t.seatOf(user.id) !== null || s.players.some((p) => p === null)) {
        const r = await t.join(user, undefined);
        if (r.ok) return done({ table: t, seat: r.value });
      }
    }
    const def = this.gameById(game);
    if (def === undefined) return fail('unknown-game', `unknown game "${game}"`);
    const created = await this.create({ type: 'table.create', id: 0, game, seats: seats ?? def.seats.min }, user);
    if (!created.ok) return created;
    const joined = await created.value.join(user, undefined);
    return joined.ok ? done({ table: created.value, seat: joined.value }) : joined;
  }

  /** A new table with the same game, settings and seats (a series); every seat holder is sent there. */
  async playAgain(old: LiveTable, user: Creator): Promise<Outcome<LiveTable>> {
    if (old.stored.status !== 'over') return fail('bad-state', 'the game is not over yet');
    if (old.seatOf(user.id) === null) return fail('not-seated', 'only players of the table start the next game');
    if (old.next !== null) {
      const existing = this.live.get(old.next);
      if (existing !== undefined) return done(existing);
    }
    const s = old.stored;
    const seed = newSeed();
    const players = s.players.map((
      p,
    ): StoredPlayer | null => (p === null ? null : p.kind === 'bot' ? p : { kind: 'human', userId: p.userId, name: p.name }));
    const stored: StoredTable = {
      ...s,
      id: newTableId(),
      status: 'waiting',
      players,
      invite: this.freeInvite(),
      seed: seed.seed,
      salt: seed.salt,
      seedHash: seed.hash,
      deck: null,
      outcome: null,
      previous: s.id,
      createdAt: this.host.now(),
      startedAt: null,
      finishedAt: null,
    };
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
    this.byInvite.delete(t.stored.invite);
  }

  async closeAll(): Promise<void> {
    await Promise.all([...this.live.values()].map((t) => t.close()));
  }
}
