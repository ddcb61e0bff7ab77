/**
 * Thousand's state, moves, events and view. Cards inside the state are
 * numbers (see cards.ts); moves, events and views carry card codes.
 * Everything is plain JSON; the generator state lives under `rng`.
 */
import type { RngState } from '../../core/rng.ts';
import type { Seat } from '../../core/types.ts';
import { Updater } from '../../core/updater.ts';
import type { Config } from './config.ts';

/** 'dealing': a deal is scored and its cards lie face up until the next dealer deals. */
export const PHASES = ['bidding', 'talon', 'give', 'contract', 'play', 'dealing', 'over'] as const;
export type Phase = (typeof PHASES)[number];

export const MOVE_KINDS = [
  'bid',
  'pass',
  'redeal',
  'take-talon',
  'take-talon-dark',
  'give',
  'discard',
  'contract',
  'roll-out',
  'play',
  'deal',
] as const;
export type MoveKind = (typeof MOVE_KINDS)[number];

export type Move =
  | { readonly kind: 'bid'; readonly value: number; }
  | { readonly kind: 'pass'; }
  | { readonly kind: 'redeal'; }
  | { readonly kind: 'take-talon'; readonly talon: number; }
  | { readonly kind: 'take-talon-dark'; readonly talon: number; }
  | { readonly kind: 'give'; readonly card: string; readonly to: Seat; }
  | { readonly kind: 'discard'; readonly card: string; }
  | { readonly kind: 'contract'; readonly value: number; }
  | { readonly kind: 'roll-out'; }
  | { readonly kind: 'play'; readonly card: string; }
  | { readonly kind: 'deal'; };

/** Marks a paper score sheet puts next to a score. */
export const SHEET_MARKS = [
  'barrel',
  'barrel-fall',
  'bolt',
  'bolt-penalty',
  'samosval',
  'roll-out',
  'roll-out-penalty',
  'made',
  'lost',
  'golden',
  'golden-restart',
  'dark',
  'winner',
] as const;
export type SheetMark = (typeof SHEET_MARKS)[number];

/** One line of the score sheet: a scored deal. */
export interface SheetLine {
  readonly deal: number;
  readonly dealer: Seat;
  readonly declarer: Seat;
  readonly contract: number;
  readonly deltas: readonly number[];
  readonly scores: readonly number[];
  readonly marks: readonly (readonly SheetMark[])[];
}

/** What a player may declare for points: a marriage (K+Q), the four aces, a bed marriage (Q+J), the four nines. */
export const DECLARATION_TYPES = ['marriage', 'aces', 'bed', 'nines'] as const;
export type DeclarationType = (typeof DECLARATION_TYPES)[number];

export interface Declaration {
  readonly seat: Seat;
  /** The suit made trump; -1 for the four nines, which change nothing but the score. */
  readonly suit: number;
  readonly type: DeclarationType;
  readonly points: number;
}

/** Seen-by masks: bit s = seat s knows where the card is; PUBLIC = everyone, spectators included. */
export const PUBLIC = 0x1f;

export interface State {
  readonly seats: number;
  readonly config: Config;
  readonly rng: RngState;
  readonly phase: Phase;
  /** Deals scored so far. */
  readonly dealsScored: number;
  /** Golden kon: deals numbered below this are golden (moves on when the golden kon starts over). */
  readonly goldenUntil: number;
  readonly dealer: Seat;
  /** Seats that play this deal, starting with the forehand (left of the dealer); four players: not the dealer. */
  readonly order: readonly Seat[];
  readonly hands: readonly (readonly number[])[];
  /** Per card id: which seats know where it lies (see PUBLIC). */
  readonly seen: readonly number[];
  /** Talons not yet taken (one, or two for two players). */
  readonly talons: readonly (readonly number[])[];
  /** Talon cards shown to everybody when the declarer took them. */
  readonly talonShown: readonly number[];
  /** Talon cards the declarer took (for the low-talon and two-nines redeals). */
  readonly talonTaken: readonly number[];
  /** Two players: the declarer's two face-down discards (they count for the declarer). */
  readonly discards: readonly number[];
  // bidding
  readonly opener: Seat;
  /** The lowest first bid: 100, or the barrel bid when the opener sits on the barrel. */
  readonly opening: number;
  readonly bid: number;
  readonly bidder: Seat;
  readonly passed: readonly boolean[];
  readonly turn: Seat;
  // contract
  readonly declarer: Seat;
  readonly contract: number;
  readonly golden: boolean;
  readonly dark: boolean;
  /** Opponents who already received a card from the declarer. */
  readonly givenTo: readonly Seat[];
  // play
  readonly leader: Seat;
  readonly trick: readonly number[];
  readonly trump: number;
  /**
   * The suits each seat is known to lack this deal, a bit per suit (1 << suit): it did not follow
   * the suit led, or did not trump when it could not follow (rules.ts `withTrickVoids`), in the
   * tricks gathered so far; the trick in play adds its own. Public: everyone saw the play.
   */
  readonly voids: readonly number[];
  readonly lastTrick: { readonly leader: Seat; readonly cards: readonly number[]; readonly winner: Seat; } | null;
  readonly won: readonly (readonly number[])[];
  readonly tricks: readonly number[];
  readonly declarations: readonly Declaration[];
  // the table
  readonly scores: readonly number[];
  readonly onBarrel: readonly boolean[];
  readonly barrelAttempts: readonly number[];
  readonly barrelFalls: readonly number[];
  readonly bolts: readonly number[];
  readonly boltRun: readonly number[];
  readonly rollOuts: readonly number[];
  readonly sheet: readonly SheetLine[];
}

export type Event =
  | { readonly kind: 'deal'; readonly dealer: Seat; readonly deal: number; readonly golden: boolean; }
  | { readonly kind: 'bid'; readonly seat: Seat; readonly value: number; }
  | { readonly kind: 'pass'; readonly seat: Seat; }
  | { readonly kind: 'redeal'; readonly seat: Seat; readonly reason: RedealReason; }
  | { readonly kind: 'auction-won'; readonly seat: Seat; readonly bid: number; }
  /** cards: the talon as shown; null to viewers who may not see it (dark game, hidden talon). */
  | {
    readonly kind: 'talon-taken';
    readonly seat: Seat;
    readonly talon: number;
    readonly dark: boolean;
    readonly shown: boolean;
    readonly cards: readonly string[] | null;
  }
  | { readonly kind: 'card-given'; readonly from: Seat; readonly to: Seat; readonly card: string | null; }
  | { readonly kind: 'discard'; readonly seat: Seat; readonly card: string | null; }
  | { readonly kind: 'contract'; readonly seat: Seat; readonly value: number; }
  | { readonly kind: 'roll-out'; readonly seat: Seat; readonly value: number; }
  | { readonly kind: 'play'; readonly seat: Seat; readonly card: string; }
  | {
    readonly kind: 'marriage';
    readonly seat: Seat;
    readonly suit: string;
    readonly type: Exclude<DeclarationType, 'nines'>;
    readonly points: number;
  }
  | { readonly kind: 'four-nines'; readonly seat: Seat; readonly points: number; }
  | { readonly kind: 'trick'; readonly winner: Seat; readonly cards: readonly string[]; }
  | { readonly kind: 'round-over'; readonly deal: number; readonly line: SheetLine; }
  | { readonly kind: 'game-over'; readonly scores: readonly number[]; };

export const REDEAL_REASONS = ['four-nines', 'low-hand', 'low-talon', 'two-nines-in-talon'] as const;
export type RedealReason = (typeof REDEAL_REASONS)[number];

export interface SeatView {
  readonly seat: Seat;
  readonly handCount: number;
  /** Cards of this seat's hand the viewer knows: all for the own hand, shown talon cards, cards the viewer gave. */
  readonly known: readonly string[];
  readonly passed: boolean;
  readonly tricks: number;
  /** Points of the tricks taken this deal (tricks are played face up). */
  readonly trickPoints: number;
  readonly score: number;
  readonly onBarrel: boolean;
  readonly barrelAttempts: number;
  readonly bolts: number;
  readonly rollOuts: number;
}

export interface View {
  readonly viewer: Seat | 'spectator';
  readonly phase: Phase;
  readonly deal: number;
  readonly dealer: Seat;
  readonly order: readonly Seat[];
  /** The viewer's own cards (empty for spectators). */
  readonly hand: readonly string[];
  readonly players: readonly SeatView[];
  readonly toAct: readonly Seat[];
  readonly talonCounts: readonly number[];
  readonly talonShown: readonly string[];
  readonly opening: number;
  readonly bid: number;
  readonly bidder: Seat;
  readonly declarer: Seat;
  readonly contract: number;
  readonly golden: boolean;
  readonly dark: boolean;
  readonly trump: string | null;
  /** The suits each seat showed it lacks this deal (State.voids), by seat. */
  readonly voids: readonly (readonly string[])[];
  readonly leader: Seat;
  readonly trick: readonly { readonly seat: Seat; readonly card: string; }[];
  readonly lastTrick:
    | { readonly winner: Seat; readonly cards: readonly { readonly seat: Seat; readonly card: string; }[]; }
    | null;
  readonly declarations: readonly {
    readonly seat: Seat;
    readonly suit: string | null;
    readonly type: DeclarationType;
    readonly points: number;
  }[];
  readonly sheet: readonly SheetLine[];
  readonly scores: readonly number[];
  /** The table's settings: public (the lobby shows them), and what a search bot plays the table's rules by. */
  readonly config: Config;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K]; };

/**
 * A shallow copy for the core updater, every field listed: a spread of this ~40-key object
 * costs V8 microseconds (it leaves the fast path), a literal with every key tens of
 * nanoseconds, and the compiler catches a field added to State and not here.
 */
export function copyState(s: State): Mutable<State> {
  return {
    seats: s.seats,
    config: s.config,
    rng: s.rng,
    phase: s.phase,
    dealsScored: s.dealsScored,
    goldenUntil: s.goldenUntil,
    dealer: s.dealer,
    order: s.order,
    hands: s.hands,
    seen: s.seen,
    talons: s.talons,
    talonShown: s.talonShown,
    talonTaken: s.talonTaken,
    discards: s.discards,
    opener: s.opener,
    opening: s.opening,
    bid: s.bid,
    bidder: s.bidder,
    passed: s.passed,
    turn: s.turn,
    declarer: s.declarer,
    contract: s.contract,
    golden: s.golden,
    dark: s.dark,
    givenTo: s.givenTo,
    leader: s.leader,
    trick: s.trick,
    trump: s.trump,
    voids: s.voids,
    lastTrick: s.lastTrick,
    won: s.won,
    tricks: s.tricks,
    declarations: s.declarations,
    scores: s.scores,
    onBarrel: s.onBarrel,
    barrelAttempts: s.barrelAttempts,
    barrelFalls: s.barrelFalls,
    bolts: s.bolts,
    boltRun: s.boltRun,
    rollOuts: s.rollOuts,
    sheet: s.sheet,
  };
}

/** A move being applied: the core updater over Thousand's state (fields and arrays copied on first write). */
export type Draft = Updater<State, Event>;
export const draft = (s: State): Draft => new Updater<State, Event>(s, copyState);
