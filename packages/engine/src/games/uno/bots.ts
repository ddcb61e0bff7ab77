/** UNO bots: `basic` (see shared-shedding/bots.ts) and the `random` player (shared-shedding/random-player.ts; cards that do not fit are legal in penalty mode). */
import { basicBot } from '../shared-shedding/bots.ts';
import { randomPlayer } from '../shared-shedding/random-player.ts';
import { UNO } from './cards.ts';

export const unoBots = { basic: basicBot(UNO), random: randomPlayer(UNO, true) };
