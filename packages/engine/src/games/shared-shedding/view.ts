/**
 * The one projection of a shedding state: public table facts for everyone, the
 * viewer's own hand (and drawn card) for a seat, and the cards of other hands the
 * viewer has been shown (a challenge) or saw go back (a Wild Draw Four). Never
 * other cards of another seat, whether a challenged player is guilty, or the generator.
 */
import type { Seat, Viewer } from '../../core/types.ts';
import { cardInfo } from './deckset.ts';
import { fitsOn, interceptTurn, isTurnPhase, seatList, topCard } from './legal.ts';
import { pileSize } from './pile.ts';
import { knownBy } from './shown.ts';
import type { Deckset, Event, Phase, RoundSummary, SheddingState, TableRules } from './types.ts';

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
   * was shown in a challenge (until the next move), and a Wild Draw Four everyone saw go
   * back (until played).
   * Empty for the viewer's own seat; a spectator knows only what everyone saw.
   */
  readonly knownCards: readonly (readonly string[])[];
  /**
   * The viewer's cards (distinct codes, sorted) it may play now at no cost: on its turn the
   * cards that fit the top card (in 'drawn' the drawn card if it fits; in 'penalty' the cards
   * that pass it on), out of turn an identical card it may intercept; empty otherwise. With
   * UNO's penaltyMode every card is a legal play but only these avoid the +2, so a client
   * marks the rest as "with penalty" without judging a card itself.
   */
  readonly fits: readonly string[];
  /** The card the viewer drew this turn (phase 'drawn', viewer's turn only). */
  readonly drawn: string | null;
  readonly penalty: number;
  readonly penaltyFace: string | null;
  readonly lastPlayer: Seat;
  readonly interceptOpen: boolean;
  /** Seats that declined to intercept the top card, in seat order. */
  readonly declined: readonly Seat[];
  readonly called: readonly boolean[];
  readonly exposed: Seat;
  /** Who played the Wild Draw Four that may be challenged. */
  readonly challengeOf: Seat | null;
  readonly silence: Seat;
  /** The slap window: when it opened and who has pressed. */
  readonly slap: { readonly openedAt: number; readonly pressed: readonly boolean[]; } | null;
  readonly totals: readonly number[];
  readonly lastRound: RoundSummary | null;
  /** Every finished hand of the match, in order: the standings table survives a reload. */
  readonly rounds: readonly RoundSummary[];
  readonly places: readonly number[] | null;
}

const NONE: readonly string[] = Object.freeze([]);

/** See `SheddingView.fits`: the judgement legalMoves makes, without the penalty-mode extras. */
export function fittingCards(g: Deckset, s: SheddingState, seat: Seat): readonly string[] {
  if (s.phase === 'over') return NONE;
  const hand = s.hands[seat]!;
  if (seat !== s.turn || !isTurnPhase(s)) return interceptTurn(s, seat) && hand.includes(topCard(s)) ? [topCard(s)] : NONE;
  const top = cardInfo(g, topCard(s));
  const out: string[] = [];
  let prev = '';
  for (const code of hand) {
    if (code === prev) continue; // sorted hand: duplicates are neighbours
    prev = code;
    const info = cardInfo(g, code);
    const fits = s.phase === 'play' ?
      fitsOn(info, s.colour, top.face) :
      s.phase === 'drawn' ?
      code === s.drawn && fitsOn(info, s.colour, top.face) :
      s.phase === 'penalty' && info.face === s.penaltyFace;
    if (fits) out.push(code);
  }
  return out;
}

function handSizes(s: SheddingState): number[] {
  const out = new Array<number>(s.seats);
  for (let seat = 0; seat < s.seats; seat++) out[seat] = s.hands[seat]!.length;
  return out;
}

/** knownCards when nobody was shown anything (almost always): one frozen list per seat count, not a new one per view. */
const EMPTY_KNOWLEDGE: (readonly (readonly string[])[])[] = [];
function nothingKnown(seats: number): readonly (readonly string[])[] {
  let known = EMPTY_KNOWLEDGE[seats];
  if (known === undefined) {
    known = Object.freeze(Array.from({ length: seats }, () => NONE));
    EMPTY_KNOWLEDGE[seats] = known;
  }
  return known;
}

function pressed(presses: readonly (number | null)[]): boolean[] {
  const out = new Array<boolean>(presses.length);
  for (let seat = 0; seat < presses.length; seat++) out[seat] = presses[seat] !== null;
  return out;
}

export function view(g: Deckset, s: SheddingState, viewer: Viewer): SheddingView {
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
    top: s.discard!.card,
    discardCount: pileSize(s.discard),
    stockCount: pileSize(s.stock),
    handSizes: handSizes(s),
    hand: own === null ? null : s.hands[own]!, // shared, as `called` and `totals` are: state arrays are never changed in place
    knownCards: s.shown.length === 0 ? nothingKnown(s.seats) : s.hands.map((_, seat) => knownBy(s.shown, seat, viewer).slice()),
    fits: own === null ? NONE : fittingCards(g, s, own),
    drawn: own !== null && own === s.turn ? s.drawn : null,
    penalty: s.penalty,
    penaltyFace: s.penaltyFace,
    lastPlayer: s.lastPlayer,
    interceptOpen: s.interceptOpen,
    declined: seatList(s.declined),
    called: s.called,
    exposed: s.exposed,
    challengeOf: s.challenge === null ? null : s.challenge.player,
    silence: s.silence,
    slap: s.slap === null ? null : { openedAt: s.slap.openedAt, pressed: pressed(s.slap.presses) },
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
