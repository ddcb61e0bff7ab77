/**
 * Thousand's search levels (core/search): how a playout is scored and which method and budgets the
 * `normal` and `strong` bots use.
 *
 * A playout stops when the deal in play is scored (`dealsScored` grows): the next deal is shuffled
 * afresh, so the move weighed now changes the table only through this deal's score, and playing to
 * 1000 (a dozen deals and more) would bury that in the noise of deals it cannot influence. The
 * reward is the deal's score against the others' (0.5 when equal, 0 and 1 at 300 points apart, a
 * made contract against a penalty); a deal that ends the table is scored by the places.
 */
import { placeReward } from '../../core/search/index.ts';
import type { LevelSpec } from '../../core/search/index.ts';
import type { Seat } from '../../core/types.ts';
import { basicBot } from './bots.ts';
import type { Move, State, View } from './state.ts';

/** Points apart at which a deal counts as won or lost outright. */
const SPREAD = 300;

export function dealReward(state: State, seat: Seat): number {
  if (state.phase === 'over') {
    const places = state.scores.map((v) => 1 + state.scores.filter((w) => w > v).length);
    return placeReward({ places }, seat);
  }
  const line = state.sheet[state.sheet.length - 1];
  if (line === undefined) return 0.5;
  const others = state.order.filter((s) => s !== seat);
  const mine = line.deltas[seat] ?? 0;
  const theirs = others.length === 0 ? 0 : others.reduce((a, s) => a + (line.deltas[s] ?? 0), 0) / others.length;
  return Math.min(1, Math.max(0, 0.5 + (mine - theirs) / (2 * SPREAD)));
}

export const thousandSearch: LevelSpec<State, Move, View> = {
  method: 'pimc',
  playout: basicBot,
  handReward: dealReward,
  rounds: (s) => s.dealsScored,
  normal: 40,
  strong: 200,
};
