/**
 * The club's tournaments: creation from a validated request (the format's settings checked by the tournament
 * package against the game's profile), registration, leaving, the lists and one tournament's view, the live
 * standings pushed to subscribers, and resumption at start (every tournament not finished is replayed from its
 * stored log and carries on).
 *
 * One process of the club runs them (`start`): the sole server, worker 0 of one machine, or on many nodes the
 * node holding their lease, which may change (`stop` where it is lost). Any process answers the lists and views
 * from storage; one that does not run them refuses what would change one (`tournaments-unavailable`).
 */
import type { AnyGame } from '@kozyr/engine';
import type { ClientOf, TournamentView, UserTournament } from '@kozyr/protocol';
import {
  currentRound,
  defaultConfig,
  formatsFor,
  type GameProfile,
  gameProfile,
  parseTournamentConfig,
  standings,
  type TournamentConfig,
} from '@kozyr/tournament';
import { newSeed } from '../fairness.ts';
import { newId } from '../ids.ts';
import type { StoredTable, StoredTournament, TournamentStatus } from '../storage/port.ts';
import { bestBotId, knownBot } from '../tables/bots.ts';
import type { TableRegistry } from '../tables/registry.ts';
import { done, fail, type Result, type Subscriber } from '../tables/types.ts';
import { type RunnerHost, TournamentRunner } from './runner.ts';

export interface TournamentsHost extends Omit<RunnerHost, 'changed' | 'tables'> {
  readonly tables: TableRegistry;
  /** The bots' delay where the organiser sets none (the server's, as for any table). */
  readonly defaultBotDelayMs: number;
}

/** Who asks: an account or a guest. */
export interface Requester {
  readonly id: string;
  readonly name: string;
  readonly guest: boolean;
}

/** A watcher of a tournament's standings; one that can reconnect is asked to when the tournaments move elsewhere. */
export interface TournamentWatcher extends Subscriber {
  reconnect?(reason: string): void;
}

/** How many of each list a client is sent. */
const LIST_LIMIT = 50;

/** The game's seat range and the shape of its outcome under these table settings, as the game declares them. */
function profileOf(game: AnyGame, tableConfig: unknown): Result<GameProfile> {
  const config = game.parseConfig(tableConfig ?? {}, game.seats.min);
  if (!config.ok) return fail('bad-config', config.error.message.en, config.error);
  return done(gameProfile(game, config.value));
}

/** The table sizes a config can seat (each must take the game's table settings). */
function tableSizes(c: TournamentConfig): number[] {
  if (c.format === 'club-rounds') {
    return Array.from({ length: c.tableSize.max - c.tableSize.min + 1 }, (_, i) => c.tableSize.min + i);
  }
  return c.tableSize > 2 ? [c.tableSize - 1, c.tableSize] : [c.tableSize];
}

export class Tournaments {
  private readonly runners = new Map<string, TournamentRunner>();
  private readonly watchers = new Map<string, Set<TournamentWatcher>>();
  /** Tournaments whose change is sent to their watchers at the end of this turn (many events, one message). */
  private readonly dirty = new Set<string>();
  /** Display names of human entrants. */
  private readonly names = new Map<string, string>();
  /** Tournaments that could not be resumed at start, with the reason. */
  readonly setAside = new Map<string, string>();
  private readonly runnerHost: RunnerHost;
  private running = false;

  constructor(private readonly host: TournamentsHost) {
    this.runnerHost = { ...host, changed: (r) => this.changed(r) };
  }

  /** Run the club's tournaments here from now on: every one not finished resumes (until then, requests are refused). */
  async start(): Promise<number> {
    const resumed = await this.resumeAll();
    this.running = true;
    return resumed;
  }

  /**
   * Another process runs them now: the runners stop (their queues drained), and their watchers are asked to
   * reconnect, so that they subscribe again where the tournaments run (a client subscribes again on reconnecting).
   */
  async stop(): Promise<void> {
    this.running = false;
    await this.closeAll();
    this.runners.clear();
    const watchers = new Set([...this.watchers.values()].flatMap((set) => [...set]));
    this.watchers.clear();
    for (const w of watchers) w.reconnect?.("the tournaments moved to another of the club's servers; reconnect");
    this.dirty.clear();
    this.setAside.clear();
  }

  /**
   * Games that may have ended out of this process's sight (on many nodes a game table moves to another node
   * when its node dies, and ends there): each tournament with such a game looks for its end in storage.
   */
  tick(): Promise<void> {
    for (const runner of this.runners.values()) {
      if (Object.values(runner.liveGames()).some((id) => this.host.tables.get(id) === undefined)) runner.start();
    }
    return Promise.resolve();
  }

  /** Every tournament not finished, rebuilt from its log; one that no longer replays is set aside and logged. */
  private async resumeAll(): Promise<number> {
    const stored = [
      ...(await this.host.storage.tournaments('upcoming', 10_000)),
      ...(await this.host.storage.tournaments('running', 10_000)),
    ];
    for (const s of stored) {
      try {
        const runner = await this.load(s);
        this.runners.set(s.id, runner);
        runner.start();
      } catch (e) {
        const reason = e instanceof Error ? e.message : String(e);
        this.setAside.set(s.id, reason);
        this.host.onError(new Error(`tournament ${s.id} set aside: ${reason}`), 'resume');
      }
    }
    return this.runners.size;
  }

  private async load(s: StoredTournament): Promise<TournamentRunner> {
    const game = this.host.tables.gameById(s.game);
    if (game === undefined) throw new Error(`game ${s.game} is not installed`);
    const runner = await TournamentRunner.load(this.runnerHost, s, game);
    for (const e of runner.tournament.entrants) {
      if (e.kind !== 'human' || this.names.has(e.id)) continue;
      const user = await this.host.storage.userById(e.id);
      if (user !== null) this.names.set(e.id, user.name);
    }
    return runner;
  }

  /** The formats that suit the game under these table settings, each with its default settings. */
  formats(gameId: string, tableConfig: unknown): Result<{ format: string; defaults: TournamentConfig; }[]> {
    const game = this.host.tables.gameById(gameId);
    if (game === undefined) return fail('unknown-game', `unknown game "${gameId}"`);
    const profile = profileOf(game, tableConfig);
    if (!profile.ok) return profile;
    return done(formatsFor(profile.value).map((format) => ({ format, defaults: defaultConfig(format, profile.value) })));
  }

  /** A new tournament; `id` is given by a recurring schedule (its occurrence's), else a fresh one. */
  async create(req: ClientOf<'tournament.create'>, organiser: Requester, id = newId()): Promise<Result<TournamentView>> {
    if (!this.running) return this.elsewhere();
    const game = this.host.tables.gameById(req.game);
    if (game === undefined) return fail('unknown-game', `unknown game "${req.game}"`);
    if ((req.startWhenJoined === undefined) === (req.startAt === undefined)) {
      return fail('bad-config', 'say when the tournament starts: either startWhenJoined or startAt');
    }
    const bot = req.bot ?? bestBotId(game);
    if (!knownBot(game, bot)) return fail('bad-config', `unknown bot "${bot}"`);
    const profile = profileOf(game, req.tableConfig);
    if (!profile.ok) return profile;
    const settings = typeof req.settings === 'object' && req.settings !== null ? req.settings : {};
    const config = parseTournamentConfig({ ...settings, format: req.format }, profile.value);
    if (!config.ok) return fail('bad-config', config.error.message.en, config.error);
    const sizes = tableSizes(config.value);
    for (const size of sizes) {
      const parsed = game.parseConfig(req.tableConfig ?? {}, size);
      if (!parsed.ok) return fail('bad-config', `at ${size} seats: ${parsed.error.message.en}`, parsed.error);
    }
    const fillTo = req.fillTo ?? req.startWhenJoined ?? 0;
    if (fillTo < Math.min(...sizes)) {
      return fail('bad-config', `bots must fill the field to at least ${Math.min(...sizes)} entrants (fillTo)`);
    }
    const now = this.host.now();
    const stored: StoredTournament = {
      id,
      game: game.id,
      status: 'upcoming',
      config: config.value as unknown as Record<string, unknown>,
      seed: newSeed().seed,
      settings: {
        title: req.title ?? `${game.title.en ?? game.id} ${req.format}`,
        tableConfig: (req.tableConfig ?? {}) as Record<string, unknown>,
        turnSeconds: req.turnSeconds,
        botDelayMs: req.botDelayMs ?? this.host.defaultBotDelayMs,
        bot,
        fillTo,
        startWhenJoined: req.startWhenJoined ?? null,
        guests: req.guests ?? false,
      },
      organiser: organiser.id,
      createdAt: now,
      startsAt: req.startAt ?? null,
      finishedAt: null,
    };
    await this.host.storage.saveTournament(stored);
    const runner = await TournamentRunner.load(this.runnerHost, stored, game);
    this.runners.set(stored.id, runner);
    if (req.register === true) {
      const joined = await this.register(stored.id, organiser);
      if (!joined.ok) return joined;
    }
    runner.start();
    return done(this.view(runner));
  }

  async register(id: string, user: Requester): Promise<Result<TournamentView>> {
    const runner = this.live(id);
    if (!runner.ok) return runner;
    if (user.guest && !runner.value.stored.settings.guests) {
      return fail('unauthorized', 'this tournament takes registered accounts only: log in or register first');
    }
    const rating = (await this.host.storage.rating(user.id, runner.value.game.id))?.rating ?? 1500;
    this.names.set(user.id, user.name);
    const r = await runner.value.submit({ kind: 'join', entrant: { id: user.id, rating, kind: 'human' } });
    return r.ok ? done(this.view(runner.value)) : r;
  }

  async leave(id: string, user: Requester): Promise<Result<TournamentView>> {
    const runner = this.live(id);
    if (!runner.ok) return runner;
    const r = await runner.value.submit({ kind: 'leave', id: user.id });
    if (!r.ok) return r;
    // The game being played goes on with the stand-in in the leaver's seat, and counts.
    for (const tableId of runner.value.gameTablesOf(user.id)) await this.host.tables.get(tableId)?.leave(user.id);
    return done(this.view(runner.value));
  }

  async list(status: TournamentStatus): Promise<TournamentView[]> {
    const stored = await this.host.storage.tournaments(status, LIST_LIMIT);
    const views: TournamentView[] = [];
    for (const s of stored) {
      const runner = this.runners.get(s.id) ?? (await this.loadQuietly(s));
      if (runner !== null) views.push(this.view(runner));
    }
    return views;
  }

  async get(id: string): Promise<Result<TournamentView>> {
    const live = this.runners.get(id);
    if (live !== undefined) return done(this.view(live));
    const stored = await this.host.storage.getTournament(id);
    const runner = stored === null ? null : await this.loadQuietly(stored);
    return runner === null ? this.unknown(id) : done(this.view(runner));
  }

  /** The tournaments an account entered, the newest first, with its place in each (its profile's list). */
  async ofUser(userId: string): Promise<UserTournament[]> {
    const out: UserTournament[] = [];
    for (const s of await this.host.storage.tournamentsOf(userId, LIST_LIMIT)) {
      const runner = this.runners.get(s.id) ?? (await this.loadQuietly(s));
      // An entry whose join never stored (a write that failed) is no entry.
      if (runner === null || !runner.tournament.entrants.some((e) => e.id === userId)) continue;
      const place = s.status === 'upcoming' ? null : (standings(runner.tournament).find((x) => x.id === userId)?.rank ?? null);
      out.push({
        id: s.id,
        name: s.settings.title,
        game: s.game,
        format: runner.tournament.config.format,
        status: runner.stored.status,
        place,
        entrants: runner.tournament.entrants.length,
        finishedAt: runner.stored.finishedAt,
      });
    }
    return out;
  }

  /** Live standings: the view now, then each change as `tournament.update`. */
  async subscribe(id: string, sub: TournamentWatcher): Promise<Result<TournamentView>> {
    if (!this.running) return this.elsewhere();
    const view = await this.get(id);
    if (!view.ok) return view;
    let set = this.watchers.get(id);
    if (set === undefined) this.watchers.set(id, set = new Set());
    set.add(sub);
    return view;
  }

  unsubscribe(id: string, sub: Subscriber): void {
    const set = this.watchers.get(id);
    set?.delete(sub);
    if (set?.size === 0) this.watchers.delete(id);
  }

  /** A socket closed: it watches nothing any more. */
  unsubscribeAll(sub: Subscriber): void {
    for (const id of [...this.watchers.keys()]) this.unsubscribe(id, sub);
  }

  /** A game table is over (its row stored as over): the tournament that opened it, if any, takes the result. */
  tableOver(over: StoredTable): void {
    for (const runner of this.runners.values()) {
      if (runner.ownsGameTable(over.id)) runner.gameOver(over);
    }
  }

  async closeAll(): Promise<void> {
    await Promise.all([...this.runners.values()].map((r) => r.close()));
  }

  private live(id: string): Result<TournamentRunner> {
    if (!this.running) return this.elsewhere();
    const runner = this.runners.get(id);
    if (runner !== undefined && runner.stored.status !== 'finished') return done(runner);
    return runner === undefined ? this.unknown(id) : fail('bad-state', 'the tournament is over');
  }

  private elsewhere(): Result<never> {
    return fail('tournaments-unavailable', 'the tournaments do not run on this server now: try again in a few seconds');
  }

  private unknown(id: string): Result<never> {
    const reason = this.setAside.get(id);
    return fail('unknown-tournament', reason === undefined ? `no tournament "${id}"` : `tournament "${id}" is unavailable`);
  }

  /** A tournament read for its view only (finished ones are not kept running); a broken one is left out. */
  private async loadQuietly(s: StoredTournament): Promise<TournamentRunner | null> {
    try {
      return await this.load(s);
    } catch (e) {
      this.host.onError(e, `tournament ${s.id}`);
      return null;
    }
  }

  private changed(runner: TournamentRunner): void {
    if (!this.watchers.has(runner.id)) return;
    if (this.dirty.size === 0) setImmediate(() => this.flush());
    this.dirty.add(runner.id);
  }

  private flush(): void {
    for (const id of this.dirty) {
      const runner = this.runners.get(id);
      const set = this.watchers.get(id);
      if (runner === undefined || set === undefined) continue;
      const message = { type: 'tournament.update', tournament: this.view(runner) } as const;
      for (const sub of set) sub.send(message);
    }
    this.dirty.clear();
  }

  view(runner: TournamentRunner): TournamentView {
    const s = runner.stored;
    const t = runner.tournament;
    const games = runner.liveGames();
    const round = currentRound(t);
    const started = s.status !== 'upcoming';
    const { title, ...settings } = s.settings;
    return {
      id: s.id,
      game: s.game,
      title,
      format: t.config.format,
      status: s.status,
      organiser: s.organiser,
      createdAt: s.createdAt,
      startsAt: s.startsAt,
      finishedAt: s.finishedAt,
      config: s.config,
      settings,
      entrants: t.entrants.map((e) => ({
        id: e.id,
        kind: e.kind,
        name: e.kind === 'human' ? (this.names.get(e.id) ?? e.id) : e.id,
        left: Object.hasOwn(t.left, e.id),
      })),
      round: round?.number ?? 0,
      roundStartedAt: runner.roundStartedAt,
      tables: t.tables.filter((tb) => !tb.done || tb.round === round?.number).map((tb) => ({
        id: tb.id,
        round: tb.round,
        seats: tb.seats,
        games: tb.games.length,
        done: tb.done,
        gameTable: games[tb.id] ?? null,
      })),
      games: runner.openedGames(),
      // The seeded draw settles every tie, so ranks are unique; shown once the field is set.
      standings: started ? standings(t) : [],
    };
  }
}
