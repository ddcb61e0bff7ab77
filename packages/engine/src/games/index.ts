/**
 * The registry: every game the club hosts. The server, the CLI and the web
 * client find games only here, so adding a game is adding one entry (its
 * import and its key); docs/adding-a-game.md has the rest of the steps.
 */
import type { AnyGame } from '../core/game.ts';
import { durak } from './durak/index.ts';
import { hotel } from './hotel/index.ts';
import { pupupuk } from './pupupuk/index.ts';
import { ratuki } from './ratuki/index.ts';
import { shtuka } from './shtuka/index.ts';
import { svintus } from './svintus/index.ts';
import { thousand } from './thousand/index.ts';
import { uno } from './uno/index.ts';

export const games: Readonly<Record<string, AnyGame>> = {
  durak,
  hotel,
  ratuki,
  pupupuk,
  shtuka,
  svintus,
  thousand,
  uno,
};

export function gameById(id: string): AnyGame | undefined {
  return Object.hasOwn(games, id) ? games[id] : undefined;
}
