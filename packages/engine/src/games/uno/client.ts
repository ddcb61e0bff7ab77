/** What a client may know of UNO (`@kozyr/engine/games/uno/client`): its settings and card codes; moves and views are the shared shedding engine's (`@kozyr/engine/games/shared-shedding/client`). */
import { UNO } from './cards.ts';

export { unoSchema } from './config.ts';
/** UNO's 108 cards by code, sorted (`R5`, `W4`, ...; see the UNO README). */
export const UNO_DECK: readonly string[] = UNO.deck;
