/** Ratuki's state, moves, events and view: plain data that survives JSON. */
import type { RngState } from '../../core/rng.ts';
import type { Seat } from '../../core/types.ts';
import { Updater } from '../../core/updater.ts';
import type { RatukiConfig } from './config.ts';

/** A persistent list, newest first: pushing a card onto a pile or a stack copies nothing. */
export interface Cons<T> {
  readonly head: T;
  readonly tail: Cons<T> | null;
}

/** `between`: a round is over and its final position stays on the table until the next deal. */
export const PHASES = ['countdown', 'playing', 'between', 'over'] as const;
export type Phase = (typeof PHASES)[number];

export interface SeatState {
  /** Up to 3 cards: refilled from the draw pile after every card played or junked. */
  readonly hand: readonly string[];
  /** The draw pile as dealt or turned over, in drawing order; the cards before `drawPos` are drawn. */
  readonly draw: readonly string[];
  readonly drawPos: number;
  /** The junk pile, face down, newest first. */
  readonly junk: Cons<string> | null;
  readonly junkCount: number;
  /** The score pile: the stacks this seat took this round, newest first. */
  readonly taken: Cons<Cons<string>> | null;
  readonly scoreCount: number;
  /** Cards of each rank index (0 = Ratuki, 1..5) still in hand, draw and junk: the dead-centre check reads it. */
  readonly left: readonly number[];
  /** When this seat's last move was accepted (the play-rate cap counts from it); null before its first. */
  readonly lastAt: number | null;
}

export interface Stack {
  readonly top: string;
  /** 1..4 (a stack that reaches 5 is taken at once; a Ratuki that starts a stack counts as 1). */
  readonly value: number;
  readonly size: number;
  readonly cards: Cons<string>;
}

export interface RoundResult {
  readonly round: number;
  /** Score pile − cards in draw pile, junk pile and hand, per seat. */
  readonly scores: readonly number[];
  readonly totals: readonly number[];
  /** The seat that called OUT, or null when the centre was dead (no card anywhere could ever be played). */
  readonly out: Seat | null;
  readonly endedAt: number;
}

/** One accepted move as everyone saw it: the race, with its timings (a junked card stays face down). */
export interface Recent {
  readonly seat: Seat;
  readonly kind: 'play' | 'junk';
  readonly card: string | null;
  readonly stack: number | null;
  /** Cards taken with this play (0: none). */
  readonly took: number;
  readonly at: number;
}

/** How many recent moves the state keeps for the views. */
export const RECENT = 8;

export interface State {
  readonly config: RatukiConfig;
  readonly seats: number;
  readonly round: number;
  readonly phase: Phase;
  /**
   * The next change of phase: during the countdown, when play starts ("Ratuki!"; the hands are
   * dealt and nobody may play); between rounds, when the next round is dealt.
   */
  readonly startsAt: number;
  /** When this round's play started (or starts): "Ratuki!"; the race's times are counted from it. */
  readonly goAt: number;
  /** One place per player in the centre; null = no stack there. Places never move, so the layout never jumps. */
  readonly stacks: readonly (Stack | null)[];
  readonly players: readonly SeatState[];
  readonly totals: readonly number[];
  readonly history: readonly RoundResult[];
  readonly rng: RngState;
  /** The time of the last change: bots count their delays from it. */
  readonly lastAt: number;
  /** The last RECENT accepted moves of this round, oldest first. */
  readonly recent: readonly Recent[];
  /**
   * The centre is dead: no card left anywhere can ever be played. Set by the play that caused
   * it; the round then ends by `tick` at that play's time, so the play's own events are the
   * same whatever else is on the table (what `races.stale` promises).
   */
  readonly dead: boolean;
}

/** The draft a move writes to (see core/updater.ts). */
export type MutableState = { -readonly [K in keyof State]: State[K]; };

/**
 * The shallow copy the core updater makes at a move's first write: every field listed (a
 * spread measured slower on the hot path), so every state has one object shape; the compiler
 * checks that no field is forgotten.
 */
function copyState(s: State): MutableState {
  return {
    config: s.config,
    seats: s.seats,
    round: s.round,
    phase: s.phase,
    startsAt: s.startsAt,
    goAt: s.goAt,
    stacks: s.stacks,
    players: s.players,
    totals: s.totals,
    history: s.history,
    rng: s.rng,
    lastAt: s.lastAt,
    recent: s.recent,
    dead: s.dead,
  };
}

/** A move being applied: the core updater over Ratuki's state (fields and arrays copied on first write). */
export type Draft = Updater<State, Event>;
export const draft = (s: State): Draft => new Updater<State, Event>(s, copyState);

/**
 * `play` puts a card on the stack at place `stack`, aimed at its top card `top` as the
 * player saw it (null = the place was empty: a 1 or a Ratuki starts a stack there).
 * `junk` puts a card face down on the player's own junk pile. Either draws back to 3.
 */
export type Move =
  | { readonly kind: 'play'; readonly card: string; readonly stack: number; readonly top: string | null; }
  | { readonly kind: 'junk'; readonly card: string; };

export type Event =
  | {
    readonly kind: 'play';
    readonly seat: Seat;
    readonly card: string;
    readonly stack: number;
    /** The stack's value after the card; 0 when the card took it. */
    readonly value: number;
    /** Cards the player took to its score pile (0: the stack stays). */
    readonly took: number;
    /** The card drawn to refill the hand; only in the drawer's projection. */
    readonly drew: string | null;
    /** Cards of the junk pile turned over as the new draw pile before drawing (0: none). */
    readonly turnover: number;
    readonly at: number;
  }
  | {
    readonly kind: 'junk';
    readonly seat: Seat;
    /** Face down: only in the junker's projection. */
    readonly card: string | null;
    readonly drew: string | null;
    readonly turnover: number;
    readonly at: number;
  }
  | { readonly kind: 'go'; readonly round: number; readonly at: number; }
  | {
    readonly kind: 'round-over';
    readonly round: number;
    readonly out: Seat | null;
    readonly scores: readonly number[];
    readonly totals: readonly number[];
    readonly gameOver: boolean;
    readonly at: number;
  }
  | { readonly kind: 'deal'; readonly round: number; readonly startsAt: number; };

export interface SeatView {
  readonly colour: string;
  readonly hand: number;
  readonly draw: number;
  readonly junk: number;
  readonly score: number;
  readonly total: number;
  /** When this seat may play again under the play-rate cap (public: everyone sees who just played). */
  readonly readyAt: number | null;
}

export interface StackView {
  readonly top: string;
  readonly value: number;
  readonly size: number;
}

export interface View {
  readonly seats: number;
  readonly you: Seat | null;
  readonly round: number;
  readonly phase: Phase;
  readonly startsAt: number;
  /** When this round's play started ("Ratuki!"). */
  readonly goAt: number;
  readonly lastAt: number;
  readonly target: number;
  readonly singleRound: boolean;
  readonly minGapMs: number;
  /** The viewer's hand (empty for spectators). */
  readonly hand: readonly string[];
  readonly players: readonly SeatView[];
  readonly stacks: readonly (StackView | null)[];
  /** The last moves of the round with their server times: the race as it happened. */
  readonly recent: readonly Recent[];
  /** The score sheet: every finished round. */
  readonly rounds: readonly RoundResult[];
  /** Places once the game is over. */
  readonly places: readonly (number | null)[] | null;
}
