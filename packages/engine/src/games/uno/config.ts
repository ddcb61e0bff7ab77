/**
 * UNO table settings and the table rules they make. Defaults are the seed's
 * tournament rules (a player draws only when no card fits); the official
 * 500-point race, drawing instead of playing, draw-card stacking, jump-in and
 * the +2 penalty for a wrong card are the settings RULES-DECISIONS names.
 */
import type { ConfigOf, ConfigSchema } from '../../core/config.ts';
import { SCORINGS, type TableRules } from '../shared-shedding/types.ts';

export const UNO_SEATS = { min: 2, max: 10 } as const;

export const unoSchema = [
  { key: 'scoring', label: 'scoring', type: 'enum', values: SCORINGS, default: 'tournament' },
  { key: 'rounds', label: 'rounds', type: 'int', min: 1, max: 20, default: 5 },
  { key: 'raceTarget', label: 'raceTarget', type: 'int', min: 50, max: 2000, default: 500 },
  { key: 'mayDrawInstead', label: 'mayDrawInstead', type: 'bool', default: false },
  { key: 'stacking', label: 'stacking', type: 'bool', default: false },
  { key: 'jumpIn', label: 'jumpIn', type: 'bool', default: false },
  { key: 'penaltyMode', label: 'penaltyMode', type: 'bool', default: false },
  { key: 'botReactionMinMs', label: 'botReactionMinMs', type: 'int', min: 0, max: 10_000, default: 600 },
  { key: 'botReactionMaxMs', label: 'botReactionMaxMs', type: 'int', min: 0, max: 10_000, default: 1500 },
] as const satisfies ConfigSchema;

export type UnoConfig = ConfigOf<typeof unoSchema>;

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
    // Seed 001: «Если у игрока нет подходящей карты, то он берёт одну карту»; the official rule is the setting.
    drawWhenPlayable: c.mayDrawInstead,
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
