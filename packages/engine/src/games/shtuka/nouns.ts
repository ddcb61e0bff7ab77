/**
 * Shtuka mode's word rule beyond the target's own name: the explainer uses no noun but «штука» or
 * «существо» (and in English their words, thing and creature). Telling a noun needs a morphological
 * analyser with dictionaries, which the engine cannot load (no I/O), so the host runs one and the
 * rule asks it through `GameDef.language` (see the README, "Nouns"). This module is the rule itself,
 * pure: which move is screened, which nouns are allowed, and the refusal.
 */
import type { LanguageAnalysers } from '../../core/game.ts';
import type { RuleError, Seat } from '../../core/types.ts';
import { fail } from './errors.ts';
import type { ShtukaMove, ShtukaState } from './state.ts';

/** The nouns the seed allows, in every form (Russian cases, English number), lower case. */
export const ALLOWED_NOUNS: ReadonlySet<string> = new Set([
  ...['штука', 'штуки', 'штуке', 'штуку', 'штукой', 'штукою', 'штук', 'штукам', 'штуками', 'штуках'],
  ...['существо', 'существа', 'существу', 'существом', 'существе', 'существ', 'существам', 'существами', 'существах'],
  ...['thing', 'things', 'creature', 'creatures'],
]);

/**
 * The refusal of the explainer's line in Shtuka mode when an analyser is sure one of its words is a
 * noun other than the allowed ones; null for any other move, and for a line with none. Only a line
 * the rules would take is screened: a line the rules refuse gets their own reason.
 */
export function screenLine(s: ShtukaState, seat: Seat, move: ShtukaMove, analysers: LanguageAnalysers): RuleError | null {
  if (move.kind !== 'line' || s.over || seat !== s.explainer || s.round.mode !== 'shtuka' || move.round !== s.roundNo) {
    return null;
  }
  const noun = analysers.nouns(move.text).find((w) => !ALLOWED_NOUNS.has(w.toLowerCase()));
  return noun === undefined ? null : fail('noun', { word: noun });
}
