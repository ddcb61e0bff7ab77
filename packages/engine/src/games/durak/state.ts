/**
 * Durak state, moves, events and views. The state keeps cards as small ints
 * (ids of cards.ts), the table as bit fields and hands as they were at the
 * start of the bout (see State); moves, events and views speak card codes.
 */
import type { RngState } from '../../core/rng.ts';
import type { Seat } from '../../core/types.ts';
import type { DurakConfig } from './config.ts';

/**
 * What changes once a game or less often: this game's deal and the series around it. Shared by
 * every state of the game (a move copies the state's fields, not these).
 */
export interface Deal {
  /** The seeded generator (used for the deal of every later game of a series). */
  readonly rng: RngState;
  /** 1-based number of the game within the series. */
  readonly game: number;
  /** This game's deck order: the hands were dealt from its start, the talon is `order[talonAt..]`. */
  readonly order: readonly number[];
  /** The last card of `order`: face up under the talon while the talon lasts. */
  readonly trumpCard: number;
  /** Suit 0..3, or -1: no trumps (a special card under the talon, decision 2). */
  readonly trumpSuit: number;
  /** Durak losses per seat over the series. */
  readonly losses: readonly number[];
  /** Places of the last finished game (null before the first game ends). */
  readonly lastPlaces: readonly number[] | null;
  /** A game of the series ended at this time; the next one is dealt by `tick` (decision 12). */
  readonly nextDealAt: number | null;
  /** The whole table (series) is over. */
  readonly over: boolean;
}

/**
 * The cards beaten so far, one bout's table per link, newest first (a view lists them oldest first):
 * the bout's packed table as it was (see State), so beating a bout builds no array.
 */
export interface Discard {
  readonly attacksLo: number;
  readonly attacksHi: number;
  readonly coversLo: number;
  readonly coversHi: number;
  /** Attack cards of the bout, every one covered. */
  readonly count: number;
  readonly before: Discard | null;
}

/**
 * The state is laid out so that a move within a bout copies no array: cards leave a hand only
 * for the table, so a hand is kept as it was when the bout began and the cards since played are
 * skipped by the table's bit set (`onLo`/`onHi`); the arrays are rebuilt once, when the bout ends.
 * The table itself is a few small ints (table.ts). Hand order (what views show and the order of
 * the legal moves) is the order the cards came in, as before.
 */
export interface State {
  readonly config: DurakConfig;
  readonly seats: number;
  readonly deal: Deal;
  /** Each hand as the bout began (dealt and drawn order); cards on the table are no longer held (see held()). */
  readonly hands: readonly (readonly number[])[];
  /**
   * Decision 10: the cards in hands that everyone has seen (taken from the table, the trump card), as a bit
   * per card id (ids 0..27 and 28..55, as onLo/onHi): one set for all hands, since a card is in one hand only.
   * A seat's known cards are its hand's cards with their bit set, in hand order (see knownHeld): they came
   * into the hand in that order too. Cards on the table keep their bit until the bout ends.
   */
  readonly knownLo: number;
  readonly knownHi: number;
  /** Cards each seat has played onto the table this bout, 4 bits per seat (at most 12 a bout). */
  readonly played: number;
  /** Where the talon starts in `deal.order`; the talon is empty when it reaches the end. */
  readonly talonAt: number;
  /** Attack cards in arrival order, 6 bits a slot (card id + 1, 0 = empty), slots 0..2 and 3..5 (table.ts). */
  readonly attacksLo: number;
  readonly attacksHi: number;
  /** The card covering each attack, in the attack's slot (0 = uncovered). */
  readonly coversLo: number;
  readonly coversHi: number;
  /** Attack cards on the table, and how many of them are uncovered. */
  readonly count: number;
  readonly uncovered: number;
  /** A bit per card id on the table (attacks and covers): ids 0..27 and 28..55. */
  readonly onLo: number;
  readonly onHi: number;
  /** Bits of the ranks on the table (attack and defence), bit 13 = a special lies there. */
  readonly tableRanks: number;
  readonly discard: Discard | null;
  readonly attacker: Seat;
  readonly defender: Seat;
  /** Bit per seat: said `done` since the last cover (decision 6). */
  readonly done: number;
  readonly taking: boolean;
  /** Most attack cards this bout may hold (decision 5). */
  readonly limit: number;
  readonly firstBout: boolean;
  /** place[seat] once out in this game (shared by seats out in the same bout), 0 while in play. */
  readonly place: readonly number[];
}

export const MOVE_KINDS = ['attack', 'defend', 'transfer', 'take', 'done'] as const;
export type MoveKind = (typeof MOVE_KINDS)[number];

export type Move =
  | { readonly kind: 'attack'; readonly card: string; }
  | { readonly kind: 'defend'; readonly attack: string; readonly card: string; }
  | { readonly kind: 'transfer'; readonly card: string; }
  | { readonly kind: 'take'; }
  | { readonly kind: 'done'; };

export const EVENT_KINDS = [
  'attack',
  'defend',
  'transfer',
  'take',
  'done',
  'bout-over',
  'draw',
  'out',
  'round-over',
  'deal',
] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

export type Event =
  | { readonly kind: 'attack'; readonly seat: Seat; readonly card: string; }
  | { readonly kind: 'defend'; readonly seat: Seat; readonly attack: string; readonly card: string; }
  | { readonly kind: 'transfer'; readonly seat: Seat; readonly card: string; readonly defender: Seat; }
  | { readonly kind: 'take'; readonly seat: Seat; }
  | { readonly kind: 'done'; readonly seat: Seat; }
  /** The bout ended: `beaten` (table to the discard) or taken by the defender. */
  | { readonly kind: 'bout-over'; readonly defender: Seat; readonly taken: boolean; readonly cards: readonly string[]; }
  /** Cards drawn from the talon: `cards` only in the drawer's projection (plus the public trump card). */
  | {
    readonly kind: 'draw';
    readonly seat: Seat;
    readonly count: number;
    readonly cards: readonly string[];
    readonly trumpCard: string;
  }
  | { readonly kind: 'out'; readonly seats: readonly Seat[]; readonly place: number; }
  /** A game of the series ended; durak null = a draw. */
  | {
    readonly kind: 'round-over';
    readonly game: number;
    readonly places: readonly number[];
    readonly durak: Seat | null;
    readonly losses: readonly number[];
    readonly seriesOver: boolean;
  }
  /** The next game of a series was dealt. */
  | {
    readonly kind: 'deal';
    readonly game: number;
    readonly trumpCard: string;
    readonly attacker: Seat;
    readonly defender: Seat;
  };

export interface TablePair {
  readonly attack: string;
  readonly cover: string | null;
}

export interface SeatView {
  readonly seat: Seat;
  readonly handSize: number;
  /** Cards of this hand everyone has seen (decision 10). */
  readonly known: readonly string[];
  readonly done: boolean;
  /** 0 while in play, else the place it went out with. */
  readonly place: number;
  readonly losses: number;
}

export interface View {
  readonly viewer: Seat | 'spectator';
  readonly variant: DurakConfig['variant'];
  readonly deck: DurakConfig['deck'];
  readonly dealSize: number;
  readonly throwIn: DurakConfig['throwIn'];
  readonly series: number;
  readonly game: number;
  /** The viewer's own hand (empty for spectators). */
  readonly hand: readonly string[];
  readonly seats: readonly SeatView[];
  readonly talonCount: number;
  /** The trump card: face up under the talon, or everyone saw it as the last card dealt. */
  readonly trumpCard: string;
  readonly trumpSuit: string | null;
  readonly trumpCardInTalon: boolean;
  readonly table: readonly TablePair[];
  readonly discard: readonly string[];
  readonly attacker: Seat;
  readonly defender: Seat;
  readonly actors: readonly Seat[];
  readonly taking: boolean;
  readonly limit: number;
  readonly firstBout: boolean;
  readonly lastPlaces: readonly number[] | null;
  readonly gameOver: boolean;
  readonly seriesOver: boolean;
}

/** The draft a move writes to (see core/updater.ts). */
export type MutableState = { -readonly [K in keyof State]: State[K]; };

/**
 * The shallow copy `apply` makes of the state for every move (the draft it writes to). Written as one object
 * literal (not a spread) because it is on the hot path of every move: V8 builds it with a
 * fixed shape several times faster than `{ ...state }`, and the compiler checks every field.
 */
export function copyState(s: State): MutableState {
  return {
    config: s.config,
    seats: s.seats,
    deal: s.deal,
    hands: s.hands,
    knownLo: s.knownLo,
    knownHi: s.knownHi,
    played: s.played,
    talonAt: s.talonAt,
    attacksLo: s.attacksLo,
    attacksHi: s.attacksHi,
    coversLo: s.coversLo,
    coversHi: s.coversHi,
    count: s.count,
    uncovered: s.uncovered,
    onLo: s.onLo,
    onHi: s.onHi,
    tableRanks: s.tableRanks,
    discard: s.discard,
    attacker: s.attacker,
    defender: s.defender,
    done: s.done,
    taking: s.taking,
    limit: s.limit,
    firstBout: s.firstBout,
    place: s.place,
  };
}
