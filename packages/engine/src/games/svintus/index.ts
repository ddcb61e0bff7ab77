/**
 * Svintus (seed 001 tournament rules): the shared shedding game with Svintus's
 * 112 cards (cards.ts: Khapezh, Perekhryuk, Zakhrapin, Tikhokhryun, Khlopkopyt,
 * Polisvin), settings (config.ts), texts and rule pointers. Svintus uses every
 * move kind but `challenge`.
 */
import { makeSheddingGame } from '../shared-shedding/game.ts';
import { SVINTUS } from './cards.ts';
import { SVINTUS_SEATS, type SvintusConfig, svintusRules, svintusSchema } from './config.ts';
import { svintusTexts, svintusTitle } from './texts.ts';

export const svintus = {
  ...makeSheddingGame<SvintusConfig>({
    id: 'svintus',
    title: svintusTitle,
    deck: SVINTUS,
    seats: SVINTUS_SEATS,
    schema: svintusSchema,
    texts: svintusTexts,
    rules: svintusRules,
    // Tikhokhryun: a chat line during the silence lifts it and costs its sender 2 cards.
    chat: true,
  }),
  // A random full hand is played by the game's random players (the lead's decision, README "kozyr bench").
  bench: { config: {}, seats: 4, players: 'random' },
};
