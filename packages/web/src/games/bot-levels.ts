/**
 * Bot levels as a game offers them: the server's game summary names the bot that plays each level
 * (`levels`: easy, normal, strong, those the game has), and a stored bot seat keeps its bot id, whose
 * level the table and the lobby show.
 */
import type { GameInfo } from './catalogue.ts';

/** The engine contract's levels (BOT_LEVELS), weakest first. */
export const LEVELS = ['easy', 'normal', 'strong'] as const;
export type Level = (typeof LEVELS)[number];

/** The levels the game has, weakest first, each with its bot's id. */
export function levelsOf(game: Pick<GameInfo, 'levels'>): { readonly level: Level; readonly bot: string; }[] {
  return LEVELS.flatMap((level) => {
    const bot = game.levels?.[level];
    return bot === undefined ? [] : [{ level, bot }];
  });
}

/** The level a new bot seat starts at: normal where the game has it, else the nearest it has. */
export function defaultLevel(game: Pick<GameInfo, 'levels'>): Level | undefined {
  const have = levelsOf(game).map((l) => l.level);
  return have.includes('normal') ? 'normal' : (have.includes('easy') ? 'easy' : have[0]);
}

/** The bot a "Play against bots" table seats: the normal level's, or the server's choice where the game lists none. */
export function playBot(game: Pick<GameInfo, 'levels'>): { bot?: string; } {
  const level = defaultLevel(game);
  const bot = level === undefined ? undefined : game.levels?.[level];
  return bot === undefined ? {} : { bot };
}

/** The level a stored bot id plays (`basic` is the easy level by its older name); null for other bots (random). */
export function levelOfBot(bot: string): Level | null {
  if (bot === 'basic') return 'easy';
  return (LEVELS as readonly string[]).includes(bot) ? bot as Level : null;
}
