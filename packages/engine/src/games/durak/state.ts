/**
 * Durak state, moves, events and views. The state keeps cards as small ints
 * (ids of cards.ts) in short arrays that a move copies only when it changes
 * them; moves, events and views speak card codes.
 */
import type { RngState } from '../../core/rng.ts';
import type { Seat } from '../../core/types.ts';
import { Updater } from '../../core/updater.ts';
import type { DurakConfig } from './config.ts';

export interface State {
  readonly config: DurakConfig;
  readonly seats: number;
  /** The seeded generator (used for the deal of every later game of a series). */
  readonly rng: RngState;
  /** 1-based number of the game within the series. */
  readonly game: number;
  readonly hands: readonly (readonly number[])[];
  /** Decision 10: cards of each hand that everyone has seen (taken from the table, the trump card). */
  readonly known: readonly (readonly number[])[];
  /** Drawing order; the last card is the face-up trump card while the talon lasts. */
  readonly talon: readonly number[];
  readonly trumpCard: number;
  /** Suit 0..3, or -1: no trumps (a special card under the talon, decision 2). */
  readonly trumpSuit: number;
  /** Attack cards in arrival order and the card covering each (-1 while uncovered). */
  readonly attacks: readonly number[];
  readonly covers: readonly number[];
  /** Bits of the ranks on the table (attack and defence), bit 13 = a special lies there. */
  readonly tableRanks: number;
  readonly discard: readonly number[];
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
  /** Durak losses per seat over the series. */
  readonly losses: readonly number[];
  /** Places of the last finished game (null before the first game ends). */
  readonly lastPlaces: readonly number[] | null;
  /** A game of the series ended at this time; the next one is dealt by `tick` (decision 12). */
  readonly nextDealAt: number | null;
  /** The whole table (series) is over. */
  readonly over: boolean;
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
 * The shallow copy the core updater makes at a move's first write. Written as one object
 * literal (not a spread) because it is on the hot path of every move: V8 builds it with a
 * fixed shape several times faster than `{ ...state }`, and the compiler checks every field.
 */
function copyState(s: State): MutableState {
  return {
    config: s.config,
    seats: s.seats,
    rng: s.rng,
    game: s.game,
    hands: s.hands,
    known: s.known,
    talon: s.talon,
    trumpCard: s.trumpCard,
    trumpSuit: s.trumpSuit,
    attacks: s.attacks,
    covers: s.covers,
    tableRanks: s.tableRanks,
    discard: s.discard,
    attacker: s.attacker,
    defender: s.defender,
    done: s.done,
    taking: s.taking,
    limit: s.limit,
    firstBout: s.firstBout,
    place: s.place,
    losses: s.losses,
    lastPlaces: s.lastPlaces,
    nextDealAt: s.nextDealAt,
    over: s.over,
  };
}

/** A move being applied: the core updater over Durak's state (fields and arrays copied on first write). */
export type Draft = Updater<State, Event>;
export const draft = (s: State): Draft => new Updater<State, Event>(s, copyState);
