/** Svintus bots: `basic` (see shared-shedding/bots.ts: it also intercepts, slaps, calls and catches) and the `random` player (shared-shedding/random-player.ts). */
import { basicBot } from '../shared-shedding/bots.ts';
import { randomPlayer } from '../shared-shedding/random-player.ts';
import { SVINTUS } from './cards.ts';

export const svintusBots = { basic: basicBot(SVINTUS), random: randomPlayer(SVINTUS, false) };
