/** Hotel's bots: `basic` (the door-weighing model) and `strong` (see strong.ts). */
import type { Bot } from '../../core/game.ts';
import { basicMove } from './policy.ts';
import type { Move, View } from './state.ts';
import { strongMove } from './strong.ts';

export const basic: Bot<View, Move> = {
  id: 'basic',
  choose: ({ view, seat, legal, rng }) => (legal.length === 0 ? null : { move: basicMove(view, seat, legal, rng) }),
};

export const strong: Bot<View, Move> = {
  id: 'strong',
  choose: ({ view, seat, legal, rng }) => (legal.length === 0 ? null : { move: strongMove(view, seat, legal, rng) }),
};

export const bots: Readonly<Record<string, Bot<View, Move>>> = { basic, strong };
