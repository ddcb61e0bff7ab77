/**
 * Card codes as the club writes them (RULES-DECISIONS#durak): rank `2-9 T J Q K A`
 * + suit `S C D H`; specials JK, RJ, BJ (jokers) and BL (the blank card).
 * Only the shape of a code is known here, never what beats what.
 */
import type { Lang } from '@kozyr/engine/client';

export const CARD_RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K', 'A'] as const;
export type CardRank = (typeof CARD_RANKS)[number];
export const CARD_SUITS = ['S', 'C', 'D', 'H'] as const;
export type CardSuit = (typeof CARD_SUITS)[number];
export const SPECIAL_CARDS = ['JK', 'RJ', 'BJ', 'BL'] as const;
export type SpecialCard = (typeof SPECIAL_CARDS)[number];

export type ParsedCard =
  | { readonly kind: 'ordinary'; readonly rank: CardRank; readonly suit: CardSuit; }
  | { readonly kind: 'special'; readonly special: SpecialCard; };

export function parseCard(code: string): ParsedCard | null {
  if ((SPECIAL_CARDS as readonly string[]).includes(code)) return { kind: 'special', special: code as SpecialCard };
  if (code.length !== 2) return null;
  const rank = code[0] as CardRank;
  const suit = code[1] as CardSuit;
  if (!CARD_RANKS.includes(rank) || !CARD_SUITS.includes(suit)) return null;
  return { kind: 'ordinary', rank, suit };
}

export const isRedSuit = (suit: CardSuit): boolean => suit === 'D' || suit === 'H';

/** Rank as printed in the card's corner: Russian and Ukrainian decks print В Д К Т. */
const CYRILLIC_FACES: Partial<Record<CardRank, string>> = { J: 'В', Q: 'Д', K: 'К', A: 'Т' };

export function rankGlyph(rank: CardRank, lang: Lang): string {
  if (rank === 'T') return '10';
  if (lang === 'ru' || lang === 'uk') return CYRILLIC_FACES[rank] ?? rank;
  return rank;
}
