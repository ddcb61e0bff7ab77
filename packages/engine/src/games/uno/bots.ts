/** UNO bots: `basic` (see shared-shedding/bots.ts); the core adds `random`. */
import { basicBot } from '../shared-shedding/bots.ts';
import { UNO } from './cards.ts';

export const unoBots = { basic: basicBot(UNO) };
