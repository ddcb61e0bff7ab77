/**
 * Svintus table settings and the table rules they make. Defaults are the
 * seed's tournament rules; the official race ("first to 30") and the timing
 * of the reaction rules are the settings RULES-DECISIONS names.
 */
import type { ConfigOf, ConfigSchema } from '../../core/config.ts';
import { SCORINGS, type TableRules } from '../shared-shedding/types.ts';

export const SVINTUS_SEATS = { min: 2, max: 10 } as const;

export const svintusSchema = [
  { key: 'scoring', label: 'scoring', type: 'enum', values: SCORINGS, default: 'tournament' },
  { key: 'rounds', label: 'rounds', type: 'int', min: 1, max: 20, default: 5 },
  { key: 'raceTarget', label: 'raceTarget', type: 'int', min: 5, max: 200, default: 30 },
  { key: 'slapWindowMs', label: 'slapWindowMs', type: 'int', min: 500, max: 10_000, default: 3000 },
  { key: 'tieWindowMs', label: 'tieWindowMs', type: 'int', min: 0, max: 1000, default: 150 },
  { key: 'botReactionMinMs', label: 'botReactionMinMs', type: 'int', min: 0, max: 10_000, default: 600 },
  { key: 'botReactionMaxMs', label: 'botReactionMaxMs', type: 'int', min: 0, max: 10_000, default: 1500 },
] as const satisfies ConfigSchema;

export type SvintusConfig = ConfigOf<typeof svintusSchema>;

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
