/**
 * Card names in the UI language for any game of the club, and the same names
 * put in place of raw card codes inside a server text ("B0 matches…" reads
 * "Blue 0 matches…"). Only the shape of a code is known here.
 */
import type { I18n } from '../i18n/index.ts';
import { cardName } from './card.tsx';
import { parseCard } from './codes.ts';
import { faceOf, SHEDDING_GAMES, type SheddingGame } from './shedding-faces.ts';

/** A card's name, or null when `code` is no card of `game`. */
export type CardNamer = (code: string) => string | null;

const isShedding = (game: string): game is SheddingGame => (SHEDDING_GAMES as readonly string[]).includes(game);

export function cardNamer(game: string, i18n: I18n): CardNamer {
  if (isShedding(game)) return (code) => faceOf(game, code)?.name[i18n.lang] ?? null;
  return (code) => (parseCard(code) === null ? null : cardName(i18n, code));
}

/** Whole-word tokens that may be card codes: 1–3 capitals or digits, not inside a word. */
const TOKEN = /(?<![\p{L}\p{N}])[A-Z0-9]{1,3}(?![\p{L}\p{N}])/gu;

export function withCardNames(text: string, namer: CardNamer): string {
  return text.replace(TOKEN, (token) => namer(token) ?? token);
}
