/**
 * Which bot plays a seat: a bot seat's own bot, or for a human's seat the
 * stand-in (the game's first listed bot — the best sensible one by convention,
 * e.g. Durak's `basic`: the attacker says done, the defender takes when hopeless).
 */
import { type AnyGame, type Bot, botFor, formsOf, randomBot, type Rng, type Tagged } from '@kozyr/engine';

export function standInBot(game: AnyGame): Bot<unknown, Tagged> {
  return game.bots['basic'] ?? Object.values(game.bots)[0] ?? randomBot;
}

export function bestBotId(game: AnyGame): string {
  return standInBot(game).id;
}

export function botById(game: AnyGame, id: string): Bot<unknown, Tagged> {
  return botFor(game, id) ?? standInBot(game);
}

export function knownBot(game: AnyGame, id: string): boolean {
  return botFor(game, id) !== undefined;
}

/** Ask `bot` for a move for `seat`; a bot that throws or proposes nothing legal yields null. */
export function chooseFor(
  game: AnyGame,
  bot: Bot<unknown, Tagged>,
  state: unknown,
  seat: number,
  rng: Rng,
): { move: Tagged; delayMs: number | undefined; } | null {
  const legal = game.legalMoves(state, seat);
  const forms = formsOf(game, state, seat);
  if (legal.length === 0 && forms.length === 0) return null;
  const choice = bot.choose({ view: game.view(state, seat), seat, legal, forms, rng });
  if (choice === null) return null;
  return { move: choice.move, delayMs: choice.delayMs };
}
