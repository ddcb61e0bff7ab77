/**
 * A UNO table: the config resolved into the shared engine's table rules, then
 * the seed's first-dealer draw and deal (see shared-shedding/dealing.ts and the
 * README for how a stacked deck is used).
 */
import type { DealSource, Result } from '../../core/types.ts';
import { setupTable } from '../shared-shedding/setup.ts';
import type { TableRules } from '../shared-shedding/types.ts';
import { UNO } from './cards.ts';
import type { UnoConfig } from './config.ts';
import type { UnoState } from './state.ts';

export function unoRules(c: UnoConfig): TableRules {
  return {
    handSize: 7,
    drawAmount: 2,
    wildDrawAmount: 4,
    challengeFailExtra: 2,
    callPenalty: 2,
    lateCall: true,
    interception: c.jumpIn,
    passOnDraw: c.stacking,
    passOnSkip: false,
    drawWhenPlayable: true,
    wrongCardPenalty: c.penaltyMode ? 2 : 0,
    firstReverse: 'dealer-first',
    silencePenalty: 0,
    slapPenalty: 0,
    slapWindowMs: 0,
    tieWindowMs: 0,
    scoring: c.scoring,
    rounds: c.rounds,
    raceTarget: c.raceTarget,
    raceCounts: 'points',
    botReactionMinMs: c.botReactionMinMs,
    botReactionMaxMs: c.botReactionMaxMs,
  };
}

export function setup(config: UnoConfig, seats: number, source: DealSource): Result<UnoState> {
  return setupTable(UNO, unoRules(config), seats, source);
}
