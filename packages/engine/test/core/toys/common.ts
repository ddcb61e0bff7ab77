/** What the toy games of the conformance suite's tests share: a refusal for malformed moves and ranking by score. */
import { err, type RuleError } from '../../../src/index.ts';

/** The refusal of a move that is not even well-formed. */
export function malformed(game: string): { ok: false; error: RuleError; } {
  return err({
    code: `${game}/malformed`,
    rule: `${game}#moves`,
    message: { en: 'Malformed move', ru: 'Неверный ход', uk: 'Неправильний хід', bg: 'Неправилен ход' },
  });
}

/** Competition places by score, higher is better (ties share a place). */
export const placesByScore = (scores: readonly number[]): number[] => scores.map((p) => 1 + scores.filter((q) => q > p).length);

/** A raw move as a record, or null when it is not an object with a string kind. */
export function asMove(raw: unknown): Record<string, unknown> | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  return typeof (raw as { kind?: unknown; }).kind === 'string' ? (raw as Record<string, unknown>) : null;
}
