/**
 * What a place card changes, as hooks with defaults (chessops' one variant, one module): every
 * place is one module in this folder that states only what differs from a round without a place,
 * and `table.ts` lists the 16 as data. The rules, the listed moves, the views and the bots ask
 * the round's place (`placeOf`) and never name one.
 */
import type { RuleError, Seat } from '../../../core/types.ts';
import { type Gesture, GESTURES, handSum, type Phrase } from '../cards.ts';
import type { Ctx } from '../ctx.ts';
import type { Place } from '../places.ts';
import type { Move, RoundEnd, State } from '../state.ts';

/**
 * The round and turn steps a place's hooks call back into. rules.ts hands them over with every
 * call, so no place imports the rules (the rules import the places).
 */
export interface Rules {
  /** The row's sum as the round's place counts it. */
  rowSum(s: State): number;
  /** The winners by hand among every seat but `loser`. */
  lowestHands(s: State, loser: Seat | null, reason: RoundEnd): Seat[];
  endRound(c: Ctx, winners: readonly Seat[], loser: Seat | null, reason: RoundEnd): void;
  /** The laid card's effect is complete: the end of the turn follows. */
  afterEffect(c: Ctx): void;
  /** A laid card's effect. */
  effect(c: Ctx, seat: Seat, card: string, phrase: Phrase): void;
  /** A zero's phrase was said aloud (talking, where the place forbids it). */
  phraseSaid(c: Ctx, seat: Seat): void;
}

/** A place where talking is forbidden at times (the Library, Accounting). */
export interface Silence {
  /** Talking is forbidden now (`sum`: the row's sum). */
  now(s: State, sum: number): boolean;
  /** A chat line in silence by a seat not fined this turn: what it costs. False: nothing happened. */
  talk(c: Ctx, seat: Seat): boolean;
  /** A zero's phrase said aloud is talking too, whether silence holds or not. */
  readonly phrasesTalk: boolean;
}

/** How hands compare when the round ends in a ПУ-ПУ-ПУК. */
export interface Ranking {
  readonly value: (hand: readonly string[]) => number;
  /** The highest hand wins instead of the lowest. */
  readonly highestWins: boolean;
}

/** Moves only some places have; a place without one refuses it (`not-now`). */
export interface PlaceMoves {
  /** A card laid face down (`lay` with `faceDown`), by the player on turn in the lay phase. */
  readonly layFaceDown?: (c: Ctx, r: Rules, seat: Seat, card: string, phrase: Phrase | undefined) => RuleError | null;
  /** `reveal`, by the player on turn in the lay phase. */
  readonly reveal?: (c: Ctx, r: Rules, seat: Seat) => RuleError | null;
  /** `improv`, by the player on turn in the lay phase. */
  readonly improv?: (c: Ctx, r: Rules, seat: Seat, discard: string) => RuleError | null;
  /** `say`: the phrase of a zero in row slot `slot` (the `say` phase). */
  readonly say?: (c: Ctx, r: Rules, seat: Seat, slot: number, phrase: Phrase) => RuleError | null;
  /** `ochko`, by anyone at any moment. */
  readonly ochko?: (c: Ctx, seat: Seat) => RuleError | null;
}

export interface PlaceRules {
  /** Null: a round without a place. */
  readonly id: Place | null;
  /** Left out of the draw at a table of two (the seed says so of some places). */
  readonly notForTwo: boolean;
  /** The discard's top card counts in the row's sum, and a 4 may take it (slot -1). */
  readonly discardTopInRow: boolean;
  /** Talking forbidden at times; null: talk freely. */
  readonly silence: Silence | null;
  /** A violation of this place's rule, burned, costs a card at most once per player and turn. */
  readonly violationOncePerTurn: boolean;
  /** A lay comes with «пук» (`puk: true`); the listed lays offer it (the hook `laid` judges it). */
  readonly pukRequired: boolean;
  /** The phrases a zero may be laid with, in the order the listed moves give them (undefined: none). */
  readonly layPhrases: readonly (Phrase | undefined)[];
  /** The gestures a zero's race takes. */
  readonly gestures: readonly Gesture[];
  /** The 6 and the 7 have no effect. */
  readonly sixSevenInert: boolean;
  /** Cards a 3, 6 or 7 sends away go to the other players by hand, not to the discard. */
  readonly handsOutDiscards: boolean;
  /** A turn ends only when its player says «ХОД!» (the `go` phase). */
  readonly turnEndsWithGo: boolean;
  /** How hands compare after a ПУ-ПУ-ПУК. */
  readonly afterPupupuk: Ranking;
  readonly moves: PlaceMoves;
  /** The round was dealt and the place read (`round-start` emitted). */
  roundStarted(c: Ctx, r: Rules): void;
  /** A card was laid from the hand (before its effect); `puk`: it came with «пук». */
  laid(c: Ctx, seat: Seat, puk: boolean): void;
  /** Replaces the 1's blind draws when set (the end of the turn follows it). */
  readonly one: ((c: Ctx) => void) | null;
  /**
   * The laid card's effect is complete and the 2's cards due are turned up (`fresh`: the row ids
   * laid or turned up this turn): true when the place opened a window, which ends the turn later.
   */
  effectDone(c: Ctx, fresh: readonly number[]): boolean;
  /** Moves any seat may make at any moment, listed first; when there are such moves every seat is an actor. */
  readonly anytimeMoves: ((s: State, seat: Seat, out: Move[]) => void) | null;
  /** Moves the player on turn may make in the lay phase besides laying an open card. */
  turnMoves(s: State, seat: Seat, out: Move[]): void;
}

const nothing = (): void => {};

/** A round without a place: what every place changes from. */
export const NO_PLACE: PlaceRules = {
  id: null,
  notForTwo: false,
  discardTopInRow: false,
  silence: null,
  violationOncePerTurn: false,
  pukRequired: false,
  layPhrases: ['who', 'not', undefined],
  gestures: GESTURES.filter((g) => g !== 'freeze'),
  sixSevenInert: false,
  handsOutDiscards: false,
  turnEndsWithGo: false,
  afterPupupuk: { value: handSum, highestWins: false },
  moves: {},
  roundStarted: nothing,
  laid: nothing,
  one: null,
  effectDone: () => false,
  anytimeMoves: null,
  turnMoves: nothing,
};

/** A place: what it changes, everything else as in a round without one. */
export const place = (id: Place, changes: Partial<Omit<PlaceRules, 'id'>>): PlaceRules => ({ ...NO_PLACE, ...changes, id });
