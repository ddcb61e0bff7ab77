/**
 * UNO (seed 001 tournament rules): the shared shedding game with UNO's 108 cards
 * (cards.ts), settings (config.ts), texts and rule pointers. UNO uses every move
 * kind but `slap`, never a silence or slap window, and no chat hook.
 */
import { makeSheddingGame } from '../shared-shedding/game.ts';
import { UNO } from './cards.ts';
import { UNO_SEATS, type UnoConfig, unoRules, unoSchema } from './config.ts';
import { unoTexts, unoTitle } from './texts.ts';

export const uno = {
  ...makeSheddingGame<UnoConfig>({
    id: 'uno',
    title: unoTitle,
    deck: UNO,
    seats: UNO_SEATS,
    schema: unoSchema,
    texts: unoTexts,
    rules: unoRules,
    chat: false,
  }),
  // A random full hand is played by the game's random players (the lead's decision, README "kozyr bench").
  bench: { config: {}, seats: 4, players: 'random' },
};
