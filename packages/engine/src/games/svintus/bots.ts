/** Svintus bots: `basic` (see shared-shedding/bots.ts: it also intercepts, slaps, calls and catches); the core adds `random`. */
import { basicBot } from '../shared-shedding/bots.ts';
import { SVINTUS } from './cards.ts';

export const svintusBots = { basic: basicBot(SVINTUS) };
