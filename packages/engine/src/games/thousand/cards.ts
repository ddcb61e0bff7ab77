/**
 * Thousand's 24 cards: ranks 9 J Q K T A in each suit S C D H. A card is a
 * small integer inside the engine (suit * 6 + rank) so the hot path compares
 * numbers; codes such as `QH` appear only at the edges (moves, views, zones).
 */
export const SUITS = ['S', 'C', 'D', 'H'] as const;
export type Suit = (typeof SUITS)[number];
/** Ranks from lowest to highest: the ten ranks just below the ace (seed-004). */
export const RANKS = ['9', 'J', 'Q', 'K', 'T', 'A'] as const;
export type Rank = (typeof RANKS)[number];

/** Card points by rank index: 9=0, J=2, Q=3, K=4, T=10, A=11 (seed-004#points). */
export const RANK_POINTS = [0, 2, 3, 4, 10, 11] as const;
/** Marriage values by suit index: ♠40 ♣60 ♦80 ♥100 (seed-004#marriages). */
export const MARRIAGE_POINTS = [40, 60, 80, 100] as const;
/** Four aces as one marriage (a setting, seed-004#ace-marriage). */
export const ACE_MARRIAGE_POINTS = 200;

export const NINE = 0;
export const JACK = 1;
export const QUEEN = 2;
export const KING = 3;
export const ACE = 5;
export const DECK_SIZE = 24;

export const CARD_CODES: readonly string[] = SUITS.flatMap((s) => RANKS.map((r) => `${r}${s}`));
const ID_OF = new Map<string, number>(CARD_CODES.map((c, i) => [c, i]));

export const suitOf = (card: number): number => (card / 6) | 0;
export const rankOf = (card: number): number => card % 6;
export const pointsOf = (card: number): number => RANK_POINTS[card % 6]!;
export const codeOf = (card: number): string => CARD_CODES[card]!;
export const cardId = (code: string): number | undefined => ID_OF.get(code);
export const codes = (cards: readonly number[]): string[] => cards.map(codeOf);
export const cardOf = (suit: number, rank: number): number => suit * 6 + rank;

/** Sum of card points. */
export function pointsSum(cards: readonly number[]): number {
  let sum = 0;
  for (const c of cards) sum += RANK_POINTS[c % 6]!;
  return sum;
}

/** Bit set of the cards (24 bits) for quick membership tests. */
export function maskOf(cards: readonly number[]): number {
  let m = 0;
  for (const c of cards) m |= 1 << c;
  return m;
}

/** Suits in which the cards hold both queen and king. */
export function marriageSuits(cards: readonly number[]): number[] {
  const m = maskOf(cards);
  const out: number[] = [];
  for (let s = 0; s < 4; s++) if (m & (1 << cardOf(s, QUEEN)) && m & (1 << cardOf(s, KING))) out.push(s);
  return out;
}

export function holdsFourAces(cards: readonly number[]): boolean {
  let n = 0;
  for (const c of cards) if (c % 6 === ACE) n++;
  return n === 4;
}

export function countNines(cards: readonly number[]): number {
  let n = 0;
  for (const c of cards) if (c % 6 === NINE) n++;
  return n;
}

/** Points of the marriages the cards hold (ace marriage only when the table plays it). */
export function heldMarriagePoints(cards: readonly number[], aceMarriage: boolean): number {
  let sum = 0;
  for (const s of marriageSuits(cards)) sum += MARRIAGE_POINTS[s]!;
  if (aceMarriage && holdsFourAces(cards)) sum += ACE_MARRIAGE_POINTS;
  return sum;
}

/** Round to the nearest multiple of 5 (halves up): 12 -> 10, 13 -> 15 (RULES-DECISIONS#thousand rounding). */
export const round5 = (x: number): number => Math.round(x / 5) * 5;

/** Sort for display: by suit, then rank. */
export const sortCards = (cards: readonly number[]): number[] => [...cards].sort((a, b) => a - b);
