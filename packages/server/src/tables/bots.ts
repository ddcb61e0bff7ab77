/**
 * Which bot plays a seat: a bot seat's own bot, or for a human's seat the
 * stand-in (the game's first listed bot — the best sensible one by convention,
 * e.g. Durak's `basic`: the attacker says done, the defender takes when hopeless).
 * And how fast a bot is at a real-time table: a human reaction range per speed.
 */
import {
  type AnyGame,
  type Bot,
  BOT_LEVELS,
  botFor,
  type BotLevel,
  type BotSpeed,
  formsOf,
  type MoveForm,
  randomBot,
  type ReactionRange,
  type Rng,
  type Tagged,
} from '@kozyr/engine';
import type { StoredPlayer } from '../storage/port.ts';

export function standInBot(game: AnyGame): Bot<unknown, Tagged> {
  return game.bots['basic'] ?? Object.values(game.bots)[0] ?? randomBot;
}

export function bestBotId(game: AnyGame): string {
  return standInBot(game).id;
}

export function botById(game: AnyGame, id: string): Bot<unknown, Tagged> {
  return botFor(game, id) ?? standInBot(game);
}

/** A seat's bot as stored, with its speed where one was asked for. */
export function botPlayer(bot: string, seat: number, speed: BotSpeed | undefined): StoredPlayer {
  const name = `bot ${bot} #${seat + 1}`;
  return speed === undefined ? { kind: 'bot', bot, name } : { kind: 'bot', bot, name, speed };
}

/**
 * The bot that plays each level at this game: the bot of the level's id, and for `easy` the older
 * `basic` where the game has no `easy` (the heuristic bots are the easy level). Levels a game has no
 * bot for are left out.
 */
export function botLevels(game: AnyGame): Partial<Record<BotLevel, string>> {
  const out: Partial<Record<BotLevel, string>> = {};
  for (const level of BOT_LEVELS) {
    const id = knownBot(game, level) ? level : level === 'easy' && knownBot(game, 'basic') ? 'basic' : undefined;
    if (id !== undefined) out[level] = id;
  }
  return out;
}

/**
 * Which bots think in the bot threads: those that search (`Bot.searches`, declared by the game). Every
 * other bot (random, the heuristic easy/basic ones, the real-time reaction bots) decides from its
 * seat's options in about the time the hop to a thread costs the main thread by itself (serializing
 * the view, posting it, taking the answer back through the event loop and the queue), so it decides
 * inline; a search decides in milliseconds to hundreds of them, which on the queue would stall every
 * table of the process.
 */
export const thinksOffQueue = (bot: Bot<unknown, Tagged>): boolean => bot.searches === true;

export function knownBot(game: AnyGame, id: string): boolean {
  return botFor(game, id) !== undefined;
}

/**
 * Human reaction times by bot speed (ms from seeing a change to acting on it): a
 * slow casual player, an ordinary one, a quick one. A table may set its own.
 */
export const DEFAULT_REACTIONS: Readonly<Record<BotSpeed, ReactionRange>> = {
  easy: { minMs: 900, maxMs: 1600 },
  normal: { minMs: 550, maxMs: 1000 },
  fast: { minMs: 300, maxMs: 600 },
};

export const DEFAULT_SPEED: BotSpeed = 'normal';

/** What a seat may do now: its listed moves and the forms of its open moves. */
export interface SeatOptions {
  readonly legal: readonly Tagged[];
  readonly forms: readonly MoveForm[];
}

export function seatOptions(game: AnyGame, state: unknown, seat: number): SeatOptions {
  return { legal: game.legalMoves(state, seat), forms: formsOf(game, state, seat) };
}

export const hasOptions = (o: SeatOptions): boolean => o.legal.length > 0 || o.forms.length > 0;

/** Ask `bot` for a move for `seat`; a bot that throws is reported by the caller; nothing to do yields null. */
export function chooseFor(
  game: AnyGame,
  bot: Bot<unknown, Tagged>,
  state: unknown,
  seat: number,
  rng: Rng,
  options: SeatOptions = seatOptions(game, state, seat),
  reaction?: ReactionRange,
): { move: Tagged; delayMs: number | undefined; } | null {
  if (!hasOptions(options)) return null;
  const input = { view: game.view(state, seat), seat, legal: options.legal, forms: options.forms, rng };
  const choice = bot.choose(reaction === undefined ? input : { ...input, reaction });
  if (choice === null) return null;
  return { move: choice.move, delayMs: choice.delayMs };
}
