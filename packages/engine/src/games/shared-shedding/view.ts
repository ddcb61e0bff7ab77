/**
 * The one projection of a shedding state: public table facts for everyone, the
 * viewer's own hand (and drawn card) for a seat, and the cards of other hands the
 * viewer has been shown (a challenge) or saw go back (a Wild Draw Four). Never
 * other cards of another seat, whether a challenged player is guilty, or the generator.
 */
import type { Seat, Viewer } from '../../core/types.ts';
import { knownBy } from './shown.ts';
import type { Event, Phase, RoundSummary, SheddingState, TableRules } from './types.ts';

export interface SheddingView {
  readonly viewer: Viewer;
  readonly seats: number;
  readonly rules: TableRules;
  readonly round: number;
  readonly dealer: Seat;
  readonly phase: Phase;
  readonly turn: Seat;
  readonly direction: 1 | -1;
  readonly colour: string;
  readonly top: string;
  readonly discardCount: number;
  readonly stockCount: number;
  readonly handSizes: readonly number[];
  /** The viewer's own cards; null for a spectator. */
  readonly hand: readonly string[] | null;
  /**
   * knownCards[seat]: the cards of that seat's hand the viewer knows, sorted: a hand it
   * was shown in a challenge, and a Wild Draw Four everyone saw go back, until played.
   * Empty for the viewer's own seat; a spectator knows only what everyone saw.
   */
  readonly knownCards: readonly (readonly string[])[];
  /** The card the viewer drew this turn (phase 'drawn', viewer's turn only). */
  readonly drawn: string | null;
  readonly penalty: number;
  readonly penaltyFace: string | null;
  readonly lastPlayer: Seat;
  readonly interceptOpen: boolean;
  /** Seats (bit per seat) that declined to intercept the top card. */
  readonly declined: number;
  readonly called: readonly boolean[];
  readonly exposed: Seat;
  /** Who played the Wild Draw Four that may be challenged. */
  readonly challengeOf: Seat | null;
  readonly silence: Seat;
  /** The slap window: when it opened and who has pressed. */
  readonly slap: { readonly openedAt: number | null; readonly pressed: readonly boolean[] } | null;
  readonly totals: readonly number[];
  readonly lastRound: RoundSummary | null;
  /** Every finished hand of the match, in order: the standings table survives a reload. */
  readonly rounds: readonly RoundSummary[];
  readonly places: readonly number[] | null;
}

export function view(s: SheddingState, viewer: Viewer): SheddingView {
  const own = viewer !== 'spectator' && viewer >= 0 && viewer < s.seats ? viewer : null;
  return {
    viewer,
    seats: s.seats,
    rules: s.rules,
    round: s.round,
    dealer: s.dealer,
    phase: s.phase,
    turn: s.turn,
    direction: s.direction,
    colour: s.colour,
    top: s.discard[s.discard.length - 1]!,
    discardCount: s.discard.length,
    stockCount: s.stock.length,
    handSizes: s.hands.map((h) => h.length),
    hand: own === null ? null : s.hands[own]!.slice(),
    knownCards: s.hands.map((_, seat) => (s.shown.length === 0 ? [] : knownBy(s.shown, seat, viewer).slice())),
    drawn: own !== null && own === s.turn ? s.drawn : null,
    penalty: s.penalty,
    penaltyFace: s.penaltyFace,
    lastPlayer: s.lastPlayer,
    interceptOpen: s.interceptOpen,
    declined: s.declined,
    called: s.called,
    exposed: s.exposed,
    challengeOf: s.challenge === null ? null : s.challenge.player,
    silence: s.silence,
    slap: s.slap === null ? null : { openedAt: s.slap.openedAt, pressed: s.slap.presses.map((p) => p !== null) },
    totals: s.totals,
    lastRound: s.lastRound,
    rounds: s.rounds,
    places: s.places,
  };
}

/**
 * Drawn cards are seen only by their drawer; a refused wrong card (penalty mode) goes
 * back into its hand unseen; a challenged hand is shown to the challenger only, the
 * others learn the verdict. Every other event is public.
 */
export function eventView(e: Event, viewer: Viewer): Event {
  if (e.kind === 'draw' && e.seat !== viewer) return { kind: 'draw', seat: e.seat, count: e.count, reason: e.reason };
  if (e.kind === 'wrong-card' && e.seat !== viewer) return { kind: 'wrong-card', seat: e.seat };
  if (e.kind === 'challenge' && e.seat !== viewer) return { kind: 'challenge', seat: e.seat, player: e.player, guilty: e.guilty };
  return e;
}
