/**
 * The registry: every game the club hosts. The server, the CLI and the web
 * client find games only here, so adding a game is adding one line.
 */
import type { AnyGame } from '../core/game.ts';
import { durak } from './durak/index.ts';
import { hotel } from './hotel/index.ts';
import { ratuki } from './ratuki/index.ts';
import { svintus } from './svintus/index.ts';
import { thousand } from './thousand/index.ts';
import { uno } from './uno/index.ts';

export const games: Readonly<Record<string, AnyGame>> = {
  durak,
  hotel,
  ratuki,
  svintus,
  thousand,
  uno,
};

export function gameById(id: string): AnyGame | undefined {
  return Object.hasOwn(games, id) ? games[id] : undefined;
}
