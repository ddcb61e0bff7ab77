/**
 * Card codes and their small-int ids, deck building and the beating tables.
 * Codes (RULES-DECISIONS#durak): rank `2-9 T J Q K A` + suit `S C D H`;
 * specials JK (single joker of a 24/32/36 base), RJ/BJ (jokers of a 52 base),
 * BL (the blank). Ids are fixed for the whole engine so tables are built once:
 * ordinary id = suit * 13 + rank (rank 0 = 2 … 12 = A), specials 52..55.
 */
import type { DurakConfig } from './config.ts';

export const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K', 'A'] as const;
/** Suit order S C D H is also the tie-break of the lowest-card rule (decision 3). */
export const SUITS = ['S', 'C', 'D', 'H'] as const;
export const SPECIALS = ['JK', 'RJ', 'BJ', 'BL'] as const;
export type Special = (typeof SPECIALS)[number];

export const SPADES = 0;
export const CLUBS = 1;
export const DIAMONDS = 2;
export const HEARTS = 3;
export const JK = 52;
export const RJ = 53;
export const BJ = 54;
export const BL = 55;
export const CARD_COUNT = 56;
/** Bit of the table's rank mask that stands for "a special card lies on the table". */
export const SPECIAL_BIT = 13;

/** CODES[id] = card code; built once. */
export const CODES: readonly string[] = [
  ...SUITS.flatMap((s) => RANKS.map((r) => r + s)),
  ...SPECIALS,
];
/** id + 1 by the two character codes of a card code (0 = not a card); faster than a Map on the hot path. */
const ID_BY_CHARS = new Uint8Array(128 * 128);
CODES.forEach((c, i) => (ID_BY_CHARS[c.charCodeAt(0) * 128 + c.charCodeAt(1)] = i + 1));

/** Card codes of a list of ids (for views, events and zones). */
export const codes = (ids: readonly number[]): string[] => ids.map((i) => CODES[i]!);

export function cardId(code: string): number | undefined {
  if (code.length !== 2) return undefined;
  const a = code.charCodeAt(0);
  const b = code.charCodeAt(1);
  const id = a < 128 && b < 128 ? ID_BY_CHARS[a * 128 + b]! : 0;
  return id === 0 ? undefined : id - 1;
}
export const isSpecial = (id: number): boolean => id >= JK;
/** RANK_OF[id] = rankOf(id), for loops that take the table into a local. */
export const RANK_OF = Int8Array.from({ length: CARD_COUNT }, (_, id) => (id >= JK ? SPECIAL_BIT : id % 13));
const SUIT_OF = Int8Array.from({ length: CARD_COUNT }, (_, id) => (id >= JK ? -1 : (id / 13) | 0));
/** Rank 0..12, or SPECIAL_BIT for a special card (specials have no rank to match). Table lookups: hot path. */
export const rankOf = (id: number): number => RANK_OF[id]!;
/** Suit 0..3, or -1 for a special card. */
export const suitOf = (id: number): number => SUIT_OF[id]!;

const LOWEST_RANK: Readonly<Record<number, number>> = { 24: 7, 32: 5, 36: 4, 52: 0 };

/** Decision 1: the table's cards (base ordinary cards plus the variant's specials), in a fixed order. */
export function deckIds(config: Pick<DurakConfig, 'deck' | 'variant'>): number[] {
  const low = LOWEST_RANK[config.deck]!;
  const out: number[] = [];
  for (let s = 0; s < 4; s++) for (let r = low; r < 13; r++) out.push(s * 13 + r);
  if (config.variant === 'joker') {
    if (config.deck === 52) out.push(RJ, BJ);
    else out.push(JK);
  } else if (config.variant === 'pustushka') {
    out.push(BL);
  }
  return out;
}

const SUIT_SIGNS = ['♠', '♣', '♦', '♥'];
const RANK_NAMES = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'];
/** A short readable name for messages: 7♠, 10♥; specials keep their code. */
export function cardName(id: number): string {
  return id >= JK ? CODES[id]! : RANK_NAMES[id % 13]! + SUIT_SIGNS[(id / 13) | 0]!;
}

/** Why a defence card does not beat an attack card (keys of the reason texts). */
export const BEAT_REASONS = [
  'beats',
  'lower-rank',
  'other-suit',
  'japanese-spade',
  'nothing-beats-joker',
  'ordinary-vs-joker',
  'red-joker-colour',
  'black-joker-colour',
] as const;
export type BeatReason = (typeof BEAT_REASONS)[number];

/**
 * Decision 4 and seed 002: whether `def` beats `att`, with the reason when it does not.
 * Colour is not suit: only the jokers of a 52 base look at colour.
 */
export function beatReason(def: number, att: number, trump: number, japanese: boolean): BeatReason {
  if (def === BL) return 'beats'; // the blank beats any card
  if (att === BL) return 'beats'; // any card, even a six, beats the blank
  if (att === JK) return 'nothing-beats-joker'; // 24/32/36 base: nothing beats the joker
  if (def === JK) return 'beats'; // it beats any ordinary card, the trump ace included
  if (att === RJ || att === BJ) return def === RJ || def === BJ ? 'beats' : 'ordinary-vs-joker'; // a joker beats the other joker
  if (def === RJ) return suitOf(att) === HEARTS || suitOf(att) === DIAMONDS ? 'beats' : 'red-joker-colour';
  if (def === BJ) return suitOf(att) === CLUBS || suitOf(att) === SPADES ? 'beats' : 'black-joker-colour';
  const ds = suitOf(def);
  const as = suitOf(att);
  // Japanese: a spade (spades not trump) is beaten only by a higher spade, never by a trump.
  if (japanese && as === SPADES && trump !== SPADES) {
    if (ds !== SPADES) return 'japanese-spade';
    return rankOf(def) > rankOf(att) ? 'beats' : 'lower-rank';
  }
  if (ds === as) return rankOf(def) > rankOf(att) ? 'beats' : 'lower-rank';
  if (ds === trump) return 'beats';
  return 'other-suit';
}

/** BEAT_TABLES[key]: one table per (japanese, trump suit), key = japanese * 5 + trump + 1; built on first use. */
const BEAT_TABLES: (Uint8Array | undefined)[] = new Array<Uint8Array | undefined>(10).fill(undefined);

/** beats[def * CARD_COUNT + att] = 1; one table per (japanese, trump suit), built once and cached (a plain index: hot path). */
export function beatTable(trump: number, japanese: boolean): Uint8Array {
  const key = (japanese ? 5 : 0) + trump + 1;
  let t = BEAT_TABLES[key];
  if (t === undefined) {
    t = new Uint8Array(CARD_COUNT * CARD_COUNT);
    for (let d = 0; d < CARD_COUNT; d++) {
      for (let a = 0; a < CARD_COUNT; a++) {
        if (d !== a && beatReason(d, a, trump, japanese) === 'beats') t[d * CARD_COUNT + a] = 1;
      }
    }
    BEAT_TABLES[key] = t;
  }
  return t;
}

/** Cost of giving a card away, for bots and the lowest-card rules: rank, trumps above, specials on top. */
export function cardOrder(id: number, trump: number): number {
  if (id >= JK) return 100 + id;
  return (suitOf(id) === trump ? 20 : 0) + rankOf(id);
}
