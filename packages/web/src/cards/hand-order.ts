/**
 * The order of the viewer's hand, chosen by the player and remembered:
 * by suit (colour) then rank — trumps last — by rank, or as dealt. Only the
 * shape of codes is read here; rank orders are the ones printed on the
 * rules page (Durak 2…A, Thousand 9 J Q K 10 A), never what beats what.
 */
import { Store } from '../net/store.ts';
import { CARD_RANKS, parseCard } from './codes.ts';
import { COLOURS, SHEDDING_GAMES, type SheddingGame } from './shedding-faces.ts';

export const HAND_ORDERS = ['suit', 'rank', 'dealt'] as const;
export type HandOrder = (typeof HAND_ORDERS)[number];

const STORAGE_KEY = 'kozyr.handOrder';

function initialOrder(): HandOrder {
  const saved = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
  return (HAND_ORDERS as readonly (string | null)[]).includes(saved) ? (saved as HandOrder) : 'suit';
}

export const handOrderStore = new Store<HandOrder>(initialOrder());

export function setHandOrder(order: HandOrder): void {
  if (typeof localStorage !== 'undefined') localStorage.setItem(STORAGE_KEY, order);
  handOrderStore.set(order);
}

/** Suits alternate black and red so that neighbours differ: ♠ ♥ ♣ ♦. */
const SUIT_ORDER = ['S', 'H', 'C', 'D'] as const;
const THOUSAND_RANKS = ['9', 'J', 'Q', 'K', 'T', 'A'] as const;

type Key = readonly number[];
const byKey = (key: (code: string) => Key) => (a: string, b: string) => {
  const ka = key(a);
  const kb = key(b);
  for (let i = 0; i < Math.max(ka.length, kb.length); i++) {
    const d = (ka[i] ?? 0) - (kb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
};

/** A French-suited hand (Durak, Thousand): by suit then rank, the trump suit last; specials (jokers, blank) after all. */
export function sortFrench(
  hand: readonly string[],
  trump: string | null,
  order: HandOrder,
  ranks: readonly string[] = CARD_RANKS,
): string[] {
  if (order === 'dealt') return [...hand];
  const key = (code: string): Key => {
    const c = parseCard(code);
    if (c === null) return [3, 0, 0];
    if (c.kind === 'special') return [2, ['JK', 'RJ', 'BJ', 'BL'].indexOf(c.special), 0];
    const isTrump = c.suit === trump ? 1 : 0;
    const suit = SUIT_ORDER.indexOf(c.suit);
    const rank = ranks.indexOf(c.rank);
    return order === 'suit' ? [isTrump, suit, rank] : [isTrump, rank, suit];
  };
  return [...hand].sort(byKey(key));
}

export const sortDurak = (hand: readonly string[], trump: string | null, order: HandOrder): string[] =>
  sortFrench(hand, trump, order);

export const sortThousand = (hand: readonly string[], trump: string | null, order: HandOrder): string[] =>
  sortFrench(hand, trump, order, THOUSAND_RANKS);

/** UNO and Svintus: by colour (the game's printed order) then value — numbers, then actions — black cards last. */
export function sortShedding(hand: readonly string[], game: SheddingGame, order: HandOrder): string[] {
  if (order === 'dealt' || !(SHEDDING_GAMES as readonly string[]).includes(game)) return [...hand];
  const colours = COLOURS[game];
  const key = (code: string): Key => {
    const colour = colours.indexOf(code.charAt(0));
    if (colour < 0) return [1, 0, code === 'W' || code === 'P' ? 0 : 1];
    const face = code.slice(1);
    const value = /^[0-9]$/.test(face) ? Number(face) : 10 + face.charCodeAt(0);
    return order === 'suit' ? [0, colour, value] : [0, value, colour];
  };
  return [...hand].sort(byKey(key));
}
