/** What a client may know of Svintus (`@kozyr/engine/games/svintus/client`): its settings and card codes; moves and views are the shared shedding engine's (`@kozyr/engine/games/shared-shedding/client`). */
import { SVINTUS } from './cards.ts';

export { svintusSchema } from './config.ts';
/** Svintus's 112 cards by code, sorted (`BK`, `P`, ...; see the Svintus README). */
export const SVINTUS_DECK: readonly string[] = SVINTUS.deck;
