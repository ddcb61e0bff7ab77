/**
 * Shared vocabulary of the shedding games (UNO, Svintus): both are "match the
 * top card by colour or picture" games with the same turn structure, calls,
 * catches, out-of-turn plays and scoring; they differ only in their cards and in
 * a few table rules, which live in `TableRules` (derived from each game's config)
 * and `Deckset` (each game's card table and error catalogue).
 */
import type { RngState } from '../../core/rng.ts';
import type { RuleError, Seat } from '../../core/types.ts';
import type { Pile } from './pile.ts';

/** What a card does when played. */
export const EFFECTS = ['number', 'skip', 'reverse', 'draw', 'wild', 'wild-draw', 'silence', 'slap'] as const;
export type Effect = (typeof EFFECTS)[number];

export interface CardInfo {
  readonly code: string;
  /** Colour letter, or '' for a black card (UNO wilds, Polisvin) that is played on anything. */
  readonly colour: string;
  /** The picture: '0'..'9' for numbers, a letter for actions; cards match by it. */
  readonly face: string;
  readonly effect: Effect;
  /** Number of a number card (for the first-dealer draw), -1 for action cards. */
  readonly rank: number;
  /** Penalty points at the end of a hand. */
  readonly points: number;
}

/**
 * 'scored': a hand is over and scored; the next one is dealt by `tick` at `resumeAt`
 * (the time of the last card), so the last card is still on the pile when the hand's
 * result is announced.
 */
export const PHASES = ['choose-colour', 'play', 'drawn', 'penalty', 'challenge', 'slap', 'scored', 'over'] as const;
export type Phase = (typeof PHASES)[number];

export const SCORINGS = ['tournament', 'race'] as const;
export type Scoring = (typeof SCORINGS)[number];

/** Every table rule the shared engine reads, resolved once at setup from the game and its config. */
export interface TableRules {
  readonly handSize: number;
  /** Cards a draw card makes the next player take (UNO Draw Two 2, Svintus Khapezh 3). */
  readonly drawAmount: number;
  /** Cards a Wild Draw Four makes the next player take. */
  readonly wildDrawAmount: number;
  /** Extra cards for a challenger who was wrong (UNO: 4 + 2). */
  readonly challengeFailExtra: number;
  /** Penalty for being caught without the call (UNO 2, Svintus 3). */
  readonly callPenalty: number;
  /** The call may still be made after the card is down, until someone catches (UNO), or only before (Svintus). */
  readonly lateCall: boolean;
  /** An identical card may be played out of turn (Svintus interception, UNO jump-in setting). */
  readonly interception: boolean;
  /** A draw card may be answered with a draw card, the draws adding up (Svintus Khapezh, UNO stacking setting). */
  readonly passOnDraw: boolean;
  /** A skip may be answered with a skip, moving it on (Svintus Zakhrapin). */
  readonly passOnSkip: boolean;
  /** A player may draw instead of playing a card that fits (UNO's `mayDrawInstead` setting, the official rule), or only when none fits (seed 001, both games' default). */
  readonly drawWhenPlayable: boolean;
  /** Cards taken for playing a card that does not match (UNO penalty mode); 0 = such a card is refused. */
  readonly wrongCardPenalty: number;
  /** A first-card reverse: the dealer plays first (UNO) or it acts as if the dealer had played it (Svintus). */
  readonly firstReverse: 'dealer-first' | 'as-played';
  /** Cards a player takes for breaking the silence (Svintus Tikhokhryun). */
  readonly silencePenalty: number;
  /** Cards taken by the last to slap (Svintus Khlopkopyt). */
  readonly slapPenalty: number;
  readonly slapWindowMs: number;
  readonly tieWindowMs: number;
  readonly scoring: Scoring;
  /** Hands per match in tournament scoring. */
  readonly rounds: number;
  /** Score that ends a race. */
  readonly raceTarget: number;
  /** What a race winner scores for the others' cards: their penalty points (UNO) or their number (Svintus). */
  readonly raceCounts: 'points' | 'cards';
  readonly botReactionMinMs: number;
  readonly botReactionMaxMs: number;
}

export interface Challenge {
  /** Who played the Wild Draw Four. */
  readonly player: Seat;
  /** The colour that stood before it (it stands again when the challenge succeeds). */
  readonly prevColour: string;
  /**
   * The player's hand right after the Wild Draw Four left it: the cards that decide the
   * verdict, and what a challenger is shown (a catch may add cards before the challenge;
   * those were not in the hand when the card was played). Hidden, never in a view.
   */
  readonly hand: readonly string[];
  /** Whether that hand held a card of the colour that stood: hidden, never in a view. */
  readonly guilty: boolean;
}

/** Who knows some cards of a hand: a seat that was shown it, or everyone ('all', spectators too). */
export type Witness = Seat | 'all';

/**
 * Cards of `owner`'s hand that `to` knows, as at a real table: a challenger saw the whole
 * hand (seed 001: "may ask player 1 to show his cards"; shown once, hidden at the next move), and everyone saw a Wild Draw Four
 * taken back after a successful challenge. A seat's entry lists what it knows beyond the
 * 'all' entry of the same hand. Counted per card code (hands are multisets): a played code
 * leaves the 'all' entry if it is there (every seat's knowledge shrinks by that card), else
 * every seat entry holding it, since nobody can tell which copy was played. Invariant: for
 * every code, copies in 'all' + copies in any one seat's entry ≤ copies in the hand.
 * Cleared with each new deal.
 */
export interface Shown {
  readonly owner: Seat;
  readonly to: Witness;
  /** Sorted, never empty. */
  readonly cards: readonly string[];
}

export interface Slap {
  /** When the window opened: the card's play, or the deal that turned it up (`DealSource.at` for the table's first hand). */
  readonly openedAt: number;
  /** Press time of each seat, null = not yet pressed. */
  readonly presses: readonly (number | null)[];
}

export interface RoundSummary {
  readonly round: number;
  readonly winner: Seat;
  /** Penalty points left in each hand. */
  readonly points: readonly number[];
  /** Places of this hand (1 = best), by penalty points. */
  readonly places: readonly number[];
}

export interface SheddingState {
  /** Generator state (Rng.fromState); never in a view. */
  readonly rng: RngState;
  readonly rules: TableRules;
  readonly seats: number;
  /** Hand number in the match, from 1. */
  readonly round: number;
  readonly dealer: Seat;
  readonly hands: readonly (readonly string[])[];
  /** Face down; its top (`stock.card`) is the next card drawn (see pile.ts; `pileCards` lists it bottom first). */
  readonly stock: Pile;
  /** Face up, never empty: its top (`discard.card`) is the card in play. */
  readonly discard: Pile;
  /** Colour in force (a wild's named colour). */
  readonly colour: string;
  readonly direction: 1 | -1;
  /** Whose turn it is (the victim in 'penalty' and 'challenge'). */
  readonly turn: Seat;
  readonly phase: Phase;
  /** The card drawn this turn (phase 'drawn'): only it may be played. */
  readonly drawn: string | null;
  /** Cards the turn player takes on 'accept' in phase 'penalty' (0 for a skip). */
  readonly penalty: number;
  /** The face that passes the penalty on (draw or skip face), null outside 'penalty'. */
  readonly penaltyFace: string | null;
  /** Who played the top card (-1 for the turned-up card): nobody intercepts their own card. */
  readonly lastPlayer: Seat;
  /** The top card was just played and may be intercepted (closed once the turn player draws or accepts). */
  readonly interceptOpen: boolean;
  /** Seats (bit per seat) that have declined to intercept the top card. */
  readonly declined: number;
  /** Seats that have made the call ("UNO!", "Svintus!") for their current hand. */
  readonly called: readonly boolean[];
  /** A seat left with one card without the call, catchable until the next card is played; -1 = none. */
  readonly exposed: Seat;
  readonly challenge: Challenge | null;
  /** What seats know of other seats' hands (challenges); usually empty. */
  readonly shown: readonly Shown[];
  /** Seat whose Tikhokhryun keeps the table silent; -1 = none. */
  readonly silence: Seat;
  readonly slap: Slap | null;
  /** Match score: total penalty points (tournament) or race points. */
  readonly totals: readonly number[];
  readonly lastRound: RoundSummary | null;
  /** Every finished hand of the match, in order (the standings table). */
  readonly rounds: readonly RoundSummary[];
  /** Final places once the match is over. */
  readonly places: readonly number[] | null;
  /** In phase 'scored': when the next hand is dealt. */
  readonly resumeAt: number | null;
}

export const MOVE_KINDS = [
  'play',
  'draw',
  'pass',
  'accept',
  'challenge',
  'choose-colour',
  'call',
  'catch',
  'slap',
  'decline',
] as const;
export type MoveKind = (typeof MOVE_KINDS)[number];

export type Move =
  | { readonly kind: 'play'; readonly card: string; readonly colour?: string; }
  | { readonly kind: 'draw'; }
  | { readonly kind: 'pass'; }
  | { readonly kind: 'accept'; }
  | { readonly kind: 'challenge'; }
  | { readonly kind: 'choose-colour'; readonly colour: string; }
  | { readonly kind: 'call'; }
  | { readonly kind: 'catch'; readonly seat: Seat; }
  | { readonly kind: 'slap'; }
  /** "I do not intercept this card": ends the seat's interception window for the top card. */
  | { readonly kind: 'decline'; };

export type Event =
  | { readonly kind: 'deal'; readonly round: number; readonly dealer: Seat; readonly first: string; }
  | { readonly kind: 'play'; readonly seat: Seat; readonly card: string; readonly colour: string; readonly intercept: boolean; }
  /** `card` only for the player's own eyes. */
  | { readonly kind: 'wrong-card'; readonly seat: Seat; readonly card?: string; }
  /** `cards` only for the drawer's own eyes; eventView strips it for everyone else. */
  | {
    readonly kind: 'draw';
    readonly seat: Seat;
    readonly count: number;
    readonly reason: DrawReason;
    readonly cards?: readonly string[];
  }
  | { readonly kind: 'pass'; readonly seat: Seat; }
  | { readonly kind: 'colour'; readonly seat: Seat; readonly colour: string; }
  | { readonly kind: 'reshuffle'; readonly stock: number; }
  | { readonly kind: 'call'; readonly seat: Seat; }
  | { readonly kind: 'caught'; readonly seat: Seat; readonly by: Seat; }
  /** `shown` (the challenged hand when the Wild Draw Four was played) only for the challenger's eyes. */
  | {
    readonly kind: 'challenge';
    readonly seat: Seat;
    readonly player: Seat;
    readonly guilty: boolean;
    readonly shown?: readonly string[];
  }
  | { readonly kind: 'slap'; readonly seat: Seat; }
  | { readonly kind: 'slap-over'; readonly losers: readonly Seat[]; }
  | { readonly kind: 'silence'; readonly seat: Seat; }
  | { readonly kind: 'silence-broken'; readonly seat: Seat; }
  | {
    readonly kind: 'round-over';
    readonly round: number;
    readonly winner: Seat;
    readonly points: readonly number[];
    readonly places: readonly number[];
    readonly totals: readonly number[];
  }
  | { readonly kind: 'match-over'; readonly places: readonly number[]; readonly totals: readonly number[]; };

export const DRAW_REASONS = ['turn', 'penalty', 'challenge', 'caught', 'wrong-card', 'silence', 'slap'] as const;
export type DrawReason = (typeof DRAW_REASONS)[number];

export const ERROR_KEYS = [
  'match-over',
  'not-your-turn',
  'not-in-hand',
  'does-not-match',
  'only-drawn-card',
  'cannot-draw',
  'must-play',
  'cannot-pass',
  'colour-needed',
  'colour-not-needed',
  'bad-colour',
  'choose-colour-first',
  'answer-penalty',
  'answer-challenge',
  'wait-for-slap',
  'cannot-intercept',
  'nothing-to-accept',
  'nothing-to-challenge',
  'no-colour-to-choose',
  'cannot-call',
  'nothing-to-catch',
  'cannot-slap',
  'nothing-to-decline',
  'bad-move',
  'bad-deck',
] as const;
export type ErrorKey = (typeof ERROR_KEYS)[number];

/** A game's constant part: its cards, colours, move vocabulary and error catalogue. */
export interface Deckset {
  readonly id: string;
  readonly colours: readonly string[];
  readonly info: Readonly<Record<string, CardInfo>>;
  /** The whole deck, sorted (the multiset `cards` returns). */
  readonly deck: readonly string[];
  /** Move kinds this game accepts (UNO refuses slap; Svintus refuses challenge). Table chat is not a move (see `chatLine`). */
  readonly kinds: readonly MoveKind[];
  /**
   * `info` and `moves.plays` as arrays indexed by `codeIndex(code)`, for the loops over hands
   * (an array load is cheaper than a string-keyed lookup); only for codes known to be cards.
   */
  readonly infoAt: readonly CardInfo[];
  readonly playsAt: readonly (readonly Move[])[];
  /** `moves.intercept` and `moves.playDrawn` indexed the same way. */
  readonly interceptAt: readonly (readonly Move[])[];
  readonly playDrawnAt: readonly (readonly Move[])[];
  /** A coloured card's penalty-mode play (`moves.wrongPlays`) at its slot, null for black cards and empty slots. */
  readonly wrongPlayAt: readonly (Move | null)[];
  /** The same as a lookup table (every game has `play` and `draw`, which apply does not look up). */
  readonly allows: Readonly<Record<string, boolean>>;
  readonly fail: (key: ErrorKey, params?: Readonly<Record<string, string | number>>) => RuleError;
  /** Every move object, built once: legal-move lists share them instead of allocating. */
  readonly moves: MoveTable;
}

export interface MoveTable {
  /** play[code] for a coloured card; playAs[code][colour] for a black card. */
  readonly play: Readonly<Record<string, Move>>;
  readonly playAs: Readonly<Record<string, Readonly<Record<string, Move>>>>;
  readonly chooseColour: Readonly<Record<string, Move>>;
  readonly catchSeat: readonly Move[];
  readonly draw: Move;
  readonly pass: Move;
  readonly accept: Move;
  readonly challenge: Move;
  readonly call: Move;
  readonly slap: Move;
  readonly decline: Move;
  /**
   * Shared answer lists (no allocation per legalMoves call): never mutate them (they are typed
   * readonly). Not frozen on purpose: V8 keeps frozen arrays in their own elements kind, and a
   * mix of frozen and plain legal lists made every reader of them slower (measured: the bench's
   * random hands lost about 15%).
   *
   * One-move lists for the most frequent answers.
   */
  readonly onlyDecline: readonly Move[];
  readonly onlySlap: readonly Move[];
  readonly onlyPass: readonly Move[];
  readonly onlyDraw: readonly Move[];
  /** Lists that are a whole legal answer when no call or catch is open (legalMoves returns them as they are). */
  readonly chooseColours: readonly Move[];
  readonly challengeOrAccept: readonly Move[];
  /**
   * Per coloured card code: its play as a card that does not fit (penalty mode). Equal by value
   * to `play[code]` (a client or apply sees the same move) but another object, so a bot that
   * decides from the legal list alone tells the cards that fit from those that cost a penalty
   * (`isWrongPlay`) without building a view.
   */
  readonly wrongPlays: Readonly<Record<string, readonly Move[]>>;
  readonly isWrongPlay: ReadonlySet<Move>;
  /** Per card code: its plays (one, or one per colour for a black card), then ... */
  readonly plays: Readonly<Record<string, readonly Move[]>>;
  /** ... then `decline` (an interceptor holding the card) ... */
  readonly intercept: Readonly<Record<string, readonly Move[]>>;
  /** ... or then `pass` (the drawn card fits). */
  readonly playDrawn: Readonly<Record<string, readonly Move[]>>;
}
