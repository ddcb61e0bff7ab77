/**
 * Hotel's bots by level: `easy` is the door-weighing model (`basic`, its id before levels, stays an
 * alias so stored tables load); `normal` and `strong` are the sampling best response of strong.ts at
 * two budgets. Hotel keeps its own search rather than the core's (core/search): a round is one
 * simultaneous choice, so a playout adds nothing a weighted draw of the others' choices does not
 * already score exactly, and the models of the other seats carry what the generic search would
 * have to find by playing out (README, "Bots").
 */
import type { Bot } from '../../core/game.ts';
import { basicMove } from './policy.ts';
import type { Move, View } from './state.ts';
import { STRONG_SAMPLES, strongMove } from './strong.ts';

/** The normal bot's draws per decision: a quarter of the strong bot's. */
const NORMAL_SAMPLES = 40;

export const basic: Bot<View, Move> = {
  id: 'basic',
  choose: ({ view, seat, legal, rng }) => (legal.length === 0 ? null : { move: basicMove(view, seat, legal, rng) }),
};

export const normal: Bot<View, Move> = {
  id: 'normal',
  searches: true,
  choose: ({ view, seat, legal, rng }) =>
    legal.length === 0 ? null : { move: strongMove(view, seat, legal, rng, NORMAL_SAMPLES) },
};

export const strong: Bot<View, Move> = {
  id: 'strong',
  searches: true,
  choose: ({ view, seat, legal, rng }) =>
    legal.length === 0 ? null : { move: strongMove(view, seat, legal, rng, STRONG_SAMPLES) },
};

export const bots: Readonly<Record<string, Bot<View, Move>>> = {
  easy: { id: 'easy', choose: (input) => basic.choose(input) },
  basic,
  normal,
  strong,
};
