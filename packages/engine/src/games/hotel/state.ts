/** Hotel's state, moves, events and views: plain data that survives JSON. */
import type { RngState } from '../../core/rng.ts';
import type { Outcome, Seat } from '../../core/types.ts';
import { Updater } from '../../core/updater.ts';
import type { Guest, Version } from './cards.ts';
import type { HotelConfig } from './config.ts';

export const PHASES = ['choose', 'molets', 'pero', 'mugla', 'over'] as const;
/**
 * `choose`: the secret choosing window. After "Chuk-chuk!" the FAQ's order: `molets` (Professor
 * Molets picks one of his two cards), `pero` (Madam Pero may move to a door nobody chose), then
 * who is alone or collides (no decision), then `mugla` (Detective Mugla may take the topmost room).
 */
export type Phase = (typeof PHASES)[number];

/** A seat's door card(s) this round: doors as numbers (card codes are derived from the colour). */
export interface Choice {
  /** One card, or two for Professor Molets until he picks. */
  readonly cards: readonly number[];
  /** Lulu played the resting card: it keeps resting and none returns. */
  readonly lulu: boolean;
  /** Where the card counts: its own door, or where Madam Pero moved it (0 until Molets picks). */
  readonly door: number;
}

/** What Baba Naprastka saw this round. */
export interface Peek {
  readonly seat: Seat;
  readonly door: number;
}

export interface State {
  readonly config: HotelConfig;
  readonly seats: number;
  readonly doors: number;
  /** Two players: the Night Porter plays doors 1–3. */
  readonly porter: boolean;
  readonly guests: readonly (Guest | null)[];
  /** Uses left of each seat's guest (unused for Piccolo Bo, who is limited by the Bakshish cards). */
  readonly uses: readonly number[];
  /** The room deck in dealing order; `deck[dealt..]` is still face down. Never copied after setup. */
  readonly deck: readonly string[];
  readonly dealt: number;
  /** Short game: the half of the deck that went back to the box unseen. */
  readonly unseen: readonly string[];
  /** Rooms No Mercy sent back to the box (face up). */
  readonly box: readonly string[];
  /** Rooms under each door, oldest first: the last one is the topmost (the newest). */
  readonly under: readonly (readonly string[])[];
  /** Rooms each seat has taken. */
  readonly won: readonly (readonly string[])[];
  readonly bakshish: readonly number[];
  readonly bakshishLeft: number;
  /** Each seat's resting door card (0 = none, round 1). */
  readonly resting: readonly number[];
  readonly porterResting: number;
  readonly round: number;
  readonly phase: Phase;
  readonly choices: readonly (Choice | null)[];
  readonly peeks: readonly (Peek | null)[];
  /** The Porter's door this round once revealed (0 before the reveal and without a Porter). */
  readonly porterDoor: number;
  /** When the current window opened (its deadline is this plus `choiceSeconds`). */
  readonly windowAt: number;
  readonly outcome: Outcome | null;
  readonly rng: RngState;
}

export type Move =
  | { readonly kind: 'knock'; readonly door: number; }
  | { readonly kind: 'lulu'; }
  | { readonly kind: 'molets'; readonly doors: readonly [number, number]; }
  | { readonly kind: 'peek'; readonly seat: Seat; }
  | { readonly kind: 'pick'; readonly door: number; }
  | { readonly kind: 'pero'; readonly door: number; }
  | { readonly kind: 'mugla'; }
  | { readonly kind: 'pass'; };
export const MOVE_KINDS = ['knock', 'lulu', 'molets', 'peek', 'pick', 'pero', 'mugla', 'pass'] as const;

/** One seat's cards at the reveal. */
export interface RevealedPlay {
  readonly seat: Seat;
  readonly cards: readonly string[];
}

export type Event =
  | { readonly kind: 'rooms'; readonly round: number; readonly rooms: readonly string[]; }
  /** A seat has chosen; `cards` only in that seat's own projection (one, or Molets' two). */
  | { readonly kind: 'knocked'; readonly seat: Seat; readonly cards?: readonly string[]; }
  /** Baba Naprastka peeked at `target`; `card` only in her projection. */
  | { readonly kind: 'peeked'; readonly seat: Seat; readonly target: Seat; readonly card?: string; }
  /** The window closed: these seats got a stand-in choice. */
  | { readonly kind: 'stand-in'; readonly seats: readonly Seat[]; readonly phase: Phase; }
  /** "Chuk-chuk!": every card turned over at once, seen by everyone. */
  | { readonly kind: 'reveal'; readonly round: number; readonly plays: readonly RevealedPlay[]; readonly porter: string | null; }
  | { readonly kind: 'molets-picked'; readonly seat: Seat; readonly card: string; }
  | { readonly kind: 'pero-moved'; readonly seat: Seat; readonly card: string; readonly from: number; readonly to: number; }
  | { readonly kind: 'pero-stayed'; readonly seat: Seat; }
  | { readonly kind: 'took'; readonly seat: Seat; readonly door: number; readonly rooms: readonly string[]; }
  | { readonly kind: 'collision'; readonly door: number; readonly seats: readonly Seat[]; readonly porter: boolean; }
  | { readonly kind: 'no-mercy'; readonly seat: Seat; readonly room: string; }
  | { readonly kind: 'bakshish'; readonly seat: Seat; }
  | { readonly kind: 'mugla'; readonly seat: Seat; readonly door: number; readonly room: string; }
  | { readonly kind: 'mugla-passed'; readonly seat: Seat; }
  | { readonly kind: 'round-over'; readonly round: number; }
  | { readonly kind: 'game-over'; readonly scores: readonly number[]; readonly places: readonly number[]; };

export interface SeatView {
  readonly seat: Seat;
  readonly colour: string;
  /** The resting door card, face up (null in round 1). */
  readonly resting: string | null;
  /** Whether the seat has played its card(s) face down this round (never which, nor how many). */
  readonly chosen: boolean;
  readonly guest: Guest | null;
  readonly usesLeft: number;
  readonly bakshish: number;
  readonly rooms: readonly string[];
  readonly score: number;
}

export interface View {
  readonly version: Version;
  readonly seats: number;
  readonly doors: number;
  readonly round: number;
  readonly phase: Phase;
  /** Rooms still face down in the deck. */
  readonly deckLeft: number;
  /** Rooms under each door (door 1 first), oldest first: the last is the topmost. */
  readonly under: readonly (readonly string[])[];
  readonly table: readonly SeatView[];
  readonly porter: { readonly colour: string; readonly resting: string | null; } | null;
  readonly bakshishLeft: number;
  readonly box: readonly string[];
  readonly unseen: number;
  /** The viewer's door cards in hand (not the resting one, not the face-down ones); null for spectators. */
  readonly hand: readonly string[] | null;
  /** The viewer's face-down card(s) this round. */
  readonly mine: readonly string[] | null;
  readonly lulu: boolean;
  /** What the viewer (Baba Naprastka) saw this round. */
  readonly peek: { readonly seat: Seat; readonly card: string; } | null;
  /** After the reveal, until the round is resolved: every seat's cards and where each counts. */
  readonly revealed: readonly { readonly seat: Seat; readonly cards: readonly string[]; readonly door: number; }[] | null;
  readonly porterCard: string | null;
  readonly awaiting: readonly Seat[];
  readonly deadline: number | null;
  readonly choiceSeconds: number;
  readonly config: HotelConfig;
}

/** The draft a move writes to (see core/updater.ts). */
export type MutableState = { -readonly [K in keyof State]: State[K]; };

/**
 * The shallow copy the core updater makes at a move's first write: every field listed, in the
 * order setup creates them, so every state has one object shape, which V8 copies far faster
 * than a spread (the bench's loop); the compiler checks that no field is forgotten.
 */
function copyState(s: State): MutableState {
  return {
    config: s.config,
    seats: s.seats,
    doors: s.doors,
    porter: s.porter,
    guests: s.guests,
    uses: s.uses,
    deck: s.deck,
    dealt: s.dealt,
    unseen: s.unseen,
    box: s.box,
    under: s.under,
    won: s.won,
    bakshish: s.bakshish,
    bakshishLeft: s.bakshishLeft,
    resting: s.resting,
    porterResting: s.porterResting,
    round: s.round,
    phase: s.phase,
    choices: s.choices,
    peeks: s.peeks,
    porterDoor: s.porterDoor,
    windowAt: s.windowAt,
    outcome: s.outcome,
    rng: s.rng,
  };
}

/** A move being applied: the core updater over Hotel's state (fields and arrays copied on first write). */
export type Draft = Updater<State, Event>;
export const draft = (s: State): Draft => new Updater<State, Event>(s, copyState);
