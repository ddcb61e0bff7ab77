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
 *
 * A bot that searches (`Bot.searches`) is asked in the bot
 * threads: the queue sends the seat's view and options and goes on. The answer
 * comes back through the queue and is taken only if the table is still at the
 * version it was asked at; otherwise it is discarded and the bot asked again
 * about the new position. A thread that fails the decision (the bot threw, the
 * thread died or ran over its time) leaves it to the stand-in, logged. The
 * move a bot makes is logged like any move, so replays never ask a bot.
 */
import type { AnyGame, Bot, ReactionRange, Tagged } from '@kozyr/engine';
import type { LogSource, StoredPlayer } from '../storage/port.ts';
import type { BotChoiceData, ThinkAnswer } from './bot-pool/messages.ts';
import type { BotThinker } from './bot-pool/pool.ts';
import {
  botById,
  chooseFor,
  DEFAULT_REACTIONS,
  DEFAULT_SPEED,
  type SeatOptions,
  seatOptions,
  standInBot,
  thinksOffQueue,
} from './bots.ts';
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
  /** Asked of the bot threads and not answered yet: when, and the view the bot was given. */
  readonly asked?: { readonly at: number; readonly view: string; };
}

const fingerprint = (o: SeatOptions): string => JSON.stringify([o.legal, o.forms]);

/** The seat's view as its client receives it: what a bot in the threads is given. */
const viewText = (game: AnyGame, state: unknown, seat: number): string =>
  game.json?.view(state, seat) ?? JSON.stringify(game.view(state, seat));

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
      if (plan !== undefined && plan.options === key && !this.overtaken(plan, seat) && !this.outdated(plan, seat)) {
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

  /**
   * A question still out to the bot threads about an earlier version: its answer will be discarded and
   * the bot asked about this one — unless the seat sees exactly what it was shown (another seat's
   * secret choice, say), when the answer it is working on is the answer to this position too.
   */
  private outdated(plan: Plan, seat: number): boolean {
    // Not logged: in a flurry of moves (throw-ins) a thinking bot is asked again at every one, as it should be.
    const { game, record } = this.core;
    if (plan.asked === undefined || plan.version === record.version) return false;
    if (viewText(game, record.state, seat) === plan.asked.view) {
      plan.version = record.version;
      plan.seen = record.state;
      return false;
    }
    return true;
  }

  private drop(seat: number): void {
    if (!this.plans.delete(seat)) return;
    this.core.timers.clear(`${PREFIX}${seat}`);
  }

  /**
   * Ask the seat's bot (or, once it has failed MAX_TRIES times here or its thread failed it, the
   * stand-in) and arm its move; a thinking bot is asked in the bot threads and armed when it answers.
   */
  private decide(seat: number, p: StoredPlayer, options: SeatOptions, key: string, refusals: number, standIn = false): void {
    const { game, record, botRng, timers } = this.core;
    const name = `${PREFIX}${seat}`;
    if (refusals >= 2 * MAX_TRIES) {
      this.log(`seat ${seat}: its bot and the stand-in were refused ${refusals} times here; it waits for a new position`);
      this.plans.set(seat, this.plan(key, null, 'stand-in', standInBot(game).id, refusals));
      timers.clear(name);
      return;
    }
    const own = p.kind === 'bot' && refusals < MAX_TRIES && !standIn;
    const bot = own ? botById(game, (p as { bot: string; }).bot) : standInBot(game);
    if (p.kind === 'bot' && refusals === MAX_TRIES) {
      this.log(`seat ${seat}: bot ${p.bot} was refused ${refusals} times; the stand-in ${bot.id} chooses`);
    }
    const by: LogSource = own ? 'bot' : 'stand-in';
    // Real time and reaction windows: the bot is told its seat's reaction range (a slap is timed by it).
    const reaction = game.type.timing === 'realtime' || game.reactions !== undefined ? this.reaction(p) : undefined;
    const thinker = this.core.host.thinker;
    if (own && thinker !== undefined && thinksOffQueue(bot)) {
      this.ask(thinker, seat, bot, options, key, refusals, reaction);
      return;
    }
    let choice: ReturnType<typeof chooseFor>;
    try {
      choice = chooseFor(game, bot, record.state, seat, botRng, options, reaction);
    } catch (e) {
      this.core.host.onError(e, `table ${this.core.record.meta.id}: bot ${bot.id} at seat ${seat}`);
      this.decide(seat, p, options, key, refusals + 1);
      return;
    }
    this.arm(seat, p, this.plan(key, choice?.move ?? null, by, bot.id, refusals), choice, reaction, 0);
  }

  /** Send the seat's view and options to the bot threads; the queue goes on, the answer comes back through it. */
  private ask(
    thinker: BotThinker,
    seat: number,
    bot: Bot<unknown, Tagged>,
    options: SeatOptions,
    key: string,
    refusals: number,
    reaction: ReactionRange | undefined,
  ): void {
    const { game, record, botRng, host } = this.core;
    const view = viewText(game, record.state, seat);
    const plan: Plan = { ...this.plan(key, null, 'bot', bot.id, refusals), asked: { at: host.now(), view } };
    this.plans.set(seat, plan);
    this.core.timers.clear(`${PREFIX}${seat}`);
    const request = { game: game.id, bot: bot.id, seat, view, legal: options.legal, forms: options.forms, seed: botRng.u32() };
    void thinker.think(reaction === undefined ? request : { ...request, reaction })
      .then((answer) => this.core.later('bot', async () => this.answered(seat, plan, answer)));
  }

  /** In the queue: a bot thread's answer, taken if the table is where the bot was asked about, else asked again. */
  private answered(seat: number, plan: Plan, answer: ThinkAnswer): void {
    const { record } = this.core;
    if (this.core.closed || this.plans.get(seat) !== plan) return;
    const p = record.player(seat);
    if (p === null || !record.playing || !record.isBotSeat(seat)) return;
    if (plan.version !== record.version) {
      // Moved on with no `schedule` since (schedule asks again itself): the answer is about a position gone.
      this.log(
        `seat ${seat}: bot ${plan.botId} answered about version ${plan.version}, the table is at ${record.version}; asking again`,
      );
      this.plans.delete(seat);
      this.schedule();
      return;
    }
    const options = seatOptions(this.core.game, record.state, seat);
    if (!answer.ok) {
      this.log(`seat ${seat}: bot ${plan.botId} gave no answer (${answer.reason}); the stand-in chooses this once`);
      this.decide(seat, p, options, plan.options, plan.refusals, true);
      return;
    }
    const elapsed = this.core.host.now() - plan.asked!.at;
    const mine = this.plan(plan.options, answer.choice?.move ?? null, 'bot', plan.botId, plan.refusals);
    this.arm(seat, p, mine, answer.choice, this.reaction(p), elapsed);
  }

  /**
   * Keep the seat's plan and set its move's timer: the bot's own delay, else a human-like one, less the
   * time it already spent thinking (a bot that thought longer than a person would wait moves at once).
   */
  private arm(
    seat: number,
    p: StoredPlayer,
    plan: Plan,
    choice: BotChoiceData | null,
    reaction: ReactionRange | undefined,
    thoughtMs: number,
  ): void {
    const name = `${PREFIX}${seat}`;
    this.plans.set(seat, plan);
    if (choice === null) {
      this.core.timers.clear(name);
      return;
    }
    // A seat given up is played to the end at once (forfeit.ts): nobody waits on a human pace for it.
    const realtime = this.core.game.type.timing === 'realtime';
    const delay = hasLeft(p) ? 0 : (choice.delayMs ?? this.delay(realtime ? reaction : undefined));
    this.core.timers.set(name, Math.max(0, delay - thoughtMs), () => this.core.later('bot', () => this.play(seat, plan)));
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
