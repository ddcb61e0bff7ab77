/**
 * `kozyr bench --bots`: what a bot level costs. For every game with levels, each level plays at one
 * seat (rotated game by game) against the game's easy bot at the others, and every decision it is
 * asked for (one with a choice: two or more listed moves) is timed in CPU time (process.cpuUsage:
 * user + system), so a busy machine's waiting is not counted. Printed per game and level: the
 * median and the 95th percentile of milliseconds per decision.
 */
import { type AnyGame, type Bot, BOT_LEVELS, botMatch, type Tagged } from '@kozyr/engine';
import { CliError } from '../args.ts';
import { levelsOf } from './levels.ts';

/** Thrown out of a match once enough decisions are timed (botMatch has no other way out). */
class Enough extends Error {}

export interface BotCost {
  readonly game: string;
  readonly level: string;
  readonly decisions: number;
  readonly medianMs: number;
  readonly p95Ms: number;
}

function percentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

function timedLevel(
  game: AnyGame,
  config: unknown,
  seats: number,
  bot: Bot<unknown, Tagged>,
  easy: Bot<unknown, Tagged>,
  decisions: number,
) {
  const ms: number[] = [];
  const timed: Bot<unknown, Tagged> = {
    id: bot.id,
    choose(input) {
      if (input.legal.length < 2) return bot.choose(input);
      // The view is built before the clock starts: a host builds it for every bot alike.
      void input.view;
      const start = process.cpuUsage();
      const choice = bot.choose(input);
      const used = process.cpuUsage(start);
      ms.push((used.user + used.system) / 1000);
      if (ms.length >= decisions) throw new Enough();
      return choice;
    },
  };
  for (let g = 0; ms.length < decisions; g++) {
    const me = g % seats;
    try {
      botMatch(game, config, Array.from({ length: seats }, (_, s) => (s === me ? timed : easy)), 1 + g);
    } catch (e) {
      if (!(e instanceof Enough)) throw e;
    }
  }
  ms.sort((a, b) => a - b);
  return { decisions: ms.length, medianMs: percentile(ms, 0.5), p95Ms: percentile(ms, 0.95) };
}

/** The cost of every level of each game that has levels, on the game's bench table. */
export function botCosts(chosen: readonly AnyGame[], decisions: number): BotCost[] {
  const out: BotCost[] = [];
  for (const game of chosen) {
    const levels = levelsOf(game, BOT_LEVELS);
    if (levels.length === 0 || game.type.timing === 'realtime') continue;
    const table = game.bench ?? { config: {}, seats: game.seats.min };
    const config = game.parseConfig(table.config, table.seats);
    if (!config.ok) throw new CliError(`${game.id}: bench config refused: ${config.error.message.en}`);
    const easy = levels.find((l) => l.level === 'easy')?.bot ?? levels[0]!.bot;
    for (const { level, bot } of levels) {
      out.push({ game: game.id, level, ...timedLevel(game, config.value, table.seats, bot, easy, decisions) });
    }
  }
  return out;
}

export function botCostTable(rows: readonly BotCost[]): string {
  const lines = ['game       level    decisions  median ms  p95 ms   (CPU time of one decision with a choice)'];
  for (const r of rows) {
    lines.push(
      `${r.game.padEnd(10)} ${r.level.padEnd(8)} ${String(r.decisions).padStart(9)}  ${r.medianMs.toFixed(2).padStart(9)}  ${
        r.p95Ms.toFixed(2).padStart(6)
      }`,
    );
  }
  return lines.join('\n');
}
