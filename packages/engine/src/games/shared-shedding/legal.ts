/**
 * Who may act and with what. Besides the turn player, a seat may act out of
 * turn: to make the call, to catch a missing call, to intercept an identical
 * card, or to slap. Every seat with a legal move is an actor.
 */
import type { Seat } from '../../core/types.ts';
import { cardInfo, codeIndex, MAX_SEATS } from './deckset.ts';
import { pileSize } from './pile.ts';
import type { CardInfo, Deckset, Move, SheddingState } from './types.ts';
import { keptOnPile } from './update.ts';

export function canDraw(s: SheddingState): boolean {
  return s.stock !== null || pileSize(s.discard) > keptOnPile(s);
}

export function topCard(s: SheddingState): string {
  return s.discard!.card;
}

/**
 * The matching rule itself, the one place it is written (legal moves, the view's `fits`
 * and the bots all use it): a black card goes on anything, any other card on the current
 * colour or the same picture.
 */
export function fitsOn(info: CardInfo, colour: string, topFace: string): boolean {
  return info.colour === '' || info.colour === colour || info.face === topFace;
}

/** Whether `info` may be played on the pile as it is now. */
export function matches(g: Deckset, s: SheddingState, info: CardInfo): boolean {
  return fitsOn(info, s.colour, g.infoAt[codeIndex(topCard(s))]!.face);
}

/** Whether any card of `hand` matches (the top card looked up once, not per card). */
export function anyMatches(g: Deckset, s: SheddingState, hand: readonly string[]): boolean {
  const colour = s.colour;
  const infoAt = g.infoAt;
  const topFace = infoAt[codeIndex(topCard(s))]!.face;
  for (let i = 0; i < hand.length; i++) {
    const info = infoAt[codeIndex(hand[i]!)]!;
    if (fitsOn(info, colour, topFace)) return true;
  }
  return false;
}

/** Whether the turn player has to act in this phase (the others: slap window, scored hand, match over). */
export function isTurnPhase(s: SheddingState): boolean {
  const p = s.phase;
  return p !== 'slap' && p !== 'scored' && p !== 'over';
}

/**
 * Whether `seat` may still intercept the card just played: public facts only (actors are
 * sent to every client), so it does not depend on the seat's cards. Such a seat is an
 * actor: it may play an identical card if it holds one, or decline.
 */
export function interceptTurn(s: SheddingState, seat: Seat): boolean {
  return (
    s.rules.interception &&
    s.interceptOpen &&
    (s.phase === 'play' || s.phase === 'penalty') &&
    seat !== s.lastPlayer &&
    seat !== s.turn &&
    (s.declined & (1 << seat)) === 0
  );
}

/** An identical card may be played out of turn on a card someone else has just played. */
export function canIntercept(s: SheddingState, seat: Seat): boolean {
  return interceptTurn(s, seat) && s.hands[seat]!.includes(topCard(s));
}

export function canCall(s: SheddingState, seat: Seat): boolean {
  if (s.phase === 'over' || s.phase === 'scored') return false;
  if (s.rules.lateCall && s.exposed === seat) return true;
  return !s.called[seat] && s.hands[seat]!.length === 2;
}

export function canCatch(s: SheddingState, seat: Seat): boolean {
  return s.exposed >= 0 && s.exposed !== seat;
}

export function canSlap(s: SheddingState, seat: Seat): boolean {
  return s.phase === 'slap' && s.slap!.presses[seat] === null;
}

function pushPlay(g: Deckset, out: Move[], code: string): void {
  const info = g.info[code]!;
  if (info.colour === '') {
    const byColour = g.moves.playAs[code]!;
    if (out.includes(byColour[g.colours[0]!]!)) return;
    for (const colour of g.colours) out.push(byColour[colour]!);
  } else {
    const m = g.moves.play[code]!;
    if (!out.includes(m)) out.push(m);
  }
}

/** Append a card's plays (its one play, or one per colour for a black card). */
function pushAll(out: Move[], plays: readonly Move[]): void {
  for (let k = 0; k < plays.length; k++) out.push(plays[k]!);
}

/**
 * The turn player's moves. Fixed answers are the Deckset's shared lists (no allocation);
 * the caller copies before appending a call or a catch.
 */
function turnMoves(g: Deckset, s: SheddingState): readonly Move[] {
  const m = g.moves;
  switch (s.phase) {
    case 'choose-colour':
      return m.chooseColours;
    case 'play':
      return playMoves(g, s);
    case 'drawn': {
      const drawn = s.drawn!;
      const slot = codeIndex(drawn);
      return matches(g, s, g.infoAt[slot]!) ? g.playDrawnAt[slot]! : m.onlyPass;
    }
    case 'penalty': {
      const out: Move[] = [m.accept];
      const face = s.penaltyFace;
      let prev = '';
      for (const code of s.hands[s.turn]!) {
        if (code === prev) continue; // the hand is sorted: identical cards are neighbours
        prev = code;
        const slot = codeIndex(code);
        if (g.infoAt[slot]!.face === face) pushAll(out, g.playsAt[slot]!);
      }
      return out;
    }
    case 'challenge':
      return m.challengeOrAccept;
    default:
      return NO_MOVES;
  }
}

/**
 * Phase 'play'. Order (a documented convention players rely on): the cards that fit, then
 * `draw` (only when none fits, unless the table lets a player draw instead of playing) or
 * `pass` (nothing fits and nothing is left to draw), then, in penalty mode, the cards that do
 * not fit (each costs the penalty; `wrongPlays` objects, see MoveTable).
 */
function playMoves(g: Deckset, s: SheddingState): readonly Move[] {
  const m = g.moves;
  const hand = s.hands[s.turn]!;
  const colour = s.colour;
  const infoAt = g.infoAt;
  const topFace = infoAt[codeIndex(topCard(s))]!.face;
  let out: Move[] | null = null;
  let wrong = false;
  let prev = '';
  for (let i = 0; i < hand.length; i++) {
    const code = hand[i]!;
    if (code === prev) continue; // the hand is sorted: identical cards are neighbours
    prev = code;
    const slot = codeIndex(code);
    const info = infoAt[slot]!;
    if (fitsOn(info, colour, topFace)) pushAll(out ??= [], g.playsAt[slot]!);
    else wrong = true;
  }
  const penaltyPlays = wrong && s.rules.wrongCardPenalty > 0;
  if (out === null) {
    // Nothing fits: draw, or pass when no card is left to draw (shared answers unless penalty plays follow).
    if (!penaltyPlays) return canDraw(s) ? m.onlyDraw : m.onlyPass;
    out = [canDraw(s) ? m.draw : m.pass];
  } else if (s.rules.drawWhenPlayable && canDraw(s)) {
    out.push(m.draw);
  }
  if (penaltyPlays) {
    prev = '';
    for (let i = 0; i < hand.length; i++) {
      const code = hand[i]!;
      if (code === prev) continue;
      prev = code;
      const info = cardInfo(g, code);
      if (!fitsOn(info, colour, topFace)) pushAll(out, m.wrongPlays[code]!); // black cards always fit
    }
  }
  return out;
}

/** The answer for a seat that may not act (shared, never mutated; see MoveTable on why not frozen). */
const NO_MOVES: readonly Move[] = [];

export function legalMoves(g: Deckset, s: SheddingState, seat: Seat): readonly Move[] {
  const phase = s.phase;
  if (phase === 'over' || seat < 0 || seat >= s.seats) return NO_MOVES;
  const m = g.moves;
  let base: readonly Move[];
  if (seat === s.turn && phase !== 'slap' && phase !== 'scored') base = turnMoves(g, s);
  else if (phase === 'slap') base = s.slap!.presses[seat] === null ? m.onlySlap : NO_MOVES;
  else if (interceptTurn(s, seat)) {
    // Out of turn, a card just played: play an identical one, or decline.
    const top = topCard(s);
    base = s.hands[seat]!.includes(top) ? g.interceptAt[codeIndex(top)]! : m.onlyDecline;
  } else base = NO_MOVES;
  // The call and a catch come last, after the turn moves, the interception or the slap.
  const call = canCall(s, seat);
  const katch = canCatch(s, seat);
  if (!call && !katch) return base;
  const out = base.slice();
  if (call) out.push(m.call);
  if (katch) out.push(m.catchSeat[s.exposed]!);
  return out;
}

/**
 * The seats of a bit-per-seat mask (the state's speed trick) as the plain list actors(),
 * awaiting() and views carry: one shared list per mask, no allocation per call; never mutated
 * (not frozen, see MoveTable).
 */
const SEAT_LISTS: (readonly Seat[])[] = [];
export function seatList(mask: number): readonly Seat[] {
  let list = SEAT_LISTS[mask];
  if (list === undefined) {
    const seats: Seat[] = [];
    for (let seat = 0; 1 << seat <= mask; seat++) if ((mask & (1 << seat)) !== 0) seats.push(seat);
    list = seats;
    SEAT_LISTS[mask] = list;
  }
  return list;
}

export function actors(s: SheddingState): readonly Seat[] {
  const phase = s.phase;
  if (phase === 'over' || phase === 'scored') return seatList(0);
  const n = s.seats;
  const everyone = (1 << n) - 1;
  let mask = 0;
  if (phase === 'slap') {
    const presses = s.slap!.presses;
    for (let seat = 0; seat < n; seat++) if (presses[seat] === null) mask |= 1 << seat;
  } else {
    mask = 1 << s.turn;
    // Interceptors: everyone but the card's player, the turn player and those who declined.
    if (s.rules.interception && s.interceptOpen && (phase === 'play' || phase === 'penalty')) {
      mask |= everyone & ~s.declined & ~(1 << s.turn) & (s.lastPlayer >= 0 ? ~(1 << s.lastPlayer) : everyone);
    }
  }
  // A missing call can be caught by everyone else (and still made by its seat where the call may be late).
  const exposed = s.exposed;
  if (exposed >= 0) mask |= s.rules.lateCall ? everyone : everyone & ~(1 << exposed);
  // A seat with two cards that has not called may call.
  for (let seat = 0; seat < n; seat++) if (!s.called[seat] && s.hands[seat]!.length === 2) mask |= 1 << seat;
  return seatList(mask);
}

/**
 * The seats the table waits on: the seat whose turn it is, in every phase that waits on it
 * (play, a drawn card, a penalty to take or pass on, a challenge to make or not, a colour to
 * name). Nobody in a slap window (its deadline closes it), in the pause after a hand (the
 * deal is at its deadline) or once the match is over. Interceptors, callers and catchers may
 * act but are never waited on: the turn player's next move closes their windows.
 */
export function awaiting(s: SheddingState): readonly Seat[] {
  return isTurnPhase(s) ? seatList(1 << s.turn) : seatList(0);
}

const spaces = new Map<string, readonly Move[]>();

/** Every well-formed move of the game for this seat count, legal or not. */
export function moveSpace(g: Deckset, s: SheddingState): readonly Move[] {
  const key = `${g.id}/${s.seats}`;
  let space = spaces.get(key);
  if (space === undefined) {
    const all: Move[] = [];
    for (const code of Object.keys(g.info)) pushPlay(g, all, code);
    const m = g.moves;
    for (const colour of g.colours) all.push(m.chooseColour[colour]!);
    all.push(m.draw, m.pass, m.accept, m.challenge, m.call, m.slap, m.decline);
    for (let seat = 0; seat < Math.min(s.seats, MAX_SEATS); seat++) all.push(m.catchSeat[seat]!);
    space = all.filter((move) => g.kinds.includes(move.kind));
    spaces.set(key, space);
  }
  return space;
}
