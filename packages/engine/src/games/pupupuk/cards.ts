/**
 * Cards of the sum-to-21 game (RULES-DECISIONS#sum-to-21): 48 cards, six of each number 0–7.
 * A code is the number and a copy letter: `3a` … `3f`. The zeros carry one of the two phrases:
 * `0a`–`0c` «Кто пукнул?» (gesture: hold your nose), `0d`–`0f` «Я не пукал!» (both hands on your bottom).
 */
export const NUMBERS = [0, 1, 2, 3, 4, 5, 6, 7] as const;
export type CardNumber = (typeof NUMBERS)[number];
export const COPIES = ['a', 'b', 'c', 'd', 'e', 'f'] as const;

export const DECK: readonly string[] = NUMBERS.flatMap((n) => COPIES.map((c) => `${n}${c}`));
const DECK_SET: ReadonlySet<string> = new Set(DECK);
export const isCard = (code: unknown): code is string => typeof code === 'string' && DECK_SET.has(code);

/** The number of a card: its first character. */
export const num = (card: string): number => card.charCodeAt(0) - 48;

/** The phrases a player may say laying a zero: the two zeros' and the Wax Museum's; saying nothing is no phrase. */
export const PHRASES = ['who', 'not', 'whose'] as const;
export type Phrase = (typeof PHRASES)[number] | 'none';
/** The gestures: nose («Кто пукнул?»), bottom («Я не пукал!»), freeze («Чей пук?», Wax Museum). */
export const GESTURES = ['nose', 'butt', 'freeze'] as const;
export type Gesture = (typeof GESTURES)[number];

/** The phrase printed on a zero. */
export const phraseOf = (card: string): Phrase => (card < '0d' ? 'who' : 'not');
/** The gesture that answers a phrase. */
export const gestureFor = (phrase: Phrase): Gesture => (phrase === 'who' ? 'nose' : phrase === 'not' ? 'butt' : 'freeze');

export const handSum = (hand: readonly string[]): number => {
  let s = 0;
  for (const c of hand) s += num(c);
  return s;
};

/** The card of the highest number (the first of them in `cards`' order). */
export const highestCard = (cards: readonly string[]): string => [...cards].sort((a, b) => num(b) - num(a))[0]!;

/** Supermarket: pairs of equal numbers count 0; an odd count leaves one card counted. */
export function supermarketSum(hand: readonly string[]): number {
  const counts = new Array<number>(8).fill(0);
  for (const c of hand) counts[num(c)]!++;
  let s = 0;
  for (let n = 0; n < 8; n++) if (counts[n]! % 2 === 1) s += n;
  return s;
}
