/**
 * Bots' turns. A bot seat is asked for a move when what it may do changes —
 * its own legal moves or forms, or its window opening — not on every new
 * version: a choice waiting for the bot's delay survives versions that leave
 * the seat's options as they were, so a human who moves faster than the bot
 * delay does not starve it. For a game with `races` a waiting choice that a
 * change has made stale is made again (a real-time bot re-decides as the
 * shared state changes). A move the game refuses makes the bot choose again,
 * the refusal logged; after MAX_TRIES refusals in one position the stand-in
 * chooses instead, and after as many more the seat waits for a new position.
 * A human's seat covered by the stand-in is played only while it is awaited;
 * a seat given up during the game, with no delay.
 */
import type { ReactionRange, Tagged } from '@kozyr/engine';
import type { LogSource, StoredPlayer } from '../storage/port.ts';
import { botById, chooseFor, DEFAULT_REACTIONS, DEFAULT_SPEED, type SeatOptions, seatOptions, standInBot } from './bots.ts';
import { stampOf, type TableCore } from './core.ts';
import { hasLeft } from './forfeit.ts';

const PREFIX = 'bot:';
/** Refusals of one bot in one position before the stand-in chooses for it. */
export const MAX_TRIES = 3;

interface Plan {
  /** What the seat could do when the choice was made: its legal moves and forms, as JSON. */
  readonly options: string;
  /** The version the choice is aimed at, and its state (what the bot saw); moved on while the choice still holds. */
  version: number;
  seen: unknown;
  /** null: the bot chose to do nothing in this position. */
  readonly move: Tagged | null;
  readonly by: LogSource;
  readonly botId: string;
  /** Refusals so far in this position. */
  readonly refusals: number;
}

const fingerprint = (o: SeatOptions): string => JSON.stringify([o.legal, o.forms]);

export class BotTurns {
  /** The seats' plans; made at the first (a table of humans only never needs one: a Map less per table). */
  private planned: Map<number, Plan> | null = null;
  private get plans(): Map<number, Plan> {
    return this.planned ??= new Map();
  }

  constructor(private readonly core: TableCore) {}

  /** After every change: keep the choices still valid, choose for seats whose options changed. */
  schedule(): void {
    const { game, record } = this.core;
    const players = record.meta.players;
    let any = (this.planned?.size ?? 0) > 0;
    for (let seat = 0; seat < players.length && !any; seat++) any = record.isBotSeat(seat);
    if (!any) return;
    const state = record.state;
    const actors = game.actors(state);
    let awaiting: readonly number[] | null = null;
    for (let seat = 0; seat < players.length; seat++) {
      const p = players[seat];
      let eligible = false;
      if (p !== null && p !== undefined && record.isBotSeat(seat)) {
        // A bot acts in every window it may; a stand-in only for a seat the table waits on.
        if (p.kind === 'bot') eligible = actors.includes(seat);
        else eligible = (awaiting ??= game.awaiting(state)).includes(seat);
      }
      if (!eligible) {
        this.drop(seat);
        continue;
      }
      const options = seatOptions(game, state, seat);
      const key = fingerprint(options);
      const plan = this.plans.get(seat);
      if (plan !== undefined && plan.options === key && !this.overtaken(plan, seat)) {
        // The bot has seen this change too and still means its move: it is aimed at this version now.
        plan.version = record.version;
        plan.seen = state;
        continue;
      }
      this.decide(seat, p!, options, key, plan !== undefined && plan.options === key ? plan.refusals : 0);
    }
  }

  /** A real-time choice the latest change has made stale (the game's `races` says so). */
  private overtaken(plan: Plan, seat: number): boolean {
    const { game, record } = this.core;
    if (plan.move === null || game.races === undefined || plan.version === record.version) return false;
    return game.races.stale(plan.seen, record.state, seat, plan.move) !== null;
  }

  private drop(seat: number): void {
    if (!this.plans.delete(seat)) return;
    this.core.timers.clear(`${PREFIX}${seat}`);
  }

  /** Ask the seat's bot (or, once it has failed MAX_TRIES times here, the stand-in) and arm its move. */
  private decide(seat: number, p: StoredPlayer, options: SeatOptions, key: string, refusals: number): void {
    const { game, record, botRng, timers } = this.core;
    const name = `${PREFIX}${seat}`;
    if (refusals >= 2 * MAX_TRIES) {
      this.log(`seat ${seat}: its bot and the stand-in were refused ${refusals} times here; it waits for a new position`);
      this.plans.set(seat, this.plan(key, null, 'stand-in', standInBot(game).id, refusals));
      timers.clear(name);
      return;
    }
    const own = p.kind === 'bot' && refusals < MAX_TRIES;
    const bot = own ? botById(game, (p as { bot: string; }).bot) : standInBot(game);
    if (p.kind === 'bot' && refusals === MAX_TRIES) {
      this.log(`seat ${seat}: bot ${p.bot} was refused ${refusals} times; the stand-in ${bot.id} chooses`);
    }
    const by: LogSource = own ? 'bot' : 'stand-in';
    // Real time and reaction windows: the bot is told its seat's reaction range (a slap is timed by it).
    const realtime = game.type.timing === 'realtime';
    const reaction = realtime || game.reactions !== undefined ? this.reaction(p) : undefined;
    let choice: ReturnType<typeof chooseFor>;
    try {
      choice = chooseFor(game, bot, record.state, seat, botRng, options, reaction);
    } catch (e) {
      this.core.host.onError(e, `table ${this.core.record.meta.id}: bot ${bot.id} at seat ${seat}`);
      this.decide(seat, p, options, key, refusals + 1);
      return;
    }
    const plan = this.plan(key, choice?.move ?? null, by, bot.id, refusals);
    this.plans.set(seat, plan);
    if (choice === null) {
      timers.clear(name);
      return;
    }
    // A seat given up is played to the end at once (forfeit.ts): nobody waits on a human pace for it.
    const delay = hasLeft(p) ? 0 : (choice.delayMs ?? this.delay(realtime ? reaction : undefined));
    timers.set(name, delay, () => this.core.later('bot', () => this.play(seat, plan)));
  }

  private plan(options: string, move: Tagged | null, by: LogSource, botId: string, refusals: number): Plan {
    const { record } = this.core;
    return { options, version: record.version, seen: record.state, move, by, botId, refusals };
  }

  /** A human-like delay: the table's bot delay ± 40%, or at a real-time table a time drawn from the reaction range. */
  private delay(reaction: ReactionRange | undefined): number {
    const { record, botRng } = this.core;
    if (reaction !== undefined) return Math.round(reaction.minMs + (reaction.maxMs - reaction.minMs) * botRng.float());
    const base = record.meta.options.botDelayMs;
    return base === 0 ? 0 : Math.round(base * (0.6 + 0.8 * botRng.float()));
  }

  /** The reaction range of a seat's bot speed: the table's own table of ranges, else the defaults. */
  private reaction(p: StoredPlayer): ReactionRange {
    const speed = (p.kind === 'bot' ? p.speed : undefined) ?? DEFAULT_SPEED;
    return this.core.record.meta.options.reactions?.[speed] ?? DEFAULT_REACTIONS[speed];
  }

  private async play(seat: number, plan: Plan): Promise<void> {
    const { record } = this.core;
    if (this.plans.get(seat) !== plan || plan.move === null || !record.playing || !record.isBotSeat(seat)) return;
    // Consumed: the position after the move (or the refusal below) decides what comes next.
    this.plans.delete(seat);
    const r = await this.core.commitMove(seat, plan.move, stampOf(this.core, this.core.host.now()), plan.by, plan.version);
    if (r.ok || this.plans.has(seat)) return;
    this.log(
      `seat ${seat}: ${plan.by} ${plan.botId} proposed ${
        JSON.stringify(plan.move)
      }, refused (${r.error.code}: ${r.error.message}); choosing again`,
    );
    const p = record.player(seat);
    if (p === null || !record.playing || !record.isBotSeat(seat)) return;
    const options = seatOptions(this.core.game, record.state, seat);
    const key = fingerprint(options);
    this.decide(seat, p, options, key, key === plan.options ? plan.refusals + 1 : 0);
  }

  /** Time is up for an awaited human seat: its stand-in moves once (choosing again if refused, a bounded number of times). */
  async standInMove(seat: number): Promise<void> {
    const { game, record, botRng } = this.core;
    const bot = standInBot(game);
    for (let tries = 0; tries < MAX_TRIES; tries++) {
      const choice = chooseFor(game, bot, record.state, seat, botRng);
      if (choice === null) return;
      const r = await this.core.commitMove(seat, choice.move, stampOf(this.core, this.core.host.now()), 'stand-in');
      if (r.ok) return;
      this.log(
        `seat ${seat}: stand-in ${bot.id} proposed ${JSON.stringify(choice.move)}, refused (${r.error.code}: ${r.error.message})`,
      );
    }
    this.log(`seat ${seat}: the stand-in was refused ${MAX_TRIES} times; the seat waits`);
  }

  private log(line: string): void {
    this.core.host.log(`table ${this.core.record.meta.id}: ${line}`);
  }
}
