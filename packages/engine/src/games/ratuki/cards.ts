/**
 * Ratuki's cards (RULES-DECISIONS#ratuki): one deck of 35 per colour, 1×7, 2×7, 3×7, 4×6,
 * 5×6 and two Ratuki cards. A code is colour + rank + copy: `R3a` is the first red 3,
 * `BXb` the second blue Ratuki. Every card of a table has its own code, so a card in a
 * hand is never confused with its twin in a face-down pile.
 */

/** Colours in seat order: seat 0 plays red, seat 1 blue, then green, yellow, purple. */
export const COLOURS = ['R', 'B', 'G', 'Y', 'P'] as const;
export type Colour = (typeof COLOURS)[number];

/** Ranks as written in codes; `X` is the Ratuki card. */
export const RANKS = ['1', '2', '3', '4', '5', 'X'] as const;
export type Rank = (typeof RANKS)[number];

/** Copies of each rank in one colour's deck. */
export const COPIES: Readonly<Record<Rank, number>> = { '1': 7, '2': 7, '3': 7, '4': 6, '5': 6, X: 2 };
export const DECK_SIZE = 35;
export const HAND_SIZE = 3;
/** The value a stack reaches with a 5: the card that takes it. */
export const TOP_VALUE = 5;
/** The value of the Ratuki card: 0 in `value`, and a stack it starts counts as 1. */
export const RATUKI = 0;

const COPY_LETTERS = 'abcdefg';

function buildDeck(colour: Colour): readonly string[] {
  const out: string[] = [];
  for (const rank of RANKS) for (let i = 0; i < COPIES[rank]; i++) out.push(`${colour}${rank}${COPY_LETTERS[i]!}`);
  return Object.freeze(out);
}
const DECKS: Readonly<Record<Colour, readonly string[]>> = Object.fromEntries(COLOURS.map((c) => [c, buildDeck(c)])) as Record<
  Colour,
  readonly string[]
>;

/** Every card of one colour in the canonical order: 1a..1g, 2a..2g, 3a..3g, 4a..4f, 5a..5f, Xa, Xb. */
export const colourDeck = (colour: Colour): readonly string[] => DECKS[colour];

const ALL_CODES = new Set(COLOURS.flatMap((c) => colourDeck(c)));

export const isCard = (code: string): boolean => ALL_CODES.has(code);

/** 1..5, or RATUKI (0) for the Ratuki card. Codes are checked on the way in, so this only reads one character. */
export function value(code: string): number {
  const ch = code.charCodeAt(1);
  return ch === 88 /* X */ ? RATUKI : ch - 48;
}

export const colourOf = (code: string): Colour => code[0] as Colour;

/** Index into a seat's per-rank counts: 1..5 for 1..5, 0 for Ratuki. */
export const rankIndex = value;
