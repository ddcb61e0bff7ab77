/**
 * The engine contract's vocabulary. Everything here is plain data so that a
 * state, a move, an event or a view survives JSON.stringify/parse unchanged.
 */

/** UI languages of the club. Every player-facing text is given in all of them. */
export const LANGS = ['ru', 'uk', 'bg', 'en'] as const;
export type Lang = (typeof LANGS)[number];

/** A text in every UI language. */
export type Text = Readonly<Record<Lang, string>>;

/** Seats are numbered 0..n-1 clockwise; play goes in seat order. */
export type Seat = number;

/** Who is looking: a seat, or a spectator who sees public information only. */
export type Viewer = Seat | 'spectator';

/** A refusal with a stable code (`durak/cannot-beat`), a readable message and the rule it enforces. */
export interface RuleError {
  readonly code: string;
  readonly message: Text;
  /** A pointer to the rule: `seed-002#beating`, `RULES-DECISIONS#durak.throw-in`, ... */
  readonly rule: string;
}

export type Result<T, E = RuleError> = { readonly ok: true; readonly value: T; } | { readonly ok: false; readonly error: E; };

export const ok = <T>(value: T): { ok: true; value: T; } => ({ ok: true, value });
export const err = (error: RuleError): { ok: false; error: RuleError; } => ({ ok: false, error });

/** Every move and every event is a small object tagged by `kind`. */
export interface Tagged {
  readonly kind: string;
}

/** What one accepted move (or one tick of the clock) produced. */
export interface Step<S, E extends Tagged> {
  readonly state: S;
  readonly events: readonly E[];
}

/** Final standing of a finished table. */
export interface Outcome {
  /**
   * places[seat]: 1 is best; seats that tie share a place (e.g. a draw: [1, 1]); team mates
   * share their team's place. null for a seat that is not a player (a host, an umpire): it is
   * not ranked and not rated.
   */
  readonly places: readonly (number | null)[];
  /** Teams, where the game has them: each a list of seats (every player in exactly one). */
  readonly teams?: readonly (readonly Seat[])[];
  /** Game points where the game has them (Thousand scores, UNO penalty points, Durak losses in a series). */
  readonly scores?: readonly number[];
  /** Whether a lower score is better (penalty points, losses). */
  readonly lowerScoreWins?: boolean;
}

/** Where a card lies and who may see it; a game's zones partition its cards. */
export interface Zone {
  readonly id: string;
  readonly cards: readonly string[];
  /** 'all' = face up, 'none' = face down to everyone (talon), or the seats that see it (a hand). */
  readonly visibleTo: 'all' | 'none' | readonly Seat[];
  /** The seat holding these cards, for zones that are (part of) a hand; absent for table, talon, piles. */
  readonly owner?: Seat;
}

/** How a table is dealt: a seed always (later deals of a series, shuffles), and optionally a stacked first deck. */
export interface DealSource {
  readonly seed: number;
  /** Every card of the deck in dealing order; see each game's README section for what the order means. */
  readonly deck?: readonly string[];
  /**
   * When the deal happens (the host's clock at the start of the table; default 0).
   * A game whose first position opens a timed window (a Khlopkopyt turned up)
   * stamps the window with it, as `apply` and `tick` stamp later ones with `at`.
   */
  readonly at?: number;
}
