/**
 * What a place card changes, as hooks with defaults (chessops' one variant, one module): every
 * place is one module in this folder that states only what differs from a round without a place,
 * and `table.ts` lists the 16 as data. The rules, the listed moves, the views and the bots ask
 * the round's place (`placeOf`) and never name one. A phase only one place opens (Double Date's
 * claims, School Break's shout, the Relay's «ХОД!», …) is handled wholly in that place's module:
 * its moves (`moves`), its listed moves and view (`phases`), its time (`window`, `clock`) and
 * what the bot answers (`bot`); the shared code keeps only the phases every round has.
 */
import type { BotInput } from '../../../core/game.ts';
import type { RuleError, Seat, Step, Zone } from '../../../core/types.ts';
import { type Gesture, GESTURES, handSum, type Phrase } from '../cards.ts';
import type { Ctx } from '../ctx.ts';
import type { Place } from '../places.ts';
import type { Event, Move, Phase, RoundEnd, State, View } from '../state.ts';

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
  /** The end of the turn after the effect and its windows: the sum check, the Relay's ring, the empty hands. */
  checkEnd(c: Ctx): void;
  /** The round ends if a hand is empty: true when it did. */
  emptyHands(c: Ctx): boolean;
  /** The next player's turn begins. */
  nextTurn(c: Ctx): void;
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

/**
 * Moves only some places have; a place without one refuses it (`not-now`). A move of a phase the
 * place opens is judged here whole, the phase being on included.
 */
export interface PlaceMoves {
  /** A card laid face down (`lay` with `faceDown`), by the player on turn in the lay phase. */
  readonly layFaceDown?: (c: Ctx, r: Rules, seat: Seat, card: string, phrase: Phrase | undefined) => RuleError | null;
  /** `reveal`, by the player on turn in the lay phase. */
  readonly reveal?: (c: Ctx, r: Rules, seat: Seat) => RuleError | null;
  /** `improv`, by the player on turn in the lay phase. */
  readonly improv?: (c: Ctx, r: Rules, seat: Seat, discard: string) => RuleError | null;
  /** `say`: the phrase of a zero that came off the deck (the `say` phase), by the player on turn. */
  readonly say?: (c: Ctx, r: Rules, seat: Seat, phrase: Phrase) => RuleError | null;
  /** `ochko`, by anyone at any moment. */
  readonly ochko?: (c: Ctx, seat: Seat) => RuleError | null;
  /** `shout`, by anyone who has not shouted (the `six-seven` phase). */
  readonly shout?: (c: Ctx, seat: Seat) => RuleError | null;
  /** `choose-taker`, by the chooser of the `choose-taker` phase. */
  readonly chooseTaker?: (c: Ctx, r: Rules, seat: Seat, taker: Seat) => RuleError | null;
  /** `match`, by anyone with a card of the number (the `double` phase). */
  readonly match?: (c: Ctx, seat: Seat, card: string) => RuleError | null;
  /** `give`, by the player on turn (the `distribute` phase). */
  readonly give?: (c: Ctx, r: Rules, seat: Seat, card: string, to: Seat) => RuleError | null;
  /** `go`, by the player on turn (the `go` phase; `discard`: the extra discard). */
  readonly go?: (c: Ctx, r: Rules, seat: Seat, discard: string | undefined) => RuleError | null;
}

/** A phase of the given kinds. */
export type PhaseOf<K extends Phase['kind']> = Extract<Phase, { kind: K; }>;

/**
 * The phases only this place opens (Double Date's `double`, School Break's `six-seven` and
 * `choose-taker`, the Crowded Minibus's `distribute`, the Relay's `go`, the Improv Circle's
 * `say`): who is awaited, the listed moves and the view, all here. The shared code (legal.ts,
 * view.ts) asks the round's place whenever the state is in one of its `kinds`, handing the phase
 * over; the moves themselves are judged by the place's `moves`, the windows' time by its `window`.
 * Declared with `placePhases`, which types `p` as the place's own phases.
 */
export interface PlacePhases extends PhaseHooks<Phase> {
  readonly kinds: readonly Phase['kind'][];
}

/** What a place does in its own phases `P`. */
export interface PhaseHooks<P extends Phase> {
  /** The seats the phase waits for; unset: the player on turn. */
  awaiting?(s: State, p: P): readonly Seat[];
  /** The seats that may move (violations to burn aside); unset: the awaited seats. */
  actors?(s: State, p: P): readonly Seat[];
  /** A seat's listed moves in the phase (after the place's moves at any moment and the burns). */
  legal(s: State, p: P, seat: Seat, out: Move[]): void;
  /** The phase as the views show it. */
  view(s: State, p: P): Readonly<Record<string, unknown>>;
  /** Where cards lie in the phase besides the hands, the deck, the discard and the row. */
  zones?(s: State, p: P): readonly Zone[];
}

/** A place's own phases of `kinds`, each hook's `p` typed as one of them (the shared code hands over only those). */
export const placePhases = <K extends Phase['kind']>(kinds: readonly K[], hooks: PhaseHooks<PhaseOf<K>>): PlacePhases => ({
  kinds,
  ...hooks,
});

/** A window a place opens that the clock closes (a race, claims, the Lottery's tie window). */
export interface PlaceWindow {
  /** When the window open now closes; null when none is open. */
  end(s: State): number | null;
  /** The window's time is up (it is open). */
  close(c: Ctx, r: Rules): void;
  /** While it is open nothing else moves: no seat is awaited, and only the place's moves at any moment are taken. */
  readonly freezes: boolean;
}

/** A clock of the place's own besides its windows (the Relay's hidden timer). */
export interface PlaceClock {
  /** The next moment the clock must be looked at; null: it is not running. */
  next(s: State): number | null;
  /** The clock is looked at, `due` its moment (no window closed at it). */
  tick(s: State, due: number, r: Rules): Step<State, Event>;
  /** At the end of a turn under 21: true when the clock has rung and so ended the round. */
  rang(c: Ctx, r: Rules): boolean;
}

/** How a bot answers a place's race or choice: a move, at a race's quick pace or a turn's thinking one, or a pass. */
export type PlaceBotChoice = { readonly move: Move; readonly pace: 'quick' | 'think'; } | 'pass';

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
  /** Cards a 3, 6 or 7 sends away go to the other players by hand, not to the discard: they are handed out so (null: discarded). */
  readonly handsOut: ((c: Ctx, cards: readonly string[]) => void) | null;
  /** The turn is over (nothing ended the round): by default the next player's turn begins (the Relay waits for «ХОД!»). */
  turnOver(c: Ctx, r: Rules): void;
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
  /** The phases this place alone opens; null: none. */
  readonly phases: PlacePhases | null;
  readonly window: PlaceWindow | null;
  readonly clock: PlaceClock | null;
  /**
   * How `basic` answers what only this place asks (its races, its choices), asked before anything
   * else; null: the shared play decides.
   */
  bot(input: BotInput<View, Move>): PlaceBotChoice | null;
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
  handsOut: null,
  turnOver: (c, r) => r.nextTurn(c),
  afterPupupuk: { value: handSum, highestWins: false },
  moves: {},
  roundStarted: nothing,
  laid: nothing,
  one: null,
  effectDone: () => false,
  anytimeMoves: null,
  turnMoves: nothing,
  phases: null,
  window: null,
  clock: null,
  bot: () => null,
};

/** A place: what it changes, everything else as in a round without one. */
export const place = (id: Place, changes: Partial<Omit<PlaceRules, 'id'>>): PlaceRules => ({ ...NO_PLACE, ...changes, id });
