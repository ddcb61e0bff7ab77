/**
 * A Svintus table: the config resolved into the shared engine's table rules,
 * then the seed's first-dealer draw and deal of 8 (see shared-shedding/dealing.ts
 * and the README for how a stacked deck is used).
 */
import type { DealSource, Result } from '../../core/types.ts';
import { setupTable } from '../shared-shedding/setup.ts';
import type { TableRules } from '../shared-shedding/types.ts';
import { SVINTUS } from './cards.ts';
import type { SvintusConfig } from './config.ts';
import type { SvintusState } from './state.ts';

export function svintusRules(c: SvintusConfig): TableRules {
  return {
    handSize: 8,
    drawAmount: 3,
    wildDrawAmount: 0,
    challengeFailExtra: 0,
    callPenalty: 3,
    lateCall: false,
    interception: true,
    passOnDraw: true,
    passOnSkip: true,
    drawWhenPlayable: false,
    wrongCardPenalty: 0,
    firstReverse: 'as-played',
    silencePenalty: 2,
    slapPenalty: 2,
    slapWindowMs: c.slapWindowMs,
    tieWindowMs: c.tieWindowMs,
    scoring: c.scoring,
    rounds: c.rounds,
    raceTarget: c.raceTarget,
    raceCounts: 'cards',
    botReactionMinMs: c.botReactionMinMs,
    botReactionMaxMs: c.botReactionMaxMs,
  };
}

export function setup(config: SvintusConfig, seats: number, source: DealSource): Result<SvintusState> {
  return setupTable(SVINTUS, svintusRules(config), seats, source);
}
