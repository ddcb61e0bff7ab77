/** The bot levels a game has, as the ladder and the bots bench name them (`random` is every game's). */
import { type AnyGame, type Bot, BOT_LEVELS, botFor, type Tagged } from '@kozyr/engine';

export const LADDER_LEVELS = ['random', ...BOT_LEVELS] as const;

/** The levels of `game` among `wanted` (default: all of them), with their bots, weakest first. */
export function levelsOf(game: AnyGame, wanted?: readonly string[]): { level: string; bot: Bot<unknown, Tagged>; }[] {
  const out: { level: string; bot: Bot<unknown, Tagged>; }[] = [];
  for (const level of wanted ?? LADDER_LEVELS) {
    const bot = botFor(game, level);
    if (bot !== undefined) out.push({ level, bot });
  }
  return out;
}

/** Wilson's 95% interval for `k` successes in `n` trials. */
export function wilson(k: number, n: number): { p: number; lo: number; hi: number; } {
  if (n === 0) return { p: 0, lo: 0, hi: 1 };
  const z = 1.96;
  const p = k / n;
  const z2n = (z * z) / n;
  const centre = (p + z2n / 2) / (1 + z2n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2n / (4 * n))) / (1 + z2n);
  return { p, lo: Math.max(0, centre - half), hi: Math.min(1, centre + half) };
}
