/** State, moves, events and views of the sum-to-21 game. */
import type { RngState } from '../../core/rng.ts';
import type { Seat } from '../../core/types.ts';
import { Updater } from '../../core/updater.ts';
import type { Gesture, Phrase } from './cards.ts';
import type { Config } from './config.ts';
import type { Place } from './places.ts';

/** A card in the row. `revealAt`: the turn number at whose end a 2's face-down card is turned up. */
export interface RowCard {
  readonly id: number;
  readonly card: string;
  readonly faceDown: boolean;
  /** Set for a 2's card (revealed at the end of that turn); null for a Dark Room card (revealed only by a reveal). */
  readonly revealAt: number | null;
}

export interface Press {
  readonly seat: Seat;
  readonly at: number;
  readonly gesture?: Gesture;
}

/**
 * Where the turn is: what the game waits for. A phase only one place opens (the ones below named
 * after a place) is handled in that place's module (places/), the others by the shared rules.
 */
export type Phase =
  | { readonly kind: 'lay'; }
  /** A zero was laid with its phrase: the others (all seats for «Чей пук?») must answer with its gesture. */
  | {
    readonly kind: 'gesture';
    readonly phrase: Phrase;
    readonly openedAt: number;
    readonly required: readonly Seat[];
    readonly presses: readonly Press[];
  }
  /** The 1: every seat in `from` (not null) draws blind from that seat's hand; `picks` are the positions chosen. */
  | { readonly kind: 'blind-draws'; readonly from: readonly (Seat | null)[]; readonly picks: readonly (number | null)[]; }
  | { readonly kind: 'discard'; }
  | { readonly kind: 'take'; }
  | { readonly kind: 'offer'; }
  /** The 5: `target` draws blind from the turn seat's hand. */
  | { readonly kind: 'give'; readonly target: Seat; }
  | { readonly kind: 'name'; }
  /** The 7: one card of every other number is discarded, one at a time (the player picks the copy and the order). */
  | { readonly kind: 'purge'; readonly done: readonly number[]; readonly collected: readonly string[]; }
  /** Crowded Minibus: cards to hand out to the other players, as evenly as possible. */
  | { readonly kind: 'distribute'; readonly cards: readonly string[]; readonly given: readonly number[]; }
  /** School Break: a 6 + 7 pair is in the row; the last to shout «Сикс севен» takes both. */
  | {
    readonly kind: 'six-seven';
    readonly openedAt: number;
    readonly presses: readonly Press[];
    readonly pair: readonly [number, number];
  }
  /** School Break: the tied last shouters; the player who laid the last card chooses who takes the pair. */
  | {
    readonly kind: 'choose-taker';
    readonly candidates: readonly Seat[];
    readonly pair: readonly [number, number];
    readonly chooser: Seat;
  }
  /** Double Date: a number already in the row appeared again; the fastest may discard a card of it from hand. */
  | {
    readonly kind: 'double';
    readonly number: number;
    readonly openedAt: number;
    readonly claims: readonly { readonly seat: Seat; readonly at: number; readonly card: string; }[];
  }
  /** The Relay: the turn is over only when its player says «ХОД!». */
  | { readonly kind: 'go'; }
  /** Improv Circle: a zero came off the deck; its phrase is awaited. */
  | { readonly kind: 'say'; readonly slot: number; }
  /** Between rounds: every hand is shown until the next deal. */
  | { readonly kind: 'between'; readonly until: number; readonly starter: Seat; }
  | { readonly kind: 'over'; };

/** A broken rule that costs a card only once someone burns it (Jacuzzi, Accounting). */
export interface Violation {
  readonly id: number;
  readonly seat: Seat;
  readonly rule: 'jacuzzi' | 'accounting';
  readonly turnNo: number;
}

export interface RoundResult {
  readonly round: number;
  readonly winners: readonly Seat[];
  readonly loser: Seat | null;
  readonly reason: RoundEnd;
}
export const ROUND_ENDS = ['pupupuk', 'empty-hand', 'lottery', 'relay', 'dark-room'] as const;
export type RoundEnd = (typeof ROUND_ENDS)[number];

export interface State {
  readonly config: Config;
  readonly seats: number;
  readonly rng: RngState;
  readonly wins: readonly number[];
  readonly round: number;
  readonly place: Place | null;
  /** Each seat's hand in blind-draw order (shuffled before a blind draw; views show hands sorted). */
  readonly hands: readonly (readonly string[])[];
  /** The deck, its top card last. */
  readonly deck: readonly string[];
  readonly discard: readonly string[];
  readonly row: readonly RowCard[];
  readonly nextRowId: number;
  readonly turn: Seat;
  /** Turns played this round, counting the current one from 1. */
  readonly turnNo: number;
  /** The row slot of the card laid this turn (Double Date looks at it), or null. */
  readonly laidSlot: number | null;
  /** The seat that laid the last card into the row (School Break's tie-breaker). */
  readonly lastLayer: Seat;
  readonly phase: Phase;
  /** Seats already fined once this turn for a silence (Library, Accounting). */
  readonly finedThisTurn: readonly Seat[];
  readonly violations: readonly Violation[];
  readonly nextViolationId: number;
  /** The Relay's hidden timer; `ringsAt` is a secret of the state until it rings. */
  readonly relay: { readonly ringsAt: number; readonly nextCheck: number; readonly rang: boolean; } | null;
  /** The Lottery: the first «Очко!» opens a tie window. */
  readonly lottery: { readonly openedAt: number; readonly claims: readonly Seat[]; } | null;
  /** Seats that won a School Break pair this turn already checked: none needed (the pair leaves the row). */
  readonly lastRound: RoundResult | null;
  /** Null while playing; the seats that won the match (several: a draw among them). */
  readonly champions: readonly Seat[] | null;
}

/** The draft a move writes to (see core/updater.ts): fields writable, arrays still read-only (see rules.ts `Ctx`). */
export type MutableState = { -readonly [K in keyof State]: State[K]; };

/**
 * The shallow copy the core updater makes at a move's first write: every field listed, so
 * every state has one object shape (a spread is slower on the hot path) and the compiler checks
 * that no field is forgotten.
 */
function copyState(s: State): MutableState {
  return {
    config: s.config,
    seats: s.seats,
    rng: s.rng,
    wins: s.wins,
    round: s.round,
    place: s.place,
    hands: s.hands,
    deck: s.deck,
    discard: s.discard,
    row: s.row,
    nextRowId: s.nextRowId,
    turn: s.turn,
    turnNo: s.turnNo,
    laidSlot: s.laidSlot,
    lastLayer: s.lastLayer,
    phase: s.phase,
    finedThisTurn: s.finedThisTurn,
    violations: s.violations,
    nextViolationId: s.nextViolationId,
    relay: s.relay,
    lottery: s.lottery,
    lastRound: s.lastRound,
    champions: s.champions,
  };
}

/** A move being applied: the core updater over the state (fields and arrays copied on first write). */
export type Draft = Updater<State, Event>;
export const draft = (s: State): Draft => new Updater<State, Event>(s, copyState);

export type Move =
  | {
    readonly kind: 'lay';
    readonly card: string;
    readonly phrase?: Exclude<Phrase, 'none'>;
    readonly puk?: true;
    /** Dark Room: laid face down, without its effect and without its number in the sum. */
    readonly faceDown?: true;
  }
  /** Dark Room: turn up every face-down card and end the round (a turn of its own). */
  | { readonly kind: 'reveal'; }
  /** Improv Circle: discard a card, then lay the deck's top card unseen and apply it as if from the hand. */
  | { readonly kind: 'improv'; readonly discard: string; }
  /** Improv Circle: the phrase for a zero that came off the deck (none: no `phrase`). */
  | { readonly kind: 'say'; readonly phrase?: Exclude<Phrase, 'none'>; }
  | { readonly kind: 'gesture'; readonly gesture: Gesture; }
  | { readonly kind: 'draw-blind'; readonly position: number; }
  | { readonly kind: 'discard'; readonly card: string; }
  | { readonly kind: 'take'; readonly slot: number; }
  | { readonly kind: 'offer'; readonly target: Seat; }
  | { readonly kind: 'name'; readonly number: number; }
  | { readonly kind: 'purge'; readonly slot: number; }
  | { readonly kind: 'give'; readonly card: string; readonly to: Seat; }
  | { readonly kind: 'shout'; }
  | { readonly kind: 'choose-taker'; readonly seat: Seat; }
  | { readonly kind: 'go'; readonly discard?: string; }
  | { readonly kind: 'ochko'; }
  | { readonly kind: 'burn'; readonly violation: number; }
  /** Double Date: discard a card of the number that appeared twice. */
  | { readonly kind: 'match'; readonly card: string; };
export const MOVE_KINDS = [
  'lay',
  'gesture',
  'draw-blind',
  'discard',
  'take',
  'offer',
  'name',
  'purge',
  'give',
  'shout',
  'choose-taker',
  'go',
  'ochko',
  'burn',
  'reveal',
  'improv',
  'say',
  'match',
] as const;

export type Event =
  | { readonly kind: 'round-start'; readonly round: number; readonly place: Place | null; readonly starter: Seat; }
  | { readonly kind: 'laid'; readonly seat: Seat; readonly card: string; readonly phrase?: Phrase; readonly improvised?: true; }
  | { readonly kind: 'laid-face-down'; readonly seat: Seat; readonly slot: number; }
  | { readonly kind: 'said'; readonly seat: Seat; readonly phrase: Phrase; }
  | { readonly kind: 'wrong-phrase'; readonly seat: Seat; readonly card: string | null; }
  | { readonly kind: 'gestured'; readonly seat: Seat; }
  | { readonly kind: 'penalty'; readonly seats: readonly Seat[]; readonly why: string; }
  /** A card drawn into a hand: `card` is shown only to `seat` (and to `from` when it came from that hand). */
  | { readonly kind: 'drew'; readonly seat: Seat; readonly card: string | null; readonly from: Seat | 'deck' | 'row'; }
  | { readonly kind: 'face-down'; readonly seat: Seat; readonly slot: number; }
  | { readonly kind: 'revealed'; readonly slot: number; readonly card: string; }
  | { readonly kind: 'discarded'; readonly seat: Seat; readonly cards: readonly string[]; readonly from: 'hand' | 'row'; }
  | { readonly kind: 'reshuffled'; readonly size: number; }
  | {
    readonly kind: 'taken';
    readonly seat: Seat;
    readonly slot: number;
    readonly card: string | null;
    readonly faceDown: boolean;
  }
  | { readonly kind: 'named'; readonly seat: Seat; readonly number: number; }
  | { readonly kind: 'shouted'; readonly seat: Seat; }
  | { readonly kind: 'pair-taken'; readonly seat: Seat; readonly cards: readonly string[]; }
  | { readonly kind: 'hands-passed'; }
  | { readonly kind: 'matched'; readonly seat: Seat; }
  | { readonly kind: 'match-won'; readonly seat: Seat; readonly card: string; }
  | { readonly kind: 'given'; readonly to: Seat; readonly card: string; }
  | { readonly kind: 'violation'; readonly violation: Violation; }
  | { readonly kind: 'burned'; readonly by: Seat; readonly violation: number; }
  | { readonly kind: 'go'; readonly seat: Seat; }
  | { readonly kind: 'relay-rang'; readonly at: number; }
  | { readonly kind: 'ochko'; readonly seat: Seat; readonly sum: number; }
  | { readonly kind: 'pupupuk'; readonly seat: Seat | null; readonly sum: number; }
  | { readonly kind: 'round-won'; readonly result: RoundResult; readonly sums: readonly number[]; }
  | { readonly kind: 'round-over'; }
  | { readonly kind: 'match-over'; readonly champions: readonly Seat[]; };

export type RowView = { readonly slot: number; readonly card: string; } | { readonly slot: number; readonly faceDown: true; };

export interface View {
  readonly seat: Seat | null;
  readonly hand: readonly string[];
  readonly handCounts: readonly number[];
  /** Every hand, shown between rounds and at the end. */
  readonly hands: readonly (readonly string[])[] | null;
  readonly row: readonly RowView[];
  readonly sum: number;
  readonly deckCount: number;
  readonly discard: readonly string[];
  readonly place: Place | null;
  readonly turn: Seat;
  readonly turnNo: number;
  readonly round: number;
  readonly wins: readonly number[];
  readonly phase: Readonly<Record<string, unknown>>;
  /** Silence in force now (Library, Accounting at an even sum). */
  readonly silence: boolean;
  readonly violations: readonly Violation[];
  readonly relayRunning: boolean;
  readonly lottery: { readonly openedAt: number; readonly claims: readonly Seat[]; } | null;
  readonly lastRound: RoundResult | null;
  readonly champions: readonly Seat[] | null;
  /** The table's settings: public (the lobby shows them), and what a search bot plays the table's rules by. */
  readonly config: Config;
}
